import { useQuery } from '@apollo/client/react';
import { Button, Card, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { LuPlay } from 'react-icons/lu';
import { useParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { usePaging } from '../../components/ui/usePaging';
import { TRAIN_KIND, TRAIN_MODE } from '../question/questionTypes';
import { useStartTraining } from '../training/useStartTraining';
import { WrongQuestionList } from '../wrongbook/WrongQuestionList';
import { ExamWrongQuestionsDocument, MyPapersDocument } from './examDocuments';
import { ExamPageHeader } from './ExamPageHeader';

/**
 * /web/book/list/{examId}: the wrong-answer book entries the learner got wrong in this exam
 * (whatever came later), and a practice of just these questions (a wrong-book training limited to
 * the exam, started clean).
 */
export function ExamWrongBookPage() {
  const examId = useParams().examId ?? '';
  const paging = usePaging();
  const questions = useQuery(ExamWrongQuestionsDocument, {
    variables: { input: { examId, current: paging.page, size: paging.size } },
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
  const { start, starting } = useStartTraining();

  return (
    <Stack gap="5" data-testid="exam-wrongbook-page">
      <ExamPageHeader
        titleId="exam.wrongBook.title"
        examTitle={examTitle}
        examTitleTestId="exam-wrongbook-exam"
      >
        <Button
          colorPalette="brand"
          size="sm"
          disabled={result === undefined || result.total === 0}
          loading={starting}
          onClick={() =>
            void start({
              kind: TRAIN_KIND.BOOK,
              repoId: null,
              examId,
              mode: TRAIN_MODE.SEQUENTIAL,
            })
          }
          data-testid="exam-wrongbook-practise"
        >
          <LuPlay />
          <FormattedMessage id="exam.wrongBook.practise" />
        </Button>
      </ExamPageHeader>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body gap="4">
          <WrongQuestionList list="exam" result={result} paging={paging} showRepo />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
