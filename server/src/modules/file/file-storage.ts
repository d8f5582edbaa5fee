/**
 * Where uploaded bytes live. One interface, two implementations: local files (the default, under
 * FILES_DIR or the admin's local directory) and S3-compatible object storage (Aliyun OSS, Tencent
 * COS, Qiniu Kodo through their S3 endpoints). Keys are server-generated.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AppError } from '../../core/errors/index.ts';
import type { ProviderData } from '../config/index.ts';
import { QINIU_AREAS } from '../config/index.ts';
import type { ByteSource } from './file-sniff.ts';
import { S3Client, type ByteRange, type S3Target } from './s3-client.ts';

export type { ByteRange } from './s3-client.ts';

export interface FileStorage {
  /** The provider name stored with each file (local, aliyun, qcloud, qiniu). */
  readonly provider: string;
  /** Stores the staged file under `key`. */
  put(key: string, stagedPath: string, mime: string): Promise<void>;
  /** The object's bytes, or the inclusive `range` of them; DATA_NOT_FOUND when missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** Keys are ours (yyyy/mm/uuid.ext); anything else is refused before touching a path. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,5}$/;

function checkKey(key: string): void {
  if (!KEY.test(key)) throw new AppError('PARAM_INVALID', {}, { key: 'format' });
}

/**
 * What a browser may name an object it uploads straight to the bucket: a random lower-case name
 * with an extension, in its user's folder `direct/<userId>/`.
 */
export const DIRECT_KEY = /^direct\/[A-Za-z0-9_-]{1,64}\/[a-z0-9][a-z0-9_-]{0,99}\.[a-z0-9]{1,5}$/;

/** Object storage also holds the browsers' direct uploads (never a local path). */
function checkObjectKey(key: string): void {
  if (!KEY.test(key) && !DIRECT_KEY.test(key)) {
    throw new AppError('PARAM_INVALID', {}, { key: 'format' });
  }
}

export class LocalFileStorage implements FileStorage {
  readonly provider = 'local';
  private readonly roots: string[];

  /** Writes under the first root; reads from the first root holding the key. */
  constructor(roots: string[]) {
    this.roots = [...new Set(roots.map((r) => path.resolve(r)))];
  }

  private pathIn(root: string, key: string): string {
    checkKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep))
      throw new AppError('PARAM_INVALID', {}, { key: 'format' });
    return full;
  }

  async put(key: string, stagedPath: string, _mime?: string): Promise<void> {
    const target = this.pathIn(this.roots[0]!, key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(stagedPath, target);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      await copyFile(stagedPath, target);
    }
  }

  private async locate(key: string): Promise<string> {
    for (const root of this.roots) {
      const full = this.pathIn(root, key);
      try {
        if ((await stat(full)).isFile()) return full;
      } catch {
        // not under this root
      }
    }
    throw new AppError('DATA_NOT_FOUND');
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const full = await this.locate(key);
    return createReadStream(
      full,
      range === undefined ? {} : { start: range.start, end: range.end },
    );
  }

  async remove(key: string): Promise<void> {
    try {
      await unlink(await this.locate(key));
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
  }
}

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;

  constructor(
    readonly provider: string,
    target: S3Target,
    fetchImpl: typeof fetch = fetch,
  ) {
    this.client = new S3Client(target, fetchImpl);
  }

  async put(key: string, stagedPath: string, mime: string): Promise<void> {
    checkKey(key);
    await this.client.putFile(key, stagedPath, mime);
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    checkObjectKey(key);
    const res = await this.client.getObject(key, range);
    if (res.body === null) return Readable.from([]);
    return Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>);
  }

  async remove(key: string): Promise<void> {
    checkObjectKey(key);
    await this.client.deleteObject(key);
  }

  /** The object's size, or null when it is not in the bucket. */
  async head(key: string): Promise<{ size: number } | null> {
    checkObjectKey(key);
    return this.client.headObject(key);
  }

  /**
   * Random access to an object's bytes by ranged GETs (the sniffer reads the start, and for zip
   * and OLE files a few more places), so a large upload is judged without being downloaded.
   */
  byteSource(key: string, size: number): ByteSource {
    checkObjectKey(key);
    return {
      size,
      read: async (offset, length) => {
        const start = Math.max(0, offset);
        const end = Math.min(size, start + length) - 1;
        if (end < start) return Buffer.alloc(0);
        const res = await this.client.getObject(key, { start, end });
        const bytes = Buffer.from(await res.arrayBuffer());
        // A server that ignores the range answers 200 with everything.
        return res.status === 206 ? bytes : bytes.subarray(start, end + 1);
      },
    };
  }
}

const str = (data: ProviderData, f: string) =>
  typeof data[f] === 'string' ? (data[f] as string) : '';

