/**
 * Chat-app sign-in and linking. `startUrl` gives the provider address with a state that is
 * random, signed, single-use (10 minutes) and tied to the starting browser's verifier cookie; the provider sends the browser back to the
 * callback, which spends the state and then either signs in the person linked to that chat
 * identity (the browser lands on /sync with a one-time ticket that the page trades for the
 * session) or, for state 'bind', links the identity to the user who asked. An identity linked to
 * nobody gets CHAT_ACCOUNT_NOT_BOUND; nothing is created for it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { secretBox } from '../../core/crypto.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { BindingService } from '../account/index.ts';
import type { AuthService, ClientMeta } from '../auth/index.ts';
import type { ConfigService } from '../config/index.ts';
import { chatClient, type ChatLoginType } from './chat-clients.ts';

export const CHAT_LOGIN_TYPES: readonly ChatLoginType[] = ['wechat', 'crop-wechat', 'ding-talk'];

/** The legacy path segment of each login type (/api/common/<segment>/...). */
export const PATH_SEGMENT: Record<ChatLoginType, string> = {
  wechat: 'wx',
  'crop-wechat': 'crop-wechat',
  'ding-talk': 'ding-talk',
};

const SWITCH: Record<ChatLoginType, 'wechatLogin' | 'cropLogin' | 'dingLogin'> = {
  wechat: 'wechatLogin',
  'crop-wechat': 'cropLogin',
  'ding-talk': 'dingLogin',
};

const STATE_TTL_MS = 10 * 60_000;

/** Seconds the starting browser keeps the state's verifier cookie: the state's own lifetime. */
export const VERIFIER_TTL_SECONDS = STATE_TTL_MS / 1000;

/** The cookie holding the verifier of the flow a browser started, sent only to the callback. */
export const VERIFIER_COOKIE = 'chat_login_verifier';
const TICKET_TTL_MS = 60_000;

export const StartSchema = z.object({
  /** 'bind' links the account to the signed-in user; anything else signs in. */
  state: z.string().trim().max(20).nullish(),
});
export type StartInput = z.input<typeof StartSchema>;

export const CallbackSchema = z.object({
  code: z.string().trim().max(512).nullish(),
  /** DingTalk's new login calls the code authCode. */
  authCode: z.string().trim().max(512).nullish(),
  state: z.string().trim().max(200).nullish(),
});
export type CallbackInput = z.input<typeof CallbackSchema>;

/** A started flow: the provider address, and the verifier only the starting browser may hold. */
export interface StartedChatLogin {
  url: string;
  verifier: string;
}

export type CallbackOutcome =
  { purpose: 'login'; ticket: string } | { purpose: 'bind'; loginType: ChatLoginType };

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

export class ChatLoginService {
  constructor(
    private readonly infra: Infra,
    private readonly config: ConfigService,
    private readonly bindings: BindingService,
    private readonly auth: AuthService,
  ) {}

  private get box() {
    return secretBox(this.infra.env);
  }

  /**
   * The provider address for a sign-in, or (state 'bind', signed in) for linking, and the verifier
   * the starting browser keeps (an HttpOnly cookie): the state is accepted back only with it, so a
   * state shown to someone else (a QR code, a link) cannot finish in their browser. Refused while
   * the login's switch is off or it has no settings.
   */
  async startUrl(
    loginType: ChatLoginType,
    raw: StartInput,
    session: SessionUser | null,
    requestOrigin: string,
  ): Promise<StartedChatLogin> {
    const input = parseInput(StartSchema, raw);
    const purpose = input.state === 'bind' ? 'bind' : 'login';
    if (purpose === 'bind' && session === null) throw new AppError('NOT_LOGGED_IN');
    const { client, redirectUri } = await this.client(loginType, requestOrigin);
    const id = randomBytes(24).toString('base64url');
    await this.infra.prisma.oAuthState.create({
      data: {
        id,
        loginType,
        purpose,
        userId: purpose === 'bind' ? session!.userId : null,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      },
    });
    const verifier = randomBytes(24).toString('base64url');
    const state = [
      id,
      this.box.mac('oauth-state', `${loginType}|${id}`),
      this.browserMac(loginType, id, verifier),
    ].join('.');
    return { url: client.authorizeUrl(state, redirectUri), verifier };
  }

  /** Ties a state to the verifier of the browser that started it (a hash, not the verifier). */
  private browserMac(loginType: ChatLoginType, id: string, verifier: string): string {
    return this.box.mac('oauth-browser', `${loginType}|${id}|${sha256(verifier)}`).slice(0, 22);
  }

