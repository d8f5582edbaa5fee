import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useFragment as getFragmentData } from '../../gql';
import { isJobDone } from './importFile';
import { QuestionJobDocument, QuestionJobFieldsFragment } from './repoAdminDocuments';

/** How often a running import or export job is asked for its progress. */
export const JOB_POLL_MS = 1000;

/** An import or export job, polled until it has completed or failed. */
export function useQuestionJob(jobId: string | null) {
  const query = useQuery(QuestionJobDocument, {
    variables: { id: jobId ?? '' },
    skip: jobId === null,
    fetchPolicy: 'network-only',
  });
  const job = getFragmentData(QuestionJobFieldsFragment, query.data?.questionJob);
  const done = isJobDone(job?.state);
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (jobId === null || done) return undefined;
    startPolling(JOB_POLL_MS);
    return () => stopPolling();
  }, [jobId, done, startPolling, stopPolling]);
  return { job: job?.id === jobId ? job : undefined, error: query.error, done };
}
