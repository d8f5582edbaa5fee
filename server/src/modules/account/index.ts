import { defineModule } from '../../core/module.ts';
import { AccountSmsService } from './account-sms.service.ts';
import { AccountResolver } from './account.resolver.ts';
import { accountRoutes } from './account.rest.ts';
import { AccountService } from './account.service.ts';
import { BindingService } from './binding.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    accountSms: AccountSmsService;
    account: AccountService;
    bindings: BindingService;
  }
}

/**
 * Every way into an account besides the password: self-registration, SMS codes for login, the
 * forgotten password and the mobile binding, and the login bindings themselves.
 */
export const accountModule = defineModule({
  name: 'account',
  services: (infra, deps) => ({
    accountSms: new AccountSmsService(infra, deps.sms, deps.config),
    account: new AccountService(
      infra,
      deps.auth,
      deps.sessions,
      deps.captcha,
      deps.config,
      deps.sms,
      deps.departments,
      deps.licence,
    ),
    bindings: new BindingService(infra, deps.sms, deps.userAdmin),
  }),
  resolvers: [AccountResolver],
  routes: accountRoutes,
});

export type { BindingService } from './binding.service.ts';
