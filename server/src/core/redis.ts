import { Redis, type RedisOptions } from 'ioredis';

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
  return new Redis({ ...redisOptionsFromUrl(url), lazyConnect: false, ...extra });
}
