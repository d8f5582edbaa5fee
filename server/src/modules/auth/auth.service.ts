import { z } from 'zod';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import { RateLimit } from '../../core/rate-limit.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { verifyPassword } from './password.ts';
import type { SessionService } from './session.service.ts';

export const LoginInputSchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  captchaKey: z.string().trim().max(64).nullish(),
  captchaValue: z.string().trim().max(16).nullish(),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

/** Account and password sign-in; other sign-in methods reuse `startSession`. */
export class AuthService {
  // Per account: 5 wrong passwords in 15 minutes lock that account for 15 minutes.
  private readonly accountLimit: RateLimit;
  // Per IP: 30 failures of any kind in 15 minutes block that address for 15 minutes.
  private readonly ipLimit: RateLimit;

  constructor(
    private readonly infra: Infra,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
  ) {
    this.accountLimit = new RateLimit(
      { name: 'login:account', points: 5, durationSeconds: 900, blockSeconds: 900 },
      infra.redis,
    );
    this.ipLimit = new RateLimit(
      { name: 'login:ip', points: 30, durationSeconds: 900, blockSeconds: 900 },
      infra.redis,
    );
    if (!infra.env.CAPTCHA_ENABLED && infra.env.NODE_ENV === 'production') {
      logger.warn('CAPTCHA_ENABLED=false in production: password login has no picture captcha');
    }
  }

  async login(raw: LoginInput, meta: ClientMeta): Promise<{ token: string; userId: string }> {
    const input = parseInput(LoginInputSchema, raw);
    const captchaOn = this.captcha.enabled;
    if (captchaOn && (!input.captchaKey || !input.captchaValue)) {
      throw new AppError('PARAM_INVALID', {}, { captchaValue: 'required' });
    }
    const accountKey = input.username.toLowerCase();
    await this.ipLimit.assertAllowed(meta.ip);
    await this.accountLimit.assertAllowed(accountKey);

    if (captchaOn) {
      try {
        await this.captcha.verify(input.captchaKey ?? '', input.captchaValue ?? '');
      } catch (e) {
        await this.ipLimit.hit(meta.ip);
        throw e;
      }
    }

    const user = await this.infra.prisma.user.findUnique({
      where: { userName: input.username },
      select: { id: true, passwordHash: true, state: true, expireTime: true },
    });
    if (user === null) {
      await this.ipLimit.hit(meta.ip);
      throw new AppError('ACCOUNT_NOT_FOUND');
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await Promise.all([this.ipLimit.hit(meta.ip), this.accountLimit.hit(accountKey)]);
      throw new AppError('WRONG_CREDENTIALS');
    }
    // State is only revealed to someone who knows the password.
    if (user.state === 1) throw new AppError('ACCOUNT_DISABLED');
    if (user.state === 2) throw new AppError('ACCOUNT_PENDING_AUDIT');
    if (user.expireTime !== null && user.expireTime.getTime() <= Date.now()) {
      throw new AppError('ACCOUNT_EXPIRED');
    }
    await this.accountLimit.reset(accountKey);
    const token = await this.startSession(user.id, meta);
    return { token, userId: user.id };
  }

  /** Opens a session, first ending the user's earlier ones when the loginTick switch is 1. */
  async startSession(userId: string, meta: ClientMeta): Promise<string> {
    const switches = await this.infra.prisma.switchConfig.findUnique({
      where: { id: '1' },
      select: { loginTick: true },
    });
    if (switches?.loginTick === 1) await this.sessions.revokeUserSessions(userId);
    return this.sessions.create(userId, meta);
  }

  async logout(tokenHash: string): Promise<void> {
    await this.sessions.revokeToken(tokenHash);
  }
}
