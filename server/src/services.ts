import type { Infra } from './core/infra.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { SessionService } from './modules/auth/session.service.ts';
import { CaptchaService } from './modules/captcha/captcha.service.ts';
import { ConfigService } from './modules/config/config.service.ts';
import { QuestionTransferService } from './modules/question/question-transfer.service.ts';
import { QuestionService } from './modules/question/question.service.ts';
import { RbacService } from './modules/rbac/rbac.service.ts';
import { MenuService } from './modules/rbac/menu.service.ts';
import { RoleService } from './modules/rbac/role.service.ts';
import { GroupService } from './modules/group/group.service.ts';
import { RepoService } from './modules/repo/repo.service.ts';
import { StatsService } from './modules/stats/stats.service.ts';
import { TrainingService } from './modules/training/training.service.ts';
import { UserService } from './modules/user/user.service.ts';
import { UserAdminService } from './modules/user/user-admin.service.ts';
import { UserTransferService } from './modules/user/user-transfer.service.ts';
import { DepartmentService } from './modules/org/department.service.ts';
import { WrongBookService } from './modules/wrongbook/wrongbook.service.ts';
import { AuditRecorder } from './core/audit.ts';
import { AuditLogService } from './modules/audit/audit.service.ts';
import { DictService } from './modules/dict/dict.service.ts';
import { FileService } from './modules/file/file.service.ts';
import { ExamService } from './modules/exam/exam.service.ts';
import { ExamApplyService } from './modules/exam/exam-apply.service.ts';
import { admitLearner } from './modules/exam/exam-admission.ts';
import { PaperService } from './modules/paper/paper.service.ts';
import { PaperResultsService } from './modules/paper/paper-results.service.ts';
import { PaperReviewService } from './modules/paper/paper-review.service.ts';

/** Every feature service, wired once per process; resolvers, REST routes and jobs all use these. */
export function createServices(infra: Infra) {
  const sessions = new SessionService(infra);
  const captcha = new CaptchaService(infra);
  const auth = new AuthService(infra, sessions, captcha);
  const users = new UserService(infra, sessions);
  const userAdmin = new UserAdminService(infra, sessions);
  const userTransfer = new UserTransferService(infra, userAdmin);
  const departments = new DepartmentService(infra);
  const config = new ConfigService(infra);
  const rbac = new RbacService(infra, sessions);
  const roles = new RoleService(infra, rbac);
  const menus = new MenuService(infra, rbac);
  const groups = new GroupService(infra);
  const stats = new StatsService(infra);
  const repos = new RepoService(infra);
  const questions = new QuestionService(infra);
  const questionTransfer = new QuestionTransferService(infra);
  const wrongBook = new WrongBookService(infra);
  const training = new TrainingService(infra, wrongBook);
  const audit = new AuditRecorder(infra.prisma);
  const auditLog = new AuditLogService(infra);
  const dict = new DictService(infra);
  const files = new FileService(infra, config);
  const exams = new ExamService(infra);
  const examApplies = new ExamApplyService(infra);
  const papers = new PaperService(infra, admitLearner);
  const paperResults = new PaperResultsService(infra);
  const paperReview = new PaperReviewService(infra);
  return {
    sessions,
    captcha,
    auth,
    users,
    userAdmin,
    userTransfer,
    departments,
    config,
    rbac,
    roles,
    menus,
    groups,
    stats,
    repos,
    questions,
    questionTransfer,
    training,
    wrongBook,
    audit,
    auditLog,
    dict,
    files,
    exams,
    examApplies,
    papers,
    paperResults,
    paperReview,
    close() {
      sessions.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
