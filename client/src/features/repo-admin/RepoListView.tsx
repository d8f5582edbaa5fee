import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuDownload, LuListChecks, LuUpload } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { findByName } from '../../app/layouts/admin/menu';
import { usePermissions } from '../../app/session/permissions';
import { useSession } from '../../app/session/SessionContext';
import { ExportDialog } from '../../components/transfer/ExportDialog';
import { ImportDialog } from '../../components/transfer/ImportDialog';
import { AddButton } from '../../components/ui/list-toolbar';
import {
  ActionsCell,
  ActionsHeader,
  DeleteRowDialog,
  PagedTable,
} from '../../components/ui/paged-table';
import { usePaging } from '../../components/ui/usePaging';
import { SearchBox } from '../../components/ui/search-box';
import { DeleteRowAction, EditRowAction, RowAction } from '../../components/ui/row-action';
import { RepoFormDialog, type RepoFormTarget } from './RepoFormDialog';
import { QUESTION_EXPORT, QUESTION_IMPORT } from './questionTransfer';
import {
  AdminRepoPagingDocument,
  DeleteReposDocument,
  QuestionJobFieldsFragment,
  StartQuestionExportDocument,
} from './repoAdminDocuments';
import { useFragment as getFragmentData } from '../../gql';
import { PERMISSIONS } from '../../gql/permissions';

/** Named route of the question list (the seed's menu name). */
export const QU_LIST_ROUTE = 'QuList';

interface RepoRef {
  id: string;
  title: string;
}

/**
 * Back office, view key repo/list (RepoList): banks in a paged table with a title search;
 * create / edit (title, remark, chapters), delete, and per bank its questions, import and export.
 * Actions the user lacks permission for are hidden.
 */
