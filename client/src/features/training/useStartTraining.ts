import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { trainingPath } from './paths';
import { StartTrainingDocument } from './trainingDocuments';
import type { TrainingTarget } from './useTrainingSession';

/** Starts a training afresh (its earlier answers cleared) and opens it; a refusal is a toast. */
export function useStartTraining() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [start, { loading }] = useMutation(StartTrainingDocument);

  async function startAfresh({ kind, repoId, examId, mode }: TrainingTarget) {
    try {
      await start({
        variables: {
          input: {
            kind,
            repoId: repoId ?? undefined,
            examId: examId ?? undefined,
            mode,
            clear: true,
          },
        },
      });
      void navigate(trainingPath(kind, repoId, mode, examId));
    } catch (e) {
      notifyError(e, intl);
    }
  }

  return { start: startAfresh, starting: loading };
}
