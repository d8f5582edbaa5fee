import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Card, HStack, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuExternalLink, LuPencil, LuTrash2 } from 'react-icons/lu';
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
import { NOTICE_PUBLISHED, NoticeDialog } from './NoticeDialog';
import { DeleteNoticesDocument, NoticesDocument } from './noticeDocuments';
import { noticePath } from './paths';

interface Row {
  id: string;
  title: string;
  state: number;
  publishTime?: unknown;
  createByName: string;
  updateTime: unknown;
}

/** Notice management (view key sys/notice, menu SysNotice): list, add, edit, publish, delete. */
export function NoticeAdminView() {
  const intl = useIntl();
  const can = useCan();
  const [title, setTitle] = useState('');
  const [state, setState] = useState('');
  const { page, size, setPage, change } = usePaging();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const confirm = useConfirm();
  const { data, loading, error, refetch } = useQuery(NoticesDocument, {
    variables: {
      input: {
        current: page,
        size,
        title: title === '' ? null : title,
        state: state === '' ? null : Number(state),
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteNotices] = useMutation(DeleteNoticesDocument);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  function remove(n: Row) {
    confirm.ask({
      message: <FormattedMessage id="notice.admin.deleteConfirm" values={{ title: n.title }} />,
      testId: 'notice-delete-confirm',
      run: async () => {
        try {
          await deleteNotices({ variables: { ids: [n.id] } });
          notifySuccess(intl.formatMessage({ id: 'sys.common.deleted' }));
          await refetch();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  const columns: DataColumn<Row>[] = [
    {
      key: 'title',
      header: <FormattedMessage id="notice.field.title" />,
      truncate: true,
      width: '320px',
      render: (n) => n.title,
    },
    {
      key: 'state',
      header: <FormattedMessage id="notice.field.state" />,
      width: '100px',
      render: (n) =>
        n.state === NOTICE_PUBLISHED ? (
          <Badge colorPalette="green" variant="subtle">
            <FormattedMessage id="notice.state.published" />
          </Badge>
        ) : (
          <Badge colorPalette="gray" variant="subtle">
            <FormattedMessage id="notice.state.draft" />
          </Badge>
        ),
    },
    {
      key: 'publishTime',
      header: <FormattedMessage id="notice.field.publishTime" />,
      width: '170px',
      render: (n) => (n.publishTime == null ? '-' : formatDateTime(intl, n.publishTime)),
    },
    {
      key: 'author',
      header: <FormattedMessage id="notice.field.author" />,
      width: '120px',
      render: (n) => n.createByName,
    },
    {
      key: 'actions',
      stickyEnd: true,
      align: 'end',
      header: <FormattedMessage id="sys.common.actions" />,
      render: (n) => (
        <HStack gap="0.5" justify="flex-end">
          {n.state === NOTICE_PUBLISHED && (
            <TitledAction
              label={intl.formatMessage({ id: 'notice.admin.view' })}
              icon={<LuExternalLink />}
              onClick={() => window.open(noticePath(n.id), '_blank', 'noopener')}
              testId={`notice-view-${n.id}`}
            />
          )}
          {can(PERMISSIONS.noticeUpdate) && (
            <TitledAction
              label={intl.formatMessage({ id: 'sys.common.edit' })}
              icon={<LuPencil />}
              onClick={() => setEditing({ id: n.id })}
              testId={`notice-edit-${n.id}`}
            />
          )}
          {can(PERMISSIONS.noticeDelete) && (
            <TitledAction
              label={intl.formatMessage({ id: 'sys.common.delete' })}
              icon={<LuTrash2 />}
              onClick={() => remove(n)}
              testId={`notice-delete-${n.id}`}
              color="red"
            />
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Card.Root data-testid="notice-admin-page">
      <PanelHeader
        pb="3"
        title={<FormattedMessage id="notice.admin.title" />}
        action={
          can(PERMISSIONS.noticeAdd) && (
            <AddButton
              label={<FormattedMessage id="sys.common.add" />}
              onClick={() => setEditing({ id: null })}
              testId="notice-add"
            />
          )
        }
        search={
          <HStack gap="2" wrap="wrap">
            <SearchBox
              value={title}
              onSearch={(t) => {
                setTitle(t);
                setPage(1);
              }}
              placeholder={intl.formatMessage({ id: 'notice.list.search' })}
              testId="notice-admin-search"
            />
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                value={state}
                aria-label={intl.formatMessage({ id: 'notice.field.state' })}
                onChange={(e) => {
                  setState(e.currentTarget.value);
                  setPage(1);
                }}
                data-testid="notice-admin-state"
              >
                <option value="">{intl.formatMessage({ id: 'notice.state.all' })}</option>
                <option value="0">{intl.formatMessage({ id: 'notice.state.published' })}</option>
                <option value="1">{intl.formatMessage({ id: 'notice.state.draft' })}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        }
      />
      <Card.Body pt="0" gap="4">
        <DataTable
          columns={columns}
          rows={data?.notices.records ?? []}
          loading={loading && data === undefined}
          testId="notice-table"
          label={intl.formatMessage({ id: 'notice.admin.title' })}
        />
        <Pager
          total={data?.notices.total ?? 0}
          page={page}
          size={size}
          onChange={change}
          testId="notice-admin-pager"
        />
      </Card.Body>
      {confirm.dialog}
      {editing !== null && (
        <NoticeDialog
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
    </Card.Root>
  );
}
