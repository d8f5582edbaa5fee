/**
 * The question editor's model: a draft per type, the rules the editor checks before saving (the
 * server checks them again), the save input, and the learner view for the preview. Field paths
 * follow the save body (`content`, `answerList.2.content`, `subList.0.answerList.1.answer`) so the
 * editor can place the server's PARAM_INVALID details next to the same inputs.
 */
import { isBlankHtml } from '../../components/ui/richTextHtml';
import { joinValues, splitValues } from '../../components/ui/tagValues';
import { isChoiceType, isCompositeType, QU_TYPE } from '../question/questionTypes';
import type { ViewQuestion } from '../question/viewModel';

/** Options are labelled A to Z. */
export const MAX_OPTIONS = 26;

export interface OptionDraft {
  /** React key (stable while editing). */
  key: string;
  /** The stored option's id when editing. */
  id?: string;
  /** Rich text; type 5: the accepted values joined by '||'; type 6: the left item. */
  content: string;
  image: string;
  /** Types 1-3. */
  isRight: boolean;
  /** Type 6: the right-hand text. */
  answer: string;
}

export interface QuestionDraft {
  /** React key (stable while editing). */
  key: string;
  id?: string;
  quType: number;
  level: number;
  content: string;
  analysis: string;
  /** 1-3 choices; 4 the reference answer (one); 5 blanks; 6 pairs. */
  options: OptionDraft[];
  /** Composite: its parts (types 1-6). */
  parts: QuestionDraft[];
}

export interface EditorDraft extends QuestionDraft {
  repoId: string;
  /** '' for no chapter. */
  chapterId: string;
}

/** Texts the editor pre-fills for a new true/false question. */
export interface DraftLabels {
  right: string;
  wrong: string;
}

let keySeq = 0;
function newKey(): string {
  keySeq += 1;
  return `o${keySeq}`;
}

export function newOption(patch: Partial<OptionDraft> = {}): OptionDraft {
  return { key: newKey(), content: '', image: '', isRight: false, answer: '', ...patch };
}

/** The options a new question of the type starts with. */
export function defaultOptions(quType: number, labels: DraftLabels): OptionDraft[] {
  switch (quType) {
    case QU_TYPE.SINGLE:
    case QU_TYPE.MULTIPLE:
      return [newOption(), newOption(), newOption(), newOption()];
    case QU_TYPE.JUDGE:
      return [newOption({ content: labels.right }), newOption({ content: labels.wrong })];
    case QU_TYPE.SHORT:
      return [newOption({ isRight: true })];
    case QU_TYPE.BLANK:
      return [newOption({ isRight: true })];
    case QU_TYPE.MATCH:
      return [newOption({ isRight: true }), newOption({ isRight: true })];
    default:
      return [];
  }
}

export function newDraft(quType: number, labels: DraftLabels): QuestionDraft {
  return {
    key: newKey(),
    quType,
    level: 1,
    content: '',
    analysis: '',
    options: defaultOptions(quType, labels),
    parts: isCompositeType(quType) ? [newDraft(QU_TYPE.SINGLE, labels)] : [],
  };
}

/**
 * Switches the type, keeping what still fits: the stem, analysis and difficulty always; choices
 * between single and multiple choice (single keeps only its first right choice); parts of a
 * composite stay when it stays a composite.
 */
export function changeType(
  draft: QuestionDraft,
  quType: number,
  labels: DraftLabels,
): QuestionDraft {
  if (quType === draft.quType) return draft;
  const keepChoices =
    (quType === QU_TYPE.SINGLE || quType === QU_TYPE.MULTIPLE) &&
    (draft.quType === QU_TYPE.SINGLE || draft.quType === QU_TYPE.MULTIPLE);
  let options = keepChoices ? draft.options : defaultOptions(quType, labels);
  if (keepChoices && quType === QU_TYPE.SINGLE) {
    const first = options.findIndex((o) => o.isRight);
    options = options.map((o, i) => ({ ...o, isRight: i === first }));
  }
  return {
    ...draft,
    quType,
    options,
    parts: isCompositeType(quType)
      ? draft.parts.length > 0
        ? draft.parts
        : [newDraft(QU_TYPE.SINGLE, labels)]
      : [],
  };
}

