/**
 * Aliyun visual intelligence, face and body (facebody, API 2019-12-30): DetectFace, CompareFace and
 * DetectLivingFace, RPC requests signed with HMAC-SHA1 (signature version 1.0). CompareFace takes
 * the images inline; DetectFace and DetectLivingFace only read a URL, so the photo first goes to
 * Aliyun's short-lived upload bucket the way Aliyun's own SDKs do it (AuthorizeFileUpload, then an
 * OSS form upload), once for both. Confidence runs 0..100; 69 is Aliyun's point for one false
 * accept in ten thousand, so the threshold is 0.69.
 */
import { randomUUID } from 'node:crypto';
import { rpcSignature, rpcTimestamp } from '../../../core/cloud-signing.ts';
import type { FaceRefused, LivenessLevel } from '../face-engine.ts';
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

export const ALIYUN_FACEBODY_URL = 'https://facebody.cn-shanghai.aliyuncs.com';
export const ALIYUN_UPLOAD_AUTH_URL = 'https://openplatform.aliyuncs.com';
const REGION = 'cn-shanghai';

export interface AliyunSettings {
  accessKeyId: string;
  accessKeySecret: string;
}

export interface AliyunOptions extends ProviderHttpOptions {
  /** The upload-authorisation service (openplatform). */
  uploadAuthUrl?: string;
  /** Where the upload form goes, from the bucket and endpoint Aliyun named (tests redirect it). */
  uploadUrl?: (bucket: string, endpoint: string) => string;
}

const isBusy = (code: string) => code.startsWith('Throttling') || code === 'QpsLimitExceeded';
const isRejected = (code: string) =>
  /^(InvalidAccessKeyId|SignatureDoesNotMatch|IncompleteSignature|InvalidTimeStamp|Forbidden|Unauthorized|NoPermission|InvalidApi|InvalidProduct|InvalidRegionId|SignatureNonceUsed)/.test(
    code,
  );
/** Aliyun reports a missing face as an image error whose code or message names the face. */
const isNoFace = (code: string, message: string) =>
  /face/i.test(`${code} ${message}`) &&
  /(no|not|without|未)\s*(face|found|detect|检测)/i.test(`${code} ${message}`);
const isBadImage = (code: string) => /^Invalid(Image|File)\./.test(code);

/**
 * The DetectLivingFace suggestions each level accepts as live: 'pass' (taken directly), 'review'
 * (possibly recaptured), 'block' (most likely recaptured). Aliyun documents no score threshold,
 * so high is as strict as its own verdict.
 */
const LIVE_SUGGESTIONS: Record<LivenessLevel, readonly string[]> = {
  low: ['pass', 'review'],
  normal: ['pass'],
  high: ['pass'],
};
const SUGGESTIONS = ['pass', 'review', 'block'];
/** DetectLivingFace's labels: 'normal' a live face, 'liveness' a recaptured one. */
const LIVE_LABEL = 'normal';
const RECAPTURED_LABEL = 'liveness';

type RpcAnswer =
  { ok: true; json: Record<string, unknown> } | { ok: false; refusal: 'no_face' | 'invalid_image' };

export class AliyunFaceApi implements CloudFaceApi {
  readonly provider = 'aliyun';
  readonly matchThreshold = 0.69;
  private readonly facebodyUrl: string;
  private readonly uploadAuthUrl: string;
  /** Where each JPEG sent during one engine call was uploaded, so it is uploaded once. */
  private readonly uploaded = new WeakMap<Buffer, string>();

  constructor(
    private readonly settings: AliyunSettings,
    private readonly options: AliyunOptions,
  ) {
    this.facebodyUrl = options.baseUrl ?? ALIYUN_FACEBODY_URL;
    this.uploadAuthUrl = options.uploadAuthUrl ?? ALIYUN_UPLOAD_AUTH_URL;
  }

  async detect(jpeg: Buffer): Promise<ProviderFace[] | FaceRefused> {
    const imageUrl = await this.upload(jpeg);
    const answer = await this.rpc(this.facebodyUrl, '2019-12-30', 'DetectFace', {
      ImageURL: imageUrl,
      MaxFaceNumber: '10',
    });
    if (!answer.ok) return { ok: false, reason: answer.refusal };
    const data = fields(answer.json.Data);
    const rects = Array.isArray(data.FaceRectangles) ? data.FaceRectangles : [];
    const scores = Array.isArray(data.FaceProbabilityList) ? data.FaceProbabilityList : [];
    const count = Math.min(num(data.FaceCount) ?? 0, Math.floor(rects.length / 4));
    return Array.from({ length: count }, (_, i) => ({
      box: [
        num(rects[i * 4]) ?? 0,
        num(rects[i * 4 + 1]) ?? 0,
        num(rects[i * 4 + 2]) ?? 0,
        num(rects[i * 4 + 3]) ?? 0,
      ] as const,
      score: num(scores[i]) ?? 1,
    }));
  }

