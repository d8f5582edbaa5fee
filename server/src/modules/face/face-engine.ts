/**
 * The face engine contract: one interface for the local model and the cloud providers (Tencent Cloud,
 * Baidu, Aliyun). Real-name audit, face login, the face check and proctoring use only this.
 */

/** Why an image cannot be used: never thrown, always returned. */
export type FaceRefusal = 'no_face' | 'multiple_faces' | 'face_too_small' | 'invalid_image';

export interface FaceRefused {
  ok: false;
  reason: FaceRefusal;
}

/** Exactly one usable face was found. */
export interface FaceFound {
  ok: true;
  /** The face's box in the (orientation-corrected) image, in pixels. */
  box: { x: number; y: number; width: number; height: number };
  /** Detector confidence, 0..1. */
  score: number;
  /**
   * An opaque template of the face the caller may store with the photo and pass back as
   * `FaceReference.template`, so the photo need not be analysed again (the local engine's embedding);
   * null when the engine has none (cloud providers).
   */
  template: string | null;
}

export type FaceDetection = FaceFound | FaceRefused;

/** A reference face: the stored photo and, when the engine gave one, its template. */
export interface FaceReference {
  image: Buffer;
  template?: string | null;
}

export interface FaceCandidate extends FaceReference {
  /** The caller's key for this candidate (for example a user id). */
  key: string;
}

export interface FaceComparisonResult {
  ok: true;
  /** Similarity of the two faces, 0..1 on the engine's own calibrated scale. */
  similarity: number;
  /** similarity >= the configured match threshold. */
  matched: boolean;
}

export type FaceComparison = FaceComparisonResult | FaceRefused;

export interface FaceRankingResult {
  ok: true;
  best: { key: string; similarity: number } | null;
  runnerUp: { key: string; similarity: number } | null;
  /** The best candidate passes the threshold and is clearly ahead of the runner-up. */
  matched: boolean;
}

export type FaceRanking = FaceRankingResult | FaceRefused;

/** How strict a presence (liveness) judgement is: a higher level refuses more doubtful faces. */
export type LivenessLevel = 'low' | 'normal' | 'high';

/** Whether the one face in an image is a live person in front of the camera. */
export interface PresenceJudgement {
  ok: true;
  /** False when the face looks recaptured: a photo, a screen or a mask held to the camera. */
  live: boolean;
  /** The engine's confidence that the face is live, 0..1 (higher is more live). */
  score: number;
}

export type PresenceCheck = PresenceJudgement | FaceRefused;

export interface FaceEngine {
  /** 'local' for the shipped model, else the face config's provider. */
  readonly provider: string;
  /**
   * The similarity at or above which this engine calls two faces the same person (its `matched`
   * rule); each engine has its own calibrated scale.
   */
  readonly matchThreshold?: number;
  /** The liveness level the admin chose for this provider; the local model has none. */
  readonly livenessLevel?: LivenessLevel;
  /**
   * Whether presence is judged by this provider's liveness service (the settings' `liveCheck`);
   * when not, the local model's signals judge it. The local model has none.
   */
  readonly providerLiveness?: boolean;
  /** Finds exactly one usable face in a jpg/png image. */
  findOneFace(image: Buffer): Promise<FaceDetection>;
  /** Compares the face in `probe` with a reference face. A refusal describes the probe. */
  compare(probe: Buffer, reference: FaceReference): Promise<FaceComparison>;
  /** Ranks candidates by similarity with the face in `probe`. A refusal describes the probe. */
  bestMatch(probe: Buffer, candidates: readonly FaceCandidate[]): Promise<FaceRanking>;
  /**
   * Judges from one image whether its one face is a live person (passive liveness): the local
   * model's anti-spoofing checks, or the provider's liveness service at the given level.
   */
  checkPresence(image: Buffer, level: LivenessLevel): Promise<PresenceCheck>;
}