/** Marks an option right: exclusive for single choice and true/false, a toggle for multiple. */
export function toggleRight(draft: QuestionDraft, index: number): QuestionDraft {
  const exclusive = draft.quType === QU_TYPE.SINGLE || draft.quType === QU_TYPE.JUDGE;
  const options = draft.options.map((o, i) => {
    if (exclusive) return { ...o, isRight: i === index };
    return i === index ? { ...o, isRight: !o.isRight } : o;
  });
  return { ...draft, options };
}

export function updateOption(
  draft: QuestionDraft,
  index: number,
  patch: Partial<OptionDraft>,
): QuestionDraft {
  return { ...draft, options: draft.options.map((o, i) => (i === index ? { ...o, ...patch } : o)) };
}

export function addOption(draft: QuestionDraft): QuestionDraft {
  if (draft.options.length >= MAX_OPTIONS) return draft;
  const rightByDefault = !isChoiceType(draft.quType);
  return { ...draft, options: [...draft.options, newOption({ isRight: rightByDefault })] };
}

export function removeOption(draft: QuestionDraft, index: number): QuestionDraft {
  return { ...draft, options: draft.options.filter((_, i) => i !== index) };
}

export function updatePart(
  draft: QuestionDraft,
  index: number,
  part: QuestionDraft,
): QuestionDraft {
  return { ...draft, parts: draft.parts.map((p, i) => (i === index ? part : p)) };
}

export function addPart(draft: QuestionDraft, labels: DraftLabels): QuestionDraft {
  return { ...draft, parts: [...draft.parts, newDraft(QU_TYPE.SINGLE, labels)] };
}

export function removePart(draft: QuestionDraft, index: number): QuestionDraft {
  return { ...draft, parts: draft.parts.filter((_, i) => i !== index) };
}

/** Options may be added for choices (not true/false), blanks and pairs. */
export function canAddOptions(quType: number): boolean {
  return (
    quType === QU_TYPE.SINGLE ||
    quType === QU_TYPE.MULTIPLE ||
    quType === QU_TYPE.BLANK ||
    quType === QU_TYPE.MATCH
  );
}

/** The minimum number of options (choices, blanks or pairs) of a type. */
export function minOptions(quType: number): number {
  if (quType === QU_TYPE.SINGLE || quType === QU_TYPE.MULTIPLE || quType === QU_TYPE.MATCH)
    return 2;
  if (quType === QU_TYPE.JUDGE) return 2;
  if (quType === QU_TYPE.BLANK) return 1;
  return 0;
}

/** The admin API's question (detail), as far as the editor reads it. */
export interface AdminQuestionLike {
  id: string;
  quType: number;
  level: number;
  content: string;
  analysis: string;
  answerList: readonly {
    id: string;
    content: string;
    image: string;
    isRight: boolean;
    answer?: string | null;
  }[];
  subList?: readonly AdminQuestionLike[] | null;
}

export function fromAdmin(q: AdminQuestionLike): QuestionDraft {
  let options: OptionDraft[] = q.answerList.map((o) =>
    newOption({
      id: o.id,
      content: o.content,
      image: o.image,
      isRight: o.isRight,
      answer: o.answer ?? '',
    }),
  );
  if (q.quType === QU_TYPE.SHORT) {
    options = options.slice(0, 1);
    if (options.length === 0) options = [newOption({ isRight: true })];
  }
  return {
    key: newKey(),
    id: q.id,
    quType: q.quType,
    level: q.level,
    content: q.content,
    analysis: q.analysis,
    options,
    parts: (q.subList ?? []).map(fromAdmin),
  };
}

export interface OptionInput {
  id?: string;
  content: string;
  image?: string;
  isRight: boolean;
  answer?: string;
}

