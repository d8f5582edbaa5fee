import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuCheck, LuSend, LuX } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notifyError, notifyErrorText, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { formatFullName } from '../../app/layouts/common/fullName';
import { Field } from '../../components/ui/field';
import { useFragment as getFragmentData } from '../../gql';
import { PaperQuestionFieldsFragment } from '../exam/examDocuments';
import { itemOutcome } from '../exam/examFormat';
import { answerFromQuestion } from '../question/answerState';
import { QuestionView } from '../question/QuestionView';
import { useCan } from '../../app/session/permissions';
import { paperStateOf, reviewStateOf } from './examConstants';
import { PaperReviewDocument, ReviewPaperDocument } from './examAdminDocuments';
import { minutesOf, StateBadge, useExamPaths } from './examUi';
import {
  initialDrafts,
  MARK_PROBLEM_IDS,
  projectedScore,
  toReviewInput,
  validateMarks,
  type MarkDraft,
} from './reviewMarks';
import { PERMISSIONS } from '../../gql/permissions';

/**
 * Back office, view key exam/review (ReviewPaperDetail, ?paperId=): a learner's paper question by
 * question with the keys, the learner's answers and the automatic scores; subjective answers
 * waiting for a marker get a score (0 to the question's value) and a comment. Submitting shows the
 * new total and state.
 */
export function PaperReviewView() {
  const [params] = useSearchParams();
  const paperId = params.get('paperId') ?? '';
  if (paperId === '') {
    return (
      <Alert.Root status="warning" data-testid="review-no-paper">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="examAdmin.review.noPaper" />
        </Alert.Title>
      </Alert.Root>
    );
  }
  return <PaperReview key={paperId} paperId={paperId} />;
}

