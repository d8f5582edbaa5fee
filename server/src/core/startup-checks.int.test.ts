import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { startPlatform } from '../platform.ts';
import { findFreePort } from './database/embedded.ts';
import { createInfra } from './infra.ts';
import { assertWritableDir } from './startup-checks.ts';
import { StartupError } from './startup-error.ts';

/** The one-line StartupError a start fails with. */
async function startupError(start: Promise<unknown>): Promise<string> {
  const e = await start.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(StartupError);
  const message = (e as Error).message;
  expect(message).not.toContain('\n');
  return message;
}

describe('start-up problems say in one line what is wrong and what to do', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('the HTTP port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const message = await startupError(
        startPlatform({
          databaseUrl: inject('databaseUrl'),
          redisUrl: null,
          migrate: false,
          seed: false,
          runJobs: false,
          port,
          host: '127.0.0.1',
        }),
      );
      expect(message).toContain(`Port ${port}`);
      expect(message).toContain('PORT');
    } finally {
      blocker.close();
    }
  });

  it('REDIS_URL points at no Redis', async () => {
    const port = await findFreePort();
    const message = await startupError(
      createInfra({
        databaseUrl: inject('databaseUrl'),
        redisUrl: `redis://:secret@127.0.0.1:${port}/0`,
        migrate: false,
      }),
    );
    expect(message).toContain('REDIS_URL');
    expect(message).not.toContain('secret');
  }, 15_000);

  it('the data directory cannot be written', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examhall-startup-'));
    try {
      const file = path.join(dir, 'a-file');
      writeFileSync(file, 'x');
      expect(() => assertWritableDir(path.join(file, 'data'), 'EXAMHALL_DATA_DIR')).toThrow(
        /Cannot write to .*EXAMHALL_DATA_DIR.*set EXAMHALL_DATA_DIR/,
      );
      expect(() => assertWritableDir(path.join(dir, 'fine'), 'EXAMHALL_DATA_DIR')).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prisma.config.ts finds the embedded PostgreSQL on the port it moved to', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examhall-pgport-'));
    try {
      mkdirSync(path.join(dir, 'pg'));
      writeFileSync(
        path.join(dir, 'pg', 'postmaster.pid'),
        `4242\n${dir}/pg\n1700000000\n54411\n127.0.0.1\n`,
      );
      vi.stubEnv('DATABASE_URL', '');
      vi.stubEnv('EMBEDDED_PG_PORT', '');
      vi.stubEnv('EXAMHALL_DATA_DIR', dir);
      const config = (await import('../../../prisma.config.ts')).default;
      expect(config.datasource?.url).toBe(
        'postgresql://postgres:examhall@127.0.0.1:54411/examhall',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