export function RepoListView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const can = usePermissions();
  const { menu } = useSession();
  const [title, setTitle] = useState('');
  const { page, size, setPage, change: changePage } = usePaging();
  const [form, setForm] = useState<RepoFormTarget>(null);
  const [deleting, setDeleting] = useState<RepoRef | null>(null);
  const [importing, setImporting] = useState<RepoRef | null>(null);
  const [exporting, setExporting] = useState<{ repo: RepoRef; jobId: string } | null>(null);

  const { data, error, loading, refetch } = useQuery(AdminRepoPagingDocument, {
    variables: { input: { title: title === '' ? undefined : title, current: page, size } },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removing] = useMutation(DeleteReposDocument);
  const [startExport] = useMutation(StartQuestionExportDocument);
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  const closeForm = useCallback(() => setForm(null), []);

  const quList = findByName(menu, QU_LIST_ROUTE);
  const canQuestions = quList !== null && can(PERMISSIONS.quList);
  const canAdd = can(PERMISSIONS.repoAdd);
  const canEdit = can(PERMISSIONS.repoUpdate);
  const canDelete = can(PERMISSIONS.repoDelete);
  const canImport = can(QUESTION_IMPORT.permission);
  const canExport = can(QUESTION_EXPORT.permission);
  const hasActions = canQuestions || canEdit || canDelete || canImport || canExport;

  async function confirmDelete() {
    if (deleting === null) return;
    try {
      await remove({ variables: { ids: [deleting.id] } });
      notifySuccess(intl.formatMessage({ id: 'common.result.deleted' }));
      setDeleting(null);
      const lastOnPage = (data?.repoPaging.records.length ?? 0) <= 1 && page > 1;
      if (lastOnPage) setPage(page - 1);
      else reload();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  async function exportRepo(repo: RepoRef) {
    try {
      const started = await startExport({ variables: { repoId: repo.id } });
      const job = getFragmentData(QuestionJobFieldsFragment, started.data?.startQuestionExport);
      if (job !== undefined) setExporting({ repo, jobId: job.id });
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const result = data?.repoPaging;
  return (
    <Stack gap="4" data-testid="repo-admin-list">
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body gap="4">
          <Flex gap="3" wrap="wrap" align="center">
            <SearchBox
              value={title}
              onSearch={(t) => {
                setTitle(t);
                setPage(1);
              }}
              placeholder={intl.formatMessage({ id: 'repoAdmin.list.search' })}
              testId="repo-search"
            />
            <HStack ms="auto" gap="2">
              {canAdd && (
                <AddButton
                  label={<FormattedMessage id="repoAdmin.list.add" />}
                  onClick={() => setForm({})}
                  testId="repo-add"
                />
              )}
            </HStack>
          </Flex>

          <PagedTable
            records={result?.records}
            total={result?.total ?? 0}
            loading={loading}
            page={page}
            size={size}
            onPageChange={changePage}
            pagerTestId="repo-pager"
            header={
              <>
                <Table.ColumnHeader minW="48">
                  <FormattedMessage id="repoAdmin.list.title" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="repoAdmin.list.quCount" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="repoAdmin.list.objCount" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="repoAdmin.list.subjCount" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="repoAdmin.list.createTime" />
                </Table.ColumnHeader>
                {hasActions && <ActionsHeader />}
              </>
            }
          >
            {result?.records.map((repo) => {
              const ref = { id: repo.id, title: repo.title };
              return (
                <Table.Row key={repo.id} data-testid={`repo-row-${repo.id}`}>
                  <Table.Cell>
                    <Text fontWeight="medium">{repo.title}</Text>
                    {repo.remark !== '' && (
                      <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                        {repo.remark}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" data-testid="repo-qu-count">
                    {repo.quCount}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{repo.objCount}</Table.Cell>
                  <Table.Cell textAlign="end">{repo.subjCount}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {formatDateTime(intl, repo.createTime)}
                  </Table.Cell>
                  {hasActions && (
                    <ActionsCell>
                      {canQuestions && quList !== null && (
                        <RowAction
                          label={intl.formatMessage({ id: 'repoAdmin.list.questions' })}
                          icon={<LuListChecks />}
                          onClick={() =>
                            void navigate(
                              `${quList.fullPath}?repoId=${encodeURIComponent(repo.id)}`,
                            )
                          }
                          testId={`repo-questions-${repo.id}`}
                        />
                      )}
                      {canImport && (
                        <RowAction
                          label={intl.formatMessage({ id: 'repoAdmin.list.import' })}
                          icon={<LuUpload />}
                          onClick={() => setImporting(ref)}
                          testId={`repo-import-${repo.id}`}
                        />
                      )}
                      {canExport && (
                        <RowAction
                          label={intl.formatMessage({ id: 'repoAdmin.list.export' })}
                          icon={<LuDownload />}
                          onClick={() => void exportRepo(ref)}
                          testId={`repo-export-${repo.id}`}
                        />
                      )}
                      {canEdit && (
                        <EditRowAction
                          onClick={() => setForm({ id: repo.id })}
                          testId={`repo-edit-${repo.id}`}
                        />
                      )}
                      {canDelete && (
                        <DeleteRowAction
                          onClick={() => setDeleting(ref)}
                          testId={`repo-delete-${repo.id}`}
                        />
                      )}
                    </ActionsCell>
                  )}
                </Table.Row>
              );
            })}
          </PagedTable>
        </Card.Body>
      </Card.Root>

      <RepoFormDialog target={form} onClose={closeForm} onSaved={reload} />
      {importing !== null && (
        <ImportDialog
          key={importing.id}
          spec={QUESTION_IMPORT}
          titleValues={{ title: importing.title }}
          fields={{ repoId: importing.id }}
          onClose={() => setImporting(null)}
          onImported={reload}
        />
      )}
      {exporting !== null && (
        <ExportDialog
          key={exporting.jobId}
          spec={QUESTION_EXPORT}
          jobId={exporting.jobId}
          titleValues={{ title: exporting.repo.title }}
          fileName={`${exporting.repo.title}.xlsx`}
          onClose={() => setExporting(null)}
        />
      )}
      <DeleteRowDialog
        open={deleting !== null}
        loading={removing.loading}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        testId="repo-delete-dialog"
        detail={
          deleting !== null && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="repoAdmin.list.deleteHint" values={{ title: deleting.title }} />
            </Text>
          )
        }
      />
    </Stack>
  );
}
