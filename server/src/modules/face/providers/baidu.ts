/**
 * Baidu AI face recognition (v3): an OAuth access token from the app's API key and secret key,
 * then /rest/2.0/face/v3/detect, /rest/2.0/face/v3/match and /rest/2.0/face/v3/faceverify (online
 * image liveness). Scores run 0..100; 80 is Baidu's point for one false accept in ten thousand, so
 * similarity = score / 100 with a threshold of 0.8. The probe is matched by the face_token its
 * detection returned, so it is uploaded once. Match keeps liveness_control NONE: the reference is a
 * stored photo, which a liveness rule on match would judge too; liveness is its own call.
 */
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

export const BAIDU_URL = 'https://aip.baidubce.com';

export interface BaiduSettings {
  /** The app's API Key (the face config's appKey). */
  apiKey: string;
  secretKey: string;
}

/** Baidu error codes that describe the image rather than the service. */
const REFUSALS: Record<number, FaceRefusal> = {
  222202: 'no_face', // pic not has face
  222203: 'no_face', // image check fail: no face could be parsed
  223113: 'no_face', // face is covered
  223114: 'no_face', // face is fuzzy
  223115: 'no_face', // face light is not good
  223116: 'no_face', // incomplete face
  216201: 'invalid_image', // image format error
  216202: 'invalid_image', // image size error
  222013: 'invalid_image', // param[image] format error
};
/** The token is invalid or expired: fetch a new one and try once more. */
const TOKEN_EXPIRED = new Set([110, 111]);
/** face_token not found (expired): send the probe's image instead. */
const FACE_TOKEN_UNKNOWN = 222209;
const BUSY = new Set([4, 17, 18, 19]);
const REJECTED = new Set([6, 14, 100, 110, 111, 216015]);

/**
 * Which of faceverify's thresholds each level compares face_liveness (0..1) with: frr_1e-4 lets
 * through all but one live person in ten thousand (the most lenient), frr_1e-2 all but one in a
 * hundred (the strictest). Baidu answers the current values with each call, as they move with its
 * model; these are the documented ones, used only when an answer lacks them.
 */
const LIVENESS_THRESHOLD: Record<LivenessLevel, { key: string; documented: number }> = {
  low: { key: 'frr_1e-4', documented: 0.05 },
  normal: { key: 'frr_1e-3', documented: 0.3 },
  high: { key: 'frr_1e-2', documented: 0.9 },
};

/** Tokens live 30 days; renew a day early. */
const TOKEN_MARGIN_MS = 24 * 3600_000;

type Answer =
  | { kind: 'ok'; json: Record<string, unknown> }
  | { kind: 'refused'; refusal: FaceRefusal }
  | { kind: 'faceTokenUnknown' };

export class BaiduFaceApi implements CloudFaceApi {
  readonly provider = 'baidu';
  readonly matchThreshold = 0.8;
  private readonly base: string;
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(
    private readonly settings: BaiduSettings,
    private readonly options: ProviderHttpOptions,
  ) {
    this.base = (options.baseUrl ?? BAIDU_URL).replace(/\/+$/, '');
  }

  async detect(jpeg: Buffer): Promise<ProviderFace[] | FaceRefused> {
    const answer = await this.call('/rest/2.0/face/v3/detect', {
      image: jpeg.toString('base64'),
      image_type: 'BASE64',
      max_face_num: 10,
      face_type: 'LIVE',
      liveness_control: 'NONE',
    });
    if (answer.kind === 'refused') return { ok: false, reason: answer.refusal };
    if (answer.kind !== 'ok') throw providerUnavailable(this.provider, { reason: 'face_token' });
    const list = fields(answer.json.result).face_list;
    return (Array.isArray(list) ? list : []).map((item) => {
      const face = fields(item);
      const at = fields(face.location);
      const token = str(face.face_token);
      return {
        box: [
          num(at.left) ?? 0,
          num(at.top) ?? 0,
          num(at.width) ?? 0,
          num(at.height) ?? 0,
        ] as const,
        score: num(face.face_probability) ?? 1,
        ...(token === '' ? {} : { handle: token }),
      };
    });
  }

