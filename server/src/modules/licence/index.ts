import { defineModule } from '../../core/module.ts';
import { LicenceResolver } from './licence.resolver.ts';
import { licenceRoutes } from './licence.rest.ts';
import { LicenceService } from './licence.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    licence: LicenceService;
  }
}

/** The signed licence: community edition without one; seats and the 10010015 gate with one. */
export const licenceModule = defineModule({
  name: 'licence',
  services: (infra) => ({ licence: new LicenceService(infra) }),
  resolvers: [LicenceResolver],
  routes: licenceRoutes,
});

export { LicenceService };
