/**
 * Real server processes for the tests that need several (`npm start`'s entry, server/src/main.ts,
 * in a child process on the test database and Redis): each on its own free port, always killed
 * when the test ends or its process exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  url: string;
  /** The process started (with SERVER_PROCESSES > 1, the cluster primary). */
  pid: number;
  /** Stops it (SIGTERM, then SIGKILL after 5 s) and removes its data folder. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `src/main.ts` with the given database and Redis; resolves once it listens. */
export async function startServerProcess(opts: {
  databaseUrl: string;
  redisUrl: string;
  env?: Record<string, string>;
  startMs?: number;
}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'examhall-proc-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: opts.redisUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      MIGRATE_ON_START: 'false',
      SEED_DEMO: 'false',
      CAPTCHA_ENABLED: 'false',
      RUN_JOBS_IN_SERVER: 'false',
      LOG_LEVEL: 'warn',
      EXAMHALL_DATA_DIR: dataDir,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
    }
    running.delete(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server process did not start:\n${output}`)),
        opts.startMs ?? 30_000,
      );
      const onData = (d: Buffer) => {
        output = (output + d.toString()).slice(-20_000);
        const m = /running at http:\/\/localhost:(\d+)/.exec(output);
        if (m !== null) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${m[1]}`);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`server process exited (${code}):\n${output}`));
      });
    });
    return { url, pid: child.pid as number, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Runs `src/main.ts` with `env` added until it exits by itself; its exit code and output. */
export async function runServerProcessToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  running.delete(child);
  return { code, output };
}
