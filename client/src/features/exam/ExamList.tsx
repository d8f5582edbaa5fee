import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Flex,
  Heading,
  HStack,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  LuCalendarClock,
  LuClipboardList,
  LuHistory,
  LuPlay,
  LuSend,
  LuTimer,
  LuTrophy,
  LuUsers,
} from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { useSession } from '../../app/session/SessionContext';
import { CardGrid, CardIcon, CardListHeader, GridCard } from '../../components/ui/card-list';
import { SearchBox } from '../../components/ui/search-box';
import type { LearnerExamsQuery } from '../../gql/graphql';
import { ApplyDialog, type ApplyTarget } from './ApplyDialog';
import { LearnerExamsDocument } from './examDocuments';
import {
  APPLY_STATE,
  applyStateLabelId,
  attemptsView,
  canApply,
  examAction,
  formatScore,
  listStateColor,
  listStateLabelId,
  LIST_STATES,
  type ExamAction,
} from './examFormat';
import { examCheckPath, examRecordsPath, examStartPath } from './paths';

const PAGE_SIZE = 12;

type ExamRow = LearnerExamsQuery['learnerExams']['records'][number];

const TAB_LABEL_IDS: Record<string, string> = {
  all: 'exam.list.all',
  '0': 'exam.state.inProgress',
  '2': 'exam.state.notStarted',
  '3': 'exam.state.ended',
};

/**
 * /web/index: the online exams the learner may sit or apply for. Title filter and state tabs in
 * the address (?title=, ?state=, ?page=); ?break (the exam page could not load a question) shows
 * a notice.
 */
