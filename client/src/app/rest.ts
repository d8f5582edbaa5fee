/**
 * The few calls that go through the legacy REST layer (file uploads and downloads): the same
 * headers as GraphQL (`token`, `Accept-Language`), the `{ code, msg, data }` envelope, and errors
 * as `RestError` so `notifyError` shows the catalogue message for the code.
 */
import { handleSessionExpired, requestHeaders } from './apollo';
import { RestError } from './errors/restError';
import { LICENSE_INVALID_CODE, handleLicenceLapsed } from './errors/licence';

export { RestError };

/** Spec: uploads and downloads may take up to 1200 s. */
export const TRANSFER_TIMEOUT_MS = 1_200_000;

/** Legacy code of "not logged in": the session is reset as for GraphQL. */
export const NOT_LOGGED_IN_CODE = 10010002;

export interface RestEnvelope<T = unknown> {
  code: number;
  msg?: string;
  data?: T;
}

/** Reads `{ code, msg, data }` from a value; null when it is not an envelope. */
export function asEnvelope(value: unknown): RestEnvelope | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.code !== 'number') return null;
  return { code: v.code, msg: typeof v.msg === 'string' ? v.msg : undefined, data: v.data };
}

/** The envelope's data on code 0; otherwise the error it stands for. */
export function unwrapEnvelope<T>(value: unknown, status: number): T {
  const envelope = asEnvelope(value);
  if (envelope === null) {
    // A body without a code is passed through.
    if (status >= 200 && status < 300) return value as T;
    throw new RestError(0, '', status);
  }
  if (envelope.code === 0) return envelope.data as T;
  if (envelope.code === NOT_LOGGED_IN_CODE) handleSessionExpired();
  if (envelope.code === LICENSE_INVALID_CODE) handleLicenceLapsed();
  throw new RestError(envelope.code, envelope.msg ?? '', status);
}

async function post(path: string, body: BodyInit, headers: Record<string, string>) {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), TRANSFER_TIMEOUT_MS);
  try {
    return await fetch(path, {
      method: 'POST',
      body,
      headers: { ...requestHeaders(), ...headers },
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } finally {
    window.clearTimeout(timer);
  }
}

function isJson(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').includes('application/json');
}

async function readEnvelope<T>(response: Response): Promise<T> {
  if (!isJson(response)) throw new RestError(0, '', response.status);
  return unwrapEnvelope<T>(await response.json(), response.status);
}

/** POST JSON, returns the envelope's data. */
export async function restPost<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await post(path, JSON.stringify(body), { 'Content-Type': 'application/json' });
  return readEnvelope<T>(response);
}

/** POST multipart form data (a file upload), returns the envelope's data. */
export async function restUpload<T>(path: string, form: FormData): Promise<T> {
  return readEnvelope<T>(await post(path, form, {}));
}

/** The file name of a download from its Content-Disposition header (RFC 5987 form first). */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (header === null || header === '') return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1] !== undefined) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * POST for a file. Resolves with the saved file's name.
 */
export async function restDownload(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<string> {
  const response = await post(path, JSON.stringify(body), { 'Content-Type': 'application/json' });
  if (isJson(response)) {
    unwrapEnvelope(await response.json(), response.status);
    throw new RestError(0, '', response.status);
  }
  if (!response.ok) throw new RestError(0, '', response.status);
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
