import { defineModule } from '../../core/module.ts';
import { admitLearner } from './exam-admission.ts';
import { countExpected, listAudience } from './exam-audience.ts';
import { ExamApplyService } from './exam-apply.service.ts';
import { ExamResolver } from './exam.resolver.ts';
import { examRoutes } from './exam.rest.ts';
import { ExamService } from './exam.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    exams: ExamService;
    examApplies: ExamApplyService;
  }
}

/** Exam authoring, who may sit an exam (scope, password, applications) and the learner's list. */
export const examModule = defineModule({
  name: 'exam',
  services: (infra, deps) => ({
    exams: new ExamService(infra, deps.realNames),
    examApplies: new ExamApplyService(infra, deps.messages),
  }),
  resolvers: [ExamResolver],
  routes: examRoutes,
});

export { admitLearner, countExpected, listAudience };
export { resolveScopes } from './exam-authoring.ts';
export { learnerScopeRefs } from './exam-learner.ts';
export { OpenType, ScopeKind } from './exam.constants.ts';
export type { Admission, AdmitOptions, ApprovedFaceLookup } from './exam-admission.ts';
export { ExamState } from './exam.constants.ts';
