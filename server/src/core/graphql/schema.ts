import type { PubSub } from 'type-graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../../modules/auth/auth.resolver.ts';
import { CaptchaResolver } from '../../modules/captcha/captcha.resolver.ts';
import { ConfigResolver } from '../../modules/config/config.resolver.ts';
import { QuestionResolver } from '../../modules/question/question.resolver.ts';
import { RbacResolver } from '../../modules/rbac/rbac.resolver.ts';
import { MenuResolver } from '../../modules/rbac/menu.resolver.ts';
import { RoleResolver } from '../../modules/rbac/role.resolver.ts';
import { GroupResolver } from '../../modules/group/group.resolver.ts';
import { RepoResolver } from '../../modules/repo/repo.resolver.ts';
import { StatsResolver } from '../../modules/stats/stats.resolver.ts';
import { TrainingResolver } from '../../modules/training/training.resolver.ts';
import { UserResolver } from '../../modules/user/user.resolver.ts';
import { UserAdminResolver } from '../../modules/user/user-admin.resolver.ts';
import { DepartmentResolver } from '../../modules/org/department.resolver.ts';
import { WrongBookResolver } from '../../modules/wrongbook/wrongbook.resolver.ts';
import { AuditResolver } from '../../modules/audit/audit.resolver.ts';
import { DictResolver } from '../../modules/dict/dict.resolver.ts';
import { FileResolver } from '../../modules/file/file.resolver.ts';
import { ExamResolver } from '../../modules/exam/exam.resolver.ts';
import { PaperResolver } from '../../modules/paper/paper.resolver.ts';
import { PaperResultsResolver } from '../../modules/paper/paper-results.resolver.ts';
import { PaperReviewResolver } from '../../modules/paper/paper-review.resolver.ts';
import { auditMutations } from '../audit.ts';
import { createAppPubSub } from '../pubsub.ts';
import { authChecker } from './access.ts';

/** Every resolver of the API; a feature adds its resolver here. */
export const resolvers = [
  AuthResolver,
  CaptchaResolver,
  ConfigResolver,
  QuestionResolver,
  RbacResolver,
  RoleResolver,
  MenuResolver,
  GroupResolver,
  RepoResolver,
  StatsResolver,
  TrainingResolver,
  UserResolver,
  UserAdminResolver,
  DepartmentResolver,
  WrongBookResolver,
  AuditResolver,
  DictResolver,
  FileResolver,
  ExamResolver,
  PaperResolver,
  PaperResultsResolver,
  PaperReviewResolver,
] as const;

/** Without a pubsub (schema emission, tests) an in-memory one keeps subscriptions buildable. */
export function buildAppSchema(pubSub: PubSub = createAppPubSub()) {
  return buildSchema({
    resolvers,
    authChecker,
    pubSub,
    validate: false,
    // Resolver-level auth errors must surface, not become null fields.
    authMode: 'error',
    // Admin writes are recorded centrally (core/audit.ts wraps every Mutation field).
  }).then(auditMutations);
}
