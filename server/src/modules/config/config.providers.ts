/**
 * Provider settings (storage `upload`, face recognition `face`, live streaming `live`, SMS `sms`) and their
 * validation rules. A provider's fields are split into plain fields (stored as JSON) and secrets
 * (sealed with AES-256-GCM, never returned in clear).
 */
import { AppError, type ErrorName } from '../../core/errors/index.ts';

const PROVIDER_TYPES = [
  'upload',
  'face',
  'live',
  'sms',
  'wechat',
  'crop-wechat',
  'ding-talk',
] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

/** What a secret field reads as when one is stored; saving it back keeps the stored secret. */
export const SECRET_MASK = '******';

export type FieldValue = string | boolean;
export type ProviderData = Record<string, FieldValue>;

interface ProviderSpec {
  /** Every field of the provider, in form order. */
  fields: readonly string[];
  /** Fields sealed at rest and masked on the way out. */
  secrets: readonly string[];
  /** Boolean fields (everything else is a string). */
  booleans?: readonly string[];
  /** Fields holding one of a few values, with the value they take when left empty. */
  choices?: Readonly<Record<string, { values: readonly string[]; fallback: string }>>;
  /** Fields that must be non-empty (after keeping stored secrets). */
  required: readonly string[];
}

/** Video transcoding settings shared by every storage provider. */
const TRANSCODE_FIELDS = [
  'encodeType',
  'videoEncode',
  'videoQuality',
  'ffmpegHome',
  'decodeUrl',
  'encodeKey',
  'encodeIv',
  'aesKey',
  'aesIv',
  'mediaQueue',
  'encodeUrl',
] as const;
const TRANSCODE_SECRETS = ['aesKey', 'encodeKey'] as const;

/** The endpoint fields every chat-app login has; blank means the provider's public address. */
const OAUTH_ENDPOINTS = ['authorizeUrl', 'tokenUrl', 'userInfoUrl', 'redirectBase'] as const;

/** How strict the provider's liveness check is (face settings), 'normal' until chosen. */
const LIVE_LEVEL = { values: ['low', 'normal', 'high'], fallback: 'normal' } as const;

const PROVIDER_SPECS: Record<ProviderType, Record<string, ProviderSpec>> = {
  upload: {
    local: {
      fields: ['localDir', 'url', ...TRANSCODE_FIELDS],
      secrets: TRANSCODE_SECRETS,
      required: ['localDir'],
    },
    aliyun: {
      fields: [
        'endpoint',
        'bucket',
        'accessKeyId',
        'accessKeySecret',
        'arn',
        'url',
        'directUpload',
        ...TRANSCODE_FIELDS,
      ],
      secrets: ['accessKeySecret', ...TRANSCODE_SECRETS],
      booleans: ['directUpload'],
      required: ['endpoint', 'bucket', 'accessKeyId', 'accessKeySecret'],
    },
    qcloud: {
      fields: [
        'region',
        'endpoint',
        'bucket',
        'secretId',
        'secretKey',
        'url',
        'directUpload',
        ...TRANSCODE_FIELDS,
      ],
      secrets: ['secretKey', ...TRANSCODE_SECRETS],
      booleans: ['directUpload'],
      required: ['region', 'bucket', 'secretId', 'secretKey'],
    },
    qiniu: {
      fields: [
        'region',
        'endpoint',
        'bucket',
        'accessKeyId',
        'accessKeySecret',
        'url',
        'directUpload',
        ...TRANSCODE_FIELDS,
      ],
      secrets: ['accessKeySecret', ...TRANSCODE_SECRETS],
      booleans: ['directUpload'],
      required: ['bucket', 'accessKeyId', 'accessKeySecret'],
    },
  },
  face: {
    qcloud: {
      fields: ['region', 'secretId', 'secretKey', 'groupId', 'liveCheck', 'liveLevel'],
      secrets: ['secretKey'],
      booleans: ['liveCheck'],
      choices: { liveLevel: LIVE_LEVEL },
      required: ['region', 'secretId', 'secretKey'],
    },
    baidu: {
      fields: ['appId', 'appKey', 'secretKey', 'faceGroup', 'liveCheck', 'liveLevel'],
      secrets: ['appKey', 'secretKey'],
      booleans: ['liveCheck'],
      choices: { liveLevel: LIVE_LEVEL },
      required: ['appId', 'appKey', 'secretKey'],
    },
    aliyun: {
      fields: ['accessKeyId', 'accessKeySecret', 'dbName', 'liveCheck', 'liveLevel'],
      secrets: ['accessKeySecret'],
      booleans: ['liveCheck'],
      choices: { liveLevel: LIVE_LEVEL },
      required: ['accessKeyId', 'accessKeySecret'],
    },
  },
  live: {
    aliyun: {
      fields: ['pushDomain', 'pushKey', 'pullDomain', 'pullKey'],
      secrets: ['pushKey', 'pullKey'],
      required: ['pushDomain', 'pushKey', 'pullDomain', 'pullKey'],
    },
  },
  sms: {
    // Codes go to the server log and the SMS outbox; nothing to configure.
    log: { fields: [], secrets: [], required: [] },
    aliyun: {
      fields: [
        'endpoint',
        'accessKeyId',
        'accessKeySecret',
        'signName',
        'templateCode',
        'noticeTemplateCode',
      ],
      secrets: ['accessKeySecret'],
      required: ['accessKeyId', 'accessKeySecret', 'signName', 'templateCode'],
    },
    qcloud: {
      fields: [
        'endpoint',
        'region',
        'secretId',
        'secretKey',
        'sdkAppId',
        'signName',
        'templateId',
        'noticeTemplateId',
      ],
      secrets: ['secretKey'],
      required: ['region', 'secretId', 'secretKey', 'sdkAppId', 'signName', 'templateId'],
    },
  },
  // The chat-app logins: OAuth 2 clients of the WeChat open platform, WeCom and DingTalk.
  wechat: {
    oauth: {
      fields: ['appId', 'appSecret', ...OAUTH_ENDPOINTS],
      secrets: ['appSecret'],
      required: ['appId', 'appSecret'],
    },
  },
  'crop-wechat': {
    oauth: {
      fields: ['corpId', 'agentId', 'secret', ...OAUTH_ENDPOINTS],
      secrets: ['secret'],
      required: ['corpId', 'agentId', 'secret'],
    },
  },
  'ding-talk': {
    oauth: {
      fields: ['clientId', 'clientSecret', ...OAUTH_ENDPOINTS],
      secrets: ['clientSecret'],
      required: ['clientId', 'clientSecret'],
    },
  },
};

