import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// The CommonJS entry: the graphql instance type-graphql builds with.
import { GraphQLScalarType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql/index.js';
import {
  AuthenticationError,
  AuthorizationError,
  getMetadataStorage,
  type AuthCheckerFn,
  type ResolverData,
} from 'type-graphql';
import type { GqlContext } from './context.ts';

/**
 * type-graphql turns each argument into the declared class as its own resolvers do (an input
 * object becomes an instance of its input class, with the class's defaults). It is not part of
 * the package's exports: the very module its resolvers use is loaded by its file (the version is
 * pinned; a test fails if the file moves).
 */
interface ArgConversion {
  convertArgToInstance(param: unknown, args: Record<string, unknown>): unknown;
  convertArgsToInstance(param: unknown, args: Record<string, unknown>): unknown;
}

let conversion: Promise<ArgConversion> | undefined;

function argConversion(): Promise<ArgConversion> {
  // The CommonJS entry's folder names the package's build; its ES module build is the one loaded.
  const entry = createRequire(import.meta.url).resolve('type-graphql');
  const build = path.resolve(path.dirname(entry), '..');
  const file = path.join(build, 'esm', 'resolvers', 'convert-args.js');
  conversion ??= import(pathToFileURL(file).href) as Promise<ArgConversion>;
  return conversion;
}

type Param = {
  kind: string;
  index: number;
  propertyName?: string;
  getType?: unknown;
  validateSettings?: unknown;
  validateFn?: unknown;
};

type Resolve = GraphQLFieldResolver<unknown, GqlContext, Record<string, unknown>>;

/**
 * Calls Query and Mutation resolvers straight. type-graphql runs each through its middleware
 * chain even when it holds only the `@Authorized` check: an async dispatcher per step, an async
 * auth step, an async validation step per argument, the parameters sorted again and the resolver's
 * instance looked up in a list, a dozen promises for one call (a tenth of an exam save's CPU in
 * the server). A root field is called here with the same authorisation (the same checker, roles
 * and errors), the same arguments (type-graphql's own conversion) and its class's instance, when
 * its metadata asks for nothing more: no middleware, no custom or pub-sub parameter, no
 * per-argument validation, no typed `@Root`. Any other field keeps type-graphql's resolver.
 * Subscriptions are left as they are.
 */
export async function callRootResolversDirectly(
  schema: GraphQLSchema,
  opts: {
    resolvers: readonly unknown[];
    authChecker: AuthCheckerFn<GqlContext>;
    /** The schema's other build options: any that changes how type-graphql calls a resolver. */
    validate?: unknown;
    validateFn?: unknown;
    globalMiddlewares?: readonly unknown[];
    authMode?: string;
    container?: unknown;
  },
): Promise<GraphQLSchema> {
  // Validation, global middlewares, a container or another auth mode: type-graphql calls them all.
  const asBuilt =
    (opts.validate === undefined || opts.validate === false) &&
    opts.validateFn === undefined &&
    (opts.globalMiddlewares?.length ?? 0) === 0 &&
    (opts.authMode ?? 'error') === 'error' &&
    opts.container === undefined;
  if (!asBuilt) return schema;
  const { convertArgToInstance, convertArgsToInstance } = await argConversion();
  const storage = getMetadataStorage();
  const instances = new Map<object, Record<string, (...params: unknown[]) => unknown>>();
  const instanceOf = (target: object) => {
    let instance = instances.get(target);
    if (instance === undefined) {
      instance = new (target as new () => Record<string, (...params: unknown[]) => unknown>)();
      instances.set(target, instance);
    }
    return instance;
  };

  for (const [type, definitions] of [
    [schema.getQueryType(), storage.queries],
    [schema.getMutationType(), storage.mutations],
  ] as const) {
    if (type == null) continue;
    const fields = type.getFields();
    const ours = definitions.filter((d) => opts.resolvers.includes(d.target));
    for (const def of ours) {
      const field = fields[def.schemaName];
      if (field === undefined) continue;
      if (ours.filter((d) => d.schemaName === def.schemaName).length !== 1) continue;
      if ((def.middlewares?.length ?? 0) > 0) continue;
      const params = [...((def.params ?? []) as Param[])].sort((a, b) => a.index - b.index);
      const plain = params.every(
        (p) =>
          (p.kind === 'arg' || p.kind === 'args'
            ? p.validateSettings === undefined && p.validateFn === undefined
            : p.kind === 'context' || p.kind === 'info' || p.kind === 'root') &&
          !(p.kind === 'root' && p.getType !== undefined),
      );
      if (!plain) continue;

      // A scalar argument's value is what type-graphql's conversion returns for it (lists are copied).
      const scalarArgs = new Set(
        params.filter(
          (p) =>
            p.kind === 'arg' &&
            typeof p.getType === 'function' &&
            (p.getType as () => unknown)() instanceof GraphQLScalarType,
        ),
      );
      const { target, methodName } = def;
      const roles = def.roles as string[] | undefined;
      const call: Resolve = (root, args, context, info) => {
        const values = params.map((p) => {
          switch (p.kind) {
            case 'arg': {
              const value = args[(p as Param & { name: string }).name];
              return scalarArgs.has(p) && !Array.isArray(value)
                ? value
                : convertArgToInstance(p, args);
            }
            case 'args':
              return convertArgsToInstance(p, args);
            case 'context':
              return p.propertyName === undefined
                ? context
                : (context as unknown as Record<string, unknown>)[p.propertyName];
            case 'root':
              return p.propertyName === undefined
                ? root
                : (root as Record<string, unknown>)[p.propertyName];
            default:
              return info;
          }
        });
        const instance = instanceOf(target);
        return (instance[methodName] as (...v: unknown[]) => unknown).apply(instance, values);
      };
      field.resolve =
        roles === undefined
          ? call
          : (root, args, context, info) => {
              const data: ResolverData<GqlContext> = { root, args, context, info };
              const granted = opts.authChecker(data, roles);
              if (typeof granted === 'boolean') {
                if (!granted) throw refusal(roles);
                return call(root, args, context, info);
              }
              return granted.then((g) => {
                if (!g) throw refusal(roles);
                return call(root, args, context, info);
              });
            };
    }
  }
  return schema;
}

/** type-graphql's errors for a checker that answers false (authMode 'error'). */
function refusal(roles: readonly string[]): Error {
  return roles.length === 0 ? new AuthenticationError() : new AuthorizationError();
}

/**
 * Object fields read as plain properties. type-graphql gives every field of an object type a
 * resolver that reads the property through its middleware helper; graphql-jit and graphql-js then
 * call a function for every field of every item (an exam question's options, an answer sheet's 50
 * items) where they would read the property inline. A field with no roles, no middleware, no
 * field resolver and its property's own name is left without a resolver: GraphQL's default reads
 * the same property. Fields inherited from an interface or a parent class keep theirs.
 */
export function readPlainFieldsDirectly(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  const named = new Map<string, number>();
  for (const t of storage.objectTypes) named.set(t.name, (named.get(t.name) ?? 0) + 1);
  for (const objectType of storage.objectTypes) {
    // Two classes of one name (a test's fixture beside the real type): whose fields these are is unclear.
    if (named.get(objectType.name) !== 1) continue;
    const type = schema.getType(objectType.name);
    if (type === undefined || !('getFields' in type) || 'getPossibleTypes' in type) continue;
    if (!('getInterfaces' in type)) continue;
    const fields = type.getFields();
    for (const meta of objectType.fields ?? []) {
      const field = fields[meta.schemaName];
      if (field === undefined || field.resolve === undefined) continue;
      if (meta.target !== objectType.target || meta.name !== meta.schemaName) continue;
      if (meta.roles !== undefined || (meta.middlewares?.length ?? 0) > 0) continue;
      if ((meta.params?.length ?? 0) > 0) continue;
      const resolved = storage.fieldResolvers.some(
        (r) => r.methodName === meta.name && r.getObjectType?.() === objectType.target,
      );
      if (resolved) continue;
      field.resolve = undefined;
    }
  }
  return schema;
}
