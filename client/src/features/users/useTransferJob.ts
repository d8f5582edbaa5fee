import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { UserTransferJobDocument } from './userDocuments';

/** A job is over once it completed or failed. */
export function isJobDone(state: string | undefined): boolean {
  return state === 'completed' || state === 'failed';
}

/** Polls a user import or export job every second until it is over. */
export function useTransferJob(jobId: string | null) {
  const result = useQuery(UserTransferJobDocument, {
    variables: { id: jobId ?? '' },
    skip: jobId === null,
    fetchPolicy: 'network-only',
    pollInterval: 1000,
  });
  const job = result.data?.userTransferJob;
  const done = isJobDone(job?.state);
  const { stopPolling } = result;
  useEffect(() => {
    if (done) stopPolling();
  }, [done, stopPolling]);
  return { job, error: result.error };
}
