/**
 * Loopback benchmark of the live watch: learners holding the legacy exam socket open and pinging,
 * some of them saving answers, and proctors subscribed to the exam's events over graphql-ws.
 *
 * What it does:
 * 1. Starts the platform in-process (port 0, no job consumers) on a fresh database
 *    (`examhall_bench_<ts>` on DATABASE_URL's server, else a temporary embedded PostgreSQL);
 *    REDIS_URL is used when set (pubsub and presence then go through Redis, as with several
 *    processes).
 * 2. Seeds in bulk: BENCH_LEARNERS learners (default 2000) each with a running paper of
 *    BENCH_QUESTIONS questions (5), BENCH_PROCTORS proctors (20, super admins); sessions are opened
 *    through the session service (no password logins).
 * 3. In a forked client process (bench/watch-clients.mjs): the proctors subscribe to
 *    examWatchEvents; the learners open /api/socket/exam/... at BENCH_RAMP sockets/s (200) and ping
 *    every BENCH_PING_MS (10000) from a random offset.
 * 4. Measures the server's memory (after a GC) before and after the connections: per connection.
 * 5. For BENCH_SECONDS (30), learners in turn save (fill-answer) at BENCH_SAVE_RATE saves/s (50)
 *    while every socket keeps pinging; each save's progress event goes to every proctor.
 * 6. Prints event-to-proctor latency p50/p95/p99 (save sent -> proctor received; and the event's
 *    server timestamp -> proctor received), ping round trips, messages per second, memory per
 *    connection, and the budget verdict: p95 < 500 ms with 2000 learners and 20 proctors.
 *
 * Run: `npm run bench:watch` (optionally with DATABASE_URL / REDIS_URL). Not part of CI.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SUPER_ADMIN_ROLE_ID } from '../server/src/core/auth/session-user.ts';
import { hashPassword } from '../server/src/modules/auth/password.ts';
import type { Platform } from '../server/src/platform.ts';
import { freshDatabase, percentile, startBenchPlatform } from './lib.ts';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 2000);
const PROCTORS = Number(process.env.BENCH_PROCTORS ?? 20);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SAVE_RATE = Number(process.env.BENCH_SAVE_RATE ?? 50);
const PING_MS = Number(process.env.BENCH_PING_MS ?? 10_000);
const RAMP = Number(process.env.BENCH_RAMP ?? 200);
const BUDGET_P95_MS = 500;

interface SeededLearner {
  userId: string;
  token: string;
  paperId: string;
  quIds: string[];
}

/** File descriptors this process may open (the server holds one per connection). */
function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

/** Opens sessions through the session service, `chunk` at a time. */
async function sessionsFor(platform: Platform, userIds: string[], chunk = 100) {
  const tokens: string[] = [];
  for (let i = 0; i < userIds.length; i += chunk) {
    tokens.push(
      ...(await Promise.all(
        userIds.slice(i, i + chunk).map((id) => platform.services.sessions.create(id, {})),
      )),
    );
  }
  return tokens;
}

