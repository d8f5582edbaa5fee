import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Card, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft } from 'react-icons/lu';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { EXAM_LIST_PATH, examCheckPath, paperResultPath } from '../exam/paths';
import { ExamSession, type SessionPaper } from './ExamSession';
import { BREAK_DELAY_MS, BREAK_PATH } from './examTakePaths';
import { ExamTakeOpenPaperDocument } from './examTakeDocuments';
import { openSaveBuffer, type SaveBuffer } from './saveBuffer';
import { subCodeOf } from './saveErrors';
import { ServerClock } from './serverClock';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown }
  | { kind: 'ready'; paper: SessionPaper; buffer: SaveBuffer; clock: ServerClock };

/** /web/exam/start/{examId}: the exam itself. */
export function ExamTakePage() {
  const { id } = useParams();
  if (id === undefined || id === '') return <Navigate to="/404" replace />;
  return <ExamStart key={id} examId={id} />;
}

/**
 * Opens the learner's running paper of the exam in one read: the check page creates it (with the
 * password of open type 9, and admission). Without a running paper the learner goes to the check
 * page first, so a stale tab or a reload after the deadline never starts a new attempt by itself.
 */
function ExamStart({ examId }: { examId: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    async function load() {
      try {
        const clock = new ServerClock();
        const sentAt = clock.monoNow();
        const opened = client
          .query({
            query: ExamTakeOpenPaperDocument,
            variables: { examId },
            fetchPolicy: 'no-cache',
          })
          .then((result) => ({ result, receivedAt: clock.monoNow() }));
        const [buffer, { result, receivedAt }] = await Promise.all([openSaveBuffer(), opened]);
        if (cancelled) return;
        const paper = result.data?.openPaper;
        if (paper == null) {
          void navigate(examCheckPath(examId), { replace: true });
          return;
        }
        clock.observe(result.data?.serverTime ?? Number.NaN, sentAt, receivedAt);
        // Handed in between its read of the running paper and its answer (the deadline, a proctor).
        if (paper.state !== 0) {
          void navigate(paperResultPath(paper.id), { replace: true });
          return;
        }
        setLoaded({ kind: 'ready', paper, buffer, clock });
      } catch (error) {
        if (!cancelled) setLoaded({ kind: 'error', error });
      }
    }
    void load();
    return () => {
      cancelled = true;
    };
  }, [client, examId, navigate]);

  if (loaded.kind === 'error') return <StartFailed examId={examId} error={loaded.error} />;
  if (loaded.kind === 'loading') {
    return (
      <Stack gap="4" data-testid="exam-take-loading">
        <Skeleton h="20" rounded="l3" />
        <Skeleton h="96" rounded="l3" />
      </Stack>
    );
  }
  return (
    <ExamSession paper={loaded.paper} buffer={loaded.buffer} clock={loaded.clock} examId={examId} />
  );
}

/** The exam cannot be opened: the catalogue message; deleted questions go back to the list. */
function StartFailed({ examId, error }: { examId: string; error: unknown }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const deleted = subCodeOf(error) === 'QUESTION_DELETED';
  useEffect(() => {
    if (!deleted) return undefined;
    const timer = setTimeout(() => void navigate(BREAK_PATH, { replace: true }), BREAK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [deleted, navigate]);
  return (
    <Card.Root borderWidth="0" shadow="xs" data-testid="exam-take-failed">
      <Card.Body>
        <Stack gap="4" align="flex-start">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title data-testid="exam-take-error">{errorMessage(intl, error)}</Alert.Title>
          </Alert.Root>
          {!deleted && (
            <HStack gap="2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => void navigate(examCheckPath(examId))}
              >
                <LuArrowLeft />
                <FormattedMessage id="examTake.page.backToCheck" />
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void navigate(EXAM_LIST_PATH)}>
                <FormattedMessage id="examTake.page.backToList" />
              </Button>
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
