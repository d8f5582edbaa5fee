/**
 * Getting into an account without an admin: self-registration (switch userReg; with userAudit the
 * account waits in state 2 until an admin enables it; userDeptType says whether the learner picks a
 * department or gets userDeptCode), SMS login (switch mobileLogin) and the forgotten password
 * (an SMS code to the linked number sets a new password and ends every session of the user).
 */
import type { SeatGuard } from '../user/index.ts';
import { z } from 'zod';
import { STUDENT_ROLE_ID } from '../../core/auth/session-user.ts';
import { AppError, isAppError, parseInput } from '../../core/errors/index.ts';
import { displayName, loginName, optionalPersonName, personName } from '../../core/input.ts';
import type { Infra } from '../../core/infra.ts';
import { RateLimit } from '../../core/rate-limit.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { AuthService, ClientMeta, SessionService } from '../auth/index.ts';
import { LoginThrottle, hashPassword, meetsPasswordPolicy } from '../auth/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import type { ConfigService } from '../config/index.ts';
import type { DepartmentNodeView, DepartmentService } from '../org/index.ts';
import type { SmsService } from '../sms/index.ts';
import { toMobile } from '../sms/index.ts';

/** Legacy clients may send numbers for text fields. */
const numberAsText = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const text = (max: number) => z.preprocess(numberAsText, z.string().trim().max(max));