  /**
   * The provider sent the browser back: checks the state is ours and that this browser started it
   * (`verifier`, from its cookie), spends the state, then signs in or links.
   */
  async callback(
    loginType: ChatLoginType,
    raw: CallbackInput,
    requestOrigin: string,
    verifier: string | undefined,
  ): Promise<CallbackOutcome> {
    const input = parseInput(CallbackSchema, raw);
    const code = input.code || input.authCode || '';
    const row = await this.spendState(loginType, input.state ?? '', verifier);
    if (code === '') throw new AppError('CHAT_USER_INFO_FAILED');
    const { client, redirectUri } = await this.client(loginType, requestOrigin);
    const who = await client.identity(code, redirectUri);
    if (row.purpose === 'bind') {
      if (row.userId === null) throw new AppError('OAUTH_STATE_INVALID');
      await this.bindings.linkChat(row.userId, loginType, who.openId);
      return { purpose: 'bind', loginType };
    }
    const userId = await this.bindings.userOfChat(loginType, who.openId);
    if (userId === null) throw new AppError('CHAT_ACCOUNT_NOT_BOUND');
    // No session token travels in an address: a one-time ticket does, for one minute, and the
    // /sync page trades it for the session.
    const ticket = randomBytes(32).toString('base64url');
    await this.infra.prisma.oAuthState.create({
      data: {
        id: `ticket:${sha256(ticket)}`,
        loginType,
        purpose: 'ticket',
        userId,
        expiresAt: new Date(Date.now() + TICKET_TTL_MS),
      },
    });
    return { purpose: 'login', ticket };
  }

  /**
   * Trades the /sync page's one-time ticket for a session of the user it names (the same account
   * checks as every sign-in).
   */
  async redeemTicket(raw: unknown, meta: ClientMeta): Promise<{ token: string; userId: string }> {
    const ticket = parseInput(z.string().trim().min(1).max(100), raw);
    const rows = await this.infra.prisma.$queryRaw<
      Array<{ userId: string | null; expiresAt: Date }>
    >`
      DELETE FROM "OAuthState" WHERE "id" = ${`ticket:${sha256(ticket)}`} AND "purpose" = 'ticket'
      RETURNING "userId", "expiresAt"`;
    const row = rows[0];
    if (row === undefined || row.userId === null || row.expiresAt.getTime() <= Date.now()) {
      throw new AppError('OAUTH_STATE_INVALID');
    }
    return this.auth.signInVerified(row.userId, meta);
  }

  /** The chat-app logins that are switched on (the login page and linked accounts show them). */
  async enabledTypes(): Promise<ChatLoginType[]> {
    const switches = await this.config.switchConfig();
    return CHAT_LOGIN_TYPES.filter((t) => switches[SWITCH[t]]);
  }

  /** Deletes states and tickets past their time. */
  async purgeExpired(): Promise<number> {
    const res = await this.infra.prisma.oAuthState.deleteMany({
      where: { expiresAt: { lt: new Date() } },
    });
    return res.count;
  }

  private async client(loginType: ChatLoginType, requestOrigin: string) {
    const switches = await this.config.switchConfig();
    if (!switches[SWITCH[loginType]]) throw new AppError('LOGIN_METHOD_DISABLED');
    const settings = await this.config.providerSettings(loginType, 'oauth');
    if (settings === null) throw new AppError('CHAT_LOGIN_NOT_CONFIGURED');
    const base =
      typeof settings.data.redirectBase === 'string' && settings.data.redirectBase !== ''
        ? settings.data.redirectBase
        : requestOrigin;
    const redirectUri = `${base.replace(/\/+$/, '')}/api/common/${PATH_SEGMENT[loginType]}/callback`;
    return { client: chatClient(loginType, settings.data), redirectUri };
  }

  /**
   * Checks the state's signature (else OAUTH_STATE_INVALID) and that `verifier` is the starting
   * browser's (else OAUTH_STATE_OTHER_BROWSER, leaving the state unspent), then spends it (once,
   * before it expires; else OAUTH_STATE_INVALID).
   */
  private async spendState(loginType: ChatLoginType, state: string, verifier: string | undefined) {
    const [id, mac, browser, ...rest] = state.split('.');
    if (
      !id ||
      !mac ||
      !browser ||
      rest.length > 0 ||
      !this.box.verifyMac('oauth-state', `${loginType}|${id}`, mac)
    ) {
      throw new AppError('OAUTH_STATE_INVALID');
    }
    const want = Buffer.from(this.browserMac(loginType, id, verifier ?? ''));
    const got = Buffer.from(browser);
    if (
      verifier === undefined ||
      verifier === '' ||
      want.length !== got.length ||
      !timingSafeEqual(new Uint8Array(want), new Uint8Array(got))
    ) {
      throw new AppError('OAUTH_STATE_OTHER_BROWSER');
    }
    const rows = await this.infra.prisma.$queryRaw<
      Array<{ purpose: string; userId: string | null; expiresAt: Date }>
    >`DELETE FROM "OAuthState" WHERE "id" = ${id} AND "loginType" = ${loginType}
      AND "purpose" IN ('login', 'bind') RETURNING "purpose", "userId", "expiresAt"`;
    const row = rows[0];
    if (row === undefined || row.expiresAt.getTime() <= Date.now()) {
      throw new AppError('OAUTH_STATE_INVALID');
    }
    return row;
  }
}
