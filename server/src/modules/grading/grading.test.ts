import { describe, expect, it } from 'vitest';
import {
  acceptedValues,
  gradeQuestion,
  isAnswered,
  isCompositeType,
  ManualScoreError,
  normalizeBlank,
  scoreWithManual,
} from './grading.ts';
import {
  QuType,
  type GradeResult,
  type GradingPolicy,
  type LearnerAnswer,
  type QuestionKey,
} from './grading.types.ts';

const PARTIAL: GradingPolicy = { partialCredit: true };
const STRICT: GradingPolicy = { partialCredit: false };

function choice(
  quType: number,
  rightIds: string[],
  score = 2,
  ids = ['a', 'b', 'c', 'd'],
  id = 'q',
): QuestionKey {
  return {
    id,
    quType,
    score,
    options: ids.map((o) => ({ id: o, isRight: rightIds.includes(o), content: `option ${o}` })),
  };
}

function fill(contents: string[], score = 3, id = 'fb'): QuestionKey {
  return {
    id,
    quType: QuType.FILL_BLANK,
    score,
    options: contents.map((content, i) => ({ id: `b${i}`, isRight: true, content })),
  };
}

function matching(
  items: Array<[id: string, answer: string | null]>,
  score = 4,
  id = 'm',
): QuestionKey {
  return {
    id,
    quType: QuType.MATCHING,
    score,
    options: items.map(([o, answer]) => ({ id: o, isRight: true, content: `left ${o}`, answer })),
  };
}

function shortAnswer(id = 'sa', score = 5): QuestionKey {
  return { id, quType: QuType.SHORT_ANSWER, score, options: [] };
}

function composite(subQuestions: QuestionKey[], quType = 99, score = 0): QuestionKey {
  return { id: 'c', quType, score, options: [], subQuestions };
}

const grade = (key: QuestionKey, answer: LearnerAnswer | undefined, policy = STRICT) =>
  gradeQuestion(key, answer, policy);

const pick = (r: GradeResult) => ({ status: r.status, score: r.score, isRight: r.isRight });

describe('normalizeBlank', () => {
  it.each([
    ['  hello  ', 'hello'],
    ['a \t\n  b', 'a b'],
    ['Paris', 'paris'],
    ['ＡＢＣ', 'abc'],
    ['１２３', '123'],
    ['\u3000答案\u3000\u3000二\u3000', '答案 二'],
    ['（Ｈｅｌｌｏ，ｗｏｒｌｄ！）', '(hello,world!)'],
    ['ｘ＋ｙ＝１', 'x+y=1'],
    ['\uFB01ve', 'five'], // ligature fi (NFKC)
    ['\u2460', '1'], // circled digit one (NFKC)
    ['ｶﾀｶﾅ', 'カタカナ'], // half-width katakana (NFKC)
    ['e\u0301', '\u00e9'], // combining accent composes
    ['\u00a0x\u00a0', 'x'],
    ['', ''],
    [' \u3000\t ', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeBlank(input)).toBe(expected);
  });
});

describe('acceptedValues', () => {
  it.each([
    ['a||b', ['a', 'b']],
    ['only', ['only']],
    [' a || b ', ['a', 'b']],
    ['a||||b', ['a', 'b']],
    ['||a||', ['a']],
    ['\u3000||x', ['x']],
    ['', []],
    ['||', []],
    ['a|b', ['a|b']],
  ])('%j -> %j', (content, expected) => {
    expect(acceptedValues(content)).toEqual(expected);
  });
});

describe('isCompositeType', () => {
  it.each([
    [99, true],
    [991, true],
    [992, true],
    [993, true],
    [1, false],
    [6, false],
    [994, false],
  ])('%i -> %s', (t, expected) => {
    expect(isCompositeType(t)).toBe(expected);
  });
});

