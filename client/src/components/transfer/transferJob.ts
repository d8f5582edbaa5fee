import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** One refused row of an import: its sheet row, the column and the problem. */
export interface TransferRowError {
  row: number;
  field: string;
  fieldName: string;
  message: string;
}

/** What the transfer dialogs read of an import or export job, whichever feature runs it. */
export interface TransferJob {
  id: string;
  /** waiting, active, completed or failed. */
  state: string;
  /** Percent done, 0 to 100. */
  progress: number;
  total: number;
  imported: number;
  failed: number;
  fileName: string;
  failMessage: string | null;
  hasErrorReport: boolean;
  hasResult: boolean;
  /** Where the job's result file and error report are downloaded from. */
  downloadPath: string;
  errors: readonly TransferRowError[];
}

/** A feature's job query (variables `{ id }`) and where the job sits in its result. */
export interface JobSource<TData> {
  query: TypedDocumentNode<TData, { id: string }>;
  pick: (data: TData) => TransferJob | null | undefined;
}

/** A job that will not change any more. */
export function isJobDone(state: string | null | undefined): boolean {
  return state === 'completed' || state === 'failed';
}
