/**
 * The three S3 calls file storage needs (put, get with an optional range, delete), signed with
 * SigV4 and sent with fetch. Errors become STORAGE_CONFIG_INVALID (the settings or the bucket are
 * wrong) or DATA_NOT_FOUND (no such object); the provider's message is logged, never returned.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AppError } from '../../core/errors/index.ts';
import { logger } from '../../core/logger.ts';
import { EMPTY_PAYLOAD_HASH, signV4, uriEncode } from './sigv4.ts';

export interface S3Target {
  /** https://host[:port], without the bucket. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** host/bucket/key instead of bucket.host/key. */
  pathStyle: boolean;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** Time allowed until the provider answers (the body of a download may then take longer). */
const ANSWER_TIMEOUT_MS = 30_000;
/** An upload's answer comes after its body: each further MiB sent allows one second more. */
const UPLOAD_MS_PER_MIB = 1000;

/** A file on disk sent as a request body, streamed. */
interface FileBody {
  path: string;
  size: number;
}

export class S3Client {
  constructor(
    private readonly target: S3Target,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  objectUrl(key: string): URL {
    const base = new URL(this.target.endpoint);
    const path = uriEncode(key, true);
    if (this.target.pathStyle) {
      const prefix = base.pathname.replace(/\/+$/, '');
      return new URL(`${base.protocol}//${base.host}${prefix}/${this.target.bucket}/${path}`);
    }
    return new URL(`${base.protocol}//${this.target.bucket}.${base.host}/${path}`);
  }

  /**
   * Puts a file from disk as the object, streamed: the file is read once for its SHA-256 (the
   * signature covers it) and once more as it is sent, so a large video is never held in memory.
   */
  async putFile(key: string, filePath: string, contentType: string): Promise<void> {
    const { size } = await stat(filePath);
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(filePath)) {
      const b = chunk as Buffer;
      hash.update(new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
    }
    const res = await this.send(
      'PUT',
      key,
      { path: filePath, size },
      {
        'content-type': contentType,
        'x-amz-content-sha256': hash.digest('hex'),
      },
    );
    await this.expectOk(res, 'put');
  }

  /** The object's bytes (a 200 or 206 response whose body the caller streams). */
  async getObject(key: string, range?: ByteRange): Promise<Response> {
    const res = await this.send('GET', key, undefined, {
      'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
      ...(range === undefined ? {} : { range: `bytes=${range.start}-${range.end}` }),
    });
    if (res.status === 404) {
      await res.body?.cancel();
      throw new AppError('DATA_NOT_FOUND');
    }
    if (res.status !== 200 && res.status !== 206) await this.expectOk(res, 'get');
    return res;
  }

  /** The object's size, or null when there is no such object. */
  async headObject(key: string): Promise<{ size: number } | null> {
    const res = await this.send('HEAD', key, undefined, {
      'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
    });
    await res.body?.cancel();
    if (res.status === 404) return null;
    if (!res.ok) await this.expectOk(res, 'head');
    const size = Number(res.headers.get('content-length'));
    if (!Number.isSafeInteger(size) || size < 0) {
      logger.warn({ host: new URL(this.target.endpoint).host }, 'object storage HEAD without size');
      throw new AppError('STORAGE_CONFIG_INVALID');
    }
    return { size };
  }

  async deleteObject(key: string): Promise<void> {
    const res = await this.send('DELETE', key, undefined, {
      'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
    });
    if (res.status !== 404) await this.expectOk(res, 'delete');
    else await res.body?.cancel();
  }

  private async send(
    method: string,
    key: string,
    body: FileBody | undefined,
    headers: Record<string, string>,
  ): Promise<Response> {
    const url = this.objectUrl(key);
    const signed = signV4({
      method,
      url,
      headers,
      payloadHash: headers['x-amz-content-sha256'] ?? EMPTY_PAYLOAD_HASH,
      region: this.target.region,
      service: 's3',
      accessKeyId: this.target.accessKeyId,
      secretAccessKey: this.target.secretAccessKey,
      date: this.now(),
    });
    // fetch sets Host from the URL (the same value that was signed).
    const { host: _host, ...send } = signed.headers;
    const controller = new AbortController();
    const timeout =
      ANSWER_TIMEOUT_MS +
      (body === undefined ? 0 : Math.ceil(body.size / 2 ** 20) * UPLOAD_MS_PER_MIB);
    const timer = setTimeout(() => controller.abort(), timeout);
    try {
      return await this.fetchImpl(
        url,
        body === undefined
          ? { method, headers: send, signal: controller.signal }
          : {
              method,
              // A stream body with its length: sent as is, not chunked (S3 wants the length).
              headers: { ...send, 'content-length': String(body.size) },
              body: Readable.toWeb(createReadStream(body.path)),
              duplex: 'half',
              signal: controller.signal,
            },
      );
    } catch (e) {
      logger.warn({ err: e, host: url.host, method }, 'object storage unreachable');
      throw new AppError('STORAGE_CONFIG_INVALID');
    } finally {
      clearTimeout(timer);
    }
  }

  private async expectOk(res: Response, op: string): Promise<void> {
    if (res.ok) {
      await res.body?.cancel();
      return;
    }
    const text = (await res.text().catch(() => '')).slice(0, 500);
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? '';
    logger.warn(
      {
        op,
        status: res.status,
        code,
        host: new URL(this.target.endpoint).host,
        bucket: this.target.bucket,
      },
      'object storage refused the request',
    );
    throw new AppError('STORAGE_CONFIG_INVALID');
  }
}
