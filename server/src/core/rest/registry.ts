import { authRoutes } from '../../modules/auth/auth.rest.ts';
import { captchaRoutes } from '../../modules/captcha/captcha.rest.ts';
import { configRoutes } from '../../modules/config/config.rest.ts';
import { questionRoutes } from '../../modules/question/question.rest.ts';
import { rbacRoutes } from '../../modules/rbac/rbac.rest.ts';
import { repoRoutes } from '../../modules/repo/repo.rest.ts';
import { statsRoutes } from '../../modules/stats/stats.rest.ts';
import { trainingRoutes } from '../../modules/training/training.rest.ts';
import { userRoutes } from '../../modules/user/user.rest.ts';
import { wrongBookRoutes } from '../../modules/wrongbook/wrongbook.rest.ts';
import type { RestRoute } from './kit.ts';

/** Every legacy REST route; a feature adds its `<feature>.rest.ts` list here. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...captchaRoutes,
  ...configRoutes,
  ...questionRoutes,
  ...rbacRoutes,
  ...repoRoutes,
  ...statsRoutes,
  ...trainingRoutes,
  ...userRoutes,
  ...wrongBookRoutes,
];
