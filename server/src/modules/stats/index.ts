import { defineModule } from '../../core/module.ts';
import { StatsResolver } from './stats.resolver.ts';
import { statsRoutes } from './stats.rest.ts';
import { StatsService } from './stats.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    stats: StatsService;
  }
}

/** Dashboard counters and charts. */
export const statsModule = defineModule({
  name: 'stats',
  services: (infra, deps) => ({ stats: new StatsService(infra, deps.sessions.activity) }),
  resolvers: [StatsResolver],
  routes: statsRoutes,
});
