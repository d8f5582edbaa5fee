import { defineModule } from '../../core/module.ts';
import { NoticeResolver } from './notice.resolver.ts';
import { noticeRoutes } from './notice.rest.ts';
import { NoticeService } from './notice.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    notices: NoticeService;
  }
}

/** System notices: admins write and publish them, everyone signed in reads the published ones. */
export const noticeModule = defineModule({
  name: 'notice',
  services: (infra) => ({ notices: new NoticeService(infra) }),
  resolvers: [NoticeResolver],
  routes: noticeRoutes,
});
