/**
 * The exam-day rehearsal: a black-box model of an exam sitting through the server's real HTTP paths.
 *
 * What it does:
 * 1. Unless --url is given, starts the platform as a child process (`server/src/main.ts`, so the
 *    load generator is not measured with it) on a fresh database (`examhall_bench_<ts>` on
 *    DATABASE_URL's server, else a temporary embedded PostgreSQL); REDIS_URL is passed on when set.
 *    With --url, DATABASE_URL must name that server's database (the rehearsal seeds into it).
 * 2. Seeds in bulk SQL: a bank of --questions single-choice questions, an exam drawing all of them
 *    (questions and options shuffled), --learners learners with sessions written directly (or, with
 *    --login, real password logins at --login-rate per second).
 * 3. Every learner starts together (create-paper, then the paper), then every --save-interval
 *    seconds (jittered +-50 %) answers its next question, reading it once (qu-detail) before its
 *    first answer (a save that meets a network failure or 5xx is retried, as the web client's save
 *    queue does); re-syncs left-time every 30 s; with --socket holds the exam socket and pings it
 *    every 10 s; after --duration seconds hands in (spread over 5 s). --transport graphql sends the
 *    web client's GraphQL documents instead of the legacy REST paths, each body and header as the
 *    client's Apollo Client puts them on the wire (web-client-requests.ts).
 * 4. --kill-at <s> kills the server with SIGKILL at that second and restarts it (child only); with
 *    SERVER_PROCESSES > 1 it kills one server process, and the cluster primary replaces it.
 * --cpu-prof <dir> writes a V8 CPU profile of the server (child only) into <dir> when it stops;
 * --node-args "<flags>" gives the server (child only) extra Node or V8 flags; --timeline-file <csv>
 * writes the steady calls' figures by second of the sitting.
 * 5. Prints per-operation count, errors, p50/p95/p99; achieved vs target rates; errors by kind;
 *    the time until every paper was started; the server's CPU and memory (from /proc); and the
 *    lost-answer check: each paper's stored answers and score against the last acknowledged saves.
 *
 * Run: `npm run rehearsal -- --learners 1000 --duration 90` (optionally DATABASE_URL / REDIS_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { hashPassword } from '../server/src/modules/auth/password.ts';
import { hashToken } from '../server/src/modules/auth/token.ts';
import { HttpClient } from './http-client.ts';
import {
  webClientRequests,
  type ExamDayOperation,
  type WebClientRequest,
} from './web-client-requests.ts';
import { freshDatabase, percentile, type BenchDatabase } from './lib.ts';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '1000' },
    questions: { type: 'string', default: '50' },
    'save-interval': { type: 'string', default: '15' },
    duration: { type: 'string', default: '120' },
    transport: { type: 'string', default: 'rest' },
    socket: { type: 'boolean', default: false },
    login: { type: 'boolean', default: false },
    'login-rate': { type: 'string', default: '50' },
    url: { type: 'string' },
    pid: { type: 'string' },
    'kill-at': { type: 'string' },
    'cpu-prof': { type: 'string' },
    'node-args': { type: 'string' },
    'timeline-file': { type: 'string' },
  },
});

const LEARNERS = Number(args.learners);
const QUESTIONS = Number(args.questions);
const SAVE_S = Number(args['save-interval']);
const DURATION_S = Number(args.duration);
const TRANSPORT = args.transport === 'graphql' ? 'graphql' : 'rest';
const LEFT_TIME_S = 30;
const PING_S = 10;
const HAND_SPREAD_S = 5;
const PASSWORD = 'Bench-pass-1';
const CLUSTERED = Number(process.env.SERVER_PROCESSES ?? '1') > 1;
const KILL_AT = args['kill-at'] === undefined ? undefined : Number(args['kill-at']);
if (TRANSPORT !== args.transport) throw new Error(`--transport is rest or graphql`);
if (KILL_AT !== undefined && args.url !== undefined) {
  throw new Error('--kill-at needs the rehearsal to start the server itself (no --url)');
}

// ---------------------------------------------------------------------------------------------
// Measurements

const latencies = new Map<string, number[]>();
const errorKinds = new Map<string, number>();

/** Requests answered so far, and the count at each phase boundary (for CPU per request by phase). */
let answeredSoFar = 0;
const phaseMarks: Array<{ phase: string; at: number; answered: number }> = [];

function markPhase(phase: string) {
  phaseMarks.push({ phase, at: performance.now(), answered: answeredSoFar });
}

/** The calls a learner makes while answering, whose p99 the budget names. */
const STEADY_OPS = new Set(['qu-detail', 'fill-answer', 'left-time']);
/** Width of a window of the steady calls' timeline. */
const WINDOW_MS = 20_000;
/** The steady calls' latencies by window of the sitting (when each answered), from `sittingStart`. */
const timeline: number[][] = [];
/** The budget of a steady call's p99: a window's calls over it are counted. */
const STEADY_BUDGET_MS = 150;
/** The steady calls' latencies by second of the sitting, kept for --timeline-file. */
const bySecond: number[][] = [];
let sittingStart: number | undefined;

/** Answers by window: how many came on a connection opened for them, and those waits. */
const freshByWindow: number[][] = [];

