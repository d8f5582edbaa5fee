import type { APIRequestContext } from '@playwright/test';

export interface GraphQLResult {
  status: number;
  data: Record<string, unknown> | null;
  /** `extensions.code` of each error. */
  errorCodes: string[];
}

/** Posts a GraphQL operation the way the client does (JSON over HTTP); `token` as the client sends it. */
export async function graphql(
  request: APIRequestContext,
  query: string,
  options: { token?: string } = {},
): Promise<GraphQLResult> {
  const response = await request.post('/graphql', {
    data: { query },
    headers: options.token === undefined ? {} : { token: options.token },
  });
  const body = (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ extensions?: { code?: unknown } }>;
  };
  return {
    status: response.status(),
    data: body.data ?? null,
    errorCodes: (body.errors ?? []).map((e) => String(e.extensions?.code ?? 'UNKNOWN')),
  };
}
