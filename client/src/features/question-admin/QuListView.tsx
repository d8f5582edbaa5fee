import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Flex, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuEye, LuRotateCcw } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { usePermissions } from '../../app/session/permissions';
import { AddButton } from '../../components/ui/list-toolbar';
import {
  ActionsCell,
  ActionsHeader,
  DeleteRowDialog,
  PagedTable,
} from '../../components/ui/paged-table';
import { DEFAULT_PAGE_SIZE } from '../../components/ui/pager';
import { SearchBox } from '../../components/ui/search-box';
import { DeleteRowAction, EditRowAction, RowAction } from '../../components/ui/row-action';
import { LEVELS, levelLabelId, QU_TYPES, typeLabelId } from '../question/questionTypes';
import {
  AdminQuestionDocument,
  AdminQuestionPagingDocument,
  DeleteQuestionsDocument,
  RepoChapterOptionsDocument,
  RepoOptionsDocument,
} from './questionAdminDocuments';
import { fromAdmin } from './questionDraft';
import { QuestionEditor } from './QuestionEditor';
import { QuestionPreviewDialog } from './QuestionPreviewDialog';
import { PERMISSIONS } from '../../gql/permissions';

/** `?edit=new` opens the editor for a new question. */
const NEW = 'new';

function intParam(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) ? n : undefined;
}

/**
 * Back office, view key repo/qu-list (QuList): questions of the banks with filters (bank, chapter
 * once a bank is chosen, type, difficulty, text), paged; preview, create and edit (?edit=), delete.
 * The filters live in the address, so a bank's "questions" link and the browser's back work.
 */
