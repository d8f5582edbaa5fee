import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission } from '../../core/auth/session-user.ts';
import { defineRoutes, route } from '../../core/rest/kit.ts';
import { ProviderKeySchema, SaveProviderSchema } from './config-provider-store.ts';
import { SaveSiteConfigSchema, SaveSwitchConfigSchema } from './config-site.ts';

export const configRoutes = defineRoutes([
  route({
    method: 'POST',
    path: '/api/sys/config/detail',
    // Public: the login page shows the site name and logos. The temp and local storage
    // directories are server paths, only shown to holders of sys:config:view.
    access: 'public',
    kind: 'read',
    licence: 'open',
    input: z.unknown(),
    async handle(_body, ctx) {
      const c = await ctx.services.config.siteConfig();
      const storage = await ctx.services.config.storageSummary();
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
        uploadType: storage.uploadType,
        ossUpload: storage.ossUpload,
        ...(admin ? { tmpDir: c.tmpDir, localUpload: { localDir: storage.localDir } } : {}),
      };
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/config/save',
    access: { permission: PERMISSIONS.configUpdate },
    kind: 'write',
    input: SaveSiteConfigSchema,
    handle(site, ctx) {
      return ctx.services.config.saveSite(site);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/config/switch/detail',
    access: 'public',
    kind: 'read',
    licence: 'open',
    input: z.unknown(),
    handle(_body, ctx) {
      return ctx.services.config.switchConfig();
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/config/switch/save',
    access: { permission: PERMISSIONS.configUpdate },
    kind: 'write',
    input: SaveSwitchConfigSchema,
    handle(switches, ctx) {
      return ctx.services.config.saveSwitch(switches);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/config/prop/detail',
    access: { permission: PERMISSIONS.configView },
    kind: 'read',
    input: ProviderKeySchema,
    handle(key, ctx) {
      return ctx.services.config.providerDetail(key);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/config/prop/save',
    access: { permission: PERMISSIONS.configUpdate },
    kind: 'write',
    input: SaveProviderSchema,
    handle(provider, ctx) {
      return ctx.services.config.saveProvider(provider);
    },
  }),
  route({
    method: 'POST',
    path: '/api/sys/config/prop/change',
    access: { permission: PERMISSIONS.configUpdate },
    kind: 'write',
    input: ProviderKeySchema,
    handle(key, ctx) {
      return ctx.services.config.changeProvider(key);
    },
  }),
]);
