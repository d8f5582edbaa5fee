import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../src/platform.ts';
import { startTestPlatform } from '../helpers.ts';

const PATHS = ['/graphql', '/api/sys/user/info', '/some/page'] as const;

async function post(p: Platform, path: string, body: string, contentType: string) {
  const res = await fetch(`${p.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'accept-language': 'en' },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, requestId: res.headers.get('x-request-id') };
}

/** The catalogue code carried by either body shape (REST envelope or GraphQL errors). */
function codeOf(text: string): number | undefined {
  const json = JSON.parse(text) as {
    code?: number;
    errors?: Array<{ extensions?: { legacyCode?: number } }>;
  };
  return json.code ?? json.errors?.[0]?.extensions?.legacyCode;
}

describe('body errors answer catalogue JSON on every path', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());

  const cases: Array<[string, string, string, number, number]> = [
    ['malformed JSON', '{"query": ', 'application/json', 400, 10010001],
    ['oversize body', `{"x":"${'a'.repeat(3 * 1024 * 1024)}"}`, 'application/json', 413, 10010016],
    ['unsupported charset', '{}', 'application/json; charset=klingon', 415, 10010018],
  ];

  for (const path of PATHS) {
    for (const [name, body, type, status, code] of cases) {
      it(`${name} on ${path}`, async () => {
        const r = await post(p, path, body, type);
        expect(r.status).toBe(status);
        expect(codeOf(r.text)).toBe(code);
        expect(r.text).not.toMatch(/\n\s+at |\/work\/|node_modules|<html|SyntaxError/i);
        expect(r.requestId).toBeTruthy();
        expect(r.text).toContain(r.requestId!);
      });
    }
  }

  for (const path of ['/graphql', '/api/sys/user/info']) {
    it(`an unsupported content type on ${path} answers 415`, async () => {
      const r = await post(p, path, 'query=1', 'text/plain');
      expect(r.status).toBe(415);
      expect(codeOf(r.text)).toBe(10010018);
      expect(r.text).toContain(r.requestId!);
    });
  }
});
