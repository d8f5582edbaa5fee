import { AuditRecorder } from './core/audit.ts';
import type { Infra } from './core/infra.ts';
import type { FeatureServices } from './core/module.ts';
import { featureModules } from './features.ts';

/** Every service the resolvers, REST routes and jobs call, plus the audit recorder. */
export type Services = FeatureServices & {
  audit: AuditRecorder;
  /** Stops the services' timers and listeners and writes what they hold (the activity buffer). */
  close(): Promise<void>;
};

/**
 * Every feature service, wired once per process in the modules' order (a module's factory sees
 * the services of the modules before it).
 */
export function createServices(infra: Infra): Services {
  const audit = new AuditRecorder(infra.prisma);
  const built: Partial<FeatureServices> = {};
  for (const module of featureModules) {
    if (module.services !== undefined) {
      Object.assign(built, module.services(infra, built as FeatureServices));
    }
  }
  const services = built as FeatureServices;
  return {
    ...services,
    audit,
    close: async () => {
      void services.face.close();
      await services.sessions.close();
    },
  };
}
