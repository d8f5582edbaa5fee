import type { Redis } from 'ioredis';
import { resolveDatabase } from './database/database.ts';
import { applyMigrations } from './database/migrate.ts';
import { databasePoolSize } from './database/pool-size.ts';
import { env, type Env } from './env.ts';
import { logger } from './logger.ts';
import { assertRedisReachable, assertWritableDir } from './startup-checks.ts';
import { createPrisma, type Db } from './prisma.ts';
import { createAppPubSub, PUBLISHER_OPTIONS, type AppPubSub } from './pubsub.ts';
import { QueueHub } from './queue.ts';
import { closeRedis, createRedis } from './redis.ts';

/** The process's connections: database, Redis (optional), pubsub and queues. */
export interface Infra {
  env: Env;
  databaseUrl: string;
  embeddedDatabase: boolean;
  prisma: Db;
  /** Present when REDIS_URL is set. */
  redis?: Redis;
  pubsub: AppPubSub;
  queues: QueueHub;
  close(): Promise<void>;
}

export interface InfraOptions {
  /** Override the database (tests use a fresh database per run). */
  databaseUrl?: string;
  /** Override Redis; null forces the no-Redis path even if REDIS_URL is set. */
  redisUrl?: string | null;
  migrate?: boolean;
  /** Per-instance configuration changes (tests: captcha off, loginTick ...). */
  envOverrides?: Partial<Env>;
}

export async function createInfra(opts: InfraOptions = {}): Promise<Infra> {
  const closers: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const c of closers.reverse()) {
      try {
        await c();
      } catch (e) {
        logger.warn({ err: e }, 'error while closing');
      }
    }
  };
  try {
    const config: Env = { ...env, ...opts.envOverrides };
    const embedded = opts.databaseUrl === undefined && config.DATABASE_URL === undefined;
    if (embedded || config.SECRET_KEY === undefined) {
      assertWritableDir(config.dataDir, 'EXAMHALL_DATA_DIR');
    }
    assertWritableDir(
      config.filesDir,
      config.FILES_DIR === undefined ? 'EXAMHALL_DATA_DIR' : 'FILES_DIR',
    );
    let databaseUrl: string;
    let embeddedDatabase = false;
    if (opts.databaseUrl !== undefined) {
      databaseUrl = opts.databaseUrl;
    } else {
      const db = await resolveDatabase();
      databaseUrl = db.url;
      embeddedDatabase = db.embedded;
      closers.push(() => db.stop());
    }
    if (opts.migrate ?? config.MIGRATE_ON_START) {
      const applied = await applyMigrations(databaseUrl);
      if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    }
    const redisUrl = opts.redisUrl === null ? undefined : (opts.redisUrl ?? config.REDIS_URL);
    const poolSize = embeddedDatabase
      ? config.DATABASE_POOL_SIZE
      : await databasePoolSize(
          databaseUrl,
          config.DATABASE_POOL_SIZE,
          config.SERVER_PROCESSES,
          redisUrl === undefined,
        );
    const prisma = createPrisma(databaseUrl, { max: poolSize });
    closers.push(() => prisma.$disconnect());

    let redis: Redis | undefined;
    let pubsub: AppPubSub;
    if (redisUrl !== undefined) {
      const main = createRedis(redisUrl);
      const publisher = createRedis(redisUrl, PUBLISHER_OPTIONS);
      const subscriber = createRedis(redisUrl);
      closers.push(() => Promise.all([main, publisher, subscriber].map((r) => closeRedis(r))));
      await assertRedisReachable(main, redisUrl);
      redis = main;
      pubsub = createAppPubSub({ publisher, subscriber });
      const opened = pubsub;
      closers.push(async () => opened.close());
    } else {
      pubsub = createAppPubSub();
    }
    const queues = new QueueHub(
      redisUrl !== undefined
        ? { kind: 'redis', url: redisUrl }
        : { kind: 'postgres', connectionString: databaseUrl },
    );
    closers.push(() => queues.close());

    return {
      env: config,
      databaseUrl,
      embeddedDatabase,
      prisma,
      redis,
      pubsub,
      queues,
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}