/**
 * The provider a type uses while no admin has chosen one; it works without saved settings.
 * Face recognition then uses the local model and live streaming is off, so they have none.
 */
export const DEFAULT_PROVIDER: Partial<Record<ProviderType, string>> = {
  upload: 'local',
  sms: 'log',
  // A chat-app login has one kind of settings; its switch says whether it is offered.
  wechat: 'oauth',
  'crop-wechat': 'oauth',
  'ding-talk': 'oauth',
};

/** The catalogue error for an invalid configuration of each type. */
const INVALID: Record<ProviderType, ErrorName> = {
  upload: 'STORAGE_CONFIG_INVALID',
  face: 'FACE_CONFIG_INVALID',
  live: 'LIVE_CONFIG_INVALID',
  sms: 'SMS_CONFIG_INVALID',
  wechat: 'PARAM_INVALID',
  'crop-wechat': 'PARAM_INVALID',
  'ding-talk': 'PARAM_INVALID',
};

export function isProviderType(v: unknown): v is ProviderType {
  return typeof v === 'string' && (PROVIDER_TYPES as readonly string[]).includes(v);
}

/**
 * Checks a type and provider pair: an unknown type is a parameter error; a missing or unknown
 * provider is the type's own "configuration invalid" code (the provider must be chosen).
 */
export function specOf(
  type: unknown,
  provider: unknown,
): { type: ProviderType; spec: ProviderSpec } {
  if (!isProviderType(type)) throw new AppError('PARAM_INVALID', {}, { type: 'unknown' });
  const spec = typeof provider === 'string' ? PROVIDER_SPECS[type][provider] : undefined;
  if (spec === undefined) throw new AppError(INVALID[type], {}, { provider: 'required' });
  return { type, spec };
}

/** The empty form of a provider: '' for strings, false for booleans, a choice's fallback. */
export function blankData(spec: ProviderSpec): ProviderData {
  const out: ProviderData = {};
  for (const f of spec.fields) {
    out[f] = spec.booleans?.includes(f) === true ? false : (spec.choices?.[f]?.fallback ?? '');
  }
  return out;
}

const BOOL_TRUE = new Set(['true', '1', 'yes', 'on']);
const BOOL_FALSE = new Set(['false', '0', 'no', 'off', '']);
const MAX_FIELD = 500;

