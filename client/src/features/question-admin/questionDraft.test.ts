import { describe, expect, it } from 'vitest';
import {
  addOption,
  changeType,
  draftToView,
  fromAdmin,
  newDraft,
  placeOf,
  removeOption,
  toggleRight,
  toSaveInput,
  updateOption,
  updatePart,
  validateDraft,
  type EditorDraft,
  type QuestionDraft,
} from './questionDraft';

const labels = { right: '正确', wrong: '错误' };

function filled(quType: number): QuestionDraft {
  let d = newDraft(quType, labels);
  d = { ...d, content: '<p>stem</p>' };
  d.options.forEach((_, i) => {
    d = updateOption(d, i, { content: `opt ${i}`, answer: `r${i}` });
  });
  return d;
}

const editor = (d: QuestionDraft): EditorDraft => ({ ...d, repoId: 'repo-1', chapterId: '' });

describe('new drafts per type', () => {
  it('start with the options the type needs', () => {
    expect(newDraft(1, labels).options).toHaveLength(4);
    expect(newDraft(3, labels).options.map((o) => o.content)).toEqual(['正确', '错误']);
    expect(newDraft(4, labels).options).toHaveLength(1);
    expect(newDraft(5, labels).options).toHaveLength(1);
    expect(newDraft(6, labels).options).toHaveLength(2);
    const composite = newDraft(99, labels);
    expect(composite.options).toEqual([]);
    expect(composite.parts.map((p) => p.quType)).toEqual([1]);
  });
});

describe('right options', () => {
  it('keeps exactly one right option for single choice and true/false', () => {
    let d = toggleRight(filled(1), 1);
    d = toggleRight(d, 2);
    expect(d.options.map((o) => o.isRight)).toEqual([false, false, true, false]);
    const tf = toggleRight(toggleRight(filled(3), 0), 1);
    expect(tf.options.map((o) => o.isRight)).toEqual([false, true]);
  });

  it('toggles right options of a multiple choice', () => {
    let d = toggleRight(filled(2), 0);
    d = toggleRight(d, 2);
    d = toggleRight(d, 0);
    expect(d.options.map((o) => o.isRight)).toEqual([false, false, true, false]);
  });
});

describe('changeType', () => {
  it('keeps the stem and the choices between single and multiple choice', () => {
    let d = toggleRight(toggleRight(filled(2), 1), 3);
    d = changeType(d, 1, labels);
    expect(d.content).toBe('<p>stem</p>');
    expect(d.options.map((o) => o.content)).toEqual(['opt 0', 'opt 1', 'opt 2', 'opt 3']);
    expect(d.options.map((o) => o.isRight)).toEqual([false, true, false, false]);
  });

  it('resets options for other types and adds a part to a new composite', () => {
    const d = changeType(filled(1), 5, labels);
    expect(d.options).toHaveLength(1);
    expect(d.options[0]?.content).toBe('');
    expect(changeType(d, 99, labels).parts).toHaveLength(1);
    expect(changeType(changeType(d, 99, labels), 2, labels).parts).toEqual([]);
  });
});

describe('validateDraft', () => {
  it('passes complete questions of every type', () => {
    expect(validateDraft(toggleRight(filled(1), 0))).toEqual([]);
    expect(validateDraft(toggleRight(filled(2), 0))).toEqual([]);
    expect(validateDraft(toggleRight(filled(3), 1))).toEqual([]);
    expect(validateDraft(filled(4))).toEqual([]);
    expect(validateDraft(updateOption(filled(5), 0, { content: '119||幺幺九' }))).toEqual([]);
    expect(validateDraft(filled(6))).toEqual([]);
  });

  it('asks for a stem, one right choice and option texts', () => {
    const d = updateOption({ ...filled(1), content: '<p><br></p>' }, 2, { content: '' });
    expect(validateDraft(d)).toEqual([
      { field: 'content', rule: 'required' },
      { field: 'answerList', rule: 'oneRight' },
      { field: 'answerList.2.content', rule: 'optionEmpty' },
    ]);
    expect(validateDraft(filled(2))).toContainEqual({ field: 'answerList', rule: 'someRight' });
  });

  it('accepts an image instead of an option text', () => {
    const d = updateOption(toggleRight(filled(1), 0), 1, { content: '', image: '/img/a.png' });
    expect(validateDraft(d)).toEqual([]);
  });

  it('needs at least two options, and exactly two for true/false', () => {
    const d = removeOption(removeOption(removeOption(toggleRight(filled(1), 0), 3), 2), 1);
    expect(validateDraft(d)).toContainEqual({ field: 'answerList', rule: 'optionsMin', n: 2 });
    const tf = addOption(toggleRight(filled(3), 0));
    expect(validateDraft(tf)).toContainEqual({ field: 'answerList', rule: 'optionsExact', n: 2 });
  });

  it('needs a value per blank and a right-hand text per pair', () => {
    expect(validateDraft(updateOption(filled(5), 0, { content: ' || ' }))).toEqual([
      { field: 'answerList.0.content', rule: 'blankEmpty' },
    ]);
    expect(validateDraft(updateOption(filled(6), 1, { answer: ' ' }))).toEqual([
      { field: 'answerList.1.answer', rule: 'pairAnswerEmpty' },
    ]);
  });

  it('checks the parts of a composite under their own paths', () => {
    const d = { ...filled(99), parts: [filled(1)] };
    expect(validateDraft(d)).toEqual([{ field: 'subList.0.answerList', rule: 'oneRight' }]);
    expect(validateDraft({ ...d, parts: [] })).toEqual([
      { field: 'subList', rule: 'subsMin', n: 1 },
    ]);
  });
});