async function seed(platform: Platform) {
  const prisma = platform.infra.prisma;
  const stamp = Date.now().toString(36);
  const repo = await prisma.repo.create({ data: { title: 'Watch bench bank' } });
  const quIds: string[] = [];
  for (let i = 0; i < QUESTIONS; i++) {
    const q = await prisma.question.create({
      data: {
        repoId: repo.id,
        quType: 1,
        content: `<p>Watch bench question ${i}</p>`,
        options: { create: [0, 1].map((sort) => ({ sort, content: `option ${sort}` })) },
      },
    });
    quIds.push(q.id);
  }
  const now = Date.now();
  const exam = await prisma.exam.create({
    data: {
      title: 'Watch bench exam',
      openType: 1,
      startTime: new Date(now - 3600_000),
      endTime: new Date(now + 4 * 3600_000),
      totalTime: 180,
      totalScore: QUESTIONS * 2,
      qualifyScore: QUESTIONS,
    },
  });
  const passwordHash = await hashPassword('Bench-pass-1');
  const learners = Array.from({ length: LEARNERS }, (_, i) => ({
    id: `wl-${stamp}-${i}`,
    userName: `wl_${stamp}_${i}`,
    realName: `Learner ${i}`,
    passwordHash,
  }));
  const proctors = Array.from({ length: PROCTORS }, (_, i) => ({
    id: `wp-${stamp}-${i}`,
    userName: `wp_${stamp}_${i}`,
    realName: `Proctor ${i}`,
    passwordHash,
  }));
  await prisma.user.createMany({ data: [...learners, ...proctors] });
  await prisma.userRole.createMany({
    data: [
      ...learners.map((u) => ({ userId: u.id, roleId: 'student' })),
      ...proctors.map((u) => ({ userId: u.id, roleId: SUPER_ADMIN_ROLE_ID })),
    ],
  });
  const papers = learners.map((u, i) => ({
    id: `wpa-${stamp}-${i}`,
    examId: exam.id,
    userId: u.id,
    state: 0,
    deadline: new Date(now + 3 * 3600_000),
    quCount: QUESTIONS,
    totalScore: QUESTIONS * 2,
    qualifyScore: QUESTIONS,
  }));
  await prisma.paper.createMany({ data: papers });
  await prisma.paperQuestion.createMany({
    data: papers.flatMap((p) =>
      quIds.map((quId, sort) => ({ paperId: p.id, quId, quType: 1, sort, score: 2 })),
    ),
  });
  const learnerTokens = await sessionsFor(
    platform,
    learners.map((u) => u.id),
  );
  const proctorTokens = await sessionsFor(
    platform,
    proctors.map((u) => u.id),
  );
  const seeded: SeededLearner[] = learners.map((u, i) => ({
    userId: u.id,
    token: learnerTokens[i] as string,
    paperId: papers[i]!.id,
    quIds,
  }));
  return { examId: exam.id, learners: seeded, proctorTokens };
}

/** Heap and RSS after a full GC (run with --expose-gc), in bytes. */
async function memory() {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 200));
  }
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
}

