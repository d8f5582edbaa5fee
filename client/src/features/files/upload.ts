import { RestError, restUpload } from '../../app/rest';
import {
  DIRECT_UPLOAD_UNAVAILABLE_CODE,
  directProvider,
  forgetStorageMode,
  uploadDirect,
} from './directUpload';

/** Spec section 7: uploads go to this path as multipart form data with the token header. */
export const UPLOAD_PATH = '/api/common/file/upload';

/** Upload kinds: 1 image, 2 video, 3 audio, 4 recording, 5 file. */
export const UPLOAD_KIND = { image: 1, video: 2, audio: 3, recording: 4, file: 5 } as const;

/** site: anyone; public: signed-in users; private: owner and admins; course: course media. */
export type UploadVisibility = 'site' | 'public' | 'private' | 'course';

/** What the server answers for an upload. */
export interface UploadedFile {
  id: string;
  /** Address to show or link the file (e.g. /api/common/file/{id}). */
  url: string;
  name: string;
  mime: string;
  size: number;
  kind: number;
}

export function uploadForm(
  file: File,
  options: { kind?: number; visibility?: UploadVisibility } = {},
): FormData {
  const form = new FormData();
  if (options.kind !== undefined) form.append('kind', String(options.kind));
  if (options.visibility !== undefined) form.append('visibility', options.visibility);
  // The file goes last: the server reads the other fields before the bytes.
  form.append('file', file, file.name);
  return form;
}

/**
 * Uploads one file; resolves with the stored file (its url), rejects with the server's error. The
 * bytes go straight to the cloud bucket when the site's storage has direct uploads on (then the
 * server registers them), else through the server.
 */
export async function uploadFile(
  file: File,
  options: { kind?: number; visibility?: UploadVisibility } = {},
): Promise<UploadedFile> {
  const provider = await directProvider();
  if (provider !== null) {
    try {
      return await uploadDirect<UploadedFile>(file, options, provider);
    } catch (e) {
      // The admin changed the storage since this page read it: read it again, go through the server.
      if (!(RestError.is(e) && e.code === DIRECT_UPLOAD_UNAVAILABLE_CODE)) throw e;
      forgetStorageMode();
    }
  }
  return restUpload<UploadedFile>(UPLOAD_PATH, uploadForm(file, options));
}
