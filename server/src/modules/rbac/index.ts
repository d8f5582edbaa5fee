import { defineModule } from '../../core/module.ts';
import { MenuResolver } from './menu.resolver.ts';
import { MenuService } from './menu.service.ts';
import { RbacResolver } from './rbac.resolver.ts';
import { rbacRoutes } from './rbac.rest.ts';
import { RbacService } from './rbac.service.ts';
import { RoleResolver } from './role.resolver.ts';
import { RoleService } from './role.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    rbac: RbacService;
    roles: RoleService;
    menus: MenuService;
  }
}

/** Roles with levels, menus and the permission codes they grant. */
export const rbacModule = defineModule({
  name: 'rbac',
  services: (infra, deps) => {
    const rbac = new RbacService(infra, deps.sessions);
    return { rbac, roles: new RoleService(infra, rbac), menus: new MenuService(infra, rbac) };
  },
  resolvers: [RbacResolver, RoleResolver, MenuResolver],
  routes: rbacRoutes,
});
