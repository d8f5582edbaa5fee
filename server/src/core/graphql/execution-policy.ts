import { ApolloArmor } from '@escape.tech/graphql-armor';
// The CommonJS entry: the one graphql instance Apollo, graphql-ws and type-graphql's schema share.
import {
  GraphQLError,
  Kind,
  getOperationAST,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql/index.js';
import { getVariableValues } from 'graphql/execution/values.js';
import type { SessionUser } from '../auth/session-user.ts';
import { AppError } from '../errors/index.ts';
import { assertNoControlChars } from '../input.ts';

/** Resource caps every GraphQL document meets, whichever transport carries it. */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 5000,
  maxDirectives: 20,
} as const;

/** Per-connection bounds of graphql-ws. */
export const WS_LIMITS = {
  /** Largest accepted WebSocket message; a larger one closes the connection (1009). */
  maxPayloadBytes: 64 * 1024,
  /** Operations one connection may have running at once. */
  maxOperations: 20,
  /** Messages a connection may send in a burst, refilled at `messagesPerSecond`. */
  messageBurst: 60,
  messagesPerSecond: 10,
} as const;

export interface ExecutionPolicy {
  /** Parse options of both transports (the token cap is enforced while parsing). */
  readonly parseOptions: ParseOptions;
  /** The caps as validation rules, run after graphql-js's specified rules. */
  readonly validationRules: readonly ValidationRule[];
  /** The refusal of an introspection document for this caller, or null when it may run. */
  introspectionRefusal(
    schema: GraphQLSchema,
    document: DocumentNode,
    session: SessionUser | null,
  ): GraphQLError | null;
  /**
   * Parses and validates a document exactly as the HTTP transport does (same caps, same rules,
   * same error codes), for transports that do not go through Apollo.
   */
  prepare(
    schema: GraphQLSchema,
    source: string,
    session: SessionUser | null,
  ): { document: DocumentNode } | { errors: GraphQLError[] };
  /**
   * The request errors of running `operationName` of a prepared document with `variables`, with
   * the codes Apollo gives them (an operation the document lacks, variables that do not fit their
   * types): empty when the operation may run.
   */
  requestErrors(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
  ): GraphQLError[];
}

export interface ExecutionPolicyOptions {
  /** Anonymous callers may not introspect the schema. */
  introspectionNeedsSession: boolean;
}

/** The one GraphQL execution policy: HTTP (Apollo) and graphql-ws both apply it. */
export function createExecutionPolicy(opts: ExecutionPolicyOptions): ExecutionPolicy {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // Tokens are capped by graphql-js's parser (parseOptions) and suggestions masked by
    // formatGraphQLError, so both apply to every transport without Apollo plugins.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const validationRules = armor.protect().validationRules;
  const parseOptions: ParseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens };

  const introspectionRefusal: ExecutionPolicy['introspectionRefusal'] = (
    schema,
    document,
    session,
  ) => {
    if (!opts.introspectionNeedsSession || session !== null) return null;
    if (validate(schema, document, [NoSchemaIntrospectionCustomRule]).length === 0) return null;
    return new GraphQLError('introspection needs a session', {
      originalError: new AppError('NOT_LOGGED_IN'),
      extensions: { http: { status: 401 } },
    });
  };

  return {
    parseOptions,
    validationRules,
    introspectionRefusal,
    prepare(schema, source, session) {
      let document: DocumentNode;
      try {
        document = parse(source, parseOptions);
      } catch (e) {
        return { errors: [withCode(toGraphQLError(e), 'GRAPHQL_PARSE_FAILED')] };
      }
      const invalid = validate(schema, document, [...specifiedRules, ...validationRules]);
      if (invalid.length > 0)
        return { errors: invalid.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) };
      const refusal = introspectionRefusal(schema, document, session);
      return refusal === null ? { document } : { errors: [refusal] };
    },
    requestErrors(schema, document, operationName, variables) {
      const operation = getOperationAST(document, operationName);
      if (operation === null || operation === undefined) {
        const message =
          operationName === null || operationName === undefined
            ? 'the document must name the operation to run'
            : `unknown operation named "${operationName}"`;
        return [
          new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }),
        ];
      }
      const coerced = getVariableValues(
        schema,
        operation.variableDefinitions ?? [],
        variables ?? {},
        {
          maxErrors: 50,
        },
      );
      return 'errors' in coerced && coerced.errors !== undefined
        ? coerced.errors.map((e) => withCode(e, 'BAD_USER_INPUT'))
        : [];
    },
  };
}

function toGraphQLError(e: unknown): GraphQLError {
  return e instanceof GraphQLError ? e : new GraphQLError('invalid document');
}

/** The error with the code Apollo gives the same failure, so both transports answer alike. */
function withCode(e: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(e.message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    originalError: e.originalError,
    extensions: { ...e.extensions, code },
  });
}

/**
 * Control characters (NUL and the like) in a string argument or a variable are refused with
 * PARAM_INVALID on every transport, before any resolver or database sees them.
 */
export function assertNoControlCharsIn(
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
): void {
  assertNoControlChars([variables ?? {}, inlineStringsOf(document)]);
}

/** A parsed document's inline strings, collected once: the server reuses its parsed documents. */
const inlineStrings = new WeakMap<DocumentNode, readonly string[]>();

function inlineStringsOf(document: DocumentNode): readonly string[] {
  const known = inlineStrings.get(document);
  if (known !== undefined) return known;
  const strings: string[] = [];
  visit(document, {
    [Kind.STRING]: (node) => {
      strings.push(node.value);
    },
  });
  inlineStrings.set(document, strings);
  return strings;
}
