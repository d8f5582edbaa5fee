import { describe, expect, it } from 'vitest';
import { parseInput } from '../src/core/input.ts';
import { FillAnswerSchema, toParsedFill } from '../src/modules/paper/paper.inputs.ts';
import { TrainingAnswerSchema, toParsedAnswer } from '../src/modules/training/training.inputs.ts';
import {
  gradeQuestion,
  QuType,
  type GradeStatus,
  type GradingPolicy,
  type LearnerAnswer,
  type QuestionKey,
} from '../src/modules/grading/index.ts';

const PARTIAL: GradingPolicy = { partialCredit: true };
const STRICT: GradingPolicy = { partialCredit: false };

/** The exam path: fill-answer's schema and reading. */
function examReads(quId: string, shape: object): LearnerAnswer | null {
  return toParsedFill(parseInput(FillAnswerSchema, { paperId: 'paper-1', quId, ...shape })).answer;
}

/** The practice path: fill / check's schema and reading. */
function practiceReads(quId: string, shape: object): LearnerAnswer {
  return toParsedAnswer(parseInput(TrainingAnswerSchema, { trainId: 'train-1', quId, ...shape }))
    .answer;
}

function choice(id: string, quType: number, rightIds: string[], ids: string[]): QuestionKey {
  return {
    id,
    quType,
    score: 4,
    options: ids.map((o) => ({ id: o, isRight: rightIds.includes(o), content: `option ${o}` })),
  };
}

const single = choice('single', QuType.SINGLE, ['b'], ['a', 'b', 'c']);
const multiple = choice('multiple', QuType.MULTIPLE, ['a', 'c'], ['a', 'b', 'c', 'd']);
const trueFalse = choice('tf', QuType.TRUE_FALSE, ['t'], ['t', 'f']);
const short: QuestionKey = { id: 'short', quType: QuType.SHORT_ANSWER, score: 5, options: [] };
const fill: QuestionKey = {
  id: 'fill',
  quType: QuType.FILL_BLANK,
  score: 4,
  options: [
    { id: 'b0', isRight: true, content: 'Beijing||Peking' },
    { id: 'b1', isRight: true, content: 'Shanghai' },
  ],
};
const matching: QuestionKey = {
  id: 'matching',
  quType: QuType.MATCHING,
  score: 4,
  options: [
    { id: 'cat', isRight: true, content: 'cat', answer: 'meow' },
    { id: 'dog', isRight: true, content: 'dog', answer: 'woof' },
  ],
};
const composite = (quType: number): QuestionKey => ({
  id: `composite-${quType}`,
  quType,
  score: 0,
  options: [],
  subQuestions: [
    { ...choice('part-choice', QuType.SINGLE, ['x'], ['x', 'y']), score: 2 },
    { ...fill, id: 'part-fill', score: 3 },
    { ...short, id: 'part-short', score: 5 },
  ],
});

interface Case {
  name: string;
  key: QuestionKey;
  /** The one answer every shape below must read as. */
  reads: LearnerAnswer;
  /** Status by the grading engine without and with partial credit. */
  strict: GradeStatus;
  partial: GradeStatus;
  shapes: Record<string, object>;
}

