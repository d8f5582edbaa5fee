/**
 * A face engine over a cloud provider's API. Every photo is normalised before it leaves the
 * server (upright JPEG, at most 1024 px, no metadata), the probe is checked for exactly one usable
 * face with the provider's detector, then compared with each reference or judged for liveness by
 * the provider.
 */
import type {
  FaceCandidate,
  FaceComparison,
  FaceDetection,
  FaceEngine,
  FaceFound,
  FaceRanking,
  FaceReference,
  FaceRefused,
  LivenessLevel,
  PresenceCheck,
} from '../face-engine.ts';
import { photoForUpload, type UploadPhoto } from '../face-photo.ts';
import { pickOneFace, rankCandidates, toOriginalBox, type DetectedBox } from '../face-rules.ts';

/** A face the provider found, in the sent image's pixels. */
export interface ProviderFace extends DetectedBox {
  /** The provider's handle for this face, when it can compare by handle (Baidu's face_token). */
  handle?: string;
}

/** The probe as a provider compares it: the sent JPEG and, when it has one, the face's handle. */
export interface ProbeFace {
  jpeg: Buffer;
  handle?: string;
}

/** A provider's liveness verdict on the one face of an image. */
export interface ProviderPresence {
  /** The face passes the provider's liveness rule at the asked level. */
  live: boolean;
  /** The provider's confidence that the face is live, 0..1. */
  score: number;
}

/** The calls each provider client makes. */
export interface CloudFaceApi {
  readonly provider: string;
  /** The provider's similarity (0..1) for a false-accept rate of one in ten thousand. */
  readonly matchThreshold: number;
  /** The faces in a JPEG, or why the image cannot be used. */
  detect(jpeg: Buffer): Promise<ProviderFace[] | FaceRefused>;
  /**
   * Similarity (0..1) of the probe's face and the largest face of the reference JPEG; null when
   * the reference shows no usable face.
   */
  compare(probe: ProbeFace, reference: Buffer): Promise<number | null>;
  /** Whether the probe's face is live at the given level (the probe was detected first). */
  presence(probe: ProbeFace, level: LivenessLevel): Promise<ProviderPresence | FaceRefused>;
}

/** How many comparisons run at once in a one-to-many match. */
const COMPARE_CONCURRENCY = 4;

interface PreparedProbe {
  found: FaceFound;
  probe: ProbeFace;
}

export class CloudFaceEngine implements FaceEngine {
  readonly provider: string;
  readonly matchThreshold: number;
  /** The liveness level the admin chose in the face settings (`liveLevel`), for callers to pass. */
  readonly livenessLevel: LivenessLevel;
  /** The settings' `liveCheck`: presence is judged by the provider's liveness service. */
  readonly providerLiveness: boolean;

  constructor(
    private readonly api: CloudFaceApi,
    private readonly runnerUpMargin: number,
    livenessLevel: LivenessLevel = 'normal',
    providerLiveness = true,
  ) {
    this.provider = api.provider;
    this.matchThreshold = api.matchThreshold;
    this.livenessLevel = livenessLevel;
    this.providerLiveness = providerLiveness;
  }

  async findOneFace(image: Buffer): Promise<FaceDetection> {
    const prepared = await this.prepare(image);
    return 'found' in prepared ? prepared.found : prepared;
  }

  async compare(probe: Buffer, reference: FaceReference): Promise<FaceComparison> {
    const prepared = await this.prepare(probe);
    if (!('found' in prepared)) return prepared;
    const similarity = await this.similarity(prepared.probe, reference.image);
    return { ok: true, similarity, matched: similarity >= this.matchThreshold };
  }

  /** One comparison per candidate (the provider holds no copy of our users' faces). */
  async bestMatch(probe: Buffer, candidates: readonly FaceCandidate[]): Promise<FaceRanking> {
    const prepared = await this.prepare(probe);
    if (!('found' in prepared)) return prepared;
    const scores: Array<{ key: string; similarity: number }> = [];
    let next = 0;
    const worker = async () => {
      while (next < candidates.length) {
        const candidate = candidates[next++]!;
        scores.push({
          key: candidate.key,
          similarity: await this.similarity(prepared.probe, candidate.image),
        });
      }
    };
    await Promise.all(Array.from({ length: COMPARE_CONCURRENCY }, worker));
    return rankCandidates(scores, this.matchThreshold, this.runnerUpMargin);
  }

  /**
   * The provider's passive liveness check of the image's one usable face: several faces or none
   * are refused first by the detector, as the provider would judge only one of them.
   */
  async checkPresence(image: Buffer, level: LivenessLevel): Promise<PresenceCheck> {
    const prepared = await this.prepare(image);
    if (!('found' in prepared)) return prepared;
    const judged = await this.api.presence(prepared.probe, level);
    if ('ok' in judged) return judged;
    return { ok: true, live: judged.live, score: judged.score };
  }

  private async similarity(probe: ProbeFace, reference: Buffer): Promise<number> {
    const photo = await photoForUpload(reference);
    if ('ok' in photo) return 0;
    return (await this.api.compare(probe, photo.jpeg)) ?? 0;
  }

  private async prepare(image: Buffer): Promise<PreparedProbe | FaceRefused> {
    const photo: UploadPhoto | FaceRefused = await photoForUpload(image);
    if ('ok' in photo) return photo;
    const faces = await this.api.detect(photo.jpeg);
    if ('ok' in faces) return faces;
    const face = pickOneFace(faces);
    if ('ok' in face) return face;
    return {
      probe: { jpeg: photo.jpeg, handle: face.handle },
      found: {
        ok: true,
        box: toOriginalBox(face.box, photo.scale, photo.originalWidth, photo.originalHeight),
        score: face.score,
        template: null,
      },
    };
  }
}
