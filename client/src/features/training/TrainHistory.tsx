import { useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Progress, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuPlay } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { STICKY_END_CELL } from '../../components/ui/data-table';
import { EmptyText } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { useFragment as getFragmentData } from '../../gql';
import { resultPath, trainingPath } from './paths';
import { MyTrainingsDocument, TrainingHeaderFragment } from './trainingDocuments';

/** Spec: the history page uses 10 rows. */
const PAGE_SIZE = 10;

/**
 * Training records (user centre): paged, with a bank title filter; repository, mode, update time
 * and progress; "continue" only while the training can continue (state 0), else "ended".
 */
export function TrainHistory() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const { data, error, loading } = useQuery(MyTrainingsDocument, {
    variables: { input: { title: title === '' ? undefined : title, current: page, size } },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  const result = data?.myTrainings;
  const rows = (result?.records ?? []).map((r) => getFragmentData(TrainingHeaderFragment, r));

  return (
    <Stack gap="4" data-testid="train-history">
      <SearchBox
        value={title}
        onSearch={(t) => {
          setTitle(t);
          setPage(1);
        }}
        placeholder={intl.formatMessage({ id: 'training.history.search' })}
        testId="history-search"
      />
      {result === undefined && loading && <Skeleton h="40" />}
      {result !== undefined && rows.length === 0 && <EmptyText />}
      {rows.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>
                  <FormattedMessage id="training.history.repo" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="training.history.mode" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="training.history.updateTime" />
                </Table.ColumnHeader>
                <Table.ColumnHeader minW="40">
                  <FormattedMessage id="training.history.progress" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" {...STICKY_END_CELL} bg="bg.muted">
                  <FormattedMessage id="common.table.actions" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((t) => (
                <Table.Row key={t.id} data-testid={`history-row-${t.id}`} data-state={t.state}>
                  <Table.Cell>
                    <RouterLink to={resultPath(t.id)}>
                      <Text
                        color="brand.fg"
                        fontWeight="medium"
                        _hover={{ textDecoration: 'underline' }}
                      >
                        {t.title}
                      </Text>
                    </RouterLink>
                  </Table.Cell>
                  <Table.Cell>{t.modeText}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(intl, t.updatedAt)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      <Progress.Root value={t.percent} size="xs" colorPalette="brand" flex="1">
                        <Progress.Track rounded="full">
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                      <Text fontSize="xs" color="fg.muted" minW="9" textAlign="end">
                        {t.percent}%
                      </Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end" {...STICKY_END_CELL} bg="bg.panel">
                    {t.state === 0 ? (
                      <Button
                        size="xs"
                        colorPalette="brand"
                        onClick={() =>
                          void navigate(trainingPath(t.kind, t.repoId, t.mode, t.examId))
                        }
                        data-testid={`history-continue-${t.id}`}
                      >
                        <LuPlay />
                        <FormattedMessage id="training.history.continue" />
                      </Button>
                    ) : (
                      <Badge colorPalette="gray" data-testid={`history-ended-${t.id}`}>
                        <FormattedMessage id="training.history.ended" />
                      </Badge>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
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
          testId="history-pager"
        />
      )}
    </Stack>
  );
}
