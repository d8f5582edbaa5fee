import { defineModule } from '../../core/module.ts';
import { GroupResolver } from './group.resolver.ts';
import { groupRoutes } from './group.rest.ts';
import { GroupService } from './group.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    groups: GroupService;
  }
}

/** User groups and their members. */
export const groupModule = defineModule({
  name: 'group',
  services: (infra) => ({ groups: new GroupService(infra) }),
  resolvers: [GroupResolver],
  routes: groupRoutes,
});
