/**
 * The clouds' temporary-credential services the direct uploads use, as signed HTTP clients (no
 * SDK): Aliyun STS AssumeRole (RPC API, signature version 1.0, HMAC-SHA1) and Tencent Cloud STS
 * GetFederationToken (API 3.0, TC3-HMAC-SHA256). Each answers credentials limited by the policy it
 * was sent, for `durationSeconds`. The addresses come from STS_ALIYUN_URL / STS_QCLOUD_URL (a
 * private endpoint, a proxy, or the tests' fake).
 */
import { randomUUID } from 'node:crypto';
import {
  TC3_CONTENT_TYPE,
  percentEncode,
  rpcSignature,
  rpcTimestamp,
  tc3Authorization,
} from '../../core/cloud-signing.ts';

export interface TemporaryCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiration: Date;
}

/** The provider refused or could not be reached; `code` is its error code (for the log). */
export class StsError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
  ) {
    super(`${provider} STS failed: ${code}`);
  }
}

export interface AliyunAssumeRole {
  accessKeyId: string;
  accessKeySecret: string;
  roleArn: string;
  /** 2-64 characters of [A-Za-z0-9.@_-]. */
  sessionName: string;
  policy: object;
  durationSeconds: number;
}

export interface TencentFederationToken {
  secretId: string;
  secretKey: string;
  region: string;
  /** The federated user's name (letters, digits, `+=,.@_-`). */
  name: string;
  policy: object;
  durationSeconds: number;
}

/** What the file service asks of the clouds (tests may pass their own). */
export interface StsClients {
  aliyunAssumeRole(req: AliyunAssumeRole): Promise<TemporaryCredentials>;
  tencentFederationToken(req: TencentFederationToken): Promise<TemporaryCredentials>;
}

export interface StsClientOptions {
  aliyunUrl?: string;
  qcloudUrl?: string;
  timeoutMs?: number;
}

export const ALIYUN_STS_URL = 'https://sts.aliyuncs.com';
export const QCLOUD_STS_URL = 'https://sts.tencentcloudapi.com';

async function readJson(provider: string, res: Response): Promise<Record<string, unknown>> {
  try {
    return (await res.json()) as Record<string, unknown>;
  } catch {
    throw new StsError(provider, `HTTP ${res.status}`);
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export function createStsClients(opts: StsClientOptions = {}): StsClients {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const call = async (provider: string, url: string, init: RequestInit) => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (e) {
      throw new StsError(provider, e instanceof Error ? e.name : 'network');
    }
  };

  return {
    async aliyunAssumeRole(req) {
      const params: Record<string, string> = {
        Action: 'AssumeRole',
        Version: '2015-04-01',
        Format: 'JSON',
        AccessKeyId: req.accessKeyId,
        SignatureMethod: 'HMAC-SHA1',
        SignatureVersion: '1.0',
        SignatureNonce: randomUUID(),
        Timestamp: rpcTimestamp(new Date()),
        RoleArn: req.roleArn,
        RoleSessionName: req.sessionName,
        DurationSeconds: String(req.durationSeconds),
        Policy: JSON.stringify(req.policy),
      };
      params.Signature = rpcSignature('POST', params, req.accessKeySecret);
      const body = Object.entries(params)
        .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
        .join('&');
      const res = await call(
        'aliyun',
        `${(opts.aliyunUrl ?? ALIYUN_STS_URL).replace(/\/+$/, '')}/`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        },
      );
      const json = await readJson('aliyun', res);
      const c = json.Credentials as Record<string, unknown> | undefined;
      if (!res.ok || c === undefined)
        throw new StsError('aliyun', text(json.Code) || `HTTP ${res.status}`);
      const expiration = new Date(text(c.Expiration));
      if (Number.isNaN(expiration.getTime())) throw new StsError('aliyun', 'bad answer');
      return {
        accessKeyId: text(c.AccessKeyId),
        accessKeySecret: text(c.AccessKeySecret),
        securityToken: text(c.SecurityToken),
        expiration,
      };
    },

    async tencentFederationToken(req) {
      const url = new URL(opts.qcloudUrl ?? QCLOUD_STS_URL);
      const payload = JSON.stringify({
        Name: req.name,
        Policy: encodeURIComponent(JSON.stringify(req.policy)),
        DurationSeconds: req.durationSeconds,
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const res = await call('qcloud', url.toString(), {
        method: 'POST',
        headers: {
          authorization: tc3Authorization({
            secretId: req.secretId,
            secretKey: req.secretKey,
            service: 'sts',
            host: url.host,
            payload,
            timestamp,
          }),
          'content-type': TC3_CONTENT_TYPE,
          'x-tc-action': 'GetFederationToken',
          'x-tc-version': '2018-08-13',
          'x-tc-region': req.region,
          'x-tc-timestamp': String(timestamp),
        },
        body: payload,
      });
      const json = await readJson('qcloud', res);
      const answer = (json.Response ?? {}) as Record<string, unknown>;
      const error = answer.Error as Record<string, unknown> | undefined;
      const c = answer.Credentials as Record<string, unknown> | undefined;
      if (!res.ok || error !== undefined || c === undefined) {
        throw new StsError('qcloud', text(error?.Code) || `HTTP ${res.status}`);
      }
      const expired = Number(answer.ExpiredTime);
      if (!Number.isFinite(expired)) throw new StsError('qcloud', 'bad answer');
      return {
        accessKeyId: text(c.TmpSecretId),
        accessKeySecret: text(c.TmpSecretKey),
        securityToken: text(c.Token),
        expiration: new Date(expired * 1000),
      };
    },
  };
}
