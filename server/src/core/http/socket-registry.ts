import { featureModules } from '../../features.ts';
import type { SocketRoute } from './upgrade-router.ts';

/** Every WebSocket path besides /graphql: those the feature modules declare. */
export const socketRoutes: SocketRoute[] = featureModules.flatMap((m) => m.sockets ?? []);
