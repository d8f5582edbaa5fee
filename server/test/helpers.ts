import { expect, inject } from 'vitest';
import type { Env } from '../src/core/env.ts';
import { startPlatform, type Platform } from '../src/platform.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** Present when a Redis server is available for tests. */
    redisUrl: string | undefined;
  }
}

export interface TestPlatformOptions {
  env?: Partial<Env>;
  /** Force the no-Redis path (in-memory pubsub, BullMQ on PostgreSQL). */
  withoutRedis?: boolean;
  runJobs?: boolean;
}

/** A real server on a free port over the test database (and Redis, when there is one). */
export function startTestPlatform(opts: TestPlatformOptions = {}): Promise<Platform> {
  return startPlatform({
    databaseUrl: inject('databaseUrl'),
    redisUrl: opts.withoutRedis === true ? null : (inject('redisUrl') ?? null),
    migrate: false,
    seed: false,
    runJobs: opts.runJobs ?? false,
    port: 0,
    host: '127.0.0.1',
    envOverrides: { CAPTCHA_ENABLED: false, ...opts.env },
  });
}

export interface GqlResponse<T> {
  status: number;
  data?: T;
  errors?: Array<{
    message: string;
    extensions?: {
      code?: string;
      subCode?: string;
      legacyCode?: number;
      args?: Record<string, unknown>;
    };
  }>;
}

export interface CallOptions {
  token?: string;
  lang?: 'zh' | 'en';
}

export async function gql<T = Record<string, unknown>>(
  platform: Platform,
  query: string,
  variables: Record<string, unknown> = {},
  opts: CallOptions = {},
): Promise<GqlResponse<T>> {
  const res = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': opts.lang ?? 'zh',
      ...(opts.token === undefined ? {} : { token: opts.token }),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<GqlResponse<T>, 'status'>;
  return { status: res.status, ...body };
}

export interface RestEnvelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  success: boolean;
}

export async function rest<T = unknown>(
  platform: Platform,
  path: string,
  body: unknown = {},
  opts: CallOptions = {},
): Promise<RestEnvelope<T> & { status: number }> {
  const res = await fetch(`${platform.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': opts.lang ?? 'zh',
      ...(opts.token === undefined ? {} : { token: opts.token }),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as RestEnvelope<T>;
  return { status: res.status, ...json };
}

type Json = Record<string, unknown>;

/** A REST call that must succeed (code 0); returns its data. */
export async function restOk<T = Json>(
  platform: Platform,
  token: string,
  path: string,
  body: unknown = {},
  lang?: 'zh' | 'en',
): Promise<T> {
  const res = await rest<T>(platform, path, body, { token, lang });
  expect(res.code, `${path}: ${res.msg}`).toBe(0);
  return res.data;
}

/** The envelope code of a REST call (0 on success). */
export async function restCode(
  platform: Platform,
  token: string,
  path: string,
  body: unknown = {},
  lang?: 'zh' | 'en',
): Promise<number> {
  const res = await rest(platform, path, body, { token, lang });
  return res.code;
}

/** A GraphQL call that must succeed (no errors); returns its data. */
export async function gqlOk<T = Json>(
  platform: Platform,
  token: string,
  query: string,
  variables: Json = {},
  lang?: 'zh' | 'en',
): Promise<T> {
  const res = await gql<T>(platform, query, variables, { token, lang });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

/** The first GraphQL error's legacy code (0 on success, -1 for an error without one) and args. */
export async function gqlErr(
  platform: Platform,
  token: string,
  query: string,
  variables: Json = {},
) {
  const res = await gql(platform, query, variables, { token });
  const e = res.errors?.[0]?.extensions;
  return { code: e?.legacyCode ?? (res.errors ? -1 : 0), args: e?.args ?? {}, data: res.data };
}

/** The legacy code of a GraphQL response's first error (undefined when it succeeded). */
export function legacyCodeOf(res: {
  errors?: Array<{ extensions?: { legacyCode?: number } }>;
}): number | undefined {
  return res.errors?.[0]?.extensions?.legacyCode;
}

/** A legacy REST time: yyyy-MM-dd HH:mm:ss (server time zone). */
export const LEGACY_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * Fails when a REST `data` carries an ISO time anywhere (nested rows and lists too): the legacy
 * API gives every time as LEGACY_TIME; ISO is GraphQL's format.
 */
export function expectNoIsoTimes(data: unknown): void {
  const iso = JSON.stringify(data).match(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}[^"]*"/g);
  expect(iso ?? [], 'ISO times in a legacy REST body').toEqual([]);
}

/** Deletes every row of the application tables (not migrations, not BullMQ's own schema). */
export async function resetDatabase(platform: Platform): Promise<void> {
  const rows = await platform.infra.prisma.$queryRaw<Array<{ tablename: string }>>`
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  if (rows.length === 0) return;
  const list = rows.map((r) => `"public"."${r.tablename}"`).join(', ');
  await platform.infra.prisma.$executeRawUnsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  await platform.infra.redis?.flushdb();
}
