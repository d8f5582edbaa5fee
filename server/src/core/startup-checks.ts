/**
 * Checks of what a start needs from the machine, each failing with a one-line StartupError that
 * says what is wrong and what to do (main.ts prints it without a stack).
 */
import { accessSync, constants, mkdirSync } from 'node:fs';
import type { Redis } from 'ioredis';
import { redactUrl } from './database/database.ts';
import { StartupError } from './startup-error.ts';

/** The directory exists (created if missing) and this process may write in it. */
export function assertWritableDir(dir: string, setting: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    throw new StartupError(
      `Cannot write to ${dir} (${setting}, ${code}): make it writable by this user, or set ${setting} to a directory that is.`,
    );
  }
}

/** Redis answers a PING within `timeoutMs`. */
export async function assertRedisReachable(
  redis: Redis,
  url: string,
  timeoutMs = 5_000,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const answer = await Promise.race([redis.ping().catch(() => 'error'), timeout]);
    if (answer === 'PONG') return;
  } finally {
    clearTimeout(timer);
  }
  throw new StartupError(
    `Redis at ${redactUrl(url)} (REDIS_URL) does not answer: start Redis there, correct REDIS_URL, or unset it to run without Redis.`,
  );
}

/** The one-line reason an HTTP server could not listen, or the error itself. */
export function listenError(e: unknown, port: number, host: string): unknown {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${port} on ${host} is in use by another program (another Examhall?): stop it, or set PORT to a free port.`,
    );
  }
  if (code === 'EACCES') {
    return new StartupError(
      `Port ${port} on ${host} needs privileges this user lacks: set PORT to 1024 or above (or put a proxy in front).`,
    );
  }
  if (code === 'EADDRNOTAVAIL') {
    return new StartupError(
      `${host} is not an address of this machine (HOST): set HOST to 0.0.0.0, 127.0.0.1 or one of its addresses.`,
    );
  }
  return e;
}
