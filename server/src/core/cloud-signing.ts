/**
 * Request signatures of the two Chinese clouds the platform talks to (face recognition, SMS):
 * Aliyun's RPC signature (HMAC-SHA1, signature version 1.0) and Tencent Cloud's TC3-HMAC-SHA256.
 * Each provider client builds its request around these; the tests' fakes check them with their own
 * implementation.
 */
import { createHash, createHmac } from 'node:crypto';

/** RFC 3986 encoding as Aliyun's RPC signature wants it (space as %20, `*` and `~` handled). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The signature of an Aliyun RPC request: HMAC-SHA1 over the method and the sorted, encoded parameters. */
export function rpcSignature(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** Aliyun's RPC timestamp: ISO 8601 in UTC without milliseconds. */
export function rpcTimestamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The Content-Type every TC3-signed JSON request carries (it is part of the signature). */
export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Uint8Array, data: string) =>
  new Uint8Array(createHmac('sha256', key).update(data).digest());

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  /** The product's service name, e.g. 'iai' (face) or 'sms'. */
  service: string;
  host: string;
  payload: string;
  /** Seconds since the epoch. */
  timestamp: number;
}

/** The TC3-HMAC-SHA256 Authorization header of a POST / with a JSON body. */
export function tc3Authorization(input: Tc3Input): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${TC3_CONTENT_TYPE}\nhost:${input.host}\n`,
    'content-type;host',
    sha256Hex(input.payload),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(input.timestamp),
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}