  async compare(probe: ProbeFace, reference: Buffer): Promise<number | null> {
    const image = (value: string, type: 'BASE64' | 'FACE_TOKEN') => ({
      image: value,
      image_type: type,
      face_type: 'LIVE',
      quality_control: 'NONE',
      liveness_control: 'NONE',
    });
    const referenceImage = image(reference.toString('base64'), 'BASE64');
    let answer: Answer = { kind: 'faceTokenUnknown' };
    if (probe.handle !== undefined) {
      answer = await this.call('/rest/2.0/face/v3/match', [
        image(probe.handle, 'FACE_TOKEN'),
        referenceImage,
      ]);
    }
    if (answer.kind === 'faceTokenUnknown') {
      answer = await this.call('/rest/2.0/face/v3/match', [
        image(probe.jpeg.toString('base64'), 'BASE64'),
        referenceImage,
      ]);
    }
    // The probe was checked by detect first, so a refusal here is about the reference.
    if (answer.kind !== 'ok') return null;
    const score = num(fields(answer.json.result).score);
    if (score === null) throw providerUnavailable(this.provider, { reason: 'no score' });
    return Math.max(0, Math.min(1, score / 100));
  }

  async presence(probe: ProbeFace, level: LivenessLevel): Promise<ProviderPresence | FaceRefused> {
    const answer = await this.call('/rest/2.0/face/v3/faceverify', [
      { image: probe.jpeg.toString('base64'), image_type: 'BASE64' },
    ]);
    if (answer.kind === 'refused') return { ok: false, reason: answer.refusal };
    if (answer.kind !== 'ok') throw providerUnavailable(this.provider, { reason: 'face_token' });
    const result = fields(answer.json.result);
    const liveness = num(result.face_liveness);
    if (liveness === null) throw providerUnavailable(this.provider, { reason: 'no face_liveness' });
    const rule = LIVENESS_THRESHOLD[level];
    const threshold = num(fields(result.thresholds)[rule.key]) ?? rule.documented;
    return { live: liveness >= threshold, score: Math.max(0, Math.min(1, liveness)) };
  }

  private async call(path: string, body: unknown, retried = false): Promise<Answer> {
    const token = await this.accessToken();
    const answer = await send(
      this.provider,
      `${this.base}${path}?access_token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
      this.options,
    );
    const json = fields(answer.json);
    const code = num(json.error_code);
    if (code === null) throw providerUnavailable(this.provider, { path, status: answer.status });
    if (code === 0) return { kind: 'ok', json };
    if (TOKEN_EXPIRED.has(code) && !retried) {
      this.token = null;
      return this.call(path, body, true);
    }
    if (code === FACE_TOKEN_UNKNOWN) return { kind: 'faceTokenUnknown' };
    const refusal = REFUSALS[code];
    if (refusal !== undefined) return { kind: 'refused', refusal };
    const detail = { path, code, message: str(json.error_msg), logId: json.log_id };
    if (BUSY.has(code)) throw providerBusy(this.provider, detail);
    if (REJECTED.has(code)) throw providerRejected(this.provider, detail);
    throw providerUnavailable(this.provider, detail);
  }

  /** The cached access token, fetched once for concurrent callers. */
  private async accessToken(): Promise<string> {
    const now = (this.options.now?.() ?? new Date()).getTime();
    if (this.token !== null && this.token.expiresAt > now) return this.token.value;
    this.tokenRequest ??= this.fetchToken(now).finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(now: number): Promise<string> {
    const query = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: this.settings.apiKey,
      client_secret: this.settings.secretKey,
    });
    const answer = await send(
      this.provider,
      `${this.base}/oauth/2.0/token?${query.toString()}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
      this.options,
    );
    const json = fields(answer.json);
    const value = str(json.access_token);
    if (value === '') {
      const detail = { path: '/oauth/2.0/token', code: str(json.error), status: answer.status };
      if (BUSY.has(num(json.error_code) ?? 0)) throw providerBusy(this.provider, detail);
      if (answer.status >= 500 || answer.json === undefined) {
        throw providerUnavailable(this.provider, detail);
      }
      throw providerRejected(this.provider, {
        ...detail,
        message: str(json.error_description),
      });
    }
    const lifetimeMs = (num(json.expires_in) ?? 2_592_000) * 1000;
    this.token = { value, expiresAt: now + Math.max(60_000, lifetimeMs - TOKEN_MARGIN_MS) };
    return value;
  }
}
