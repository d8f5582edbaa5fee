import { ApolloClient, HttpLink, InMemoryCache, type DocumentNode } from '@apollo/client';
import {
  CreatePaperDocument,
  ExamTakeFillAnswerDocument,
  ExamTakeHandExamDocument,
  ExamTakeLeftTimeDocument,
  ExamTakeOpenPaperDocument,
  ExamTakeQuestionDocument,
} from '../client/src/gql/graphql.ts';

/**
 * One GraphQL request as the web client sends it: its headers and its body's fields in the
 * client's order, the variables left to fill per call.
 */
export interface WebClientRequest {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** The exam-day documents of the web client's pages (check page, exam page). */
export const EXAM_DAY_DOCUMENTS = {
  createPaper: CreatePaperDocument,
  openPaper: ExamTakeOpenPaperDocument,
  question: ExamTakeQuestionDocument,
  fillAnswer: ExamTakeFillAnswerDocument,
  leftTime: ExamTakeLeftTimeDocument,
  handExam: ExamTakeHandExamDocument,
} satisfies Record<string, DocumentNode>;

export type ExamDayOperation = keyof typeof EXAM_DAY_DOCUMENTS;

/**
 * What the web client's Apollo Client (its HttpLink and InMemoryCache, as `client/src/app/apollo.ts`
 * builds them) puts on the wire for each exam-day document: the document as the cache rewrites it
 * (`__typename` in every selection), the `clientLibrary` extension and the Accept header. Read by
 * running Apollo Client itself against a fetch that keeps the request, so the rehearsal's bodies
 * follow the client library's version.
 */
export async function webClientRequests(): Promise<Record<ExamDayOperation, WebClientRequest>> {
  let sent: WebClientRequest | undefined;
  const keep: typeof fetch = (_url, init) => {
    sent = {
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    };
    return Promise.resolve(
      new Response(JSON.stringify({ errors: [{ message: 'captured' }] }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  const client = new ApolloClient({
    link: new HttpLink({ uri: '/graphql', fetch: keep }),
    cache: new InMemoryCache(),
  });
  const requests = {} as Record<ExamDayOperation, WebClientRequest>;
  for (const [name, document] of Object.entries(EXAM_DAY_DOCUMENTS)) {
    sent = undefined;
    const mutation = document.definitions.some(
      (d) => d.kind === 'OperationDefinition' && d.operation === 'mutation',
    );
    // Apollo Client 4 reports the error it was answered with; only the request matters here.
    await (
      mutation
        ? client.mutate({ mutation: document, variables: {} as never })
        : client.query({ query: document, variables: {} as never, fetchPolicy: 'no-cache' })
    ).catch(() => undefined);
    if (sent === undefined) throw new Error(`Apollo Client sent no request for ${name}`);
    requests[name as ExamDayOperation] = sent;
  }
  client.stop();
  return requests;
}
