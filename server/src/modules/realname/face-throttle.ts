import type { Redis } from 'ioredis';
import { AppError } from '../../core/errors/index.ts';
import { RateLimit } from '../../core/rate-limit.ts';

/** Failed face logins per address in 15 minutes that block the address for 15 minutes. */
export const FACE_LOGIN_IP_MAX_FAILURES = 20;
/** Failed face logins naming one account in 15 minutes that block face login of it for 15 minutes. */
export const FACE_LOGIN_ACCOUNT_MAX_FAILURES = 5;
/** Face checks one user may run per minute. */
export const FACE_CHECKS_PER_MINUTE = 20;

const WINDOW_SECONDS = 900;

/**
 * Face login throttling, on the same Redis-backed limiter as password logins: failures are counted
 * per address and per account named; either one blocked refuses with TOO_MANY_ATTEMPTS before the
 * engine runs. Blocking an account's face login never locks its owner out: the password still works.
 */
export class FaceLoginThrottle {
  private readonly ip: RateLimit;
  private readonly account: RateLimit;

  constructor(redis?: Redis) {
    const rule = (name: string, points: number) => ({
      name,
      points,
      durationSeconds: WINDOW_SECONDS,
      blockSeconds: WINDOW_SECONDS,
    });
    this.ip = new RateLimit(rule('face-login:ip', FACE_LOGIN_IP_MAX_FAILURES), redis);
    this.account = new RateLimit(rule('face-login:acct', FACE_LOGIN_ACCOUNT_MAX_FAILURES), redis);
  }

  async assertAllowed(ip: string, account: string | undefined): Promise<void> {
    const n = await this.retryAfterSeconds(ip, account);
    if (n > 0) throw new AppError('TOO_MANY_ATTEMPTS', { n });
  }

  /** Seconds until the address and the account may try again (0: now). */
  async retryAfterSeconds(ip: string, account: string | undefined): Promise<number> {
    const waits = await Promise.all([
      this.ip.retryAfterSeconds(ip),
      account === undefined ? 0 : this.account.retryAfterSeconds(account),
    ]);
    return Math.max(...waits);
  }

  async failed(ip: string, account: string | undefined): Promise<void> {
    await Promise.all([this.ip.hit(ip), account === undefined ? 0 : this.account.hit(account)]);
  }

  async succeeded(account: string | undefined): Promise<void> {
    if (account !== undefined) await this.account.reset(account);
  }
}

/** Face checks per user: each check runs the engine, so a script cannot keep it busy. */
export class FaceCheckThrottle {
  private readonly user: RateLimit;

  constructor(redis?: Redis) {
    this.user = new RateLimit(
      {
        name: 'face-check:user',
        points: FACE_CHECKS_PER_MINUTE,
        durationSeconds: 60,
        blockSeconds: 60,
      },
      redis,
    );
  }

  take(userId: string): Promise<void> {
    return this.user.take(userId);
  }
}
