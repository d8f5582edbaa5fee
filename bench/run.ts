/**
 * Loopback benchmark of the hot request paths, with a baseline measured in
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
import { performance } from 'node:perf_hooks';
import type { Platform } from '../server/src/platform.ts';
import {
  createLearners,
  freshDatabase,
  post,
  restOk,
  runWorker,
  startBaselineServer,
  startBenchPlatform,
  summarize,
  variant,
  type Baseline,
  type BenchLogin,
  type Result,
  type Variant,
} from './lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 50);
const PASSWORD = 'Bench-pass-1';
const DEMO_BANK = 'repo-demo';
const MODE_SEQUENTIAL = 11;

/**
 * Sends `variants` from `CONCURRENCY` loops for `SECONDS` (after a 0.5 s warm-up), in a worker
 * thread (bench/load-worker.mjs) so that the client does not compete for this event loop with the
 * server under test. Failed requests (HTTP status, `success`, GraphQL errors) count as errors.
 */
async function measure(name: string, check: 'rest' | 'gql', variants: Variant[]): Promise<Result> {
  const out = await runWorker<{ latencies: number[]; errors: number; elapsed: number }>(
    './load-worker.mjs',
    { seconds: SECONDS, warmupMs: 500, concurrency: CONCURRENCY, check, variants },
  );
  return summarize(name, out);
}

// ---------------------------------------------------------------------------------------------
// Platform cases

interface Learner extends BenchLogin {
  trainId?: string;
  quIds?: string[];
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

async function startBaseline(databaseUrl: string): Promise<Baseline> {
  return startBaselineServer(
    databaseUrl,
    `CREATE TABLE IF NOT EXISTS bench_scratch (
       k text PRIMARY KEY, v jsonb NOT NULL, seq int NOT NULL, updated_at timestamptz NOT NULL)`,
    async (pool, path, body) => {
      if (path === '/user') {
        const { rows } = await pool.query(
          'SELECT id, "userName", "realName", state FROM "User" WHERE id = $1',
          [body.id],
        );
        return rows[0] ?? null;
      }
      const { rowCount } = await pool.query(
        `INSERT INTO bench_scratch (k, v, seq, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v, seq = EXCLUDED.seq,
           updated_at = EXCLUDED.updated_at`,
        [body.key, JSON.stringify({ text: body.text }), body.seq ?? 0],
      );
      return { applied: rowCount === 1 };
    },
  );
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
  let baseline: Baseline | undefined;
  try {
    platform = await startBenchPlatform(db.url);
    const learners: Learner[] = await createLearners(platform, LEARNERS, PASSWORD);
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
