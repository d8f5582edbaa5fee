import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuBookX, LuLayers, LuPlay } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { EmptyText } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { graphql } from '../../gql';
import { TRAIN_KIND, TRAIN_MODE, typeLabelId } from '../question/questionTypes';
import { trainingPath } from '../training/paths';
import { StartTrainingDocument } from '../training/trainingDocuments';

const WrongBookReposDocument = graphql(`
  query WrongBookRepos($input: WrongBookRepoPageInput) {
    wrongBookRepos(input: $input) {
      total
      records {
        repoId
        repoTitle
        quCount
        wrongCount
        lastWrongAt
      }
    }
  }
`);

const WrongBookQuestionsDocument = graphql(`
  query WrongBookQuestions($input: WrongBookQuestionPageInput) {
    wrongBookQuestions(input: $input) {
      total
      current
      size
      records {
        quId
        quType
        repoId
        repoTitle
        title
        wrongCount
        rightStreak
        lastWrongAt
      }
    }
  }
`);

/** Banks listed beside the questions (the API's largest page). */
const REPO_PAGE = 100;
const PAGE_SIZE = 10;
/** A question leaves the book after this many right answers in a row (server rule). */
const STREAK_TO_LEAVE = 2;

/**
 * The wrong-answer book: the banks with wrong answers and their counts, the wrong questions
 * (paged) of the chosen bank or of all, and a button that practises them (a kind 2 training).
 */
