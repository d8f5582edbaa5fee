/**
 * Login bindings: the mobile number (`User.mobile`, proved by a bind code) and the chat-app logins
 * (LoginBinding rows, made by a chat-app sign-in with state 'bind'). A user may remove a login
 * method only while another one remains (a usable password counts), so nobody is locked out.
 * Admins (sys:user:update, within their rank) link or unlink a number directly and remove chat-app
 * links; only the learner can link a chat app again, and after an admin unlinked a number only the
 * learner links one again (with a bind code). A linked number is changed by unlinking it first,
 * which needs a code sent to it.
 */
import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { pageWindow, pagingFields, toPage, type Page } from '../../core/paging.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { SmsService } from '../sms/index.ts';
import { toMobile } from '../sms/index.ts';
import type { UserAdminService } from '../user/index.ts';

type Tx = Prisma.TransactionClient;

export const LOGIN_TYPES = ['mobile', 'wechat', 'crop-wechat', 'ding-talk'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export type ChatLoginType = Exclude<LoginType, 'mobile'>;
export const CHAT_LOGIN_TYPES: readonly ChatLoginType[] = ['wechat', 'crop-wechat', 'ding-talk'];

/** The login_type dictionary's titles. */
const LOGIN_TYPE_TEXT: Record<LoginType, string> = {
  mobile: '手机号',
  wechat: '微信',
  'crop-wechat': '企业微信',
  'ding-talk': '钉钉',
};

/** The mobile "binding" has no row of its own; its id names the user. */
const MOBILE_ID_PREFIX = 'mobile:';

export function isLoginType(v: unknown): v is LoginType {
  return typeof v === 'string' && (LOGIN_TYPES as readonly string[]).includes(v);
}

export interface LoginBindingView {
  id: string;
  loginType: LoginType;
  loginType_dictText: string;
  /** The number for mobile; the provider's id of the person otherwise. */
  openId: string;
  userId: string;
  createTime: Date | null;
}

const smsCode = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string().trim().min(1).max(10),
);
const mobile = z.union([z.string().max(20), z.number()]);

export const BindMobileSchema = z.object({
  mobile,
  smsCode,
  captchaKey: z.string().max(64).nullish(),
  captchaValue: z.union([z.string().max(16), z.number()]).nullish(),
});
export type BindMobileInput = z.input<typeof BindMobileSchema>;

const loginTypeField = z.string().trim().max(20);
const idField = z.string().trim().max(100);

export const BindInfoSchema = z.object({
  loginType: loginTypeField.nullish(),
  userId: idField.nullish(),
});
export const UnbindSchema = z.object({ loginType: loginTypeField.nullish() });
export const DirectMobileSchema = z.object({ mobile, userId: idField.nullish() });
export const UnbindByIdSchema = z.object({ id: idField.min(1) });
export const BindingPagingSchema = z.object({ ...pagingFields(), userId: idField.nullish() });
export type BindingPagingInput = z.input<typeof BindingPagingSchema>;