function PaperReview({ paperId }: { paperId: string }) {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const paths = useExamPaths();
  const [drafts, setDrafts] = useState<Record<string, MarkDraft> | null>(null);
  const [tried, setTried] = useState(false);
  const [onlyMarking, setOnlyMarking] = useState(false);
  const { data, error, refetch } = useQuery(PaperReviewDocument, {
    variables: { id: paperId },
    fetchPolicy: 'network-only',
  });
  const [review, reviewing] = useMutation(ReviewPaperDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const paper = data?.paperReview;
  const items = useMemo(() => paper?.items ?? [], [paper]);
  if (paper !== undefined && drafts === null) setDrafts(initialDrafts(items));

  if (paper === undefined || drafts === null) {
    return error !== undefined ? (
      <Alert.Root status="error" data-testid="review-error">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="examAdmin.review.loadFailed" />
        </Alert.Title>
      </Alert.Root>
    ) : (
      <Skeleton h="96" data-testid="review-loading" />
    );
  }

  const canMark = can(PERMISSIONS.paperReview);
  const errors = tried ? validateMarks(items, drafts) : {};
  const toMark = Object.keys(drafts).length;
  const projected = projectedScore(items, drafts);

  async function submit() {
    if (paper === undefined || drafts === null) return;
    setTried(true);
    const invalid = Object.keys(validateMarks(items, drafts));
    if (invalid.length > 0) {
      notifyErrorText(intl.formatMessage({ id: 'examAdmin.editor.fixErrors' }));
      const first = items.find((i) => invalid.includes(i.quId));
      if (first !== undefined) {
        const input = document.querySelector<HTMLInputElement>(
          `[data-testid="review-score-${first.sort}"]`,
        );
        input?.scrollIntoView?.({ block: 'center' });
        input?.focus();
      }
      return;
    }
    try {
      const result = await review({ variables: { input: toReviewInput(paper.id, drafts) } });
      const summary = result.data?.reviewPaper;
      notifySuccess(
        intl.formatMessage(
          { id: 'examAdmin.review.saved' },
          {
            score: summary?.userScore ?? projected,
            total: summary?.totalScore ?? paper.totalScore,
          },
        ),
      );
      setTried(false);
      const fresh = await refetch();
      setDrafts(initialDrafts(fresh.data?.paperReview.items ?? []));
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const shown = onlyMarking ? items.filter((i) => i.needsMarking) : items;

  return (
    <Stack gap="4" data-testid="paper-review">
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'center' }}>
            <Button
              size="sm"
              variant="ghost"
              w="fit-content"
              onClick={() => void navigate(paths.watch(paper.examId, 'papers'))}
              data-testid="review-back"
            >
              <LuArrowLeft />
              <FormattedMessage id="examAdmin.review.back" />
            </Button>
            <Stack gap="1" flex="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading size="md">{paper.examTitle}</Heading>
                <StateBadge state={paperStateOf(paper.state)} testId="review-paper-state" />
                {paper.reviewState !== 0 && <StateBadge state={reviewStateOf(paper.reviewState)} />}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="examAdmin.review.learner"
                  values={{
                    name: formatFullName(paper),
                    account: paper.userName,
                    dept: paper.deptName ?? '—',
                  }}
                />
              </Text>
            </Stack>
          </Flex>
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" mt="4">
            <Stat label="examAdmin.review.score" testId="review-user-score">
              {paper.userScore} / {paper.totalScore}
            </Stat>
            <Stat label="examAdmin.review.objScore">{paper.objScore}</Stat>
            <Stat label="examAdmin.review.subjScore">{paper.subjScore}</Stat>
            <Stat label="examAdmin.review.qualify">
              {paper.qualifyScore}
              {paper.passed != null && (
                <Badge ms="2" colorPalette={paper.passed ? 'green' : 'red'} variant="subtle">
                  <FormattedMessage
                    id={paper.passed ? 'examAdmin.papers.pass' : 'examAdmin.papers.fail'}
                  />
                </Badge>
              )}
            </Stat>
            <Stat label="examAdmin.review.time">
              <FormattedMessage
                id="examAdmin.list.minutes"
                values={{ n: minutesOf(paper.userTime) }}
              />
            </Stat>
            <Stat label="examAdmin.review.markingLeft" testId="review-marking-left">
              {paper.markingLeft}
            </Stat>
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted" mt="2">
            <FormattedMessage
              id="examAdmin.review.times"
              values={{
                start: formatDateTime(intl, paper.startedAt),
                hand: formatDateTime(intl, paper.handedAt) || '—',
              }}
            />
          </Text>
        </Card.Body>
      </Card.Root>

      <HStack justify="space-between" wrap="wrap">
        <Switch.Root
          size="sm"
          colorPalette="brand"
          checked={onlyMarking}
          onCheckedChange={(e) => setOnlyMarking(e.checked)}
          data-testid="review-only-marking"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <FormattedMessage id="examAdmin.review.onlyMarking" />
          </Switch.Label>
        </Switch.Root>
        {toMark === 0 && (
          <Text fontSize="sm" color="fg.muted" data-testid="review-nothing-to-mark">
            <FormattedMessage id="examAdmin.review.nothingToMark" />
          </Text>
        )}
      </HStack>

      {shown.map((item) => {
        const q = getFragmentData(PaperQuestionFieldsFragment, item.question);
        const draft = drafts[item.quId];
        const problem = errors[item.quId];
        const outcome = itemOutcome(item);
        // No points and no answer: the learner skipped it, which says more than 错误.
        const skipped = outcome === 'wrong' && q != null && !q.answered;
        return (
          <Card.Root
            key={item.quId}
            borderWidth="1px"
            borderColor={item.needsMarking ? 'orange.300' : 'border'}
            shadow="none"
            data-testid={`review-item-${item.sort}`}
            data-needs-marking={item.needsMarking ? 'true' : 'false'}
          >
            <Card.Body gap="4">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">
                  <FormattedMessage id="examAdmin.review.number" values={{ n: item.sort + 1 }} />
                </Text>
                <Badge variant="outline">
                  <FormattedMessage
                    id="examAdmin.review.itemScore"
                    values={{ score: item.userScore ?? '—', total: item.score }}
                  />
                </Badge>
                {outcome === 'right' && (
                  <Badge colorPalette="green" variant="subtle">
                    <LuCheck />
                    <FormattedMessage id="examAdmin.review.right" />
                  </Badge>
                )}
                {outcome === 'partial' && (
                  <Badge colorPalette="yellow" variant="subtle">
                    <FormattedMessage id="examAdmin.review.partial" />
                  </Badge>
                )}
                {outcome === 'wrong' && (
                  <Badge colorPalette="red" variant="subtle" data-testid="review-verdict">
                    <LuX />
                    <FormattedMessage
                      id={skipped ? 'examAdmin.review.unanswered' : 'examAdmin.review.wrong'}
                    />
                  </Badge>
                )}
                {item.needsMarking && (
                  <Badge colorPalette="orange" variant="solid">
                    <FormattedMessage id="examAdmin.review.needsMarking" />
                  </Badge>
                )}
              </HStack>
              {q == null ? (
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id="examAdmin.review.questionGone" />
                </Text>
              ) : (
                <QuestionView
                  question={q}
                  state={answerFromQuestion(q)}
                  locked
                  revealed
                  showVerdict={false}
                />
              )}
              {!item.needsMarking && item.comment != null && item.comment !== '' && (
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="examAdmin.review.comment" />: {item.comment}
                </Text>
              )}
              {draft !== undefined && canMark && (
                <Box borderTopWidth="1px" pt="4">
                  <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
                    <Field
                      label={
                        <FormattedMessage
                          id="examAdmin.review.scoreLabel"
                          values={{ max: item.score }}
                        />
                      }
                      required
                      invalid={problem !== undefined}
                      errorText={
                        problem === undefined
                          ? undefined
                          : intl.formatMessage(
                              { id: MARK_PROBLEM_IDS[problem.problem] },
                              { n: problem.n ?? 0 },
                            )
                      }
                    >
                      <Input
                        size="sm"
                        type="number"
                        min="0"
                        max={item.score}
                        step="0.5"
                        value={draft.score}
                        onChange={(e) =>
                          setDrafts({ ...drafts, [item.quId]: { ...draft, score: e.target.value } })
                        }
                        data-testid={`review-score-${item.sort}`}
                      />
                    </Field>
                    <Field
                      label={<FormattedMessage id="examAdmin.review.comment" />}
                      gridColumn={{ md: 'span 3' }}
                    >
                      <Textarea
                        size="sm"
                        rows={2}
                        maxLength={1000}
                        value={draft.comment}
                        onChange={(e) =>
                          setDrafts({
                            ...drafts,
                            [item.quId]: { ...draft, comment: e.target.value },
                          })
                        }
                        data-testid={`review-comment-${item.sort}`}
                      />
                    </Field>
                  </SimpleGrid>
                </Box>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}

      {toMark > 0 && canMark && (
        <Card.Root
          borderWidth="0"
          shadow="md"
          position="sticky"
          bottom="0"
          zIndex="docked"
          data-testid="review-submit-bar"
        >
          <Card.Body py="3">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Text fontWeight="semibold" data-testid="review-projected">
                <FormattedMessage
                  id="examAdmin.review.projected"
                  values={{ score: projected, total: paper.totalScore, count: toMark }}
                />
              </Text>
              <Button
                size="sm"
                colorPalette="brand"
                loading={reviewing.loading}
                onClick={() => void submit()}
                data-testid="review-submit"
              >
                <LuSend />
                <FormattedMessage id="examAdmin.review.submit" />
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

function Stat({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap="0.5" bg="bg.muted" rounded="md" px="3" py="2">
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id={label} />
      </Text>
      <Text fontWeight="semibold" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}
