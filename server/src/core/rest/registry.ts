import { authRoutes } from '../../modules/auth/auth.rest.ts';
import { captchaRoutes } from '../../modules/captcha/captcha.rest.ts';
import { configRoutes } from '../../modules/config/config.rest.ts';
import { questionRoutes } from '../../modules/question/question.rest.ts';
import { rbacRoutes } from '../../modules/rbac/rbac.rest.ts';
import { groupRoutes } from '../../modules/group/group.rest.ts';
import { repoRoutes } from '../../modules/repo/repo.rest.ts';
import { statsRoutes } from '../../modules/stats/stats.rest.ts';
import { trainingRoutes } from '../../modules/training/training.rest.ts';
import { userRoutes } from '../../modules/user/user.rest.ts';
import { userAdminRoutes } from '../../modules/user/user-admin.rest.ts';
import { departmentRoutes } from '../../modules/org/department.rest.ts';
import { wrongBookRoutes } from '../../modules/wrongbook/wrongbook.rest.ts';
import { auditRoutes } from '../../modules/audit/audit.rest.ts';
import { dictRoutes } from '../../modules/dict/dict.rest.ts';
import { fileRoutes } from '../../modules/file/file.rest.ts';
import { examRoutes } from '../../modules/exam/exam.rest.ts';
import { paperRoutes } from '../../modules/paper/paper.rest.ts';
import { paperResultsRoutes } from '../../modules/paper/paper-results.rest.ts';
import { paperReviewRoutes } from '../../modules/paper/paper-review.rest.ts';
import type { AnyRoute } from './kit.ts';

/** Every legacy REST route; a feature adds its `<feature>.rest.ts` list here. */
export const restRoutes: AnyRoute[] = [
  ...authRoutes,
  ...captchaRoutes,
  ...configRoutes,
  ...questionRoutes,
  ...rbacRoutes,
  ...groupRoutes,
  ...repoRoutes,
  ...statsRoutes,
  ...trainingRoutes,
  ...userRoutes,
  ...userAdminRoutes,
  ...departmentRoutes,
  ...wrongBookRoutes,
  ...auditRoutes,
  ...dictRoutes,
  ...fileRoutes,
  ...examRoutes,
  ...paperRoutes,
  ...paperResultsRoutes,
  ...paperReviewRoutes,
];