export const RegisterSchema = z.object({
  /** 2 to 64 characters, the account name rules of core/display-text.ts. */
  userName: z.preprocess(numberAsText, loginName(64).pipe(z.string().min(2))),
  password: z.string().min(1).max(200),
  realName: z.preprocess(numberAsText, personName(100)),
  familyName: z.preprocess(numberAsText, optionalPersonName(100)),
  /** The grade / class the learner belongs to. */
  className: z.preprocess(numberAsText, displayName(100)),
  deptCode: text(64).nullish(),
  email: text(100)
    .pipe(z.union([z.literal(''), z.email()]))
    .nullish(),
  captchaKey: z.string().trim().max(64).nullish(),
  captchaValue: text(16).nullish(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;

/** Asked for once the address has failed several SMS code answers (as password login does). */
const captchaFields = {
  captchaKey: z.string().trim().max(64).nullish(),
  captchaValue: text(16).nullish(),
};

export const MobileLoginSchema = z.object({
  mobile: z.union([z.string().max(20), z.number()]),
  smsCode: text(10).pipe(z.string().min(1)),
  ...captchaFields,
});
export type MobileLoginInput = z.input<typeof MobileLoginSchema>;

export const ResetPasswordSchema = z.object({
  mobile: z.union([z.string().max(20), z.number()]),
  smsCode: text(10).pipe(z.string().min(1)),
  password: z.string().min(1).max(200),
  /** When sent, it must equal the password. */
  confirm: z.string().max(200).nullish(),
  ...captchaFields,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export interface RegisterResult {
  /** The new session, or null while the account waits for review. */
  token: string | null;
  userId: string;
  /** 0 normal (signed in), 2 pending review. */
  state: number;
}

export class AccountService {
  // Registration writes an account and hashes a password: 10 an hour per address is plenty.
  private readonly registerLimit: RateLimit;
  // Wrong SMS code answers (login and reset) are counted as password login counts wrong
  // passwords: the address soon needs the picture captcha, and only that address (alone or for
  // that number) is ever blocked, never the number; a code itself dies after a few wrong answers.
  private readonly codeThrottle: LoginThrottle;

  constructor(
    private readonly infra: Infra,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly captcha: CaptchaService,
    private readonly config: ConfigService,
    private readonly sms: SmsService,
    private readonly departments: DepartmentService,
    private readonly seats: SeatGuard,
  ) {
    this.registerLimit = new RateLimit(
      { name: 'register:ip', points: 10, durationSeconds: 3600, blockSeconds: 0 },
      infra.redis,
    );
    this.codeThrottle = new LoginThrottle(infra.redis, 250, 'sms-answer');
  }

  /**
   * Checks and uses up an SMS code for the number from the address: an address blocked (alone
   * or for this number) is refused with TOO_MANY_ATTEMPTS, one with recent failures must solve
   * the picture captcha (LOGIN_CAPTCHA_REQUIRED, CAPTCHA_WRONG), and a wrong code is counted
   * against the address and the pair.
   */
  private async answerCode(
    input: { smsCode: string; captchaKey?: string | null; captchaValue?: string | null },
    mobile: string,
    scene: 'login' | 'reset',
    ip: string,
  ): Promise<void> {
    await this.codeThrottle.assertAllowed(mobile, ip);
    if (await this.codeThrottle.addressCaptchaRequired(ip)) {
      if (!input.captchaKey || !input.captchaValue) throw new AppError('LOGIN_CAPTCHA_REQUIRED');
      try {
        await this.captcha.verify(input.captchaKey, input.captchaValue);
      } catch (e) {
        await this.codeThrottle.failedOther(ip);
        throw e;
      }
    }
    try {
      await this.sms.consumeCode(mobile, scene, input.smsCode);
    } catch (e) {
      if (isAppError(e) && e.errorName === 'SMS_CODE_WRONG') {
        await this.codeThrottle.failedPassword(mobile, ip);
      }
      throw e;
    }
    await this.codeThrottle.succeeded(mobile, ip);
  }

  /** The departments a new learner may pick: none unless registration is open and they pick. */
  async registerDepartments(): Promise<DepartmentNodeView[]> {
    const switches = await this.config.switchConfig();
    if (!switches.userReg || switches.userDeptType !== 0) return [];
    return this.departments.tree();
  }

  /** Self-registration as a learner (role student). */
  async register(raw: RegisterInput, meta: ClientMeta): Promise<RegisterResult> {
    const switches = await this.config.switchConfig();
    if (!switches.userReg) throw new AppError('REGISTRATION_CLOSED');
    const input = parseInput(RegisterSchema, raw);
    if (this.captcha.enabled) {
      if (!input.captchaKey || !input.captchaValue) {
        throw new AppError('PARAM_INVALID', {}, { captchaValue: 'required' });
      }
      await this.captcha.verify(input.captchaKey, input.captchaValue);
    }
    if (!meetsPasswordPolicy(input.password)) throw new AppError('PASSWORD_POLICY');
    const deptCode = switches.userDeptType === 1 ? switches.userDeptCode : (input.deptCode ?? '');
    if (deptCode === '') {
      throw new AppError('PARAM_INVALID', {}, { deptCode: 'required' });
    }
    const db = this.infra.prisma;
    const dept = await db.department.findUnique({ where: { deptCode }, select: { id: true } });
    if (dept === null) throw new AppError('DATA_UNAVAILABLE');
    await this.registerLimit.take(meta.ip);

    const state = switches.userAudit ? 2 : 0;
    if (state === 0) await this.seats.assertSeats(db, 1);
    const passwordHash = await hashPassword(input.password);
    let userId: string;
    try {
      const user = await db.user.create({
        data: {
          userName: input.userName,
          passwordHash,
          realName: input.realName,
          familyName: input.familyName ?? '',
          className: input.className,
          deptCode,
          email: input.email === '' ? null : (input.email ?? null),
          state,
          roles: { create: [{ roleId: STUDENT_ROLE_ID }] },
        },
        select: { id: true },
      });
      userId = user.id;
    } catch (e) {
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
        throw new AppError('USERNAME_TAKEN');
      }
      throw e;
    }
    if (state === 2) return { token: null, userId, state };
    const { token } = await this.auth.signInVerified(userId, meta);
    return { token, userId, state };
  }

  /** SMS login: the newest login code of a linked number (switch mobileLogin). */
  async mobileLogin(
    raw: MobileLoginInput,
    meta: ClientMeta,
  ): Promise<{ token: string; userId: string }> {
    if (!(await this.config.switchConfig()).mobileLogin)
      throw new AppError('LOGIN_METHOD_DISABLED');
    const input = parseInput(MobileLoginSchema, raw);
    const mobile = toMobile(input.mobile);
    await this.answerCode(input, mobile, 'login', meta.ip);
    const user = await this.infra.prisma.user.findUnique({
      where: { mobile },
      select: { id: true },
    });
    if (user === null) throw new AppError('MOBILE_NOT_BOUND');
    return this.auth.signInVerified(user.id, meta);
  }

  /** Sets a new password with a reset code sent to the linked number; every session of the user ends. */
  async resetPassword(raw: ResetPasswordInput, ip: string): Promise<void> {
    const input = parseInput(ResetPasswordSchema, raw);
    const mobile = toMobile(input.mobile);
    if (input.confirm != null && input.confirm !== input.password) {
      throw new AppError('PASSWORD_CONFIRM_MISMATCH');
    }
    if (!meetsPasswordPolicy(input.password)) throw new AppError('PASSWORD_POLICY');
    // The code first: without a valid one, a linked and an unlinked number answer alike.
    await this.answerCode(input, mobile, 'reset', ip);
    const db = this.infra.prisma;
    const user = await db.user.findUnique({ where: { mobile }, select: { id: true } });
    if (user === null) throw new AppError('MOBILE_NOT_BOUND');
    await db.user.update({
      where: { id: user.id },
      data: { passwordHash: await hashPassword(input.password) },
    });
    await this.sessions.revokeUserSessions(user.id);
  }
}
