import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { artifactsDir, clientDistDir, repoRoot } from './paths.ts';
import { freePort } from './ports.ts';

export interface RunningServer {
  baseURL: string;
  pid: number;
  /** SIGINT, wait for a clean exit (the server stops its embedded PostgreSQL), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

/** The server's stdout and stderr go here (gitignored), not into the test output. */
export const SERVER_LOG = path.join(artifactsDir, 'server.log');

const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * Starts `server/src/main.ts` (through tsx, in one node process so signals reach it directly) on a
 * free port with the captcha on and the demo accounts seeded, and waits for GET /healthz.
 */
export async function startServer(databaseEnv: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  fs.mkdirSync(artifactsDir, { recursive: true });
  const log = fs.createWriteStream(SERVER_LOG);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...databaseEnv,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    CAPTCHA_ENABLED: 'true',
    // Journeys send several SMS codes to one number; the 60 s resend wait is tested on the server.
    SMS_RESEND_SECONDS: '2',
    SEED_DEMO: 'true',
    MIGRATE_ON_START: 'true',
    // One process does everything, so no job is left for a worker that is not running.
    RUN_JOBS_IN_SERVER: 'true',
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'info',
  };
  // Redis only when the machine has it (REDIS_URL passed through); never a stale value from .env.
  env.REDIS_URL = process.env.REDIS_URL ?? '';
  // The client the global setup checked (absolute: the server runs from server/).
  env.CLIENT_DIST_DIR = clientDistDir;

  // From server/ (as `npm run start -w @examhall/server` does): tsx takes the decorator settings
  // from the tsconfig.json of its working directory, and the repository root has none.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<number | string>((resolve) => {
    // 'close' (not 'exit'): the output pipes are drained by then, so the log is complete.
    child.once('close', (code, signal) => resolve(signal ?? code ?? 0));
  });
  // If the runner exits without its teardown, ask the server to stop (it exits within 15 s by
  // itself and stops its embedded PostgreSQL on the way).
  const onRunnerExit = () => child.kill('SIGINT');
  process.once('exit', onRunnerExit);

  const stop = async () => {
    process.removeListener('exit', onRunnerExit);
    await stopChild(child, exited);
    await new Promise<void>((resolve) => log.end(() => resolve()));
  };

  try {
    await waitUntilReady(baseURL, exited);
  } catch (e) {
    await stop();
    throw new Error(`${(e as Error).message}\n--- last lines of ${SERVER_LOG} ---\n${tail()}`, {
      cause: e,
    });
  }
  return { baseURL, pid: child.pid ?? -1, stop };
}

async function waitUntilReady(baseURL: string, exited: Promise<number | string>): Promise<void> {
  let exitStatus: number | string | undefined;
  void exited.then((s) => {
    exitStatus = s;
  });
  const until = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < until) {
    if (exitStatus !== undefined)
      throw new Error(`The server exited (${exitStatus}) while starting.`);
    try {
      const res = await fetch(`${baseURL}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The server did not answer 200 on ${baseURL}/healthz within ${READY_TIMEOUT_MS / 1000} s.`,
  );
}

async function stopChild(child: ChildProcess, exited: Promise<number | string>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(true), STOP_TIMEOUT_MS).unref()),
  ]);
  if (timedOut) {
    console.warn(`[e2e] the server did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`);
    child.kill('SIGKILL');
    await exited;
  }
}

function tail(lines = 40): string {
  try {
    return fs.readFileSync(SERVER_LOG, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
