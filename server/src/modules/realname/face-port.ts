/**
 * What this module needs from the face module: its engine, and the photo normaliser that turns an
 * upload into a re-encoded JPEG without metadata.
 */
import type { FaceService } from '../face/index.ts';

export type FacePort = Pick<FaceService, 'engine' | 'normalisePhoto'>;

export type {
  FaceCandidate,
  FaceEngine,
  FaceRefusal,
  FaceRefused,
  NormalisedPhoto,
} from '../face/index.ts';