/** An explicit http(s)://host[:port] endpoint (a private gateway): used as given, path style. */
function explicitEndpoint(endpoint: string): string | null {
  return /^https?:\/\//.test(endpoint) ? endpoint.replace(/\/+$/, '') : null;
}

/**
 * The S3 endpoint, region and credentials of a cloud storage provider's saved settings:
 * - aliyun: endpoint oss-<region>.aliyuncs.com (dictionary aliyun_upload_endpoins) becomes
 *   s3.oss-<region>.aliyuncs.com with region <region>, virtual-hosted (OSS requires it);
 * - qcloud: region ap-xxx becomes cos.ap-xxx.myqcloud.com (unless an endpoint host is given);
 * - qiniu: zone z0 ... (dictionary qiniu_upload_areas) becomes s3.<s3 region>.qiniucs.com.
 */
export function s3TargetFor(provider: string, data: ProviderData): S3Target {
  const bucket = str(data, 'bucket');
  const endpoint = str(data, 'endpoint');
  const explicit = explicitEndpoint(endpoint);
  switch (provider) {
    case 'aliyun': {
      const host = endpoint.replace(/^https?:\/\//, '').replace(/\/+$/, '');
      const m = /^(?:s3\.)?oss-([a-z0-9-]+?)(-internal)?\.aliyuncs\.com$/.exec(host);
      const region = m?.[1] ?? 'cn-hangzhou';
      return {
        endpoint: explicit ?? `https://${host.startsWith('s3.') ? host : `s3.${host}`}`,
        region,
        bucket,
        accessKeyId: str(data, 'accessKeyId'),
        secretAccessKey: str(data, 'accessKeySecret'),
        pathStyle: explicit !== null,
      };
    }
    case 'qcloud': {
      // The region's COS host unless another host (an accelerated domain) or a gateway is given.
      const region = str(data, 'region');
      const host = endpoint === '' ? `cos.${region}.myqcloud.com` : endpoint;
      return {
        endpoint: explicit ?? `https://${host}`,
        region,
        bucket,
        accessKeyId: str(data, 'secretId'),
        secretAccessKey: str(data, 'secretKey'),
        pathStyle: explicit !== null,
      };
    }
    case 'qiniu': {
      const area = str(data, 'region');
      const region = QINIU_AREAS[area] ?? (area === '' ? 'cn-east-1' : area);
      const host = endpoint === '' ? `s3.${region}.qiniucs.com` : endpoint;
      return {
        endpoint: explicit ?? `https://${host}`,
        region,
        bucket,
        accessKeyId: str(data, 'accessKeyId'),
        secretAccessKey: str(data, 'accessKeySecret'),
        pathStyle: explicit !== null,
      };
    }
    default:
      throw new AppError('STORAGE_CONFIG_INVALID', {}, { provider: 'unknown' });
  }
}

/** Where browsers send direct uploads for a cloud storage (see directUploadTarget). */
export interface DirectUploadTarget {
  /**
   * Qiniu: the form-upload address (POST). Aliyun and Tencent: the bucket's S3 address ending
   * with `/`, the object key is appended (PUT, signed with SigV4).
   */
  uploadUrl: string;
  /** The origin the pages must be allowed to connect to (the content policy's connect-src). */
  origin: string;
  /** The SigV4 region of the PUT (Aliyun, Tencent); '' for Qiniu. */
  signRegion: string;
}

/**
 * The browser-facing address of a cloud storage's uploads: Aliyun and Tencent take a SigV4 PUT
 * on the bucket's S3 host (virtual-hosted, as the server's own calls), Qiniu a form POST on the
 * zone's upload host (up-<zone>.qiniup.com; upload.qiniup.com picks the zone itself). An
 * explicit http(s) endpoint (a private gateway) takes both, path style.
 */
export function directUploadTarget(provider: string, data: ProviderData): DirectUploadTarget {
  if (provider === 'qiniu') {
    const explicit = explicitEndpoint(str(data, 'endpoint'));
    // A zone id (z0), or the S3 region a zone answers as (cn-east-1 is z0's).
    const region = str(data, 'region');
    const area =
      region in QINIU_AREAS
        ? region
        : (Object.entries(QINIU_AREAS).find(([, r]) => r === region)?.[0] ?? region);
    const url = explicit ?? `https://${area === '' ? 'upload' : `up-${area}`}.qiniup.com`;
    return { uploadUrl: `${url}/`, origin: new URL(url).origin, signRegion: '' };
  }
  const target = s3TargetFor(provider, data);
  const bucketUrl = new S3Client(target).objectUrl('');
  return {
    uploadUrl: bucketUrl.toString(),
    origin: bucketUrl.origin,
    signRegion: target.region,
  };
}
