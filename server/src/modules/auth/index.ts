import { defineModule } from '../../core/module.ts';
import { purgeEndedSessionsJob } from './auth.jobs.ts';
import { AuthResolver } from './auth.resolver.ts';
import { authRoutes } from './auth.rest.ts';
import { AuthService } from './auth.service.ts';
import { SessionService } from './session.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    sessions: SessionService;
    auth: AuthService;
  }
}

/** Password login, sessions (opaque revocable tokens) and their end. */
export const authModule = defineModule({
  name: 'auth',
  services: (infra, deps) => {
    const sessions = new SessionService(infra);
    return { sessions, auth: new AuthService(infra, sessions, deps.captcha, deps.points) };
  },
  resolvers: [AuthResolver],
  routes: authRoutes,
  jobs: [purgeEndedSessionsJob],
});

export { CurrentUser, LoginResult } from './auth.types.ts';
export type { AuthService, ClientMeta } from './auth.service.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { IP_CAPTCHA_AFTER, LoginThrottle, PAIR_MAX_FAILURES } from './login-throttle.ts';
export { meetsPasswordPolicy } from './password-policy.ts';
export { SessionService };
