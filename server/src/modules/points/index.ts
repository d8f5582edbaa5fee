import { defineModule } from '../../core/module.ts';
import { PointsResolver } from './points.resolver.ts';
import { pointsRoutes } from './points.rest.ts';
import { PointsService } from './points.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    points: PointsService;
  }
}

/** Points: the ledger, the rules admins set (awarded once per cause) and spending. */
export const pointsModule = defineModule({
  name: 'points',
  services: (infra) => ({ points: new PointsService(infra) }),
  resolvers: [PointsResolver],
  routes: pointsRoutes,
});

export { PointsService } from './points.service.ts';
