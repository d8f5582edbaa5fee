import { useQuery } from '@apollo/client/react';
import { Link, Skeleton, Stack, Table } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { EmptyText } from '../../components/ui/empty-state';
import { CourseProgressBar } from './CourseListPage';
import { MyCourseCompletionDocument } from './courseDocuments';
import { coursePath } from './paths';

/** The personal centre's courses: each course studied, how far, and when last. */
export function CourseCompletionTab() {
  const intl = useIntl();
  const { data, error } = useQuery(MyCourseCompletionDocument, {
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  if (data === undefined) return error === undefined ? <Skeleton h="24" /> : null;
  const rows = data.myCourseCompletion;
  if (rows.length === 0) return <EmptyText />;
  return (
    <Stack gap="3" data-testid="uc-courses">
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={intl.formatMessage({ id: 'course.completion.title' })}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <FormattedMessage id="course.field.title" />
              </Table.ColumnHeader>
              <Table.ColumnHeader minW="56">
                <FormattedMessage id="course.completion.progress" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="course.completion.lastStudy" />
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.courseId} data-testid={`uc-course-${r.courseId}`}>
                <Table.Cell>
                  <Link asChild colorPalette="brand">
                    <RouterLink to={coursePath(r.courseId)}>{r.title}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <CourseProgressBar
                    percent={r.percent}
                    done={r.finishedCount}
                    total={r.itemCount}
                  />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(intl, r.lastStudyTime)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
