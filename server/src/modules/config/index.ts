import { defineModule } from '../../core/module.ts';
import { QINIU_AREAS, type ProviderData } from './config.providers.ts';
import { ConfigResolver } from './config.resolver.ts';
import { configRoutes } from './config.rest.ts';
import { ConfigService } from './config.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    config: ConfigService;
  }
}

/** Site settings, feature switches and the storage, face and live providers. */
export const configModule = defineModule({
  name: 'config',
  services: (infra) => ({ config: new ConfigService(infra) }),
  resolvers: [ConfigResolver],
  routes: configRoutes,
});

export { ConfigService, QINIU_AREAS, type ProviderData };
export {
  ACTIVE_LIVENESS_LEVELS,
  PASSIVE_LIVENESS_LEVELS,
  type ActiveLivenessLevel,
  type PassiveLivenessLevel,
  type SwitchConfigView,
} from './config-site.ts';
