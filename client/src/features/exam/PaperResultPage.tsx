import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuBookX, LuHistory, LuMessageSquare } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../app/format';
import { useSession } from '../../app/session/SessionContext';
import { useFragment as getFragmentData } from '../../gql';
import type { PaperResultQuery } from '../../gql/graphql';
import { AnsweredQuestion } from '../results/AnsweredQuestion';
import {
  ResultActions,
  ResultSection,
  ResultStats,
  ResultSummary,
  type ResultStat,
} from '../results/ResultSummary';
import { ResultError, ResultLoading } from '../results/ResultStates';
import { PaperQuestionFieldsFragment, PaperResultDocument } from './examDocuments';
import {
  answersHiddenMessageId,
  durationMessage,
  itemOutcome,
  formatScore,
  PAPER_STATE,
  paperStateColor,
  paperStateLabelId,
} from './examFormat';
import { EXAM_LIST_PATH, examRecordsPath } from './paths';
import { examWrongBookPath } from '../training/paths';

type Result = NonNullable<PaperResultQuery['paperResult']>;
type ResultItem = Result['items'][number];

/** /web/exam/result/{paperId}: the score of one paper and, when the exam allows, its answers. */
export function PaperResultPage() {
  const paperId = useParams().id ?? '';
  const { data, error } = useQuery(PaperResultDocument, {
    variables: { id: paperId },
    fetchPolicy: 'network-only',
  });
  if (error !== undefined) return <ResultError error={error} testId="paper-result-error" />;
  const result = data?.paperResult;
  if (result == null) return <ResultLoading listHeight="64" />;
  return <ResultContent result={result} />;
}

function ResultContent({ result }: { result: Result }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const marking = result.state === PAPER_STATE.AWAITING_MARKING;
  const inExam = result.state === PAPER_STATE.IN_EXAM;
  const percent =
    result.totalScore > 0
      ? Math.min(100, Math.max(0, Math.round(((result.userScore ?? 0) / result.totalScore) * 100)))
      : 0;
  const passed = result.passed;
  const used = durationMessage(result.userTime);

  const stats: ResultStat[] = [
    { key: 'obj', labelId: 'exam.result.objScore', value: formatScore(result.objScore) },
    {
      key: 'subj',
      labelId: 'exam.result.subjScore',
      value: marking
        ? intl.formatMessage({ id: 'exam.paperState.marking' })
        : formatScore(result.subjScore),
    },
    {
      key: 'qualify',
      labelId: 'exam.result.qualifyScore',
      value: formatScore(result.qualifyScore),
    },
    {
      key: 'time',
      labelId: 'exam.result.userTime',
      value: intl.formatMessage({ id: used.id }, used.values),
    },
  ];

  return (
    <Stack gap="5" data-testid="paper-result" data-state={result.state}>
      <ResultSummary
        value={percent}
        colorPalette={passed === true ? 'green' : passed === false ? 'red' : 'orange'}
        ringSize="136px"
        center={
          <>
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1" data-testid="result-score">
              {formatScore(result.userScore)}
            </Text>
            <Text fontSize="xs" color="fg.muted" mt="1" data-testid="result-total-score">
              <FormattedMessage
                id="exam.result.ofTotal"
                values={{ total: formatScore(result.totalScore) }}
              />
            </Text>
          </>
        }
        title={result.title}
        badges={
          <>
            <Badge
              colorPalette={paperStateColor(result.state)}
              variant="subtle"
              data-testid="result-state"
            >
              <FormattedMessage id={paperStateLabelId(result.state)} />
            </Badge>
            {passed != null && (
              <Badge
                colorPalette={passed ? 'green' : 'red'}
                variant="solid"
                data-testid="result-passed"
                data-passed={passed}
              >
                <FormattedMessage id={passed ? 'exam.result.passed' : 'exam.result.failed'} />
              </Badge>
            )}
          </>
        }
      >
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id="exam.result.times"
            values={{
              start: formatDateTime(intl, result.startedAt),
              hand: formatDateTime(intl, result.handedAt) || '-',
            }}
          />
        </Text>
        {marking && (
          <Alert.Root status="info" size="sm" data-testid="result-marking">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id="exam.result.markingNote" />
            </Alert.Title>
          </Alert.Root>
        )}
        {inExam && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage id="exam.result.inExamNote" />
            </Alert.Title>
          </Alert.Root>
        )}
        <ResultStats stats={stats} valueSize="lg" />
        <ResultActions
          actions={[
            {
              testId: 'result-back',
              labelId: 'exam.result.backList',
              icon: <LuArrowLeft />,
              onClick: () => void navigate(EXAM_LIST_PATH),
              variant: 'outline',
            },
            user !== null && {
              testId: 'result-records',
              labelId: 'exam.list.records',
              icon: <LuHistory />,
              onClick: () => void navigate(examRecordsPath(result.examId, user.id)),
              variant: 'ghost',
            },
            {
              testId: 'result-wrongbook',
              labelId: 'exam.result.wrongBook',
              icon: <LuBookX />,
              onClick: () => void navigate(examWrongBookPath(result.examId)),
              variant: 'ghost',
            },
          ]}
        />
      </ResultSummary>

      <ResultSection titleId="exam.result.answers" gap="4">
        {!result.answersVisible && (
          <Alert.Root status="info" data-testid="result-answers-hidden">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage
                id={
                  result.answersHeldByExam
                    ? 'exam.result.answersHeldByExam'
                    : answersHiddenMessageId(result.answerDisplay)
                }
                values={{ time: formatDateTime(intl, result.answersFrom) || '-' }}
              />
            </Alert.Title>
          </Alert.Root>
        )}
        {result.answersVisible &&
          result.items.map((item, i) => <ResultQuestion key={item.quId} item={item} n={i + 1} />)}
      </ResultSection>
    </Stack>
  );
}

