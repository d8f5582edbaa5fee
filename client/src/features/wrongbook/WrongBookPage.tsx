import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Tag,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuBookX, LuFilter, LuPlay } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { usePaging } from '../../components/ui/usePaging';
import { EmptyText } from '../../components/ui/empty-state';
import { SearchBox } from '../../components/ui/search-box';
import { TRAIN_KIND, TRAIN_MODE } from '../question/questionTypes';
import { ExamSelectDialog } from '../sys/pickers/PickerDialogs';
import { useStartTraining } from '../training/useStartTraining';
import { WrongBookQuestionsDocument, WrongBookReposDocument } from './wrongBookDocuments';
import { STREAK_TO_LEAVE, WrongQuestionList } from './WrongQuestionList';

/** Banks listed beside the questions (the API's largest page). */
const REPO_PAGE = 100;

/** The exam the book is narrowed to. */
interface ExamFilter {
  id: string;
  title: string;
}

/**
 * The wrong-answer book: the banks with wrong answers and their counts, the wrong questions
 * (paged) of the chosen bank or of all, optionally only those got wrong in one exam (chosen in the
 * exam selection dialog), and a button that practises them (a kind 2 training).
 */
export function WrongBookPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const repoId = params.get('repoId') ?? '';
  const [title, setTitle] = useState('');
  const [exam, setExam] = useState<ExamFilter | null>(null);
  const [pickingExam, setPickingExam] = useState(false);
  const examButton = useRef<HTMLButtonElement>(null);
  const paging = usePaging();

  const repos = useQuery(WrongBookReposDocument, {
    variables: { input: { size: REPO_PAGE } },
    fetchPolicy: 'cache-and-network',
  });
  const questions = useQuery(WrongBookQuestionsDocument, {
    variables: {
      input: {
        repoId: repoId === '' ? undefined : repoId,
        examId: exam?.id,
        title: title === '' ? undefined : title,
        current: paging.page,
        size: paging.size,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const { start, starting } = useStartTraining();
  const error = repos.error ?? questions.error;
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  function choose(next: string) {
    const p = new URLSearchParams(params);
    if (next === '') p.delete('repoId');
    else p.set('repoId', next);
    setParams(p, { replace: true });
    paging.setPage(1);
  }

  /** Closes the exam dialog; focus goes back to the button that opened it. */
  function closeExamPicker() {
    setPickingExam(false);
    requestAnimationFrame(() => examButton.current?.focus());
  }

  /** Narrows the book to one exam (null: every exam again). */
  function filterByExam(next: ExamFilter | null) {
    setExam(next);
    paging.setPage(1);
    closeExamPicker();
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
          loading={starting}
          onClick={() =>
            void start({
              kind: TRAIN_KIND.BOOK,
              repoId: repoId === '' ? null : repoId,
              examId: exam?.id ?? null,
              mode: TRAIN_MODE.SEQUENTIAL,
            })
          }
          data-testid="wrongbook-practise"
        >
          <LuPlay />
          {exam !== null && chosen !== undefined ? (
            <FormattedMessage
              id="wrongBook.page.practiseExamRepo"
              values={{ exam: exam.title, title: chosen.repoTitle }}
            />
          ) : exam !== null ? (
            <FormattedMessage id="wrongBook.page.practiseExam" values={{ exam: exam.title }} />
          ) : chosen !== undefined ? (
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
              <Box>
                <Flex gap="3" wrap="wrap" align="center">
                  <SearchBox
                    value={title}
                    onSearch={(t) => {
                      setTitle(t);
                      paging.setPage(1);
                    }}
                    placeholder={intl.formatMessage({ id: 'wrongBook.page.search' })}
                    testId="wrongbook-search"
                  />
                  <Button
                    ref={examButton}
                    size="sm"
                    variant="outline"
                    aria-haspopup="dialog"
                    onClick={() => setPickingExam(true)}
                    data-testid="wrongbook-exam-filter"
                  >
                    <LuFilter />
                    <FormattedMessage
                      id={exam === null ? 'wrongBook.page.examFilter' : 'wrongBook.page.examChange'}
                    />
                  </Button>
                </Flex>
                {/* Announced when an exam is chosen. */}
                <Box aria-live="polite">
                  {exam !== null && (
                    <Tag.Root
                      mt="3"
                      size="lg"
                      variant="subtle"
                      colorPalette="brand"
                      maxW="full"
                      data-testid="wrongbook-exam-tag"
                    >
                      <Tag.Label>
                        <FormattedMessage
                          id="wrongBook.page.examTag"
                          values={{ title: exam.title }}
                        />
                      </Tag.Label>
                      <Tag.EndElement>
                        <Tag.CloseTrigger
                          aria-label={intl.formatMessage(
                            { id: 'wrongBook.page.examClear' },
                            { title: exam.title },
                          )}
                          onClick={() => filterByExam(null)}
                          data-testid="wrongbook-exam-clear"
                        />
                      </Tag.EndElement>
                    </Tag.Root>
                  )}
                </Box>
              </Box>
              <WrongQuestionList
                list="book"
                result={result}
                paging={paging}
                showRepo={repoId === ''}
              />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      )}

      {pickingExam && (
        <ExamSelectDialog
          variant="learner"
          single
          title={intl.formatMessage({ id: 'wrongBook.page.examDialog' })}
          onClose={closeExamPicker}
          onConfirm={([picked]) => {
            if (picked !== undefined) filterByExam({ id: picked.id, title: picked.title });
          }}
          testId="wrongbook-exam-picker"
        />
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
