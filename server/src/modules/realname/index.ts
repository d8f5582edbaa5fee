import { defineModule } from '../../core/module.ts';
import { FaceAttempts } from './face-attempts.ts';
import { FaceChallenges, FaceChallengeService } from './face-challenge.ts';
import { FaceCheckService } from './face-check.service.ts';
import { FaceImages } from './face-images.ts';
import { FaceLoginService } from './face-login.service.ts';
import { realNameAutoAuditJob, realNameSweepJob } from './realname.jobs.ts';
import { RealNameResolver } from './realname.resolver.ts';
import { realNameRoutes } from './realname.rest.ts';
import { RealNameService } from './realname.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    realNames: RealNameService;
    faceLogin: FaceLoginService;
    faceChecks: FaceCheckService;
    faceChallenges: FaceChallengeService;
  }
}

/**
 * Real-name verification (submission, manual and automatic review, private photos, sealed ID
 * numbers), face login and the face check with its face token.
 */
export const realNameModule = defineModule({
  name: 'realname',
  services: (infra, deps) => {
    const images = new FaceImages(deps.files, deps.face);
    const realNames = new RealNameService(infra, deps.files, deps.config, images, deps.messages);
    const attempts = new FaceAttempts(infra.prisma);
    const challenges = new FaceChallenges(infra.redis);
    return {
      realNames,
      faceLogin: new FaceLoginService(
        infra,
        realNames,
        deps.auth,
        deps.config,
        attempts,
        challenges,
      ),
      faceChecks: new FaceCheckService(infra, realNames, attempts, challenges, deps.config),
      faceChallenges: new FaceChallengeService(challenges, deps.config, infra.redis),
    };
  },
  resolvers: [RealNameResolver],
  routes: realNameRoutes,
  jobs: [realNameAutoAuditJob, realNameSweepJob],
});

export { FaceCheckService, RealNameService };
export type { ApprovedIdentity, RealNameView } from './realname.service.ts';
export type { FaceCaptureCheck, FaceCheckView } from './face-check.service.ts';
export type { VerifiedFaceToken } from './face-token.ts';
