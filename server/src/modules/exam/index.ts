import { defineModule } from '../../core/module.ts';
import { admitLearner } from './exam-admission.ts';
import { countExpected, listAudience } from './exam-audience.ts';
import { ExamApplyService } from './exam-apply.service.ts';
import { ExamTmplResolver } from './exam-tmpl.resolver.ts';
import { examTmplRoutes } from './exam-tmpl.rest.ts';
import { ExamTmplService } from './exam-tmpl.service.ts';
import { ExamResolver } from './exam.resolver.ts';
import { announcePublishedJob } from './exam.jobs.ts';
import { examRoutes } from './exam.rest.ts';
import { ExamService } from './exam.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    exams: ExamService;
    examApplies: ExamApplyService;
    examTmpls: ExamTmplService;
  }
}

/**
 * Exam authoring and templates, who may sit an exam (scope, password, applications), the
 * learner's list, and the message that tells an enabled exam's audience it is open to them.
 */
export const examModule = defineModule({
  name: 'exam',
  services: (infra, deps) => ({
    exams: new ExamService(infra, deps.realNames, deps.messages),
    examApplies: new ExamApplyService(infra, deps.messages),
    examTmpls: new ExamTmplService(infra),
  }),
  resolvers: [ExamResolver, ExamTmplResolver],
  routes: [...examRoutes, ...examTmplRoutes],
  jobs: [announcePublishedJob],
});

export { admitLearner, countExpected, listAudience };
// Admission's one statement, for the paper module's test of the exam day's query plans.
export { examWithAttemptsStatement } from './exam-admission.ts';
export { resolveScopes } from './exam-authoring.ts';
export { learnerScopeRefs } from './exam-learner.ts';
export { OpenType, ProctorKind, ScopeKind } from './exam.constants.ts';
export { assertCanProctor, canProctor, proctorCondition } from './exam.policy.ts';
export type { Admission, AdmitOptions, ApprovedFaceLookup } from './exam-admission.ts';
export { ExamState } from './exam.constants.ts';
