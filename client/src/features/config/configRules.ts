/**
 * The system configuration forms' fields and checks, per provider. The
 * server applies the same rules; these only catch mistakes before sending.
 */
export type ProviderType =
  'upload' | 'face' | 'live' | 'sms' | 'wechat' | 'crop-wechat' | 'ding-talk';

/** What a stored secret reads as; sending it back keeps the stored value. */
export const SECRET_MASK = '******';

export const UPLOAD_PROVIDERS = ['local', 'aliyun', 'qcloud', 'qiniu'] as const;
export const FACE_PROVIDERS = ['qcloud', 'baidu', 'aliyun'] as const;
export const LIVE_PROVIDERS = ['aliyun'] as const;
export const SMS_PROVIDERS = ['log', 'aliyun', 'qcloud'] as const;

/** The provider each type uses while none is chosen; it works without saved settings. */
export const DEFAULT_PROVIDER: Partial<Record<ProviderType, string>> = {
  upload: 'local',
  sms: 'log',
  wechat: 'oauth',
  'crop-wechat': 'oauth',
  'ding-talk': 'oauth',
};

export const CHAT_LOGIN_TYPES = ['wechat', 'crop-wechat', 'ding-talk'] as const;
export const OAUTH_PROVIDERS = ['oauth'] as const;
const OAUTH_ENDPOINTS = ['authorizeUrl', 'tokenUrl', 'userInfoUrl', 'redirectBase'] as const;

