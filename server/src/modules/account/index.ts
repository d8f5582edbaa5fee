import { defineModule } from '../../core/module.ts';
import { AccountSmsService } from './account-sms.service.ts';
import { AccountResolver } from './account.resolver.ts';
import { accountRoutes } from './account.rest.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    accountSms: AccountSmsService;
  }
}

/** Every way into an account besides the password: SMS codes for login, reset and binding. */
export const accountModule = defineModule({
  name: 'account',
  services: (infra, deps) => ({
    accountSms: new AccountSmsService(infra, deps.sms, deps.config),
  }),
  resolvers: [AccountResolver],
  routes: accountRoutes,
});
