import { featureModules } from '../../features.ts';
import type { AnyRoute } from './kit.ts';

/** Every legacy REST route: those the feature modules declare. */
export const restRoutes: AnyRoute[] = featureModules.flatMap((m) => m.routes ?? []);
