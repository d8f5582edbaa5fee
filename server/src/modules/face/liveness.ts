/**
 * The liveness judgement every face path asks for, on top of recognising the person:
 * - passive: the engine's presence check of the image (the local model's anti-spoofing signals, or
 *   the chosen provider's liveness service); and, once the person is known, a replay check: a
 *   picture that is their approved photo again (resized, tilted, brightened or recompressed) is no
 *   live capture;
 * - active: passive, plus a burst of frames taken while the person followed a movement challenge
 *   (motion.ts), always judged by the local model, which sees the face mesh.
 */
import type { ErrorName } from '../../core/errors/index.ts';
import type { FaceEngine, FaceRefusal, FaceRefused, LivenessLevel } from './face-engine.ts';
import type { FaceEvidence, LocalFaceEngine } from './local/local-engine.ts';
import { cosineSimilarity } from './local/local-engine.ts';
import { patchSimilarity } from './liveness-face-geometry.ts';
import { judgeMotion, type FaceStep } from './liveness-motion.ts';
import { judgePresence } from './liveness-presence-rules.ts';

/**
 * Face patches at least this alike are one picture: edited copies of a photo (tilted, resized,
 * brightened, blurred, noisy, recompressed) scored 0.93-0.98 against it; other captures of one
 * person 0.35-0.69, the same face turned 10 degrees 0.65-0.68 (the module README has the figures).
 */
export const REPLAY_SIMILARITY = 0.9;

/** The level the local model judges at, when no provider sets one. */
export const DEFAULT_LIVENESS_LEVEL: LivenessLevel = 'normal';

export interface LivenessRequest {
  /** The image the person is recognised from. */
  image: Buffer;
  /** Active liveness: the challenge's steps and the frames sent for it (the first one neutral). */
  challenge?: { steps: readonly FaceStep[]; frames: readonly Buffer[] };
}

export type LivenessVerdict = { ok: true } | { ok: false; error: ErrorName; refusal?: FaceRefusal };

export class LivenessJudge {
  constructor(
    private readonly local: LocalFaceEngine,
    private readonly matchThreshold: number,
  ) {}

  async judge(
    engine: FaceEngine,
    level: LivenessLevel,
    request: LivenessRequest,
  ): Promise<LivenessVerdict> {
    // The provider's liveness service judges presence when its settings switch it on (liveCheck);
    // otherwise the local model's signals do, which come with its view of the face.
    const byProvider = engine !== this.local && engine.providerLiveness === true;
    const usesLocal = !byProvider || request.challenge !== undefined;
    const probe = usesLocal ? await this.evidence(request.image) : null;
    if (probe !== null && !('found' in probe)) {
      return { ok: false, error: 'FACE_NOT_LIVE', refusal: probe.reason };
    }
    if (!byProvider) {
      if (!judgePresence(probe!, level).live) return { ok: false, error: 'FACE_NOT_LIVE' };
    } else {
      const presence = await engine.checkPresence(request.image, level);
      if (!presence.ok) return { ok: false, error: 'FACE_NOT_LIVE', refusal: presence.reason };
      if (!presence.live) return { ok: false, error: 'FACE_NOT_LIVE' };
    }
    if (request.challenge === undefined || probe === null) return { ok: true };

    const frames: FaceEvidence[] = [];
    for (const bytes of request.challenge.frames) {
      const frame = await this.evidence(bytes);
      if (!('found' in frame)) {
        return { ok: false, error: 'FACE_CHALLENGE_FAILED', refusal: frame.reason };
      }
      if (!judgePresence(frame, level).live) return { ok: false, error: 'FACE_NOT_LIVE' };
      frames.push(frame);
    }
    // The recognised image must show the person of the burst.
    if (cosineSimilarity(probe.embedding, frames[0]!.embedding) < this.matchThreshold) {
      return { ok: false, error: 'FACE_CHALLENGE_FAILED' };
    }
    const motion = judgeMotion(frames, request.challenge.steps);
    if (motion.ok) return { ok: true };
    return {
      ok: false,
      error: motion.reason === 'flat' ? 'FACE_NOT_LIVE' : 'FACE_CHALLENGE_FAILED',
    };
  }

  /**
   * Whether the image is the approved photo again (edited or not) rather than a new capture: their
   * upright face patches are nearly the same picture. A face the model cannot see is no replay.
   */
  async isReplay(image: Buffer, reference: Buffer): Promise<boolean> {
    const probe = await this.evidence(image);
    const stored = await this.evidence(reference);
    if (!('found' in probe) || !('found' in stored)) return false;
    if (probe.patch === null || stored.patch === null) return false;
    return patchSimilarity(probe.patch, stored.patch) >= REPLAY_SIMILARITY;
  }

  /** The local model's view of an image (it remembers recent images by their bytes). */
  private evidence(bytes: Buffer): Promise<FaceEvidence | FaceRefused> {
    return this.local.inspect(bytes);
  }
}
