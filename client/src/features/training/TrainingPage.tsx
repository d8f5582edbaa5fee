import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { isTrainMode, TRAIN_KIND } from '../question/questionTypes';
import { ALL_REPOS } from './paths';
import { TrainingSession } from './TrainingSession';

/** /web/repo/training/{repoId}/{mode}: practise a bank. */
export function BankTrainingRoute() {
  return <TrainingRoute kind={TRAIN_KIND.BANK} />;
}

/** /web/book/training/{repoId|all}/{mode}: practise the wrong-answer book. */
export function BookTrainingRoute() {
  return <TrainingRoute kind={TRAIN_KIND.BOOK} />;
}

function TrainingRoute({ kind }: { kind: number }) {
  const params = useParams();
  const [search] = useSearchParams();
  const mode = Number(params.mode);
  const raw = params.repoId ?? '';
  if (!isTrainMode(mode) || raw === '') return <Navigate to="/404" replace />;
  const repoId = kind === TRAIN_KIND.BOOK && raw === ALL_REPOS ? null : raw;
  const examId = kind === TRAIN_KIND.BOOK ? (search.get('examId') ?? null) : null;
  return (
    <TrainingSession
      key={`${kind}/${raw}/${mode}/${examId ?? ''}`}
      kind={kind}
      repoId={repoId}
      examId={examId}
      mode={mode}
    />
  );
}
