import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Circle,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  RadioGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  LuArrowLeft,
  LuArrowRight,
  LuEye,
  LuPlus,
  LuSave,
  LuSquareDashed,
  LuTrash2,
} from 'react-icons/lu';
import { errorFields } from '../../app/errors/errorMessage';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { Field } from '../../components/ui/field';
import { RichTextEditor, Tool } from '../../components/ui/rich-text';
import { TagEditor } from '../../components/ui/tag-editor';
import { joinValues, splitValues } from '../../components/ui/tagValues';
import {
  isCompositeType,
  LEVELS,
  levelLabelId,
  PART_TYPES,
  QU_TYPE,
  QU_TYPES,
  typeLabelId,
} from '../question/questionTypes';
import {
  AdminQuestionDocument,
  RepoChapterOptionsDocument,
  RepoOptionsDocument,
  SaveQuestionDocument,
} from './questionAdminDocuments';
import {
  addOption,
  addPart,
  canAddOptions,
  changeType,
  fromAdmin,
  MAX_OPTIONS,
  minOptions,
  newDraft,
  placeOf,
  removeOption,
  removePart,
  toggleRight,
  toSaveInput,
  updateOption,
  updatePart,
  validateDraft,
  type DraftIssue,
  type DraftLabels,
  type EditorDraft,
  type QuestionDraft,
  type RuleName,
} from './questionDraft';
import { QuestionPreviewDialog } from './QuestionPreviewDialog';

const RULE_IDS: Record<RuleName, string> = {
  required: 'questionAdmin.rule.required',
  optionsMin: 'questionAdmin.rule.optionsMin',
  optionsMax: 'questionAdmin.rule.optionsMax',
  optionsExact: 'questionAdmin.rule.optionsExact',
  oneRight: 'questionAdmin.rule.oneRight',
  someRight: 'questionAdmin.rule.someRight',
  optionEmpty: 'questionAdmin.rule.optionEmpty',
  blankEmpty: 'questionAdmin.rule.blankEmpty',
  pairAnswerEmpty: 'questionAdmin.rule.pairAnswerEmpty',
  subsMin: 'questionAdmin.rule.subsMin',
};

function issueText(intl: IntlShape, issue: DraftIssue): string {
  return intl.formatMessage({ id: RULE_IDS[issue.rule] }, { n: issue.n ?? 0 });
}

const FIELD_IDS: Record<string, string> = {
  content: 'questionAdmin.editor.content',
  analysis: 'questionAdmin.editor.analysis',
  answerList: 'questionAdmin.editor.options',
  answer: 'questionAdmin.editor.pairRight',
  image: 'questionAdmin.editor.image',
  subList: 'questionAdmin.editor.parts',
  quType: 'questionAdmin.editor.type',
  level: 'questionAdmin.editor.level',
  repoId: 'questionAdmin.editor.repo',
  chapterId: 'questionAdmin.editor.chapter',
};

/** "Part 2 · Option B · Content" for a field path. */
export function placeLabel(intl: IntlShape, path: string): string {
  const place = placeOf(path);
  const bits: string[] = [];
  if (place.part !== undefined) {
    bits.push(intl.formatMessage({ id: 'question.view.part' }, { n: place.part + 1 }));
  }
  if (place.option !== undefined) {
    bits.push(
      intl.formatMessage(
        { id: 'questionAdmin.editor.optionN' },
        { abc: String.fromCharCode(65 + (place.option % 26)) },
      ),
    );
  }
  const fieldId = FIELD_IDS[place.field];
  if (fieldId !== undefined && !(place.option !== undefined && place.field === 'content')) {
    bits.push(intl.formatMessage({ id: fieldId }));
  }
  return bits.length > 0 ? bits.join(' · ') : path;
}

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
          <BodyEditor
            draft={draft}
            onChange={change}
            labels={labels}
            prefix=""
            tid="qu"
            problemAt={problemAt}
          />
        </Card.Body>
      </Card.Root>

      {isCompositeType(draft.quType) && (
        <PartsEditor draft={draft} onChange={change} labels={labels} problemAt={problemAt} />
      )}

      <QuestionPreviewDialog draft={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}