function ResultQuestion({ item, n }: { item: ResultItem; n: number }) {
  const q = getFragmentData(PaperQuestionFieldsFragment, item.question);
  const state = itemOutcome(item);
  // No points and no answer: the learner skipped it, which says more than 错误.
  const skipped = state === 'wrong' && q != null && !q.answered;
  return (
    <Box
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      data-testid={`result-question-${n}`}
      data-state={state}
    >
      <HStack justify="space-between" mb="3" gap="2" wrap="wrap">
        <HStack gap="2">
          <Text fontWeight="semibold">
            <FormattedMessage id="exam.result.questionNo" values={{ n }} />
          </Text>
          {state === 'right' && (
            <Badge colorPalette="green">
              <FormattedMessage id="exam.result.right" />
            </Badge>
          )}
          {state === 'wrong' && (
            <Badge colorPalette="red" data-testid="result-question-verdict">
              <FormattedMessage id={skipped ? 'exam.result.unanswered' : 'exam.result.wrong'} />
            </Badge>
          )}
          {state === 'partial' && (
            <Badge colorPalette="orange">
              <FormattedMessage id="exam.result.partial" />
            </Badge>
          )}
          {state === 'marking' && (
            <Badge colorPalette="orange">
              <FormattedMessage id="exam.paperState.marking" />
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted" data-testid="result-question-score">
          <FormattedMessage
            id="exam.result.itemScore"
            values={{
              got: item.userScore == null ? '-' : formatScore(item.userScore),
              total: formatScore(item.score),
            }}
          />
        </Text>
      </HStack>
      {/* The header says how it went, by points (a marked short answer too). */}
      {q != null && <AnsweredQuestion question={q} revealed showVerdict={false} />}
      {item.comment != null && item.comment !== '' && (
        <Alert.Root status="neutral" mt="3" size="sm" data-testid="result-question-comment">
          <Alert.Indicator>
            <LuMessageSquare />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="exam.result.comment" />
            </Alert.Title>
            <Alert.Description whiteSpace="pre-wrap">{item.comment}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Box>
  );
}
