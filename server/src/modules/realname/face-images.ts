import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import { logger } from '../../core/logger.ts';
import type { FileService } from '../file/index.ts';
import { MAX_FACE_BYTES, parseFaceSource } from './face-input.ts';
import type {
  FaceEngine,
  FacePort,
  FaceRefused,
  LivenessRequest,
  LivenessVerdict,
  NormalisedPhoto,
} from './face-port.ts';

export interface ReadFace {
  /** The image re-encoded as a JPEG without metadata, or why it cannot be used. */
  photo: (NormalisedPhoto & { ok: true }) | FaceRefused;
  /** The caller's upload the image came from, if it came from one. */
  sourceFileId: string | null;
}

/**
 * Face images in: the submitted value read into bytes (an upload address only for its owner) and
 * normalised by the face module; and the engine, whose failures (a provider down, a model that
 * does not load) answer FACE_SERVICE_UNAVAILABLE instead of an internal error.
 */
export class FaceImages {
  constructor(
    private readonly files: FileService,
    private readonly face: FacePort,
  ) {}

  async read(session: SessionUser | null, value: string): Promise<ReadFace> {
    const source = parseFaceSource(value);
    let bytes: Buffer;
    let sourceFileId: string | null = null;
    if (source.kind === 'file') {
      // Signing in by face has no session, so no upload of its own: the image comes inline.
      if (session === null) throw new AppError('PARAM_INVALID', {}, { face: 'inlineOnly' });
      bytes = await this.files.readOwnImage(session, source.fileId, MAX_FACE_BYTES);
      sourceFileId = source.fileId;
    } else {
      bytes = source.bytes;
    }
    const photo = await this.run(() => this.face.normalisePhoto(bytes));
    if ('reason' in photo) return { photo: { ok: false, reason: photo.reason }, sourceFileId };
    return { photo: { ...photo, ok: true }, sourceFileId };
  }

  /**
   * The frames of a movement challenge, each normalised like a face image; a frame that is no
   * jpg/png image is a field error naming it.
   */
  async readFrames(frames: readonly string[]): Promise<Buffer[]> {
    const out: Buffer[] = [];
    for (const [i, value] of frames.entries()) {
      const source = parseFaceSource(value);
      if (source.kind !== 'bytes')
        throw new AppError('PARAM_INVALID', {}, { [`frames.${i}`]: 'inlineOnly' });
      const photo = await this.run(() => this.face.normalisePhoto(source.bytes));
      if ('reason' in photo) throw new AppError('PARAM_INVALID', {}, { [`frames.${i}`]: 'format' });
      out.push(photo.jpeg);
    }
    return out;
  }

  /** The liveness judgement of a face path (engine failures as in `run`). */
  judgeLiveness(request: LivenessRequest): Promise<LivenessVerdict> {
    return this.run(() => this.face.judgeLiveness(request));
  }

  /** Whether the image is a copy of the approved photo rather than a new capture. */
  isReplay(image: Buffer, reference: Buffer): Promise<boolean> {
    return this.run(() => this.face.isReplay(image, reference));
  }

  /** Runs an engine call; an engine failure answers FACE_SERVICE_UNAVAILABLE (and is logged). */
  async run<T>(call: (engine: FaceEngine) => Promise<T>): Promise<T> {
    try {
      return await call(await this.face.engine());
    } catch (e) {
      if (e instanceof AppError) throw e;
      logger.error({ err: e }, 'face engine failed');
      throw new AppError('FACE_SERVICE_UNAVAILABLE');
    }
  }
}
