import { defineModule } from '../../core/module.ts';
import { purgeChatStatesJob } from './chat-login.jobs.ts';
import { ChatLoginResolver } from './chat-login.resolver.ts';
import { chatLoginRoutes } from './chat-login.rest.ts';
import { ChatLoginService } from './chat-login.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    chatLogin: ChatLoginService;
  }
}

/** Chat-app sign-in and linking: WeChat QR login, WeCom and DingTalk as OAuth 2 clients. */
export const chatLoginModule = defineModule({
  name: 'chat-login',
  services: (infra, deps) => ({
    chatLogin: new ChatLoginService(infra, deps.config, deps.bindings, deps.auth),
  }),
  resolvers: [ChatLoginResolver],
  routes: chatLoginRoutes,
  jobs: [purgeChatStatesJob],
});