const ms = (sorted: number[], p: number) => percentile(sorted, p).toFixed(1);
const sortedOf = (xs: number[]) => [...xs].sort((a, b) => a - b);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const started = performance.now();
  const limit = openFileLimit();
  if (limit < LEARNERS + PROCTORS + 500) {
    throw new Error(
      `open file limit ${limit} is too low for ${LEARNERS + PROCTORS} connections: ` +
        `raise it (ulimit -n) or lower BENCH_LEARNERS`,
    );
  }
  if (globalThis.gc === undefined) console.warn('no --expose-gc: memory figures include garbage');
  const db = await freshDatabase();
  let platform: Platform | undefined;
  try {
    platform = await startBenchPlatform(db.url);
    const seedStart = performance.now();
    const { examId, learners, proctorTokens } = await seed(platform);
    console.log(
      `seeded ${LEARNERS} learners with running papers and ${PROCTORS} proctors in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const before = await memory();
    const clients = fork(fileURLToPath(new URL('./watch-clients.mjs', import.meta.url)), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise<number | null>((r) => clients.once('exit', (code) => r(code)));
    const next = <T>(type: string) =>
      Promise.race([
        new Promise<T>((resolve) => {
          const on = (m: { type: string }) => {
            if (m.type !== type) return;
            clients.off('message', on);
            resolve(m as T);
          };
          clients.on('message', on);
        }),
        exited.then((code) => {
          throw new Error(`bench clients exited (${code}) before '${type}'`);
        }),
      ]);
    try {
      clients.send({
        type: 'start',
        url: platform.url,
        examId,
        learners,
        proctors: proctorTokens,
        pingMs: PING_MS,
        seconds: SECONDS,
        saveRate: SAVE_RATE,
        rampPerSecond: RAMP,
      });
      const connected = await next<{
        learners: number;
        proctors: number;
        rampSeconds: number;
        onlineLatencies: number[];
      }>('connected');
      const after = await memory();
      const connections = connected.learners + connected.proctors;
      const online = await platform.services.watch.presence.onlineUsers(examId);
      console.log(
        `connected ${connected.learners} learners and ${connected.proctors} proctors in ` +
          `${connected.rampSeconds.toFixed(1)} s; ${online.length} online in presence`,
      );
      clients.send({ type: 'load' });
      const done = await next<{
        elapsed: number;
        saves: number;
        saveErrors: number;
        saveLatencies: number[];
        publishLatencies: number[];
        pingRtts: number[];
        proctorMessages: number;
        pings: number;
        pongs: number;
        alerts: number;
        closedEarly: number;
      }>('done');
      clients.send({ type: 'bye' });
      const save = sortedOf(done.saveLatencies);
      const pub = sortedOf(done.publishLatencies);
      const rtt = sortedOf(done.pingRtts);
      const onl = sortedOf(connected.onlineLatencies);
      const expected = done.saves * connected.proctors;
      console.log(
        `\nExamhall watch bench: ${connected.learners} learners on the exam socket (ping every ` +
          `${PING_MS / 1000} s), ${connected.proctors} proctors on examWatchEvents, saves at ` +
          `${SAVE_RATE}/s for ${SECONDS} s; Redis ${platform.infra.redis === undefined ? 'off' : 'on'}`,
      );
      console.table([
        {
          case: 'save -> proctor (progress event)',
          samples: save.length,
          'p50 ms': ms(save, 50),
          'p95 ms': ms(save, 95),
          'p99 ms': ms(save, 99),
        },
        {
          case: 'event published -> proctor',
          samples: pub.length,
          'p50 ms': ms(pub, 50),
          'p95 ms': ms(pub, 95),
          'p99 ms': ms(pub, 99),
        },
        {
          case: 'socket open -> proctor sees online',
          samples: onl.length,
          'p50 ms': ms(onl, 50),
          'p95 ms': ms(onl, 95),
          'p99 ms': ms(onl, 99),
        },
        {
          case: 'ping -> pong',
          samples: rtt.length,
          'p50 ms': ms(rtt, 50),
          'p95 ms': ms(rtt, 95),
          'p99 ms': ms(rtt, 99),
        },
      ]);
      const out = done.proctorMessages + done.pongs;
      console.log(
        `messages: ${(out / done.elapsed).toFixed(0)}/s sent by the server ` +
          `(${(done.proctorMessages / done.elapsed).toFixed(0)}/s events to proctors, ` +
          `${(done.pongs / done.elapsed).toFixed(0)}/s pongs), ` +
          `${(done.pings / done.elapsed).toFixed(0)}/s pings received; ` +
          `${done.saves} saves (${done.saveErrors} errors), progress events delivered ` +
          `${save.length}/${expected}; ${done.closedEarly} sockets closed early`,
      );
      console.log(
        `server memory for ${connections} connections: heap +${mb(after.heap - before.heap)} MB ` +
          `(${((after.heap - before.heap) / connections / 1024).toFixed(1)} KB per connection), ` +
          `RSS +${mb(after.rss - before.rss)} MB ` +
          `(${((after.rss - before.rss) / connections / 1024).toFixed(1)} KB per connection)`,
      );
      const p95 = percentile(save, 95);
      const pass =
        p95 < BUDGET_P95_MS &&
        done.saveErrors === 0 &&
        save.length === expected &&
        done.closedEarly === 0;
      console.log(
        `budget save -> proctor p95 < ${BUDGET_P95_MS} ms with ${connected.learners} learners and ` +
          `${connected.proctors} proctors: ${p95.toFixed(1)} ms -> ${pass ? 'PASS' : 'FAIL'}`,
      );
      await exited;
    } finally {
      if (clients.exitCode === null) clients.kill('SIGKILL');
    }
    console.log(
      `total ${((performance.now() - started) / 1000).toFixed(1)} s; load average ` +
        `${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} on ${os.cpus().length} cores (other processes competing inflate the figures)`,
    );
  } finally {
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
