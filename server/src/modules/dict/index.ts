import { defineModule } from '../../core/module.ts';
import { DictResolver } from './dict.resolver.ts';
import { dictRoutes } from './dict.rest.ts';
import { DictService } from './dict.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    dict: DictService;
  }
}

/** Dictionaries: catalogues and their value trees. */
export const dictModule = defineModule({
  name: 'dict',
  services: (infra) => ({ dict: new DictService(infra) }),
  resolvers: [DictResolver],
  routes: dictRoutes,
});

export { seedDictionaries } from './dict.builtin.ts';
