import type { JobSource } from '../../components/transfer/transferJob';
import {
  exportTestIds,
  importTestIds,
  type ExportSpec,
  type ImportSpec,
  type JobStateLabels,
} from '../../components/transfer/transferSpec';
import { useFragment as getFragmentData } from '../../gql';
import type { QuestionJobQuery } from '../../gql/graphql';
import { PERMISSIONS } from '../../gql/permissions';
import { QuestionJobDocument, QuestionJobFieldsFragment } from './repoAdminDocuments';

const QUESTION_JOB: JobSource<QuestionJobQuery> = {
  query: QuestionJobDocument,
  pick: (data) => getFragmentData(QuestionJobFieldsFragment, data.questionJob),
};

const JOB_STATES: JobStateLabels = {
  waiting: 'repoAdmin.job.waiting',
  active: 'repoAdmin.job.active',
  completed: 'repoAdmin.job.completed',
  failed: 'repoAdmin.job.failed',
};

/** Questions import into a bank (form field `repoId`) from the xlsx template. */
export const QUESTION_IMPORT: ImportSpec<QuestionJobQuery> = {
  permission: PERMISSIONS.quImport,
  job: QUESTION_JOB,
  uploadPath: '/api/repo/qu/import',
  templatePath: '/api/repo/qu/import-template',
  labels: {
    title: 'repoAdmin.import.title',
    templateStep: 'repoAdmin.import.step1',
    templateHint: 'repoAdmin.import.templateHint',
    template: 'repoAdmin.import.template',
    templateFile: 'repoAdmin.import.templateName',
    fileStep: 'repoAdmin.import.step2',
    start: 'repoAdmin.import.start',
    states: JOB_STATES,
    failedHint: 'repoAdmin.job.failedHint',
    summary: 'repoAdmin.import.summary',
    done: 'repoAdmin.import.done',
    partlyDone: 'repoAdmin.import.partlyDone',
    errors: 'repoAdmin.import.errors',
    row: 'repoAdmin.import.row',
    column: 'repoAdmin.import.column',
    problem: 'repoAdmin.import.problem',
    errorReport: 'repoAdmin.import.report',
    errorFile: 'repoAdmin.import.reportName',
    close: 'common.action.close',
    cancel: 'common.action.cancel',
  },
  testIds: importTestIds('import', { start: 'import-submit' }),
};

/** A bank's questions export to an xlsx named after the bank. */
export const QUESTION_EXPORT: ExportSpec<QuestionJobQuery> = {
  permission: PERMISSIONS.quExport,
  job: QUESTION_JOB,
  labels: {
    title: 'repoAdmin.export.title',
    states: JOB_STATES,
    failedHint: 'repoAdmin.job.failedHint',
    ready: 'repoAdmin.export.ready',
    download: 'repoAdmin.export.download',
    close: 'common.action.close',
  },
  testIds: exportTestIds('export'),
  fileName: 'questions.xlsx',
};
