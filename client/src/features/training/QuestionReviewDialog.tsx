import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../app/errors/errorMessage';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { useFragment as getFragmentData } from '../../gql';
import { AnsweredQuestion } from '../results/AnsweredQuestion';
import { TrainingQuestionDocument, TrainingQuestionFieldsFragment } from './trainingDocuments';

export interface ReviewTarget {
  quId: string;
  number: number;
}

/** One question of a training, read-only, as it stands (key and analysis once answered). */
export function QuestionReviewDialog(props: {
  trainId: string;
  target: ReviewTarget | null;
  rote: boolean;
  onClose: () => void;
}) {
  const { trainId, target, rote, onClose } = props;
  return (
    <DialogRoot
      open={target !== null}
      size="lg"
      scrollBehavior="inside"
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="review-dialog">
        <DialogHeader>
          <DialogTitle>
            {target !== null && (
              <FormattedMessage id="training.result.questionTitle" values={{ n: target.number }} />
            )}
          </DialogTitle>
        </DialogHeader>
        <DialogBody pb="6">
          {target !== null && <ReviewBody trainId={trainId} quId={target.quId} rote={rote} />}
        </DialogBody>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

function ReviewBody({ trainId, quId, rote }: { trainId: string; quId: string; rote: boolean }) {
  const intl = useIntl();
  const { data, error } = useQuery(TrainingQuestionDocument, {
    variables: { input: { trainId, quId } },
    fetchPolicy: 'cache-and-network',
  });
  const q = getFragmentData(TrainingQuestionFieldsFragment, data?.trainingQuestion);
  if (error !== undefined) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(intl, error)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (q === undefined) return <Skeleton h="40" />;
  return (
    <Stack gap="4">
      {!q.answered && !rote && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="training.result.notAnswered" />
          </Alert.Title>
        </Alert.Root>
      )}
      <AnsweredQuestion question={q} revealed={q.answered || rote} />
    </Stack>
  );
}