const CASES: Case[] = [
  {
    name: 'single choice',
    key: single,
    reads: { optionIds: ['b'] },
    strict: 'right',
    partial: 'right',
    shapes: {
      'GraphQL optionIds': { optionIds: ['b'] },
      'repeated ids': { optionIds: ['b', 'b'] },
      'REST answers': { answers: ['b'] },
      'REST answers with checked': {
        answers: [
          { id: 'a', checked: false },
          { id: 'b', checked: true },
        ],
      },
      'qu-detail options': {
        id: 'single',
        content: 'ignored',
        isRight: null,
        options: [
          { id: 'a', abc: 'A', checked: false },
          { id: 'b', abc: 'B', checked: true },
          { id: 'c', abc: 'C' },
        ],
      },
      'legacy answerList': {
        id: 'single',
        answerList: [
          { id: 'a', abc: 'A', content: 'option a', image: '', checked: false, answer: null },
          { id: 'b', abc: 'B', content: 'option b', image: '', checked: true, answer: null },
        ],
      },
    },
  },
  {
    name: 'single choice, wrong',
    key: single,
    reads: { optionIds: ['a'] },
    strict: 'wrong',
    partial: 'wrong',
    shapes: {
      'GraphQL optionIds': { optionIds: ['a'] },
      'REST answers': { answers: [{ id: 'a' }] },
      'qu-detail options': { options: [{ id: 'a', checked: true }] },
    },
  },
  {
    name: 'multiple choice',
    key: multiple,
    reads: { optionIds: ['a', 'c'] },
    strict: 'right',
    partial: 'right',
    shapes: {
      'GraphQL optionIds': { optionIds: ['a', 'c', 'a'] },
      'REST answers': { answers: ['a', { id: 'c', checked: true }, { id: 'd', checked: false }] },
      'qu-detail options': {
        options: [
          { id: 'a', checked: true },
          { id: 'b', checked: null },
          { id: 'c', checked: true },
          { id: 'd', checked: false },
        ],
      },
    },
  },
  {
    name: 'multiple choice, part of the right set',
    key: multiple,
    reads: { optionIds: ['c'] },
    strict: 'wrong',
    partial: 'partial',
    shapes: {
      'GraphQL optionIds': { optionIds: ['c'] },
      'REST answers': { answers: ['c'] },
      'qu-detail options': {
        options: [
          { id: 'a', checked: false },
          { id: 'c', checked: true },
        ],
      },
    },
  },
  {
    name: 'true / false',
    key: trueFalse,
    reads: { optionIds: ['t'] },
    strict: 'right',
    partial: 'right',
    shapes: {
      'GraphQL optionIds': { optionIds: ['t'] },
      'REST answers': { answers: ['t'] },
      'qu-detail options': { options: [{ id: 't', checked: true }, { id: 'f' }] },
    },
  },
  {
    name: 'short answer',
    key: short,
    reads: { text: '<p>An <b>answer</b></p>' },
    strict: 'manual',
    partial: 'manual',
    shapes: {
      'GraphQL text': { text: '<p>An <b>answer</b></p>' },
      'REST / qu-detail answer': { answer: '<p>An <b>answer</b></p>' },
      'text wins over answer': { text: '<p>An <b>answer</b></p>', answer: 'other' },
    },
  },
  {
    name: 'short answer that shows nothing',
    key: short,
    reads: { text: '<p><br></p>&nbsp;' },
    strict: 'unanswered',
    partial: 'unanswered',
    shapes: {
      'GraphQL text': { text: '<p><br></p>&nbsp;' },
      'REST answer': { answer: '<p><br></p>&nbsp;' },
    },
  },
  {
    name: 'fill in the blank',
    key: fill,
    reads: { blanks: ['ＰＥＫＩＮＧ', ''] },
    strict: 'wrong',
    partial: 'partial',
    shapes: {
      'GraphQL blanks': { blanks: ['ＰＥＫＩＮＧ', ''] },
      'null blank': { blanks: ['ＰＥＫＩＮＧ', null] },
      'qu-detail blanks': { id: 'fill', options: [{ id: 'b0' }], blanks: ['ＰＥＫＩＮＧ', null] },
    },
  },
  {
    name: 'fill in the blank, legacy answerList',
    key: fill,
    reads: { blanks: ['ＰＥＫＩＮＧ', ''], pairs: { b0: 'ＰＥＫＩＮＧ' } },
    strict: 'wrong',
    partial: 'partial',
    shapes: {
      'answerList[i].answer': {
        id: 'fill',
        answerList: [
          { id: 'b0', abc: 'A', content: null, checked: false, answer: 'ＰＥＫＩＮＧ' },
          { id: 'b1', abc: 'B', content: null, checked: false, answer: null },
        ],
      },
    },
  },
  {
    name: 'fill in the blank, the first blank as answer',
    key: fill,
    reads: { text: 'Peking' },
    strict: 'wrong',
    partial: 'partial',
    shapes: { 'legacy answer': { id: 'fill', answer: 'Peking' } },
  },
  {
    name: 'matching, legacy answerList',
    key: matching,
    reads: { blanks: ['MEOW', 'woof'], pairs: { cat: 'MEOW', dog: 'woof' } },
    strict: 'right',
    partial: 'right',
    shapes: {
      'answerList[i].answer': {
        answerList: [
          { id: 'cat', abc: 'A', content: 'cat', answer: 'MEOW' },
          { id: 'dog', abc: 'B', content: 'dog', answer: 'woof' },
        ],
      },
    },
  },
  {
    name: 'matching',
    key: matching,
    reads: { pairs: { cat: 'MEOW', dog: 'woof' } },
    strict: 'right',
    partial: 'right',
    shapes: {
      'GraphQL pair list': {
        pairs: [
          { leftId: 'cat', text: 'MEOW' },
          { leftId: 'dog', text: 'woof' },
        ],
      },
      'REST pair map': { pairs: { cat: 'MEOW', dog: 'woof' } },
      'empty pairs dropped': { pairs: { cat: 'MEOW', dog: 'woof', cow: '' } },
    },
  },
  {
    name: 'matching, one pair missing',
    key: matching,
    reads: { pairs: { cat: 'meow' } },
    strict: 'wrong',
    partial: 'partial',
    shapes: {
      'GraphQL pair list': {
        pairs: [
          { leftId: 'cat', text: 'meow' },
          { leftId: 'dog', text: '' },
        ],
      },
      'REST pair map': { pairs: { cat: 'meow', dog: '' } },
    },
  },
  ...[QuType.COMPOSITE, 991].map((quType): Case => ({
    name: `composite ${quType}`,
    key: composite(quType),
    reads: {
      sub: {
        'part-choice': { optionIds: ['x'] },
        'part-fill': { blanks: ['beijing', 'shanghai'] },
      },
    },
    // The short part is left empty: the composite earns its objective parts only.
    strict: 'partial',
    partial: 'partial',
    shapes: {
      'GraphQL sub list': {
        sub: [
          { quId: 'part-choice', optionIds: ['x'] },
          { quId: 'part-fill', blanks: ['beijing', 'shanghai'] },
          { quId: 'part-short', text: '' },
        ],
      },
      'REST sub map': {
        sub: {
          'part-choice': { answers: ['x'] },
          'part-fill': { blanks: ['beijing', 'shanghai'] },
          'part-short': { answer: '<p></p>' },
        },
      },
      'qu-detail subList': {
        id: `composite-${quType}`,
        content: 'ignored',
        subList: [
          { id: 'part-choice', options: [{ id: 'x', checked: true }, { id: 'y' }] },
          { id: 'part-fill', blanks: ['beijing', 'shanghai'] },
          { id: 'part-short', answer: null },
        ],
      },
      'sub wins over subList': {
        sub: [{ quId: 'part-choice', optionIds: ['x'] }],
        subList: [
          { id: 'part-choice', options: [{ id: 'y', checked: true }] },
          { id: 'part-fill', blanks: ['beijing', 'shanghai'] },
        ],
      },
    },
  })),
  {
    name: 'composite with a subjective part',
    key: composite(QuType.COMPOSITE),
    reads: {
      sub: {
        'part-choice': { optionIds: ['y'] },
        'part-short': { text: '<img src="a.png">' },
      },
    },
    strict: 'manual',
    partial: 'manual',
    shapes: {
      'GraphQL sub list': {
        sub: [
          { quId: 'part-choice', optionIds: ['y'] },
          { id: 'part-short', text: '<img src="a.png">' },
        ],
      },
      'REST sub map': {
        sub: {
          'part-choice': { answers: [{ id: 'y', checked: true }] },
          'part-fill': { blanks: [' ', null] },
          'part-short': { answer: '<img src="a.png">' },
        },
      },
      'qu-detail subList': {
        subList: [
          { id: 'part-choice', options: [{ id: 'y', checked: true }] },
          { id: 'part-short', answer: '<img src="a.png">' },
        ],
      },
    },
  },
];

