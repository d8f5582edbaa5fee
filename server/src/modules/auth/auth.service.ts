import dayjs from 'dayjs';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { logger } from '../../core/logger.ts';
import type { PointsService } from '../points/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { LoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
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

/** A disabled, pending or expired account may not sign in, whichever way it proves who it is. */
function assertMaySignIn(user: { state: number; expireTime: Date | null }): void {
  if (user.state === 1) throw new AppError('ACCOUNT_DISABLED');
  if (user.state === 2) throw new AppError('ACCOUNT_PENDING_AUDIT');
  if (user.expireTime !== null && user.expireTime.getTime() <= Date.now()) {
    throw new AppError('ACCOUNT_EXPIRED');
  }
}

/** Account and password sign-in; other sign-in methods use `signInVerified`. */
export class AuthService {
  private readonly throttle: LoginThrottle;
  // An unknown account is checked against this hash, so it costs the same time as a wrong password.
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly infra: Infra,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
    private readonly points: PointsService,
  ) {
    this.throttle = new LoginThrottle(infra.redis);
    this.dummyHash = hashPassword(randomBytes(16).toString('base64url'));
    if (!infra.env.CAPTCHA_ENABLED && infra.env.NODE_ENV === 'production') {
      logger.warn('CAPTCHA_ENABLED=false in production: password login has no picture captcha');
    }
  }

  async login(raw: LoginInput, meta: ClientMeta): Promise<{ token: string; userId: string }> {
    const input = parseInput(LoginInputSchema, raw);
    const hasCaptcha = Boolean(input.captchaKey) && Boolean(input.captchaValue);
    if (this.captcha.enabled && !hasCaptcha) {
      throw new AppError('PARAM_INVALID', {}, { captchaValue: 'required' });
    }
    const accountKey = input.username.toLowerCase();
    await this.throttle.assertAllowed(accountKey, meta.ip);
    const captchaOn = this.captcha.enabled || (await this.throttle.captchaRequired(accountKey));
    if (captchaOn && !hasCaptcha) throw new AppError('LOGIN_CAPTCHA_REQUIRED');

    if (captchaOn) {
      try {
        await this.captcha.verify(input.captchaKey ?? '', input.captchaValue ?? '');
      } catch (e) {
        await this.throttle.failedOther(meta.ip);
        throw e;
      }
    }

    const user = await this.infra.prisma.user.findUnique({
      where: { userName: input.username },
      select: { id: true, passwordHash: true, state: true, expireTime: true },
    });
    const passwordOk = await verifyPassword(
      user?.passwordHash ?? (await this.dummyHash),
      input.password,
    );
    if (user === null || !passwordOk) {
      await this.throttle.failedPassword(accountKey, meta.ip);
      throw new AppError(user === null ? 'ACCOUNT_NOT_FOUND' : 'WRONG_CREDENTIALS');
    }
    // State is only revealed to someone who knows the password.
    assertMaySignIn(user);
    await this.throttle.succeeded(accountKey, meta.ip);
    const token = await this.startSession(user.id, meta);
    return { token, userId: user.id };
  }

  /**
   * Signs in a user whose identity another method has proved (face login): the same account
   * checks, with the same codes, and the same session as a password login.
   */
  async signInVerified(
    userId: string,
    meta: ClientMeta,
  ): Promise<{ token: string; userId: string }> {
    const user = await this.infra.prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, state: true, expireTime: true },
    });
    if (user === null) throw new AppError('ACCOUNT_NOT_FOUND');
    assertMaySignIn(user);
    return { token: await this.startSession(user.id, meta), userId: user.id };
  }

  /** Opens a session, first ending the user's earlier ones when the loginTick switch is 1. */
  async startSession(userId: string, meta: ClientMeta): Promise<string> {
    const switches = await this.infra.prisma.switchConfig.findUnique({
      where: { id: '1' },
      select: { loginTick: true },
    });
    if (switches?.loginTick === 1) await this.sessions.revokeUserSessions(userId);
    const token = await this.sessions.create(userId, meta);
    // The first login of a day earns the dailyLogin rule's points (once per day, server time).
    await this.points.award(userId, 'dailyLogin', `daily-login:${dayjs().format('YYYY-MM-DD')}`);
    return token;
  }

  async logout(tokenHash: string): Promise<void> {
    await this.sessions.revokeToken(tokenHash);
  }
}
