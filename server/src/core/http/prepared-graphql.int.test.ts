import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../platform.ts';
import { catalogue } from '../errors/index.ts';
import { startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { rawPublicKeyBase64, signLicence } from '../../modules/licence/licence-file.ts';
import { webClientRequests, type ExamDayOperation } from '../../../../bench/web-client-requests.ts';

interface Answer {
  status: number;
  contentType: string | null;
  body: string;
}

async function call(
  p: Platform,
  body: unknown,
  headers: Record<string, string> = {},
  path = '/graphql',
): Promise<Answer> {
  const res = await fetch(`${p.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    body: await res.text(),
  };
}

/** Request ids and server times are per call; replace them so two answers compare equal. */
const sameIds = (a: Answer): Answer => ({
  ...a,
  body: a.body
    .replace(/"requestId":"[^"]*"/g, '"requestId":"-"')
    .replace(/"(now|serverTime)":\d+/g, '"$1":0'),
});

/**
 * Sends the call through the API lane and through the Express chain (Apollo's own middleware: a
 * query string takes any request there) and says whether the prepared path answered the lane's.
 */
async function laneAndApollo(p: Platform, body: unknown, headers: Record<string, string> = {}) {
  const before = p.http.preparedGraphql.answered;
  const lane = await call(p, body, headers);
  const prepared = p.http.preparedGraphql.answered > before;
  const apollo = await call(p, body, headers, '/graphql?chain=1');
  return { lane: sameIds(lane), apollo: sameIds(apollo), prepared };
}

const vendor = generateKeyPairSync('ed25519');

describe('prepared GraphQL documents answer exactly as Apollo does', () => {
  let p: Platform;
  let admin = '';
  let student = '';
  beforeAll(async () => {
    p = await startTestPlatform({
      env: { LICENSE_PUBLIC_KEY: rawPublicKeyBase64(vendor.publicKey) },
    });
    admin = (await asSuperAdmin(p)).token;
    student = (await asStudent(p)).token;
  });
  afterAll(() => p.stop());

  it('a document is prepared at its first sighting and answered as Apollo does, byte for byte', async () => {
    const query = { query: 'query Me { me { userName realName roles } }' };
    for (let i = 0; i < 2; i++) {
      const { lane, apollo, prepared } = await laneAndApollo(p, query, { token: admin });
      expect(prepared).toBe(true);
      expect(lane).toEqual(apollo);
      expect(lane.body).toContain('"userName"');
    }
  });

  it('a document the policy refuses (syntax, unknown field, too many tokens) is left to Apollo', async () => {
    const long = `{ ${'__typename '.repeat(5001)}}`;
    for (const query of ['{ me { ', '{ nothingHere }', long]) {
      for (let i = 0; i < 2; i++) {
        const { lane, apollo, prepared } = await laneAndApollo(p, { query }, { token: admin });
        expect(prepared, query).toBe(false);
        expect(lane, query).toEqual(apollo);
        expect(lane.body, query).toMatch(/^\{"errors"/);
      }
    }
  });

  it('follows the Accept header to the same content type, and names the operation among several', async () => {
    const query = {
      query: 'query A { serverTime } query B { me { userName } }',
      operationName: 'B',
      variables: null,
    };
    for (const accept of [
      'application/graphql-response+json, application/json;q=0.9',
      'application/json',
      '*/*',
    ]) {
      const { lane, apollo, prepared } = await laneAndApollo(p, query, { token: student, accept });
      expect(prepared, accept).toBe(true);
      expect(lane, accept).toEqual(apollo);
    }
    // An Accept header that takes no JSON, and no operation name among two: Apollo answers.
    for (const [body, headers] of [
      [query, { token: student, accept: 'text/html' }],
      [{ ...query, operationName: undefined }, { token: student }],
      [{ ...query, operationName: 'C' }, { token: student }],
    ] as const) {
      const { lane, apollo, prepared } = await laneAndApollo(p, body, headers);
      expect(prepared).toBe(false);
      expect(lane).toEqual(apollo);
      expect(lane.body).toMatch(/^\{"errors"/);
    }
  });

  it('resolver errors (no session, no permission) come out formatted as Apollo formats them', async () => {
    const query = { query: 'query Users { adminUserPaging { total } }' };
    const callers: Array<Record<string, string>> = [{}, { token: student }, { token: 'bad' }];
    for (const headers of callers) {
      const { lane, apollo, prepared } = await laneAndApollo(p, query, headers);
      expect(prepared).toBe(true);
      expect(lane).toEqual(apollo);
      expect(lane.body).toMatch(/"subCode":"(NOT_LOGGED_IN|PERMISSION_DENIED)"/);
    }
  });

  it('fragments, aliases, directives, list coercion and errors inside and beside data answer as Apollo does', async () => {
    const shapes = {
      query: `query Shapes($skip: Boolean!, $codes: [String!]) {
        now: serverTime ...Who me { id @skip(if: $skip) roles __typename }
        tree: dictValueTree(dicCode: "none", excludes: $codes) { __typename }
      }
      fragment Who on Query { me { realName permissions } }`,
    };
    const cases: Array<Record<string, unknown>> = [
      { ...shapes, variables: { skip: true, codes: 'one' } },
      { ...shapes, variables: { skip: false, codes: ['one', 'two'] } },
      { ...shapes, variables: { skip: false } },
      // An error in a non-null root field nulls the data; one beside it keeps its own message.
      {
        query: 'query Left($id: ID!) { serverTime paperLeftTime(id: $id) }',
        variables: { id: 'x' },
      },
      { query: '{ a: paperLeftTime(id: "x") b: paperLeftTime(id: "y") }' },
      { query: '{ openPaperId(examId: "none") myRealName { id } }' },
    ];
    for (const body of cases) {
      const { lane, apollo, prepared } = await laneAndApollo(p, body, { token: student });
      expect(prepared, JSON.stringify(body)).toBe(true);
      expect(lane, JSON.stringify(body)).toEqual(apollo);
    }
    // A mutation's input object, coerced and refused by the service, as Apollo formats it.
    const save = {
      query:
        'mutation Save($input: FillAnswerInput!) { fillAnswer(input: $input) { applied seq } }',
      variables: { input: { paperId: 'none', quId: 'none', optionIds: 'a', seq: 1 } },
    };
    const { lane, apollo, prepared } = await laneAndApollo(p, save, { token: student });
    expect(prepared).toBe(true);
    expect(lane).toEqual(apollo);
    expect(lane.body).toMatch(/"subCode":"[A-Z_]+"/);
  });

  it('variables that do not fit and control characters are answered by Apollo, before anything runs', async () => {
    const query = {
      query: 'query Paper($id: ID!) { paperLeftTime(id: $id) }',
      variables: { id: 'missing' },
    };
    const cases: Array<Record<string, unknown>> = [
      { ...query, variables: { id: { nested: true } } },
      { ...query, variables: {} },
      { ...query, variables: { id: 'a\u0000b' } },
      { ...query, variables: 'id=1' },
      { ...query, extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
    ];
    for (const body of cases) {
      const { lane, apollo, prepared } = await laneAndApollo(p, body, { token: student });
      expect(prepared, JSON.stringify(body)).toBe(false);
      expect(lane, JSON.stringify(body)).toEqual(apollo);
    }
  });

  it("takes the web client's bodies: Apollo Client names itself in every body's extensions", async () => {
    const body = {
      operationName: 'Me',
      variables: {},
      extensions: { clientLibrary: { name: '@apollo/client', version: '4.3.8' } },
      query: 'query Me { me { userName } }',
    };
    const { lane, apollo, prepared } = await laneAndApollo(p, body, { token: student });
    expect(prepared).toBe(true);
    expect(lane).toEqual(apollo);
    expect(lane.body).toContain('"userName"');
    for (const extensions of ['clientLibrary', [1], { persistedQuery: { version: 1 } }]) {
      const other = await laneAndApollo(p, { ...body, extensions }, { token: student });
      expect(other.prepared, JSON.stringify(extensions)).toBe(false);
      expect(other.lane, JSON.stringify(extensions)).toEqual(other.apollo);
    }
  });

  it("prepares every exam-day request exactly as the web client's Apollo Client sends it", async () => {
    const requests = await webClientRequests();
    const variables: Record<ExamDayOperation, object> = {
      createPaper: { input: { examId: 'missing' } },
      openPaper: { examId: 'missing' },
      question: { paperId: 'missing', quId: 'missing' },
      fillAnswer: { input: { paperId: 'missing', quId: 'missing', optionIds: ['a'], seq: 1 } },
      leftTime: { id: 'missing' },
      handExam: { id: 'missing' },
    };
    for (const [operation, request] of Object.entries(requests)) {
      const body = { ...request.body, variables: variables[operation as ExamDayOperation] };
      const headers = { ...request.headers, token: student };
      const { lane, apollo, prepared } = await laneAndApollo(p, body, headers);
      expect(prepared, operation).toBe(true);
      expect(lane, operation).toEqual(apollo);
    }
  });

  it('never prepares an introspection document: its gate stays with Apollo', async () => {
    const query = { query: '{ __schema { queryType { name } } }' };
    expect((await call(p, query, { token: admin })).status).toBe(200);
    const signedIn = await laneAndApollo(p, query, { token: admin });
    expect(signedIn.prepared).toBe(false);
    const anonymous = await laneAndApollo(p, query);
    expect(anonymous.prepared).toBe(false);
    expect(anonymous.lane.status).toBe(401);
    expect(anonymous.lane).toEqual(anonymous.apollo);
  });

  it("errors carry the request's language and id, prepared or answered by Apollo", async () => {
    const { NOT_LOGGED_IN, INTERNAL_ERROR } = catalogue;
    const firstError = (a: Answer) =>
      (JSON.parse(a.body) as { errors: Array<{ message: string; extensions: object }> }).errors[0]!;
    const paths = ['/graphql', '/graphql?chain=1'];
    // A resolver's refusal: prepared on the lane, Apollo's on the chain.
    const resolver = { query: 'query Users { adminUserPaging { total } }' };
    // The introspection gate's (a plugin's) refusal: Apollo's on both.
    const gate = { query: '{ __schema { queryType { name } } }' };
    for (const body of [resolver, gate]) {
      for (const path of paths) {
        expect(firstError(await call(p, body, {}, path)).message).toBe(NOT_LOGGED_IN.en);
        const zh = await call(p, body, { 'accept-language': 'zh-CN' }, path);
        expect(firstError(zh).message).toBe(NOT_LOGGED_IN.zh);
      }
    }
    // The context function failing (the session store down): Apollo answers, in each request's
    // language and with its id, though concurrent session lookups share one rejection.
    const down = new Error('session store down');
    const resolve = vi.spyOn(p.services.sessions, 'resolve').mockRejectedValue(down);
    try {
      for (const path of paths) {
        const [en, zh] = await Promise.all([
          call(p, { query: '{ serverTime }' }, { 'x-request-id': 'trace-en' }, path),
          call(
            p,
            { query: '{ serverTime }' },
            { 'x-request-id': 'trace-zh', 'accept-language': 'zh' },
            path,
          ),
        ]);
        expect(firstError(en)).toMatchObject({
          message: INTERNAL_ERROR.en,
          extensions: { subCode: 'INTERNAL_ERROR', requestId: 'trace-en' },
        });
        expect(firstError(zh)).toMatchObject({
          message: INTERNAL_ERROR.zh,
          extensions: { subCode: 'INTERNAL_ERROR', requestId: 'trace-zh' },
        });
        expect(en.body).not.toContain('session store down');
      }
    } finally {
      resolve.mockRestore();
    }
  });

  it('a lapsed licence refuses a prepared document exactly as Apollo refuses it', async () => {
    const query = { query: 'query Count { adminUserPaging { total } }' };
    expect((await laneAndApollo(p, query, { token: admin })).prepared).toBe(true);
    const lapsed = signLicence(
      { licensee: 'x', seats: 5, expireTime: new Date(Date.now() - 86_400_000).toISOString() },
      vendor.privateKey,
    );
    await p.infra.prisma.licence.upsert({
      where: { id: '1' },
      create: { id: '1', file: lapsed, licensee: 'x', seats: 5, expireTime: new Date(0) },
      update: { file: lapsed, expireTime: new Date(0) },
    });
    p.services.licence.reload();
    try {
      const { lane, apollo, prepared } = await laneAndApollo(p, query, { token: admin });
      expect(prepared).toBe(false);
      expect(lane).toEqual(apollo);
      expect(lane.body).toContain('"legacyCode":10010015');
    } finally {
      await p.infra.prisma.licence.deleteMany({});
      p.services.licence.reload();
    }
  });
});
