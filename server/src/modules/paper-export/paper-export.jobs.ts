import { defineExportJobs } from '../../core/transfer/transfer-job-defs.ts';
import { PAPER_EXPORT } from './paper-export.service.ts';

/** Paper exports, and every 6 hours the purge of expired files and of jobs older than 7 days. */
const jobs = defineExportJobs(PAPER_EXPORT, (services) => services.paperExport);

export const exportPapersJob = jobs.exportJob;
export const purgePaperExportsJob = jobs.purgeJob;
