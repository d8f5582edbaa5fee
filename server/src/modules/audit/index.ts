import { defineModule } from '../../core/module.ts';
import { AuditResolver } from './audit.resolver.ts';
import { auditRoutes } from './audit.rest.ts';
import { AuditLogService } from './audit.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    auditLog: AuditLogService;
  }
}

/** The audit log viewer (rows are written centrally by core/audit.ts). */
export const auditModule = defineModule({
  name: 'audit',
  services: (infra) => ({ auditLog: new AuditLogService(infra) }),
  resolvers: [AuditResolver],
  routes: auditRoutes,
});