export class BindingService {
  constructor(
    private readonly infra: Infra,
    private readonly sms: SmsService,
    private readonly userAdmin: UserAdminService,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Every login method linked to the user: the number first, then the chat apps. */
  async list(userId: string): Promise<LoginBindingView[]> {
    const user = await this.db.user.findUnique({
      where: { id: userId },
      select: { mobile: true, bindings: { orderBy: { createdAt: 'asc' } } },
    });
    if (user === null) throw new AppError('DATA_NOT_FOUND');
    const out: LoginBindingView[] = [];
    if (user.mobile !== null) out.push(mobileView(userId, user.mobile));
    for (const b of user.bindings) {
      if (!isLoginType(b.loginType)) continue;
      out.push({
        id: b.id,
        loginType: b.loginType,
        loginType_dictText: LOGIN_TYPE_TEXT[b.loginType],
        openId: b.openId,
        userId,
        createTime: b.createdAt,
      });
    }
    return out;
  }

  /** One binding of a user (own, or any user's with sys:user:list); null when not linked. */
  async info(
    session: SessionUser,
    raw: z.input<typeof BindInfoSchema>,
  ): Promise<LoginBindingView | null> {
    const input = parseInput(BindInfoSchema, raw);
    if (!input.loginType) throw new AppError('BIND_PARAMS_EMPTY');
    if (!isLoginType(input.loginType)) throw new AppError('BIND_TYPE_NOT_FOUND');
    const userId = input.userId || session.userId;
    if (userId !== session.userId) {
      await this.userAdmin.assertMayManage(session, userId, PERMISSIONS.userList);
    }
    return (await this.list(userId)).find((b) => b.loginType === input.loginType) ?? null;
  }

  /** The admin's list of a user's bindings (sys:user:list), page size 10. */
  async paging(session: SessionUser, raw: BindingPagingInput): Promise<Page<LoginBindingView>> {
    const input = parseInput(BindingPagingSchema, raw);
    if (!input.userId) throw new AppError('BIND_PARAMS_EMPTY');
    await this.userAdmin.assertMayManage(session, input.userId, PERMISSIONS.userList);
    const all = await this.list(input.userId);
    const { skip, take } = pageWindow(input.current, input.size);
    return toPage(all.slice(skip, skip + take), all.length, input.current, input.size);
  }

  /**
   * Links a number to the caller, who has none, with a bind code sent to it. The code is checked
   * before anything about the number is, so its answers do not tell whether it is linked.
   */
  async bindMobile(session: SessionUser, raw: BindMobileInput): Promise<LoginBindingView> {
    const input = parseInput(BindMobileSchema, raw);
    const number = toMobile(input.mobile);
    const me = await this.db.user.findUnique({
      where: { id: session.userId },
      select: { mobile: true },
    });
    if (me === null) throw new AppError('DATA_NOT_FOUND');
    // Changing a number goes through unbind-mobile, which needs a code sent to the old one.
    if (me.mobile !== null) throw new AppError('MOBILE_ALREADY_LINKED');
    await this.sms.consumeCode(number, 'bind', input.smsCode, 'BIND_SMS_CODE_WRONG');
    await this.assertNumberFree(number, session.userId);
    // The learner's own link lifts an admin's unlink.
    const set = await this.setMobile(
      { id: session.userId, mobile: null },
      { mobile: number, mobileAdminUnboundAt: null },
    );
    if (set === 0) throw new AppError('MOBILE_ALREADY_LINKED');
    return mobileView(session.userId, number);
  }

  /** Unlinks the caller's number with a bind code sent to it, unless it is their only way in. */
  async unbindMobile(session: SessionUser, raw: BindMobileInput): Promise<void> {
    const input = parseInput(BindMobileSchema, raw);
    const number = toMobile(input.mobile);
    const user = await this.db.user.findUnique({
      where: { id: session.userId },
      select: { mobile: true },
    });
    if (user?.mobile !== number) throw new AppError('BINDING_NOT_FOUND');
    await this.sms.consumeCode(number, 'bind', input.smsCode, 'BIND_SMS_CODE_WRONG');
    await this.removeMobile(session.userId, number, false);
  }

  /** The caller removes one of their chat-app logins by type (the number: unbind-mobile). */
  async unbind(session: SessionUser, raw: z.input<typeof UnbindSchema>): Promise<void> {
    const input = parseInput(UnbindSchema, raw);
    if (!input.loginType) throw new AppError('BIND_PARAMS_EMPTY');
    if (!isLoginType(input.loginType)) throw new AppError('BIND_TYPE_NOT_FOUND');
    // Unlinking the number needs a code sent to it.
    if (input.loginType === 'mobile') throw new AppError('MOBILE_UNBIND_NEEDS_CODE');
    await this.removeChat(session.userId, input.loginType);
  }

  /**
   * An admin links a number to a user (sys:user:update); refused after an admin unlinked the
   * user's number, until the user links one themselves.
   */
  async directBind(
    session: SessionUser,
    raw: z.input<typeof DirectMobileSchema>,
  ): Promise<LoginBindingView> {
    const input = parseInput(DirectMobileSchema, raw);
    if (!input.userId) throw new AppError('BIND_PARAMS_EMPTY');
    const number = toMobile(input.mobile);
    await this.userAdmin.assertMayManage(session, input.userId, PERMISSIONS.userUpdate);
    await this.assertNumberFree(number, input.userId);
    const set = await this.setMobile(
      { id: input.userId, mobileAdminUnboundAt: null },
      { mobile: number },
    );
    if (set === 0) {
      const exists = await this.db.user.count({ where: { id: input.userId } });
      throw new AppError(exists === 0 ? 'DATA_NOT_FOUND' : 'MOBILE_REBIND_BY_USER_ONLY');
    }
    return mobileView(input.userId, number);
  }

  /** An admin unlinks a user's number (sys:user:update); only the learner can link one again. */
  async directUnbind(session: SessionUser, raw: z.input<typeof DirectMobileSchema>): Promise<void> {
    const input = parseInput(DirectMobileSchema, raw);
    if (!input.userId) throw new AppError('BIND_PARAMS_EMPTY');
    const number = toMobile(input.mobile);
    await this.userAdmin.assertMayManage(session, input.userId, PERMISSIONS.userUpdate);
    const user = await this.db.user.findUnique({
      where: { id: input.userId },
      select: { mobile: true },
    });
    if (user?.mobile !== number) throw new AppError('BINDING_NOT_FOUND');
    await this.removeMobile(input.userId, number, true);
  }

  /** An admin removes a binding by its id (sys:user:update). */
  async unbindById(session: SessionUser, raw: z.input<typeof UnbindByIdSchema>): Promise<void> {
    const { id } = parseInput(UnbindByIdSchema, raw);
    if (id.startsWith(MOBILE_ID_PREFIX)) {
      const userId = id.slice(MOBILE_ID_PREFIX.length);
      await this.userAdmin.assertMayManage(session, userId, PERMISSIONS.userUpdate);
      const user = await this.db.user.findUnique({
        where: { id: userId },
        select: { mobile: true },
      });
      if (user?.mobile == null) throw new AppError('BINDING_NOT_FOUND');
      await this.removeMobile(userId, user.mobile, true);
      return;
    }
    const row = await this.db.loginBinding.findUnique({ where: { id } });
    if (row === null) throw new AppError('BINDING_NOT_FOUND');
    await this.userAdmin.assertMayManage(session, row.userId, PERMISSIONS.userUpdate);
    await this.removeChat(row.userId, row.loginType as ChatLoginType);
  }

  /** Links a chat-app identity to a user (a chat-app sign-in with state 'bind'). */
  async linkChat(userId: string, loginType: ChatLoginType, openId: string): Promise<void> {
    const taken = await this.db.loginBinding.findUnique({
      where: { loginType_openId: { loginType, openId } },
      select: { userId: true },
    });
    if (taken !== null && taken.userId !== userId) throw new AppError('CHAT_ACCOUNT_ALREADY_BOUND');
    if (taken !== null) return;
    try {
      await this.db.loginBinding.upsert({
        where: { userId_loginType: { userId, loginType } },
        create: { userId, loginType, openId },
        update: { openId, createdAt: new Date() },
      });
    } catch (e) {
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
        throw new AppError('CHAT_ACCOUNT_ALREADY_BOUND');
      }
      throw e;
    }
  }