/**
 * The incoming form reduced to the provider's own fields: strings trimmed, booleans read from
 * booleans, 0/1 or 'true'/'false', a choice left empty takes its fallback; unknown fields dropped.
 * A value of the wrong kind, or not among a choice's values, is refused.
 * Secret fields keep `undefined` when absent so the caller can keep the stored one.
 */
export function cleanIncoming(
  type: ProviderType,
  spec: ProviderSpec,
  raw: unknown,
): Record<string, FieldValue | undefined> {
  const src = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const out: Record<string, FieldValue | undefined> = {};
  const bad: Record<string, string> = {};
  for (const f of spec.fields) {
    const v = src[f];
    if (spec.booleans?.includes(f) === true) {
      if (typeof v === 'boolean') out[f] = v;
      else if (v === undefined || v === null) out[f] = false;
      else if (typeof v === 'number' && (v === 0 || v === 1)) out[f] = v === 1;
      else if (typeof v === 'string' && BOOL_TRUE.has(v.trim().toLowerCase())) out[f] = true;
      else if (typeof v === 'string' && BOOL_FALSE.has(v.trim().toLowerCase())) out[f] = false;
      else bad[f] = 'boolean';
      continue;
    }
    const choice = spec.choices?.[f];
    if (choice !== undefined) {
      const picked = typeof v === 'string' ? v.trim() : v;
      if (picked === undefined || picked === null || picked === '') out[f] = choice.fallback;
      else if (typeof picked === 'string' && choice.values.includes(picked)) out[f] = picked;
      else bad[f] = 'oneOf';
      continue;
    }
    if (v === undefined || v === null) {
      out[f] = spec.secrets.includes(f) ? undefined : '';
    } else if (typeof v === 'string' || typeof v === 'number') {
      const s = String(v).trim();
      if (s.length > MAX_FIELD) bad[f] = 'tooLong';
      else out[f] = s;
    } else {
      bad[f] = 'string';
    }
  }
  if (Object.keys(bad).length > 0) throw new AppError(INVALID[type], {}, bad);
  return out;
}