export function ExamList() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const title = params.get('title') ?? '';
  const stateParam = params.get('state');
  const listState =
    stateParam !== null && (LIST_STATES as readonly number[]).includes(Number(stateParam))
      ? Number(stateParam)
      : null;
  const currentTab = listState === null ? 'all' : String(listState);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const broke = params.has('break');
  const [applyTarget, setApplyTarget] = useState<ApplyTarget | null>(null);

  const { data, error, loading, refetch } = useQuery(LearnerExamsDocument, {
    variables: {
      input: {
        title: title === '' ? undefined : title,
        listState: listState ?? undefined,
        current: page,
        size: PAGE_SIZE,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  function update(next: { title?: string; state?: string; page?: number; dropBreak?: boolean }) {
    const p = new URLSearchParams(params);
    const t = next.title ?? title;
    if (t === '') p.delete('title');
    else p.set('title', t);
    const s = next.state ?? currentTab;
    if (s === 'all') p.delete('state');
    else p.set('state', s);
    const n = next.page ?? 1;
    if (n <= 1) p.delete('page');
    else p.set('page', String(n));
    if (next.dropBreak === true) p.delete('break');
    setParams(p, { replace: true });
  }

  const result = data?.learnerExams;
  return (
    <Stack gap="5" data-testid="exam-list">
      {broke && (
        <Alert.Root status="warning" data-testid="exam-break-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="exam.list.breakTitle" />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage id="exam.list.breakText" />
            </Alert.Description>
          </Alert.Content>
          <CloseButton
            pos="relative"
            top="-2"
            insetEnd="-2"
            size="sm"
            aria-label={intl.formatMessage({ id: 'common.action.close' })}
            onClick={() => update({ page, dropBreak: true })}
          />
        </Alert.Root>
      )}

      <CardListHeader
        title={<FormattedMessage id="exam.list.title" />}
        search={
          <SearchBox
            value={title}
            onSearch={(t) => update({ title: t })}
            placeholder={intl.formatMessage({ id: 'exam.list.search' })}
            testId="exam-search"
          />
        }
      />

      {/* The tabs filter the one list below, which is the selected tab's panel. */}
      <Tabs.Root
        value={currentTab}
        variant="enclosed"
        size="sm"
        colorPalette="brand"
        onValueChange={(e) => update({ state: e.value })}
      >
        <Tabs.List>
          {['all', ...LIST_STATES.map(String)].map((v) => (
            <Tabs.Trigger key={v} value={v} data-testid={`exam-tab-${v}`}>
              <FormattedMessage id={TAB_LABEL_IDS[v] ?? 'exam.list.all'} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={currentTab} pt="4">
          <CardGrid
            records={result?.records}
            total={result?.total ?? 0}
            loading={loading}
            skeletonH="56"
            page={page}
            size={PAGE_SIZE}
            onPageChange={(p) => update({ page: p })}
            pagerTestId="exam-pager"
          >
            {result?.records.map((exam) => (
              <ExamCard key={exam.id} exam={exam} onApply={setApplyTarget} />
            ))}
          </CardGrid>
        </Tabs.Content>
      </Tabs.Root>

      <ApplyDialog
        target={applyTarget}
        onClose={() => setApplyTarget(null)}
        onApplied={() => void refetch()}
      />
    </Stack>
  );
}

const DISABLED_LABEL_IDS: Partial<Record<ExamAction, string>> = {
  applyPending: 'exam.apply.stateReview',
  applyRejected: 'exam.apply.stateRejected',
  exhausted: 'exam.list.exhausted',
  notStarted: 'exam.state.notStarted',
  ended: 'exam.state.ended',
  disabled: 'exam.state.disabled',
};

function ExamCard({ exam, onApply }: { exam: ExamRow; onApply: (t: ApplyTarget) => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const action = examAction(exam);
  const attempts = attemptsView(exam.chance, exam.attemptsUsed);
  const applicable = canApply(exam);
  const applyState = exam.applyOn ? exam.applyState : null;

  return (
    <GridCard data-testid={`exam-card-${exam.id}`} data-state={exam.listState} data-action={action}>
      <Card.Body gap="3" p="5">
        <HStack gap="3" align="flex-start">
          <CardIcon>
            <LuClipboardList />
          </CardIcon>
          <Box minW="0" flex="1">
            <Heading size="md" lineClamp={2} title={exam.title} data-testid="exam-card-title">
              {exam.title}
            </Heading>
            <HStack gap="1.5" mt="1.5" wrap="wrap">
              <Badge
                colorPalette={listStateColor(exam.listState)}
                variant="solid"
                size="sm"
                data-testid="exam-card-state"
              >
                <FormattedMessage id={listStateLabelId(exam.listState)} />
              </Badge>
              {exam.examTypeText !== '' && (
                <Badge variant="subtle" colorPalette="brand" size="sm">
                  {exam.examTypeText}
                </Badge>
              )}
              {exam.offline && (
                <Badge variant="outline" size="sm">
                  <FormattedMessage id="exam.list.offline" />
                </Badge>
              )}
              {applyState === APPLY_STATE.APPROVED && (
                <Badge
                  variant="outline"
                  size="sm"
                  colorPalette="green"
                  data-testid="exam-card-apply-state"
                >
                  <FormattedMessage id={applyStateLabelId(applyState)} />
                </Badge>
              )}
            </HStack>
          </Box>
        </HStack>

        <Stack gap="1.5" fontSize="sm" color="fg.muted">
          <InfoLine icon={<LuCalendarClock />}>
            <Text as="span" data-testid="exam-card-window">
              {formatDateTime(intl, exam.startTime)} ~ {formatDateTime(intl, exam.endTime)}
            </Text>
          </InfoLine>
          <InfoLine icon={<LuTimer />}>
            <FormattedMessage id="exam.list.duration" values={{ n: exam.totalTime }} />
          </InfoLine>
          <InfoLine icon={<LuTrophy />}>
            <FormattedMessage
              id="exam.list.scores"
              values={{
                total: formatScore(exam.totalScore),
                qualify: formatScore(exam.qualifyScore),
              }}
            />
          </InfoLine>
          <InfoLine icon={<LuUsers />}>
            <Text as="span" data-testid="exam-card-attempts">
              {attempts.left === null ? (
                <FormattedMessage
                  id="exam.list.attemptsUnlimited"
                  values={{ used: attempts.used }}
                />
              ) : (
                <FormattedMessage
                  id="exam.list.attempts"
                  values={{ used: attempts.used, left: attempts.left }}
                />
              )}
            </Text>
          </InfoLine>
        </Stack>
      </Card.Body>
      <Card.Footer pt="0" px="5" pb="5" gap="2" flexWrap="wrap">
        {action === 'continue' && (
          <Button
            size="sm"
            colorPalette="orange"
            flex="1"
            onClick={() => void navigate(examStartPath(exam.id))}
            data-testid={`exam-continue-${exam.id}`}
          >
            <LuPlay />
            <FormattedMessage id="exam.list.continue" />
          </Button>
        )}
        {action === 'start' && !exam.offline && (
          <Button
            size="sm"
            colorPalette="brand"
            flex="1"
            onClick={() => void navigate(examCheckPath(exam.id))}
            data-testid={`exam-start-${exam.id}`}
          >
            <LuPlay />
            <FormattedMessage id="exam.list.start" />
          </Button>
        )}
        {action === 'start' && exam.offline && (
          <CardStatus>
            <FormattedMessage id="exam.list.offlineHint" />
          </CardStatus>
        )}
        {DISABLED_LABEL_IDS[action] !== undefined && (
          <CardStatus testId={`exam-disabled-${exam.id}`}>
            <FormattedMessage id={DISABLED_LABEL_IDS[action] ?? 'exam.state.ended'} />
          </CardStatus>
        )}
        {applicable && (
          <Button
            size="sm"
            variant={action === 'apply' ? 'solid' : 'outline'}
            colorPalette="brand"
            flex={action === 'apply' ? '1' : undefined}
            onClick={() => onApply({ id: exam.id, title: exam.title })}
            data-testid={`exam-apply-${exam.id}`}
          >
            <LuSend />
            <FormattedMessage id="exam.list.apply" />
          </Button>
        )}
        {exam.attemptsUsed > 0 && user !== null && (
          <Button asChild size="sm" variant="ghost">
            <RouterLink
              to={examRecordsPath(exam.id, user.id)}
              data-testid={`exam-records-${exam.id}`}
            >
              <LuHistory />
              <FormattedMessage id="exam.list.records" />
            </RouterLink>
          </Button>
        )}
      </Card.Footer>
    </GridCard>
  );
}

/**
 * Why a card has no action (under review, not started, no attempts left ...): plain text in the
 * button's place, readable at full contrast, where a disabled button would be faded out.
 */
function CardStatus({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Flex
      flex="1"
      minH="9"
      px="3"
      align="center"
      justify="center"
      rounded="l2"
      bg="bg.muted"
      color="fg.muted"
      fontSize="sm"
      fontWeight="medium"
      textAlign="center"
      data-testid={testId}
    >
      {children}
    </Flex>
  );
}

function InfoLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="2" align="center">
      <Box color="fg.subtle" flexShrink={0}>
        {icon}
      </Box>
      <Text as="span" minW="0" truncate>
        {children}
      </Text>
    </HStack>
  );
}
