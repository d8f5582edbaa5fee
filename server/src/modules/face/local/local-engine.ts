/**
 * The face engine that needs no network and no cloud account: the Human model in the model thread,
 * faces compared by the cosine of their faceres descriptions.
 */
import { createHash } from 'node:crypto';
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
import { judgePresence } from '../liveness-presence-rules.ts';
import { decodeSquare } from '../face-photo.ts';
import { pickOneFace, rankCandidates, toOriginalBox } from '../face-rules.ts';
import type { FaceModelThread } from './model-thread.ts';

/** Templates start with the model's name, so one from another model is never compared. */
const TEMPLATE_PREFIX = 'faceres1:';
const EMBEDDING_LENGTH = 1024;

export function encodeTemplate(embedding: Float32Array): string {
  const bytes = new Uint8Array(embedding.buffer, embedding.byteOffset, embedding.byteLength);
  return TEMPLATE_PREFIX + Buffer.from(bytes).toString('base64');
}

/** The embedding in a template of this model, or null for anything else. */
export function decodeTemplate(template: string | null | undefined): Float32Array | null {
  if (typeof template !== 'string' || !template.startsWith(TEMPLATE_PREFIX)) return null;
  const bytes = Buffer.from(template.slice(TEMPLATE_PREFIX.length), 'base64');
  if (bytes.length !== EMBEDDING_LENGTH * 4) return null;
  const copy = new Uint8Array(bytes);
  const embedding = new Float32Array(copy.buffer);
  return embedding.every(Number.isFinite) ? embedding : null;
}

/** Cosine similarity clamped to 0..1 (opposite directions mean "not alike" as much as orthogonal). */
export function cosineSimilarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  if (na === 0 || nb === 0) return 0;
  return Math.max(0, Math.min(1, dot / Math.sqrt(na * nb)));
}

/** Everything the local model saw of the one face in an image. */
export interface FaceEvidence {
  found: FaceFound;
  embedding: Float32Array;
  /** 468 landmarks as x, y pairs in the analysed square; null when the mesh model found none. */
  mesh: Float32Array | null;
  real: number | null;
  live: number | null;
  recapture: number;
  patch: Float32Array | null;
}

export interface LocalEngineSettings {
  matchThreshold: number;
  runnerUpMargin: number;
}

/** How many images' analyses are remembered (approved photos and the images of recent checks). */
const RECENT_IMAGES = 256;

export class LocalFaceEngine implements FaceEngine {
  readonly provider = 'local';
  private readonly recent = new Map<string, FaceEvidence | FaceRefused>();
  readonly matchThreshold: number;
  private readonly runnerUpMargin: number;

  constructor(
    private readonly thread: FaceModelThread,
    settings: LocalEngineSettings,
  ) {
    this.matchThreshold = settings.matchThreshold;
    this.runnerUpMargin = settings.runnerUpMargin;
  }

  async checkPresence(image: Buffer, level: LivenessLevel): Promise<PresenceCheck> {
    const evidence = await this.inspect(image);
    if (!('found' in evidence)) return evidence;
    return { ok: true, ...judgePresence(evidence, level) };
  }

  /** The one face of an image with everything the model saw of it (liveness uses it). */
  inspect(image: Buffer): Promise<FaceEvidence | FaceRefused> {
    return this.describe(image);
  }

  async findOneFace(image: Buffer): Promise<FaceDetection> {
    const described = await this.describe(image);
    return 'found' in described ? described.found : described;
  }

  async compare(probe: Buffer, reference: FaceReference): Promise<FaceComparison> {
    const described = await this.describe(probe);
    if (!('found' in described)) return described;
    const stored = await this.referenceEmbedding(reference);
    const similarity = stored === null ? 0 : cosineSimilarity(described.embedding, stored);
    return { ok: true, similarity, matched: similarity >= this.matchThreshold };
  }

  async bestMatch(probe: Buffer, candidates: readonly FaceCandidate[]): Promise<FaceRanking> {
    const described = await this.describe(probe);
    if (!('found' in described)) return described;
    const scores: Array<{ key: string; similarity: number }> = [];
    for (const candidate of candidates) {
      const stored = await this.referenceEmbedding(candidate);
      if (stored !== null) {
        scores.push({
          key: candidate.key,
          similarity: cosineSimilarity(described.embedding, stored),
        });
      }
    }
    return rankCandidates(scores, this.matchThreshold, this.runnerUpMargin);
  }

  /**
   * A reference's embedding: its template when it is one of this model's, else the one face of
   * its image; null when the stored photo has no usable face (it then matches nobody).
   */
  private async referenceEmbedding(reference: FaceReference): Promise<Float32Array | null> {
    const fromTemplate = decodeTemplate(reference.template);
    if (fromTemplate !== null) return fromTemplate;
    const described = await this.describe(reference.image);
    return 'found' in described ? described.embedding : null;
  }

  /**
   * The model's view of an image, remembered by the image's exact bytes for the last few images: a
   * face path asks about one image several times (liveness, recognition, replay), and the same
   * bytes always give the same answer. Only exact bytes count: Human's own frame cache, which
   * answers for merely similar images, stays off.
   */
  private async describe(image: Buffer): Promise<FaceEvidence | FaceRefused> {
    const key = createHash('sha256').update(new Uint8Array(image)).digest('base64');
    const hit = this.recent.get(key);
    if (hit !== undefined) {
      this.recent.delete(key);
      this.recent.set(key, hit);
      return hit;
    }
    const seen = await this.analyse(image);
    this.recent.set(key, seen);
    if (this.recent.size > RECENT_IMAGES) this.recent.delete(this.recent.keys().next().value!);
    return seen;
  }

  private async analyse(image: Buffer): Promise<FaceEvidence | FaceRefused> {
    const decoded = await decodeSquare(image);
    if ('ok' in decoded) return decoded;
    const faces = await this.thread.analyse(decoded.pixels, decoded.side);
    const face = pickOneFace(faces);
    if ('ok' in face) return face;
    // A face the model found but could not describe is as good as none for recognition.
    if (face.embedding === null) return { ok: false, reason: 'no_face' };
    return {
      embedding: face.embedding,
      mesh: face.mesh,
      real: face.real,
      live: face.live,
      recapture: face.recapture,
      patch: face.patch,
      found: {
        ok: true,
        box: toOriginalBox(face.box, decoded.scale, decoded.width, decoded.height),
        score: face.score,
        template: encodeTemplate(face.embedding),
      },
    };
  }
}
