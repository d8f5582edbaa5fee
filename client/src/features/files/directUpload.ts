/**
 * Direct uploads: when the site's storage is a cloud one with direct uploads on, the browser asks
 * the server for the provider's short-lived credentials, sends the bytes straight to the bucket
 * (Qiniu: a form POST with the upload token; Aliyun OSS and Tencent COS: a PUT signed with the
 * temporary keys and their token), then has the server register the object, which it checks like
 * any upload. Credentials are kept and renewed every 300000 ms while a page that uploads is open;
 * one the bucket refuses (expired, revoked) is fetched once more and the upload tried once again.
 */
import { LocalisedError } from '../../app/errors/localisedError';
import { RestError, TRANSFER_TIMEOUT_MS, restPost } from '../../app/rest';
import { signedPut } from './directSign';

export type DirectProvider = 'qiniu' | 'aliyun' | 'qcloud';

/** Spec: cloud credentials are refreshed every 300000 ms. */
export const CREDENTIAL_REFRESH_MS = 300_000;
/** Credentials this close to their end are not used for a new upload. */
const EXPIRY_MARGIN_MS = 60_000;

export const CREDENTIAL_PATHS: Record<DirectProvider, string> = {
  qiniu: '/api/common/qiniu/token',
  aliyun: '/api/common/oss/sts',
  qcloud: '/api/common/cos/token',
};

/** Registers an object the browser uploaded; answers what an upload through the server does. */
export const DIRECT_COMPLETE_PATH = '/api/common/file/direct/complete';

export interface DirectCredentials {
  provider: DirectProvider;
  /** Qiniu: the form-upload address; Aliyun, Tencent: the bucket address the key is appended to. */
  uploadUrl: string;
  signRegion: string;
  /** The caller's folder: the only place the credentials may write. */
  dir: string;
  maxBytes: number;
  /** When the credentials stop working (ms since the epoch). */
  expiresAt: number;
  /** Qiniu's upload token. */
  token?: string;
  /** Aliyun's or Tencent's temporary keys. */
  keys?: { accessKeyId: string; secretAccessKey: string; sessionToken: string };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The credentials of a provider's answer (the spec's field names differ per provider). */
export function readCredentials(
  provider: DirectProvider,
  data: Record<string, unknown>,
): DirectCredentials {
  const base = {
    provider,
    uploadUrl: text(data.uploadUrl),
    signRegion: text(data.signRegion),
    dir: text(data.dir),
    maxBytes: Number(data.maxBytes),
    expiresAt: new Date(text(data.expireTime)).getTime(),
  };
  if (provider === 'qiniu') return { ...base, token: text(data.token) };
  if (provider === 'aliyun') {
    return {
      ...base,
      keys: {
        accessKeyId: text(data.accessKeyId),
        secretAccessKey: text(data.accessKeySecret),
        sessionToken: text(data.securityToken),
      },
    };
  }
  return {
    ...base,
    keys: {
      accessKeyId: text(data.tmpSecretId),
      secretAccessKey: text(data.tmpSecretKey),
      sessionToken: text(data.sessionToken),
    },
  };
}

async function fetchCredentials(provider: DirectProvider): Promise<DirectCredentials> {
  return readCredentials(
    provider,
    await restPost<Record<string, unknown>>(CREDENTIAL_PATHS[provider]),
  );
}

interface Entry {
  value?: DirectCredentials;
  fetchedAt: number;
  pending?: Promise<DirectCredentials>;
}

/**
 * The credentials of each provider, fetched once and shared by every upload of the page; renewed
 * every CREDENTIAL_REFRESH_MS while at least one holder (a page that uploads) is open.
 */
export class CredentialCache {
  private readonly entries = new Map<DirectProvider, Entry>();
  private readonly holders = new Map<DirectProvider, number>();
  private readonly timers = new Map<DirectProvider, ReturnType<typeof setInterval>>();

  constructor(
    private readonly fetcher: (p: DirectProvider) => Promise<DirectCredentials> = fetchCredentials,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Usable credentials: the kept ones while fresh, else new ones. */
  get(provider: DirectProvider): Promise<DirectCredentials> {
    const entry = this.entries.get(provider);
    if (entry?.pending !== undefined) return entry.pending;
    const value = entry?.value;
    const now = this.now();
    if (
      value !== undefined &&
      now - (entry?.fetchedAt ?? 0) < CREDENTIAL_REFRESH_MS &&
      value.expiresAt - now > EXPIRY_MARGIN_MS
    ) {
      return Promise.resolve(value);
    }
    return this.refresh(provider);
  }

  /** New credentials now (one request however many ask at once). */
  refresh(provider: DirectProvider): Promise<DirectCredentials> {
    const entry = this.entries.get(provider);
    if (entry?.pending !== undefined) return entry.pending;
    const pending = this.fetcher(provider).then(
      (value) => {
        this.entries.set(provider, { value, fetchedAt: this.now() });
        return value;
      },
      (e: unknown) => {
        // Nothing kept: the next upload asks again.
        this.entries.delete(provider);
        throw e;
      },
    );
    this.entries.set(provider, { ...entry, fetchedAt: entry?.fetchedAt ?? 0, pending });
    return pending;
  }

  /**
   * Keeps the provider's credentials fresh (fetched now, then every CREDENTIAL_REFRESH_MS) until
   * the returned release is called by every holder.
   */
  hold(provider: DirectProvider): () => void {
    const count = (this.holders.get(provider) ?? 0) + 1;
    this.holders.set(provider, count);
    if (count === 1) {
      const renew = () => {
        // A failed renewal is not shown: the next upload asks again and says what went wrong.
        this.refresh(provider).catch(() => undefined);
      };
      renew();
      this.timers.set(provider, setInterval(renew, CREDENTIAL_REFRESH_MS));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.holders.get(provider) ?? 1) - 1;
      this.holders.set(provider, left);
      if (left === 0) {
        clearInterval(this.timers.get(provider));
        this.timers.delete(provider);
      }
    };
  }
}

