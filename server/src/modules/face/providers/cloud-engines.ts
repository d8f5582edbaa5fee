/** Builds the face engine of the provider an admin chose, from its saved settings. */
import { AppError } from '../../../core/errors/index.ts';
import type { LivenessLevel } from '../face-engine.ts';
import { AliyunFaceApi } from './aliyun.ts';
import { BaiduFaceApi } from './baidu.ts';
import { CloudFaceEngine, type CloudFaceApi } from './cloud-engine.ts';
import { TencentFaceApi } from './tencent.ts';

/** A provider's saved settings as the config module gives them (secrets in clear). */
export type ProviderFields = Readonly<Record<string, string | boolean>>;

export interface CloudEngineOptions {
  timeoutMs: number;
  runnerUpMargin: number;
  /** Addresses replacing the providers' public ones (unset: the public ones). */
  urls: {
    qcloud?: string;
    baidu?: string;
    aliyun?: string;
    aliyunUpload?: string;
  };
  fetchImpl?: typeof fetch;
  /** Where Aliyun's upload form goes (tests point it at a fake bucket). */
  aliyunUploadUrl?: (bucket: string, endpoint: string) => string;
}

const LIVENESS_LEVELS: readonly LivenessLevel[] = ['low', 'normal', 'high'];

/**
 * The liveness level the admin chose (`liveLevel`): 'normal' when none is saved; anything else
 * is FACE_CONFIG_INVALID.
 */
function livenessLevelOf(data: ProviderFields): LivenessLevel {
  const v = data.liveLevel;
  if (v === undefined || v === '') return 'normal';
  const level = LIVENESS_LEVELS.find((l) => l === v);
  if (level === undefined) throw new AppError('FACE_CONFIG_INVALID', {}, { liveLevel: 'oneOf' });
  return level;
}

/** The settings' required fields, or FACE_CONFIG_INVALID naming the missing ones. */
function required<K extends string>(data: ProviderFields, keys: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  const missing: Record<string, string> = {};
  for (const k of keys) {
    const v = data[k];
    if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
    else missing[k] = 'required';
  }
  if (Object.keys(missing).length > 0) throw new AppError('FACE_CONFIG_INVALID', {}, missing);
  return out;
}

/**
 * The engine of a face provider's settings. Its `livenessLevel` is the settings' `liveLevel`, the
 * level callers pass to `checkPresence` so the admin's choice applies.
 */
export function createCloudEngine(
  settings: { provider: string; data: ProviderFields },
  options: CloudEngineOptions,
): CloudFaceEngine {
  const http = { timeoutMs: options.timeoutMs, fetchImpl: options.fetchImpl };
  let api: CloudFaceApi;
  switch (settings.provider) {
    case 'qcloud':
      api = new TencentFaceApi(required(settings.data, ['secretId', 'secretKey', 'region']), {
        ...http,
        baseUrl: options.urls.qcloud,
      });
      break;
    case 'baidu': {
      const { appKey, secretKey } = required(settings.data, ['appKey', 'secretKey']);
      api = new BaiduFaceApi(
        { apiKey: appKey, secretKey },
        { ...http, baseUrl: options.urls.baidu },
      );
      break;
    }
    case 'aliyun':
      api = new AliyunFaceApi(required(settings.data, ['accessKeyId', 'accessKeySecret']), {
        ...http,
        baseUrl: options.urls.aliyun,
        uploadAuthUrl: options.urls.aliyunUpload,
        uploadUrl: options.aliyunUploadUrl,
      });
      break;
    default:
      throw new AppError('FACE_CONFIG_INVALID', {}, { provider: 'unknown' });
  }
  return new CloudFaceEngine(
    api,
    options.runnerUpMargin,
    livenessLevelOf(settings.data),
    settings.data.liveCheck === true || settings.data.liveCheck === 'true',
  );
}
