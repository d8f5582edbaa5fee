import { useMutation, useQuery } from '@apollo/client/react';
import {
  AbsoluteCenter,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  ProgressCircle,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuHistory, LuPlay, LuRotateCcw } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { useFragment as getFragmentData } from '../../gql';
import { modeLabelId, TRAIN_KIND, TRAIN_MODE, typeLabelId } from '../question/questionTypes';
import { STATUS_STYLE, statusLabelId } from './AnswerSheet';
import { bookBackPath, repoViewPath, trainingPath } from './paths';
import { QuestionReviewDialog, type ReviewTarget } from './QuestionReviewDialog';
import { accuracy, sheetStatus } from './sheet';
import {
  StartTrainingDocument,
  TrainingCardDocument,
  TrainingDetailDocument,
  TrainingHeaderFragment,
} from './trainingDocuments';

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
  const [start, starting] = useMutation(StartTrainingDocument);
  const [review, setReview] = useState<ReviewTarget | null>(null);

  const training = getFragmentData(TrainingHeaderFragment, detail.data?.training);
  const sheet = card.data?.trainingCard;
  const error = detail.error ?? card.error;

  if (error !== undefined) {
    return (
      <Alert.Root status="error" data-testid="training-result-error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(intl, error)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (training === undefined || sheet === undefined) {
    return (
      <Stack gap="4">
        <Skeleton h="48" rounded="l3" />
        <Skeleton h="40" rounded="l3" />
      </Stack>
    );
  }

  const book = training.kind === TRAIN_KIND.BOOK;
  const rote = training.mode === TRAIN_MODE.ROTE;
  const open = training.state === 0;
  const rate = accuracy(sheet.rightCount, sheet.wrongCount);
  const backPath = book
    ? bookBackPath(training.repoId, training.examId ?? null)
    : repoViewPath(training.repoId ?? '');
  const sessionPath = trainingPath(training.kind, training.repoId, training.mode, training.examId);

  async function again() {
    if (training === undefined) return;
    try {
      await start({
        variables: {
          input: {
            kind: training.kind,
            repoId: training.repoId ?? undefined,
            examId: training.examId ?? undefined,
            mode: training.mode,
            clear: true,
          },
        },
      });
      void navigate(sessionPath);
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const stats: { key: string; labelId: string; value: number; color?: string }[] = [
    { key: 'total', labelId: 'training.result.total', value: sheet.total },
    { key: 'answered', labelId: 'training.result.answered', value: sheet.answered },
    { key: 'right', labelId: 'training.result.right', value: sheet.rightCount, color: 'green.fg' },
    { key: 'wrong', labelId: 'training.result.wrong', value: sheet.wrongCount, color: 'red.fg' },
  ];

  return (
    <Stack gap="5" data-testid="training-result" data-state={training.state}>
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body p={{ base: '5', md: '6' }}>
          <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
            <ProgressCircle.Root
              value={rote ? sheet.percent : rate}
              size="xl"
              colorPalette={rote ? 'purple' : rate >= 60 ? 'green' : 'orange'}
              alignSelf={{ base: 'center', md: 'auto' }}
              position="relative"
              flexShrink={0}
            >
              <ProgressCircle.Circle css={{ '--size': '128px', '--thickness': '10px' }}>
                <ProgressCircle.Track />
                <ProgressCircle.Range strokeLinecap="round" />
              </ProgressCircle.Circle>
              <AbsoluteCenter>
                <Stack gap="0" align="center">
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
                </Stack>
              </AbsoluteCenter>
            </ProgressCircle.Root>
            <Stack gap="3" flex="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading size="lg" data-testid="result-title">
                  {training.title}
                </Heading>
                <Badge colorPalette={rote ? 'purple' : 'brand'} variant="subtle">
                  <FormattedMessage id={modeLabelId(training.mode)} />
                </Badge>
                <Badge colorPalette={open ? 'orange' : 'gray'} data-testid="result-state">
                  <FormattedMessage
                    id={open ? 'training.result.inProgress' : 'training.result.ended'}
                  />
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id={rote ? 'training.result.roteSummary' : 'training.result.summary'}
                  values={{ percent: sheet.percent, accuracy: rate }}
                />
                {' · '}
                {formatDateTime(intl, training.updatedAt)}
              </Text>
              <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
                {stats.map((s) => (
                  <Stat.Root key={s.key} borderWidth="1px" rounded="lg" px="3" py="2">
                    <Stat.Label>
                      <FormattedMessage id={s.labelId} />
                    </Stat.Label>
                    <Stat.ValueText color={s.color} data-testid={`result-${s.key}`}>
                      {s.value}
                    </Stat.ValueText>
                  </Stat.Root>
                ))}
              </SimpleGrid>
              <HStack gap="2" wrap="wrap">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void navigate(backPath)}
                  data-testid="result-back"
                >
                  <LuArrowLeft />
                  <FormattedMessage
                    id={book ? 'training.result.backBook' : 'training.result.backRepo'}
                  />
                </Button>
                {open ? (
                  <Button
                    size="sm"
                    colorPalette="brand"
                    onClick={() => void navigate(sessionPath)}
                    data-testid="result-continue"
                  >
                    <LuPlay />
                    <FormattedMessage id="training.result.continue" />
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    colorPalette="brand"
                    loading={starting.loading}
                    onClick={() => void again()}
                    data-testid="result-again"
                  >
                    <LuRotateCcw />
                    <FormattedMessage id="training.result.again" />
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void navigate('/web/uc?tab=train')}
                  data-testid="result-history"
                >
                  <LuHistory />
                  <FormattedMessage id="training.result.history" />
                </Button>
              </HStack>
            </Stack>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Header>
          <Heading size="md">
            <FormattedMessage id="training.result.questions" />
          </Heading>
        </Card.Header>
        <Card.Body>
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
        </Card.Body>
      </Card.Root>

      <QuestionReviewDialog
        trainId={trainId}
        target={review}
        rote={rote}
        onClose={() => setReview(null)}
      />
    </Stack>
  );
}
