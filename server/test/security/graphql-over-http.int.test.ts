/**
 * GraphQL over HTTP: the graphql-http audit suite against the real server, as a signed-in caller
 * (its documents ask for `__type`, and anonymous callers may not introspect). Every MUST and every
 * SHOULD passes (a notice, which the spec leaves open, is allowed).
 */
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../src/platform.ts';
import { gql, resetDatabase, startTestPlatform } from '../helpers.ts';
import { asStudent } from '../identities.ts';

describe('GraphQL over HTTP', () => {
  let p: Platform;
  let token: string;
  beforeAll(async () => {
    p = await startTestPlatform();
    await resetDatabase(p);
    token = (await asStudent(p)).token;
  });
  afterAll(() => p.stop());

  it('passes the graphql-http audit with no error and no warning', async () => {
    const fetchFn = (url: string, init: RequestInit = {}) =>
      fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), token } });
    const results = await auditServer({ url: `${p.url}/graphql`, fetchFn });
    const failed = results
      .filter((r) => r.status === 'error' || r.status === 'warn')
      .map((r) => `${r.status} ${r.name}: ${'reason' in r ? r.reason : ''}`);
    expect(failed).toEqual([]);
    expect(results.length).toBeGreaterThan(20);
  });

  it('a request error is 200 for application/json and 400 for application/graphql-response+json', async () => {
    const legacy = await gql(p, '{ sitePublicConfig { nope } }', {}, { token });
    expect(legacy.status).toBe(200);
    expect(legacy.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const res = await fetch(`${p.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        token,
      },
      body: JSON.stringify({ query: '{ sitePublicConfig { nope } }' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/graphql-response\+json/);
  });
});
