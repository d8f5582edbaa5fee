import { useMutation, useQuery } from '@apollo/client/react';
import { Card } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
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
import { CHANNEL_LABELS, CHANNELS, NotifyTmplDialog, type TmplValues } from './NotifyTmplDialog';
import { DeleteNotifyTmplsDocument, NotifyTmplsDocument } from './notifyDocuments';

interface Row {
  id: string;
  title: string;
  msgTitle: string;
  content: string;
  channels: string[];
  updateTime: unknown;
}

/** Notification templates (view key sys/tmpl, menu NotifyTmplList). */
export function NotifyTmplView() {
  const intl = useIntl();
  const can = useCan();
  const [title, setTitle] = useState('');
  const { page, size, setPage, change } = usePaging();
  const [editing, setEditing] = useState<TmplValues | null>(null);
  const confirm = useConfirm();
  const { data, loading, error, refetch } = useQuery(NotifyTmplsDocument, {
    variables: { title: title === '' ? null : title, current: page, size },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteTmpls] = useMutation(DeleteNotifyTmplsDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  function remove(r: Row) {
    confirm.ask({
      message: <FormattedMessage id="notify.tmpl.deleteConfirm" values={{ title: r.title }} />,
      testId: 'tmpl-delete-confirm',
      run: async () => {
        try {
          await deleteTmpls({ variables: { ids: [r.id] } });
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
      header: <FormattedMessage id="notify.tmpl.name" />,
      width: '180px',
      truncate: true,
      render: (r) => r.title,
    },
    {
      key: 'msgTitle',
      header: <FormattedMessage id="notify.tmpl.msgTitle" />,
      width: '320px',
      truncate: true,
      render: (r) => <span title={r.content}>{r.msgTitle}</span>,
    },
    {
      key: 'channels',
      header: <FormattedMessage id="notify.tmpl.channels" />,
      width: '150px',
      render: (r) =>
        CHANNELS.filter((c) => r.channels.includes(c))
          .map((c) => intl.formatMessage({ id: CHANNEL_LABELS[c] }))
          .join(intl.formatMessage({ id: 'notify.tmpl.channelSeparator' })),
    },
    {
      key: 'updated',
      header: <FormattedMessage id="notify.tmpl.updated" />,
      width: '170px',
      render: (r) => formatDateTime(intl, r.updateTime),
    },
    {
      key: 'actions',
      stickyEnd: true,
      align: 'end',
      header: <FormattedMessage id="sys.common.actions" />,
      render: (r) => (
        <>
          {can(PERMISSIONS.notifyTmplSave) && (
            <TitledAction
              label={intl.formatMessage({ id: 'sys.common.edit' })}
              icon={<LuPencil />}
              onClick={() => setEditing({ ...r })}
              testId={`tmpl-edit-${r.id}`}
            />
          )}
          {can(PERMISSIONS.notifyTmplDelete) && (
            <TitledAction
              label={intl.formatMessage({ id: 'sys.common.delete' })}
              icon={<LuTrash2 />}
              color="red"
              onClick={() => remove(r)}
              testId={`tmpl-delete-${r.id}`}
            />
          )}
        </>
      ),
    },
  ];

  return (
    <Card.Root data-testid="tmpl-page">
      <PanelHeader
        pb="3"
        title={<FormattedMessage id="notify.tmpl.heading" />}
        action={
          can(PERMISSIONS.notifyTmplSave) && (
            <AddButton
              label={<FormattedMessage id="sys.common.add" />}
              onClick={() =>
                setEditing({ title: '', msgTitle: '', content: '', channels: ['msg'] })
              }
              testId="tmpl-add"
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
            placeholder={intl.formatMessage({ id: 'notify.tmpl.search' })}
            testId="tmpl-search"
          />
        }
      />
      <Card.Body pt="0" gap="4">
        <DataTable
          columns={columns}
          rows={data?.notifyTmpls.records ?? []}
          loading={loading && data === undefined}
          testId="tmpl-table"
          label={intl.formatMessage({ id: 'notify.tmpl.heading' })}
        />
        <Pager
          total={data?.notifyTmpls.total ?? 0}
          page={page}
          size={size}
          onChange={change}
          testId="tmpl-pager"
        />
      </Card.Body>
      {confirm.dialog}
      {editing !== null && (
        <NotifyTmplDialog
          initial={editing}
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
