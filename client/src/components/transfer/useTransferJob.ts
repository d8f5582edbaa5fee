import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { isJobDone, type JobSource, type TransferJob } from './transferJob';

/** How often a running import or export job is asked for its progress. */
export const JOB_POLL_MS = 1000;

/**
 * An import or export job, polled until it has completed or failed; undefined until known. A
 * failed poll is notified.
 */
export function useTransferJob<TData>(
  source: JobSource<TData>,
  jobId: string | null,
): { job: TransferJob | undefined; done: boolean } {
  const intl = useIntl();
  const query = useQuery(source.query, {
    variables: { id: jobId ?? '' },
    skip: jobId === null,
    fetchPolicy: 'network-only',
  });
  const found = query.data === undefined ? undefined : (source.pick(query.data) ?? undefined);
  const job = jobId !== null && found?.id === jobId ? found : undefined;
  const done = isJobDone(job?.state);
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (jobId === null || done) return undefined;
    startPolling(JOB_POLL_MS);
    return () => stopPolling();
  }, [jobId, done, startPolling, stopPolling]);
  const { error } = query;
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  return { job, done };
}
