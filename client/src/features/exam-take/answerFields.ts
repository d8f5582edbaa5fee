/**
 * What one exam save sends for a question, and the way back from a buffered save to the state the
 * question view edits.
 *
 * A save always carries the answer field of the question's type, empty when the learner cleared
 * it: the server keeps the stored answer when a save has no answer field at all (a flag-only save),
 * so leaving the field out would never clear an answer.
 */
import {
  buildAnswer,
  emptyAnswer,
  type AnswerFields,
  type AnswerState,
} from '../question/answerState';
import { isChoiceType, isCompositeType, QU_TYPE } from '../question/questionTypes';
import type { ViewQuestion } from '../question/viewModel';

export function saveFields(q: ViewQuestion, state: AnswerState): AnswerFields {
  const built = buildAnswer(q, state);
  if (isCompositeType(q.quType)) return { sub: built.sub ?? [] };
  if (isChoiceType(q.quType)) return { optionIds: built.optionIds ?? [] };
  if (q.quType === QU_TYPE.SHORT) return { text: built.text ?? '' };
  if (q.quType === QU_TYPE.BLANK) return { blanks: built.blanks ?? q.options.map(() => '') };
  if (q.quType === QU_TYPE.MATCH) return { pairs: built.pairs ?? [] };
  return built;
}

/** The editable state of a saved answer (a buffered save shown again after a reload). */
export function stateFromFields(fields: AnswerFields): AnswerState {
  const state = emptyAnswer();
  state.optionIds = [...(fields.optionIds ?? [])];
  state.text = fields.text ?? '';
  state.blanks = [...(fields.blanks ?? [])];
  for (const p of fields.pairs ?? []) if (p.text !== '') state.pairs[p.leftId] = p.text;
  for (const part of fields.sub ?? []) {
    const { quId, ...rest } = part;
    state.sub[quId] = stateFromFields(rest);
  }
  return state;
}
