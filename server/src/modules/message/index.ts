import { defineModule } from '../../core/module.ts';
import { MessageResolver } from './message.resolver.ts';
import { messageRoutes } from './message.rest.ts';
import { MessageService } from './message.service.ts';
import './message.topics.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    messages: MessageService;
  }
}

/**
 * In-site messages: each user's list with the unread count (pushed by a subscription), the
 * platform's messages other modules send with `services.messages.notify`, and admins' sends.
 */
export const messageModule = defineModule({
  name: 'message',
  services: (infra) => ({ messages: new MessageService(infra) }),
  resolvers: [MessageResolver],
  routes: messageRoutes,
});

export { MessageService, ReadState } from './message.service.ts';
export type { PlatformMessage } from './message.service.ts';
export type { PlatformMessageKind } from './message.texts.ts';
export { fillTemplate } from './message.texts.ts';