function answerList(d: QuestionDraft): OptionInput[] {
  const withId = (o: OptionDraft) => (o.id !== undefined ? { id: o.id } : {});
  switch (d.quType) {
    case QU_TYPE.SINGLE:
    case QU_TYPE.MULTIPLE:
    case QU_TYPE.JUDGE:
      return d.options.map((o) => ({
        ...withId(o),
        content: o.content,
        image: o.image,
        isRight: o.isRight,
      }));
    case QU_TYPE.SHORT:
      return d.options
        .slice(0, 1)
        .filter((o) => !isBlankHtml(o.content))
        .map((o) => ({ ...withId(o), content: o.content, isRight: true }));
    case QU_TYPE.BLANK:
      return d.options.map((o) => ({
        ...withId(o),
        content: joinValues(splitValues(o.content)),
        isRight: true,
      }));
    case QU_TYPE.MATCH:
      return d.options.map((o) => ({
        ...withId(o),
        content: o.content,
        image: o.image,
        answer: o.answer.trim(),
        isRight: true,
      }));
    default:
      return [];
  }
}

/** SaveQuestionInput's parts (QuestionPartInput). */
export interface PartInput {
  id?: string;
  quType: number;
  level: number;
  content: string;
  analysis: string;
  answerList: OptionInput[];
}

export interface SaveInput extends PartInput {
  repoId: string;
  chapterId: string | null;
  subList: PartInput[];
}

function partInput(d: QuestionDraft): PartInput {
  return {
    ...(d.id !== undefined ? { id: d.id } : {}),
    quType: d.quType,
    level: d.level,
    content: d.content,
    analysis: d.analysis,
    answerList: answerList(d),
  };
}

/** The save body (GraphQL SaveQuestionInput, REST /api/repo/qu/save). */
export function toSaveInput(d: EditorDraft): SaveInput {
  return {
    ...partInput(d),
    repoId: d.repoId,
    chapterId: d.chapterId === '' ? null : d.chapterId,
    answerList: isCompositeType(d.quType) ? [] : answerList(d),
    subList: isCompositeType(d.quType) ? d.parts.map(partInput) : [],
  };
}

export type RuleName =
  | 'required'
  | 'optionsMin'
  | 'optionsMax'
  | 'optionsExact'
  | 'oneRight'
  | 'someRight'
  | 'optionEmpty'
  | 'blankEmpty'
  | 'pairAnswerEmpty'
  | 'subsMin';

export interface DraftIssue {
  /** Path in the save body, e.g. `answerList.1.content`. */
  field: string;
  rule: RuleName;
  n?: number;
}

/** The editor's own check before saving: the per-type rules of the spec (the server decides). */
export function validateDraft(d: QuestionDraft, prefix = ''): DraftIssue[] {
  const issues: DraftIssue[] = [];
  const at = (field: string) => `${prefix}${field}`;
  if (isBlankHtml(d.content)) issues.push({ field: at('content'), rule: 'required' });
  const count = d.options.length;
  if (count > MAX_OPTIONS)
    issues.push({ field: at('answerList'), rule: 'optionsMax', n: MAX_OPTIONS });

  if (isChoiceType(d.quType)) {
    if (d.quType === QU_TYPE.JUDGE && count !== 2) {
      issues.push({ field: at('answerList'), rule: 'optionsExact', n: 2 });
    } else if (count < 2) {
      issues.push({ field: at('answerList'), rule: 'optionsMin', n: 2 });
    }
    const rights = d.options.filter((o) => o.isRight).length;
    if (d.quType === QU_TYPE.MULTIPLE) {
      if (rights === 0) issues.push({ field: at('answerList'), rule: 'someRight' });
    } else if (rights !== 1) {
      issues.push({ field: at('answerList'), rule: 'oneRight' });
    }
    d.options.forEach((o, i) => {
      if (isBlankHtml(o.content) && o.image.trim() === '') {
        issues.push({ field: at(`answerList.${i}.content`), rule: 'optionEmpty' });
      }
    });
  } else if (d.quType === QU_TYPE.BLANK) {
    if (count < 1) issues.push({ field: at('answerList'), rule: 'optionsMin', n: 1 });
    d.options.forEach((o, i) => {
      if (splitValues(o.content).length === 0) {
        issues.push({ field: at(`answerList.${i}.content`), rule: 'blankEmpty' });
      }
    });
  } else if (d.quType === QU_TYPE.MATCH) {
    if (count < 2) issues.push({ field: at('answerList'), rule: 'optionsMin', n: 2 });
    d.options.forEach((o, i) => {
      if (isBlankHtml(o.content) && o.image.trim() === '') {
        issues.push({ field: at(`answerList.${i}.content`), rule: 'optionEmpty' });
      }
      if (o.answer.trim() === '') {
        issues.push({ field: at(`answerList.${i}.answer`), rule: 'pairAnswerEmpty' });
      }
    });
  } else if (isCompositeType(d.quType)) {
    if (d.parts.length === 0) issues.push({ field: at('subList'), rule: 'subsMin', n: 1 });
    d.parts.forEach((p, i) => issues.push(...validateDraft(p, at(`subList.${i}.`))));
  }
  return issues;
}