describe('isAnswered', () => {
  const fb = fill(['x', 'y']);
  const m = matching([
    ['l1', 'r1'],
    ['l2', 'r2'],
  ]);
  it.each<[string, QuestionKey, LearnerAnswer | undefined, boolean]>([
    ['choice: nothing', choice(1, ['a']), undefined, false],
    ['choice: empty list', choice(1, ['a']), { optionIds: [] }, false],
    ['choice: an unknown id still counts as given', choice(1, ['a']), { optionIds: ['zz'] }, true],
    [
      'choice: ignores fields of other types',
      choice(2, ['a']),
      { text: 'a', blanks: ['a'] },
      false,
    ],
    ['short: text', shortAnswer(), { text: 'because' }, true],
    ['short: blank text', shortAnswer(), { text: ' \u3000 ' }, false],
    ['short: empty editor', shortAnswer(), { text: '<p><br></p>' }, false],
    ['short: nbsp only', shortAnswer(), { text: '<p>&nbsp;</p><p> </p>' }, false],
    ['short: image only', shortAnswer(), { text: '<p><img src="a.png"></p>' }, true],
    ['fill: one blank filled', fb, { blanks: ['', 'y'] }, true],
    ['fill: whitespace blanks', fb, { blanks: [' ', '\u3000'] }, false],
    ['fill: only an extra blank filled', fb, { blanks: ['', '', 'z'] }, false],
    ['match: one pair', m, { pairs: { l1: 'r2' } }, true],
    ['match: empty text', m, { pairs: { l1: '  ' } }, false],
    ['match: only unknown left ids', m, { pairs: { nope: 'r1' } }, false],
    [
      'composite: one sub answered',
      composite([fb, m]),
      { sub: { m: { pairs: { l1: 'x' } } } },
      true,
    ],
    ['composite: unknown sub ids', composite([fb]), { sub: { other: { blanks: ['x'] } } }, false],
    ['composite: empty subs', composite([fb, m]), { sub: { fb: { blanks: [] } } }, false],
  ])('%s', (_name, key, answer, expected) => {
    expect(isAnswered(key, answer)).toBe(expected);
  });

  it('throws on an unknown question type', () => {
    expect(() => isAnswered({ id: 'x', quType: 7, score: 1, options: [] }, {})).toThrow(TypeError);
  });
});

describe.each([
  ['single choice', QuType.SINGLE],
  ['true/false', QuType.TRUE_FALSE],
])('%s', (_name, quType) => {
  const key = choice(quType, ['b'], 2, quType === QuType.TRUE_FALSE ? ['a', 'b'] : undefined);

  it('is right with exactly the right option', () => {
    expect(grade(key, { optionIds: ['b'] })).toEqual({
      id: 'q',
      status: 'right',
      score: 2,
      fullScore: 2,
      isRight: true,
    });
  });

  it('is wrong with a wrong option', () => {
    expect(pick(grade(key, { optionIds: ['a'] }))).toEqual({
      status: 'wrong',
      score: 0,
      isRight: false,
    });
  });

  it('is wrong with the right option plus another (extra ids)', () => {
    expect(grade(key, { optionIds: ['b', 'a'] }, PARTIAL).status).toBe('wrong');
  });

  it('treats an unknown option id as a wrong answer, even beside the right one', () => {
    expect(grade(key, { optionIds: ['zz'] }).status).toBe('wrong');
    expect(grade(key, { optionIds: ['b', 'zz'] }, PARTIAL)).toMatchObject({
      status: 'wrong',
      score: 0,
    });
  });

  it('ignores a duplicated id', () => {
    expect(grade(key, { optionIds: ['b', 'b'] }).status).toBe('right');
  });

  it('is unanswered with no option', () => {
    for (const answer of [undefined, {}, { optionIds: [] }]) {
      expect(pick(grade(key, answer))).toEqual({ status: 'unanswered', score: 0, isRight: false });
    }
  });

  it('cannot be right when the key has no right option', () => {
    expect(grade(choice(quType, []), { optionIds: ['a'] }).status).toBe('wrong');
  });
});

