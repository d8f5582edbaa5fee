import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Stack,
  Tabs,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuMonitorPlay, LuTimer, LuUser, LuUsers } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { useCan } from '../../app/session/permissions';
import { LIST_STATE_RUNNING, listStateOf } from './examConstants';
import { ExamTitleDocument } from './examAdminDocuments';
import { ApplyTable } from './ExamApplyListView';
import { ExtraTimeDialog } from './ExtraTimeDialog';
import { HandedInTab } from './HandedInTab';
import { ItemAnalysisTab } from './ItemAnalysisTab';
import { PapersTab } from './PapersTab';
import { StateBadge, useExamPaths } from './examUi';
import { PERMISSIONS } from '../../gql/permissions';
import { useWatchPaths } from '../exam-watch/watchPaths';

type Tab = 'handed' | 'applies' | 'papers' | 'analysis';
const TABS: readonly Tab[] = ['handed', 'applies', 'papers', 'analysis'];

/** The permission each tab needs. */
const TAB_PERMISSION: Record<Tab, string> = {
  handed: PERMISSIONS.paperList,
  applies: PERMISSIONS.examApplyList,
  papers: PERMISSIONS.paperList,
  analysis: PERMISSIONS.examAnalysis,
};

/**
 * Back office, view key exam/watch-detail (ExamWatchDetail, ?examId=): one exam's handed-in list,
 * applications, papers and item analysis (?tab=), its assigned proctors, and extra time for
 * learners.
 */
export function ExamWatchDetailView() {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const paths = useExamPaths();
  const livePath = useWatchPaths().console;
  const [params, setParams] = useSearchParams();
  const examId = params.get('examId') ?? '';
  const [extra, setExtra] = useState(false);

  const allowed: Tab[] = TABS.filter((t) => can(TAB_PERMISSION[t]));
  const wanted = params.get('tab') as Tab | null;
  const tab: Tab | undefined = wanted !== null && allowed.includes(wanted) ? wanted : allowed[0];

  const { data, error } = useQuery(ExamTitleDocument, {
    variables: { id: examId },
    // The header needs exam:list; a proctor without it still gets the tabs.
    skip: examId === '' || !can(PERMISSIONS.examList),
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  if (examId === '') {
    return (
      <Alert.Root status="warning" data-testid="watch-detail-no-exam">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="examAdmin.watch.noExam" />
        </Alert.Title>
      </Alert.Root>
    );
  }
  const exam = data?.examDetail;
  // The live console while the exam runs (offered too when the header cannot tell: no exam:list).
  const live =
    exam === undefined || exam.listState === LIST_STATE_RUNNING ? livePath(examId) : null;

  return (
    <Card.Root borderWidth="0" shadow="xs" data-testid="exam-watch-detail">
      <Card.Header pb="2">
        <Flex gap="3" align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Button
            size="sm"
            variant="ghost"
            w="fit-content"
            onClick={() => void navigate(paths.list)}
          >
            <LuArrowLeft />
            <FormattedMessage id="examAdmin.editor.back" />
          </Button>
          <Stack gap="1" flex="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading size="md" data-testid="watch-detail-title">
                {exam?.title ?? ''}
              </Heading>
              {exam !== undefined && <StateBadge state={listStateOf(exam.listState)} />}
            </HStack>
            {exam !== undefined && (
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="examAdmin.watch.summary"
                  values={{
                    start: formatDateTime(intl, exam.startTime),
                    end: formatDateTime(intl, exam.endTime),
                    minutes: exam.totalTime,
                    score: exam.totalScore,
                  }}
                />
              </Text>
            )}
            {exam !== undefined && <ProctorList proctors={exam.proctors} />}
          </Stack>
          {live !== null && (
            <Button
              size="sm"
              variant="solid"
              colorPalette="brand"
              onClick={() => void navigate(live)}
              data-testid="watch-live"
            >
              <LuMonitorPlay />
              <FormattedMessage id="examAdmin.watch.live" />
            </Button>
          )}
          {can(PERMISSIONS.examExtraTime) && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              onClick={() => setExtra(true)}
              data-testid="watch-extra-time"
            >
              <LuTimer />
              <FormattedMessage id="examAdmin.extra.title" />
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="0">
        {tab !== undefined && (
          <Tabs.Root
            key={examId}
            value={tab}
            variant="line"
            colorPalette="brand"
            lazyMount
            unmountOnExit
            onValueChange={(e) => {
              const p = new URLSearchParams(params);
              p.set('tab', e.value);
              setParams(p, { replace: true });
            }}
          >
            <Tabs.List>
              {allowed.includes('handed') && (
                <Tabs.Trigger value="handed" data-testid="watch-tab-handed">
                  <FormattedMessage id="examAdmin.watch.handed" />
                </Tabs.Trigger>
              )}
              {allowed.includes('applies') && (
                <Tabs.Trigger value="applies" data-testid="watch-tab-applies">
                  <FormattedMessage id="examAdmin.watch.applies" />
                </Tabs.Trigger>
              )}
              {allowed.includes('papers') && (
                <Tabs.Trigger value="papers" data-testid="watch-tab-papers">
                  <FormattedMessage id="examAdmin.watch.papers" />
                </Tabs.Trigger>
              )}
              {allowed.includes('analysis') && (
                <Tabs.Trigger value="analysis" data-testid="watch-tab-analysis">
                  <FormattedMessage id="examAdmin.analysis.tab" />
                </Tabs.Trigger>
              )}
            </Tabs.List>
            <Tabs.Content value="handed" pt="4">
              <HandedInTab examId={examId} />
            </Tabs.Content>
            <Tabs.Content value="applies" pt="4">
              <ApplyTable examId={examId} />
            </Tabs.Content>
            <Tabs.Content value="papers" pt="4">
              <PapersTab examId={examId} />
            </Tabs.Content>
            <Tabs.Content value="analysis" pt="4">
              <ItemAnalysisTab examId={examId} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </Card.Body>
      {extra && <ExtraTimeDialog examId={examId} onClose={() => setExtra(false)} />}
    </Card.Root>
  );
}

/** The exam's assigned proctors as tags (users, then groups), or who watches it when none. */
function ProctorList(props: { proctors: readonly { kind: string; id: string; name: string }[] }) {
  const { proctors } = props;
  return (
    <HStack gap="2" align="center" wrap="wrap" data-testid="watch-detail-proctors">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="examAdmin.watch.proctors" />
      </Text>
      {proctors.length === 0 ? (
        <Text fontSize="sm" color="fg.subtle" data-testid="watch-detail-no-proctors">
          <FormattedMessage id="examAdmin.watch.noProctors" />
        </Text>
      ) : (
        <Wrap gap="1.5">
          {proctors.map((p) => (
            <Tag.Root
              key={`${p.kind}-${p.id}`}
              size="sm"
              variant="subtle"
              colorPalette={p.kind === 'group' ? 'purple' : 'green'}
              data-testid={`watch-detail-proctor-${p.kind}-${p.id}`}
            >
              <Tag.StartElement>{p.kind === 'group' ? <LuUsers /> : <LuUser />}</Tag.StartElement>
              <Tag.Label>{p.name}</Tag.Label>
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </HStack>
  );
}
