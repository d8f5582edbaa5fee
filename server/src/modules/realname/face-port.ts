/**
 * What this module needs from the face module: its engine, the photo normaliser that turns an
 * upload into a re-encoded JPEG without metadata, and the liveness judgement.
 */
import type { FaceService } from '../face/index.ts';

export type FacePort = Pick<
  FaceService,
  'engine' | 'normalisePhoto' | 'judgeLiveness' | 'isReplay'
>;

export type {
  FaceCandidate,
  FaceEngine,
  FaceRefusal,
  FaceRefused,
  FaceStep,
  LivenessRequest,
  LivenessVerdict,
  NormalisedPhoto,
} from '../face/index.ts';
