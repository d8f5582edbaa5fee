/**
 * The learner's answer while a question is on screen, and the answer sent to the server
 * (fillTrainingAnswer / checkTrainingAnswer). Pure functions, one rule per question type:
 * 1 single and 3 true/false pick exactly one option, 2 multiple toggles options, 4 short answer is
 * text, 5 fill-blank has one value per blank, 6 matching picks a right-side text per left item,
 * 99 composite holds one answer per part.
 */
import { isChoiceType, isCompositeType, QU_TYPE } from './questionTypes';
import type { ViewQuestion } from './viewModel';

export interface AnswerState {
  /** Types 1-3: chosen option ids, in choosing order. */
  optionIds: string[];
  /** Type 4. */
  text: string;
  /** Type 5: one value per blank, in blank order. */
  blanks: string[];
  /** Type 6: left option id -> chosen right-side text. */
  pairs: Record<string, string>;
  /** Composite: part id -> its answer. */
  sub: Record<string, AnswerState>;
}

export function emptyAnswer(): AnswerState {
  return { optionIds: [], text: '', blanks: [], pairs: {}, sub: {} };
}

/** The answer the server holds for a question (saved or checked), as editable state. */
export function answerFromQuestion(q: ViewQuestion): AnswerState {
  const state = emptyAnswer();
  state.optionIds = q.options.filter((o) => o.checked).map((o) => o.id);
  state.text = q.answer ?? '';
  if (q.quType === QU_TYPE.BLANK) state.blanks = q.options.map((_, i) => q.blanks[i] ?? '');
  for (const p of q.pairs) if (p.text !== '') state.pairs[p.leftId] = p.text;
  for (const part of q.subList ?? []) state.sub[part.id] = answerFromQuestion(part);
  return state;
}

/** Picks an option: exclusive for single and true/false, a toggle for multiple choice. */
export function chooseOption(quType: number, state: AnswerState, optionId: string): AnswerState {
  if (quType === QU_TYPE.MULTIPLE) {
    const optionIds = state.optionIds.includes(optionId)
      ? state.optionIds.filter((id) => id !== optionId)
      : [...state.optionIds, optionId];
    return { ...state, optionIds };
  }
  return { ...state, optionIds: [optionId] };
}

export function setText(state: AnswerState, text: string): AnswerState {
  return { ...state, text };
}

/** Sets blank `index` of a question with `count` blanks (the list always has `count` entries). */
export function setBlank(
  state: AnswerState,
  count: number,
  index: number,
  value: string,
): AnswerState {
  const blanks = Array.from({ length: count }, (_, i) => state.blanks[i] ?? '');
  if (index >= 0 && index < count) blanks[index] = value;
  return { ...state, blanks };
}

/** Pairs a left item with a right-side text; '' takes the choice back. */
export function setPair(state: AnswerState, leftId: string, text: string): AnswerState {
  const pairs = { ...state.pairs };
  if (text === '') delete pairs[leftId];
  else pairs[leftId] = text;
  return { ...state, pairs };
}

/** How many left items of a matching question have a right-side text. */
export function pairedCount(q: ViewQuestion, state: AnswerState): number {
  return q.options.filter((o) => (state.pairs[o.id] ?? '') !== '').length;
}

/** How many left items already use each right-side text (a text may serve several items). */
export function choiceUsage(q: ViewQuestion, state: AnswerState): Map<string, number> {
  const usage = new Map<string, number>();
  for (const o of q.options) {
    const text = state.pairs[o.id];
    if (text !== undefined && text !== '') usage.set(text, (usage.get(text) ?? 0) + 1);
  }
  return usage;
}

export function setPart(state: AnswerState, partId: string, part: AnswerState): AnswerState {
  return { ...state, sub: { ...state.sub, [partId]: part } };
}

export function partState(state: AnswerState, partId: string): AnswerState {
  return state.sub[partId] ?? emptyAnswer();
}

