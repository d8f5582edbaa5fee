import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './errors/index.ts';

export interface LimitRule {
  /** Key prefix, e.g. 'login:account'. */
  name: string;
  /** Failures allowed within `durationSeconds`. */
  points: number;
  durationSeconds: number;
  /** How long a key stays blocked once it ran out of points. */
  blockSeconds: number;
}

/**
 * Counts events (e.g. failed logins): `assertAllowed` before the action, `hit` after each counted event,
 * `reset` after a success. Redis-backed when Redis is configured, so all servers share counts.
 */
export class RateLimit {
  private readonly limiter: RateLimiterAbstract;
  constructor(rule: LimitRule, redis?: Redis) {
    const opts = {
      keyPrefix: `rl:${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds,
    };
    this.limiter =
      redis === undefined
        ? new RateLimiterMemory(opts)
        : new RateLimiterRedis({ ...opts, storeClient: redis });
  }

  async assertAllowed(key: string): Promise<void> {
    const wait = await this.retryAfterSeconds(key);
    if (wait > 0) throw new AppError('TOO_MANY_ATTEMPTS', { n: wait });
  }

  /** Seconds until the key may act again; 0 while it still has points. */
  async retryAfterSeconds(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    if (res !== null && res.remainingPoints <= 0 && res.msBeforeNext > 0) {
      return Math.ceil(res.msBeforeNext / 1000);
    }
    return 0;
  }

  /** Events counted for the key in its current window. */
  async count(key: string): Promise<number> {
    const res = await this.limiter.get(key);
    return res === null ? 0 : res.consumedPoints;
  }

  /**
   * Counts one event and refuses it with TOO_MANY_ATTEMPTS when it is over the rule: one atomic
   * step, so parallel calls cannot all pass (unlike `assertAllowed` followed by `hit`).
   */
  async take(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) {
        throw new AppError('TOO_MANY_ATTEMPTS', {
          n: Math.max(1, Math.ceil(e.msBeforeNext / 1000)),
        });
      }
      throw e;
    }
  }

  /** Counts one event and returns the key's count in the window (more than `points` once blocked). */
  async hit(key: string): Promise<number> {
    try {
      return (await this.limiter.consume(key)).consumedPoints;
    } catch (e) {
      if (e instanceof RateLimiterRes) return e.consumedPoints; // blocked; nothing more to count
      throw e;
    }
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