export const TRANSCODE_FIELDS = [
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

export const ENCODE_TYPES = ['none', 'ffmpeg', 'online'] as const;
export const VIDEO_ENCODES = ['mp4', 'm3u8', 'm3u8_encode'] as const;
export const VIDEO_QUALITIES = ['original', '480p', '720p', '1080p', '2k'] as const;

/** How strict the face provider's liveness check is; 'normal' until an admin chooses. */
export const LIVE_LEVELS = ['low', 'normal', 'high'] as const;

interface FormSpec {
  /** Own fields in form order (transcoding settings are added for storage). */
  fields: readonly string[];
  secrets: readonly string[];
  required: readonly string[];
  booleans?: readonly string[];
  /** Fields holding one of a few values. */
  choices?: Readonly<Record<string, readonly string[]>>;
}

export const FORM_SPECS: Record<ProviderType, Record<string, FormSpec>> = {
  upload: {
    local: {
      fields: ['localDir', 'url'],
      secrets: ['aesKey', 'encodeKey'],
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
      ],
      secrets: ['accessKeySecret', 'aesKey', 'encodeKey'],
      booleans: ['directUpload'],
      required: ['endpoint', 'bucket', 'accessKeyId', 'accessKeySecret'],
    },
    qcloud: {
      fields: ['region', 'endpoint', 'bucket', 'secretId', 'secretKey', 'url', 'directUpload'],
      secrets: ['secretKey', 'aesKey', 'encodeKey'],
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
      ],
      secrets: ['accessKeySecret', 'aesKey', 'encodeKey'],
      booleans: ['directUpload'],
      required: ['bucket', 'accessKeyId', 'accessKeySecret'],
    },
  },
  face: {
    qcloud: {
      fields: ['region', 'secretId', 'secretKey', 'groupId', 'liveCheck', 'liveLevel'],
      secrets: ['secretKey'],
      required: ['region', 'secretId', 'secretKey'],
      booleans: ['liveCheck'],
      choices: { liveLevel: LIVE_LEVELS },
    },
    baidu: {
      fields: ['appId', 'appKey', 'secretKey', 'faceGroup', 'liveCheck', 'liveLevel'],
      secrets: ['appKey', 'secretKey'],
      required: ['appId', 'appKey', 'secretKey'],
      booleans: ['liveCheck'],
      choices: { liveLevel: LIVE_LEVELS },
    },
    aliyun: {
      fields: ['accessKeyId', 'accessKeySecret', 'dbName', 'liveCheck', 'liveLevel'],
      secrets: ['accessKeySecret'],
      required: ['accessKeyId', 'accessKeySecret'],
      booleans: ['liveCheck'],
      choices: { liveLevel: LIVE_LEVELS },
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

export type ProviderFormData = Record<string, string | boolean>;
export type FieldProblem =
  'required' | 'localDir' | 'url' | 'host' | 'bucket' | 'length16' | 'provider' | 'address';
export type FormErrors = Record<string, FieldProblem>;

/** Spec section 5: non-empty, ends with /, starts with / or a drive letter such as D:/. */
export function isLocalDir(v: string): boolean {
  if (v === '' || !v.endsWith('/')) return false;
  if (!v.startsWith('/') && !/^[A-Za-z]:\//.test(v)) return false;
  return !v.split(/[\\/]/).includes('..');
}

/** Spec section 5: starts with http:// or https:// and ends with /. */
export function isStorageUrl(v: string): boolean {
  return /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(v) && v.endsWith('/');
}

/** Spec section 5 host URL: http(s) domain or IP with an optional port, or '/'; empty passes. */
export function isHostUrl(v: string): boolean {
  if (v === '' || v === '/') return true;
  return /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?\/?$/.test(v);
}

/** A temp directory: empty, or starts with / or a drive letter and ends with /. */
export function isTmpDir(v: string): boolean {
  return v === '' || isLocalDir(v);
}

const HOSTNAME =
  /^(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Every field of a provider's form (storage includes the transcoding settings). */
export function formFields(type: ProviderType, provider: string): string[] {
  const spec = FORM_SPECS[type][provider];
  if (spec === undefined) return [];
  return type === 'upload' ? [...spec.fields, ...TRANSCODE_FIELDS] : [...spec.fields];
}

export function isSecretField(type: ProviderType, provider: string, field: string): boolean {
  return FORM_SPECS[type][provider]?.secrets.includes(field) === true;
}

export function isBooleanField(type: ProviderType, provider: string, field: string): boolean {
  return FORM_SPECS[type][provider]?.booleans?.includes(field) === true;
}

/** The values a choice field takes, or null for other fields. */
export function choicesOf(type: ProviderType, provider: string, field: string) {
  return FORM_SPECS[type][provider]?.choices?.[field] ?? null;
}

/**
 * Checks a provider form. Secrets already stored (`storedSecrets`) may stay masked or empty;
 * they are kept by the server.
 */
export function validateProvider(
  type: ProviderType,
  provider: string,
  data: ProviderFormData,
  storedSecrets: readonly string[] = [],
): FormErrors {
  const spec = FORM_SPECS[type][provider];
  if (spec === undefined) return { provider: 'provider' };
  const str = (f: string) => (typeof data[f] === 'string' ? (data[f] as string).trim() : '');
  const errors: FormErrors = {};
  for (const f of spec.required) {
    const keeps = spec.secrets.includes(f) && storedSecrets.includes(f);
    if (str(f) === '' && !keeps) errors[f] = 'required';
  }
  if (type === 'upload') {
    if (provider === 'qiniu' && str('region') === '' && str('endpoint') === '') {
      errors.region = 'required';
    }
    // Aliyun hands browsers STS credentials of a RAM role: direct uploads need its ARN.
    if (provider === 'aliyun' && data.directUpload === true && str('arn') === '') {
      errors.arn = 'required';
    }
    if (provider === 'local' && errors.localDir === undefined && !isLocalDir(str('localDir'))) {
      errors.localDir = 'localDir';
    }
    if (str('url') !== '' && !isStorageUrl(str('url'))) errors.url = 'url';
    const endpoint = str('endpoint');
    if (endpoint !== '' && !HOSTNAME.test(endpoint) && !/^https?:\/\//.test(endpoint)) {
      errors.endpoint = 'host';
    }
    if (provider !== 'local' && str('bucket') !== '' && !BUCKET.test(str('bucket'))) {
      errors.bucket = 'bucket';
    }
    for (const f of ['aesKey', 'aesIv', 'encodeKey', 'encodeIv']) {
      const v = str(f);
      if (v !== '' && v !== SECRET_MASK && [...v].length !== 16) errors[f] = 'length16';
    }
    if (str('videoEncode') === 'm3u8_encode') {
      if (str('aesKey') === '' && !storedSecrets.includes('aesKey')) errors.aesKey = 'required';
      if (str('aesIv') === '') errors.aesIv = 'required';
    }
  }
  if (type === 'sms' && !isHostUrl(str('endpoint'))) errors.endpoint = 'host';
  for (const f of OAUTH_ENDPOINTS) {
    if (spec.fields.includes(f) && str(f) !== '' && !/^https?:\/\/\S+$/.test(str(f))) {
      errors[f] = 'address';
    }
  }
  if (type === 'live') {
    for (const f of ['pushDomain', 'pullDomain']) {
      if (str(f) !== '' && !HOSTNAME.test(str(f))) errors[f] = 'host';
    }
  }
  return errors;
}

/**
 * The data to send: the provider's own fields; a secret left masked or empty is not sent, so the
 * stored one is kept.
 */
export function toProviderInput(type: ProviderType, provider: string, data: ProviderFormData) {
  const out: Record<string, string | boolean> = {};
  for (const f of formFields(type, provider)) {
    const v = data[f];
    if (isBooleanField(type, provider, f)) {
      out[f] = v === true;
      continue;
    }
    const s = typeof v === 'string' ? v.trim() : '';
    if (isSecretField(type, provider, f) && (s === '' || s === SECRET_MASK)) continue;
    out[f] = s;
  }
  return out;
}
