import { defineRoutes, route } from '../../core/rest/kit.ts';
import { RequestCodeSchema } from '../sms/index.ts';

export const accountRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/user/sms',
    access: 'public',
    kind: 'write',
    input: RequestCodeSchema,
    handle(input, ctx) {
      return ctx.services.accountSms.send(input, ctx.ip);
    },
  }),
]);
