import { defineTransferJobs } from '../../core/transfer/transfer-job-defs.ts';
import { USER_TRANSFER } from './user-transfer.service.ts';

/** User imports and exports, and every 6 hours the purge of jobs older than 7 days. */
const jobs = defineTransferJobs(USER_TRANSFER, (services) => services.userTransfer);

export const importUsersJob = jobs.importJob;
export const exportUsersJob = jobs.exportJob;
export const purgeUserJobsJob = jobs.purgeJob;
