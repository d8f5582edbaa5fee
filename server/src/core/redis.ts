import { Redis, type RedisOptions } from 'ioredis';
import { logger } from './logger.ts';

/** Connection options from a redis:// or rediss:// URL; BullMQ wants options, not a client. */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const u = new URL(url);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  return {
    host: u.hostname,
    port: u.port === '' ? 6379 : Number(u.port),
    username: u.username === '' ? undefined : decodeURIComponent(u.username),
    password: u.password === '' ? undefined : decodeURIComponent(u.password),
    db: Number.isFinite(db) ? db : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}

export function createRedis(url: string, extra: RedisOptions = {}): Redis {
  const redis = new Redis({ ...redisOptionsFromUrl(url), lazyConnect: false, ...extra });
  // ioredis reconnects by itself; log an outage once per 10 s instead of once per attempt.
  let lastLogged = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    logger.error({ err: err.message }, 'Redis connection error');
  });
  return redis;
}

/** Closes politely when connected; drops the connection at once when Redis is unreachable. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
