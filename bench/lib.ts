/**
 * The harness the loopback benchmarks share (bench/run.ts, bench/exam.ts): request variants,
 * the load workers, percentiles, the bench database and platform, learner logins and the bare
 * node:http + pg baseline server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { createDatabase, dropDatabase } from '../server/src/core/database/database.ts';
import { applyMigrations } from '../server/src/core/database/migrate.ts';
import { hashPassword } from '../server/src/modules/auth/password.ts';
import { startPlatform, type Platform } from '../server/src/platform.ts';

export interface Result {
  name: string;
  count: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/** One request of a case: the same URL with one of several header/body variants. */
export interface Variant {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export function variant(url: string, body: unknown, headers: Record<string, string> = {}): Variant {
  return {
    url,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

/** Count, throughput and p50/p95/p99 of a worker's latencies; prints them on one line. */
export function summarize(
  name: string,
  out: { latencies: number[]; errors: number; elapsed: number },
): Result {
  const latencies = [...out.latencies].sort((a, b) => a - b);
  const r: Result = {
    name,
    count: latencies.length,
    errors: out.errors,
    rps: latencies.length / out.elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
  console.log(
    `${name}: ${r.count} ok, ${r.errors} errors, ${r.rps.toFixed(0)} req/s, ` +
      `p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms`,
  );
  return r;
}

/**
 * Runs a load worker (bench/load-worker.mjs, bench/rate-worker.mjs) in a worker thread, so that
 * the client does not compete for this event loop with the server under test; resolves with the
 * message it posts.
 */
export async function runWorker<T>(file: string, data: unknown): Promise<T> {
  const worker = new Worker(new URL(file, import.meta.url), { workerData: data });
  const out = await new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${file} exited (${code})`)));
  });
  await worker.terminate();
  return out;
}

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** A REST envelope `{ success: true }` with HTTP 200. */
export function restOk(r: { status: number; json: unknown }): boolean {
  return r.status === 200 && (r.json as { success?: boolean }).success === true;
}

// ---------------------------------------------------------------------------------------------
// Database and platform

export interface BenchDatabase {
  url: string;
  cleanup(): Promise<void>;
}

/** `examhall_bench_<ts>` on DATABASE_URL's server when set, else a temporary embedded PostgreSQL. */
export async function freshDatabase(): Promise<BenchDatabase> {
  const name = `examhall_bench_${Date.now()}`;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl !== undefined && serverUrl !== '') {
    const url = await createDatabase(serverUrl, name);
    try {
      await applyMigrations(url);
    } catch (e) {
      await dropDatabase(serverUrl, name);
      throw e;
    }
    return { url, cleanup: () => dropDatabase(serverUrl, name) };
  }
  const { startTemporaryEmbeddedPostgres } =
    await import('../server/src/core/database/embedded.ts');
  const embedded = await startTemporaryEmbeddedPostgres();
  try {
    const url = await embedded.createDatabase(name);
    await applyMigrations(url);
    return { url, cleanup: () => embedded.stop() };
  } catch (e) {
    await embedded.stop();
    throw e;
  }
}

/** The whole platform in-process: port 0, demo seed, no job consumers, captcha off; REDIS_URL if set. */
export function startBenchPlatform(databaseUrl: string): Promise<Platform> {
  const redisUrl = process.env.REDIS_URL;
  return startPlatform({
    databaseUrl,
    redisUrl: redisUrl === undefined || redisUrl === '' ? null : redisUrl,
    migrate: false,
    seed: true,
    runJobs: false,
    port: 0,
    host: '127.0.0.1',
    envOverrides: { CAPTCHA_ENABLED: false },
  });
}

export interface BenchLogin {
  id: string;
  token: string;
}

/** Creates `count` learners (`student` role) with `password` and logs each in over REST. */
export async function createLearners(
  platform: Platform,
  count: number,
  password: string,
): Promise<BenchLogin[]> {
  const prisma = platform.infra.prisma;
  const passwordHash = await hashPassword(password);
  const stamp = Date.now().toString(36);
  const users = Array.from({ length: count }, (_, i) => ({
    id: `bench-${stamp}-${i}`,
    userName: `bench_${stamp}_${i}`,
    realName: `Bench ${i}`,
    passwordHash,
  }));
  await prisma.user.createMany({ data: users });
  await prisma.userRole.createMany({
    data: users.map((u) => ({ userId: u.id, roleId: 'student' })),
  });
  const learners: BenchLogin[] = [];
  for (const u of users) {
    const r = await post(`${platform.url}/api/sys/user/login`, {
      username: u.userName,
      password,
    });
    const token = (r.json.data as { token?: string } | undefined)?.token;
    if (!restOk(r) || token === undefined) {
      throw new Error(`login of ${u.userName} failed: ${r.status} ${JSON.stringify(r.json)}`);
    }
    learners.push({ id: u.id, token });
  }
  return learners;
}

// ---------------------------------------------------------------------------------------------
// Baseline: bare node:http + pg Pool

export interface Baseline {
  url: string;
  stop(): Promise<void>;
}

/**
 * A bare `node:http` server on a `pg` Pool (10 connections) after `setupSql`: each POST body is
 * parsed as JSON and `handle`d; what it returns is answered as `{ code: 0, success: true, data }`,
 * what it throws as HTTP 500.
 */
export async function startBaselineServer(
  databaseUrl: string,
  setupSql: string,
  handle: (pool: pg.Pool, path: string | undefined, body: Record<string, unknown>) => unknown,
): Promise<Baseline> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => {});
  await pool.query(setupSql);
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      void (async () => {
        try {
          const body = JSON.parse(raw || '{}') as Record<string, unknown>;
          const data = await handle(pool, req.url, body);
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ code: 0, success: true, data }));
        } catch (e) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ success: false, msg: String(e) }));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
