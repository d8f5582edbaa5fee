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
  Link,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuArrowRight, LuCalendarClock, LuInfo, LuPlay, LuSend } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { errorExtensions, errorMessage } from '../../app/errors/errorMessage';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { Field } from '../../components/ui/field';
import { PasswordInput } from '../../components/ui/password-input';
import { RichText } from '../../components/ui/rich-text';
import type { ExamCheckInfoQuery } from '../../gql/graphql';
import { CameraCheck } from '../exam-monitor/CameraCheck';
import { FaceCheckDialog } from '../realname/FaceCheckDialog';
import { enterFullscreen } from '../exam-monitor/fullscreen';
import { typeLabelId } from '../question/questionTypes';
import { ApplyDialog, type ApplyTarget } from './ApplyDialog';
import { RealNameNeeded } from './RealNameNeeded';
import { StartSlotLine } from './StartSlotLine';
import { CreatePaperDocument, ExamCheckInfoDocument } from './examDocuments';
import { formatScore, listStateColor, listStateLabelId } from './examFormat';
import { EXAM_LIST_PATH, examStartPath, MY_PAPERS_PATH } from './paths';

type CheckInfo = NonNullable<ExamCheckInfoQuery['examCheckInfo']>;

/** The refusal an approved application lifts (the exam takes applications). */
const APPLY_SUB_CODES = ['EXAM_PRIVATE_NEEDS_SIGNUP'];
/** The refusal RealNameNeeded explains (with the way to the real-name tab). */
const REAL_NAME_SUB_CODE = 'EXAM_REAL_PERSON_REQUIRED';

/**
 * /web/exam/check/{id}: what the exam is (content, rules, scores, time, attempts, proctoring)
 * before the learner starts it; the password for open type 9; a start block (window, lateness,
 * attempts, another exam running) disables the start with the server's reason. A staggered exam
 * shows the learner's own start time, counting down to it, and asks the server again when it comes
 * so the start is enabled without a reload. An exam with face checks runs the face check dialog
 * (with its movement challenge) first and starts with the face token it returns.
 */
export function ExamCheckPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const examId = useParams().id ?? '';
  const [applyTarget, setApplyTarget] = useState<ApplyTarget | null>(null);
  const { data, error, refetch } = useQuery(ExamCheckInfoDocument, {
    variables: { id: examId },
    fetchPolicy: 'network-only',
  });

  if (error !== undefined) {
    const subCode = errorExtensions(error).subCode ?? '';
    return (
      <Stack gap="4" data-testid="exam-check-error">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title data-testid="exam-check-error-text">{errorMessage(intl, error)}</Alert.Title>
        </Alert.Root>
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={() => void navigate(EXAM_LIST_PATH)}>
            <LuArrowLeft />
            <FormattedMessage id="exam.check.back" />
          </Button>
          {APPLY_SUB_CODES.includes(subCode) && (
            <Button
              size="sm"
              colorPalette="brand"
              variant="outline"
              onClick={() => setApplyTarget({ id: examId, title: '' })}
              data-testid="exam-check-apply"
            >
              <LuSend />
              <FormattedMessage id="exam.list.apply" />
            </Button>
          )}
        </HStack>
        <ApplyDialog target={applyTarget} onClose={() => setApplyTarget(null)} />
      </Stack>
    );
  }
  const info = data?.examCheckInfo;
  if (info == null) {
    return (
      <Stack gap="4">
        <Skeleton h="40" rounded="l3" />
        <Skeleton h="56" rounded="l3" />
      </Stack>
    );
  }
  return <CheckContent info={info} onRefresh={() => void refetch()} />;
}

