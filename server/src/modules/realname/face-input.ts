/**
 * The `face` (or `base64`) value of real-name submissions, face login and face checks: the image
 * as base64 or a data URL, or the address of an image the caller uploaded earlier.
 */
import { AppError, type ErrorName } from '../../core/errors/index.ts';
import { FILE_URL_PREFIX, fileIdFromUrl } from '../../core/file-url.ts';
import type { FaceRefusal } from './face-port.ts';

/** The largest face image accepted, in bytes (a phone photo; webcam frames are far smaller). */
export const MAX_FACE_BYTES = 8 * 1024 * 1024;

export type FaceSource = { kind: 'bytes'; bytes: Buffer } | { kind: 'file'; fileId: string };

const DATA_URL = /^data:image\/(?:png|jpe?g);base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

const invalid = () => new AppError('PARAM_INVALID', {}, { face: 'format' });

/** The uploaded file an address points at (`/api/common/file/<id>`, absolute or not), else null. */
function fileIdOf(text: string): string | null {
  if (text.startsWith(FILE_URL_PREFIX)) return fileIdFromUrl(text);
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    return fileIdFromUrl(new URL(text).pathname);
  } catch {
    return null;
  }
}

/** Reads the value; PARAM_INVALID when it is neither an image in base64 nor a file address. */
export function parseFaceSource(raw: string): FaceSource {
  const text = raw.trim();
  const fileId = fileIdOf(text);
  if (fileId !== null) return { kind: 'file', fileId };
  let body = text;
  if (text.startsWith('data:')) {
    if (!DATA_URL.test(text)) throw new AppError('FACE_IMAGE_INVALID');
    body = text.slice(text.indexOf(',') + 1);
  }
  body = body.replace(/\s+/g, '');
  if (body === '' || !BASE64.test(body)) throw invalid();
  if ((body.length * 3) / 4 > MAX_FACE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) throw invalid();
  return { kind: 'bytes', bytes };
}

/** The catalogue error of an image the face engine cannot use. */
export function refusalError(reason: FaceRefusal): ErrorName {
  switch (reason) {
    case 'no_face':
      return 'FACE_NOT_FOUND';
    case 'multiple_faces':
      return 'FACE_MULTIPLE';
    case 'face_too_small':
      return 'FACE_TOO_SMALL';
    case 'invalid_image':
      return 'FACE_IMAGE_INVALID';
  }
}
