import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  HStack,
  IconButton,
  Input,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowDown, LuArrowUp, LuPlus, LuTrash2 } from 'react-icons/lu';
import { errorFields } from '../../app/errors/errorMessage';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import {
  addChapter,
  chapterKey,
  chapterProblems,
  chaptersInput,
  moveChapter,
  removeChapter,
  renameChapter,
  type ChapterProblem,
  type ChapterRow,
} from './chapters';
import { AdminRepoDetailDocument, SaveRepoDocument } from './repoAdminDocuments';

export const TITLE_MAX = 100;
export const REMARK_MAX = 1000;

/** null: closed; `{}`: a new bank; `{ id }`: edit that bank. */
export type RepoFormTarget = { id?: string } | null;

const CHAPTER_PROBLEM_IDS: Record<ChapterProblem, string> = {
  required: 'repoAdmin.form.chapterRequired',
  duplicate: 'repoAdmin.form.chapterDuplicate',
  tooLong: 'repoAdmin.form.chapterTooLong',
};

/** Create or edit a bank: title, remark and its chapters (added, renamed, reordered, removed). */
export function RepoFormDialog(props: {
  target: RepoFormTarget;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { target, onClose, onSaved } = props;
  return (
    <DialogRoot
      open={target !== null}
      size="md"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
    >
      <DialogContent data-testid="repo-form">
        {target !== null &&
          (target.id === undefined ? (
            <RepoForm key="new" onClose={onClose} onSaved={onSaved} />
          ) : (
            <EditLoader key={target.id} id={target.id} onClose={onClose} onSaved={onSaved} />
          ))}
      </DialogContent>
    </DialogRoot>
  );
}

function EditLoader(props: { id: string; onClose: () => void; onSaved: () => void }) {
  const { data, error } = useQuery(AdminRepoDetailDocument, {
    variables: { id: props.id },
    fetchPolicy: 'network-only',
  });
  const { onClose } = props;
  useEffect(() => {
    if (error === undefined) return;
    notifyError(error);
    onClose();
  }, [error, onClose]);
  if (error !== undefined) return null;
  const repo = data?.repoDetail;
  if (repo === undefined) {
    return (
      <Stack p="6" gap="3">
        <Skeleton h="8" />
        <Skeleton h="20" />
        <Skeleton h="24" />
      </Stack>
    );
  }
  return (
    <RepoForm
      initial={{
        id: repo.id,
        title: repo.title,
        remark: repo.remark,
        chapters: repo.chapters.map((c) => ({ key: chapterKey(), id: c.id, title: c.title })),
        counts: new Map(repo.chapters.map((c) => [c.id, c.quCount])),
      }}
      onClose={props.onClose}
      onSaved={props.onSaved}
    />
  );
}

interface FormInitial {
  id: string;
  title: string;
  remark: string;
  chapters: ChapterRow[];
  counts: Map<string, number>;
}

function RepoForm(props: { initial?: FormInitial; onClose: () => void; onSaved: () => void }) {
  const { initial, onClose, onSaved } = props;
  const intl = useIntl();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [remark, setRemark] = useState(initial?.remark ?? '');
  const [chapters, setChapters] = useState<ChapterRow[]>(initial?.chapters ?? []);
  const [newChapter, setNewChapter] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(SaveRepoDocument);

  const titleProblem =
    title.trim() === ''
      ? 'repoAdmin.form.titleRequired'
      : title.trim().length > TITLE_MAX
        ? 'repoAdmin.form.titleTooLong'
        : null;
  const problems = chapterProblems(chapters);
  const remarkTooLong = remark.trim().length > REMARK_MAX;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (titleProblem !== null || problems.size > 0 || remarkTooLong) return;
    try {
      await save({
        variables: {
          input: {
            ...(initial !== undefined ? { id: initial.id } : {}),
            title: title.trim(),
            remark: remark.trim(),
            chapters: chaptersInput(chapters),
          },
        },
      });
      notifySuccess(intl.formatMessage({ id: 'common.result.saved' }));
      onSaved();
      onClose();
    } catch (error) {
      setServerFields(errorFields(error));
      notifyError(error, intl);
    }
  }

  function addTyped() {
    setChapters((rows) => addChapter(rows, newChapter));
    setNewChapter('');
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <DialogHeader>
        <DialogTitle>
          <FormattedMessage
            id={initial !== undefined ? 'repoAdmin.form.editTitle' : 'repoAdmin.form.addTitle'}
          />
        </DialogTitle>
      </DialogHeader>
      <DialogBody>
        <Stack gap="4">
          <Field
            label={<FormattedMessage id="repoAdmin.form.title" />}
            required
            invalid={(submitted && titleProblem !== null) || serverFields.title !== undefined}
            errorText={
              titleProblem !== null
                ? intl.formatMessage({ id: titleProblem }, { max: TITLE_MAX })
                : serverFields.title
            }
          >
            <Input
              value={title}
              maxLength={TITLE_MAX + 20}
              onChange={(e) => setTitle(e.target.value)}
              data-testid="repo-form-title"
            />
          </Field>
          <Field
            label={<FormattedMessage id="repoAdmin.form.remark" />}
            invalid={remarkTooLong}
            errorText={intl.formatMessage(
              { id: 'repoAdmin.form.remarkTooLong' },
              { max: REMARK_MAX },
            )}
          >
            <Textarea
              value={remark}
              rows={3}
              onChange={(e) => setRemark(e.target.value)}
              data-testid="repo-form-remark"
            />
          </Field>
          <Stack gap="2">
            <Text fontSize="sm" fontWeight="medium">
              <FormattedMessage id="repoAdmin.form.chapters" />
            </Text>
            {chapters.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="repoAdmin.form.noChapters" />
              </Text>
            )}
            {chapters.map((row, i) => {
              const problem = problems.get(i);
              const serverProblem = serverFields[`chapters.${i}.title`];
              const count = row.id !== undefined ? (initial?.counts.get(row.id) ?? 0) : 0;
              return (
                <Stack key={row.key} gap="1">
                  <HStack gap="1.5">
                    <Text fontSize="sm" color="fg.muted" w="6" textAlign="end" flexShrink={0}>
                      {i + 1}
                    </Text>
                    <Input
                      size="sm"
                      value={row.title}
                      aria-invalid={
                        (submitted && problem !== undefined) || serverProblem !== undefined
                      }
                      onChange={(e) =>
                        setChapters((rows) => renameChapter(rows, i, e.target.value))
                      }
                      data-testid={`chapter-input-${i}`}
                    />
                    {count > 0 && (
                      <Text fontSize="xs" color="fg.muted" flexShrink={0} whiteSpace="nowrap">
                        <FormattedMessage id="repoAdmin.form.chapterCount" values={{ n: count }} />
                      </Text>
                    )}
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={intl.formatMessage({ id: 'repoAdmin.form.moveUp' })}
                      disabled={i === 0}
                      onClick={() => setChapters((rows) => moveChapter(rows, i, -1))}
                    >
                      <LuArrowUp />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={intl.formatMessage({ id: 'repoAdmin.form.moveDown' })}
                      disabled={i === chapters.length - 1}
                      onClick={() => setChapters((rows) => moveChapter(rows, i, 1))}
                    >
                      <LuArrowDown />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={intl.formatMessage({ id: 'repoAdmin.form.removeChapter' })}
                      onClick={() => setChapters((rows) => removeChapter(rows, i))}
                      data-testid={`chapter-remove-${i}`}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </HStack>
                  {((submitted && problem !== undefined) || serverProblem !== undefined) && (
                    <Text fontSize="xs" color="fg.error" ps="8">
                      {problem !== undefined
                        ? intl.formatMessage({ id: CHAPTER_PROBLEM_IDS[problem] }, { max: 100 })
                        : serverProblem}
                    </Text>
                  )}
                </Stack>
              );
            })}
            <HStack gap="1.5" ps="7.5">
              <Input
                size="sm"
                value={newChapter}
                placeholder={intl.formatMessage({ id: 'repoAdmin.form.chapterPlaceholder' })}
                onChange={(e) => setNewChapter(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addTyped();
                  }
                }}
                data-testid="chapter-new"
              />
              <Button size="sm" variant="outline" onClick={addTyped} data-testid="chapter-add">
                <LuPlus />
                <FormattedMessage id="repoAdmin.form.addChapter" />
              </Button>
            </HStack>
            {initial !== undefined && (
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id="repoAdmin.form.chapterHint" />
              </Text>
            )}
          </Stack>
        </Stack>
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={loading}>
          <FormattedMessage id="common.action.cancel" />
        </Button>
        <Button type="submit" colorPalette="brand" loading={loading} data-testid="repo-form-submit">
          <FormattedMessage id="common.action.save" />
        </Button>
      </DialogFooter>
      <DialogCloseTrigger />
    </form>
  );
}
