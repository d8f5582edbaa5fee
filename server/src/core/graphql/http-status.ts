/**
 * GraphQL over HTTP status codes. A request error (parse, validation, variable coercion: no data
 * at all) answers 400 to a client that asked for `application/graphql-response+json`, and 200 to
 * a legacy `application/json` client, which reads the errors from the body (the GraphQL over HTTP
 * spec's SHOULD for each media type).
 */
import type { ApolloServerPlugin } from '@apollo/server';

const GRAPHQL_RESPONSE = 'application/graphql-response+json';
const JSON_TYPE = 'application/json';

/** The q value an Accept header gives a media type: its most specific match; 0 when none. */
function qualityOf(accept: string, mediaType: string): number {
  const [type] = mediaType.split('/');
  let best = { specificity: -1, q: 0 };
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const specificity =
      range === mediaType ? 2 : range === `${type}/*` ? 1 : range === '*/*' ? 0 : -1;
    if (specificity <= best.specificity) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/**
 * Whether the answer goes out as application/graphql-response+json: the client ranks it above
 * application/json (on a tie, or with no Accept header, application/json wins).
 */
export function prefersGraphQLResponse(accept: string | undefined | null): boolean {
  if (accept === undefined || accept === null || accept.trim() === '') return false;
  const graphqlResponse = qualityOf(accept, GRAPHQL_RESPONSE);
  return graphqlResponse > 0 && graphqlResponse > qualityOf(accept, JSON_TYPE);
}

/** Sets the status of a request error by the media type the answer goes out as. */
export function requestErrorStatus<C extends object>(): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response }) {
          const body = response.body;
          if (body.kind !== 'single' || body.singleResult.data !== undefined) return;
          if (response.http.status !== 400) return;
          if (!prefersGraphQLResponse(request.http?.headers.get('accept'))) {
            response.http.status = 200;
          }
        },
      };
    },
  };
}