describe('multiple choice', () => {
  const key = choice(QuType.MULTIPLE, ['a', 'b', 'c'], 3);

  it('is right when the chosen set equals the right set, in any order', () => {
    expect(pick(grade(key, { optionIds: ['c', 'a', 'b'] }))).toEqual({
      status: 'right',
      score: 3,
      isRight: true,
    });
  });

  it('is all or nothing without partial credit', () => {
    expect(pick(grade(key, { optionIds: ['a', 'b'] }))).toEqual({
      status: 'wrong',
      score: 0,
      isRight: false,
    });
  });

  it('gives score x chosen-right / right with partial credit', () => {
    expect(pick(grade(key, { optionIds: ['a', 'b'] }, PARTIAL))).toEqual({
      status: 'partial',
      score: 2,
      isRight: false,
    });
    expect(grade(key, { optionIds: ['c'] }, PARTIAL).score).toBe(1);
  });

  it('rounds partial credit to 2 decimals', () => {
    const ten = choice(QuType.MULTIPLE, ['a', 'b', 'c'], 10);
    expect(grade(ten, { optionIds: ['a'] }, PARTIAL).score).toBe(3.33);
    expect(grade(ten, { optionIds: ['a', 'b'] }, PARTIAL).score).toBe(6.67);
  });

  it('gives 0 when any wrong option is chosen, even with partial credit', () => {
    expect(pick(grade(key, { optionIds: ['a', 'b', 'd'] }, PARTIAL))).toEqual({
      status: 'wrong',
      score: 0,
      isRight: false,
    });
    expect(grade(key, { optionIds: ['a', 'b', 'c', 'd'] }, PARTIAL).score).toBe(0);
  });

  it('gives 0 for an unknown option id, even with partial credit', () => {
    expect(grade(key, { optionIds: ['a', 'b', 'x'] }, PARTIAL)).toMatchObject({
      status: 'wrong',
      score: 0,
    });
  });

  it('does not count duplicated ids twice', () => {
    expect(grade(key, { optionIds: ['a', 'a', 'a'] }, PARTIAL).score).toBe(1);
    expect(grade(key, { optionIds: ['a', 'a', 'b', 'c'] }).status).toBe('right');
  });

  it('is unanswered with no option', () => {
    expect(grade(key, { optionIds: [] }, PARTIAL).status).toBe('unanswered');
  });
});

describe('short answer', () => {
  const key = shortAnswer('sa', 5);

  it('needs manual marking when answered', () => {
    expect(grade(key, { text: '<p>Because of gravity.</p>' })).toEqual({
      id: 'sa',
      status: 'manual',
      score: 0,
      fullScore: 5,
      isRight: null,
    });
  });

  it('is unanswered (isRight null) when empty', () => {
    for (const text of [undefined, '', '   ', '<p><br></p>']) {
      expect(pick(grade(key, { text }))).toEqual({ status: 'unanswered', score: 0, isRight: null });
    }
  });
});

describe('fill in the blank', () => {
  const key = fill(['Paris||巴黎', 'ABC', '123'], 3);

  it('accepts any of the accepted values, normalised', () => {
    const r = grade(key, { blanks: ['  巴黎 ', 'ＡＢＣ', '１２３'] });
    expect(r).toEqual({
      id: 'fb',
      status: 'right',
      score: 3,
      fullScore: 3,
      isRight: true,
      blanks: [true, true, true],
    });
  });

  it('ignores case and inner whitespace', () => {
    const k = fill(['New York']);
    expect(grade(k, { blanks: ['new   YORK'] }).status).toBe('right');
    expect(grade(k, { blanks: ['NewYork'] }).status).toBe('wrong');
  });

  it('compares blank i with option i only', () => {
    expect(grade(key, { blanks: ['abc', 'paris', '123'] }, PARTIAL)).toMatchObject({
      status: 'partial',
      score: 1,
      blanks: [false, false, true],
    });
  });

  it('gives partial credit per correct blank, all or nothing without it', () => {
    const answer = { blanks: ['paris', 'abc', '124'] };
    expect(pick(grade(key, answer, PARTIAL))).toEqual({
      status: 'partial',
      score: 2,
      isRight: false,
    });
    expect(grade(key, answer, STRICT)).toMatchObject({
      status: 'wrong',
      score: 0,
      blanks: [true, true, false],
    });
  });

  it('counts missing blanks as wrong', () => {
    expect(grade(key, { blanks: ['paris'] }, PARTIAL)).toMatchObject({
      status: 'partial',
      score: 1,
      blanks: [true, false, false],
    });
  });

  it('ignores blanks beyond the key', () => {
    expect(grade(key, { blanks: ['paris', 'abc', '123', 'extra', ''] }).status).toBe('right');
  });

  it('never accepts an empty value through an empty alternative', () => {
    const k = fill(['a||', 'b']);
    expect(grade(k, { blanks: ['', 'b'] }, PARTIAL).blanks).toEqual([false, true]);
  });

  it('cannot get a blank without any accepted value right', () => {
    const k = fill(['||', 'b']);
    expect(grade(k, { blanks: ['||', 'b'] }, PARTIAL)).toMatchObject({
      status: 'partial',
      blanks: [false, true],
    });
  });

  it('is unanswered when every blank is empty, with per-blank feedback', () => {
    expect(grade(key, { blanks: ['', ' ', '\u3000'] })).toEqual({
      id: 'fb',
      status: 'unanswered',
      score: 0,
      fullScore: 3,
      isRight: false,
      blanks: [false, false, false],
    });
  });
});

