import { defineModule } from '../../core/module.ts';
import { QuestionTransferService } from './question-transfer.service.ts';
import { exportQuestionsJob, importQuestionsJob, purgeQuestionJobsJob } from './question.jobs.ts';
import { QuestionResolver } from './question.resolver.ts';
import { questionRoutes } from './question.rest.ts';
import { QuestionService } from './question.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    questions: QuestionService;
    questionTransfer: QuestionTransferService;
  }
}

/** Questions of every type in the banks: authoring, sanitised rich text, xlsx import and export. */
export const questionModule = defineModule({
  name: 'question',
  services: (infra) => ({
    questions: new QuestionService(infra),
    questionTransfer: new QuestionTransferService(infra),
  }),
  resolvers: [QuestionResolver],
  routes: questionRoutes,
  jobs: [importQuestionsJob, exportQuestionsJob, purgeQuestionJobsJob],
});

/** The stored question and the learner's view of it, read by exams, practice and the book. */
export {
  abcLabel,
  isSubjective,
  loadQuestions,
  toLearnerView,
  toQuestionKey,
  type LearnerOptionView,
  type LearnerPairView,
  type LearnerQuestionView,
  type LearnerViewOptions,
  type StoredOption,
  type StoredQuestion,
} from './question-views.ts';
export { toLegacyQuestion, type LegacyAnswerItem, type LegacyQuestion } from './question-legacy.ts';
export { htmlToText, isBlankRich, plainText, sanitizeRich } from './question.sanitize.ts';
export type { QuestionService } from './question.service.ts';
