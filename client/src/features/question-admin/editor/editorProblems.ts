import type { IntlShape } from 'react-intl';
import { placeOf, type DraftIssue, type RuleName } from '../questionDraft';

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

/** The message of an issue the draft check found. */
export function issueText(intl: IntlShape, issue: DraftIssue): string {
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
