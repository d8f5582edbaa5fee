import type { FeatureModule } from './core/module.ts';
import { accountModule } from './modules/account/index.ts';
import { analysisModule } from './modules/analysis/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authModule } from './modules/auth/index.ts';
import { captchaModule } from './modules/captcha/index.ts';
import { chatLoginModule } from './modules/chat-login/index.ts';
import { configModule } from './modules/config/index.ts';
import { courseModule } from './modules/course/index.ts';
import { dictModule } from './modules/dict/index.ts';
import { examModule } from './modules/exam/index.ts';
import { faceModule } from './modules/face/index.ts';
import { fileModule } from './modules/file/index.ts';
import { licenceModule } from './modules/licence/index.ts';
import { groupModule } from './modules/group/index.ts';
import { messageModule } from './modules/message/index.ts';
import { notifyModule } from './modules/notify/index.ts';
import { noticeModule } from './modules/notice/index.ts';
import { orgModule } from './modules/org/index.ts';
import { paperModule } from './modules/paper/index.ts';
import { paperExportModule } from './modules/paper-export/index.ts';
import { pointsModule } from './modules/points/index.ts';
import { proctorModule } from './modules/proctor/index.ts';
import { questionModule } from './modules/question/index.ts';
import { realNameModule } from './modules/realname/index.ts';
import { rbacModule } from './modules/rbac/index.ts';
import { repoModule } from './modules/repo/index.ts';
import { smsModule } from './modules/sms/index.ts';
import { statsModule } from './modules/stats/index.ts';
import { trainingModule } from './modules/training/index.ts';
import { userModule } from './modules/user/index.ts';
import { wrongBookModule } from './modules/wrongbook/index.ts';

/**
 * Every feature module, each declared in its folder's `index.ts`. A module's services may use the
 * services of the modules above it, so a new feature goes below the ones it needs: one line here.
 */
export const featureModules: readonly FeatureModule[] = [
  captchaModule,
  licenceModule,
  pointsModule,
  authModule,
  orgModule,
  userModule,
  configModule,
  smsModule,
  accountModule,
  chatLoginModule,
  faceModule,
  rbacModule,
  groupModule,
  messageModule,
  dictModule,
  fileModule,
  auditModule,
  realNameModule,
  repoModule,
  questionModule,
  noticeModule,
  wrongBookModule,
  trainingModule,
  examModule,
  notifyModule,
  paperModule,
  proctorModule,
  paperExportModule,
  courseModule,
  statsModule,
  analysisModule,
];