describe('matching', () => {
  const key = matching(
    [
      ['l1', 'Apple'],
      ['l2', 'Banana'],
      ['l3', 'Cherry'],
      ['l4', 'Ｄａｔｅ'],
    ],
    4,
  );
  const right = { l1: 'apple', l2: 'BANANA', l3: ' Cherry ', l4: 'date' };

  it('is right when every pair matches (normalised)', () => {
    expect(grade(key, { pairs: right })).toEqual({
      id: 'm',
      status: 'right',
      score: 4,
      fullScore: 4,
      isRight: true,
      pairs: { l1: true, l2: true, l3: true, l4: true },
    });
  });

  it('gives partial credit per correct pair, all or nothing without it', () => {
    const swapped = { ...right, l1: 'Banana', l2: 'Apple' };
    expect(grade(key, { pairs: swapped }, PARTIAL)).toMatchObject({
      status: 'partial',
      score: 2,
      pairs: { l1: false, l2: false, l3: true, l4: true },
    });
    expect(pick(grade(key, { pairs: swapped }, STRICT))).toEqual({
      status: 'wrong',
      score: 0,
      isRight: false,
    });
  });

  it('counts missing pairs as wrong', () => {
    expect(grade(key, { pairs: { l1: 'Apple' } }, PARTIAL)).toMatchObject({
      status: 'partial',
      score: 1,
      pairs: { l1: true, l2: false, l3: false, l4: false },
    });
  });

  it('ignores left ids that are not in the question', () => {
    const r = grade(key, { pairs: { ...right, intruder: 'Apple' } });
    expect(r.status).toBe('right');
    expect(r.pairs).not.toHaveProperty('intruder');
    expect(grade(key, { pairs: { intruder: 'Apple' } }).status).toBe('unanswered');
  });

  it('cannot get an item without an answer right', () => {
    const k = matching([
      ['l1', null],
      ['l2', 'x'],
    ]);
    expect(grade(k, { pairs: { l1: '', l2: 'x' } }, PARTIAL).pairs).toEqual({
      l1: false,
      l2: true,
    });
  });

  it('is not fooled by ids that name Object.prototype members', () => {
    const k = matching([
      ['constructor', 'c'],
      ['__proto__', 'p'],
    ]);
    expect(grade(k, { pairs: {} }).status).toBe('unanswered');
    const pairs = Object.fromEntries([
      ['constructor', 'C'],
      ['__proto__', 'P'],
    ]) as Record<string, string>;
    expect(grade(k, { pairs }).status).toBe('right');
  });
});

