// The CommonJS entry: the graphql instance Apollo checks its errors against.
import { GraphQLError, type GraphQLFormattedError } from 'graphql/index.js';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, catalogue, renderMessage } from '../errors/index.ts';
import { detachedScope, type RequestScope } from '../request-context.ts';
import { logger } from '../logger.ts';
import type { GqlContext } from './context.ts';

/**
 * The one place errors leave GraphQL: catalogue errors get `code` (GraphQL class), `subCode`,
 * `legacyCode`, `args` and a message in the request's language (`scope`); unknown errors are
 * logged with the request id and reduced to INTERNAL_SERVER_ERROR. No stack trace ever leaves.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  scope: RequestScope,
): GraphQLFormattedError {
  const original = findAppError(error) ?? unwrapResolverError(error);
  const { lang, requestId } = scope;
  if (original instanceof AppError) {
    return {
      message: renderMessage(original.errorName, lang, original.args),
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: original.gqlClass,
        subCode: original.errorName,
        legacyCode: original.legacyCode,
        args: original.args,
        ...(original.details === undefined ? {} : { fields: original.detailsIn(lang) }),
      },
    };
  }
  const code = formatted.extensions?.code;
  // Errors graphql-js or Apollo raise about the request itself (syntax, validation, bad variables).
  if (
    typeof code === 'string' &&
    [
      'GRAPHQL_PARSE_FAILED',
      'GRAPHQL_VALIDATION_FAILED',
      'BAD_USER_INPUT',
      'BAD_REQUEST',
      'PERSISTED_QUERY_NOT_FOUND',
      'OPERATION_RESOLUTION_FAILURE',
    ].includes(code)
  ) {
    return {
      // Field suggestions would reveal the schema to callers who may not introspect it.
      message: formatted.message.replace(/Did you mean ".+"/g, '[Suggestion hidden]'),
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code:
          code === 'GRAPHQL_PARSE_FAILED' || code === 'GRAPHQL_VALIDATION_FAILED'
            ? code
            : 'BAD_USER_INPUT',
        subCode: 'PARAM_INVALID',
        legacyCode: catalogue.PARAM_INVALID.code,
        args: {},
      },
    };
  }
  logger.error({ err: original, requestId }, 'unhandled GraphQL error');
  return {
    message: renderMessage('INTERNAL_ERROR', lang),
    path: formatted.path,
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      subCode: 'INTERNAL_ERROR',
      legacyCode: catalogue.INTERNAL_ERROR.code,
      args: {},
      requestId,
    },
  };
}

/**
 * The request scope of each error Apollo's pipeline met, noted by `errorScopes()`; Apollo's
 * `formatError` is given no request, but the very error objects its plugins saw.
 */
const scopeByError = new WeakMap<object, RequestScope>();

/** Notes the request an error belongs to, for Apollo's `formatError` (`formatApolloError`). */
function rememberErrorScope(error: unknown, scope: RequestScope): void {
  if (typeof error === 'object' && error !== null) scopeByError.set(error, scope);
}

/**
 * Apollo's `formatError`: `formatGraphQLError` in the scope of the error's request. An error
 * Apollo raises with no request behind it (a body it cannot read, a server not started) has none:
 * it gets a new request id and the default language.
 */
export function formatApolloError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  return formatGraphQLError(formatted, error, scopeByError.get(error as object) ?? detachedScope());
}

/**
 * A failure of the GraphQL context function as Apollo reports it (Apollo's own `ensureGraphQLError`
 * with its prefix; a GraphQLError keeps its message and extensions), noted with the request's
 * scope. Always a new object: concurrent session lookups share one rejection, and each request's
 * error must carry its own scope.
 */
export function contextCreationFailure(e: unknown, scope: RequestScope): GraphQLError {
  const error = e instanceof Error ? e : new GraphQLError(`Unexpected error value: ${String(e)}`);
  const failure =
    error instanceof GraphQLError
      ? new GraphQLError(error.message, {
          originalError: error.originalError ?? undefined,
          extensions: error.extensions,
        })
      : new GraphQLError(`Context creation failed: ${error.message}`, { originalError: error });
  rememberErrorScope(failure, scope);
  return failure;
}

/** One listener for every request: it keeps nothing of its own. */
const noteErrorScopes: GraphQLRequestListener<GqlContext> = {
  async didEncounterErrors({ errors, contextValue }) {
    const scope = { requestId: contextValue.requestId, lang: contextValue.lang };
    for (const error of errors) rememberErrorScope(error, scope);
  },
  async didEncounterSubsequentErrors({ contextValue }, errors) {
    const scope = { requestId: contextValue.requestId, lang: contextValue.lang };
    for (const error of errors) rememberErrorScope(error, scope);
  },
};

/**
 * The Apollo plugin that notes each error's request scope (its context's id and language) as the
 * pipeline meets it, before Apollo formats the same error objects with `formatApolloError`.
 */
export function errorScopes(): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return noteErrorScopes;
    },
  };
}

/** The AppError behind an error, however many GraphQL wrappers (resolver, plugin) it went through. */
function findAppError(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current != null; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}
