/**
 * Temporary credentials a browser uploads with straight to the cloud storage in use. Qiniu: an
 * upload token (the put policy, URL-safe base64, signed with HMAC-SHA1 by the secret key), valid
 * for ten minutes (the client asks for a new one every 5), that can only add new files of the
 * platform's types and size limit under the caller's own folder (the browser names them at random
 * inside it). A file so uploaded counts only once the platform has registered it (checked from its
 * bytes like any upload).
 */
import { createHmac } from 'node:crypto';

/** How long a direct-upload credential stays valid. */
export const DIRECT_UPLOAD_TTL_SECONDS = 600;

/**
 * How long STS credentials stay valid: 900 s, the shortest Aliyun's AssumeRole grants (Tencent's
 * GetFederationToken is given the same); the client asks for new ones every 5 minutes.
 */
export const STS_TTL_SECONDS = 900;

/** The folder a user's direct uploads land in (the token allows nothing outside it). */
export function directUploadPrefix(userId: string): string {
  return `direct/${userId}/`;
}

/** URL-safe base64 as Qiniu uses it (`+` and `/` replaced, padding kept). */
function urlSafeBase64(data: Buffer): string {
  return data.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

/** The upload token of a Qiniu put policy: `accessKey:sign(encodedPolicy):encodedPolicy`. */
export function qiniuUploadToken(
  accessKey: string,
  secretKey: string,
  putPolicy: Record<string, unknown>,
): string {
  const encodedPolicy = urlSafeBase64(Buffer.from(JSON.stringify(putPolicy), 'utf8'));
  const sign = urlSafeBase64(createHmac('sha1', secretKey).update(encodedPolicy).digest());
  return `${accessKey}:${sign}:${encodedPolicy}`;
}

/** Where and how the browser sends the bytes (see directUploadTarget in file-storage.ts). */
export interface DirectUploadAddress {
  /** Qiniu: the form-upload address; Aliyun, Tencent: the bucket address the key is appended to. */
  uploadUrl: string;
  /** The SigV4 region of a PUT (Aliyun, Tencent). */
  signRegion: string;
}

export interface QiniuDirectUpload extends DirectUploadAddress {
  token: string;
  bucket: string;
  region: string;
  /** Where uploaded files are read from (the configured address). */
  url: string;
  /** The only folder the token may add files to. */
  dir: string;
  maxBytes: number;
  /** When the token stops working. */
  expireTime: Date;
}

/**
 * Aliyun OSS: the RAM policy of the STS credentials, narrower than the role's own: only PutObject
 * under the caller's folder of the bucket (RAM has no size or type condition for OSS; the answer
 * tells the client the limits, and files reach the platform only through its checked uploads).
 */
export function ossUploadPolicy(bucket: string, prefix: string): object {
  return {
    Version: '1',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['oss:PutObject'],
        Resource: [`acs:oss:*:*:${bucket}/${prefix}*`],
      },
    ],
  };
}

/**
 * Tencent COS: the CAM policy of the federation token: simple and form uploads only, under the
 * caller's folder of the bucket, no larger than the platform's limit and of its types.
 */
export function cosUploadPolicy(
  bucket: string,
  region: string,
  prefix: string,
  maxBytes: number,
  mimes: readonly string[],
): object {
  const appId = /-(\d+)$/.exec(bucket)?.[1] ?? '*';
  return {
    version: '2.0',
    statement: [
      {
        effect: 'allow',
        action: ['name/cos:PutObject', 'name/cos:PostObject'],
        resource: [`qcs::cos:${region}:uid/${appId}:${bucket}/${prefix}*`],
        condition: {
          numeric_less_than_equal: { 'cos:content-length': maxBytes },
          string_equal: { 'cos:content-type': [...mimes] },
        },
      },
    ],
  };
}

/** Aliyun OSS STS credentials for a direct upload (field names of ali-oss's options). */
export interface OssDirectUpload extends DirectUploadAddress {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  bucket: string;
  /** e.g. oss-cn-hangzhou */
  region: string;
  endpoint: string;
  /** The only folder the credentials may write to. */
  dir: string;
  maxBytes: number;
  expireTime: Date;
}

/** Tencent COS temporary credentials for a direct upload (cos-js-sdk's getAuthorization fields). */
export interface CosDirectUpload extends DirectUploadAddress {
  tmpSecretId: string;
  tmpSecretKey: string;
  sessionToken: string;
  /** Seconds since the epoch. */
  startTime: number;
  expiredTime: number;
  bucket: string;
  region: string;
  dir: string;
  maxBytes: number;
  expireTime: Date;
}