describe('composite', () => {
  const single = choice(QuType.SINGLE, ['a'], 2, ['a', 'b'], 's1');
  const multi = choice(QuType.MULTIPLE, ['a', 'b'], 4, ['a', 'b', 'c'], 'm1');
  const blank = fill(['x||y', 'z'], 2, 'f1');
  const essay = shortAnswer('e1', 5);
  const objective = composite([single, multi, blank], 99, 100);
  const allRight: LearnerAnswer = {
    sub: { s1: { optionIds: ['a'] }, m1: { optionIds: ['b', 'a'] }, f1: { blanks: ['Y', 'z'] } },
  };

  it('sums the sub scores; the full score is the sum of the subs, not the parent value', () => {
    const r = grade(objective, allRight);
    expect(pick(r)).toEqual({ status: 'right', score: 8, isRight: true });
    expect(r.fullScore).toBe(8);
    expect(Object.keys(r.sub ?? {})).toEqual(['s1', 'm1', 'f1']);
    expect(r.sub?.f1?.blanks).toEqual([true, true]);
  });

  it.each([991, 992, 993])('grades quType %i as a composite', (quType) => {
    expect(grade(composite([single, multi, blank], quType), allRight).status).toBe('right');
  });

  it('is partial when some subs earn points', () => {
    const answer = { sub: { ...allRight.sub, m1: { optionIds: ['a'] } } };
    expect(pick(grade(objective, answer, STRICT))).toEqual({
      status: 'partial',
      score: 4,
      isRight: false,
    });
    expect(grade(objective, answer, PARTIAL).score).toBe(6);
  });

  it('is partial when some subs are right and others unanswered', () => {
    expect(grade(objective, { sub: { s1: { optionIds: ['a'] } } }).status).toBe('partial');
  });

  it('is wrong when answered subs earn nothing', () => {
    expect(pick(grade(objective, { sub: { s1: { optionIds: ['b'] } } }))).toEqual({
      status: 'wrong',
      score: 0,
      isRight: false,
    });
  });

  it('is unanswered when no sub is answered', () => {
    const empties: Array<LearnerAnswer | undefined> = [
      undefined,
      {},
      { sub: {} },
      { sub: { s1: { optionIds: [] } } },
    ];
    for (const answer of empties) {
      expect(grade(objective, answer).status).toBe('unanswered');
    }
    expect(grade(composite([]), {})).toEqual({
      id: 'c',
      status: 'unanswered',
      score: 0,
      fullScore: 0,
      isRight: false,
      sub: {},
    });
  });

  it('is manual, with the objective points, when a subjective sub is answered', () => {
    const withEssay = composite([single, essay]);
    const r = grade(withEssay, { sub: { s1: { optionIds: ['b'] }, e1: { text: 'essay' } } });
    expect(pick(r)).toEqual({ status: 'manual', score: 0, isRight: null });
    const r2 = grade(withEssay, { sub: { s1: { optionIds: ['a'] }, e1: { text: 'essay' } } });
    expect(r2).toMatchObject({ status: 'manual', score: 2, fullScore: 7, isRight: null });
  });

  it('has isRight null when a subjective sub is present, even unanswered', () => {
    const r = grade(composite([single, essay]), { sub: { s1: { optionIds: ['a'] } } });
    expect(pick(r)).toEqual({ status: 'partial', score: 2, isRight: null });
  });

  it('ignores answers for unknown sub ids', () => {
    const r = grade(objective, { sub: { ...allRight.sub, ghost: { optionIds: ['a'] } } });
    expect(r.status).toBe('right');
    expect(r.sub).not.toHaveProperty('ghost');
  });

  it('grades nested composites recursively', () => {
    const inner = { ...composite([single]), id: 'inner' };
    const r = grade(composite([inner, blank]), {
      sub: { inner: { sub: { s1: { optionIds: ['a'] } } }, f1: { blanks: ['x', 'z'] } },
    });
    expect(pick(r)).toEqual({ status: 'right', score: 4, isRight: true });
  });
});