function recordAnswer(fresh: boolean, ms: number) {
  if (!fresh || sittingStart === undefined) return;
  const window = Math.floor((performance.now() - sittingStart) / WINDOW_MS);
  (freshByWindow[window] ??= []).push(ms);
}

function record(op: string, ms: number) {
  answeredSoFar++;
  let list = latencies.get(op);
  if (list === undefined) latencies.set(op, (list = []));
  list.push(ms);
  if (sittingStart !== undefined && STEADY_OPS.has(op)) {
    const window = Math.floor((performance.now() - sittingStart) / WINDOW_MS);
    (timeline[window] ??= []).push(ms);
    if (args['timeline-file'] !== undefined) {
      (bySecond[Math.floor((performance.now() - sittingStart) / 1000)] ??= []).push(ms);
    }
  }
}

/**
 * Writes the steady calls by second of the sitting as CSV (second, calls, p50, p99, max, over the
 * budget), to line a slow window up with the server's log (its GC trace, say).
 */
function writeTimelineFile(file: string) {
  const lines = ['second,calls,p50_ms,p99_ms,max_ms,over_budget'];
  bySecond.forEach((list, second) => {
    const sorted = [...list].sort((a, b) => a - b);
    lines.push(
      [
        second,
        sorted.length,
        fmt(percentile(sorted, 50)),
        fmt(percentile(sorted, 99)),
        fmt(sorted.at(-1) ?? 0),
        sorted.filter((ms) => ms > STEADY_BUDGET_MS).length,
      ].join(','),
    );
  });
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/** "0-20 s 35, 20-40 s 12, ...": the steady calls' p99 in ms in each window. */
function timelineLine(): string {
  return timeline
    .map((list, i) => {
      const sorted = [...list].sort((a, b) => a - b);
      const from = (i * WINDOW_MS) / 1000;
      return `${from}-${from + WINDOW_MS / 1000} s ${fmt(percentile(sorted, 99))}`;
    })
    .filter((_, i) => timeline[i] !== undefined)
    .join(', ');
}

/**
 * One row per window of the sitting: papers started, the steady calls answered and their p99, and
 * the CPU of the server, of every PostgreSQL process on the machine and of the load generator (so a
 * slow window shows whether the server, the database or the machine was short).
 */
function windowRows(samples: CpuSample[], hz: number, started: number[]) {
  if (sittingStart === undefined) return [];
  const origin = sittingStart;
  const nearest = (t: number) =>
    samples.reduce((best, s) => (Math.abs(s.at - t) < Math.abs(best.at - t) ? s : best));
  // A process that exits between two samples takes its ticks along: such a window shows '-'.
  const percent = (ticks: number, ms: number) =>
    ticks < 0 ? '-' : fmt(((ticks / hz) * 100_000) / ms);
  const rows: Array<Record<string, string | number>> = [];
  const windows = Math.max(
    timeline.length,
    freshByWindow.length,
    Math.ceil(started.reduce((a, b) => Math.max(a, b), 0) / WINDOW_MS),
  );
  for (let i = 0; i < windows; i++) {
    const from = i * WINDOW_MS;
    const sorted = [...(timeline[i] ?? [])].sort((a, b) => a - b);
    const row: Record<string, string | number> = {
      window: `${from / 1000}-${(from + WINDOW_MS) / 1000} s`,
      started: started.filter((t) => t >= from && t < from + WINDOW_MS).length,
      'steady calls': sorted.length,
      'steady p99 ms': fmt(percentile(sorted, 99)),
      [`over ${STEADY_BUDGET_MS} ms`]: sorted.filter((ms) => ms > STEADY_BUDGET_MS).length,
      'new connections': freshByWindow[i]?.length ?? 0,
      'their p99 ms': fmt(
        percentile(
          [...(freshByWindow[i] ?? [])].sort((a, b) => a - b),
          99,
        ),
      ),
    };
    if (samples.length >= 2) {
      const a = nearest(origin + from);
      const b = nearest(origin + from + WINDOW_MS);
      const ms = b.at - a.at;
      if (ms > 0) {
        row['server CPU %'] = percent(b.ticks - a.ticks, ms);
        row['PostgreSQL CPU %'] = percent(b.allDbTicks - a.allDbTicks, ms);
        row['generator CPU %'] = fmt((b.generatorUs - a.generatorUs) / 10 / ms);
      }
    }
    rows.push(row);
  }
  return rows;
}

function fail(op: string, kind: string) {
  const key = `${op}: ${kind}`;
  errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
}

/** A request the server answered with an error; `retriable` as the web client's save queue sees it. */
class CallError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
  ) {
    super(message);
  }
}

