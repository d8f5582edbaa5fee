import { Redis } from 'ioredis';

/**
 * Forgets the server's per-address counts of registrations and SMS codes (rate-limiter keys in
 * Redis). Every journey comes from 127.0.0.1, and a Redis kept between runs would otherwise
 * remember an hour's worth of earlier runs and refuse the next registration or code. Without
 * REDIS_URL the counts live in the server process, which each run starts afresh.
 */
export async function forgetSignInLimits(): Promise<void> {
  const url = process.env.REDIS_URL;
  if (url === undefined || url === '') return;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (const pattern of ['rl:register:*', 'rl:sms:*']) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 200);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}
