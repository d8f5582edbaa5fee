import { featureModules } from '../../features.ts';
import type { RestRoute } from './kit.ts';

/** Every legacy REST route: those the feature modules declare. */
export const restRoutes: RestRoute[] = featureModules.flatMap((m) => m.routes ?? []);
