/**
 * Loopback benchmark of the hot request paths (DESIGN.md section 9), with a baseline measured in
 * the same run so the numbers read as ratios rather than machine-dependent absolutes.
 *
 * What it does:
 * 1. Starts the whole platform in-process (`startPlatform`, port 0, demo seed, no job consumers,
 *    captcha off) on a fresh database: `examhall_bench_<ts>` on DATABASE_URL's server when set,
 *    else on a temporary embedded PostgreSQL. REDIS_URL is used when set.
 * 2. Creates N learners (`student` role) and logs each in over REST for a token.
 * 3. Measures, with C concurrent clients for a fixed time each (Node's fetch, keep-alive; the
 *    client runs in a worker thread, bench/load-worker.mjs, not on the server's event loop):
 *    a. `POST /api/sys/user/info`   (session from the in-process cache + one user read)
 *    b. GraphQL `{ me { id } }`
 *    c. `POST /api/repo/train/fill` (answer save) on a training of the demo bank `repo-demo`
 * 4. Baseline: a bare `node:http` server + `pg` Pool doing one SELECT of a user row by id (for a/b)
 *    and one `INSERT ... ON CONFLICT DO UPDATE` into a scratch table (for c).
 * 5. Prints p50/p95/p99 (ms), throughput (req/s) and platform/baseline ratios; then drops the
 *    database (or stops the embedded server) and exits 0.
 *
 * Run: `npm run bench` (optionally `DATABASE_URL=postgresql://... REDIS_URL=redis://... npm run bench`).
 * Knobs: BENCH_SECONDS (per case, default 5), BENCH_CONCURRENCY (20), BENCH_LEARNERS (50).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { createDatabase, dropDatabase } from '../server/src/core/database/database.ts';
import { applyMigrations } from '../server/src/core/database/migrate.ts';
import { hashPassword } from '../server/src/modules/auth/password.ts';
import { startPlatform, type Platform } from '../server/src/platform.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 50);
const PASSWORD = 'Bench-pass-1';
const DEMO_BANK = 'repo-demo';
const MODE_SEQUENTIAL = 11;

interface Result {
  name: string;
  count: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

/** One request of a case: the same URL with one of several header/body variants. */
interface Variant {
  url: string;
  headers: Record<string, string>;
  body: string;
}

function variant(url: string, body: unknown, headers: Record<string, string> = {}): Variant {
  return {
    url,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * Sends `variants` from `CONCURRENCY` loops for `SECONDS` (after a 0.5 s warm-up), in a worker
 * thread (bench/load-worker.mjs) so that the client does not compete for this event loop with the
 * server under test. Failed requests (HTTP status, `success`, GraphQL errors) count as errors.
 */
async function measure(name: string, check: 'rest' | 'gql', variants: Variant[]): Promise<Result> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { seconds: SECONDS, warmupMs: 500, concurrency: CONCURRENCY, check, variants },
  });
  const out = await new Promise<{ latencies: number[]; errors: number; elapsed: number }>(
    (resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`load worker exited (${code})`)));
    },
  );
  await worker.terminate();
  const latencies = out.latencies.sort((a, b) => a - b);
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

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** A REST envelope `{ success: true }` with HTTP 200. */
function restOk(r: { status: number; json: unknown }): boolean {
  return r.status === 200 && (r.json as { success?: boolean }).success === true;
}

// ---------------------------------------------------------------------------------------------
// Database

interface BenchDatabase {
  url: string;
  cleanup(): Promise<void>;
}

