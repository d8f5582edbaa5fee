import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission } from '../../core/auth/session-user.ts';
import { defineRoutes } from '../../core/rest/kit.ts';

export const configRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/sys/config/detail',
    // Public: the login page shows the site name and logos. The temp directory is a server path
    // and only shown to holders of sys:config:view.
    access: 'public',
    async handle(_body, ctx) {
      const c = await ctx.services.config.siteConfig();
      const admin = ctx.session !== null && hasPermission(ctx.session, PERMISSIONS.configView);
      return {
        id: c.id,
        siteName: c.siteName,
        backLogo: c.backLogo,
        frontLogo: c.frontLogo,
        copyRight: c.copyRight,
        h5Host: c.h5Host,
        captchaEnabled: ctx.services.config.captchaEnabled,
        props: { moduleExam: c.props.moduleExam, moduleCourse: c.props.moduleCourse },
        ...(admin ? { tmpDir: c.tmpDir } : {}),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/sys/config/save',
    access: { permission: PERMISSIONS.configUpdate },
    handle(body, ctx) {
      return ctx.services.config.saveSite(body as never);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/config/switch/detail',
    access: 'public',
    handle(_body, ctx) {
      return ctx.services.config.switchConfig();
    },
  },
  {
    method: 'POST',
    path: '/api/sys/config/switch/save',
    access: { permission: PERMISSIONS.configUpdate },
    handle(body, ctx) {
      return ctx.services.config.saveSwitch(body as never);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/config/prop/detail',
    access: { permission: PERMISSIONS.configView },
    handle(body, ctx) {
      return ctx.services.config.providerDetail({
        type: body.type as string,
        provider: body.provider as string | undefined,
      });
    },
  },
  {
    method: 'POST',
    path: '/api/sys/config/prop/save',
    access: { permission: PERMISSIONS.configUpdate },
    handle(body, ctx) {
      return ctx.services.config.saveProvider(body as never);
    },
  },
  {
    method: 'POST',
    path: '/api/sys/config/prop/change',
    access: { permission: PERMISSIONS.configUpdate },
    handle(body, ctx) {
      return ctx.services.config.changeProvider({
        type: body.type as string,
        provider: body.provider as string | undefined,
      });
    },
  },
]);
