/**
 * Temporary credentials a browser uploads with straight to the cloud storage in use. Qiniu: an
 * upload token (the put policy, URL-safe base64, signed with HMAC-SHA1 by the secret key), valid
 * for ten minutes (the client asks for a new one every 5), that can only add files of the platform's
 * types and size limit under the caller's own folder, named by their content.
 */
import { createHmac } from 'node:crypto';

/** How long a direct-upload credential stays valid. */
export const DIRECT_UPLOAD_TTL_SECONDS = 600;

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

export interface QiniuDirectUpload {
  token: string;
  bucket: string;
  region: string;
  /** Where uploaded files are read from (the configured address). */
  url: string;
  /** When the token stops working. */
  expireTime: Date;
}
