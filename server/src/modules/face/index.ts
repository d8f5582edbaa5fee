import { defineModule } from '../../core/module.ts';
import type {
  FaceCandidate,
  FaceComparison,
  FaceComparisonResult,
  FaceDetection,
  FaceEngine,
  FaceFound,
  FaceRanking,
  FaceRankingResult,
  FaceReference,
  FaceRefusal,
  FaceRefused,
  LivenessLevel,
  PresenceCheck,
} from './face-engine.ts';
import type { LivenessRequest, LivenessVerdict } from './liveness.ts';
import { drawSteps, FACE_STEPS, type FaceStep } from './liveness-motion.ts';
import type { NormalisedPhoto } from './face-photo.ts';
import { MIN_FACE_PX } from './face-rules.ts';
import { FaceService } from './face.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    face: FaceService;
  }
}

/**
 * Face recognition: the engine in use (the face provider chosen in the face recognition settings,
 * or the local model that needs no network) and the normalisation of uploaded face photos.
 */
export const faceModule = defineModule({
  name: 'face',
  services: (infra, deps) => ({ face: new FaceService(deps.config, infra.env) }),
});

export {
  drawSteps,
  FACE_STEPS,
  FaceService,
  MIN_FACE_PX,
  type FaceStep,
  type LivenessLevel,
  type LivenessRequest,
  type LivenessVerdict,
  type PresenceCheck,
  type FaceCandidate,
  type FaceComparison,
  type FaceComparisonResult,
  type FaceDetection,
  type FaceEngine,
  type FaceFound,
  type FaceRanking,
  type FaceRankingResult,
  type FaceReference,
  type FaceRefusal,
  type FaceRefused,
  type NormalisedPhoto,
};
