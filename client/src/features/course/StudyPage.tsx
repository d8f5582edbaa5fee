import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Breadcrumb,
  Button,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuCircleCheck, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { requestHeaders } from '../../app/apollo';
import { notifyError } from '../../app/errors/notify';
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
 * leaves (a keepalive request that outlives the page). Documents, banks and exams open by link.
 */
export function StudyPage() {
  const intl = useIntl();
  const { itemId = '' } = useParams();
  const [open, { data, error }] = useMutation(OpenCourseItemDocument);
  const [report] = useMutation(ReportCourseProgressDocument);
  const [finished, setFinished] = useState(false);
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
            />
          </Box>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id={item.dragLimit ? 'course.study.ruleDrag' : 'course.study.rule'}
              values={{ share: item.finishShare }}
            />
          </Text>
        </>
      )}
      {item.itemType === 2 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <FormattedMessage id="course.study.document" />
            </Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" colorPalette="brand">
            <a href={item.fileUrl} target="_blank" rel="noopener noreferrer">
              <LuExternalLink />
              <FormattedMessage id="course.study.openDocument" />
            </a>
          </Button>
        </Alert.Root>
      )}
      {(item.itemType === 3 || item.itemType === 4) && item.refId != null && (
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
      )}
    </Stack>
  );
}