describe('toSaveInput', () => {
  it('sends choices with their right marks and kept ids', () => {
    let d = toggleRight(filled(1), 1);
    d = updateOption(d, 0, { id: 'opt-a' });
    const input = toSaveInput({ ...editor(d), chapterId: 'ch-1', level: 2 });
    expect(input).toMatchObject({ repoId: 'repo-1', chapterId: 'ch-1', quType: 1, level: 2 });
    expect(input.answerList[0]).toEqual({
      id: 'opt-a',
      content: 'opt 0',
      image: '',
      isRight: false,
    });
    expect(input.answerList[1]?.isRight).toBe(true);
    expect(input.subList).toEqual([]);
  });

  it('joins the accepted values of each blank with ||', () => {
    const d = updateOption(filled(5), 0, { content: ' 119 ||幺幺九|| ' });
    expect(toSaveInput(editor(d)).answerList).toEqual([{ content: '119||幺幺九', isRight: true }]);
  });

  it('sends matching pairs with their right-hand text', () => {
    expect(toSaveInput(editor(filled(6))).answerList[1]).toEqual({
      content: 'opt 1',
      image: '',
      answer: 'r1',
      isRight: true,
    });
  });

  it('sends the reference answer of a short answer only when there is one', () => {
    expect(toSaveInput(editor(filled(4))).answerList).toHaveLength(1);
    const empty = updateOption(filled(4), 0, { content: '<p></p>' });
    expect(toSaveInput(editor(empty)).answerList).toEqual([]);
  });

  it('sends a composite as parts with no options of its own', () => {
    const d = updatePart(filled(99), 0, toggleRight(filled(1), 0));
    const input = toSaveInput({ ...editor(d), chapterId: '' });
    expect(input.chapterId).toBeNull();
    expect(input.answerList).toEqual([]);
    expect(input.subList).toHaveLength(1);
    expect(input.subList[0]?.answerList[0]?.isRight).toBe(true);
  });

  it('round-trips an admin question', () => {
    const d = fromAdmin({
      id: 'q1',
      quType: 6,
      level: 1,
      content: '<p>pair</p>',
      analysis: '',
      answerList: [
        { id: 'l1', content: '红色', image: '', isRight: true, answer: '禁止' },
        { id: 'l2', content: '黄色', image: '', isRight: true, answer: '警告' },
      ],
      subList: [],
    });
    const input = toSaveInput(editor(d));
    expect(input.id).toBe('q1');
    expect(input.answerList.map((o) => [o.id, o.content, o.answer])).toEqual([
      ['l1', '红色', '禁止'],
      ['l2', '黄色', '警告'],
    ]);
  });
});

describe('draftToView', () => {
  it('hides the key until revealed', () => {
    const d = toggleRight(filled(1), 2);
    expect(draftToView(d, false).options.map((o) => o.isRight)).toEqual([null, null, null, null]);
    expect(draftToView(d, true).options.map((o) => o.isRight)).toEqual([false, false, true, false]);
    expect(draftToView(d, false).analysis).toBeUndefined();
  });

  it('shows blanks without their values and matching texts in their own order', () => {
    const blank = draftToView(updateOption(filled(5), 0, { content: 'a||b' }), true);
    expect(blank.options[0]?.content).toBeNull();
    expect(blank.rightBlanks).toEqual([['a', 'b']]);
    const match = draftToView(updateOption(filled(6), 0, { answer: 'z' }), false);
    expect(match.matchChoices).toEqual(['r1', 'z']);
    expect(match.rightPairs).toBeUndefined();
  });
});

describe('placeOf', () => {
  it('reads parts, options and fields from paths', () => {
    expect(placeOf('content')).toEqual({ field: 'content' });
    expect(placeOf('answerList.2.content')).toEqual({ option: 2, field: 'content' });
    expect(placeOf('subList.1.answerList.0.answer')).toEqual({
      part: 1,
      option: 0,
      field: 'answer',
    });
    expect(placeOf('subList.0.quType')).toEqual({ part: 0, field: 'quType' });
  });
});
