import type { Infra } from './core/infra.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { SessionService } from './modules/auth/session.service.ts';
import { CaptchaService } from './modules/captcha/captcha.service.ts';
import { ConfigService } from './modules/config/config.service.ts';
import { QuestionTransferService } from './modules/question/question-transfer.service.ts';
import { QuestionService } from './modules/question/question.service.ts';
import { RbacService } from './modules/rbac/rbac.service.ts';
import { RepoService } from './modules/repo/repo.service.ts';
import { StatsService } from './modules/stats/stats.service.ts';
import { TrainingService } from './modules/training/training.service.ts';
import { UserService } from './modules/user/user.service.ts';
import { WrongBookService } from './modules/wrongbook/wrongbook.service.ts';

/** Every feature service, wired once per process; resolvers, REST routes and jobs all use these. */
export function createServices(infra: Infra) {
  const sessions = new SessionService(infra);
  const captcha = new CaptchaService(infra);
  const auth = new AuthService(infra, sessions, captcha);
  const users = new UserService(infra, sessions);
  const config = new ConfigService(infra);
  const rbac = new RbacService(infra);
  const stats = new StatsService(infra);
  const repos = new RepoService(infra);
  const questions = new QuestionService(infra);
  const questionTransfer = new QuestionTransferService(infra);
  const wrongBook = new WrongBookService(infra);
  const training = new TrainingService(infra, wrongBook);
  return {
    sessions,
    captcha,
    auth,
    users,
    config,
    rbac,
    stats,
    repos,
    questions,
    questionTransfer,
    training,
    wrongBook,
    close() {
      sessions.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