/** Stable, shuffled-looking order of the right-hand texts (never the answer order). */
function previewChoices(texts: readonly string[]): string[] {
  return [...new Set(texts.filter((t) => t !== ''))].sort((a, b) => a.localeCompare(b));
}

function abc(i: number): string {
  return String.fromCharCode(65 + (i % 26));
}

/**
 * The draft as a learner sees it, for the preview: before answering (`revealed` false) nothing of
 * the key; revealed, the right options, accepted values, pairs, reference answer and analysis.
 */
export function draftToView(d: QuestionDraft, revealed: boolean, path = 'q'): ViewQuestion {
  const optionId = (o: OptionDraft, i: number) => o.id ?? `${path}-o${i}`;
  const shown = isChoiceType(d.quType) || d.quType === QU_TYPE.BLANK || d.quType === QU_TYPE.MATCH;
  const view: ViewQuestion = {
    id: d.id ?? path,
    quType: d.quType,
    level: d.level,
    content: d.content,
    answered: false,
    blanks: [],
    matchChoices:
      d.quType === QU_TYPE.MATCH ? previewChoices(d.options.map((o) => o.answer.trim())) : [],
    options: shown
      ? d.options.map((o, i) => ({
          id: optionId(o, i),
          abc: abc(i),
          content: d.quType === QU_TYPE.BLANK ? null : o.content,
          image: o.image,
          checked: false,
          isRight: revealed && isChoiceType(d.quType) ? o.isRight : null,
        }))
      : [],
    pairs: [],
    subList: d.parts.map((p, i) => draftToView(p, revealed, `${path}-p${i}`)),
  };
  if (revealed) {
    view.analysis = d.analysis;
    if (d.quType === QU_TYPE.BLANK) view.rightBlanks = d.options.map((o) => splitValues(o.content));
    if (d.quType === QU_TYPE.MATCH) {
      view.rightPairs = d.options.map((o, i) => ({
        leftId: optionId(o, i),
        text: o.answer.trim(),
      }));
    }
    if (d.quType === QU_TYPE.SHORT) view.referenceAnswer = d.options[0]?.content ?? '';
  }
  return view;
}

/** Where a field path points, for messages: the part, the option (A, B ...) and the field. */
export interface FieldPlace {
  part?: number;
  option?: number;
  field: string;
}

export function placeOf(path: string): FieldPlace {
  const parts = path.split('.');
  const place: FieldPlace = { field: '' };
  let i = 0;
  if (parts[0] === 'subList' && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    place.part = Number(parts[1]);
    i = 2;
  }
  if (parts[i] === 'answerList' && parts[i + 1] !== undefined && /^\d+$/.test(parts[i + 1] ?? '')) {
    place.option = Number(parts[i + 1]);
    place.field = parts[i + 2] ?? 'content';
  } else {
    place.field = parts[i] ?? '';
  }
  return place;
}