/** The page's one cache. */
export const credentialCache = new CredentialCache();

/** The cloud storage browsers upload to directly, from the site config; null: through the server. */
export function directProviderOf(site: {
  uploadType?: unknown;
  ossUpload?: unknown;
}): DirectProvider | null {
  const type = site.uploadType;
  if (type !== 'qiniu' && type !== 'aliyun' && type !== 'qcloud') return null;
  const oss = site.ossUpload as Record<string, unknown> | null | undefined;
  return oss?.directUpload === true ? type : null;
}

let siteMode: { at: number; value: Promise<DirectProvider | null> } | null = null;

/**
 * Whether uploads go straight to a cloud bucket (the site config's uploadType and ossUpload),
 * read again after CREDENTIAL_REFRESH_MS; unknown (no answer) means through the server.
 */
export function directProvider(now = Date.now()): Promise<DirectProvider | null> {
  if (siteMode === null || now - siteMode.at >= CREDENTIAL_REFRESH_MS) {
    const value = restPost<Record<string, unknown>>('/api/sys/config/detail', { id: '1' }).then(
      directProviderOf,
      () => null,
    );
    siteMode = { at: now, value };
  }
  return siteMode.value;
}

/** Forgets the site's storage mode: the next upload reads it again. */
export function forgetStorageMode(): void {
  siteMode = null;
}

/** Legacy code of DIRECT_UPLOAD_UNAVAILABLE: the storage in use changed since the page read it. */
export const DIRECT_UPLOAD_UNAVAILABLE_CODE = 14001080;

/** The content types the platform accepts, by extension (Tencent's policy checks the header). */
const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  psd: 'image/vnd.adobe.photoshop',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

function extensionOf(name: string): string {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase();
  return ext ?? 'bin';
}

/** A new object name in the caller's folder: random, lower case, with the file's extension. */
export function directKey(dir: string, fileName: string): string {
  return `${dir}${crypto.randomUUID()}.${extensionOf(fileName)}`;
}

/** The bucket answered with an error status (credentials refused, too large, ...). */
export class BucketRefusedError extends LocalisedError {
  constructor(readonly status: number) {
    super('files.direct.refused', { status });
  }

  /** Refusals new credentials may cure: expired or revoked keys and tokens. */
  get credentialsProblem(): boolean {
    return this.status === 400 || this.status === 401 || this.status === 403;
  }
}

async function send(url: string, init: RequestInit): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TRANSFER_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: 'omit', signal: controller.signal });
  } catch {
    // No answer: offline, or the bucket does not allow this site (CORS) or the page may not
    // connect there.
    throw new LocalisedError('files.direct.unreachable');
  } finally {
    clearTimeout(timer);
  }
  await res.body?.cancel().catch(() => undefined);
  if (!res.ok) throw new BucketRefusedError(res.status);
}

/** Sends the file's bytes to the bucket as `key` with the credentials. */
export async function putToBucket(
  file: File,
  key: string,
  creds: DirectCredentials,
  now: () => Date = () => new Date(),
): Promise<void> {
  if (creds.provider === 'qiniu') {
    const form = new FormData();
    form.append('token', creds.token ?? '');
    form.append('key', key);
    form.append('file', file, file.name);
    await send(creds.uploadUrl, { method: 'POST', body: form });
    return;
  }
  const keys = creds.keys;
  if (keys === undefined) throw new LocalisedError('files.direct.refused', { status: 0 });
  const body = await file.arrayBuffer();
  const { url, headers } = await signedPut({
    bucketUrl: creds.uploadUrl,
    key,
    body,
    contentType: MIME_BY_EXT[extensionOf(file.name)] ?? 'application/octet-stream',
    region: creds.signRegion,
    accessKeyId: keys.accessKeyId,
    secretAccessKey: keys.secretAccessKey,
    sessionToken: keys.sessionToken,
    date: now(),
  });
  await send(url.toString(), { method: 'PUT', headers, body });
}

export interface DirectUploadOptions {
  kind?: number;
  visibility?: string;
}

/**
 * Uploads a file straight to the bucket and registers it; resolves with what the server answers
 * for an upload (the stored file and its url).
 */
export async function uploadDirect<T>(
  file: File,
  options: DirectUploadOptions,
  provider: DirectProvider,
  cache: CredentialCache = credentialCache,
): Promise<T> {
  let creds = await cache.get(provider);
  if (file.size > creds.maxBytes) throw new RestError(10010016, '', 413);
  const key = directKey(creds.dir, file.name);
  try {
    await putToBucket(file, key, creds);
  } catch (e) {
    if (!(e instanceof BucketRefusedError) || !e.credentialsProblem) throw e;
    creds = await cache.refresh(provider);
    await putToBucket(file, key, creds);
  }
  return restPost<T>(DIRECT_COMPLETE_PATH, {
    key,
    name: file.name,
    ...(options.kind === undefined ? {} : { kind: options.kind }),
    ...(options.visibility === undefined ? {} : { visibility: options.visibility }),
  });
}
