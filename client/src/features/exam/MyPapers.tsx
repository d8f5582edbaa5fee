import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuBookX, LuEye, LuPlay } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { EmptyText } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { MyPapersDocument } from './examDocuments';
import {
  durationMessage,
  formatScore,
  PAPER_STATE,
  paperStateColor,
  paperStateLabelId,
} from './examFormat';
import { STICKY_END_CELL } from '../../components/ui/data-table';
import { ExamPageHeader } from './ExamPageHeader';
import { examStartPath, paperResultPath } from './paths';
import { examWrongBookPath } from '../training/paths';

const PAGE_SIZE = 10;

/**
 * The learner's papers (my results): exam, start, hand-in, time used, score, pass and state, with
 * the result of each; all exams with a title filter, or one exam's records. The actions column
 * stays in view while the table scrolls sideways on a phone.
 */
export function MyPapersTable(props: {
  examId?: string;
  /** Whose papers (the route's user); the server allows another user only with paper:list. */
  userId?: string;
  onExamTitle?: (title: string) => void;
}) {
  const { examId, userId, onExamTitle } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const { data, error, loading } = useQuery(MyPapersDocument, {
    variables: {
      input: {
        examId,
        userId,
        title: title === '' ? undefined : title,
        current: page,
        size,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);
  const result = data?.myPapers;
  const firstTitle = result?.records[0]?.examTitle;
  useEffect(() => {
    if (firstTitle !== undefined) onExamTitle?.(firstTitle);
  }, [firstTitle, onExamTitle]);

  return (
    <Stack gap="4" data-testid="my-papers">
      {examId === undefined && (
        <SearchBox
          value={title}
          onSearch={(t) => {
            setTitle(t);
            setPage(1);
          }}
          placeholder={intl.formatMessage({ id: 'exam.papers.search' })}
          testId="my-papers-search"
        />
      )}
      {result === undefined && loading && <Skeleton h="40" />}
      {result !== undefined && result.records.length === 0 && <EmptyText />}
      {result !== undefined && result.records.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {examId === undefined && (
                  <Table.ColumnHeader>
                    <FormattedMessage id="exam.papers.exam" />
                  </Table.ColumnHeader>
                )}
                <Table.ColumnHeader>
                  <FormattedMessage id="exam.papers.startedAt" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="exam.papers.handedAt" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="exam.papers.userTime" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="exam.papers.score" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="exam.papers.passed" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="exam.papers.state" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" {...STICKY_END_CELL} bg="bg.muted">
                  <FormattedMessage id="common.table.actions" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.records.map((p) => {
                const used = durationMessage(p.userTime);
                const open = p.state === PAPER_STATE.IN_EXAM;
                return (
                  <Table.Row key={p.id} data-testid={`paper-row-${p.id}`} data-state={p.state}>
                    {examId === undefined && (
                      <Table.Cell maxW="xs">
                        <Text truncate fontWeight="medium" title={p.examTitle}>
                          {p.examTitle}
                        </Text>
                      </Table.Cell>
                    )}
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(intl, p.startedAt)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {formatDateTime(intl, p.handedAt) || '-'}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {open ? '-' : intl.formatMessage({ id: used.id }, used.values)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="paper-score">
                      {open ? '-' : `${formatScore(p.userScore)} / ${formatScore(p.totalScore)}`}
                    </Table.Cell>
                    <Table.Cell>
                      {p.passed == null ? (
                        <Text color="fg.muted">-</Text>
                      ) : (
                        <Badge colorPalette={p.passed ? 'green' : 'red'} data-testid="paper-passed">
                          <FormattedMessage
                            id={p.passed ? 'exam.result.passed' : 'exam.result.failed'}
                          />
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={paperStateColor(p.state)} variant="subtle">
                        <FormattedMessage id={paperStateLabelId(p.state)} />
                      </Badge>
                    </Table.Cell>
                    <Table.Cell textAlign="end" {...STICKY_END_CELL} bg="bg.panel">
                      {open ? (
                        <Button
                          size="xs"
                          colorPalette="orange"
                          onClick={() => void navigate(examStartPath(p.examId))}
                          data-testid={`paper-continue-${p.id}`}
                        >
                          <LuPlay />
                          <FormattedMessage id="exam.list.continue" />
                        </Button>
                      ) : (
                        <Button asChild size="xs" variant="subtle" colorPalette="brand">
                          <RouterLink
                            to={paperResultPath(p.id)}
                            data-testid={`paper-result-${p.id}`}
                          >
                            <LuEye />
                            <FormattedMessage id="exam.papers.view" />
                          </RouterLink>
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
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
          testId="my-papers-pager"
        />
      )}
    </Stack>
  );
}

/** /web/paper: my results. */
export function MyPapersPage() {
  return (
    <Stack gap="5" data-testid="my-papers-page">
      <Heading size="xl">
        <FormattedMessage id="exam.papers.title" />
      </Heading>
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <MyPapersTable />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** /web/paper/list/{examId}/{userId}: the learner's papers of one exam. */
export function ExamRecordsPage() {
  const navigate = useNavigate();
  const params = useParams();
  const examId = params.examId ?? '';
  const userId = params.userId ?? '';
  const [examTitle, setExamTitle] = useState('');
  return (
    <Stack gap="5" data-testid="exam-records-page">
      <ExamPageHeader
        titleId="exam.records.title"
        examTitle={examTitle}
        examTitleTestId="exam-records-exam"
      >
        <Button
          variant="subtle"
          colorPalette="brand"
          size="sm"
          onClick={() => void navigate(examWrongBookPath(examId))}
          data-testid="exam-records-wrongbook"
        >
          <LuBookX />
          <FormattedMessage id="exam.result.wrongBook" />
        </Button>
      </ExamPageHeader>
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <MyPapersTable
            key={`${examId}/${userId}`}
            examId={examId}
            userId={userId === '' ? undefined : userId}
            onExamTitle={setExamTitle}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
