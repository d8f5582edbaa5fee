import { useQuery } from '@apollo/client/react';
import { Badge, Box, HStack, ProgressCircle, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuHistory, LuPlay, LuRotateCcw } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../app/format';
import { useFragment as getFragmentData } from '../../gql';
import { modeLabelId, TRAIN_KIND, TRAIN_MODE, typeLabelId } from '../question/questionTypes';
import {
  ResultActions,
  ResultSection,
  ResultStats,
  ResultSummary,
  type ResultStat,
} from '../results/ResultSummary';
import { ResultError, ResultLoading } from '../results/ResultStates';
import { STATUS_STYLE, statusLabelId } from './AnswerSheet';
import { bookBackPath, repoViewPath, trainingPath } from './paths';
import { QuestionReviewDialog, type ReviewTarget } from './QuestionReviewDialog';
import { accuracy, sheetStatus } from './sheet';
import {
  TrainingCardDocument,
  TrainingDetailDocument,
  TrainingHeaderFragment,
} from './trainingDocuments';
import { useStartTraining } from './useStartTraining';

/** /web/repo/repo/{trainId}: the result of a training with its questions. */
export function TrainingResultPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const trainId = useParams().trainId ?? '';
  const detail = useQuery(TrainingDetailDocument, {
    variables: { id: trainId },
    fetchPolicy: 'network-only',
  });
  const card = useQuery(TrainingCardDocument, {
    variables: { id: trainId },
    fetchPolicy: 'network-only',
  });
  const { start, starting } = useStartTraining();
  const [review, setReview] = useState<ReviewTarget | null>(null);

  const training = getFragmentData(TrainingHeaderFragment, detail.data?.training);
  const sheet = card.data?.trainingCard;
  const error = detail.error ?? card.error;

  if (error !== undefined) return <ResultError error={error} testId="training-result-error" />;
  if (training === undefined || sheet === undefined) return <ResultLoading listHeight="40" />;

  const book = training.kind === TRAIN_KIND.BOOK;
  const rote = training.mode === TRAIN_MODE.ROTE;
  const open = training.state === 0;
  const rate = accuracy(sheet.rightCount, sheet.wrongCount);
  const backPath = book
    ? bookBackPath(training.repoId, training.examId ?? null)
    : repoViewPath(training.repoId ?? '');
  const sessionPath = trainingPath(training.kind, training.repoId, training.mode, training.examId);

  const stats: ResultStat[] = [
    { key: 'total', labelId: 'training.result.total', value: sheet.total },
    { key: 'answered', labelId: 'training.result.answered', value: sheet.answered },
    { key: 'right', labelId: 'training.result.right', value: sheet.rightCount, color: 'green.fg' },
    { key: 'wrong', labelId: 'training.result.wrong', value: sheet.wrongCount, color: 'red.fg' },
  ];

  return (
    <Stack gap="5" data-testid="training-result" data-state={training.state}>
      <ResultSummary
        value={rote ? sheet.percent : rate}
        colorPalette={rote ? 'purple' : rate >= 60 ? 'green' : 'orange'}
        ringSize="128px"
        center={
          <>
            <ProgressCircle.ValueText
              fontSize="2xl"
              fontWeight="bold"
              data-testid={rote ? 'result-percent' : 'result-accuracy'}
            />
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage
                id={rote ? 'training.result.studied' : 'training.result.accuracy'}
              />
            </Text>
          </>
        }
        title={training.title}
        badges={
          <>
            <Badge colorPalette={rote ? 'purple' : 'brand'} variant="subtle">
              <FormattedMessage id={modeLabelId(training.mode)} />
            </Badge>
            <Badge colorPalette={open ? 'orange' : 'gray'} data-testid="result-state">
              <FormattedMessage
                id={open ? 'training.result.inProgress' : 'training.result.ended'}
              />
            </Badge>
          </>
        }
      >
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id={rote ? 'training.result.roteSummary' : 'training.result.summary'}
            values={{ percent: sheet.percent, accuracy: rate }}
          />
          {' · '}
          {formatDateTime(intl, training.updatedAt)}
        </Text>
        <ResultStats stats={stats} />
        <ResultActions
          actions={[
            {
              testId: 'result-back',
              labelId: book ? 'training.result.backBook' : 'training.result.backRepo',
              icon: <LuArrowLeft />,
              onClick: () => void navigate(backPath),
              variant: 'outline',
            },
            open
              ? {
                  testId: 'result-continue',
                  labelId: 'training.result.continue',
                  icon: <LuPlay />,
                  onClick: () => void navigate(sessionPath),
                  colorPalette: 'brand',
                }
              : {
                  testId: 'result-again',
                  labelId: 'training.result.again',
                  icon: <LuRotateCcw />,
                  onClick: () => void start(training),
                  colorPalette: 'brand',
                  loading: starting,
                },
            {
              testId: 'result-history',
              labelId: 'training.result.history',
              icon: <LuHistory />,
              onClick: () => void navigate('/web/uc?tab=train'),
              variant: 'ghost',
            },
          ]}
        />
      </ResultSummary>

      <ResultSection titleId="training.result.questions">
        <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 5 }} gap="2.5">
          {sheet.items.map((item, i) => {
            const status = sheetStatus(item);
            const style = STATUS_STYLE[status];
            return (
              <Box
                as="button"
                key={item.quId}
                textAlign="start"
                borderWidth="1px"
                rounded="lg"
                px="3"
                py="2"
                bg="bg"
                cursor="pointer"
                _hover={{ borderColor: 'brand.solid', shadow: 'xs' }}
                onClick={() => {
                  if (status !== 'deleted') setReview({ quId: item.quId, number: i + 1 });
                }}
                aria-disabled={status === 'deleted'}
                data-testid={`result-item-${i + 1}`}
                data-state={status}
              >
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="semibold" fontSize="sm">
                    {i + 1}
                  </Text>
                  <Badge
                    size="sm"
                    bg={style.bg}
                    color={style.color}
                    borderWidth="1px"
                    borderColor={style.border}
                  >
                    <FormattedMessage id={statusLabelId(status)} />
                  </Badge>
                </HStack>
                <Text fontSize="xs" color="fg.muted" mt="1">
                  <FormattedMessage id={typeLabelId(item.quType)} />
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </ResultSection>

      <QuestionReviewDialog
        trainId={trainId}
        target={review}
        rote={rote}
        onClose={() => setReview(null)}
      />
    </Stack>
  );
}