function hasText(value: string | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** Something was answered (the server refuses to check nothing, except in rote mode). */
export function hasAnswer(q: ViewQuestion, state: AnswerState): boolean {
  if (isCompositeType(q.quType)) {
    return (q.subList ?? []).some((part) => hasAnswer(part, partState(state, part.id)));
  }
  if (isChoiceType(q.quType)) return state.optionIds.length > 0;
  if (q.quType === QU_TYPE.SHORT) return hasText(state.text);
  if (q.quType === QU_TYPE.BLANK) return q.options.some((_, i) => hasText(state.blanks[i]));
  if (q.quType === QU_TYPE.MATCH) return q.options.some((o) => hasText(state.pairs[o.id]));
  return false;
}

/** Every part of the question answered (every blank filled, every left item paired ...). */
export function isComplete(q: ViewQuestion, state: AnswerState): boolean {
  if (isCompositeType(q.quType)) {
    return (q.subList ?? []).every((part) => isComplete(part, partState(state, part.id)));
  }
  if (isChoiceType(q.quType)) return state.optionIds.length > 0;
  if (q.quType === QU_TYPE.SHORT) return hasText(state.text);
  if (q.quType === QU_TYPE.BLANK) return q.options.every((_, i) => hasText(state.blanks[i]));
  if (q.quType === QU_TYPE.MATCH) return q.options.every((o) => hasText(state.pairs[o.id]));
  return false;
}

/** The answer fields of TrainingAnswerInput / TrainingSubAnswerInput for one question. */
export interface AnswerFields {
  optionIds?: string[];
  text?: string;
  blanks?: string[];
  pairs?: { leftId: string; text: string }[];
  sub?: ({ quId: string } & Omit<AnswerFields, 'sub'>)[];
}

/** Builds what the server reads for this question's type from the state (nothing else). */
export function buildAnswer(q: ViewQuestion, state: AnswerState): AnswerFields {
  if (isCompositeType(q.quType)) {
    const sub = (q.subList ?? [])
      .map((part) => ({ quId: part.id, ...buildLeaf(part, partState(state, part.id)) }))
      .filter((part) => Object.keys(part).length > 1);
    return sub.length > 0 ? { sub } : {};
  }
  return buildLeaf(q, state);
}

function buildLeaf(q: ViewQuestion, state: AnswerState): Omit<AnswerFields, 'sub'> {
  if (isChoiceType(q.quType)) {
    const known = new Set(q.options.map((o) => o.id));
    const optionIds = state.optionIds.filter((id) => known.has(id));
    const picked = q.quType === QU_TYPE.MULTIPLE ? optionIds : optionIds.slice(-1);
    return picked.length > 0 ? { optionIds: picked } : {};
  }
  if (q.quType === QU_TYPE.SHORT) return hasText(state.text) ? { text: state.text } : {};
  if (q.quType === QU_TYPE.BLANK) {
    const blanks = q.options.map((_, i) => (state.blanks[i] ?? '').trim());
    return blanks.some((b) => b !== '') ? { blanks } : {};
  }
  if (q.quType === QU_TYPE.MATCH) {
    const pairs = q.options
      .filter((o) => hasText(state.pairs[o.id]))
      .map((o) => ({ leftId: o.id, text: state.pairs[o.id] ?? '' }));
    return pairs.length > 0 ? { pairs } : {};
  }
  return {};
}

/** Single choice and true/false are checked as soon as an option is picked. */
export function checksOnSelect(quType: number): boolean {
  return quType === QU_TYPE.SINGLE || quType === QU_TYPE.JUDGE;
}

/** How an option shows: picked, and once revealed right or wrong. */
export type OptionMark = 'none' | 'checked' | 'right' | 'wrong' | 'missed';

export function optionMark(
  picked: boolean,
  isRight: boolean | null | undefined,
  revealed: boolean,
  answered: boolean,
): OptionMark {
  if (!revealed) return picked ? 'checked' : 'none';
  if (isRight === true) return picked || !answered ? 'right' : 'missed';
  if (picked) return 'wrong';
  return 'none';
}
