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
  Icon,
  Link,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { IconType } from 'react-icons';
import {
  LuArrowLeft,
  LuBookX,
  LuBrain,
  LuListOrdered,
  LuPlay,
  LuRotateCcw,
  LuShuffle,
} from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors/errorMessage';
import { notifyError } from '../../app/errors/notify';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { graphql, useFragment as getFragmentData } from '../../gql';
import {
  modeHintId,
  modeLabelId,
  TRAIN_KIND,
  TRAIN_MODES,
  type TrainMode,
  typeLabelId,
} from '../question/questionTypes';
import { trainingPath, wrongBookPath } from '../training/paths';
import {
  MyTrainingsDocument,
  StartTrainingDocument,
  TrainingHeaderFragment,
} from '../training/trainingDocuments';

const LearnerRepoDetailDocument = graphql(`
  query LearnerRepoDetail($id: ID!) {
    repoDetail(id: $id) {
      id
      title
      remark
      quCount
      objCount
      subjCount
      typeCounts {
        quType
        count
      }
      chapters {
        id
        title
        quCount
      }
    }
  }
`);

const RepoWrongCountDocument = graphql(`
  query RepoWrongCount($repoId: ID!) {
    wrongBookQuestions(input: { repoId: $repoId, size: 1 }) {
      total
    }
  }
`);

const MODE_ICONS: Record<TrainMode, IconType> = { 11: LuListOrdered, 12: LuShuffle, 13: LuBrain };

/** History rows fetched to find the unfinished training of each mode (the API's largest page). */
const HISTORY_SCAN = 100;

