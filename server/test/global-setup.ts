import { execFileSync } from 'node:child_process';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startTemporaryEmbeddedPostgres } from '../src/core/database/embedded.ts';
import { applyMigrations } from '../src/core/database/migrate.ts';

/**
 * One fresh database per test run, migrated once: on the server DATABASE_URL names (CI and the
 * dev machine), else on a temporary embedded PostgreSQL (a fresh machine). Redis: REDIS_URL's
 * server (database 9, flushed), else a system redis-server started on a free port, else none.
 */
export default async function setup(project: TestProject) {
  const cleanups: Array<() => Promise<unknown>> = [];
  const dbName = `examhall_test_${Date.now()}_${process.pid}`;
  let databaseUrl: string;

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl !== undefined && serverUrl !== '') {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${dbName}"`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await c.end();
    });
  } else {
    const embedded = await startTemporaryEmbeddedPostgres();
    cleanups.push(() => embedded.stop());
    databaseUrl = await embedded.createDatabase(dbName);
  }
  await applyMigrations(databaseUrl);

  let redisUrl: string | undefined;
  const envRedis = process.env.REDIS_URL;
  if (envRedis !== undefined && envRedis !== '') {
    const u = new URL(envRedis);
    // Database 9 unless TEST_REDIS_DB picks another (parallel runs on one machine each need their own).
    u.pathname = `/${process.env.TEST_REDIS_DB ?? '9'}`;
    redisUrl = u.toString();
  } else if (systemRedisBinary() !== undefined) {
    process.env.REDISMS_SYSTEM_BINARY = systemRedisBinary();
    const { RedisMemoryServer } = await import('redis-memory-server');
    const server = await RedisMemoryServer.create();
    redisUrl = `redis://${await server.getHost()}:${await server.getPort()}/9`;
    cleanups.push(() => server.stop());
  }
  if (redisUrl !== undefined) {
    const { Redis } = await import('ioredis');
    const r = new Redis(redisUrl);
    await r.flushdb();
    await r.quit();
  }

  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', redisUrl);

  return async () => {
    for (const c of cleanups.reverse()) await c();
  };
}

function systemRedisBinary(): string | undefined {
  try {
    return execFileSync('which', ['redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}
