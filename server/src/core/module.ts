import type { SocketRoute } from './http/upgrade-router.ts';
import type { JobDefinition } from './jobs.ts';
import type { Infra } from './infra.ts';
import type { RestRoute } from './rest/kit.ts';

/**
 * The services of every feature, by name (`services.papers`, `services.exams`, ...). Each feature
 * adds its own in its `index.ts` (`declare module` augmentation), next to the factory that builds
 * them, so the type is declared where the feature lives.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureServices {}

/** A type-graphql resolver class. */
export type ResolverClass = abstract new (...args: never[]) => object;

/**
 * What a feature module contributes to the platform, declared once in its `index.ts`: its
 * services (built from the infrastructure and the services of modules registered before it), its
 * GraphQL resolvers, its legacy REST routes, its WebSocket paths and its background jobs. `server/src/features.ts`
 * lists the modules; the server, the worker and the tests all start from that list.
 */
export interface FeatureModule {
  name: string;
  /** Builds the module's services; `deps` holds the services of the modules listed before it. */
  services?: (infra: Infra, deps: FeatureServices) => Partial<FeatureServices>;
  resolvers?: readonly ResolverClass[];
  routes?: readonly RestRoute[];
  /** WebSocket paths besides /graphql, dispatched by the server's upgrade router. */
  sockets?: readonly SocketRoute[];
  jobs?: readonly JobDefinition<never>[];
}

export function defineModule(module: FeatureModule): FeatureModule {
  return module;
}
