/**
 * Loopback benchmark of taking an exam, with a bare
 * baseline measured in the same run, printed as ratios.
 *
 * What it does:
 * 1. Starts the platform in-process (port 0, no job consumers, captcha off) on a fresh database
 *    (`examhall_bench_<ts>` on DATABASE_URL's server, else a temporary embedded PostgreSQL).
 *    REDIS_URL is used when set (the deadline jobs are then queued in Redis).
 * 2. Seeds a bench bank (BENCH_BANK single-choice questions, default 80) and an exam drawing
 *    BENCH_QUESTIONS (50) of them, shuffled questions and options; creates BENCH_LEARNERS (100)
 *    learners and logs each in.
 * 3. create-paper at BENCH_START_RATE starts/s (20), open loop: each learner starts once.
 * 4. fill-answer at BENCH_SAVE_RATE saves/s (200), open loop, for BENCH_SECONDS (10): learners in
 *    turn, each save with a newer seq (every save applies).
 * 5. fill-answer closed loop (BENCH_CONCURRENCY clients, 20, for BENCH_SECONDS): the most the
 *    platform sustains. Then every learner hands in at BENCH_HAND_RATE (20/s; no budget).
 * 6. Baseline: bare node:http + pg Pool: "start" = one transaction inserting a row and 50 rows in
 *    one INSERT; "save" = one INSERT ... ON CONFLICT DO UPDATE; the same rates and loops.
 * 7. Prints p50/p95/p99 (ms), throughput, platform/baseline ratios and the budget verdicts
 *    (fill-answer p99 < 50 ms at 200 saves/s; create-paper p95 < 150 ms at 20 starts/s).
 *
 * Run: `npm run bench:exam` (optionally with DATABASE_URL / REDIS_URL). Not part of CI.
 * BENCH_TRACE=1 prints the open-loop cases per second (count, p50, p99, max).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Platform } from '../server/src/platform.ts';
import {
  createLearners,
  freshDatabase,
  percentile,
  post,
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

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 50);
const BANK = Number(process.env.BENCH_BANK ?? 80);
const START_RATE = Number(process.env.BENCH_START_RATE ?? 20);
const SAVE_RATE = Number(process.env.BENCH_SAVE_RATE ?? 200);
const HAND_RATE = Number(process.env.BENCH_HAND_RATE ?? 20);
const PASSWORD = 'Bench-pass-1';

const BUDGET = { saveP99: 50, startP95: 150 };

/** Open loop: variants sent at `rate` per second; latency from the intended send time. */
async function atRate(name: string, rate: number, variants: Variant[], keepBodies = false) {
  const out = await runWorker<{
    latencies: number[];
    errors: number;
    elapsed: number;
    bodies: unknown[];
    series: Array<[number, number]>;
  }>('./rate-worker.mjs', { rate, variants, keepBodies });
  if (process.env.BENCH_TRACE === '1') {
    // Per second of the schedule: count, p50, p99, max (shows stalls rather than averaging them).
    const seconds = new Map<number, number[]>();
    for (const [at, ms] of out.series) {
      const s = Math.floor(at / 1000);
      seconds.set(s, [...(seconds.get(s) ?? []), ms]);
    }
    for (const [s, list] of [...seconds].sort((a, b) => a[0] - b[0])) {
      const sorted = list.sort((a, b) => a - b);
      console.log(
        `  ${name} second ${s}: ${sorted.length} req, p50 ${percentile(sorted, 50).toFixed(1)}` +
          ` p99 ${percentile(sorted, 99).toFixed(1)} max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
      );
    }
  }
  return { result: summarize(name, out), bodies: out.bodies };
}

/** Closed loop: CONCURRENCY clients back to back for SECONDS (bench/load-worker.mjs). */
async function closedLoop(name: string, variants: Variant[]): Promise<Result> {
  const out = await runWorker<{ latencies: number[]; errors: number; elapsed: number }>(
    './load-worker.mjs',
    { seconds: SECONDS, warmupMs: 500, concurrency: CONCURRENCY, check: 'rest', variants },
  );
  return summarize(name, out);
}

// ---------------------------------------------------------------------------------------------

interface Learner extends BenchLogin {
  paperId?: string;
  quIds?: string[];
  options?: Map<string, string[]>;
}

async function seedExam(platform: Platform): Promise<string> {
  const prisma = platform.infra.prisma;
  const repo = await prisma.repo.create({ data: { title: 'Bench bank' } });
  for (let i = 0; i < BANK; i++) {
    await prisma.question.create({
      data: {
        repoId: repo.id,
        quType: 1,
        content: `<p>Bench question ${i}</p>`,
        options: {
          create: [0, 1, 2, 3].map((sort) => ({
            sort,
            content: `option ${sort}`,
            isRight: sort === 1,
          })),
        },
      },
    });
  }
  const now = Date.now();
  const exam = await prisma.exam.create({
    data: {
      title: 'Bench exam',
      openType: 1,
      startTime: new Date(now - 3600_000),
      endTime: new Date(now + 4 * 3600_000),
      totalTime: 120,
      totalScore: QUESTIONS * 2,
      qualifyScore: QUESTIONS,
      shuffleQuestions: true,
      shuffleOptions: true,
      rules: {
        create: [{ sort: 0, repoId: repo.id, quType: 1, quCount: QUESTIONS, quScore: 2 }],
      },
    },
  });
  return exam.id;
}

async function benchPlatform(platform: Platform, learners: Learner[], examId: string) {
  const url = platform.url;
  // Warm-up (not measured): one extra learner's start loads the exam's question pool cache,
  // which the measured starts then share, as every start after the first does in production.
  const warm = learners.pop() as Learner;
  await post(`${url}/api/paper/paper/create-paper`, { examId }, { token: warm.token });
  const starts = learners.map((l) =>
    variant(`${url}/api/paper/paper/create-paper`, { examId }, { token: l.token }),
  );
  const start = await atRate('platform create-paper', START_RATE, starts, true);
  for (const [i, l] of learners.entries()) {
    const body = start.bodies[i] as { data?: { id?: string } } | undefined;
    const id = body?.data?.id;
    if (id === undefined) throw new Error(`create-paper failed: ${JSON.stringify(body)}`);
    l.paperId = id;
  }
  const papers = await platform.infra.prisma.paperQuestion.findMany({
    where: { paperId: { in: learners.map((l) => l.paperId as string) } },
    select: { paperId: true, quId: true, sort: true },
    orderBy: [{ paperId: 'asc' }, { sort: 'asc' }],
  });
  const options = new Map(
    (
      await platform.infra.prisma.questionOption.findMany({
        where: { quId: { in: [...new Set(papers.map((p) => p.quId))] } },
        select: { id: true, quId: true },
      })
    ).reduce(
      (m, o) => m.set(o.quId, [...(m.get(o.quId) ?? []), o.id]),
      new Map<string, string[]>(),
    ),
  );
  for (const l of learners) {
    l.quIds = papers.filter((p) => p.paperId === l.paperId).map((p) => p.quId);
    l.options = options;
  }

  // Open loop at the target rate: SAVE_RATE x SECONDS saves, learners in turn, newer seq each.
  const total = SAVE_RATE * SECONDS;
  const saves: Variant[] = [];
  for (let i = 0; i < total; i++) {
    const l = learners[i % learners.length] as Learner;
    const round = Math.floor(i / learners.length);
    const quIds = l.quIds as string[];
    const quId = quIds[round % quIds.length] as string;
    const opts = options.get(quId) as string[];
    saves.push(
      variant(
        `${url}/api/paper/paper/fill-answer`,
        { paperId: l.paperId, quId, answers: [opts[round % opts.length]], seq: round + 1 },
        { token: l.token },
      ),
    );
  }
  const save = await atRate('platform fill-answer', SAVE_RATE, saves);

  // Closed loop: the most it sustains (no seq: every save applies).
  const loop: Variant[] = [];
  for (let q = 0; q < QUESTIONS; q++) {
    for (const l of learners) {
      const quId = (l.quIds as string[])[q] as string;
      loop.push(
        variant(
          `${url}/api/paper/paper/fill-answer`,
          { paperId: l.paperId, quId, answers: [(options.get(quId) as string[])[0]] },
          { token: l.token },
        ),
      );
    }
  }
  const max = await closedLoop('platform fill-answer (closed loop)', loop);

  // The answers are in: count them (every open-loop save applied, so each learner has some).
  const answered = await platform.infra.prisma.paperQuestion.count({
    where: { paperId: { in: learners.map((l) => l.paperId as string) }, answered: true },
  });
  console.log(`answered items stored: ${answered}`);

  // Hand-in at the end of the exam: every learner hands in a fully answered paper (grading, the
  // wrong-answer book, the result in one transaction). No budget in the issue; printed to watch.
  const hands = learners.map((l) =>
    variant(`${url}/api/paper/paper/hand-exam`, { id: l.paperId }, { token: l.token }),
  );
  const hand = await atRate('platform hand-exam', HAND_RATE, hands);
  return { start: start.result, save: save.result, max, hand: hand.result };
}

// ---------------------------------------------------------------------------------------------
// Baseline: bare node:http + pg Pool

async function startBaseline(databaseUrl: string): Promise<Baseline> {
  let n = 0;
  return startBaselineServer(
    databaseUrl,
    `CREATE TABLE IF NOT EXISTS bench_paper (id text PRIMARY KEY, user_id text NOT NULL,
       deadline timestamptz NOT NULL);
     CREATE TABLE IF NOT EXISTS bench_item (paper_id text NOT NULL, qu_id text NOT NULL,
       sort int NOT NULL, answer jsonb, seq bigint NOT NULL DEFAULT 0,
       updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (paper_id, qu_id))`,
    async (pool, path, body) => {
      if (path === '/start') {
        const id = `p${++n}-${Date.now()}`;
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query(
            `INSERT INTO bench_paper (id, user_id, deadline) VALUES ($1, $2, now() + interval '2 hours')`,
            [id, body.userId],
          );
          const values: string[] = [];
          const params: unknown[] = [id];
          for (let i = 0; i < QUESTIONS; i++) {
            params.push(`q${i}`, i);
            values.push(`($1, $${params.length - 1}, $${params.length})`);
          }
          await client.query(
            `INSERT INTO bench_item (paper_id, qu_id, sort) VALUES ${values.join(',')}`,
            params,
          );
          await client.query('COMMIT');
        } catch (e) {
          await client.query('ROLLBACK');
          throw e;
        } finally {
          client.release();
        }
        return { id };
      }
      const { rowCount } = await pool.query(
        `INSERT INTO bench_item (paper_id, qu_id, sort, answer, seq) VALUES ($1, $2, 0, $3, $4)
         ON CONFLICT (paper_id, qu_id) DO UPDATE SET answer = EXCLUDED.answer,
           seq = EXCLUDED.seq, updated_at = now()`,
        [body.paperId, body.quId, JSON.stringify({ optionIds: body.answers }), body.seq ?? 0],
      );
      return { applied: rowCount === 1 };
    },
  );
}

async function benchBaseline(url: string, learners: Learner[]) {
  const start = await atRate(
    'baseline start',
    START_RATE,
    learners.map((l) => variant(`${url}/start`, { userId: l.id })),
  );
  const total = SAVE_RATE * SECONDS;
  const saves: Variant[] = [];
  for (let i = 0; i < total; i++) {
    const l = learners[i % learners.length] as Learner;
    const round = Math.floor(i / learners.length);
    saves.push(
      variant(`${url}/save`, {
        paperId: l.id,
        quId: `q${round % QUESTIONS}`,
        answers: ['o1'],
        seq: round + 1,
      }),
    );
  }
  const save = await atRate('baseline save', SAVE_RATE, saves);
  const loop: Variant[] = [];
  for (let q = 0; q < QUESTIONS; q++) {
    for (const l of learners) {
      loop.push(variant(`${url}/save`, { paperId: l.id, quId: `q${q}`, answers: ['o1'] }));
    }
  }
  const max = await closedLoop('baseline save (closed loop)', loop);
  return { start: start.result, save: save.result, max };
}

// ---------------------------------------------------------------------------------------------

function row(p: Result, b: Result) {
  return {
    case: p.name,
    'req/s': Math.round(p.rps),
    'p50 ms': p.p50.toFixed(2),
    'p95 ms': p.p95.toFixed(2),
    'p99 ms': p.p99.toFixed(2),
    errors: p.errors,
    'base req/s': Math.round(b.rps),
    'base p50': b.p50.toFixed(2),
    'base p95': b.p95.toFixed(2),
    'base p99': b.p99.toFixed(2),
    'rps ratio': (p.rps / b.rps).toFixed(2),
    'p95 ratio': (p.p95 / b.p95).toFixed(2),
    'p99 ratio': (p.p99 / b.p99).toFixed(2),
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  const db = await freshDatabase();
  let platform: Platform | undefined;
  let baseline: Baseline | undefined;
  try {
    platform = await startBenchPlatform(db.url);
    const examId = await seedExam(platform);
    // One more than LEARNERS: benchPlatform's warm-up start takes the last.
    const learners: Learner[] = await createLearners(platform, LEARNERS + 1, PASSWORD);
    const p = await benchPlatform(platform, learners, examId);
    baseline = await startBaseline(db.url);
    const b = await benchBaseline(baseline.url, learners);
    console.log(
      `\nExamhall exam bench: ${LEARNERS} learners, ${QUESTIONS}-question papers, ` +
        `starts at ${START_RATE}/s, saves at ${SAVE_RATE}/s for ${SECONDS} s, closed loop ` +
        `${CONCURRENCY} clients (ratios are platform/baseline)`,
    );
    console.table([row(p.start, b.start), row(p.save, b.save), row(p.max, b.max)]);
    const saveOk = p.save.p99 < BUDGET.saveP99 && p.save.errors === 0;
    const startOk = p.start.p95 < BUDGET.startP95 && p.start.errors === 0;
    console.log(
      `budget fill-answer p99 < ${BUDGET.saveP99} ms at ${SAVE_RATE} saves/s: ` +
        `${p.save.p99.toFixed(2)} ms -> ${saveOk ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `budget create-paper p95 < ${BUDGET.startP95} ms at ${START_RATE} starts/s: ` +
        `${p.start.p95.toFixed(2)} ms -> ${startOk ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `hand-exam of ${QUESTIONS}-question papers at ${HAND_RATE}/s (no budget): ` +
        `p50 ${p.hand.p50.toFixed(2)} / p95 ${p.hand.p95.toFixed(2)} / ` +
        `p99 ${p.hand.p99.toFixed(2)} ms, ${p.hand.errors} errors`,
    );
    console.log(
      `total ${((performance.now() - started) / 1000).toFixed(1)} s; load average ` +
        `${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} on ${os.cpus().length} cores ` +
        `(other processes competing for the cores inflate both sides; read the ratios)`,
    );
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
