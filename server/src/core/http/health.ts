import type { RequestHandler } from 'express';
import type { Infra } from '../infra.ts';

const PROBE_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * 200 { status: ok, db: up, redis: up } when every dependency answers, else 503 naming the failing
 * part. Without Redis (embedded default) redis reads "embedded": nothing to be down.
 */
export function healthHandler(infra: Infra): RequestHandler {
  return async (_req, res) => {
    const redis = infra.redis;
    const [db, redisState] = await Promise.all([
      probe(() => infra.prisma.$queryRaw`SELECT 1`),
      redis === undefined ? Promise.resolve('embedded' as const) : probe(() => redis.ping()),
    ]);
    const healthy = db === 'up' && redisState !== 'down';
    res.status(healthy ? 200 : 503).json({
      status: healthy ? 'ok' : 'error',
      db,
      redis: redisState,
    });
  };
}
