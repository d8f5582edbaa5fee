import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, catalogue, renderMessage } from '../errors/index.ts';
import { currentLang, currentRequestId } from '../request-context.ts';
import { logger } from '../logger.ts';

/**
 * The one place errors leave GraphQL: catalogue errors get `code` (GraphQL class), `subCode`,
 * `legacyCode`, `args` and a message in the request language; unknown errors are logged and
 * reduced to INTERNAL_SERVER_ERROR. No stack trace ever leaves.
 */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = findAppError(error) ?? unwrapResolverError(error);
  const lang = currentLang();
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
        ...(original.details === undefined ? {} : { fields: original.details }),
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
  logger.error({ err: original, requestId: currentRequestId() }, 'unhandled GraphQL error');
  return {
    message: renderMessage('INTERNAL_ERROR', lang),
    path: formatted.path,
    extensions: {
      code: 'INTERNAL_SERVER_ERROR',
      subCode: 'INTERNAL_ERROR',
      legacyCode: catalogue.INTERNAL_ERROR.code,
      args: {},
      requestId: currentRequestId(),
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