  /** The user linked to a chat-app identity, or null. */
  async userOfChat(loginType: ChatLoginType, openId: string): Promise<string | null> {
    const row = await this.db.loginBinding.findUnique({
      where: { loginType_openId: { loginType, openId } },
      select: { userId: true },
    });
    return row?.userId ?? null;
  }

  private async assertNumberFree(number: string, userId: string): Promise<void> {
    const owner = await this.db.user.findUnique({
      where: { mobile: number },
      select: { id: true },
    });
    if (owner !== null && owner.id !== userId) throw new AppError('MOBILE_ALREADY_BOUND');
  }

  /** Sets the number of the user matching `where`; the rows changed (0 when none matched). */
  private async setMobile(
    where: Prisma.UserWhereInput & { id: string },
    data: { mobile: string; mobileAdminUnboundAt?: null },
  ): Promise<number> {
    try {
      return (await this.db.user.updateMany({ where, data })).count;
    } catch (e) {
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
        throw new AppError('MOBILE_ALREADY_BOUND');
      }
      throw e;
    }
  }

  /**
   * Locks the user's row for the transaction and counts the ways in they keep besides the one being
   * removed: removals of a user's logins run one after the other, so two cannot both see the other
   * one remaining.
   */
  private async lockOtherMethods(tx: Tx, userId: string, removing: LoginType): Promise<number> {
    const locked = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT "id" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError('DATA_NOT_FOUND');
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { passwordHash: true, mobile: true, bindings: { select: { loginType: true } } },
    });
    return (
      (user.passwordHash !== '' ? 1 : 0) +
      (user.mobile !== null && removing !== 'mobile' ? 1 : 0) +
      user.bindings.filter((b) => b.loginType !== removing).length
    );
  }

  /** Unlinks the number; `byAdmin` records it, so only the user links a number again. */
  private async removeMobile(userId: string, number: string, byAdmin: boolean): Promise<void> {
    await this.db.$transaction(async (tx) => {
      if ((await this.lockOtherMethods(tx, userId, 'mobile')) === 0) {
        throw new AppError('MOBILE_UNBIND_NEEDS_OTHER_METHOD');
      }
      const res = await tx.user.updateMany({
        where: { id: userId, mobile: number },
        data: { mobile: null, ...(byAdmin ? { mobileAdminUnboundAt: new Date() } : {}) },
      });
      if (res.count === 0) throw new AppError('BINDING_NOT_FOUND');
    });
  }

  private async removeChat(userId: string, loginType: ChatLoginType): Promise<void> {
    await this.db.$transaction(async (tx) => {
      const others = await this.lockOtherMethods(tx, userId, loginType);
      const row = await tx.loginBinding.findUnique({
        where: { userId_loginType: { userId, loginType } },
        select: { id: true },
      });
      if (row === null) throw new AppError('BINDING_NOT_FOUND');
      if (others === 0) throw new AppError('UNBIND_WOULD_LOCK_OUT');
      await tx.loginBinding.delete({ where: { id: row.id } });
    });
  }
}

function mobileView(userId: string, number: string): LoginBindingView {
  return {
    id: `${MOBILE_ID_PREFIX}${userId}`,
    loginType: 'mobile',
    loginType_dictText: LOGIN_TYPE_TEXT.mobile,
    openId: number,
    userId,
    createTime: null,
  };
}