function CheckContent({ info, onRefresh }: { info: CheckInfo; onRefresh: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [passwordWrong, setPasswordWrong] = useState(false);
  const [createPaper, { loading }] = useMutation(CreatePaperDocument);
  const resuming = info.openPaperId != null && info.openPaperId !== '';
  const askPassword = info.needsPassword && !resuming;
  const blocked = info.startBlock != null && !resuming;
  const passwordMissing = askPassword && password.trim() === '';
  const [cameraOk, setCameraOk] = useState(false);
  const cameraMissing = (info.camOn || info.faceOn) && !resuming && !cameraOk;
  // An exam with face checks starts with a face check of the last 10 minutes: it runs first.
  const [faceChecking, setFaceChecking] = useState(false);

  async function onStart(e: FormEvent) {
    e.preventDefault();
    // Screen-leave rules run in full screen, entered from this click (browsers require a gesture).
    if (info.leaveOn && !blocked && !cameraMissing && !passwordMissing) void enterFullscreen();
    if (resuming) {
      void navigate(examStartPath(info.id));
      return;
    }
    setSubmitted(true);
    if (blocked || passwordMissing || cameraMissing) return;
    if (info.faceOn) {
      setFaceChecking(true);
      return;
    }
    await start(undefined);
  }

  async function start(faceToken: string | undefined) {
    try {
      const pw = askPassword ? password : undefined;
      await createPaper({ variables: { input: { examId: info.id, password: pw, faceToken } } });
      void navigate(examStartPath(info.id));
    } catch (error) {
      setPasswordWrong(errorExtensions(error).subCode === 'EXAM_PASSWORD_WRONG');
      notifyError(error, intl);
    }
  }

  const notes: { key: string; text: string }[] = [];
  if (info.lateMax > 0) {
    notes.push({
      key: 'late',
      text: intl.formatMessage({ id: 'exam.check.lateMax' }, { n: info.lateMax }),
    });
  }
  if (info.handMin > 0) {
    notes.push({
      key: 'hand',
      text: intl.formatMessage({ id: 'exam.check.handMin' }, { n: info.handMin }),
    });
  }
  if (info.camOn) {
    notes.push({ key: 'cam', text: intl.formatMessage({ id: 'exam.check.camOn' }) });
  }
  if (info.faceOn) {
    notes.push({ key: 'face', text: intl.formatMessage({ id: 'exam.check.faceOn' }) });
  }
  if (info.leaveOn) {
    notes.push({ key: 'leave', text: intl.formatMessage({ id: 'exam.check.leaveOn' }) });
  }
  if (info.staggerMinutes > 0) {
    notes.push({ key: 'stagger', text: intl.formatMessage({ id: 'exam.check.slotNote' }) });
  }
  notes.push({ key: 'auto', text: intl.formatMessage({ id: 'exam.check.autoHand' }) });

  const stats: { key: string; labelId: string; value: string }[] = [
    { key: 'total', labelId: 'exam.check.totalScore', value: formatScore(info.totalScore) },
    { key: 'qualify', labelId: 'exam.check.qualifyScore', value: formatScore(info.qualifyScore) },
    {
      key: 'time',
      labelId: 'exam.check.totalTime',
      value: intl.formatMessage({ id: 'exam.check.minutes' }, { n: info.totalTime }),
    },
    {
      key: 'attempts',
      labelId: 'exam.check.attemptsLeft',
      value:
        info.attemptsLeft == null
          ? intl.formatMessage({ id: 'exam.check.unlimited' })
          : String(info.attemptsLeft),
    },
  ];

  const ruleCount = info.rules.reduce((sum, r) => sum + r.quCount, 0);

  return (
    <Stack gap="5" data-testid="exam-check" data-exam-id={info.id}>
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body gap="4" p={{ base: '5', md: '6' }}>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }}>
            <Stack gap="2" flex="1" minW="0">
              <Heading size="xl" data-testid="exam-check-title">
                {info.title}
              </Heading>
              <HStack gap="1.5" wrap="wrap">
                <Badge colorPalette={listStateColor(info.listState)} variant="solid">
                  <FormattedMessage id={listStateLabelId(info.listState)} />
                </Badge>
                {info.examTypeText !== '' && (
                  <Badge colorPalette="brand" variant="subtle">
                    {info.examTypeText}
                  </Badge>
                )}
              </HStack>
              <HStack gap="2" fontSize="sm" color="fg.muted">
                <LuCalendarClock />
                <Text data-testid="exam-check-window">
                  {formatDateTime(intl, info.startTime)} ~ {formatDateTime(intl, info.endTime)}
                </Text>
              </HStack>
            </Stack>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void navigate(EXAM_LIST_PATH)}
              data-testid="exam-check-back"
            >
              <LuArrowLeft />
              <FormattedMessage id="exam.check.back" />
            </Button>
          </Flex>

          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {stats.map((s) => (
              <Stat.Root key={s.key} borderWidth="1px" rounded="lg" px="3" py="2">
                <Stat.Label>
                  <FormattedMessage id={s.labelId} />
                </Stat.Label>
                <Stat.ValueText fontSize="xl" data-testid={`exam-check-${s.key}`}>
                  {s.value}
                </Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>

          {info.content !== '' && (
            <Box
              borderWidth="1px"
              rounded="lg"
              p="4"
              bg="bg.subtle"
              data-testid="exam-check-content"
            >
              <RichText html={info.content} fontSize="sm" lineHeight="tall" />
            </Box>
          )}
        </Card.Body>
      </Card.Root>

      <SimpleGrid columns={{ base: 1, lg: 5 }} gap="5" alignItems="start">
        <Card.Root borderWidth="0" shadow="xs" gridColumn={{ lg: 'span 3' }}>
          <Card.Header>
            <Heading size="md">
              <FormattedMessage id="exam.check.rules" />
            </Heading>
          </Card.Header>
          <Card.Body pt="3">
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" data-testid="exam-check-rules">
                <Table.Header>
                  <Table.Row bg="bg.muted">
                    <Table.ColumnHeader>
                      <FormattedMessage id="exam.check.ruleType" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <FormattedMessage id="exam.check.ruleCount" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <FormattedMessage id="exam.check.ruleScore" />
                    </Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">
                      <FormattedMessage id="exam.check.ruleTotal" />
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {info.rules.map((r, i) => (
                    <Table.Row key={`${r.quType}-${i}`}>
                      <Table.Cell>
                        <FormattedMessage id={typeLabelId(r.quType)} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">{r.quCount}</Table.Cell>
                      <Table.Cell textAlign="end">{formatScore(r.quScore)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatScore(r.totalScore)}</Table.Cell>
                    </Table.Row>
                  ))}
                  <Table.Row fontWeight="semibold">
                    <Table.Cell>
                      <FormattedMessage id="exam.check.ruleSum" />
                    </Table.Cell>
                    <Table.Cell textAlign="end">{ruleCount}</Table.Cell>
                    <Table.Cell />
                    <Table.Cell textAlign="end">{formatScore(info.totalScore)}</Table.Cell>
                  </Table.Row>
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Card.Body>
        </Card.Root>

        <Card.Root borderWidth="0" shadow="xs" gridColumn={{ lg: 'span 2' }}>
          <Card.Header>
            <Heading size="md">
              <FormattedMessage id="exam.check.notes" />
            </Heading>
          </Card.Header>
          <Card.Body pt="3" gap="4">
            <List.Root gap="2" variant="plain" fontSize="sm" data-testid="exam-check-notes">
              {notes.map((n) => (
                <List.Item key={n.key} data-testid={`exam-check-note-${n.key}`}>
                  <List.Indicator asChild color="brand.fg">
                    <LuInfo />
                  </List.Indicator>
                  {n.text}
                </List.Item>
              ))}
            </List.Root>

            <form onSubmit={(e) => void onStart(e)} noValidate>
              <Stack gap="3">
                {resuming && (
                  <Alert.Root status="info" size="sm" data-testid="exam-check-resume">
                    <Alert.Indicator />
                    <Alert.Title>
                      <FormattedMessage id="exam.check.resume" />
                    </Alert.Title>
                  </Alert.Root>
                )}
                {!resuming && info.startSlot != null && info.startSlotIn != null && (
                  <StartSlotLine
                    startSlot={String(info.startSlot)}
                    startSlotIn={info.startSlotIn}
                    waiting={info.startBlock?.subCode === 'EXAM_BEFORE_SLOT'}
                    onReached={onRefresh}
                  />
                )}
                {!resuming && info.realNameRequired && <RealNameNeeded />}
                {blocked &&
                  info.startBlock != null &&
                  info.startBlock.subCode !== REAL_NAME_SUB_CODE && (
                    <Alert.Root status="warning" data-testid="exam-check-block">
                      <Alert.Indicator />
                      <Alert.Content gap="2">
                        <Alert.Title>{info.startBlock.message}</Alert.Title>
                        {info.startBlock.subCode === 'EXAM_IN_PROGRESS' && (
                          // The running paper is another exam's: My results resumes it.
                          <Link asChild fontSize="sm" fontWeight="medium">
                            <RouterLink to={MY_PAPERS_PATH} data-testid="exam-check-open-papers">
                              <FormattedMessage id="exam.check.openPapers" />
                              <LuArrowRight />
                            </RouterLink>
                          </Link>
                        )}
                      </Alert.Content>
                    </Alert.Root>
                  )}
                {askPassword && (
                  <Field
                    label={<FormattedMessage id="exam.check.password" />}
                    required
                    invalid={(submitted && passwordMissing) || passwordWrong}
                    errorText={
                      passwordMissing
                        ? intl.formatMessage({ id: 'exam.check.passwordRequired' })
                        : intl.formatMessage({ id: 'exam.check.passwordWrong' })
                    }
                  >
                    <PasswordInput
                      value={password}
                      autoComplete="off"
                      disabled={blocked}
                      placeholder={intl.formatMessage({ id: 'exam.check.passwordPlaceholder' })}
                      onChange={(e) => {
                        setPassword(e.target.value);
                        setPasswordWrong(false);
                      }}
                      data-testid="exam-check-password"
                    />
                  </Field>
                )}
                <CameraCheck
                  examId={info.id}
                  required={(info.camOn || info.faceOn) && !resuming}
                  ok={cameraOk}
                  onCameraWorks={() => setCameraOk(true)}
                />
                <Button
                  type="submit"
                  colorPalette={resuming ? 'orange' : 'brand'}
                  size="lg"
                  disabled={blocked || cameraMissing}
                  aria-describedby={cameraMissing ? 'camera-requirement' : undefined}
                  loading={loading}
                  data-testid="exam-check-start"
                >
                  <LuPlay />
                  <FormattedMessage id={resuming ? 'exam.list.continue' : 'exam.check.start'} />
                </Button>
              </Stack>
            </form>
            {faceChecking && (
              <FaceCheckDialog
                onClose={() => setFaceChecking(false)}
                onPassed={(result) => {
                  setFaceChecking(false);
                  void start(result.faceToken ?? undefined);
                }}
              />
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
