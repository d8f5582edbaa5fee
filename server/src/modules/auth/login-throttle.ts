import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { AppError } from '../../core/errors/index.ts';
import { RateLimit } from '../../core/rate-limit.ts';

/** Failed logins per account (from any address) before every login of that account needs a captcha. */
export const ACCOUNT_CAPTCHA_AFTER = 3;
/** Failed logins per (account, address) in 15 minutes that block that pair for 15 minutes. */
export const PAIR_MAX_FAILURES = 5;
/** Failed logins per address in 15 minutes that block that address for 15 minutes. */
export const IP_MAX_FAILURES = 30;
/** Failed logins per address in 15 minutes after which every login from it needs a captcha. */
export const IP_CAPTCHA_AFTER = 3;

const WINDOW_SECONDS = 900;

/**
 * Login throttling that an attacker cannot turn against an account's owner: failures are counted
 * per account, per (account, address) and per address; only the (account, address) pair and the
 * address are slowed down and blocked, so an address that has not failed is never refused the
 * right password. Failures of an account only make its logins ask for the picture captcha.
 */
export class LoginThrottle {
  private readonly account: RateLimit;
  private readonly pair: RateLimit;
  private readonly ip: RateLimit;

  constructor(
    redis?: Redis,
    /** Milliseconds a failure answer waits per doubling step (0 turns the slow-down off). */
    private readonly delayUnitMs = 250,
    /** The counters' name prefix: each way of signing in (password, SMS code) counts apart. */
    scope = 'login',
  ) {
    // Never blocks: the count only decides whether the captcha is required.
    this.account = new RateLimit(
      {
        name: `${scope}:acct`,
        points: 1_000_000,
        durationSeconds: WINDOW_SECONDS,
        blockSeconds: 0,
      },
      redis,
    );
    this.pair = new RateLimit(
      {
        name: `${scope}:pair`,
        points: PAIR_MAX_FAILURES,
        durationSeconds: WINDOW_SECONDS,
        blockSeconds: WINDOW_SECONDS,
      },
      redis,
    );
    this.ip = new RateLimit(
      {
        name: `${scope}:ip`,
        points: IP_MAX_FAILURES,
        durationSeconds: WINDOW_SECONDS,
        blockSeconds: WINDOW_SECONDS,
      },
      redis,
    );
  }

  private static pairKey(account: string, ip: string): string {
    return `${account}|${ip}`;
  }

  /** Refuses with TOO_MANY_ATTEMPTS when the address, or this address for this account, is blocked. */
  async assertAllowed(account: string, ip: string): Promise<void> {
    const waits = await Promise.all([
      this.ip.retryAfterSeconds(ip),
      this.pair.retryAfterSeconds(LoginThrottle.pairKey(account, ip)),
    ]);
    const n = Math.max(...waits);
    if (n > 0) throw new AppError('TOO_MANY_ATTEMPTS', { n });
  }

  /** Whether the account's recent failures require the picture captcha for every login of it. */
  async captchaRequired(account: string): Promise<boolean> {
    return (await this.account.count(account)) >= ACCOUNT_CAPTCHA_AFTER;
  }

  /** Whether the address's recent failures require the picture captcha for its every attempt. */
  async addressCaptchaRequired(ip: string): Promise<boolean> {
    return (await this.ip.count(ip)) >= IP_CAPTCHA_AFTER;
  }

  /**
   * Counts a wrong password (or an unknown account) and slows the answer down: from the pair's
   * third failure the wait doubles from one unit up to 4 seconds, and from the address's eleventh
   * failure every answer waits at least one unit.
   */
  async failedPassword(account: string, ip: string): Promise<void> {
    const [, pairCount, ipCount] = await Promise.all([
      this.account.hit(account),
      this.pair.hit(LoginThrottle.pairKey(account, ip)),
      this.ip.hit(ip),
    ]);
    const pairWait = pairCount >= 3 ? Math.min(4000, this.delayUnitMs * 2 ** (pairCount - 3)) : 0;
    const ipWait = ipCount > 10 ? this.delayUnitMs : 0;
    const wait = Math.max(pairWait, ipWait);
    if (wait > 0) await sleep(wait);
  }

  /** Counts a failure that is not a password guess (a wrong captcha) against the address only. */
  async failedOther(ip: string): Promise<void> {
    await this.ip.hit(ip);
  }

  /** After a successful login the account and this address start afresh. */
  async succeeded(account: string, ip: string): Promise<void> {
    await Promise.all([
      this.account.reset(account),
      this.pair.reset(LoginThrottle.pairKey(account, ip)),
    ]);
  }
}