describe('one answer reading for exams and practice', () => {
  for (const c of CASES) {
    describe(c.name, () => {
      for (const [shapeName, shape] of Object.entries(c.shapes)) {
        it(`${shapeName}: both paths read and grade it the same`, () => {
          const exam = examReads(c.key.id, shape);
          const practice = practiceReads(c.key.id, shape);
          expect(exam).toEqual(c.reads);
          expect(practice).toEqual(c.reads);
          for (const [policy, status] of [
            [STRICT, c.strict],
            [PARTIAL, c.partial],
          ] as const) {
            const examGrade = gradeQuestion(c.key, exam, policy);
            expect(gradeQuestion(c.key, practice, policy)).toEqual(examGrade);
            expect(examGrade.status).toBe(status);
          }
        });
      }
    });
  }

  it('a request without any answer field: the exam keeps the stored answer, both grade it unanswered', () => {
    for (const key of [single, short, fill, matching, composite(QuType.COMPOSITE)]) {
      const exam = examReads(key.id, { mark: true });
      const practice = practiceReads(key.id, {});
      expect(exam).toBeNull();
      expect(practice).toEqual({});
      expect(gradeQuestion(key, practice, STRICT)).toEqual(gradeQuestion(key, exam, STRICT));
      expect(gradeQuestion(key, exam, STRICT).status).toBe('unanswered');
    }
  });

  it('both paths refuse the same malformed answers', () => {
    const bad = [
      { optionIds: 'a' },
      { answers: [{ checked: true }] },
      { blanks: [1] },
      { pairs: [{ leftId: 'cat' }] },
      { text: 'x'.repeat(50_001) },
      { sub: [{ quId: 'p', optionIds: [''] }] },
    ];
    for (const shape of bad) {
      expect(() => examReads('q', shape), JSON.stringify(shape)).toThrow('PARAM_INVALID');
      expect(() => practiceReads('q', shape), JSON.stringify(shape)).toThrow('PARAM_INVALID');
    }
  });
});