/** /web/repo/view/{repoId}: a bank with the three practice modes, continue or start over. */
export function RepoViewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const repoId = useParams().repoId ?? '';
  const detail = useQuery(LearnerRepoDetailDocument, { variables: { id: repoId } });
  const history = useQuery(MyTrainingsDocument, {
    variables: { input: { repoId, kind: TRAIN_KIND.BANK, size: HISTORY_SCAN } },
    fetchPolicy: 'network-only',
  });
  const wrong = useQuery(RepoWrongCountDocument, {
    variables: { repoId },
    fetchPolicy: 'network-only',
  });
  const [start, starting] = useMutation(StartTrainingDocument);
  const [restart, setRestart] = useState<TrainMode | null>(null);

  const repo = detail.data?.repoDetail;
  const unfinished = new Map<number, { answered: number; total: number; percent: number }>();
  for (const row of history.data?.myTrainings.records ?? []) {
    const t = getFragmentData(TrainingHeaderFragment, row);
    if (t.state === 0 && !unfinished.has(t.mode)) unfinished.set(t.mode, t);
  }
  const wrongCount = wrong.data?.wrongBookQuestions.total ?? 0;

  async function startOver(mode: TrainMode) {
    try {
      await start({
        variables: { input: { kind: TRAIN_KIND.BANK, repoId, mode, clear: true } },
      });
      setRestart(null);
      void navigate(trainingPath(TRAIN_KIND.BANK, repoId, mode));
    } catch (error) {
      setRestart(null);
      notifyError(error, intl);
    }
  }

  if (detail.error !== undefined) {
    return (
      <Alert.Root status="error" data-testid="repo-view-error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(intl, detail.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (repo === undefined) {
    return (
      <Stack gap="4">
        <Skeleton h="32" rounded="l3" />
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Skeleton h="44" rounded="l3" />
          <Skeleton h="44" rounded="l3" />
          <Skeleton h="44" rounded="l3" />
        </SimpleGrid>
      </Stack>
    );
  }

  const empty = repo.quCount === 0;
  return (
    <Stack gap="5" data-testid="repo-view">
      <Link asChild fontSize="sm" color="fg.muted" alignSelf="flex-start">
        <RouterLink to="/web/repo" data-testid="repo-view-back">
          <LuArrowLeft />
          <FormattedMessage id="repo.view.back" />
        </RouterLink>
      </Link>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body p={{ base: '5', md: '6' }} gap="4">
          <Stack gap="2">
            <Heading size="2xl" data-testid="repo-view-title">
              {repo.title}
            </Heading>
            {repo.remark !== '' && <Text color="fg.muted">{repo.remark}</Text>}
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Badge size="lg" colorPalette="brand" data-testid="repo-view-count">
              <FormattedMessage id="repo.list.quCount" values={{ n: repo.quCount }} />
            </Badge>
            {repo.typeCounts
              .filter((t) => t.count > 0)
              .map((t) => (
                <Badge key={t.quType} size="lg" variant="outline">
                  <FormattedMessage id={typeLabelId(t.quType)} /> {t.count}
                </Badge>
              ))}
          </HStack>
          {repo.chapters.length > 0 && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="repo.view.chapters"
                values={{ list: repo.chapters.map((c) => `${c.title} (${c.quCount})`).join(' · ') }}
              />
            </Text>
          )}
          {wrongCount > 0 && (
            <Box>
              <Button asChild size="sm" variant="outline" colorPalette="red">
                <RouterLink to={wrongBookPath(repoId)} data-testid="repo-wrong-link">
                  <LuBookX />
                  <FormattedMessage id="repo.view.wrongBook" values={{ n: wrongCount }} />
                </RouterLink>
              </Button>
            </Box>
          )}
        </Card.Body>
      </Card.Root>

      {empty && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="repo.view.empty" />
          </Alert.Title>
        </Alert.Root>
      )}

      <Heading size="md">
        <FormattedMessage id="repo.view.chooseMode" />
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {TRAIN_MODES.map((mode) => {
          const open = unfinished.get(mode);
          return (
            <Card.Root
              key={mode}
              borderWidth="0"
              shadow="xs"
              data-testid={`mode-card-${mode}`}
              data-unfinished={open !== undefined ? 'true' : 'false'}
            >
              <Card.Body gap="3" p="5">
                <HStack gap="3">
                  <Flex
                    boxSize="10"
                    rounded="full"
                    bg={mode === 13 ? 'purple.subtle' : 'brand.subtle'}
                    color={mode === 13 ? 'purple.fg' : 'brand.fg'}
                    align="center"
                    justify="center"
                  >
                    <Icon as={MODE_ICONS[mode]} boxSize="5" />
                  </Flex>
                  <Heading size="md">
                    <FormattedMessage id={modeLabelId(mode)} />
                  </Heading>
                </HStack>
                <Text fontSize="sm" color="fg.muted" minH="10">
                  <FormattedMessage id={modeHintId(mode)} />
                </Text>
                {open !== undefined && (
                  <Stack gap="1">
                    <Text fontSize="xs" color="fg.muted">
                      <FormattedMessage
                        id="repo.view.unfinished"
                        values={{ answered: open.answered, total: open.total }}
                      />
                    </Text>
                    <Progress.Root value={open.percent} size="xs" colorPalette="brand">
                      <Progress.Track rounded="full">
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  </Stack>
                )}
              </Card.Body>
              <Card.Footer pt="0" px="5" pb="5" gap="2">
                <Button
                  flex="1"
                  size="sm"
                  colorPalette={mode === 13 ? 'purple' : 'brand'}
                  disabled={empty}
                  onClick={() => void navigate(trainingPath(TRAIN_KIND.BANK, repoId, mode))}
                  data-testid={`mode-${mode}`}
                >
                  <LuPlay />
                  <FormattedMessage
                    id={open !== undefined ? 'repo.view.continue' : 'repo.view.start'}
                  />
                </Button>
                {open !== undefined && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setRestart(mode)}
                    data-testid={`mode-${mode}-restart`}
                  >
                    <LuRotateCcw />
                    <FormattedMessage id="repo.view.restart" />
                  </Button>
                )}
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>

      <ConfirmDialog
        open={restart !== null}
        title={<FormattedMessage id="repo.view.restartTitle" />}
        confirmLabel={<FormattedMessage id="repo.view.restart" />}
        loading={starting.loading}
        onClose={() => setRestart(null)}
        onConfirm={() => {
          if (restart !== null) void startOver(restart);
        }}
        testId="restart-dialog"
      >
        <FormattedMessage id="repo.view.restartMessage" />
      </ConfirmDialog>
    </Stack>
  );
}
