import { defineModule } from '../../core/module.ts';
import { CaptchaResolver } from './captcha.resolver.ts';
import { captchaRoutes } from './captcha.rest.ts';
import { CaptchaService } from './captcha.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    captcha: CaptchaService;
  }
}

/** One-time picture captchas for the password login. */
export const captchaModule = defineModule({
  name: 'captcha',
  services: (infra) => ({ captcha: new CaptchaService(infra) }),
  resolvers: [CaptchaResolver],
  routes: captchaRoutes,
});

export { CaptchaService };
