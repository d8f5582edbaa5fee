/**
 * The three chat-app logins as OAuth 2 clients: the WeChat open platform's QR login, WeCom (the
 * enterprise chat) and DingTalk (workplace messaging). Each builds the address the browser is sent
 * to and turns the code the provider hands back into the person's stable id. Every endpoint can be
 * changed in the settings (private deployments, proxies, the tests' fake providers). A provider
 * that refuses or answers nonsense is CHAT_USER_INFO_FAILED; the log gets what it said, never a
 * secret.
 */
import { AppError } from '../../core/errors/index.ts';
import { logger } from '../../core/logger.ts';
import type { ProviderData } from '../config/index.ts';

export type ChatLoginType = 'wechat' | 'crop-wechat' | 'ding-talk';

export interface ChatIdentity {
  /** The provider's stable id of the person (unionid / userid). */
  openId: string;
  name: string;
}

export interface ChatOAuthClient {
  /** Where the browser goes to sign in at the provider. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The person behind a code the provider handed back. */
  identity(code: string, redirectUri: string): Promise<ChatIdentity>;
}

const TIMEOUT_MS = 10_000;

function failed(loginType: ChatLoginType, detail: Record<string, unknown>): AppError {
  logger.warn({ loginType, ...detail }, 'chat-app login: the provider did not give the user');
  return new AppError('CHAT_USER_INFO_FAILED');
}

async function getJson(
  loginType: ChatLoginType,
  url: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body: unknown = await res.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw failed(loginType, { status: res.status, reason: 'not an object' });
    }
    return { ...(body as Record<string, unknown>), httpStatus: res.status };
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw failed(loginType, { reason: e instanceof Error ? e.message : String(e) });
  }
}

const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const setting = (data: ProviderData, key: string, fallback: string): string => {
  const v = data[key];
  return typeof v === 'string' && v !== '' ? v : fallback;
};

/** WeChat open platform website login (QR code): snsapi_login. */
export class WechatClient implements ChatOAuthClient {
  constructor(private readonly data: ProviderData) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(
      setting(this.data, 'authorizeUrl', 'https://open.weixin.qq.com/connect/qrconnect'),
    );
    url.search = new URLSearchParams({
      appid: text(this.data.appId),
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    }).toString();
    url.hash = 'wechat_redirect';
    return url.href;
  }

  async identity(code: string): Promise<ChatIdentity> {
    const token = new URL(
      setting(this.data, 'tokenUrl', 'https://api.weixin.qq.com/sns/oauth2/access_token'),
    );
    token.search = new URLSearchParams({
      appid: text(this.data.appId),
      secret: text(this.data.appSecret),
      code,
      grant_type: 'authorization_code',
    }).toString();
    const t = await getJson('wechat', token.href);
    const accessToken = text(t.access_token);
    const openid = text(t.openid);
    if (accessToken === '' || openid === '') {
      throw failed('wechat', { step: 'token', errcode: t.errcode, errmsg: t.errmsg });
    }
    const info = new URL(
      setting(this.data, 'userInfoUrl', 'https://api.weixin.qq.com/sns/userinfo'),
    );
    info.search = new URLSearchParams({ access_token: accessToken, openid }).toString();
    const u = await getJson('wechat', info.href);
    if (text(u.openid) === '')
      throw failed('wechat', { step: 'userinfo', errcode: u.errcode, errmsg: u.errmsg });
    return { openId: text(u.unionid) || text(t.unionid) || openid, name: text(u.nickname) };
  }
}

/** WeCom web login (a self-built app): the corp access token, then the code's member id. */
export class WecomClient implements ChatOAuthClient {
  constructor(private readonly data: ProviderData) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(
      setting(this.data, 'authorizeUrl', 'https://login.work.weixin.qq.com/wwlogin/sso/login'),
    );
    url.search = new URLSearchParams({
      login_type: 'CorpApp',
      appid: text(this.data.corpId),
      agentid: text(this.data.agentId),
      redirect_uri: redirectUri,
      state,
    }).toString();
    return url.href;
  }

  async identity(code: string): Promise<ChatIdentity> {
    const token = new URL(
      setting(this.data, 'tokenUrl', 'https://qyapi.weixin.qq.com/cgi-bin/gettoken'),
    );
    token.search = new URLSearchParams({
      corpid: text(this.data.corpId),
      corpsecret: text(this.data.secret),
    }).toString();
    const t = await getJson('crop-wechat', token.href);
    const accessToken = text(t.access_token);
    if (text(t.errcode) !== '0' || accessToken === '') {
      throw failed('crop-wechat', { step: 'token', errcode: t.errcode, errmsg: t.errmsg });
    }
    const info = new URL(
      setting(this.data, 'userInfoUrl', 'https://qyapi.weixin.qq.com/cgi-bin/auth/getuserinfo'),
    );
    info.search = new URLSearchParams({ access_token: accessToken, code }).toString();
    const u = await getJson('crop-wechat', info.href);
    // Only members of the company have a userid; outsiders get an openid and cannot sign in.
    const userId = text(u.userid) || text(u.UserId);
    if (text(u.errcode) !== '0' || userId === '') {
      throw failed('crop-wechat', { step: 'userinfo', errcode: u.errcode, errmsg: u.errmsg });
    }
    return { openId: userId, name: '' };
  }
}

/** DingTalk OAuth 2 (new API): the user access token, then the person's unionId. */
export class DingTalkClient implements ChatOAuthClient {
  constructor(private readonly data: ProviderData) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(
      setting(this.data, 'authorizeUrl', 'https://login.dingtalk.com/oauth2/auth'),
    );
    url.search = new URLSearchParams({
      redirect_uri: redirectUri,
      response_type: 'code',
      client_id: text(this.data.clientId),
      scope: 'openid',
      state,
      prompt: 'consent',
    }).toString();
    return url.href;
  }

  async identity(code: string): Promise<ChatIdentity> {
    const t = await getJson(
      'ding-talk',
      setting(this.data, 'tokenUrl', 'https://api.dingtalk.com/v1.0/oauth2/userAccessToken'),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          clientId: text(this.data.clientId),
          clientSecret: text(this.data.clientSecret),
          code,
          grantType: 'authorization_code',
        }),
      },
    );
    const accessToken = text(t.accessToken);
    if (accessToken === '')
      throw failed('ding-talk', { step: 'token', code: t.code, message: t.message });
    const u = await getJson(
      'ding-talk',
      setting(this.data, 'userInfoUrl', 'https://api.dingtalk.com/v1.0/contact/users/me'),
      { headers: { 'x-acs-dingtalk-access-token': accessToken } },
    );
    const unionId = text(u.unionId);
    if (unionId === '')
      throw failed('ding-talk', { step: 'userinfo', code: u.code, message: u.message });
    return { openId: unionId, name: text(u.nick) };
  }
}

export function chatClient(loginType: ChatLoginType, data: ProviderData): ChatOAuthClient {
  switch (loginType) {
    case 'wechat':
      return new WechatClient(data);
    case 'crop-wechat':
      return new WecomClient(data);
    case 'ding-talk':
      return new DingTalkClient(data);
  }
}
