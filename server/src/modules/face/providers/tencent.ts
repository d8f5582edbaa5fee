/**
 * Tencent Cloud face recognition (IAI, API 2020-03-03, model 3.0): DetectFace, CompareFace and
 * DetectLiveFaceAccurate (image liveness, high precision), signed with TC3-HMAC-SHA256. Scores run
 * 0..100; 50 is Tencent's point for one false accept in ten thousand, so similarity = Score / 100
 * with a threshold of 0.5.
 */
import { TC3_CONTENT_TYPE as CONTENT_TYPE, tc3Authorization } from '../../../core/cloud-signing.ts';
import type { FaceRefusal, FaceRefused, LivenessLevel } from '../face-engine.ts';
import type { CloudFaceApi, ProbeFace, ProviderFace, ProviderPresence } from './cloud-engine.ts';
import {
  fields,
  num,
  providerBusy,
  providerRejected,
  providerUnavailable,
  send,
  str,
  type ProviderHttpOptions,
} from './provider-http.ts';

export const TENCENT_URL = 'https://iai.tencentcloudapi.com';
const SERVICE = 'iai';
const VERSION = '2020-03-03';

export interface TencentSettings {
  secretId: string;
  secretKey: string;
  region: string;
}

/** Tencent error codes that describe the image rather than the service. */
const REFUSALS: Record<string, FaceRefusal> = {
  'InvalidParameterValue.NoFaceInPhoto': 'no_face',
  'FailedOperation.ImageFacedetectFailed': 'no_face',
  'FailedOperation.LifePhotoDetectNoFaces': 'no_face',
  'FailedOperation.FaceSizeTooSmall': 'face_too_small',
  'FailedOperation.LifePhotoDetectFaces': 'multiple_faces',
  'FailedOperation.ImageDecodeFailed': 'invalid_image',
  'FailedOperation.ImageResolutionTooSmall': 'invalid_image',
  'FailedOperation.ImageResolutionExceed': 'invalid_image',
  'FailedOperation.ImageSizeExceed': 'invalid_image',
  'InvalidParameterValue.ImageEmpty': 'invalid_image',
};

/**
 * DetectLiveFaceAccurate's liveness score (0..100) at or above which a face is live: Tencent
 * documents the bands 5, 10, 40, 70 and 90 and recommends 40.
 */
const LIVENESS_SCORE: Record<LivenessLevel, number> = { low: 10, normal: 40, high: 70 };

type TencentAnswer =
  { ok: true; response: Record<string, unknown> } | { ok: false; refusal: FaceRefusal };

const isBusy = (code: string) =>
  code.startsWith('RequestLimitExceeded') ||
  code.startsWith('LimitExceeded') ||
  code === 'FailedOperation.RequestLimitExceeded';

const isRejected = (code: string) =>
  ['AuthFailure', 'UnauthorizedOperation', 'ResourceUnavailable', 'ResourcesSoldOut'].some(
    (prefix) => code === prefix || code.startsWith(`${prefix}.`),
  ) || ['UnsupportedRegion', 'InvalidAction', 'NoSuchVersion'].includes(code);

export class TencentFaceApi implements CloudFaceApi {
  readonly provider = 'qcloud';
  readonly matchThreshold = 0.5;
  private readonly url: URL;

  constructor(
    private readonly settings: TencentSettings,
    private readonly options: ProviderHttpOptions,
  ) {
    this.url = new URL(options.baseUrl ?? TENCENT_URL);
  }

  async detect(jpeg: Buffer): Promise<ProviderFace[] | FaceRefused> {
    const answer = await this.call('DetectFace', {
      Image: jpeg.toString('base64'),
      MaxFaceNum: 10,
      MinFaceSize: 34,
      NeedFaceAttributes: 0,
      NeedQualityDetection: 0,
      NeedRotateDetection: 1,
      FaceModelVersion: '3.0',
    });
    if (!answer.ok) return { ok: false, reason: answer.refusal };
    const infos = Array.isArray(answer.response.FaceInfos) ? answer.response.FaceInfos : [];
    return infos.map((info) => {
      const f = fields(info);
      return {
        box: [num(f.X) ?? 0, num(f.Y) ?? 0, num(f.Width) ?? 0, num(f.Height) ?? 0] as const,
        // Tencent lists only faces it is sure of and gives no confidence for them.
        score: 1,
      };
    });
  }

  async compare(probe: ProbeFace, reference: Buffer): Promise<number | null> {
    const answer = await this.call('CompareFace', {
      ImageA: probe.jpeg.toString('base64'),
      ImageB: reference.toString('base64'),
      FaceModelVersion: '3.0',
      QualityControl: 0,
      NeedRotateDetection: 1,
    });
    // The probe was checked by DetectFace first, so a refusal here is about the reference.
    if (!answer.ok) return null;
    const score = num(answer.response.Score);
    if (score === null) throw providerUnavailable(this.provider, { reason: 'no Score' });
    return Math.max(0, Math.min(1, score / 100));
  }

  async presence(probe: ProbeFace, level: LivenessLevel): Promise<ProviderPresence | FaceRefused> {
    const answer = await this.call('DetectLiveFaceAccurate', {
      Image: probe.jpeg.toString('base64'),
      FaceModelVersion: '3.0',
    });
    if (!answer.ok) return { ok: false, reason: answer.refusal };
    const score = num(answer.response.Score);
    if (score === null) throw providerUnavailable(this.provider, { reason: 'no liveness Score' });
    return { live: score >= LIVENESS_SCORE[level], score: Math.max(0, Math.min(1, score / 100)) };
  }

  private async call(action: string, body: Record<string, unknown>): Promise<TencentAnswer> {
    const payload = JSON.stringify(body);
    const timestamp = Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000);
    const answer = await send(
      this.provider,
      this.url.href,
      {
        method: 'POST',
        headers: {
          Authorization: tc3Authorization({
            secretId: this.settings.secretId,
            secretKey: this.settings.secretKey,
            service: SERVICE,
            host: this.url.host,
            payload,
            timestamp,
          }),
          'Content-Type': CONTENT_TYPE,
          'X-TC-Action': action,
          'X-TC-Version': VERSION,
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Region': this.settings.region,
        },
        body: payload,
      },
      this.options,
    );
    const response = fields(fields(answer.json).Response);
    if (Object.keys(response).length === 0) {
      throw providerUnavailable(this.provider, { action, status: answer.status });
    }
    const error = fields(response.Error);
    const code = str(error.Code);
    if (code === '') return { ok: true, response };
    const detail = {
      action,
      code,
      message: str(error.Message),
      requestId: str(response.RequestId),
    };
    const refusal = REFUSALS[code];
    if (refusal !== undefined) return { ok: false, refusal };
    if (isBusy(code)) throw providerBusy(this.provider, detail);
    if (isRejected(code)) throw providerRejected(this.provider, detail);
    throw providerUnavailable(this.provider, detail);
  }
}
