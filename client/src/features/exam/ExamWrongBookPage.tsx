import { useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuLayers, LuPlay } from 'react-icons/lu';
import { useNavigate, useParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { EmptyText } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { TRAIN_KIND, TRAIN_MODE, typeLabelId } from '../question/questionTypes';
import { trainingPath } from '../training/paths';
import { StartTrainingDocument } from '../training/trainingDocuments';
import { ExamWrongQuestionsDocument, MyPapersDocument } from './examDocuments';
import { EXAM_LIST_PATH } from './paths';

const PAGE_SIZE = 10;

/**
 * /web/book/list/{examId}: the wrong-answer book entries the learner got wrong in this exam
 * (whatever came later), and a practice of just these questions (a wrong-book training limited to
 * the exam, started clean).
 */
export function ExamWrongBookPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const examId = useParams().examId ?? '';
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const questions = useQuery(ExamWrongQuestionsDocument, {
    variables: { input: { examId, current: page, size } },
    fetchPolicy: 'cache-and-network',
  });
  // The exam's title, from the learner's latest paper of it.
  const papers = useQuery(MyPapersDocument, {
    variables: { input: { examId, current: 1, size: 1 } },
  });
  const error = questions.error;
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  const result = questions.data?.wrongBookQuestions;
  const examTitle = papers.data?.myPapers.records[0]?.examTitle ?? '';
  const [start, starting] = useMutation(StartTrainingDocument);

  async function practise() {
    const mode = TRAIN_MODE.SEQUENTIAL;
    try {
      await start({ variables: { input: { kind: TRAIN_KIND.BOOK, examId, mode, clear: true } } });
      void navigate(trainingPath(TRAIN_KIND.BOOK, null, mode, examId));
    } catch (e) {
      notifyError(e, intl);
    }
  }

  return (
    <Stack gap="5" data-testid="exam-wrongbook-page">
      <Flex gap="3" align={{ sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="1" flex="1" minW="0">
          <Heading size="xl">
            <FormattedMessage id="exam.wrongBook.title" />
          </Heading>
          {examTitle !== '' && (
            <Text color="fg.muted" data-testid="exam-wrongbook-exam">
              {examTitle}
            </Text>
          )}
        </Stack>
        <HStack gap="2">
          <Button variant="outline" size="sm" onClick={() => void navigate(EXAM_LIST_PATH)}>
            <LuArrowLeft />
            <FormattedMessage id="exam.result.backList" />
          </Button>
          <Button
            colorPalette="brand"
            size="sm"
            disabled={result === undefined || result.total === 0}
            loading={starting.loading}
            onClick={() => void practise()}
            data-testid="exam-wrongbook-practise"
          >
            <LuPlay />
            <FormattedMessage id="exam.wrongBook.practise" />
          </Button>
        </HStack>
      </Flex>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body gap="4">
          {result === undefined && <Skeleton h="40" />}
          {result !== undefined && result.records.length === 0 && (
            <EmptyText>
              <FormattedMessage id="exam.wrongBook.empty" />
            </EmptyText>
          )}
          {result !== undefined && result.records.length > 0 && (
            <Stack gap="2.5">
              {result.records.map((q, i) => (
                <Box
                  key={q.quId}
                  borderWidth="1px"
                  rounded="lg"
                  px="4"
                  py="3"
                  data-testid={`exam-wrong-${q.quId}`}
                >
                  <HStack gap="2" mb="1.5" wrap="wrap">
                    <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
                      {(page - 1) * size + i + 1}.
                    </Text>
                    <Badge colorPalette="brand" variant="subtle" size="sm">
                      <FormattedMessage id={typeLabelId(q.quType)} />
                    </Badge>
                    <Badge variant="outline" size="sm">
                      <LuLayers />
                      {q.repoTitle}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" lineClamp={3}>
                    {q.title}
                  </Text>
                  <HStack gap="4" mt="2" fontSize="xs" color="fg.muted" wrap="wrap">
                    <Text color="red.fg">
                      <FormattedMessage
                        id="exam.wrongBook.wrongCount"
                        values={{ n: q.wrongCount }}
                      />
                    </Text>
                    <Text>
                      <FormattedMessage
                        id="exam.wrongBook.lastWrong"
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
              testId="exam-wrongbook-pager"
            />
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