function TypeSelect(props: {
  value: number;
  types: readonly number[];
  onChange: (quType: number) => void;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        value={String(props.value)}
        onChange={(e) => props.onChange(Number(e.currentTarget.value))}
        data-testid={props.testId}
      >
        {props.types.map((t) => (
          <option key={t} value={t}>
            {intl.formatMessage({ id: typeLabelId(t) })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function LevelPicker(props: { value: number; onChange: (level: number) => void; testId: string }) {
  return (
    <RadioGroup.Root
      size="sm"
      colorPalette="brand"
      value={String(props.value)}
      onValueChange={(e) => props.onChange(Number(e.value))}
      data-testid={props.testId}
    >
      <HStack gap="4" h="9">
        {LEVELS.map((level) => (
          <RadioGroup.Item
            key={level}
            value={String(level)}
            data-testid={`${props.testId}-${level}`}
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <FormattedMessage id={levelLabelId(level)} />
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

interface BodyProps {
  draft: QuestionDraft;
  onChange: (next: QuestionDraft) => void;
  labels: DraftLabels;
  /** Field path prefix in the save body ('' or `subList.{i}.`). */
  prefix: string;
  /** Test id prefix ('qu' or `qu-part-{i}`). */
  tid: string;
  problemAt: (path: string) => string | undefined;
}

/** Stem, the type's answer editor and the analysis (a question, or a part of a composite). */
function BodyEditor(props: BodyProps) {
  const { draft, onChange, prefix, tid, problemAt } = props;
  const intl = useIntl();
  const contentProblem = problemAt(`${prefix}content`);
  const analysisProblem = problemAt(`${prefix}analysis`);
  return (
    <Stack gap="5">
      <Field
        label={<FormattedMessage id="questionAdmin.editor.content" />}
        required
        invalid={contentProblem !== undefined}
        errorText={contentProblem}
        helperText={
          draft.quType === QU_TYPE.BLANK ? (
            <FormattedMessage id="questionAdmin.editor.blankStemHint" />
          ) : undefined
        }
      >
        <RichTextEditor
          value={draft.content}
          onChange={(content) => onChange({ ...draft, content })}
          invalid={contentProblem !== undefined}
          placeholder={intl.formatMessage({ id: 'questionAdmin.editor.contentPlaceholder' })}
          testId={`${tid}-content`}
          extraTools={
            draft.quType === QU_TYPE.BLANK ? (
              <Tool
                label={intl.formatMessage({ id: 'questionAdmin.editor.insertBlank' })}
                onClick={() => document.execCommand('insertText', false, '____')}
              >
                <LuSquareDashed />
              </Tool>
            ) : undefined
          }
        />
      </Field>

      <AnswerEditor {...props} />

      <Field
        label={<FormattedMessage id="questionAdmin.editor.analysis" />}
        invalid={analysisProblem !== undefined}
        errorText={analysisProblem}
      >
        <RichTextEditor
          value={draft.analysis}
          onChange={(analysis) => onChange({ ...draft, analysis })}
          placeholder={intl.formatMessage({ id: 'questionAdmin.editor.analysisPlaceholder' })}
          minH="16"
          testId={`${tid}-analysis`}
        />
      </Field>
    </Stack>
  );
}

function abc(i: number): string {
  return String.fromCharCode(65 + (i % 26));
}

function SectionTitle({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" fontWeight="medium">
        {children}
      </Text>
      {hint !== undefined && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function AnswerEditor(props: BodyProps) {
  const { draft, onChange, prefix, tid, problemAt } = props;
  const intl = useIntl();
  const listProblem = problemAt(`${prefix}answerList`);
  const at = (i: number, field: string) => problemAt(`${prefix}answerList.${i}.${field}`);
  const min = minOptions(draft.quType);
  const addButton = canAddOptions(draft.quType) && draft.options.length < MAX_OPTIONS && (
    <Button
      size="xs"
      variant="outline"
      alignSelf="flex-start"
      onClick={() => onChange(addOption(draft))}
      data-testid={`${tid}-option-add`}
    >
      <LuPlus />
      <FormattedMessage
        id={
          draft.quType === QU_TYPE.BLANK
            ? 'questionAdmin.editor.addBlank'
            : draft.quType === QU_TYPE.MATCH
              ? 'questionAdmin.editor.addPair'
              : 'questionAdmin.editor.addOption'
        }
      />
    </Button>
  );
  const removeButton = (i: number) => (
    <IconButton
      size="xs"
      variant="ghost"
      colorPalette="red"
      disabled={draft.options.length <= min}
      aria-label={intl.formatMessage({ id: 'questionAdmin.editor.remove' })}
      onClick={() => onChange(removeOption(draft, i))}
      data-testid={`${tid}-option-${i}-remove`}
    >
      <LuTrash2 />
    </IconButton>
  );
  const listError = listProblem !== undefined && (
    <Text fontSize="sm" color="fg.error" data-testid={`${tid}-options-problem`}>
      {listProblem}
    </Text>
  );

  if (
    draft.quType === QU_TYPE.SINGLE ||
    draft.quType === QU_TYPE.MULTIPLE ||
    draft.quType === QU_TYPE.JUDGE
  ) {
    const multiple = draft.quType === QU_TYPE.MULTIPLE;
    const rows = draft.options.map((o, i) => {
      const problem = at(i, 'content') ?? at(i, 'image');
      const right = multiple ? (
        <Checkbox.Root
          size="sm"
          colorPalette="green"
          checked={o.isRight}
          onCheckedChange={() => onChange(toggleRight(draft, i))}
          data-testid={`${tid}-option-${i}-right`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontSize="xs" color="fg.muted">
            <FormattedMessage id="questionAdmin.editor.right" />
          </Checkbox.Label>
        </Checkbox.Root>
      ) : (
        <RadioGroup.Item value={String(i)} data-testid={`${tid}-option-${i}-right`}>
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText fontSize="xs" color="fg.muted">
            <FormattedMessage id="questionAdmin.editor.right" />
          </RadioGroup.ItemText>
        </RadioGroup.Item>
      );
      return (
        <Stack key={o.key} gap="1">
          <Flex
            gap="2"
            align={{ base: 'stretch', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
          >
            <HStack gap="2" flex="1" minW="0">
              <Circle
                size="7"
                flexShrink={0}
                bg={o.isRight ? 'green.solid' : 'bg.muted'}
                color={o.isRight ? 'white' : 'fg'}
                fontSize="sm"
                fontWeight="semibold"
              >
                {abc(i)}
              </Circle>
              <Box flex="1" minW="0">
                <RichTextEditor
                  variant="inline"
                  value={o.content}
                  onChange={(content) => onChange(updateOption(draft, i, { content }))}
                  invalid={problem !== undefined}
                  placeholder={intl.formatMessage(
                    { id: 'questionAdmin.editor.optionPlaceholder' },
                    { abc: abc(i) },
                  )}
                  testId={`${tid}-option-${i}-content`}
                />
              </Box>
            </HStack>
            <HStack gap="2" flexShrink={0} ps={{ base: '9', md: '0' }}>
              <Input
                size="sm"
                w={{ base: 'full', md: '48' }}
                value={o.image}
                placeholder={intl.formatMessage({ id: 'questionAdmin.editor.imagePlaceholder' })}
                onChange={(e) => onChange(updateOption(draft, i, { image: e.target.value }))}
                data-testid={`${tid}-option-${i}-image`}
              />
              <Box minW="16">{right}</Box>
              {draft.quType !== QU_TYPE.JUDGE && removeButton(i)}
            </HStack>
          </Flex>
          {problem !== undefined && (
            <Text fontSize="xs" color="fg.error" ps="9">
              {problem}
            </Text>
          )}
        </Stack>
      );
    });
    const rightIndex = draft.options.findIndex((o) => o.isRight);
    return (
      <Stack gap="3">
        <SectionTitle
          hint={
            <FormattedMessage
              id={
                multiple ? 'questionAdmin.editor.multipleHint' : 'questionAdmin.editor.singleHint'
              }
            />
          }
        >
          <FormattedMessage id="questionAdmin.editor.options" />
        </SectionTitle>
        {multiple ? (
          <Stack gap="2.5">{rows}</Stack>
        ) : (
          <RadioGroup.Root
            size="sm"
            colorPalette="green"
            value={rightIndex >= 0 ? String(rightIndex) : null}
            onValueChange={(e) => {
              if (e.value !== null) onChange(toggleRight(draft, Number(e.value)));
            }}
          >
            <Stack gap="2.5">{rows}</Stack>
          </RadioGroup.Root>
        )}
        {listError}
        {addButton}
      </Stack>
    );
  }

  if (draft.quType === QU_TYPE.SHORT) {
    const o = draft.options[0];
    return (
      <Field label={<FormattedMessage id="questionAdmin.editor.reference" />}>
        <RichTextEditor
          value={o?.content ?? ''}
          onChange={(content) => onChange(updateOption(draft, 0, { content }))}
          placeholder={intl.formatMessage({ id: 'questionAdmin.editor.referencePlaceholder' })}
          testId={`${tid}-reference`}
        />
      </Field>
    );
  }

  if (draft.quType === QU_TYPE.BLANK) {
    return (
      <Stack gap="3">
        <SectionTitle hint={<FormattedMessage id="questionAdmin.editor.blanksHint" />}>
          <FormattedMessage id="questionAdmin.editor.blanks" />
        </SectionTitle>
        {draft.options.map((o, i) => {
          const problem = at(i, 'content');
          return (
            <Stack key={o.key} gap="1">
              <HStack gap="2" align="flex-start">
                <Text fontSize="sm" color="fg.muted" w="14" flexShrink={0} pt="1.5">
                  <FormattedMessage id="question.view.blank" values={{ n: i + 1 }} />
                </Text>
                <TagEditor
                  values={splitValues(o.content)}
                  onChange={(values) =>
                    onChange(updateOption(draft, i, { content: joinValues(values) }))
                  }
                  invalid={problem !== undefined}
                  placeholder={intl.formatMessage({ id: 'questionAdmin.editor.blankPlaceholder' })}
                  removeLabel={(value) =>
                    intl.formatMessage({ id: 'questionAdmin.editor.removeValue' }, { value })
                  }
                  testId={`${tid}-blank-${i}`}
                />
                {removeButton(i)}
              </HStack>
              {problem !== undefined && (
                <Text fontSize="xs" color="fg.error" ps="16">
                  {problem}
                </Text>
              )}
            </Stack>
          );
        })}
        {listError}
        {addButton}
      </Stack>
    );
  }

  if (draft.quType === QU_TYPE.MATCH) {
    return (
      <Stack gap="3">
        <SectionTitle hint={<FormattedMessage id="questionAdmin.editor.pairsHint" />}>
          <FormattedMessage id="questionAdmin.editor.pairs" />
        </SectionTitle>
        {draft.options.map((o, i) => {
          const left = at(i, 'content') ?? at(i, 'image');
          const right = at(i, 'answer');
          return (
            <Stack key={o.key} gap="1">
              <Flex
                gap="2"
                align={{ base: 'stretch', md: 'center' }}
                direction={{ base: 'column', md: 'row' }}
              >
                <HStack gap="2" flex="1" minW="0">
                  <Circle size="7" flexShrink={0} bg="bg.muted" fontSize="sm" fontWeight="semibold">
                    {abc(i)}
                  </Circle>
                  <Box flex="1" minW="0">
                    <RichTextEditor
                      variant="inline"
                      value={o.content}
                      onChange={(content) => onChange(updateOption(draft, i, { content }))}
                      invalid={left !== undefined}
                      placeholder={intl.formatMessage({ id: 'questionAdmin.editor.pairLeft' })}
                      testId={`${tid}-pair-${i}-left`}
                    />
                  </Box>
                </HStack>
                <Box color="fg.muted" hideBelow="md">
                  <LuArrowRight />
                </Box>
                <HStack gap="2" flex="1" minW="0" ps={{ base: '9', md: '0' }}>
                  <Input
                    size="sm"
                    value={o.answer}
                    aria-invalid={right !== undefined}
                    placeholder={intl.formatMessage({ id: 'questionAdmin.editor.pairRight' })}
                    onChange={(e) => onChange(updateOption(draft, i, { answer: e.target.value }))}
                    data-testid={`${tid}-pair-${i}-right`}
                  />
                  {removeButton(i)}
                </HStack>
              </Flex>
              {(left ?? right) !== undefined && (
                <Text fontSize="xs" color="fg.error" ps="9">
                  {left ?? right}
                </Text>
              )}
            </Stack>
          );
        })}
        {listError}
        {addButton}
      </Stack>
    );
  }

  return null;
}

function PartsEditor(props: {
  draft: QuestionDraft;
  onChange: (next: QuestionDraft) => void;
  labels: DraftLabels;
  problemAt: (path: string) => string | undefined;
}) {
  const { draft, onChange, labels, problemAt } = props;
  const intl = useIntl();
  const listProblem = problemAt('subList');
  return (
    <Stack gap="4" data-testid="qu-parts">
      {draft.parts.map((part, i) => (
        <Card.Root
          key={part.key}
          borderWidth="1px"
          borderColor="brand.muted"
          shadow="none"
          data-testid={`qu-part-${i}`}
        >
          <Card.Header py="3" bg="brand.subtle" roundedTop="l3">
            <Flex gap="3" align="center" wrap="wrap">
              <Badge colorPalette="brand" size="lg">
                <FormattedMessage id="question.view.part" values={{ n: i + 1 }} />
              </Badge>
              <Box w="40">
                <TypeSelect
                  value={part.quType}
                  types={PART_TYPES}
                  onChange={(t) => onChange(updatePart(draft, i, changeType(part, t, labels)))}
                  testId={`qu-part-${i}-type`}
                />
              </Box>
              <LevelPicker
                value={part.level}
                onChange={(level) => onChange(updatePart(draft, i, { ...part, level }))}
                testId={`qu-part-${i}-level`}
              />
              <IconButton
                ms="auto"
                size="xs"
                variant="ghost"
                colorPalette="red"
                disabled={draft.parts.length <= 1}
                aria-label={intl.formatMessage({ id: 'questionAdmin.editor.removePart' })}
                onClick={() => onChange(removePart(draft, i))}
                data-testid={`qu-part-${i}-remove`}
              >
                <LuTrash2 />
              </IconButton>
            </Flex>
          </Card.Header>
          <Card.Body>
            <BodyEditor
              draft={part}
              onChange={(next) => onChange(updatePart(draft, i, next))}
              labels={labels}
              prefix={`subList.${i}.`}
              tid={`qu-part-${i}`}
              problemAt={problemAt}
            />
          </Card.Body>
        </Card.Root>
      ))}
      {listProblem !== undefined && (
        <Text fontSize="sm" color="fg.error">
          {listProblem}
        </Text>
      )}
      <Button
        variant="outline"
        colorPalette="brand"
        borderStyle="dashed"
        onClick={() => onChange(addPart(draft, labels))}
        data-testid="qu-part-add"
      >
        <LuPlus />
        <FormattedMessage id="questionAdmin.editor.addPart" />
      </Button>
    </Stack>
  );
}
