import { defineTransferJobs } from '../../core/transfer/transfer-job-defs.ts';
import { QUESTION_TRANSFER } from './question-transfer.service.ts';

/** Question imports and exports, and every 6 hours the purge of jobs older than 7 days. */
const jobs = defineTransferJobs(QUESTION_TRANSFER, (services) => services.questionTransfer);

export const importQuestionsJob = jobs.importJob;
export const exportQuestionsJob = jobs.exportJob;
export const purgeQuestionJobsJob = jobs.purgeJob;
