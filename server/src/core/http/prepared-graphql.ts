import type { Request, Response } from 'express';
// The CommonJS entry: the one graphql instance Apollo, graphql-ws and type-graphql's schema share.
import {
  getOperationAST,
  type ExecutionResult,
  type GraphQLError,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql/index.js';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GqlContext } from '../graphql/context.ts';
import { assertNoControlCharsIn, type ExecutionPolicy } from '../graphql/execution-policy.ts';
import { formatGraphQLError } from '../graphql/format-error.ts';
import { licenceRefusal } from '../graphql/licence-gate.ts';
import type { RequestScope } from '../request-context.ts';
import type { Services } from '../../services.ts';

/** Documents kept at most; the oldest checked goes first (a client sends a few dozen). */
const MAX_DOCUMENTS = 1000;

/** Accept headers whose answer type is remembered (a handful of clients send a handful). */
const MAX_ACCEPT_HEADERS = 64;

/** The media types Apollo chooses from for a single result, in its order of preference. */
const RESULT_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; charset=utf-8; callback',
];

export interface PreparedGraphql {
  /**
   * Answers a GraphQL POST the way Apollo would; resolves false, with the response untouched, when
   * Apollo should answer it (a document the policy refuses, introspection, a refusal by a gate, a
   * request error).
   */
  answer(
    req: Request,
    res: Response,
    contextOf: (req: Request) => Promise<GqlContext>,
  ): Promise<boolean>;
  /** From now on every request goes to Apollo (the server is stopping). */
  close(): void;
  /** Requests answered here since start (tests and the rehearsal read it). */
  readonly answered: number;
}

interface Prepared {
  document: DocumentNode;
  /** The compiled operation of each of its operation names ('' for none); null: not run here. */
  operations: Map<string, CompiledQuery | null>;
}

/**
 * The prepared GraphQL path. Apollo's request pipeline (hashing the document, plugin hooks, header
 * maps, content negotiation) costs about as much CPU as a save itself; an exam page sends the same
 * few documents thousands of times, all at once when a sitting starts. A document is parsed and
 * validated here once, under the same execution policy, and each of its operations is compiled
 * once by graphql-jit into a function that runs the resolvers and coerces variables without
 * graphql-js's per-field interpretation (a steady exam request costs 7 % less CPU). Every request
 * carrying it gets the same context, gates (control characters, licence; introspection documents
 * are never prepared), error formatting, status, content type and body as Apollo's.
 */