  async compare(probe: ProbeFace, reference: Buffer): Promise<number | null> {
    const answer = await this.rpc(this.facebodyUrl, '2019-12-30', 'CompareFace', {
      ImageDataA: probe.jpeg.toString('base64'),
      ImageDataB: reference.toString('base64'),
    });
    // The probe was checked by DetectFace first, so a refusal here is about the reference.
    if (!answer.ok) return null;
    const confidence = num(fields(answer.json.Data).Confidence);
    if (confidence === null) throw providerUnavailable(this.provider, { reason: 'no Confidence' });
    return Math.max(0, Math.min(1, confidence / 100));
  }

  async presence(probe: ProbeFace, level: LivenessLevel): Promise<ProviderPresence | FaceRefused> {
    const imageUrl = await this.upload(probe.jpeg);
    const answer = await this.rpc(this.facebodyUrl, '2019-12-30', 'DetectLivingFace', {
      'Tasks.1.ImageURL': imageUrl,
    });
    if (!answer.ok) return { ok: false, reason: answer.refusal };
    const elements = fields(answer.json.Data).Elements;
    const element = fields(Array.isArray(elements) ? elements[0] : undefined);
    if (num(element.FaceNumber) === 0) return { ok: false, reason: 'no_face' };
    const results = Array.isArray(element.Results) ? element.Results : [];
    const result = fields(results[0]);
    const label = str(result.Label);
    const suggestion = str(result.Suggestion);
    const rate = num(result.Rate);
    if (![LIVE_LABEL, RECAPTURED_LABEL].includes(label) || !SUGGESTIONS.includes(suggestion)) {
      throw providerUnavailable(this.provider, {
        reason: 'no liveness verdict',
        label,
        suggestion,
      });
    }
    if (rate === null) throw providerUnavailable(this.provider, { reason: 'no liveness Rate' });
    // Rate is the probability (0..100) of the label's own class.
    const liveRate = label === LIVE_LABEL ? rate : 100 - rate;
    return {
      live: LIVE_SUGGESTIONS[level].includes(suggestion),
      score: Math.max(0, Math.min(1, liveRate / 100)),
    };
  }

  /**
   * Puts a JPEG in Aliyun's temporary upload bucket; returns the URL DetectFace and
   * DetectLivingFace read (the same JPEG is uploaded once).
   */
  private async upload(jpeg: Buffer): Promise<string> {
    const known = this.uploaded.get(jpeg);
    if (known !== undefined) return known;
    const auth = await this.rpc(this.uploadAuthUrl, '2019-12-19', 'AuthorizeFileUpload', {
      Product: 'facebody',
      RegionId: REGION,
    });
    if (!auth.ok) throw providerUnavailable(this.provider, { reason: 'upload refused' });
    const grant = auth.json;
    const bucket = str(grant.Bucket);
    const endpoint =
      grant.UseAccelerate === true ? 'oss-accelerate.aliyuncs.com' : str(grant.Endpoint);
    const key = str(grant.ObjectKey);
    if (bucket === '' || endpoint === '' || key === '') {
      throw providerUnavailable(this.provider, { reason: 'incomplete upload authorisation' });
    }
    const form = new FormData();
    form.append('OSSAccessKeyId', str(grant.AccessKeyId));
    form.append('policy', str(grant.EncodedPolicy));
    form.append('Signature', str(grant.Signature));
    form.append('key', key);
    form.append('success_action_status', '201');
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'face.jpg');
    const target = this.options.uploadUrl?.(bucket, endpoint) ?? `https://${bucket}.${endpoint}`;
    const answer = await send(this.provider, target, { method: 'POST', body: form }, this.options);
    if (answer.status < 200 || answer.status >= 300) {
      throw providerUnavailable(this.provider, { reason: 'upload failed', status: answer.status });
    }
    const url = `http://${bucket}.${endpoint}/${key}`;
    this.uploaded.set(jpeg, url);
    return url;
  }

  private async rpc(
    baseUrl: string,
    version: string,
    action: string,
    business: Record<string, string>,
  ): Promise<RpcAnswer> {
    const params: Record<string, string> = {
      Action: action,
      Version: version,
      Format: 'JSON',
      AccessKeyId: this.settings.accessKeyId,
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: randomUUID(),
      Timestamp: rpcTimestamp(this.options.now?.() ?? new Date()),
      ...business,
    };
    const signature = rpcSignature('POST', params, this.settings.accessKeySecret);
    const body = new URLSearchParams({ ...params, Signature: signature });
    const answer = await send(
      this.provider,
      baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      },
      this.options,
    );
    const json = fields(answer.json);
    const code = str(json.Code);
    if (answer.status >= 200 && answer.status < 300 && code === '') return { ok: true, json };
    const message = str(json.Message);
    const detail = { action, status: answer.status, code, message, requestId: str(json.RequestId) };
    if (code === '' && answer.status >= 500) throw providerUnavailable(this.provider, detail);
    if (isNoFace(code, message)) return { ok: false, refusal: 'no_face' };
    if (isBusy(code)) throw providerBusy(this.provider, detail);
    if (isRejected(code)) throw providerRejected(this.provider, detail);
    if (isBadImage(code)) return { ok: false, refusal: 'invalid_image' };
    throw providerUnavailable(this.provider, detail);
  }
}
