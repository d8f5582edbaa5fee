import { defineRoutes } from '../../core/rest/kit.ts';

export const configRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/config/detail',
    access: 'public',
    async handle(_body, ctx) {
      const c = await ctx.services.config.sitePublicConfig();
      return {
        id: c.id,
        siteName: c.siteName,
        backLogo: c.backLogo,
        frontLogo: c.frontLogo,
        copyRight: c.copyRight,
        captchaEnabled: c.captchaEnabled,
        props: { moduleExam: c.moduleExam, moduleCourse: c.moduleCourse },
      };
    },
  },
]);
