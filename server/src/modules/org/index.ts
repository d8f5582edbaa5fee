import { defineModule } from '../../core/module.ts';
import { DepartmentResolver } from './department.resolver.ts';
import { departmentRoutes } from './department.rest.ts';
import { DepartmentService, lockDepartments } from './department.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    departments: DepartmentService;
  }
}

/** The department tree with hierarchical codes. */
export const orgModule = defineModule({
  name: 'org',
  services: (infra) => ({ departments: new DepartmentService(infra) }),
  resolvers: [DepartmentResolver],
  routes: departmentRoutes,
});

export { lockDepartments };

export { DepartmentNode } from './department.types.ts';
export type { DepartmentNodeView, DepartmentService } from './department.service.ts';
