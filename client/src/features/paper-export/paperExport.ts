import type { JobSource } from '../../components/transfer/transferJob';
import { exportTestIds, type ExportSpec } from '../../components/transfer/transferSpec';
import type { PaperExportJobQuery } from '../../gql/graphql';
import { PERMISSIONS } from '../../gql/permissions';
import { PaperExportJobDocument } from './paperExportDocuments';

/** The formats an export writes: one PDF, a zip of a PDF per learner with the results, the results. */
export const EXPORT_FORMATS = ['zip', 'pdf', 'results'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The message of each format. */
export const FORMAT_LABELS: Readonly<Record<string, string>> = {
  zip: 'paperExport.format.zip',
  pdf: 'paperExport.format.pdf',
  results: 'paperExport.format.results',
};

/** The message of each job state, and of a finished job whose file has expired. */
export const STATE_LABELS: Readonly<Record<string, string>> = {
  waiting: 'paperExport.state.waiting',
  active: 'paperExport.state.active',
  completed: 'paperExport.state.completed',
  failed: 'paperExport.state.failed',
  expired: 'paperExport.state.expired',
};

const PAPER_EXPORT_JOB: JobSource<PaperExportJobQuery> = {
  query: PaperExportJobDocument,
  // An export has no per-row problems.
  pick: (data) => ({ ...data.paperExportJob, failed: 0, errors: [] }),
};

/** A paper export's progress dialog; the file downloads by itself once ready. */
export const PAPER_EXPORT: ExportSpec<PaperExportJobQuery> = {
  permission: PERMISSIONS.paperExport,
  job: PAPER_EXPORT_JOB,
  labels: {
    title: 'paperExport.dialog.title',
    states: {
      waiting: 'paperExport.state.waiting',
      active: 'paperExport.state.active',
      completed: 'paperExport.state.completed',
      failed: 'paperExport.state.failed',
    },
    ready: 'paperExport.dialog.ready',
    download: 'paperExport.common.download',
    close: 'paperExport.dialog.close',
  },
  testIds: exportTestIds('paper-export'),
  fileName: 'papers.zip',
};

/** A file size in KB or MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