export function WrongBookPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const repoId = params.get('repoId') ?? '';
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);

  const repos = useQuery(WrongBookReposDocument, {
    variables: { input: { size: REPO_PAGE } },
    fetchPolicy: 'cache-and-network',
  });
  const questions = useQuery(WrongBookQuestionsDocument, {
    variables: {
      input: {
        repoId: repoId === '' ? undefined : repoId,
        title: title === '' ? undefined : title,
        current: page,
        size,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [start, starting] = useMutation(StartTrainingDocument);
  const error = repos.error ?? questions.error;
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  function choose(next: string) {
    const p = new URLSearchParams(params);
    if (next === '') p.delete('repoId');
    else p.set('repoId', next);
    setParams(p, { replace: true });
    setPage(1);
  }

  async function practise() {
    try {
      await start({
        variables: {
          input: {
            kind: TRAIN_KIND.BOOK,
            repoId: repoId === '' ? undefined : repoId,
            mode: TRAIN_MODE.SEQUENTIAL,
            clear: true,
          },
        },
      });
      void navigate(
        trainingPath(TRAIN_KIND.BOOK, repoId === '' ? null : repoId, TRAIN_MODE.SEQUENTIAL),
      );
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const repoRows = repos.data?.wrongBookRepos.records ?? [];
  const allQuestions = repoRows.reduce((sum, r) => sum + r.quCount, 0);
  const allWrong = repoRows.reduce((sum, r) => sum + r.wrongCount, 0);
  const result = questions.data?.wrongBookQuestions;
  const chosen = repoRows.find((r) => r.repoId === repoId);
  const hasAny = repoRows.length > 0;

  return (
    <Stack gap="5" data-testid="wrongbook-page">
      <Flex gap="3" align={{ sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="1" flex="1">
          <Heading size="xl">
            <FormattedMessage id="wrongBook.page.title" />
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="wrongBook.page.hint" values={{ n: STREAK_TO_LEAVE }} />
          </Text>
        </Stack>
        <Button
          colorPalette="brand"
          disabled={!hasAny || (result !== undefined && result.total === 0 && title === '')}
          loading={starting.loading}
          onClick={() => void practise()}
          data-testid="wrongbook-practise"
        >
          <LuPlay />
          {chosen !== undefined ? (
            <FormattedMessage
              id="wrongBook.page.practiseRepo"
              values={{ title: chosen.repoTitle }}
            />
          ) : (
            <FormattedMessage id="wrongBook.page.practiseAll" />
          )}
        </Button>
      </Flex>

      {repos.data === undefined && repos.loading && <Skeleton h="48" rounded="l3" />}
      {repos.data !== undefined && !hasAny && (
        <Card.Root borderWidth="0" shadow="xs">
          <Card.Body>
            <EmptyText>
              <FormattedMessage id="wrongBook.page.empty" />
            </EmptyText>
          </Card.Body>
        </Card.Root>
      )}

      {hasAny && (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" alignItems="start">
          <Card.Root borderWidth="0" shadow="xs">
            <Card.Header pb="2">
              <Heading size="sm">
                <FormattedMessage id="wrongBook.page.repos" />
              </Heading>
            </Card.Header>
            <Card.Body pt="0" px="2" pb="2">
              <Stack gap="1">
                <RepoEntry
                  active={repoId === ''}
                  title={intl.formatMessage({ id: 'wrongBook.page.allRepos' })}
                  quCount={allQuestions}
                  wrongCount={allWrong}
                  onClick={() => choose('')}
                  testId="wrongbook-repo-all"
                />
                {repoRows.map((r) => (
                  <RepoEntry
                    key={r.repoId}
                    active={r.repoId === repoId}
                    title={r.repoTitle}
                    quCount={r.quCount}
                    wrongCount={r.wrongCount}
                    onClick={() => choose(r.repoId)}
                    testId={`wrongbook-repo-${r.repoId}`}
                  />
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>

          <Card.Root borderWidth="0" shadow="xs" gridColumn={{ md: 'span 2' }}>
            <Card.Body gap="4">
              <SearchBox
                value={title}
                onSearch={(t) => {
                  setTitle(t);
                  setPage(1);
                }}
                placeholder={intl.formatMessage({ id: 'wrongBook.page.search' })}
                testId="wrongbook-search"
              />
              {result === undefined && <Skeleton h="40" />}
              {result !== undefined && result.records.length === 0 && <EmptyText />}
              {result !== undefined && result.records.length > 0 && (
                <Stack gap="2.5">
                  {result.records.map((q, i) => (
                    <Box
                      key={q.quId}
                      borderWidth="1px"
                      rounded="lg"
                      px="4"
                      py="3"
                      data-testid={`wrongbook-question-${q.quId}`}
                    >
                      <HStack gap="2" mb="1.5" wrap="wrap">
                        <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
                          {(page - 1) * size + i + 1}.
                        </Text>
                        <Badge colorPalette="brand" variant="subtle" size="sm">
                          <FormattedMessage id={typeLabelId(q.quType)} />
                        </Badge>
                        {repoId === '' && (
                          <Badge variant="outline" size="sm">
                            <LuLayers />
                            {q.repoTitle}
                          </Badge>
                        )}
                      </HStack>
                      <Text fontSize="sm" lineClamp={3}>
                        {q.title}
                      </Text>
                      <HStack gap="4" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
                        <Text color="red.fg" data-testid="wrong-count">
                          <FormattedMessage
                            id="wrongBook.page.wrongCount"
                            values={{ n: q.wrongCount }}
                          />
                        </Text>
                        <Text>
                          <FormattedMessage
                            id="wrongBook.page.streak"
                            values={{ n: q.rightStreak, total: STREAK_TO_LEAVE }}
                          />
                        </Text>
                        <Text>
                          <FormattedMessage
                            id="wrongBook.page.lastWrong"
                            values={{ time: formatDateTime(intl, q.lastWrongAt) }}
                          />
                        </Text>
                      </HStack>
                    </Box>
                  ))}
                </Stack>
              )}
              {result !== undefined && (
                <Pager
                  total={result.total}
                  page={page}
                  size={size}
                  onChange={(p, s) => {
                    setPage(p);
                    setSize(s);
                  }}
                  testId="wrongbook-pager"
                />
              )}
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      )}
    </Stack>
  );
}

function RepoEntry(props: {
  active: boolean;
  title: string;
  quCount: number;
  wrongCount: number;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Box
      as="button"
      textAlign="start"
      w="full"
      rounded="md"
      px="3"
      py="2"
      bg={props.active ? 'brand.subtle' : 'transparent'}
      color={props.active ? 'brand.fg' : 'fg'}
      _hover={{ bg: props.active ? 'brand.subtle' : 'bg.muted' }}
      onClick={props.onClick}
      aria-pressed={props.active}
      data-testid={props.testId}
    >
      <HStack gap="2">
        <LuBookX />
        <Text fontWeight="medium" fontSize="sm" truncate flex="1">
          {props.title}
        </Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted" ps="6">
        <FormattedMessage
          id="wrongBook.page.repoCounts"
          values={{ n: props.quCount, wrong: props.wrongCount }}
        />
      </Text>
    </Box>
  );
}
