import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Platform } from '../../platform.ts';
import { rest, resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import { buildUser } from '../../../test/factories/index.ts';
import { loginToken } from '../../../test/identities.ts';

function wsClient(p: Platform, token?: string): Client {
  return createClient({
    url: `${p.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token === undefined ? {} : { token },
    retryAttempts: 0,
  });
}

function firstEvent(client: Client, query: string): Promise<{ data?: unknown; errors?: unknown }> {
  return new Promise((resolve, reject) => {
    const unsubscribe = client.subscribe(
      { query },
      {
        next: (value) => {
          resolve(value as { data?: unknown; errors?: unknown });
          unsubscribe();
        },
        error: reject,
        complete: () => undefined,
      },
    );
  });
}

describe('graphql-ws on /graphql (token in connection_init)', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
    await resetDatabase(p);
  });
  afterAll(() => p.stop());

  it('tells a session it was ended elsewhere, and only that session', async () => {
    const user = await buildUser(p.infra.prisma);
    const a = await loginToken(p, user.userName);
    const b = await loginToken(p, user.userName);
    const clientA = wsClient(p, a);
    const clientB = wsClient(p, b);
    const gotA = firstEvent(clientA, 'subscription { sessionRevoked }');
    let bNotified = false;
    clientB.subscribe(
      { query: 'subscription { sessionRevoked }' },
      {
        next: () => {
          bNotified = true;
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    // Let both subscriptions register before the event.
    await new Promise((r) => setTimeout(r, 300));
    expect((await rest(p, '/api/sys/user/logout', {}, { token: a })).code).toBe(0);
    expect(await gotA).toEqual({ data: { sessionRevoked: true } });
    await new Promise((r) => setTimeout(r, 200));
    expect(bNotified).toBe(false);
    await clientA.dispose();
    await clientB.dispose();
  });

  it('refuses a subscription without a valid token', async () => {
    const client = wsClient(p, 'bogus');
    const result = await firstEvent(client, 'subscription { sessionRevoked }').catch(
      (e: unknown) => ({ errors: e }),
    );
    expect(JSON.stringify(result)).toContain('NOT_LOGGED_IN');
    await client.dispose();
  });
});
