import { z } from 'zod';
import { RAW_RESPONSE, defineRoutes, route } from '../../core/rest/kit.ts';

export const captchaRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/api/common/captcha/gen',
    access: 'public',
    // Stores a new captcha answer under the key.
    kind: 'write',
    licence: 'open',
    input: z.object({ key: z.string({ error: 'required' }) }),
    async handle({ key }, ctx) {
      const c = await ctx.services.captcha.generate(key, ctx.ip);
      ctx.res
        .status(200)
        .set('Content-Type', 'image/svg+xml; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(c.svg);
      return RAW_RESPONSE;
    },
  }),
]);