/** One request; its latency is recorded under `op` when it succeeds, its error kind when not. */
async function timed<T>(
  op: string,
  call: () => Promise<T>,
  failure?: { retriable: boolean },
): Promise<T | undefined> {
  const t0 = performance.now();
  try {
    const out = await call();
    record(op, performance.now() - t0);
    return out;
  } catch (e) {
    const err = e as { code?: string; cause?: { code?: string } };
    const code = err instanceof CallError ? undefined : (err.code ?? err.cause?.code);
    fail(op, code ?? (e instanceof CallError ? e.message : String(e)).slice(0, 80));
    if (failure !== undefined) failure.retriable = !(e instanceof CallError) || e.retriable;
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The server

let baseUrl = args.url?.replace(/\/$/, '') ?? '';
let server: ChildProcess | undefined;
let serverPid = args.pid === undefined ? undefined : Number(args.pid);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const serverLog = path.join(os.tmpdir(), `examhall-rehearsal-${process.pid}.log`);

/** The Node flags `npm start` gives the server (its package.json), so it runs here as there. */
function startFlags(serverDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(/\s+/).filter((a) => a.startsWith('--'));
}

/** Starts `server/src/main.ts` on `databaseUrl` and waits until it answers HTTP. */
async function startServer(databaseUrl: string, port: number): Promise<void> {
  const serverDir = fileURLToPath(new URL('../server/', import.meta.url));
  const log = createWriteStream(serverLog, { flags: 'a' });
  const profile =
    args['cpu-prof'] === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', args['cpu-prof']];
  // Extra V8 / Node flags for the server (--node-args "--trace-gc --max-semi-space-size=32").
  const nodeArgs = (args['node-args'] ?? '').split(/\s+/).filter((a) => a !== '');
  const child = spawn(
    process.execPath,
    [...startFlags(serverDir), ...profile, ...nodeArgs, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        MIGRATE_ON_START: 'false',
        SEED_DEMO: 'true',
        CAPTCHA_ENABLED: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  server = child;
  serverPid = child.pid;
  baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited (${child.exitCode}); see ${serverLog}`);
    try {
      await fetch(`${baseUrl}/api/paper/paper/left-time`, { method: 'POST' });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`server did not answer within 120 s; see ${serverLog}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface CpuSample {
  at: number;
  /** CPU ticks (utime + stime) of the server processes (with SERVER_PROCESSES, all of them). */
  ticks: number;
  /** Resident memory of the server processes together. */
  rss: number;
  /** CPU ticks of the PostgreSQL processes the server started (the embedded default). */
  dbTicks: number;
  /** CPU ticks of every PostgreSQL process on the machine (the production set-up's too). */
  allDbTicks: number;
  /** CPU time of this process (the load generator), in microseconds. */
  generatorUs: number;
}

interface ProcInfo {
  ppid: number;
  comm: string;
  ticks: number;
}

function readProc(pid: number): ProcInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** The cluster primary's server processes (node children, not PostgreSQL). */
function serverChildren(): number[] {
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = readProc(Number(entry));
    if (info !== undefined && info.ppid === serverPid && info.comm === 'node')
      out.push(Number(entry));
  }
  return out;
}

/** The server's process tree from /proc: its node processes and the PostgreSQL it started. */
function sampleServer(): CpuSample | undefined {
  if (serverPid === undefined) return undefined;
  const procs = new Map<number, ProcInfo>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = readProc(Number(entry));
    if (info !== undefined) procs.set(Number(entry), info);
  }
  if (!procs.has(serverPid)) return undefined;
  const under = (pid: number, root: number) => {
    for (let p = pid, hops = 0; p > 1 && hops < 10; hops++) {
      if (p === root) return true;
      p = procs.get(p)?.ppid ?? 0;
    }
    return false;
  };
  const inTree = (pid: number) => under(pid, serverPid as number);
  let ticks = 0;
  let rss = 0;
  let dbTicks = 0;
  let allDbTicks = 0;
  for (const [pid, info] of procs) {
    const isDb = info.comm.startsWith('postgres');
    if (isDb) allDbTicks += info.ticks;
    // The embedded PostgreSQL is the server's (npm start) or this process's (a fresh database).
    if (isDb && (inTree(pid) || under(pid, process.pid))) dbTicks += info.ticks;
    if (isDb || !inTree(pid)) continue;
    ticks += info.ticks;
    rss += rssOf(pid);
  }
  const own = process.cpuUsage();
  return {
    at: performance.now(),
    ticks,
    rss,
    dbTicks,
    allDbTicks,
    generatorUs: own.user + own.system,
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding (bulk SQL; ids are predictable so the learners know the option ids)

interface Learner {
  userId: string;
  userName: string;
  token: string;
  paperId?: string;
  quIds: string[];
  read: Set<string>;
  next: number;
  seq: number;
  /** quId -> the last acknowledged save. */
  acked: Map<string, { seq: number; optionId: string }>;
  /** quId -> saves sent after the last acknowledged one (their fate is unknown). */
  unsure: Map<string, Array<{ seq: number; optionId: string }>>;
  handed: boolean;
  score?: number;
}

const stamp = Date.now().toString(36);
const quId = (i: number) => `rq-${stamp}-${i}`;
const optionId = (q: string, sort: number) => `${q.replace('rq-', 'ro-')}-${sort}`;
/** Option sort 1 is the right one; a learner picks one of four. */
const RIGHT = 1;

async function seed(pool: pg.Pool): Promise<{ examId: string; learners: Learner[] }> {
  const repoId = `rr-${stamp}`;
  const examId = `re-${stamp}`;
  await pool.query(
    `INSERT INTO "Repo" (id, title, "quCount", "objCount", "updatedAt")
    VALUES ($1, 'Rehearsal bank', $2, $2, now())`,
    [repoId, QUESTIONS],
  );
  const qs = Array.from({ length: QUESTIONS }, (_, i) => quId(i));
  await pool.query(
    `INSERT INTO "Question" (id, "repoId", "quType", content, "updatedAt")
     SELECT q, $2, 1, '<p>Rehearsal question ' || n || '</p>', now()
     FROM unnest($1::text[]) WITH ORDINALITY AS t(q, n)`,
    [qs, repoId],
  );
  await pool.query(
    `INSERT INTO "QuestionOption" (id, "quId", sort, content, "isRight")
     SELECT replace(q, 'rq-', 'ro-') || '-' || s, q, s, 'option ' || s, s = ${RIGHT}
     FROM unnest($1::text[]) AS q, generate_series(0, 3) AS s`,
    [qs],
  );
  const minutes = Math.ceil(DURATION_S / 60) + 60;
  await pool.query(
    `INSERT INTO "Exam" (id, title, "openType", "startTime", "endTime", "totalTime", "totalScore",
       "qualifyScore", "shuffleQuestions", "shuffleOptions", "updatedAt")
     VALUES ($1, 'Rehearsal exam', 1, now() - interval '1 hour', now() + interval '4 hours', $2, $3,
       $4, true, true, now())`,
    [examId, minutes, QUESTIONS * 2, QUESTIONS],
  );
  await pool.query(
    `INSERT INTO "ExamRule" (id, "examId", sort, "repoId", "quType", "quCount", "quScore")
     VALUES ($1, $2, 0, $3, 1, $4, 2)`,
    [`rrule-${stamp}`, examId, repoId, QUESTIONS],
  );
  const passwordHash = await hashPassword(PASSWORD);
  const ids = Array.from({ length: LEARNERS }, (_, i) => `rl-${stamp}-${i}`);
  const names = ids.map((_, i) => `rl_${stamp}_${i}`);
  await pool.query(
    `INSERT INTO "User" (id, "userName", "realName", "passwordHash", "updatedAt")
     SELECT id, name, 'Learner ' || name, $3, now()
     FROM unnest($1::text[], $2::text[]) AS t(id, name)`,
    [ids, names, passwordHash],
  );
  await pool.query(
    `INSERT INTO "UserRole" ("userId", "roleId") SELECT id, 'student' FROM unnest($1::text[]) AS id`,
    [ids],
  );
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  if (!args.login) {
    await pool.query(
      `INSERT INTO "Session" (id, "tokenHash", "userId", "expiresAt")
       SELECT 'rs-' || h, h, u, now() + interval '1 day'
       FROM unnest($1::text[], $2::text[]) AS t(h, u)`,
      [tokens.map(hashToken), ids],
    );
  }
  const learners = ids.map((userId, i) => ({
    userId,
    userName: names[i] as string,
    token: tokens[i] as string,
    quIds: [],
    read: new Set<string>(),
    next: 0,
    seq: 0,
    acked: new Map(),
    unsure: new Map(),
    handed: false,
  }));
  return { examId, learners };
}

/** Real password logins at a bounded rate, replacing the learners' tokens. */
async function logins(learners: Learner[], rate: number) {
  const t0 = performance.now();
  await Promise.all(
    learners.map(async (l, i) => {
      await sleep((i / rate) * 1000);
      const data = await timed('login', () =>
        rest<{ token: string }>('/api/sys/user/login', {
          username: l.userName,
          password: PASSWORD,
        }),
      );
      if (data !== undefined) l.token = data.token;
    }),
  );
  console.log(`${learners.length} logins in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------
// Transports: the legacy REST paths and the web client's GraphQL documents

/**
 * The load generator's HTTP client (http-client.ts: plain sockets, a fraction of node:http's CPU).
 * Each learner has its own keep-alive connections, as a browser does (up to 6 to one host; the
 * exam page's saves and clock syncs come well within the server's 65 s keep-alive, so the
 * connection lasts the sitting); calls made before a learner signs in (real logins) are spread
 * over ANONYMOUS_KEYS keys, as many browsers would be.
 */
const ANONYMOUS_KEYS = 64;
let client: HttpClient | undefined;
let clientBase = '';

/** The client, pointed at the server's current address (a restarted server keeps its port). */
function clientFor(): HttpClient {
  if (client === undefined || clientBase !== baseUrl) {
    const url = new URL(baseUrl);
    if (client === undefined) {
      client = new HttpClient(url.hostname, Number(url.port), 6);
      client.onAnswer = recordAnswer;
    } else client.retarget(url.hostname, Number(url.port));
    clientBase = baseUrl;
  }
  return client;
}

async function post(
  route: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; json: unknown }> {
  const answer = await clientFor().post(
    route,
    JSON.stringify(body),
    headers,
    headers.token ?? `anonymous-${Math.floor(Math.random() * ANONYMOUS_KEYS)}`,
  );
  let json: unknown = {};
  try {
    json = JSON.parse(answer.body);
  } catch {
    // not JSON: the status decides
  }
  return { status: answer.status, json };
}

/** The language a Chinese browser asks for on every legacy call (the web client sends its locale). */
const BROWSER_LANGUAGES = 'zh-CN,zh;q=0.9';

async function rest<T>(route: string, body: unknown, token?: string): Promise<T> {
  const languages = { 'accept-language': BROWSER_LANGUAGES };
  const res = await post(route, body, token === undefined ? languages : { ...languages, token });
  const json = res.json as { success?: boolean; code?: number; data?: T };
  if (res.status !== 200 || json.success !== true) {
    throw new CallError(`HTTP ${res.status} code ${json.code ?? '-'}`, res.status >= 500);
  }
  return json.data as T;
}

/** The web client's requests (read from Apollo Client at start-up when the transport is GraphQL). */
let webRequests: Record<ExamDayOperation, WebClientRequest> | undefined;

/** Sends one of the web client's documents with these variables, its body and headers as the client's. */
async function gql<T>(operation: ExamDayOperation, variables: unknown, token: string): Promise<T> {
  const request = webRequests?.[operation];
  if (request === undefined) throw new Error("the web client's requests are not read yet");
  const { 'content-type': _sentByTheClient, ...headers } = request.headers;
  const res = await post(
    '/graphql',
    { ...request.body, variables },
    { ...headers, 'accept-language': 'zh', token },
  );
  const json = res.json as {
    data?: T;
    errors?: Array<{ extensions?: { subCode?: string; code?: string } }>;
  };
  const first = json.errors?.[0];
  if (res.status !== 200 || first !== undefined || json.data == null) {
    const code = first?.extensions?.code;
    throw new CallError(
      `HTTP ${res.status} ${first?.extensions?.subCode ?? code ?? ''}`.trim(),
      res.status >= 500 || code === 'INTERNAL_SERVER_ERROR',
    );
  }
  return json.data;
}

interface Ops {
  start(l: Learner, examId: string): Promise<string>;
  paper(l: Learner, examId: string): Promise<string[]>;
  question(l: Learner, q: string): Promise<unknown>;
  save(l: Learner, q: string, option: string, seq: number): Promise<{ applied: boolean }>;
  leftTime(l: Learner): Promise<unknown>;
  hand(l: Learner): Promise<{ userScore: number }>;
}

const restOps: Ops = {
  async start(l, examId) {
    return (await rest<{ id: string }>('/api/paper/paper/create-paper', { examId }, l.token)).id;
  },
  async paper(l) {
    const d = await rest<{ items: Array<{ quId: string }> }>(
      '/api/paper/paper/paper-detail',
      { id: l.paperId },
      l.token,
    );
    return d.items.map((i) => i.quId);
  },
  question: (l, q) => rest('/api/paper/paper/qu-detail', { paperId: l.paperId, quId: q }, l.token),
  save: (l, q, option, seq) =>
    rest(
      '/api/paper/paper/fill-answer',
      { paperId: l.paperId, quId: q, answers: [option], seq },
      l.token,
    ),
  leftTime: (l) => rest('/api/paper/paper/left-time', { id: l.paperId }, l.token),
  hand: (l) => rest('/api/paper/paper/hand-exam', { id: l.paperId }, l.token),
};

const graphqlOps: Ops = {
  async start(l, examId) {
    const d = await gql<{ createPaper: { id: string } }>(
      'createPaper',
      { input: { examId } },
      l.token,
    );
    return d.createPaper.id;
  },
  async paper(l, examId) {
    const d = await gql<{ openPaper: { id: string; items: Array<{ quId: string }> } | null }>(
      'openPaper',
      { examId },
      l.token,
    );
    const open = d.openPaper;
    if (open === null || open.id !== l.paperId) throw new CallError('not the created paper', false);
    return open.items.map((i) => i.quId);
  },
  question: (l, q) => gql('question', { paperId: l.paperId, quId: q }, l.token),
  async save(l, q, option, seq) {
    const input = { paperId: l.paperId, quId: q, optionIds: [option], seq };
    return (await gql<{ fillAnswer: { applied: boolean } }>('fillAnswer', { input }, l.token))
      .fillAnswer;
  },
  leftTime: (l) => gql('leftTime', { id: l.paperId }, l.token),
  async hand(l) {
    return (await gql<{ handExam: { userScore: number } }>('handExam', { id: l.paperId }, l.token))
      .handExam;
  },
};

const ops = TRANSPORT === 'graphql' ? graphqlOps : restOps;

// ---------------------------------------------------------------------------------------------
// One learner

const jitter = (s: number) => s * 1000 * (0.5 + Math.random());

/** The web client's retry delay after a failed save (saveQueue.ts defaultRetryDelay). */
const retryDelay = (attempt: number) => Math.min(15_000, 1000 * 2 ** Math.max(0, attempt - 1));

async function saveNext(l: Learner, endAt: number) {
  if (l.quIds.length === 0) return;
  // First pass in paper order, then revisits at random.
  const q =
    l.next < l.quIds.length
      ? (l.quIds[l.next++] as string)
      : (l.quIds[Math.floor(Math.random() * l.quIds.length)] as string);
  if (!l.read.has(q)) {
    const read = await timed('qu-detail', () => ops.question(l, q));
    if (read === undefined) {
      if (l.next <= l.quIds.length) l.next--;
      return;
    }
    l.read.add(q);
  }
  const option = optionId(q, Math.floor(Math.random() * 4));
  l.seq = Math.max(l.seq + 1, Date.now());
  const seq = l.seq;
  const sent = [...(l.unsure.get(q) ?? []), { seq, optionId: option }];
  l.unsure.set(q, sent);
  // Like the web client's save queue: a network failure or 5xx keeps the save and retries it.
  let out: { applied: boolean } | undefined;
  for (let attempt = 1; ; attempt++) {
    const failure = { retriable: false };
    out = await timed('fill-answer', () => ops.save(l, q, option, seq), failure);
    if (out !== undefined || !failure.retriable || Date.now() >= endAt) break;
    await sleep(retryDelay(attempt));
  }
  if (out === undefined) return;
  if (!out.applied) {
    fail('fill-answer', 'not applied (stale seq)');
    return;
  }
  const prev = l.acked.get(q);
  if (prev === undefined || prev.seq < seq) {
    l.acked.set(q, { seq, optionId: option });
    l.unsure.set(
      q,
      (l.unsure.get(q) ?? []).filter((s) => s.seq > seq),
    );
  }
}

async function openSocket(l: Learner, examId: string, until: number) {
  const wsUrl = baseUrl.replace(/^http/, 'ws');
  const url = `${wsUrl}/api/socket/exam/${l.userId}/${examId}/pc?token=${l.token}`;
  while (Date.now() < until) {
    const socket = new WebSocket(url);
    let sentAt = 0;
    const closed = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        if (String(data) === 'pong' && sentAt > 0) {
          record('socket ping -> pong', performance.now() - sentAt);
          sentAt = 0;
        } else if (String(data) !== 'pong') fail('socket', 'alert message');
      });
      socket.on('error', (e: Error & { code?: string }) => fail('socket', e.code ?? e.message));
      socket.on('close', () => resolve());
    });
    const timer = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return;
      sentAt = performance.now();
      socket.send('ping');
    }, PING_S * 1000);
    const stop = setTimeout(() => socket.close(), Math.max(0, until - Date.now()));
    await closed;
    clearInterval(timer);
    clearTimeout(stop);
    if (Date.now() < until) {
      fail('socket', 'closed early (reconnecting)');
      await sleep(1000);
    }
  }
}

async function runLearner(
  l: Learner,
  examId: string,
  t0: number,
  endAt: number,
  started: number[],
) {
  const paperId = await timed('create-paper', () => ops.start(l, examId));
  if (paperId === undefined) return;
  l.paperId = paperId;
  started.push(performance.now() - t0);
  if (started.length === LEARNERS) markPhase('steady');
  const quIds = await timed('paper', () => ops.paper(l, examId));
  if (quIds === undefined) return;
  l.quIds = quIds;
  const socket = args.socket ? openSocket(l, examId, endAt) : Promise.resolve();
  const leftTimes = (async () => {
    for (
      let at = Date.now() + Math.random() * LEFT_TIME_S * 1000;
      at < endAt;
      at += LEFT_TIME_S * 1000
    ) {
      await sleep(at - Date.now());
      await timed('left-time', () => ops.leftTime(l));
    }
  })();
  for (let at = Date.now() + Math.random() * SAVE_S * 1000; at < endAt; at += jitter(SAVE_S)) {
    await sleep(at - Date.now());
    await saveNext(l, endAt);
  }
  await leftTimes;
  await sleep(Math.max(0, endAt - Date.now()) + Math.random() * HAND_SPREAD_S * 1000);
  const handed = await timed('hand-exam', () => ops.hand(l));
  if (handed !== undefined) {
    l.handed = true;
    l.score = handed.userScore;
  }
  await socket;
}

// ---------------------------------------------------------------------------------------------
// The lost-answer check

async function check(pool: pg.Pool, learners: Learner[]) {
  const papers = learners.filter((l) => l.paperId !== undefined);
  const rows = await pool.query<{
    paperId: string;
    quId: string;
    seq: string;
    answer: { optionIds?: string[] } | null;
    userScore: number;
    state: number;
  }>(
    `SELECT pq."paperId", pq."quId", pq.seq, pq.answer, p."userScore", p.state
     FROM "PaperQuestion" pq JOIN "Paper" p ON p.id = pq."paperId"
     WHERE pq."paperId" = ANY($1::text[])`,
    [papers.map((l) => l.paperId)],
  );
  const stored = new Map<string, (typeof rows.rows)[number]>();
  for (const r of rows.rows) stored.set(`${r.paperId} ${r.quId}`, r);
  const paperScore = new Map(rows.rows.map((r) => [r.paperId, r]));
  let acked = 0;
  let lost = 0;
  let unsureApplied = 0;
  let scoreMismatch = 0;
  let notHanded = 0;
  const examples: string[] = [];
  for (const l of papers) {
    let expected = 0;
    for (const q of l.quIds) {
      const a = l.acked.get(q);
      const row = stored.get(`${l.paperId} ${q}`);
      const dbOption = row?.answer?.optionIds?.[0];
      const dbSeq = Number(row?.seq ?? 0);
      let effective: string | undefined;
      if (a !== undefined) acked++;
      if (a !== undefined && dbSeq === a.seq && dbOption === a.optionId) effective = a.optionId;
      else {
        // A save sent after the last acknowledged one may have been applied without its answer
        // reaching the learner (a killed server): that is the stored answer, not a lost one.
        const later = l.unsure.get(q)?.find((s) => s.seq === dbSeq && s.optionId === dbOption);
        if (later !== undefined && (a === undefined || later.seq > a.seq)) {
          effective = later.optionId;
          unsureApplied++;
        } else if (a !== undefined) {
          lost++;
          if (examples.length < 5) {
            examples.push(
              `${l.paperId}/${q}: acked ${a.optionId}@${a.seq}, stored ${dbOption}@${dbSeq}`,
            );
          }
        }
      }
      if (effective !== undefined && effective.endsWith(`-${RIGHT}`)) expected += 2;
    }
    if (!l.handed) notHanded++;
    const dbScore = paperScore.get(l.paperId as string)?.userScore;
    if (l.handed && (dbScore !== expected || l.score !== expected)) {
      scoreMismatch++;
      if (examples.length < 5) {
        examples.push(
          `${l.paperId}: score expected ${expected}, stored ${dbScore}, answered ${l.score}`,
        );
      }
    }
  }
  return { papers: papers.length, acked, lost, unsureApplied, scoreMismatch, notHanded, examples };
}

// ---------------------------------------------------------------------------------------------

/** Server CPU per answered request in each phase: start, steady, hand-in. */
function phaseCpu(samples: CpuSample[], hz: number): string {
  const at = (t: number) =>
    samples.reduce((best, s) => (Math.abs(s.at - t) < Math.abs(best.at - t) ? s : best));
  // Starts that outlast the duration leave no steady phase: their requests count as the start's.
  const handInAt = phaseMarks.find((m) => m.phase === 'hand-in')?.at ?? Infinity;
  const marks = phaseMarks
    .filter((m) => m.phase !== 'steady' || m.at < handInAt)
    .sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  for (let i = 0; i + 1 < marks.length; i++) {
    const from = marks[i] as (typeof marks)[number];
    const to = marks[i + 1] as (typeof marks)[number];
    const a = at(from.at);
    const b = at(to.at);
    const n = to.answered - from.answered;
    if (n <= 0 || b.at <= a.at) continue;
    const server = ((b.ticks - a.ticks) / hz / n) * 1000;
    parts.push(
      `${from.phase} ${server.toFixed(2)} ms over ${n} requests in ` +
        `${((to.at - from.at) / 1000).toFixed(0)} s`,
    );
  }
  return `server CPU per request by phase: ${parts.join('; ')}`;
}

const fmt = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));

async function main(): Promise<void> {
  const began = performance.now();
  let db: BenchDatabase | undefined;
  let databaseUrl: string;
  if (args.url !== undefined) {
    const url = process.env.DATABASE_URL;
    if (url === undefined || url === '') throw new Error('--url needs DATABASE_URL (its database)');
    databaseUrl = url;
  } else {
    db = await freshDatabase();
    databaseUrl = db.url;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', () => {});
  let samples: CpuSample[] = [];
  try {
    const port = await freePort();
    if (args.url === undefined) await startServer(databaseUrl, port);
    const seedStart = performance.now();
    const { examId, learners } = await seed(pool);
    console.log(
      `seeded ${QUESTIONS} questions, an exam and ${LEARNERS} learners in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s; server ${baseUrl}` +
        (serverPid === undefined ? '' : ` (pid ${serverPid}, log ${serverLog})`),
    );
    if (args.login) await logins(learners, Number(args['login-rate']));
    if (TRANSPORT === 'graphql') webRequests = await webClientRequests();

    const hz = 100; // USER_HZ on Linux
    const sampler = setInterval(() => {
      const s = sampleServer();
      if (s !== undefined) samples.push(s);
    }, 1000);
    const t0 = performance.now();
    const generatorCpu = process.cpuUsage();
    const endAt = Date.now() + DURATION_S * 1000;
    const started: number[] = [];
    let killed: Promise<void> = Promise.resolve();
    if (KILL_AT !== undefined) {
      killed = (async () => {
        await sleep(KILL_AT * 1000);
        if (CLUSTERED) {
          // Several server processes: kill one of them; the cluster primary starts a new one.
          const victim = serverChildren()[0];
          if (victim === undefined) throw new Error('no server process to kill');
          process.kill(victim, 'SIGKILL');
          console.log(`killed server process ${victim} (SIGKILL) at ${KILL_AT} s`);
          return;
        }
        const child = server as ChildProcess;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
        const down = performance.now();
        console.log(`killed the server (SIGKILL) at ${KILL_AT} s; restarting`);
        samples = [];
        await startServer(databaseUrl, port);
        console.log(`server back after ${((performance.now() - down) / 1000).toFixed(1)} s`);
      })();
    }
    markPhase('start');
    sittingStart = t0;
    const handInMark = setTimeout(() => markPhase('hand-in'), endAt - Date.now());
    await Promise.all([...learners.map((l) => runLearner(l, examId, t0, endAt, started)), killed]);
    clearTimeout(handInMark);
    markPhase('end');
    clearInterval(sampler);
    const last = sampleServer();
    if (last !== undefined) samples.push(last);
    const elapsed = (performance.now() - t0) / 1000;
    const generator = process.cpuUsage(generatorCpu);

    console.log(
      `\nExamhall exam-day rehearsal: ${LEARNERS} learners, ${QUESTIONS} questions, a save every ` +
        `${SAVE_S} s (jittered), left-time every ${LEFT_TIME_S} s` +
        `${args.socket ? `, exam socket ping every ${PING_S} s` : ''}, ${DURATION_S} s, ` +
        `${TRANSPORT.toUpperCase()}${args.login ? ', real logins' : ''}; ` +
        `Redis ${process.env.REDIS_URL ? 'on' : 'off'}; ${elapsed.toFixed(0)} s`,
    );
    const span = DURATION_S;
    const targets: Record<string, number> = {
      'fill-answer': LEARNERS / SAVE_S,
      'left-time': LEARNERS / LEFT_TIME_S,
      ...(args.socket ? { 'socket ping -> pong': LEARNERS / PING_S } : {}),
    };
    const order = [
      'login',
      'create-paper',
      'paper',
      'qu-detail',
      'fill-answer',
      'left-time',
      'hand-exam',
      'socket ping -> pong',
    ];
    const errorsOf = (op: string) =>
      [...errorKinds].filter(([k]) => k.startsWith(`${op}: `)).reduce((n, [, c]) => n + c, 0);
    console.table(
      order
        .filter((op) => latencies.has(op) || errorsOf(op) > 0)
        .map((op) => {
          const sorted = [...(latencies.get(op) ?? [])].sort((a, b) => a - b);
          const target = targets[op];
          return {
            operation: op,
            ok: sorted.length,
            errors: errorsOf(op),
            'p50 ms': fmt(percentile(sorted, 50)),
            'p95 ms': fmt(percentile(sorted, 95)),
            'p99 ms': fmt(percentile(sorted, 99)),
            'rate /s': target === undefined ? '' : `${fmt(sorted.length / span)} of ${fmt(target)}`,
          };
        }),
    );
    const startAll =
      started.length === 0 ? NaN : started.reduce((a, b) => Math.max(a, b), 0) / 1000;
    console.log(
      `start of all: ${started.length}/${LEARNERS} papers started within ${startAll.toFixed(1)} s`,
    );
    console.log(
      `qu-detail, fill-answer and left-time p99 by ${WINDOW_MS / 1000} s of the sitting (ms): ${timelineLine()}`,
    );
    console.table(windowRows(samples, hz, started));
    if (args['timeline-file'] !== undefined) writeTimelineFile(args['timeline-file']);
    if (errorKinds.size === 0) console.log('errors: none');
    else {
      console.log('errors by kind:');
      for (const [k, n] of [...errorKinds].sort((a, b) => b[1] - a[1])) console.log(`  ${n} ${k}`);
    }
    if (samples.length >= 2) {
      const first = samples[0] as CpuSample;
      const last = samples.at(-1) as CpuSample;
      const avg = ((last.ticks - first.ticks) / hz / ((last.at - first.at) / 1000)) * 100;
      let peak = 0;
      for (let i = 1; i < samples.length; i++) {
        const a = samples[i - 1] as CpuSample;
        const b = samples[i] as CpuSample;
        peak = Math.max(peak, ((b.ticks - a.ticks) / hz / ((b.at - a.at) / 1000)) * 100);
      }
      const rss = samples.map((s) => s.rss);
      const dbAvg = ((last.dbTicks - first.dbTicks) / hz / ((last.at - first.at) / 1000)) * 100;
      console.log(
        `server processes: CPU ${avg.toFixed(0)} % average, ${peak.toFixed(0)} % peak (100 % = one ` +
          `core); RSS ${(Math.max(...rss) / 2 ** 20).toFixed(0)} MB peak, ` +
          `${((last.rss ?? 0) / 2 ** 20).toFixed(0)} MB at the end` +
          (last.dbTicks > 0 ? `; embedded PostgreSQL: CPU ${dbAvg.toFixed(0)} % average` : ''),
      );
      // CPU time per answered request changes little when other work shares the machine, so it
      // compares two builds where latencies cannot.
      const answered = [...latencies.values()].reduce((n, l) => n + l.length, 0);
      const cpuSeconds = (last.ticks - first.ticks) / hz;
      console.log(
        `server CPU per request: ${((cpuSeconds / answered) * 1000).toFixed(2)} ms ` +
          `(${cpuSeconds.toFixed(1)} CPU-s for ${answered} answered requests)`,
      );
      console.log(phaseCpu(samples, hz));
    } else console.log('server process: not sampled (give --pid with --url)');
    console.log(
      `load generator (this process): CPU ${(((generator.user + generator.system) / 1e6 / elapsed) * 100).toFixed(0)} % average`,
    );

    const c = await check(pool, learners);
    console.log(
      `lost-answer check: ${c.papers} papers, ${c.acked} questions with an acknowledged answer, ` +
        `${c.lost} lost; ` +
        `${c.unsureApplied} unacknowledged saves found applied; ${c.scoreMismatch} scores differ ` +
        `from the acknowledged answers; ${c.notHanded} papers not handed in -> ` +
        `${c.lost === 0 && c.scoreMismatch === 0 ? 'PASS' : 'FAIL'}` +
        `${c.papers < LEARNERS ? ` (${LEARNERS - c.papers} learners got no paper: see errors)` : ''}`,
    );
    for (const e of c.examples) console.log(`  ${e}`);
    console.log(
      `total ${((performance.now() - began) / 1000).toFixed(0)} s; load average ` +
        `${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} on ${os.cpus().length} cores`,
    );
  } finally {
    await pool.end().catch(() => {});
    if (server !== undefined && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await db?.cleanup().catch((e: unknown) => console.error('database cleanup:', e));
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
