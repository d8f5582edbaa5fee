import type { JobSource } from '../../components/transfer/transferJob';
import {
  exportTestIds,
  importTestIds,
  type ExportSpec,
  type ImportSpec,
} from '../../components/transfer/transferSpec';
import type { UserTransferJobQuery } from '../../gql/graphql';
import { PERMISSIONS } from '../../gql/permissions';
import { UserTransferJobDocument } from './userDocuments';

const USER_JOB: JobSource<UserTransferJobQuery> = {
  query: UserTransferJobDocument,
  pick: (data) => data.userTransferJob,
};

/** Users import from the xlsx template; refused rows are listed by their sheet row. */
export const USER_IMPORT: ImportSpec<UserTransferJobQuery> = {
  permission: PERMISSIONS.userImport,
  job: USER_JOB,
  uploadPath: '/api/sys/user/import',
  templatePath: '/api/sys/user/import-template',
  labels: {
    title: 'sysUser.import.title',
    templateHint: 'sysUser.import.templateHint',
    template: 'sysUser.import.template',
    templateFile: 'sysUser.import.templateFile',
    start: 'sysUser.import.start',
    states: {
      waiting: 'sysUser.job.running',
      active: 'sysUser.job.running',
      completed: 'sysUser.import.finished',
      failed: 'sysUser.job.failed',
    },
    summary: 'sysUser.import.summary',
    done: 'sysUser.import.success',
    row: 'sysUser.import.row',
    column: 'sysUser.import.column',
    problem: 'sysUser.import.problem',
    errorReport: 'sysUser.import.errorReport',
    errorFile: 'sysUser.import.errorFile',
    close: 'sysUser.job.close',
    again: 'sysUser.import.again',
  },
  testIds: importTestIds('user-import', {
    file: 'user-import-file-input',
    fileName: 'user-import-file-file',
  }),
};

/** Users export the ticked users, or all matching the filters. */
export const USER_EXPORT: ExportSpec<UserTransferJobQuery> = {
  permission: PERMISSIONS.userExport,
  job: USER_JOB,
  labels: {
    title: 'sysUser.export.title',
    states: {
      waiting: 'sysUser.job.running',
      active: 'sysUser.job.running',
      completed: 'sysUser.export.ready',
      failed: 'sysUser.job.failed',
    },
    ready: 'sysUser.export.count',
    download: 'sysUser.export.download',
    close: 'sysUser.job.close',
  },
  testIds: exportTestIds('user-export'),
  fileName: 'users.xlsx',
};
