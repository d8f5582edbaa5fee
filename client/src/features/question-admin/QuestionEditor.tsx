import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Flex,
  Heading,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowLeft, LuEye, LuSave } from 'react-icons/lu';
import { errorFields } from '../../app/errors/errorMessage';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { Field } from '../../components/ui/field';
import { isCompositeType, QU_TYPE, QU_TYPES } from '../question/questionTypes';
import { BodyEditor } from './editor/BodyEditor';
import { issueText, placeLabel } from './editor/editorProblems';
import { LevelPicker } from './editor/LevelPicker';
import { PartsEditor } from './editor/PartsEditor';
import { TypeSelect } from './editor/TypeSelect';
import {
  AdminQuestionDocument,
  RepoChapterOptionsDocument,
  RepoOptionsDocument,
  SaveQuestionDocument,
} from './questionAdminDocuments';
import {
  changeType,
  fromAdmin,
  newDraft,
  toSaveInput,
  validateDraft,
  type DraftLabels,
  type EditorDraft,
  type QuestionDraft,
} from './questionDraft';
import { QuestionPreviewDialog } from './QuestionPreviewDialog';

export interface EditorTarget {
  /** null: a new question. */
  id: string | null;
  repoId: string;
  chapterId: string;
}

/** The question editor page (inside the question list view): every type, preview and save. */
export function QuestionEditor(props: { target: EditorTarget; onDone: (saved: boolean) => void }) {
  const { target, onDone } = props;
  const intl = useIntl();
  const labels = useMemo<DraftLabels>(
    () => ({
      right: intl.formatMessage({ id: 'questionAdmin.editor.judgeRight' }),
      wrong: intl.formatMessage({ id: 'questionAdmin.editor.judgeWrong' }),
    }),
    [intl],
  );
  const { data, error } = useQuery(AdminQuestionDocument, {
    variables: { id: target.id ?? '' },
    skip: target.id === null,
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  if (target.id === null) {
    return (
      <EditorForm
        initial={{
          ...newDraft(QU_TYPE.SINGLE, labels),
          repoId: target.repoId,
          chapterId: target.chapterId,
        }}
        labels={labels}
        onDone={onDone}
      />
    );
  }
  const q = data?.adminQuestion;
  if (q === undefined) {
    return (
      <Stack gap="4">
        <Skeleton h="16" rounded="l3" />
        <Skeleton h="80" rounded="l3" />
      </Stack>
    );
  }
  return (
    <EditorForm
      key={q.id}
      initial={{ ...fromAdmin(q), repoId: q.repoId, chapterId: q.chapterId ?? '' }}
      labels={labels}
      onDone={onDone}
      editing
    />
  );
}

function EditorForm(props: {
  initial: EditorDraft;
  labels: DraftLabels;
  editing?: boolean;
  onDone: (saved: boolean) => void;
}) {
  const { initial, labels, editing = false, onDone } = props;
  const intl = useIntl();
  const [draft, setDraft] = useState<EditorDraft>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<QuestionDraft | null>(null);
  const [save, { loading }] = useMutation(SaveQuestionDocument);
  const repos = useQuery(RepoOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const chapters = useQuery(RepoChapterOptionsDocument, {
    variables: { repoId: draft.repoId },
    skip: draft.repoId === '',
    fetchPolicy: 'cache-and-network',
  });

  const issues = submitted ? validateDraft(draft) : [];
  const problems: Record<string, string> = { ...serverFields };
  for (const issue of issues) problems[issue.field] ??= issueText(intl, issue);
  if (submitted && draft.repoId === '') {
    problems.repoId = intl.formatMessage({ id: 'questionAdmin.rule.required' });
  }
  const problemCount = Object.keys(problems).length;
  const problemAt = (path: string) => problems[path];

  function change(next: QuestionDraft) {
    setDraft((d) => ({ ...d, ...next }));
    if (Object.keys(serverFields).length > 0) setServerFields({});
  }

  async function onSave() {
    setSubmitted(true);
    if (validateDraft(draft).length > 0 || draft.repoId === '') return;
    try {
      await save({ variables: { input: toSaveInput(draft) } });
      notifySuccess(intl.formatMessage({ id: 'common.result.saved' }));
      onDone(true);
    } catch (error) {
      setServerFields(errorFields(error));
      notifyError(error, intl);
    }
  }

  return (
    <Stack gap="4" data-testid="qu-editor">
      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body py="3">
          <Flex gap="3" align="center" wrap="wrap">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onDone(false)}
              data-testid="qu-form-back"
            >
              <LuArrowLeft />
              <FormattedMessage id="questionAdmin.editor.back" />
            </Button>
            <Heading size="md" flex="1">
              <FormattedMessage
                id={editing ? 'questionAdmin.editor.editTitle' : 'questionAdmin.editor.addTitle'}
              />
            </Heading>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setPreview(draft)}
              data-testid="qu-form-preview"
            >
              <LuEye />
              <FormattedMessage id="questionAdmin.editor.preview" />
            </Button>
            <Button
              size="sm"
              colorPalette="brand"
              loading={loading}
              onClick={() => void onSave()}
              data-testid="qu-form-save"
            >
              <LuSave />
              <FormattedMessage id="common.action.save" />
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>

      {problemCount > 0 && (
        <Alert.Root status="error" data-testid="qu-form-problems">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="questionAdmin.editor.problems" values={{ n: problemCount }} />
            </Alert.Title>
            <Alert.Description>
              <Stack as="ul" gap="0.5" ps="4" listStyleType="disc" fontSize="sm">
                {Object.entries(problems).map(([path, message]) => (
                  <li key={path}>
                    {placeLabel(intl, path)}: {message}
                  </li>
                ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
            <Field
              label={<FormattedMessage id="questionAdmin.editor.repo" />}
              required
              invalid={problemAt('repoId') !== undefined}
              errorText={problemAt('repoId')}
            >
              <NativeSelect.Root size="sm" disabled={editing}>
                <NativeSelect.Field
                  value={draft.repoId}
                  onChange={(e) =>
                    setDraft((d) => ({ ...d, repoId: e.currentTarget.value, chapterId: '' }))
                  }
                  data-testid="qu-form-repo"
                >
                  <option value="">
                    {intl.formatMessage({ id: 'questionAdmin.editor.chooseRepo' })}
                  </option>
                  {(repos.data?.repoPaging.records ?? []).map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.title}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
            <Field
              label={<FormattedMessage id="questionAdmin.editor.chapter" />}
              invalid={problemAt('chapterId') !== undefined}
              errorText={problemAt('chapterId')}
            >
              <NativeSelect.Root size="sm" disabled={draft.repoId === ''}>
                <NativeSelect.Field
                  value={draft.chapterId}
                  onChange={(e) => setDraft((d) => ({ ...d, chapterId: e.currentTarget.value }))}
                  data-testid="qu-form-chapter"
                >
                  <option value="">
                    {intl.formatMessage({ id: 'questionAdmin.editor.noChapter' })}
                  </option>
                  {(chapters.data?.repoChapters ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.title}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field>
            <Field label={<FormattedMessage id="questionAdmin.editor.type" />} required>
              <TypeSelect
                value={draft.quType}
                types={QU_TYPES}
                onChange={(t) => change(changeType(draft, t, labels))}
                testId="qu-form-type"
              />
            </Field>
            <Field label={<FormattedMessage id="questionAdmin.editor.level" />}>
              <LevelPicker
                value={draft.level}
                onChange={(level) => change({ ...draft, level })}
                testId="qu-form-level"
              />
            </Field>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root borderWidth="0" shadow="xs">
        <Card.Body>
          <BodyEditor draft={draft} onChange={change} prefix="" tid="qu" problemAt={problemAt} />
        </Card.Body>
      </Card.Root>

      {isCompositeType(draft.quType) && (
        <PartsEditor draft={draft} onChange={change} labels={labels} problemAt={problemAt} />
      )}

      <QuestionPreviewDialog draft={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