/** A local directory: non-empty, ends with /, starts with / or a drive letter such as D:/. */
export function isLocalDir(v: string): boolean {
  if (v === '' || !v.endsWith('/')) return false;
  if (!v.startsWith('/') && !/^[A-Za-z]:\//.test(v)) return false;
  return !v.split(/[\\/]/).includes('..');
}

/** A storage address: starts with http:// or https:// and ends with /. */
export function isStorageUrl(v: string): boolean {
  return /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(v) && v.endsWith('/');
}

const HOSTNAME =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const HOST_URL = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?\/?$/;
/** Bucket names as S3, OSS, COS (name-appid) and Kodo accept them. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z]{2,}(?:-[a-z0-9]+)+$/;
const ENCODE_TYPES = ['', 'none', 'ffmpeg', 'online'];
const VIDEO_ENCODES = ['', 'mp4', 'm3u8', 'm3u8_encode'];
const VIDEO_QUALITIES = ['', 'original', '480p', '720p', '1080p', '2k'];

/** Qiniu zone ids (dictionary qiniu_upload_areas) and the S3 region each one answers as. */
export const QINIU_AREAS: Record<string, string> = {
  z0: 'cn-east-1',
  'cn-east-2': 'cn-east-2',
  z1: 'cn-north-1',
  z2: 'cn-south-1',
  na0: 'us-north-1',
  as0: 'ap-southeast-1',
  'ap-southeast-2': 'ap-southeast-2',
  'ap-southeast-3': 'ap-southeast-3',
};

/**
 * Applies the provider rules to a complete configuration (stored secrets included):
 * required fields with the type's code, the local directory and URL rules with their own codes,
 * AES key and IV lengths (16 characters) with ENCRYPTION_KEY_INVALID.
 */
export function validateProviderData(
  type: ProviderType,
  provider: string,
  spec: ProviderSpec,
  data: ProviderData,
): void {
  const str = (f: string) => (typeof data[f] === 'string' ? (data[f] as string) : '');
  const missing: Record<string, string> = {};
  for (const f of spec.required) if (str(f) === '') missing[f] = 'required';
  if (type === 'upload' && provider === 'qiniu' && str('region') === '' && str('endpoint') === '') {
    missing.region = 'required';
  }
  // Aliyun hands browsers STS credentials of a RAM role: direct uploads need its ARN.
  if (
    type === 'upload' &&
    provider === 'aliyun' &&
    data.directUpload === true &&
    str('arn') === ''
  ) {
    missing.arn = 'required';
  }
  if (type === 'upload' && provider === 'local' && !isLocalDir(str('localDir'))) {
    throw new AppError('STORAGE_LOCAL_DIR_INVALID', {}, { localDir: 'format' });
  }
  if (Object.keys(missing).length > 0) throw new AppError(INVALID[type], {}, missing);

  const wrong: Record<string, string> = {};
  if (type === 'upload') {
    if (str('url') !== '' && !isStorageUrl(str('url'))) {
      throw new AppError('STORAGE_URL_INVALID', {}, { url: 'format' });
    }
    const endpoint = str('endpoint');
    if (endpoint !== '' && !HOSTNAME.test(endpoint) && !HOST_URL.test(endpoint)) {
      wrong.endpoint = 'format';
    }
    if (provider !== 'local' && !BUCKET.test(str('bucket'))) wrong.bucket = 'format';
    const region = str('region');
    if (provider === 'qcloud' && !REGION.test(region)) wrong.region = 'format';
    if (provider === 'qiniu' && region !== '' && !(region in QINIU_AREAS) && !REGION.test(region)) {
      wrong.region = 'format';
    }
    if (!ENCODE_TYPES.includes(str('encodeType'))) wrong.encodeType = 'oneOf';
    if (!VIDEO_ENCODES.includes(str('videoEncode'))) wrong.videoEncode = 'oneOf';
    // One quality (the legacy value) or several, comma separated: each one made when not above
    // the source's height.
    const qualities = str('videoQuality').split(',');
    if (
      qualities.some((q) => !VIDEO_QUALITIES.includes(q)) ||
      new Set(qualities).size !== qualities.length ||
      (qualities.length > 1 && qualities.includes(''))
    ) {
      wrong.videoQuality = 'oneOf';
    }
    // Online transcoding needs the service's address.
    if (str('encodeType') === 'online' && !/^https?:\/\//.test(str('encodeUrl'))) {
      wrong.encodeUrl = 'required';
    }
    for (const f of ['decodeUrl', 'encodeUrl']) {
      const v = str(f);
      if (v !== '' && !/^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(v)) wrong[f] = 'format';
    }
    if (Object.keys(wrong).length > 0) throw new AppError('STORAGE_CONFIG_INVALID', {}, wrong);
    const keys: Record<string, string> = {};
    for (const f of ['aesKey', 'aesIv', 'encodeKey', 'encodeIv']) {
      const v = str(f);
      if (v !== '' && v !== SECRET_MASK && [...v].length !== 16) keys[f] = 'length16';
    }
    if (str('videoEncode') === 'm3u8_encode') {
      if (str('aesKey') === '') keys.aesKey = 'required';
      if (str('aesIv') === '') keys.aesIv = 'required';
    }
    if (Object.keys(keys).length > 0) throw new AppError('ENCRYPTION_KEY_INVALID', {}, keys);
  }
  if (type === 'face' && provider === 'qcloud' && !REGION.test(str('region'))) {
    throw new AppError('FACE_CONFIG_INVALID', {}, { region: 'format' });
  }
  if (type === 'sms') {
    const endpoint = str('endpoint');
    if (endpoint !== '' && !/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?\/?$/.test(endpoint)) {
      wrong.endpoint = 'format';
    }
    if (provider === 'qcloud' && !REGION.test(str('region'))) wrong.region = 'format';
    if (provider === 'qcloud' && !/^\d{6,12}$/.test(str('sdkAppId'))) wrong.sdkAppId = 'format';
    if (Object.keys(wrong).length > 0) throw new AppError('SMS_CONFIG_INVALID', {}, wrong);
  }
  if (type === 'wechat' || type === 'crop-wechat' || type === 'ding-talk') {
    for (const f of OAUTH_ENDPOINTS) {
      const v = str(f);
      if (v !== '' && !/^https?:\/\/[^\s]+$/.test(v)) wrong[f] = 'format';
    }
    if (Object.keys(wrong).length > 0) throw new AppError('PARAM_INVALID', {}, wrong);
  }
  if (type === 'live') {
    for (const f of ['pushDomain', 'pullDomain']) if (!HOSTNAME.test(str(f))) wrong[f] = 'format';
    if (Object.keys(wrong).length > 0) throw new AppError('LIVE_CONFIG_INVALID', {}, wrong);
  }
}

/** A stored JSON object's fields ({} for anything else). */
export function asRecord(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : {};
}
