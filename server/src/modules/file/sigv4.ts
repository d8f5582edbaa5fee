/**
 * AWS Signature Version 4 for S3-compatible object storage (Aliyun OSS, Tencent COS, Qiniu Kodo
 * all accept it). Only header signing, the way S3 wants it: the path is encoded once (S3 does not
 * double-encode), query parameters are sorted, the payload hash is given by the caller.
 */
import { createHash, createHmac } from 'node:crypto';

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date (e.g. range, x-amz-content-sha256). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

export interface Signed {
  /** The headers to send: the caller's, host, x-amz-date and authorization. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Uint8Array, data: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', key).update(data).digest());
}

/** RFC 3986 encoding: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded (UTF-8). */
export function uriEncode(s: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** `20130524T000000Z` */
export function amzDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalPath(url: URL): string {
  const segments = url.pathname.split('/').map((seg) => {
    try {
      return uriEncode(decodeURIComponent(seg));
    } catch {
      return uriEncode(seg);
    }
  });
  const path = segments.join('/');
  return path === '' ? '/' : path;
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams.entries()].map(([k, v]) => [uriEncode(k), uriEncode(v)]);
  pairs.sort(([ak, av], [bk, bv]) => (ak! < bk! ? -1 : ak! > bk! ? 1 : av! < bv! ? -1 : 1));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

export function signingKey(secret: string, day: string, region: string, service: string) {
  const kDate = hmac(`AWS4${secret}`, day);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

export function signV4(input: SignInput): Signed {
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.headers)) headers[k.toLowerCase()] = v;
  headers.host = input.url.host;
  headers['x-amz-date'] = stamp;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(input.url),
    canonicalQuery(input.url),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKey(input.secretAccessKey, day, input.region, input.service),
  )
    .update(stringToSign)
    .digest('hex');
  return {
    headers: {
      ...headers,
      authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
    canonicalRequest,
    stringToSign,
    signature,
  };
}
