/**
 * Request signing for direct uploads, in the browser with WebCrypto (no SDK): AWS Signature
 * Version 4, which Aliyun OSS and Tencent COS accept on their S3-compatible hosts, the same
 * algorithm as the server's own storage calls (header signing, the path encoded once as S3 wants
 * it, temporary keys' security token signed with the rest). Qiniu needs no signing in the browser:
 * its upload token is signed by the server.
 */

const encoder = new TextEncoder();

type Bytes = Uint8Array<ArrayBuffer>;

function toBytes(data: string | ArrayBuffer | Uint8Array): Bytes {
  if (typeof data === 'string') return encoder.encode(data);
  if (data instanceof Uint8Array) return new Uint8Array(data);
  return new Uint8Array(data);
}

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Hex SHA-256 of a string or bytes. */
export async function sha256Hex(data: string | ArrayBuffer | Uint8Array): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', toBytes(data)));
}

async function hmac(key: string | ArrayBuffer, data: string): Promise<ArrayBuffer> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    toBytes(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(data));
}

/** RFC 3986 encoding: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded (UTF-8). */
export function uriEncode(s: string, keepSlash = false): string {
  let out = '';
  for (const byte of encoder.encode(s)) {
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
  const path = url.pathname
    .split('/')
    .map((seg) => {
      try {
        return uriEncode(decodeURIComponent(seg));
      } catch {
        return uriEncode(seg);
      }
    })
    .join('/');
  return path === '' ? '/' : path;
}

function canonicalQuery(url: URL): string {
  const pairs = [...url.searchParams.entries()].map(([k, v]) => [uriEncode(k), uriEncode(v)]);
  pairs.sort(([ak = '', av = ''], [bk = '', bv = '']) =>
    ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : 1,
  );
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

export interface SignV4Input {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date (content-type, x-amz-content-sha256, ...). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body. */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
}

export interface SignedV4 {
  /** The headers to send (host included: the browser sets it itself from the URL). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

export async function signV4(input: SignV4Input): Promise<SignedV4> {
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(input.headers)) headers[k.toLowerCase()] = v;
  headers.host = input.url.host;
  headers['x-amz-date'] = stamp;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((n) => `${n}:${(headers[n] ?? '').trim().replace(/\s+/g, ' ')}\n`)
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
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, await sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const kDate = await hmac(`AWS4${input.secretAccessKey}`, day);
  const kRegion = await hmac(kDate, input.region);
  const kService = await hmac(kRegion, input.service);
  const kSigning = await hmac(kService, 'aws4_request');
  const signature = hex(await hmac(kSigning, stringToSign));
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

/** What a PUT of an object with temporary keys needs. */
export interface SignedPutInput {
  /** The bucket's address ending with '/' (the key is appended). */
  bucketUrl: string;
  key: string;
  body: ArrayBuffer;
  contentType: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  date: Date;
}

/**
 * The URL and headers of a SigV4 PUT of `body` as `key`, with the temporary keys' token signed
 * (the headers a browser may not set, host, are left out).
 */
export async function signedPut(
  input: SignedPutInput,
): Promise<{ url: URL; headers: Record<string, string> }> {
  const url = new URL(`${input.bucketUrl}${uriEncode(input.key, true)}`);
  const payloadHash = await sha256Hex(input.body);
  const signed = await signV4({
    method: 'PUT',
    url,
    headers: {
      'content-type': input.contentType,
      'x-amz-content-sha256': payloadHash,
      'x-amz-security-token': input.sessionToken,
    },
    payloadHash,
    region: input.region,
    service: 's3',
    accessKeyId: input.accessKeyId,
    secretAccessKey: input.secretAccessKey,
    date: input.date,
  });
  const { host: _host, ...headers } = signed.headers;
  return { url, headers };
}
