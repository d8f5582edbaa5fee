/** Where a stored file is served (GET, access checked per file); `data.url` of an upload. */
export const FILE_URL_PREFIX = '/api/common/file/';

export function fileUrl(id: string): string {
  return `${FILE_URL_PREFIX}${id}`;
}

/** The file id a served URL points at, or null for any other address. */
export function fileIdFromUrl(url: string): string | null {
  if (!url.startsWith(FILE_URL_PREFIX)) return null;
  const id = url.slice(FILE_URL_PREFIX.length);
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}
