import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Breadcrumb,
  Button,
  chakra,
  Heading,
  HStack,
  Image,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuCircleCheck, LuDownload, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { requestHeaders } from '../../app/apollo';
import { notifyError } from '../../app/errors/notify';
import type { OpenCourseItemMutation } from '../../gql/graphql';
import { examCheckPath } from '../exam/paths';
import { repoViewPath } from '../training/paths';
import { OpenCourseItemDocument, ReportCourseProgressDocument } from './courseDocuments';
import { COURSE_LIST_PATH, coursePath } from './paths';
import { REPORT_EVERY_MS } from './playerRules';
import { VideoPlayer } from './VideoPlayer';

/** The REST twin of reportCourseProgress, for the report sent as the page goes away. */
const REPORT_PATH = '/api/course/progress/report';

/**
 * /web/course/study/:itemId: one item. A video plays with the course's drag rule from where the
 * learner stopped; its position is reported every few seconds, on pause and when the learner
 * leaves (a keepalive request that outlives the page). A PDF shows in the browser's viewer and an
 * image inline (both from the course's own address), with a download link; other documents
 * download. Banks and exams say what finishes them and how far the learner is, and link there.
 */
export function StudyPage() {
  const intl = useIntl();
  const { itemId = '' } = useParams();
  const [open, { data, error }] = useMutation(OpenCourseItemDocument);
  const [report] = useMutation(ReportCourseProgressDocument);
  const [finished, setFinished] = useState(false);
  /** The item whose video failed to load (a refused key, a missing file). */
  const [playError, setPlayError] = useState<string | null>(null);
  const position = useRef({ time: 0, duration: 0, sent: -1 });

  useEffect(() => {
    position.current = { time: 0, duration: 0, sent: -1 };
    void open({ variables: { itemId } }).then((r) => {
      const p = r.data?.openCourseItem.progress;
      if (p !== undefined) {
        position.current.time = p.position;
        setFinished(p.finished);
      }
    });
  }, [itemId, open]);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const item = data?.openCourseItem;
  const isVideo = item?.itemType === 1 && item.playback != null;

  const send = useCallback(() => {
    const { time, duration, sent } = position.current;
    if (time === sent) return;
    position.current.sent = time;
    void report({ variables: { itemId, position: time, duration } })
      .then((r) => {
        if (r.data?.reportCourseProgress.finished === true) setFinished(true);
      })
      .catch(() => undefined);
  }, [itemId, report]);

  // Every few seconds while the page is open, and once more as it goes away.
  useEffect(() => {
    if (!isVideo) return undefined;
    const timer = window.setInterval(send, REPORT_EVERY_MS);
    const leave = () => {
      const { time, duration, sent } = position.current;
      if (time === sent) return;
      position.current.sent = time;
      void fetch(REPORT_PATH, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { ...requestHeaders(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ itemId, position: time, duration }),
      }).catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
    };
  }, [isVideo, itemId, send]);

  if (item === undefined) return error === undefined ? <Skeleton h="80" /> : null;

  return (
    <Stack gap="4" data-testid="study-page">
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={COURSE_LIST_PATH}>
                <FormattedMessage id="course.list.title" />
              </RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={coursePath(item.courseId)} data-testid="study-back">
                {item.courseTitle}
              </RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{item.chapterTitle}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <HStack justify="space-between" wrap="wrap">
        <Heading size="xl">{item.title}</Heading>
        {finished && (
          <Badge colorPalette="green" size="lg" data-testid="study-finished">
            <LuCircleCheck />
            <FormattedMessage id="course.item.finished" />
          </Badge>
        )}
      </HStack>
      {isVideo && item.playback != null && (
        <>
          <Box maxW="4xl" w="full">
            <VideoPlayer
              src={item.playback.url}
              startAt={item.progress.position}
              furthest={item.progress.furthest}
              dragLimit={item.dragLimit}
              title={item.title}
              renditions={item.playback.renditions}
              keyAuth={item.playback.keyAuth}
              onTime={(time, duration) => {
                position.current.time = time;
                position.current.duration = duration;
              }}
              onPause={(time, duration) => {
                position.current.time = time;
                position.current.duration = duration;
                send();
              }}
              onError={() => setPlayError(itemId)}
            />
          </Box>
          {playError === itemId && (
            <Alert.Root status="error" role="alert" data-testid="study-video-error">
              <Alert.Indicator />
              <Alert.Title>
                <FormattedMessage id="course.study.videoError" />
              </Alert.Title>
            </Alert.Root>
          )}
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id={item.dragLimit ? 'course.study.ruleDrag' : 'course.study.rule'}
              values={{ share: item.finishShare }}
            />
          </Text>
        </>
      )}
      {item.itemType === 2 && (
        <Stack gap="3" data-testid="study-document">
          {/* The download first: reached before the viewer, and visible without scrolling. */}
          <HStack gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id={
                  item.documentKind === 'file'
                    ? 'course.study.documentFile'
                    : 'course.study.document'
                }
              />
            </Text>
            <Button asChild size="sm" variant="outline">
              <a href={item.fileUrl} download={item.fileName} data-testid="study-document-download">
                <LuDownload />
                <FormattedMessage id="course.study.download" values={{ name: item.fileName }} />
              </a>
            </Button>
          </HStack>
          {item.documentKind === 'pdf' && (
            <PdfFrame
              src={item.documentUrl}
              title={intl.formatMessage(
                { id: 'course.study.documentFrame' },
                { title: item.title },
              )}
            />
          )}
          {item.documentKind === 'image' && (
            <Image
              src={item.documentUrl}
              alt={item.title}
              maxW="full"
              alignSelf="flex-start"
              borderRadius="md"
              data-testid="study-document-image"
            />
          )}
        </Stack>
      )}
      {(item.itemType === 3 || item.itemType === 4) && item.refId != null && (
        <Stack gap="3" maxW="2xl" data-testid="study-linked">
          {item.goal != null && <LinkedGoal goal={item.goal} />}
          <Button asChild colorPalette="brand" alignSelf="flex-start">
            <RouterLink
              to={item.itemType === 3 ? repoViewPath(item.refId) : examCheckPath(item.refId)}
            >
              <LuExternalLink />
              <FormattedMessage
                id={item.itemType === 3 ? 'course.study.openRepo' : 'course.study.openExam'}
              />
            </RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

type Goal = NonNullable<OpenCourseItemMutation['openCourseItem']['goal']>;

/** What finishes a linked bank or exam (the server's rule) and how far the learner is. */
function LinkedGoal({ goal }: { goal: Goal }) {
  const intl = useIntl();
  const bank = goal.itemType === 3;
  return (
    <Stack gap="2" data-testid="study-goal">
      <Text>
        {bank ? (
          <FormattedMessage
            id="course.study.repoGoal"
            values={{ required: goal.required, total: goal.total, done: goal.done }}
          />
        ) : (
          <FormattedMessage
            id={goal.passMark ? 'course.study.examGoalPass' : 'course.study.examGoalHand'}
          />
        )}
      </Text>
      {bank && goal.total > 0 && (
        <Progress.Root
          value={Math.min(goal.done, goal.required)}
          max={goal.required}
          size="sm"
          colorPalette="brand"
          maxW="md"
        >
          {/* The track is the progressbar: it carries the name. */}
          <Progress.Track aria-label={intl.formatMessage({ id: 'course.study.repoProgress' })}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {goal.finished && (
        <Text color="fg.success" fontSize="sm">
          <FormattedMessage id="course.study.goalMet" />
        </Text>
      )}
    </Stack>
  );
}

/**
 * A PDF in the browser's viewer. The keyboard focus inside a frame shows on no CSS selector of
 * the page, so the frame draws its ring while the page has handed the focus to it. Chromium's
 * viewer runs in another process and may leave the page's active element on <body>: a Tab from
 * before the frame (or Shift+Tab from after it) that takes the focus out of the page went into it.
 */
function PdfFrame({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [inside, setInside] = useState(false);
  useEffect(() => {
    let lastTab: { at: number; backwards: boolean; from: Element | null } | null = null;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Tab')
        lastTab = { at: Date.now(), backwards: e.shiftKey, from: document.activeElement };
    };
    const tabbedIntoFrame = () => {
      const target = frame.current;
      if (target === null || lastTab === null || lastTab.from === null) return false;
      if (Date.now() - lastTab.at > 3000) return false;
      const position = lastTab.from.compareDocumentPosition(target);
      return lastTab.backwards
        ? (position & Node.DOCUMENT_POSITION_PRECEDING) !== 0
        : (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    };
    // The page's window loses the focus to the frame (blur), and gets it back (focus). The page's
    // active element may settle a little after the blur (a busy machine): look again shortly.
    const checks: number[] = [];
    const look = () => {
      const active = document.activeElement;
      const intoViewer = active === document.body && !document.hasFocus() && tabbedIntoFrame();
      if (active === frame.current || intoViewer) setInside(true);
    };
    const onBlur = () => {
      for (const ms of [0, 100, 400, 1500]) checks.push(window.setTimeout(look, ms));
    };
    const onFocus = () => {
      for (const id of checks.splice(0)) window.clearTimeout(id);
      setInside(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      for (const id of checks.splice(0)) window.clearTimeout(id);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return (
    <chakra.iframe
      ref={frame}
      src={src}
      title={title}
      w="full"
      maxW="5xl"
      h={{ base: '70vh', md: '80vh' }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      outline={inside ? '2px solid' : undefined}
      outlineColor="colorPalette.focusRing"
      outlineOffset="2px"
      colorPalette="brand"
      data-testid="study-document-pdf"
    />
  );
}