describe('scores', () => {
  it('rounds the full score half-up to 2 decimals and floors bad values at 0', () => {
    expect(grade(choice(1, ['a'], 1.005), { optionIds: ['a'] }).score).toBe(1.01);
    for (const bad of [-3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(grade(choice(1, ['a'], bad), { optionIds: ['a'] })).toMatchObject({
        status: 'right',
        score: 0,
        fullScore: 0,
      });
    }
  });

  it('sums composite scores without binary noise', () => {
    const subs = [0.1, 0.2, 0.7].map((s, i) => choice(1, ['a'], s, ['a'], `s${i}`));
    const sub = Object.fromEntries(subs.map((s) => [s.id, { optionIds: ['a'] }]));
    const r = grade(composite(subs), { sub });
    expect(r.score).toBe(1);
    expect(grade(composite(subs.slice(0, 2)), { sub }).score).toBe(0.3);
  });

  it('never rounds a not-fully-right answer up to full marks', () => {
    const many = fill(
      Array.from({ length: 200 }, (_, i) => `v${i}`),
      1,
    );
    const blanks = Array.from({ length: 200 }, (_, i) => (i === 0 ? 'wrong' : `v${i}`));
    expect(grade(many, { blanks }, PARTIAL)).toMatchObject({ status: 'partial', score: 0.99 });
  });

  it('is wrong when partial credit rounds to 0', () => {
    const tiny = fill(['a', 'b'], 0.01);
    expect(pick(grade(tiny, { blanks: ['a', 'x'] }, PARTIAL))).toEqual({
      status: 'wrong',
      score: 0,
      isRight: false,
    });
  });

  it('throws on an unknown question type', () => {
    expect(() => grade({ id: 'x', quType: 0, score: 1, options: [] }, {})).toThrow(
      /unsupported question type 0/,
    );
  });
});

describe('scoreWithManual', () => {
  const single = choice(QuType.SINGLE, ['a'], 2, ['a', 'b'], 's1');
  const essay = shortAnswer('e1', 5);
  const essay2 = shortAnswer('e2', 3);
  const paper = composite([single, essay, essay2]);
  const graded = gradeQuestion(
    paper,
    { sub: { s1: { optionIds: ['a'] }, e1: { text: 'one' }, e2: { text: 'two' } } },
    STRICT,
  );

  it('marks a top-level short answer', () => {
    const r = gradeQuestion(essay, { text: 'x' }, STRICT);
    expect(pick(scoreWithManual(r, { e1: 3.5 }))).toEqual({
      status: 'partial',
      score: 3.5,
      isRight: null,
    });
    expect(scoreWithManual(r, { e1: 5 }).status).toBe('right');
    expect(scoreWithManual(r, { e1: 0 }).status).toBe('wrong');
    expect(scoreWithManual(r, {}).status).toBe('manual');
  });

  it('adds manual marks to the objective points of a composite', () => {
    const r = scoreWithManual(graded, { e1: 5, e2: 3 });
    expect(r).toMatchObject({ status: 'right', score: 10, fullScore: 10, isRight: null });
    expect(scoreWithManual(graded, { e1: 4, e2: 0 })).toMatchObject({
      status: 'partial',
      score: 6,
    });
  });

  it('keeps unmarked parts manual, so marking can be done in passes', () => {
    const first = scoreWithManual(graded, { e1: 4 });
    expect(first).toMatchObject({ status: 'manual', score: 6 });
    expect(first.sub?.e2?.status).toBe('manual');
    expect(scoreWithManual(first, { e2: 1 })).toMatchObject({ status: 'partial', score: 7 });
  });

  it('lets a marked part be marked again', () => {
    const once = scoreWithManual(graded, { e1: 1, e2: 1 });
    expect(scoreWithManual(once, { e1: 5, e2: 3 })).toMatchObject({ status: 'right', score: 10 });
  });

  it('rounds marks to 2 decimals', () => {
    expect(scoreWithManual(graded, { e1: 2.345, e2: 0 }).sub?.e1?.score).toBe(2.35);
  });

  it('does not mutate the graded result', () => {
    const before = structuredClone(graded);
    scoreWithManual(graded, { e1: 5, e2: 3 });
    expect(graded).toEqual(before);
  });

  function refusal(fn: () => unknown): ManualScoreError {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(RangeError);
      expect(e).toBeInstanceOf(ManualScoreError);
      return e as ManualScoreError;
    }
    throw new Error('expected a ManualScoreError');
  }

  it.each([
    ['above full', { e1: 5.01 }, 'OUT_OF_RANGE', 'e1', 5],
    ['negative', { e2: -1 }, 'OUT_OF_RANGE', 'e2', 3],
    ['NaN', { e1: Number.NaN }, 'NOT_A_NUMBER', 'e1', 5],
    ['infinite', { e1: Number.POSITIVE_INFINITY }, 'NOT_A_NUMBER', 'e1', 5],
    ['an objective part', { s1: 1 }, 'NOT_MARKABLE', 's1', 2],
    ['the composite itself', { c: 1 }, 'NOT_MARKABLE', 'c', 10],
    ['an unknown id', { nope: 1 }, 'UNKNOWN_PART', 'nope', null],
  ])('refuses a mark %s', (_name, marks, problem, partId, fullScore) => {
    const e = refusal(() => scoreWithManual(graded, marks));
    expect({ problem: e.problem, partId: e.partId, fullScore: e.fullScore }).toEqual({
      problem,
      partId,
      fullScore,
    });
  });

  it('accepts 0, and only 0, for an unanswered subjective part', () => {
    const r = gradeQuestion(paper, { sub: { s1: { optionIds: ['a'] } } }, STRICT);
    expect(scoreWithManual(r, { e1: 0, e2: 0 })).toEqual(r);
    expect(refusal(() => scoreWithManual(r, { e1: 1 })).problem).toBe('NOT_MARKABLE');
  });
});
