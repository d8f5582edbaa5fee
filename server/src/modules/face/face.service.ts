/**
 * The face engine in use: the cloud provider an admin chose in the face recognition settings, or
 * the local model when none is chosen. Also normalises uploaded face photos for storage.
 */
import { createHash } from 'node:crypto';
import type { Env } from '../../core/env.ts';
import { logger } from '../../core/logger.ts';
import type { ConfigService } from '../config/index.ts';
import type { FaceEngine, FaceRefused } from './face-engine.ts';
import { normalisePhoto, type NormalisedPhoto } from './face-photo.ts';
import {
  DEFAULT_LIVENESS_LEVEL,
  LivenessJudge,
  type LivenessRequest,
  type LivenessVerdict,
} from './liveness.ts';
import { LocalFaceEngine } from './local/local-engine.ts';
import { FaceModelThread } from './local/model-thread.ts';
import { createCloudEngine } from './providers/cloud-engines.ts';

type FaceEnv = Pick<
  Env,
  | 'FACE_MATCH_THRESHOLD'
  | 'FACE_MATCH_MARGIN'
  | 'FACE_PROVIDER_TIMEOUT_MS'
  | 'FACE_QCLOUD_URL'
  | 'FACE_BAIDU_URL'
  | 'FACE_ALIYUN_URL'
  | 'FACE_ALIYUN_UPLOAD_URL'
>;

export class FaceService {
  /** The local model's match threshold (cosine similarity, FACE_MATCH_THRESHOLD). */
  readonly matchThreshold: number;
  /** How far a one-to-many best match must lead the runner-up (FACE_MATCH_MARGIN). */
  readonly runnerUpMargin: number;
  private readonly thread = new FaceModelThread();
  private readonly local: LocalFaceEngine;
  private readonly liveness: LivenessJudge;
  /** The cloud engine last built, reused while the settings stay the same (token caches). */
  private cloud: { key: string; engine: FaceEngine } | null = null;

  constructor(
    private readonly config: Pick<ConfigService, 'activeProvider'>,
    private readonly env: FaceEnv,
  ) {
    this.matchThreshold = env.FACE_MATCH_THRESHOLD;
    this.runnerUpMargin = env.FACE_MATCH_MARGIN;
    this.local = new LocalFaceEngine(this.thread, {
      matchThreshold: this.matchThreshold,
      runnerUpMargin: this.runnerUpMargin,
    });
    this.liveness = new LivenessJudge(this.local, this.matchThreshold);
  }

  /** The configured engine: the chosen face provider, else the local model. */
  async engine(): Promise<FaceEngine> {
    const active = await this.config.activeProvider('face');
    if (active === null) return this.local;
    const key = createHash('sha256')
      .update(JSON.stringify([active.provider, active.data]))
      .digest('hex');
    if (this.cloud?.key !== key) {
      this.cloud = {
        key,
        engine: createCloudEngine(active, {
          timeoutMs: this.env.FACE_PROVIDER_TIMEOUT_MS,
          runnerUpMargin: this.runnerUpMargin,
          urls: {
            qcloud: this.env.FACE_QCLOUD_URL,
            baidu: this.env.FACE_BAIDU_URL,
            aliyun: this.env.FACE_ALIYUN_URL,
            aliyunUpload: this.env.FACE_ALIYUN_UPLOAD_URL,
          },
        }),
      };
    }
    return this.cloud.engine;
  }

  /**
   * Whether the face in a request is a live person (see liveness.ts): the engine in use
   * judges the image at its provider's level (the provider's liveness service when its settings
   * switch it on, else the local model, at 'normal'); the local model judges
   * a challenge's frames. Engine failures are thrown as
   * by the engine's other calls.
   */
  async judgeLiveness(request: LivenessRequest): Promise<LivenessVerdict> {
    const engine = await this.engine();
    return this.liveness.judge(engine, engine.livenessLevel ?? DEFAULT_LIVENESS_LEVEL, request);
  }

  /** Whether the image is a copy of the approved photo rather than a new capture (the local model). */
  isReplay(image: Buffer, reference: Buffer): Promise<boolean> {
    return this.liveness.isReplay(image, reference);
  }

  /**
   * An uploaded face photo made fit for storage: JPEG or PNG only (told by the bytes), turned
   * upright, re-encoded as a JPEG without metadata, at most 1024 px on its longest side.
   */
  normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto | FaceRefused> {
    return normalisePhoto(bytes);
  }

  /** Stops the model thread (app shutdown). */
  async close(): Promise<void> {
    try {
      await this.thread.close();
    } catch (e) {
      logger.warn({ err: e }, 'face model thread did not stop cleanly');
    }
  }
}
