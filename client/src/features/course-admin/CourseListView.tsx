import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Card, HStack, NumberInput } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuEye, LuEyeOff, LuPencil, LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { useCan } from '../../app/session/permissions';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { AddButton, PanelHeader } from '../../components/ui/list-toolbar';
import { Pager } from '../../components/ui/pager';
import { TitledAction } from '../../components/ui/row-action';
import { SearchBox } from '../../components/ui/search-box';
import { useConfirm } from '../../components/ui/useConfirm';
import { usePaging } from '../../components/ui/usePaging';
import { PERMISSIONS } from '../../gql/permissions';
import { OPEN_TYPE_LABELS } from '../course/ItemTypeIcon';
import {
  AdminCoursesDocument,
  DeleteCoursesDocument,
  SetCourseSortDocument,
  SetCourseStateDocument,
} from './courseAdminDocuments';

export const COURSE_EDIT_PATH = '/admin/course/edit';

interface Row {
  id: string;
  title: string;
  state: number;
  openType: number;
  sort: number;
  itemCount: number;
  updateTime: unknown;
}

/** Courses (view key course/list, menu CourseList): order, publish or withdraw, edit, delete. */
export function CourseListView() {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [title, setTitle] = useState('');
  const { page, size, setPage, change } = usePaging();
  const { data, loading, error, refetch } = useQuery(AdminCoursesDocument, {
    variables: { input: { current: page, size, title: title === '' ? null : title } },
    fetchPolicy: 'cache-and-network',
  });
  const [setState] = useMutation(SetCourseStateDocument);
  const [setSort] = useMutation(SetCourseSortDocument);
  const [deleteCourses] = useMutation(DeleteCoursesDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  async function run(action: () => Promise<unknown>, doneId: string) {
    try {
      await action();
      notifySuccess(intl.formatMessage({ id: doneId }));
      await refetch();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const columns: DataColumn<Row>[] = [
    {
      key: 'sort',
      header: <FormattedMessage id="course.field.sort" />,
      width: '110px',
      render: (c) =>
        can(PERMISSIONS.courseUpdate) ? (
          <NumberInput.Root
            size="xs"
            width="20"
            min={0}
            defaultValue={String(c.sort)}
            onValueCommit={(e) => {
              if (Number.isInteger(e.valueAsNumber) && e.valueAsNumber !== c.sort) {
                void run(
                  () => setSort({ variables: { id: c.id, sort: e.valueAsNumber } }),
                  'sys.common.saved',
                );
              }
            }}
          >
            <NumberInput.Input
              aria-label={intl.formatMessage({ id: 'course.field.sortOf' }, { title: c.title })}
              data-testid={`course-sort-${c.id}`}
            />
          </NumberInput.Root>
        ) : (
          c.sort
        ),
    },
    {
      key: 'title',
      header: <FormattedMessage id="course.field.title" />,
      truncate: true,
      width: '300px',
      render: (c) => c.title,
    },
    {
      key: 'items',
      header: <FormattedMessage id="course.field.itemCount" />,
      width: '90px',
      render: (c) => c.itemCount,
    },
    {
      key: 'openType',
      header: <FormattedMessage id="course.field.openType" />,
      width: '140px',
      render: (c) => (
        <FormattedMessage id={OPEN_TYPE_LABELS[c.openType] ?? 'course.openType.everyone'} />
      ),
    },
    {
      key: 'state',
      header: <FormattedMessage id="course.field.state" />,
      width: '100px',
      render: (c) => (
        <Badge colorPalette={c.state === 0 ? 'green' : 'gray'} variant="subtle">
          <FormattedMessage id={c.state === 0 ? 'course.state.published' : 'course.state.draft'} />
        </Badge>
      ),
    },
    {
      key: 'updateTime',
      header: <FormattedMessage id="course.field.updateTime" />,
      width: '170px',
      render: (c) => formatDateTime(intl, c.updateTime),
    },
    {
      key: 'actions',
      stickyEnd: true,
      align: 'end',
      header: <FormattedMessage id="sys.common.actions" />,
      render: (c) => (
        <HStack gap="0.5" justify="flex-end">
          {can(PERMISSIONS.courseUpdate) && (
            <TitledAction
              label={intl.formatMessage({
                id: c.state === 0 ? 'course.admin.withdraw' : 'course.admin.publish',
              })}
              icon={c.state === 0 ? <LuEyeOff /> : <LuEye />}
              onClick={() =>
                void run(
                  () => setState({ variables: { ids: [c.id], state: c.state === 0 ? 1 : 0 } }),
                  'sys.common.saved',
                )
              }
              testId={`course-state-${c.id}`}
            />
          )}
          {can(PERMISSIONS.courseUpdate) && (
            <TitledAction
              label={intl.formatMessage({ id: 'sys.common.edit' })}
              icon={<LuPencil />}
              onClick={() => void navigate(`${COURSE_EDIT_PATH}?id=${encodeURIComponent(c.id)}`)}
              testId={`course-edit-${c.id}`}
            />
          )}
          {can(PERMISSIONS.courseDelete) && (
            <TitledAction
              label={intl.formatMessage({ id: 'sys.common.delete' })}
              icon={<LuTrash2 />}
              color="red"
              testId={`course-delete-${c.id}`}
              onClick={() =>
                confirm.ask({
                  message: (
                    <FormattedMessage id="course.admin.deleteConfirm" values={{ title: c.title }} />
                  ),
                  testId: 'course-delete-confirm',
                  run: () =>
                    run(() => deleteCourses({ variables: { ids: [c.id] } }), 'sys.common.deleted'),
                })
              }
            />
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Card.Root data-testid="course-admin-page">
      <PanelHeader
        pb="3"
        title={<FormattedMessage id="course.admin.title" />}
        action={
          can(PERMISSIONS.courseAdd) && (
            <AddButton
              label={<FormattedMessage id="sys.common.add" />}
              onClick={() => void navigate(COURSE_EDIT_PATH)}
              testId="course-add"
            />
          )
        }
        search={
          <SearchBox
            value={title}
            onSearch={(t) => {
              setTitle(t);
              setPage(1);
            }}
            placeholder={intl.formatMessage({ id: 'course.list.search' })}
            testId="course-admin-search"
          />
        }
      />
      <Card.Body pt="0" gap="4">
        <DataTable
          columns={columns}
          rows={data?.courses.records ?? []}
          loading={loading && data === undefined}
          testId="course-table"
          label={intl.formatMessage({ id: 'course.admin.title' })}
        />
        <Pager
          total={data?.courses.total ?? 0}
          page={page}
          size={size}
          onChange={change}
          testId="course-admin-pager"
        />
      </Card.Body>
      {confirm.dialog}
    </Card.Root>
  );
}