async function freshDatabase(): Promise<BenchDatabase> {
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

// ---------------------------------------------------------------------------------------------
// Platform cases

interface Learner {
  id: string;
  token: string;
  trainId?: string;
  quIds?: string[];
}

async function createLearners(platform: Platform): Promise<Learner[]> {
  const prisma = platform.infra.prisma;
  const passwordHash = await hashPassword(PASSWORD);
  const stamp = Date.now().toString(36);
  const users = Array.from({ length: LEARNERS }, (_, i) => ({
    id: `bench-${stamp}-${i}`,
    userName: `bench_${stamp}_${i}`,
    realName: `Bench ${i}`,
    passwordHash,
  }));
  await prisma.user.createMany({ data: users });
  await prisma.userRole.createMany({
    data: users.map((u) => ({ userId: u.id, roleId: 'student' })),
  });
  const learners: Learner[] = [];
  for (const u of users) {
    const r = await post(`${platform.url}/api/sys/user/login`, {
      username: u.userName,
      password: PASSWORD,
    });
    const token = (r.json as { data?: { token?: string } }).data?.token;
    if (!restOk(r) || token === undefined) {
      throw new Error(`login of ${u.userName} failed: ${r.status} ${JSON.stringify(r.json)}`);
    }
    learners.push({ id: u.id, token });
  }
  return learners;
}

async function startTrainings(platform: Platform, learners: Learner[]): Promise<void> {
  for (const l of learners) {
    const r = await post(
      `${platform.url}/api/repo/train/start`,
      { repoId: DEMO_BANK, mode: MODE_SEQUENTIAL },
      { token: l.token },
    );
    const id = (r.json as { data?: { id?: string } }).data?.id;
    if (!restOk(r) || id === undefined) {
      throw new Error(`train/start failed: ${r.status} ${JSON.stringify(r.json)}`);
    }
    l.trainId = id;
    const items = await platform.infra.prisma.trainingItem.findMany({
      where: { trainingId: id },
      orderBy: { sort: 'asc' },
      select: { quId: true },
    });
    l.quIds = items.map((i) => i.quId);
    if (l.quIds.length === 0) throw new Error('training has no questions');
  }
}

async function benchPlatform(platform: Platform, learners: Learner[]): Promise<Result[]> {
  const info = await measure(
    'platform user/info',
    'rest',
    learners.map((l) => variant(`${platform.url}/api/sys/user/info`, {}, { token: l.token })),
  );
  const me = await measure(
    'platform gql me',
    'gql',
    learners.map((l) =>
      variant(`${platform.url}/graphql`, { query: '{ me { id } }' }, { token: l.token }),
    ),
  );
  await startTrainings(platform, learners);
  // Learner-major order: consecutive requests go to different learners.
  const perLearner = Math.max(...learners.map((l) => (l.quIds as string[]).length));
  const fills: Variant[] = [];
  for (let q = 0; q < perLearner; q++) {
    for (const l of learners) {
      const quIds = l.quIds as string[];
      fills.push(
        variant(
          `${platform.url}/api/repo/train/fill`,
          { trainId: l.trainId, quId: quIds[q % quIds.length], text: `answer ${q}` },
          { token: l.token },
        ),
      );
    }
  }
  const fill = await measure('platform train/fill', 'rest', fills);
  return [info, me, fill];
}

// ---------------------------------------------------------------------------------------------
// Baseline: bare node:http + pg Pool

async function startBaseline(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => {});
  await pool.query(
    `CREATE TABLE IF NOT EXISTS bench_scratch (
       k text PRIMARY KEY, v jsonb NOT NULL, seq int NOT NULL, updated_at timestamptz NOT NULL)`,
  );
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      void (async () => {
        try {
          const body = JSON.parse(raw || '{}') as {
            id?: string;
            key?: string;
            text?: string;
            seq?: number;
          };
          let data: unknown;
          if (req.url === '/user') {
            const { rows } = await pool.query(
              'SELECT id, "userName", "realName", state FROM "User" WHERE id = $1',
              [body.id],
            );
            data = rows[0] ?? null;
          } else {
            const { rowCount } = await pool.query(
              `INSERT INTO bench_scratch (k, v, seq, updated_at) VALUES ($1, $2, $3, now())
               ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v, seq = EXCLUDED.seq,
                 updated_at = EXCLUDED.updated_at`,
              [body.key, JSON.stringify({ text: body.text }), body.seq ?? 0],
            );
            data = { applied: rowCount === 1 };
          }
          const out = JSON.stringify({ code: 0, success: true, data });
          res.writeHead(200, { 'content-type': 'application/json' }).end(out);
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

async function benchBaseline(url: string, learners: Learner[]): Promise<Result[]> {
  const select = await measure(
    'baseline select',
    'rest',
    learners.map((l) => variant(`${url}/user`, { id: l.id })),
  );
  const saves: Variant[] = [];
  for (let q = 0; q < 20; q++) {
    for (const l of learners) {
      saves.push(variant(`${url}/save`, { key: `${l.id}:${q}`, text: `answer ${q}`, seq: q }));
    }
  }
  const upsert = await measure('baseline upsert', 'rest', saves);
  return [select, upsert];
}

// ---------------------------------------------------------------------------------------------

function printTable(platform: Result[], baseline: Result[]): void {
  const [select, upsert] = baseline as [Result, Result];
  const against = [select, select, upsert];
  const rows = platform.map((p, i) => {
    const b = against[i] as Result;
    return {
      case: p.name,
      'req/s': Math.round(p.rps),
      'p50 ms': p.p50.toFixed(2),
      'p95 ms': p.p95.toFixed(2),
      'p99 ms': p.p99.toFixed(2),
      errors: p.errors,
      baseline: b.name,
      'base req/s': Math.round(b.rps),
      'base p99 ms': b.p99.toFixed(2),
      'rps ratio': (p.rps / b.rps).toFixed(2),
      'p99 ratio': (p.p99 / b.p99).toFixed(2),
    };
  });
  console.log(
    `\nExamhall bench: ${LEARNERS} learners, concurrency ${CONCURRENCY}, ${SECONDS} s per case` +
      ` (ratios are platform/baseline)`,
  );
  console.table(rows);
}

async function main(): Promise<void> {
  const started = performance.now();
  const db = await freshDatabase();
  let platform: Platform | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  try {
    const redisUrl = process.env.REDIS_URL;
    platform = await startPlatform({
      databaseUrl: db.url,
      redisUrl: redisUrl === undefined || redisUrl === '' ? null : redisUrl,
      migrate: false,
      seed: true,
      runJobs: false,
      port: 0,
      host: '127.0.0.1',
      envOverrides: { CAPTCHA_ENABLED: false },
    });
    const learners = await createLearners(platform);
    const platformResults = await benchPlatform(platform, learners);
    baseline = await startBaseline(db.url);
    const baselineResults = await benchBaseline(baseline.url, learners);
    printTable(platformResults, baselineResults);
    console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await baseline?.stop().catch((e: unknown) => console.error('baseline stop:', e));
    await platform?.stop().catch((e: unknown) => console.error('platform stop:', e));
    await db.cleanup().catch((e: unknown) => console.error('database cleanup:', e));
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
