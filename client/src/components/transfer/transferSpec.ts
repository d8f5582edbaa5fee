/**
 * How a feature plugs into the shared import and export dialogs: its permission, job query, REST
 * paths, message ids and test ids. Message ids are given as literals by each feature, so the
 * catalogue check finds them.
 */
import type { JobSource } from './transferJob';

/** Message ids for the states of a job. */
export interface JobStateLabels {
  waiting: string;
  active: string;
  completed: string;
  failed: string;
}

/** Message ids of an import dialog; values are given where a message may use them. */
export interface ImportLabels {
  /** The title ({...titleValues} of the dialog). */
  title: string;
  /** A heading above the template download, when the feature numbers the steps. */
  templateStep?: string;
  templateHint: string;
  template: string;
  /** The name the template is saved under. */
  templateFile: string;
  /** A heading above the file choice, when the feature numbers the steps. */
  fileStep?: string;
  start: string;
  states: JobStateLabels;
  /** Shown for a failed job that carries no message of its own. */
  failedHint?: string;
  /** The finished job's counts ({imported}, {failed}, {total}). */
  summary: string;
  /** A success notice when every row was imported ({count}, {imported}, {failed}). */
  done: string;
  /** A success notice when some rows were refused; without it there is none. */
  partlyDone?: string;
  /** A heading above the refused rows ({n}). */
  errors?: string;
  row: string;
  column: string;
  problem: string;
  errorReport: string;
  /** The name the error report is saved under. */
  errorFile: string;
  /** The footer's close button once the job is done (and always without `cancel`). */
  close: string;
  /** The footer's close button until a job is done. */
  cancel?: string;
  /** A button to import another file once a job is done. */
  again?: string;
}

export interface ImportTestIds {
  dialog: string;
  template: string;
  /** The file input. */
  file: string;
  /** The chosen file's name. */
  fileName: string;
  choose: string;
  fileProblem: string;
  start: string;
  state: string;
  progress: string;
  summary: string;
  errors: string;
  /** Prefix of an error row's id (`<prefix>-<sheet row>`). */
  errorRow: string;
  errorReport: string;
  again: string;
}

/** Test ids `<prefix>-dialog`, `<prefix>-start`, ...; a feature may keep older names. */
export function importTestIds(prefix: string, keep: Partial<ImportTestIds> = {}): ImportTestIds {
  return {
    dialog: `${prefix}-dialog`,
    template: `${prefix}-template`,
    file: `${prefix}-file`,
    fileName: `${prefix}-file-name`,
    choose: `${prefix}-choose`,
    fileProblem: `${prefix}-file-problem`,
    start: `${prefix}-start`,
    state: `${prefix}-state`,
    progress: `${prefix}-progress`,
    summary: `${prefix}-summary`,
    errors: `${prefix}-errors`,
    errorRow: `${prefix}-error`,
    errorReport: `${prefix}-error-report`,
    again: `${prefix}-again`,
    ...keep,
  };
}

/** An import: an xlsx uploaded to `uploadPath` starts a job that `job` polls. */
export interface ImportSpec<TData> {
  permission: string;
  job: JobSource<TData>;
  uploadPath: string;
  templatePath: string;
  labels: ImportLabels;
  testIds: ImportTestIds;
}

/** Message ids of an export dialog. */
export interface ExportLabels {
  /** The title ({...titleValues} of the dialog). */
  title: string;
  states: JobStateLabels;
  /** Shown for a failed job that carries no message of its own. */
  failedHint?: string;
  /** The finished export's count ({count} and {n}). */
  ready: string;
  download: string;
  close: string;
}

export interface ExportTestIds {
  dialog: string;
  state: string;
  progress: string;
  ready: string;
  download: string;
}

/** Test ids `<prefix>-dialog`, `<prefix>-download`, ... */
export function exportTestIds(prefix: string): ExportTestIds {
  return {
    dialog: `${prefix}-dialog`,
    state: `${prefix}-state`,
    progress: `${prefix}-progress`,
    ready: `${prefix}-ready`,
    download: `${prefix}-download`,
  };
}

/** An export: a started job that `job` polls; its file downloads by itself when ready. */
export interface ExportSpec<TData> {
  permission: string;
  job: JobSource<TData>;
  labels: ExportLabels;
  testIds: ExportTestIds;
  /** The saved file's name when neither the dialog nor the job names one. */
  fileName: string;
}
