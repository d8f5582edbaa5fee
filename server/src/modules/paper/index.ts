import { defineModule } from '../../core/module.ts';
import { admitLearner } from '../exam/index.ts';
import { PaperResultsResolver } from './paper-results.resolver.ts';
import { paperResultsRoutes } from './paper-results.rest.ts';
import { PaperResultsService } from './paper-results.service.ts';
import { PaperReviewResolver } from './paper-review.resolver.ts';
import { paperReviewRoutes } from './paper-review.rest.ts';
import { PaperReviewService } from './paper-review.service.ts';
import { examDeadlinesJob, paperDeadlineJob, paperSweepJob } from './paper.jobs.ts';
import { PaperResolver } from './paper.resolver.ts';
import { paperRoutes } from './paper.rest.ts';
import { PaperService } from './paper.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    papers: PaperService;
    paperResults: PaperResultsService;
    paperReview: PaperReviewService;
  }
}

/** Sitting an exam (draw, saves, the server-owned clock, hand-in), results, and their review. */
export const paperModule = defineModule({
  name: 'paper',
  services: (infra, deps) => ({
    papers: new PaperService(
      infra,
      (db, secrets, user, examId, opts) =>
        admitLearner(db, secrets, deps.realNames, user, examId, opts),
      deps.points,
      deps.faceChecks,
    ),
    paperResults: new PaperResultsService(infra),
    paperReview: new PaperReviewService(infra, deps.messages, deps.points),
  }),
  resolvers: [PaperResolver, PaperResultsResolver, PaperReviewResolver],
  routes: [...paperRoutes, ...paperResultsRoutes, ...paperReviewRoutes],
  jobs: [examDeadlinesJob, paperDeadlineJob, paperSweepJob],
});

export type { PaperService } from './paper.service.ts';
export type { HandInOptions } from './paper-hand-in.ts';
export type { PaperReviewService, PaperReviewView } from './paper-review.service.ts';
