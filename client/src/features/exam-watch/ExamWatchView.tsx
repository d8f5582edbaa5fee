import { useQuery, useSubscription } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  HStack,
  Input,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useEffectEvent, useMemo, useReducer, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuMessagesSquare, LuRefreshCw, LuSend } from 'react-icons/lu';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { adminMenu, matchMenu } from '../../app/layouts/admin/menu';
import { useSession } from '../../app/session/SessionContext';
import { useCan } from '../../app/session/permissions';
import { EmptyText } from '../../components/ui/empty-state';
import { Field } from '../../components/ui/field';
import { Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { PERMISSIONS } from '../../gql/permissions';
import { DeptTreeSelect } from '../sys/pickers/DeptTreeSelect';
import { PaperEventsDialog } from './PaperEventsDialog';
import { WatchCard } from './WatchCard';
import { ForceHandDialog, HandAllDialog, MessageDialog } from './WatchDialogs';
import {
  ExamWatchEventsDocument,
  WatchExamTitleDocument,
  WatchRowsDocument,
  WatchStatDocument,
} from './watchDocuments';
import {
  INITIAL_LIVE,
  liveReducer,
  type LiveScope,
  type LogEntry,
  type WatchRow,
} from './watchLive';
import { useWatchPaths } from './watchPaths';

/** Spec (admin back office section 9): 32 cards per page, 8 per line, refresh 10 s (5-999). */
export const WATCH_PAGE_SIZE = 32;
export const REFRESH_DEFAULT = 10;
export const REFRESH_MIN = 5;
export const REFRESH_MAX = 999;
/** A live event about someone this page does not show yet reloads the page after this long. */
const STALE_RELOAD_MS = 2000;
/** The counters' live region speaks at most this often. */
const ANNOUNCE_MS = 5000;

type Dialog =
  | { kind: 'message'; to: { userId: string; name: string } | null }
  | { kind: 'hand'; row: WatchRow; name: string }
  | { kind: 'handAll' }
  | { kind: 'record'; paperId: string; name: string };

/** The value to announce, at most once per `ms` (the latest one wins). */
function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, last.current + ms - Date.now());
    const t = setTimeout(() => {
      last.current = Date.now();
      setShown(value);
    }, wait);
    return () => clearTimeout(t);
  }, [value, ms]);
  return shown;
}

/** The exam id from the console's route (/admin/exam/watch/:examId), else from ?examId=. */
function useExamId(): string {
  const { menu } = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return useMemo(() => {
    const fromPath = matchMenu(adminMenu(menu), pathname)?.params.examId;
    return fromPath ?? params.get('examId') ?? '';
  }, [menu, pathname, params]);
}

/**
 * Back office, view key exam/watch (ExamWatch, /admin/exam/watch/:examId): the live proctor
 * console. Left: auto-paging, the refresh interval and its countdown, the counters, message all
 * and hand in all (while people sit the exam), and the log of leaves, failed face checks and
 * hand-ins. Right: the examinee cards with department, name and presence filters. The cards
 * follow the exam's live events in place; the timed refresh is the fallback, and nothing
 * refreshes while a dialog is open.
 */
