import type { PubSub } from 'type-graphql';
import { buildSchema } from 'type-graphql';
import { featureModules } from '../../features.ts';
import { auditMutations } from '../audit.ts';
import { createAppPubSub } from '../pubsub.ts';
import { authChecker } from './access.ts';
import { callRootResolversDirectly, readPlainFieldsDirectly } from './direct-resolvers.ts';

/** Every resolver of the API: those the feature modules declare. */
export const resolvers = featureModules.flatMap((m) => m.resolvers ?? []);

/** Without a pubsub (schema emission, tests) an in-memory one keeps subscriptions buildable. */
export function buildAppSchema(pubSub: PubSub = createAppPubSub()) {
  const [first, ...others] = resolvers;
  if (first === undefined) throw new Error('no feature module declares a resolver');
  const options = {
    resolvers: [first, ...others] as const,
    authChecker,
    pubSub,
    validate: false,
    // Resolver-level auth errors must surface, not become null fields.
    authMode: 'error',
  } as const;
  // Admin writes are recorded centrally (core/audit.ts wraps every Mutation field).
  return buildSchema(options)
    .then((schema) => callRootResolversDirectly(schema, options))
    .then(readPlainFieldsDirectly)
    .then(auditMutations);
}
