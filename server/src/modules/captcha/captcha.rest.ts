import { AppError } from '../../core/errors/index.ts';
import { RAW_RESPONSE, defineRoutes } from '../../core/rest/kit.ts';

export const captchaRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/common/captcha/gen',
    access: 'public',
    async handle(query, ctx) {
      if (typeof query.key !== 'string')
        throw new AppError('PARAM_INVALID', {}, { key: 'required' });
      const c = await ctx.services.captcha.generate(query.key, ctx.ip);
      ctx.res
        .status(200)
        .set('Content-Type', 'image/svg+xml; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send(c.svg);
      return RAW_RESPONSE;
    },
  },
]);