export function ExamWatchView() {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const paths = useWatchPaths();
  const examId = useExamId();

  const [deptCode, setDeptCode] = useState('');
  const [realName, setRealName] = useState('');
  const [online, setOnline] = useState(false);
  const [offline, setOffline] = useState(false);
  const [page, setPage] = useState(1);
  const [autoPaging, setAutoPaging] = useState(false);
  const [snapshots, setSnapshots] = useState(false);
  const [interval, setIntervalSeconds] = useState(REFRESH_DEFAULT);
  const [intervalDraft, setIntervalDraft] = useState(String(REFRESH_DEFAULT));
  const [left, setLeft] = useState(REFRESH_DEFAULT);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [live, dispatch] = useReducer(liveReducer, INITIAL_LIVE);
  const gridRef = useRef<HTMLDivElement | null>(null);
  const paused = dialog !== null;

  const canMessage = can(PERMISSIONS.examWatchMessage);
  const canHand = can(PERMISSIONS.examForceHand);

  const statQuery = useQuery(WatchStatDocument, {
    variables: { examId },
    skip: examId === '',
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const rowVariables = useMemo(
    () => ({
      query: {
        examId,
        deptCode: deptCode === '' ? null : deptCode,
        realName: realName === '' ? null : realName,
        online: online ? true : null,
        offline: offline ? true : null,
      },
      current: page,
      size: WATCH_PAGE_SIZE,
    }),
    [examId, deptCode, realName, online, offline, page],
  );
  const scope = useMemo<LiveScope>(
    () => ({
      key: JSON.stringify(rowVariables),
      presence: online === offline ? null : online ? 'online' : 'offline',
    }),
    [rowVariables, online, offline],
  );
  const rowsQuery = useQuery(WatchRowsDocument, {
    variables: rowVariables,
    skip: examId === '',
    fetchPolicy: 'network-only',
  });
  const titleQuery = useQuery(WatchExamTitleDocument, {
    variables: { id: examId },
    skip: examId === '' || !can(PERMISSIONS.examList),
  });
  const error = statQuery.error ?? rowsQuery.error ?? titleQuery.error;
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const rowsData = rowsQuery.data?.watchRows;
  const onRows = useEffectEvent((data: NonNullable<typeof rowsData>) =>
    dispatch({
      type: 'rows',
      rows: data.records,
      total: data.total,
      pageFull: data.records.length >= WATCH_PAGE_SIZE,
      scope,
    }),
  );
  useEffect(() => {
    if (rowsData !== undefined) onRows(rowsData);
  }, [rowsData]);
  const statData = statQuery.data?.watchStat;
  useEffect(() => {
    if (statData !== undefined) dispatch({ type: 'stat', stat: statData });
  }, [statData]);

  useSubscription(ExamWatchEventsDocument, {
    variables: { examId },
    skip: examId === '',
    ignoreResults: true,
    onData: ({ data }) => {
      const event = data.data?.examWatchEvents;
      if (event != null) dispatch({ type: 'event', event });
    },
    onError: (e) => notifyError(e, intl),
  });

  const pages = Math.max(1, Math.ceil(live.total / WATCH_PAGE_SIZE));
  /** Reloads the counters and the cards; `advance` turns the page when auto-paging is on. */
  function refreshNow(advance: boolean) {
    void statQuery.refetch().catch(() => undefined);
    if (advance && autoPaging && pages > 1) {
      setPage((p) => (p >= pages ? 1 : p + 1));
    } else {
      void rowsQuery.refetch().catch(() => undefined);
    }
  }

  // The countdown: one tick a second, none while a dialog is open; at zero, the refresh.
  const onTick = useEffectEvent(() => {
    if (left <= 1) {
      refreshNow(true);
      setLeft(interval);
    } else {
      setLeft(left - 1);
    }
  });
  useEffect(() => {
    if (paused || examId === '') return;
    const timer = setInterval(() => onTick(), 1000);
    return () => clearInterval(timer);
  }, [paused, examId]);

  // Someone this page does not show yet (a new examinee) showed up live: reload soon; once the
  // reload settles (same cards or not) the page is fresh again.
  const onStale = useEffectEvent(() => {
    void statQuery.refetch().catch(() => undefined);
    void rowsQuery
      .refetch()
      .catch(() => undefined)
      .finally(() => dispatch({ type: 'reloaded' }));
  });
  useEffect(() => {
    if (!live.stale || paused) return;
    const timer = setTimeout(() => onStale(), STALE_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [live.stale, paused]);

  const stat = live.stat;
  const sitting = stat?.processCount ?? 0;
  const announced = useThrottled(
    stat === null
      ? ''
      : intl.formatMessage(
          { id: 'examWatch.live.counters' },
          { process: stat.processCount, hand: stat.handCount },
        ),
    ANNOUNCE_MS,
  );

  const intervalNumber = Number(intervalDraft);
  const intervalInvalid =
    !Number.isInteger(intervalNumber) ||
    intervalNumber < REFRESH_MIN ||
    intervalNumber > REFRESH_MAX;

  function applyInterval(value: string) {
    setIntervalDraft(value);
    const n = Number(value);
    if (Number.isInteger(n) && n >= REFRESH_MIN && n <= REFRESH_MAX) {
      setIntervalSeconds(n);
      setLeft(n);
    }
  }

  function closeDialog() {
    setDialog(null);
  }

  function afterHandIn() {
    setDialog(null);
    refreshNow(false);
    // The card that held the focus is gone: the grid takes it.
    gridRef.current?.focus();
  }

  if (examId === '') {
    return (
      <Alert.Root status="warning" data-testid="exam-watch-no-exam">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="examAdmin.watch.noExam" />
        </Alert.Title>
      </Alert.Root>
    );
  }

  const rows = live.rows ?? [];
  const title = titleQuery.data?.examDetail.title ?? '';
  const counters = [
    { key: 'require', id: 'examWatch.stat.require', value: stat?.requireCount },
    { key: 'process', id: 'examWatch.stat.process', value: stat?.processCount },
    { key: 'hand', id: 'examWatch.stat.hand', value: stat?.handCount },
    { key: 'miss', id: 'examWatch.stat.miss', value: stat?.missCount },
    { key: 'online', id: 'examWatch.stat.online', value: stat?.onlineCount },
  ] as const;
  const presenceFilters = [
    { key: 'online', id: 'examWatch.filter.online', checked: online, set: setOnline },
    { key: 'offline', id: 'examWatch.filter.offline', checked: offline, set: setOffline },
  ] as const;

  return (
    <Stack gap="4" data-testid="exam-watch">
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body py="3">
          <Flex gap="3" align={{ md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <Button
              size="sm"
              variant="ghost"
              w="fit-content"
              onClick={() => void navigate(paths.detail(examId))}
              data-testid="exam-watch-detail-link"
            >
              <LuArrowLeft />
              <FormattedMessage id="examWatch.header.detail" />
            </Button>
            <Heading size="md" flex="1" minW="0" data-testid="exam-watch-title">
              {title !== '' ? (
                <FormattedMessage id="examWatch.header.titleOf" values={{ title }} />
              ) : (
                <FormattedMessage id="examWatch.header.title" />
              )}
            </Heading>
            <Switch.Root
              colorPalette="brand"
              checked={snapshots}
              onCheckedChange={(e) => setSnapshots(e.checked)}
              data-testid="exam-watch-snapshots"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <FormattedMessage id="examWatch.header.snapshots" />
              </Switch.Label>
            </Switch.Root>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="flex-start">
        <Card.Root
          as="aside"
          borderWidth="0"
          shadow="xs"
          w={{ base: 'full', lg: '64' }}
          flexShrink={0}
          aria-label={intl.formatMessage({ id: 'examWatch.panel.label' })}
          data-testid="exam-watch-panel"
        >
          <Card.Body gap="4">
            <Switch.Root
              colorPalette="brand"
              checked={autoPaging}
              onCheckedChange={(e) => setAutoPaging(e.checked)}
              data-testid="exam-watch-autopaging"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <FormattedMessage id="examWatch.panel.autoPaging" />
              </Switch.Label>
            </Switch.Root>
            <Field
              label={<FormattedMessage id="examWatch.panel.interval" />}
              invalid={intervalInvalid}
              errorText={
                <FormattedMessage
                  id="examWatch.panel.intervalRange"
                  values={{ min: REFRESH_MIN, max: REFRESH_MAX }}
                />
              }
            >
              <Input
                type="number"
                size="sm"
                min={REFRESH_MIN}
                max={REFRESH_MAX}
                step={1}
                value={intervalDraft}
                onChange={(e) => applyInterval(e.currentTarget.value)}
                data-testid="exam-watch-interval"
              />
            </Field>
            <HStack gap="2" justify="space-between" wrap="wrap">
              <Text
                fontSize="sm"
                color="fg.muted"
                whiteSpace={paused ? undefined : 'nowrap'}
                data-testid="exam-watch-countdown"
              >
                {paused ? (
                  <FormattedMessage id="examWatch.panel.paused" />
                ) : (
                  <FormattedMessage id="examWatch.panel.countdown" values={{ n: left }} />
                )}
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  refreshNow(false);
                  setLeft(interval);
                }}
                data-testid="exam-watch-refresh"
              >
                <LuRefreshCw />
                <FormattedMessage id="examWatch.panel.refresh" />
              </Button>
            </HStack>

            <Box
              as="dl"
              display="grid"
              gridTemplateColumns="repeat(2, minmax(0, 1fr))"
              gap="2"
              data-testid="exam-watch-stat"
            >
              {counters.map((c) => (
                <Box key={c.key} bg="bg.subtle" rounded="md" px="3" py="2">
                  <Text as="dt" fontSize="xs" color="fg.muted">
                    <FormattedMessage id={c.id} />
                  </Text>
                  <Text
                    as="dd"
                    fontSize="xl"
                    fontWeight="semibold"
                    data-testid={`exam-watch-stat-${c.key}`}
                  >
                    {c.value ?? '—'}
                  </Text>
                </Box>
              ))}
            </Box>
            <VisuallyHidden role="status" aria-live="polite" data-testid="exam-watch-announce">
              {announced}
            </VisuallyHidden>

            {sitting > 0 && (canMessage || canHand) && (
              <Stack gap="2">
                {canMessage && (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => setDialog({ kind: 'message', to: null })}
                    data-testid="exam-watch-message-all"
                  >
                    <LuMessagesSquare />
                    <FormattedMessage id="examWatch.panel.messageAll" />
                  </Button>
                )}
                {canHand && (
                  <Button
                    size="sm"
                    colorPalette="red"
                    onClick={() => setDialog({ kind: 'handAll' })}
                    data-testid="exam-watch-hand-all"
                  >
                    <LuSend />
                    <FormattedMessage id="examWatch.panel.handAll" />
                  </Button>
                )}
              </Stack>
            )}

            <EventLog
              entries={live.log}
              onOpen={(entry) =>
                entry.paperId !== null &&
                setDialog({ kind: 'record', paperId: entry.paperId, name: entry.name })
              }
            />
          </Card.Body>
        </Card.Root>

        <Card.Root borderWidth="0" shadow="xs" flex="1" minW="0" w="full">
          <Card.Body gap="4">
            <HStack gap="2" wrap="wrap">
              <DeptTreeSelect
                value={deptCode}
                onChange={(code) => {
                  setDeptCode(code);
                  setPage(1);
                }}
                clearable
                size="sm"
                width="14rem"
                testId="exam-watch-dept"
              />
              <SearchBox
                value={realName}
                onSearch={(v) => {
                  setRealName(v);
                  setPage(1);
                }}
                placeholder={intl.formatMessage({ id: 'examWatch.filter.name' })}
                testId="exam-watch-search"
              />
              {presenceFilters.map((f) => (
                <Checkbox.Root
                  key={f.key}
                  size="sm"
                  checked={f.checked}
                  onCheckedChange={(e) => {
                    f.set(e.checked === true);
                    setPage(1);
                  }}
                  data-testid={`exam-watch-${f.key}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <FormattedMessage id={f.id} />
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>

            <Box
              ref={gridRef}
              tabIndex={-1}
              outline="none"
              aria-busy={rowsQuery.loading && live.rows === null}
            >
              {live.rows !== null && rows.length === 0 ? (
                <EmptyText>
                  <span data-testid="exam-watch-empty">
                    <FormattedMessage id="examWatch.grid.noUsers" />
                  </span>
                </EmptyText>
              ) : (
                <Box
                  as="ul"
                  listStyleType="none"
                  display="grid"
                  gap="3"
                  // At most 8 cards a line; fewer, at least 150 px wide, on narrower screens.
                  gridTemplateColumns="repeat(auto-fill, minmax(max(150px, calc((100% - 7 * var(--chakra-spacing-3)) / 8)), 1fr))"
                  aria-label={intl.formatMessage({ id: 'examWatch.grid.label' })}
                  data-testid="exam-watch-grid"
                >
                  {rows.map((row) => (
                    <WatchCard
                      key={row.id}
                      row={row}
                      mark={live.marks[row.id]}
                      snapshots={snapshots}
                      canMessage={canMessage}
                      canHand={canHand}
                      onMessage={() =>
                        setDialog({
                          kind: 'message',
                          to: { userId: row.userId, name: nameOf(row) },
                        })
                      }
                      onHand={() => setDialog({ kind: 'hand', row, name: nameOf(row) })}
                      onRecord={() => {
                        dispatch({ type: 'seen', paperId: row.id });
                        setDialog({ kind: 'record', paperId: row.id, name: nameOf(row) });
                      }}
                    />
                  ))}
                </Box>
              )}
            </Box>
            <Pager
              total={live.total}
              page={page}
              size={WATCH_PAGE_SIZE}
              sizes={false}
              onChange={(p) => setPage(p)}
              testId="exam-watch-pager"
            />
          </Card.Body>
        </Card.Root>
      </Flex>

      {dialog?.kind === 'message' && (
        <MessageDialog examId={examId} to={dialog.to} onClose={closeDialog} />
      )}
      {dialog?.kind === 'hand' && (
        <ForceHandDialog
          paperId={dialog.row.id}
          name={dialog.name}
          onClose={closeDialog}
          onDone={afterHandIn}
        />
      )}
      {dialog?.kind === 'handAll' && (
        <HandAllDialog
          examId={examId}
          sitting={sitting}
          onClose={closeDialog}
          onDone={afterHandIn}
        />
      )}
      {dialog?.kind === 'record' && (
        <PaperEventsDialog paperId={dialog.paperId} name={dialog.name} onClose={closeDialog} />
      )}
    </Stack>
  );
}

function nameOf(row: WatchRow): string {
  return row.realName !== '' ? row.realName : row.userName;
}

const LOG_IDS: Record<LogEntry['kind'], string> = {
  leave: 'examWatch.log.leave',
  faceFail: 'examWatch.log.faceFail',
  handIn: 'examWatch.log.handIn',
};

/** The latest leaves, failed face checks and hand-ins, newest first; each opens its record. */
function EventLog(props: { entries: LogEntry[]; onOpen: (entry: LogEntry) => void }) {
  const intl = useIntl();
  return (
    <Stack gap="2" as="section" aria-labelledby="exam-watch-log-heading">
      <Heading size="xs" id="exam-watch-log-heading">
        <FormattedMessage id="examWatch.log.title" />
      </Heading>
      {props.entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="examWatch.log.empty" />
        </Text>
      ) : (
        <Stack
          as="ol"
          gap="1.5"
          listStyleType="none"
          maxH="64"
          overflowY="auto"
          fontSize="sm"
          data-testid="exam-watch-log"
        >
          {props.entries.map((e) => (
            <Box as="li" key={e.key} data-testid={`exam-watch-log-${e.kind}`}>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(intl, e.at)}
              </Text>
              <Button
                variant="plain"
                size="xs"
                h="auto"
                p="0"
                whiteSpace="normal"
                textAlign="start"
                color={e.kind === 'handIn' ? 'fg' : 'fg.error'}
                disabled={e.paperId === null}
                onClick={() => props.onOpen(e)}
              >
                <FormattedMessage
                  id={LOG_IDS[e.kind]}
                  values={{ name: e.name === '' ? '—' : e.name, n: e.value, reason: e.text }}
                />
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