export function QuListView() {
  const intl = useIntl();
  const can = usePermissions();
  const [params, setParams] = useSearchParams();
  const repoId = params.get('repoId') ?? '';
  const chapterId = params.get('chapterId') ?? '';
  const quType = intParam(params.get('quType'));
  const level = intParam(params.get('level'));
  const content = params.get('content') ?? '';
  const page = intParam(params.get('page')) ?? 1;
  const size = intParam(params.get('size')) ?? DEFAULT_PAGE_SIZE;
  const edit = params.get('edit');

  const [previewId, setPreviewId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; text: string } | null>(null);

  const repos = useQuery(RepoOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const chapters = useQuery(RepoChapterOptionsDocument, {
    variables: { repoId },
    skip: repoId === '',
  });
  const list = useQuery(AdminQuestionPagingDocument, {
    variables: {
      input: {
        repoId: repoId === '' ? undefined : repoId,
        chapterId: chapterId === '' ? undefined : chapterId,
        quType,
        level,
        content: content === '' ? undefined : content,
        current: page,
        size,
      },
    },
    skip: edit !== null,
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removing] = useMutation(DeleteQuestionsDocument);
  const error = list.error ?? repos.error;
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  function update(patch: Record<string, string | number | undefined>, keepPage = false) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!keepPage && !('page' in patch)) next.delete('page');
    setParams(next);
  }

  if (edit !== null) {
    return (
      <QuestionEditor
        key={edit}
        target={{ id: edit === NEW ? null : edit, repoId, chapterId }}
        onDone={(saved) => {
          update({ edit: undefined }, true);
          if (saved) void list.refetch();
        }}
      />
    );
  }

  async function confirmDelete() {
    if (deleting === null) return;
    try {
      await remove({ variables: { ids: [deleting.id] } });
      notifySuccess(intl.formatMessage({ id: 'common.result.deleted' }));
      setDeleting(null);
      const records = list.data?.adminQuestionPaging.records.length ?? 0;
      if (records <= 1 && page > 1) update({ page: page - 1 });
      else void list.refetch();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const canAdd = can(PERMISSIONS.quAdd);
  const canEdit = can(PERMISSIONS.quUpdate);
  const canDelete = can(PERMISSIONS.quDelete);
  const result = list.data?.adminQuestionPaging;
  const filtered = repoId !== '' || quType !== undefined || level !== undefined || content !== '';

  const select = (
    value: string,
    onChange: (v: string) => void,
    placeholderId: string,
    options: { value: string; label: string }[],
    testId: string,
    labelId: string,
  ) => (
    <NativeSelect.Root size="sm" w={{ base: 'full', sm: '44' }}>
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: labelId })}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        bg="bg"
        data-testid={testId}
      >
        <option value="">{intl.formatMessage({ id: placeholderId })}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Stack gap="4" data-testid="qu-admin-list">
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body gap="4">
          <Flex gap="2.5" wrap="wrap" align="center">
            {select(
              repoId,
              (v) => update({ repoId: v, chapterId: undefined }),
              'questionAdmin.list.allRepos',
              (repos.data?.repoPaging.records ?? []).map((r) => ({ value: r.id, label: r.title })),
              'qu-filter-repo',
              'questionAdmin.list.filterRepo',
            )}
            {repoId !== '' &&
              select(
                chapterId,
                (v) => update({ chapterId: v }),
                'questionAdmin.list.allChapters',
                (chapters.data?.repoChapters ?? []).map((c) => ({ value: c.id, label: c.title })),
                'qu-filter-chapter',
                'questionAdmin.list.filterChapter',
              )}
            {select(
              quType !== undefined ? String(quType) : '',
              (v) => update({ quType: v }),
              'questionAdmin.list.allTypes',
              QU_TYPES.map((t) => ({
                value: String(t),
                label: intl.formatMessage({ id: typeLabelId(t) }),
              })),
              'qu-filter-type',
              'questionAdmin.list.filterType',
            )}
            {select(
              level !== undefined ? String(level) : '',
              (v) => update({ level: v }),
              'questionAdmin.list.allLevels',
              LEVELS.map((l) => ({
                value: String(l),
                label: intl.formatMessage({ id: levelLabelId(l) }),
              })),
              'qu-filter-level',
              'questionAdmin.list.filterLevel',
            )}
            <SearchBox
              value={content}
              onSearch={(t) => update({ content: t })}
              placeholder={intl.formatMessage({ id: 'questionAdmin.list.search' })}
              testId="qu-filter-content"
              maxW="2xs"
            />
            {filtered && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setParams(new URLSearchParams())}
                data-testid="qu-filter-reset"
              >
                <LuRotateCcw />
                <FormattedMessage id="common.action.reset" />
              </Button>
            )}
            {canAdd && (
              <AddButton
                ms="auto"
                label={<FormattedMessage id="questionAdmin.list.add" />}
                onClick={() => update({ edit: NEW }, true)}
                testId="qu-add"
              />
            )}
          </Flex>

          <PagedTable
            records={result?.records}
            total={result?.total ?? 0}
            loading={list.loading}
            page={page}
            size={size}
            onPageChange={(p, s) =>
              update({
                page: p > 1 ? p : undefined,
                size: s !== DEFAULT_PAGE_SIZE ? s : undefined,
              })
            }
            pagerTestId="qu-pager"
            header={
              <>
                <Table.ColumnHeader w="12">#</Table.ColumnHeader>
                <Table.ColumnHeader minW="64">
                  <FormattedMessage id="questionAdmin.list.content" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="questionAdmin.editor.type" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="questionAdmin.editor.level" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="questionAdmin.editor.repo" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="questionAdmin.editor.chapter" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="questionAdmin.list.updateTime" />
                </Table.ColumnHeader>
                <ActionsHeader />
              </>
            }
          >
            {result?.records.map((q, i) => (
              <Table.Row key={q.id} data-testid={`qu-row-${q.id}`}>
                <Table.Cell color="fg.muted">{(page - 1) * size + i + 1}</Table.Cell>
                <Table.Cell>
                  <Text lineClamp={2} title={q.contentText}>
                    {q.contentText}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Badge colorPalette="brand" variant="subtle">
                    <FormattedMessage id={typeLabelId(q.quType)} />
                  </Badge>
                  {q.subCount > 0 && (
                    <Text as="span" fontSize="xs" color="fg.muted" ms="1">
                      <FormattedMessage id="questionAdmin.list.parts" values={{ n: q.subCount }} />
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Badge colorPalette={q.level === 2 ? 'orange' : 'gray'} variant="subtle">
                    <FormattedMessage id={levelLabelId(q.level)} />
                  </Badge>
                </Table.Cell>
                <Table.Cell>{q.repoTitle}</Table.Cell>
                <Table.Cell color={q.chapterTitle == null ? 'fg.subtle' : undefined}>
                  {q.chapterTitle ?? '—'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(intl, q.updateTime)}</Table.Cell>
                <ActionsCell>
                  {
                    <RowAction
                      label={intl.formatMessage({ id: 'questionAdmin.editor.preview' })}
                      icon={<LuEye />}
                      onClick={() => setPreviewId(q.id)}
                      testId={`qu-preview-${q.id}`}
                    />
                  }
                  {canEdit && (
                    <EditRowAction
                      onClick={() => update({ edit: q.id }, true)}
                      testId={`qu-edit-${q.id}`}
                    />
                  )}
                  {canDelete && (
                    <DeleteRowAction
                      onClick={() => setDeleting({ id: q.id, text: q.contentText })}
                      testId={`qu-delete-${q.id}`}
                    />
                  )}
                </ActionsCell>
              </Table.Row>
            ))}
          </PagedTable>
        </Card.Body>
      </Card.Root>

      {previewId !== null && <PreviewLoader id={previewId} onClose={() => setPreviewId(null)} />}
      <DeleteRowDialog
        open={deleting !== null}
        loading={removing.loading}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        testId="qu-delete-dialog"
        detail={
          deleting !== null && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {deleting.text}
            </Text>
          )
        }
      />
    </Stack>
  );
}

function PreviewLoader({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error } = useQuery(AdminQuestionDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (error === undefined) return;
    notifyError(error);
    onClose();
  }, [error, onClose]);
  const q = data?.adminQuestion;
  const draft = useMemo(() => (q !== undefined ? fromAdmin(q) : null), [q]);
  return <QuestionPreviewDialog draft={draft} onClose={onClose} />;
}