export function createPreparedGraphql(opts: {
  schema: GraphQLSchema;
  policy: ExecutionPolicy;
  services: Services;
}): PreparedGraphql {
  const { schema, policy, services } = opts;
  const documents = new Map<string, Prepared>();
  /** Documents that failed the policy: Apollo answers them (kept so they are checked once). */
  const refused = new Set<string>();
  const resultTypes = new Map<string, string | false>();
  let open = true;
  let answered = 0;

  /** The document checked under the execution policy, at its first sighting; null: refused. */
  const preparedOf = (query: string): Prepared | null => {
    const known = documents.get(query);
    if (known !== undefined) return known;
    if (refused.has(query)) return null;
    // An introspection document is refused here without a session, so its gate stays Apollo's.
    const checked = policy.prepare(schema, query, null);
    if ('errors' in checked) {
      if (refused.size >= MAX_DOCUMENTS) refused.clear();
      refused.add(query);
      return null;
    }
    if (documents.size >= MAX_DOCUMENTS) {
      const oldest = documents.keys().next().value;
      if (oldest !== undefined) documents.delete(oldest);
    }
    const prepared: Prepared = { document: checked.document, operations: new Map() };
    documents.set(query, prepared);
    return prepared;
  };

  const operationOf = (prepared: Prepared, name: string | undefined): CompiledQuery | null => {
    const key = name ?? '';
    const known = prepared.operations.get(key);
    if (known !== undefined) return known;
    const found = getOperationAST(prepared.document, name);
    // Subscriptions run over the WebSocket; over HTTP Apollo answers them.
    const runnable = found?.operation === 'query' || found?.operation === 'mutation' ? found : null;
    let operation: CompiledQuery | null = null;
    if (runnable !== null) {
      const compiled = compileQuery(schema, prepared.document, name);
      if (isCompiledQuery(compiled)) operation = compiled;
    }
    // Only names the document has are kept: a caller's made-up names must not grow the map.
    if (found !== null) prepared.operations.set(key, operation);
    return operation;
  };

  /** The content type Apollo gives a single result for this Accept header; false: none fits. */
  const resultTypeFor = (req: Request): string | false => {
    const accept = req.headers.accept ?? '';
    let type = resultTypes.get(accept);
    if (type === undefined) {
      type = accept === '' ? (RESULT_TYPES[0] as string) : req.accepts(RESULT_TYPES);
      if (resultTypes.size >= MAX_ACCEPT_HEADERS) resultTypes.clear();
      resultTypes.set(accept, type);
    }
    return type;
  };

  return {
    get answered() {
      return answered;
    },
    close() {
      open = false;
    },

    async answer(req, res, contextOf) {
      if (!open) return false;
      const request = requestOf(req.body);
      if (request === null) return false;
      const prepared = preparedOf(request.query);
      if (prepared === null) return false;
      const operation = operationOf(prepared, request.operationName);
      if (operation === null) return false;
      const contentType = resultTypeFor(req);
      if (contentType === false) return false;
      let contextValue: GqlContext;
      try {
        contextValue = await contextOf(req);
        assertNoControlCharsIn(prepared.document, request.variables);
        const refusal = await licenceRefusal(
          services.licence,
          prepared.document,
          request.operationName,
        );
        if (refusal !== null) return false;
      } catch {
        // Apollo answers the failure (it builds the context and applies the gates again).
        return false;
      }
      let result: ExecutionResult;
      try {
        result = await operation.query(undefined, contextValue, request.variables ?? {});
      } catch {
        // Resolver errors are in the result; a throw comes before any resolver ran.
        return false;
      }
      // No data: a request error (variables that do not fit); nothing ran, so Apollo answers it.
      if (result.data === undefined) return false;
      answered++;
      const head: Head = { status: undefined, headers: [] };
      const scope = { requestId: contextValue.requestId, lang: contextValue.lang };
      const errors = result.errors?.map((e) => formatLikeApollo(e, head, scope));
      const body = `${JSON.stringify({ errors, data: result.data, extensions: result.extensions })}\n`;
      res.statusCode = head.status ?? 200;
      res.setHeader('content-type', contentType);
      for (const [name, value] of head.headers) res.setHeader(name, value);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
      return true;
    },
  };
}

interface GraphqlRequest {
  query: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

/** The request when its body is one Apollo takes as is; null sends it to Apollo. */
function requestOf(body: unknown): GraphqlRequest | null {
  if (!isRecord(body)) return null;
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string' || query === '') return null;
  // Apollo Client sends its name and version in every body's extensions (`clientLibrary`), which
  // changes no answer; a persisted query, or extensions that are not an object, are Apollo's.
  if (extensions !== undefined && extensions !== null) {
    if (!isRecord(extensions) || 'persistedQuery' in extensions) return null;
  }
  if (variables !== undefined && variables !== null && !isRecord(variables)) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string')
    return null;
  return {
    query,
    operationName: typeof operationName === 'string' ? operationName : undefined,
    variables: isRecord(variables) ? variables : undefined,
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);
}

interface Head {
  status: number | undefined;
  headers: Array<[string, string]>;
}

/**
 * An execution error as Apollo's response carries it: a default code, an `http` extension taken
 * into the response's status and headers, then the server's formatError (a formatter that throws
 * leaves Apollo's fixed internal error).
 */
function formatLikeApollo(
  error: GraphQLError,
  head: Head,
  scope: RequestScope,
): GraphQLFormattedError {
  try {
    const extensions: Record<string, unknown> = {
      ...error.extensions,
      code: error.extensions?.code ?? 'INTERNAL_SERVER_ERROR',
    };
    const http = extensions.http as { status?: unknown; headers?: unknown } | undefined;
    if (
      typeof http === 'object' &&
      http !== null &&
      (http.status === undefined || typeof http.status === 'number') &&
      (http.headers === undefined || http.headers instanceof Map)
    ) {
      if (typeof http.status === 'number' && http.status !== 0) head.status = http.status;
      if (http.headers instanceof Map)
        for (const [name, value] of http.headers as Map<string, string>)
          head.headers.push([name, value]);
      delete extensions.http;
    }
    return formatGraphQLError({ ...error.toJSON(), extensions }, error, scope);
  } catch {
    return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
}
