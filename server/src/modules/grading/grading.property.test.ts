import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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

type MaybeAnswer = LearnerAnswer | undefined;

// ---------------------------------------------------------------------------------------------
// Arbitraries: keys of every type, composites with nested subs, and answers built from a key.
// ---------------------------------------------------------------------------------------------

/** Ids include names of Object.prototype members and integer-like keys (record ordering). */
const idArb = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '0', '10'),
  },
);

const scoreArb = fc.oneof(
  fc.integer({ min: 0, max: 20 }),
  fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
  fc.double({ min: 0, max: 100, noNaN: true }),
);

const policyArb: fc.Arbitrary<GradingPolicy> = fc.record({ partialCredit: fc.boolean() });

/** Characters a learner or an author may type: full-width forms, IME spaces, accents, CJK. */
const typedChar = fc.constantFrom(
  ...['a', 'B', 'z', 'Q', '0', '9', ' ', '-', '.', ',', '!', '?', '(', ')', '~'],
  ...['Ａ', 'ｂ', '１', '（', '！', '\u3000', '\t', '中', '文', 'é', 'e\u0301', 'ß', 'İ', 'ﬁ', 'ｶ'],
);

/** One accepted value (or matching answer): never empty after normalisation, never holds '|'. */
const valueArb = fc
  .oneof(
    fc.string({ unit: typedChar, minLength: 1, maxLength: 8 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
  )
  .filter((v) => !v.includes('|') && normalizeBlank(v) !== '');

const toFullWidth = (s: string) =>
  s.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, '\u3000');
const upperAscii = (s: string) => s.replace(/[a-z]/g, (c) => c.toUpperCase());
const pad = (s: string) => ` \u3000${s}\t `;

/** How a learner may type a value the key accepts. */
const typedLike = (v: string) =>
  fc.constantFrom(v, pad(v), toFullWidth(v), upperAscii(v), pad(toFullWidth(upperAscii(v))));

/** The alternatives of a blank, read independently of the module's acceptedValues. */
const alternatives = (content: string) => content.split('||').filter((v) => v.trim() !== '');

const optionIdsArb = (minLength: number, maxLength: number) =>
  fc.uniqueArray(idArb, { minLength, maxLength });

const singleKeyArb = (quType: number): fc.Arbitrary<QuestionKey> =>
  fc
    .record({
      id: idArb,
      score: scoreArb,
      ids: optionIdsArb(2, quType === QuType.TRUE_FALSE ? 2 : 6),
    })
    .chain(({ id, score, ids }) =>
      fc.nat({ max: ids.length - 1 }).map((r) => ({
        id,
        quType,
        score,
        options: ids.map((o, i) => ({ id: o, isRight: i === r, content: `option ${i}` })),
      })),
    );

const multipleKeyArb: fc.Arbitrary<QuestionKey> = fc
  .record({ id: idArb, score: scoreArb, ids: optionIdsArb(2, 7) })
  .chain(({ id, score, ids }) =>
    fc
      .array(fc.boolean(), { minLength: ids.length, maxLength: ids.length })
      .filter((flags) => flags.includes(true))
      .map((flags) => ({
        id,
        quType: QuType.MULTIPLE,
        score,
        options: ids.map((o, i) => ({ id: o, isRight: flags[i] === true, content: `option ${i}` })),
      })),
  );

const shortKeyArb: fc.Arbitrary<QuestionKey> = fc.record({
  id: idArb,
  quType: fc.constant(QuType.SHORT_ANSWER),
  score: scoreArb,
  options: fc.constantFrom([], [{ id: 'ref', isRight: true, content: 'A reference answer.' }]),
});

/** 'a||b', sometimes with empty alternatives around ('||a||b||'). */
const blankContentArb = fc
  .tuple(fc.array(valueArb, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.boolean())
  .map(([vs, lead, trail]) => `${lead ? '||' : ''}${vs.join('||')}${trail ? '||' : ''}`);

const fillKeyArb: fc.Arbitrary<QuestionKey> = fc
  .record({ id: idArb, score: scoreArb, ids: optionIdsArb(1, 4) })
  .chain(({ id, score, ids }) =>
    fc.array(blankContentArb, { minLength: ids.length, maxLength: ids.length }).map((contents) => ({
      id,
      quType: QuType.FILL_BLANK,
      score,
      options: ids.map((o, i) => ({ id: o, isRight: true, content: contents[i] ?? '' })),
    })),
  );

const matchingKeyArb: fc.Arbitrary<QuestionKey> = fc
  .record({ id: idArb, score: scoreArb, ids: optionIdsArb(1, 5) })
  .chain(({ id, score, ids }) =>
    fc.array(valueArb, { minLength: ids.length, maxLength: ids.length }).map((answers) => ({
      id,
      quType: QuType.MATCHING,
      score,
      options: ids.map((o, i) => ({
        id: o,
        isRight: true,
        content: `left ${i}`,
        answer: answers[i],
      })),
    })),
  );

const leafKeyArb = fc.oneof(
  singleKeyArb(QuType.SINGLE),
  multipleKeyArb,
  singleKeyArb(QuType.TRUE_FALSE),
  shortKeyArb,
  fillKeyArb,
  matchingKeyArb,
);

const compositeOf = (subArb: fc.Arbitrary<QuestionKey>): fc.Arbitrary<QuestionKey> =>
  fc.record({
    id: idArb,
    quType: fc.constantFrom(99, 991, 992, 993),
    score: scoreArb,
    options: fc.constant([]),
    subQuestions: fc.uniqueArray(subArb, { selector: (q) => q.id, minLength: 1, maxLength: 4 }),
  });

/** Composites hold subs of types 1-6 and, now and then, a nested composite. */
const compositeKeyArb = compositeOf(
  fc.oneof({ weight: 6, arbitrary: leafKeyArb }, { weight: 1, arbitrary: compositeOf(leafKeyArb) }),
);

/** Question ids are unique across a whole tree, as database ids are (scoreWithManual keys on them). */
function withUniqueIds(key: QuestionKey, seen = new Set<string>()): QuestionKey {
  let id = key.id;
  for (let n = 1; seen.has(id); n++) id = `${key.id}#${n}`;
  seen.add(id);
  if (key.subQuestions === undefined) return { ...key, id };
  return { ...key, id, subQuestions: key.subQuestions.map((sub) => withUniqueIds(sub, seen)) };
}

const questionArb = fc.oneof(leafKeyArb, compositeKeyArb).map((key) => withUniqueIds(key));

const subsOf = (key: QuestionKey) => key.subQuestions ?? [];

const rightIds = (key: QuestionKey) => key.options.filter((o) => o.isRight).map((o) => o.id);

/** The right answer, built from the key, typed in any of the ways a learner may type it. */
function correctAnswerArb(key: QuestionKey): fc.Arbitrary<LearnerAnswer> {
  if (isCompositeType(key.quType)) {
    const subs = subsOf(key);
    return fc
      .tuple(...subs.map(correctAnswerArb))
      .map((answers) => ({ sub: Object.fromEntries(subs.map((s, i) => [s.id, answers[i]])) }));
  }
  switch (key.quType) {
    case QuType.SINGLE:
    case QuType.TRUE_FALSE:
      return fc
        .integer({ min: 1, max: 2 })
        .map((n) => ({ optionIds: Array<string>(n).fill(rightIds(key)[0] ?? '') }));
    case QuType.MULTIPLE: {
      const ids = rightIds(key);
      return fc
        .shuffledSubarray(ids, { minLength: ids.length, maxLength: ids.length })
        .map((optionIds) => ({ optionIds }));
    }
    case QuType.SHORT_ANSWER:
      return fc
        .constantFrom('<p>Because.</p>', 'an answer', '<p><img src="x.png"></p>')
        .map((text) => ({ text }));
    case QuType.FILL_BLANK:
      return fc
        .tuple(
          ...key.options.map((o) => fc.constantFrom(...alternatives(o.content)).chain(typedLike)),
        )
        .map((blanks) => ({ blanks }));
    case QuType.MATCHING:
      return fc.tuple(...key.options.map((o) => typedLike(o.answer ?? ''))).map((texts) => ({
        pairs: Object.fromEntries(key.options.map((o, i) => [o.id, texts[i] ?? ''])),
      }));
    default:
      throw new Error(`no generator for ${key.quType}`);
  }
}

const blankValue = fc.constantFrom('', ' ', '\u3000', '\t\n', '\u00a0');
const emptyRichText = fc.constantFrom(
  '',
  ' ',
  '\u3000',
  '<p><br></p>',
  '<p>&nbsp;</p>',
  '<div> </div>',
);

/** Answers that carry nothing for the type (fields of other types may be present). */
function emptyAnswerArb(key: QuestionKey): fc.Arbitrary<MaybeAnswer> {
  let specific: fc.Arbitrary<LearnerAnswer>;
  if (isCompositeType(key.quType)) {
    const subs = subsOf(key);
    specific = fc.tuple(...subs.map(emptyAnswerArb)).map((answers) => ({
      sub: Object.fromEntries(
        subs.flatMap((s, i) => (answers[i] === undefined ? [] : [[s.id, answers[i]]])),
      ),
    }));
  } else {
    const n = key.options.length;
    const knownIds = new Set(key.options.map((o) => o.id));
    switch (key.quType) {
      case QuType.SINGLE:
      case QuType.MULTIPLE:
      case QuType.TRUE_FALSE:
        specific = fc.record({
          optionIds: fc.constant([]),
          text: fc.string(),
          blanks: fc.array(valueArb),
        });
        break;
      case QuType.SHORT_ANSWER:
        specific = fc.record({ text: emptyRichText, optionIds: fc.constant(rightIds(key)) });
        break;
      case QuType.FILL_BLANK:
        // Empty blanks for the key's blanks; whatever sits beyond them is ignored.
        specific = fc
          .tuple(fc.array(blankValue, { maxLength: n }), fc.array(valueArb, { maxLength: 2 }))
          .map(([empty, extra]) => ({
            blanks: empty.length === n ? [...empty, ...extra] : empty,
          }));
        break;
      case QuType.MATCHING:
        specific = fc
          .tuple(
            fc.subarray(key.options.map((o) => o.id)),
            fc.array(fc.tuple(idArb, valueArb), { maxLength: 2 }),
            blankValue,
          )
          .map(([ids, unknown, blank]) => ({
            pairs: Object.fromEntries([
              ...ids.map((id) => [id, blank]),
              ...unknown.filter(([id]) => !knownIds.has(id)),
            ]),
          }));
        break;
      default:
        throw new Error(`no generator for ${key.quType}`);
    }
  }
  return fc.oneof(fc.constant(undefined), fc.constant({}), specific);
}

/** Anything a (possibly tampering) learner may send, right, empty or in between. */
function anyAnswerArb(key: QuestionKey): fc.Arbitrary<MaybeAnswer> {
  let random: fc.Arbitrary<LearnerAnswer>;
  if (isCompositeType(key.quType)) {
    const subs = subsOf(key);
    random = fc
      .tuple(...subs.map((s) => fc.option(anyAnswerArb(s), { nil: undefined })))
      .map((answers) => ({
        sub: Object.fromEntries(
          subs.flatMap((s, i) => (answers[i] === undefined ? [] : [[s.id, answers[i]]])),
        ),
      }));
  } else {
    const n = key.options.length;
    const ids = key.options.map((o) => o.id);
    switch (key.quType) {
      case QuType.SINGLE:
      case QuType.MULTIPLE:
      case QuType.TRUE_FALSE:
        random = fc
          .array(fc.oneof(fc.constantFrom(...ids), idArb), { maxLength: 6 })
          .map((optionIds) => ({ optionIds }));
        break;
      case QuType.SHORT_ANSWER:
        random = fc.oneof(fc.string(), emptyRichText).map((text) => ({ text }));
        break;
      case QuType.FILL_BLANK: {
        const known = key.options.flatMap((o) => alternatives(o.content));
        random = fc
          .array(fc.oneof(fc.constantFrom(...known), fc.string(), blankValue), { maxLength: n + 2 })
          .map((blanks) => ({ blanks }));
        break;
      }
      case QuType.MATCHING: {
        const answers = key.options.map((o) => o.answer ?? '');
        random = fc
          .array(
            fc.tuple(
              fc.oneof(fc.constantFrom(...ids), idArb),
              fc.oneof(fc.constantFrom(...answers), fc.string(), blankValue),
            ),
            { maxLength: n + 2 },
          )
          .map((entries) => ({ pairs: Object.fromEntries(entries) }));
        break;
      }
      default:
        throw new Error(`no generator for ${key.quType}`);
    }
  }
  return fc.oneof(correctAnswerArb(key), emptyAnswerArb(key), random);
}

const withAnswer = (answerOf: (key: QuestionKey) => fc.Arbitrary<MaybeAnswer>) =>
  questionArb.chain((key) => fc.tuple(fc.constant(key), answerOf(key), policyArb));

// ---------------------------------------------------------------------------------------------
// Helpers over a graded tree.
// ---------------------------------------------------------------------------------------------

interface Node {
  key: QuestionKey;
  answer: MaybeAnswer;
  result: GradeResult;
}

/** Every node of the graded tree (the question, its subs, theirs), with its key and answer. */
function nodes(key: QuestionKey, answer: MaybeAnswer, result: GradeResult): Node[] {
  const self: Node = { key, answer, result };
  if (!isCompositeType(key.quType)) return [self];
  return [
    self,
    ...subsOf(key).flatMap((sub) => {
      const subResult = result.sub?.[sub.id];
      expect(subResult).toBeDefined();
      const subAnswer = answer?.sub !== undefined && Object.hasOwn(answer.sub, sub.id);
      return nodes(sub, subAnswer ? answer?.sub?.[sub.id] : undefined, subResult as GradeResult);
    }),
  ];
}

const isLeaf = (n: Node) => !isCompositeType(n.key.quType);
const isSubjectiveLeaf = (n: Node) => n.key.quType === QuType.SHORT_ANSWER;
const cents = (x: number) => Number(x.toFixed(2));

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const RUNS = { numRuns: 300 };

// ---------------------------------------------------------------------------------------------
// Properties.
// ---------------------------------------------------------------------------------------------

describe('gradeQuestion properties', () => {
  it('(a) the correct answer scores full marks, subjective parts aside', () => {
    fc.assert(
      fc.property(withAnswer(correctAnswerArb), ([key, answer, policy]) => {
        const result = gradeQuestion(key, answer, policy);
        const all = nodes(key, answer, result);
        const leaves = all.filter(isLeaf);
        for (const { key: k, result: r } of leaves) {
          expect(Math.abs(r.fullScore - Math.max(k.score, 0))).toBeLessThanOrEqual(0.005 + 1e-9);
          if (k.quType === QuType.SHORT_ANSWER) {
            expect(r).toMatchObject({ status: 'manual', score: 0, isRight: null });
          } else {
            expect(r).toMatchObject({ status: 'right', score: r.fullScore, isRight: true });
          }
        }
        const objectiveFull = cents(
          leaves.filter((n) => !isSubjectiveLeaf(n)).reduce((s, n) => s + n.result.fullScore, 0),
        );
        expect(result.fullScore).toBe(cents(leaves.reduce((s, n) => s + n.result.fullScore, 0)));
        if (leaves.some(isSubjectiveLeaf)) {
          expect(result).toMatchObject({ status: 'manual', score: objectiveFull, isRight: null });
        } else {
          expect(result).toMatchObject({ status: 'right', score: result.fullScore, isRight: true });
        }
      }),
      RUNS,
    );
  });

  it('(b) the empty answer scores 0 and is unanswered', () => {
    fc.assert(
      fc.property(withAnswer(emptyAnswerArb), ([key, answer, policy]) => {
        expect(isAnswered(key, answer)).toBe(false);
        const result = gradeQuestion(key, answer, policy);
        for (const { result: r } of nodes(key, answer, result)) {
          expect(r).toMatchObject({ status: 'unanswered', score: 0 });
          expect(r.isRight).not.toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('(c) the score stays within [0, fullScore], in cents, and agrees with the status', () => {
    fc.assert(
      fc.property(withAnswer(anyAnswerArb), ([key, answer, policy]) => {
        const result = gradeQuestion(key, answer, policy);
        for (const n of nodes(key, answer, result)) {
          const r = n.result;
          expect(r.score).toBeGreaterThanOrEqual(0);
          expect(r.score).toBeLessThanOrEqual(r.fullScore);
          expect(cents(r.score)).toBe(r.score);
          expect(cents(r.fullScore)).toBe(r.fullScore);
          expect(r.status === 'unanswered').toBe(!isAnswered(n.key, n.answer));
          if (r.status === 'right') expect(r.score).toBe(r.fullScore);
          if (r.status === 'wrong' || r.status === 'unanswered') expect(r.score).toBe(0);
          if (r.status === 'partial') expect(r.score).toBeGreaterThan(0);
          if (isLeaf(n)) {
            if (r.status === 'partial') expect(r.score).toBeLessThan(r.fullScore);
            if (r.status === 'manual') expect(r.score).toBe(0);
            if (isSubjectiveLeaf(n)) expect(r.isRight).toBeNull();
            else expect(r.isRight).toBe(r.status === 'right');
            if (n.key.quType === QuType.FILL_BLANK)
              expect(r.blanks).toHaveLength(n.key.options.length);
            if (n.key.quType === QuType.MATCHING) {
              expect(Object.keys(r.pairs ?? {}).sort()).toEqual(
                n.key.options.map((o) => o.id).sort(),
              );
            }
          } else if (r.isRight === true) {
            expect(r.status).toBe('right');
          }
        }
      }),
      RUNS,
    );
  });

  it('(d) without partial credit every objective question scores 0 or full', () => {
    fc.assert(
      fc.property(withAnswer(anyAnswerArb), ([key, answer]) => {
        const result = gradeQuestion(key, answer, { partialCredit: false });
        for (const n of nodes(key, answer, result).filter(isLeaf)) {
          expect([0, n.result.fullScore]).toContain(n.result.score);
          expect(n.result.status).not.toBe('partial');
        }
      }),
      RUNS,
    );
  });

  it('partial credit never scores less than all or nothing', () => {
    fc.assert(
      fc.property(withAnswer(anyAnswerArb), ([key, answer]) => {
        const strict = gradeQuestion(key, answer, { partialCredit: false });
        const lenient = gradeQuestion(key, answer, { partialCredit: true });
        expect(lenient.score).toBeGreaterThanOrEqual(strict.score);
        expect(lenient.status === 'right').toBe(strict.status === 'right');
      }),
      RUNS,
    );
  });

  const choiceWithAnswer = fc
    .oneof(singleKeyArb(QuType.SINGLE), multipleKeyArb, singleKeyArb(QuType.TRUE_FALSE))
    .chain((key) => fc.tuple(fc.constant(key), anyAnswerArb(key), policyArb));

  it('choices are sets: repeating or reordering chosen ids changes nothing', () => {
    fc.assert(
      fc.property(choiceWithAnswer, ([key, answer, policy]) => {
        const ids = answer?.optionIds ?? [];
        const shuffled = { optionIds: [...ids, ...ids].reverse() };
        expect(gradeQuestion(key, shuffled, policy)).toEqual(gradeQuestion(key, answer, policy));
      }),
      RUNS,
    );
  });

  it('a choice answer holding an option id of another question never scores', () => {
    fc.assert(
      fc.property(choiceWithAnswer, idArb, ([key, answer, policy], foreign) => {
        fc.pre(!key.options.some((o) => o.id === foreign));
        const tampered = { optionIds: [...(answer?.optionIds ?? []), foreign] };
        expect(gradeQuestion(key, tampered, policy)).toMatchObject({ status: 'wrong', score: 0 });
      }),
      RUNS,
    );
  });

  it('(e) is deterministic and does not mutate its inputs', () => {
    fc.assert(
      fc.property(withAnswer(anyAnswerArb), ([key, answer, policy]) => {
        const keyCopy = structuredClone(key);
        const answerCopy = structuredClone(answer);
        // Frozen inputs: any write would throw (modules run in strict mode).
        const frozenKey = deepFreeze(structuredClone(key));
        const frozenAnswer = deepFreeze(structuredClone(answer));
        const frozenPolicy = deepFreeze({ ...policy });
        const first = gradeQuestion(frozenKey, frozenAnswer, frozenPolicy);
        const second = gradeQuestion(frozenKey, frozenAnswer, frozenPolicy);
        expect(second).toEqual(first);
        expect(gradeQuestion(key, answer, policy)).toEqual(first);
        expect(key).toEqual(keyCopy);
        expect(answer).toEqual(answerCopy);
        expect(isAnswered(frozenKey, frozenAnswer)).toBe(isAnswered(key, answer));
      }),
      RUNS,
    );
  });
});

describe('scoreWithManual properties', () => {
  /** Every subjective leaf that was answered, with its full score. */
  const markable = (key: QuestionKey, answer: MaybeAnswer, result: GradeResult) =>
    nodes(key, answer, result).filter((n) => isSubjectiveLeaf(n) && n.result.status === 'manual');

  it('full marks on every subjective part of the correct answer give full marks', () => {
    fc.assert(
      fc.property(withAnswer(correctAnswerArb), ([key, answer, policy]) => {
        const graded = gradeQuestion(key, answer, policy);
        const marks = Object.fromEntries(
          markable(key, answer, graded).map((n) => [n.key.id, n.result.fullScore]),
        );
        const marked = scoreWithManual(deepFreeze(graded), marks);
        expect(marked).toMatchObject({ status: 'right', score: graded.fullScore });
      }),
      RUNS,
    );
  });

  it('in-range marks keep the score within [0, fullScore] and leave nothing manual', () => {
    fc.assert(
      fc.property(
        withAnswer(anyAnswerArb).chain(([key, answer, policy]) => {
          const graded = gradeQuestion(key, answer, policy);
          const parts = markable(key, answer, graded);
          return fc.tuple(
            fc.constant({ key, answer, graded }),
            fc
              .tuple(
                ...parts.map((n) => fc.double({ min: 0, max: n.result.fullScore, noNaN: true })),
              )
              .map((scores) => Object.fromEntries(parts.map((n, i) => [n.key.id, scores[i] ?? 0]))),
          );
        }),
        ([{ key, answer, graded }, marks]) => {
          const marked = scoreWithManual(deepFreeze(graded), marks);
          expect(marked.score).toBeGreaterThanOrEqual(graded.score);
          expect(marked.score).toBeLessThanOrEqual(marked.fullScore);
          expect(marked.fullScore).toBe(graded.fullScore);
          for (const n of nodes(key, answer, marked)) expect(n.result.status).not.toBe('manual');
          expect(scoreWithManual(marked, marks)).toEqual(marked);
        },
      ),
      RUNS,
    );
  });

  it('a mark above a part full score is refused with a RangeError', () => {
    fc.assert(
      fc.property(
        withAnswer(correctAnswerArb),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        ([key, answer, policy], over) => {
          const graded = gradeQuestion(key, answer, policy);
          const [part] = markable(key, answer, graded);
          fc.pre(part !== undefined);
          if (part === undefined) return;
          const mark = { [part.key.id]: part.result.fullScore + over };
          expect(() => scoreWithManual(graded, mark)).toThrow(RangeError);
          expect(() => scoreWithManual(graded, mark)).toThrow(ManualScoreError);
        },
      ),
      RUNS,
    );
  });
});

describe('normalizeBlank properties', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (s) => {
        const n = normalizeBlank(s);
        expect(normalizeBlank(n)).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent on every single code point', () => {
    const unstable: number[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const n = normalizeBlank(String.fromCodePoint(cp));
      if (normalizeBlank(n) !== n) unstable.push(cp);
    }
    expect(unstable).toEqual([]);
  });

  it('leaves no outer whitespace, no run of spaces, no other whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: typedChar, maxLength: 12 }), (s) => {
        const n = normalizeBlank(s);
        expect(n).toBe(n.trim());
        expect(/ {2}|[^\S ]/.test(n)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('folds full-width ASCII and case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 12 }), (s) => {
        expect(normalizeBlank(toFullWidth(s))).toBe(normalizeBlank(s));
        expect(normalizeBlank(upperAscii(s))).toBe(normalizeBlank(s));
      }),
      { numRuns: 1000 },
    );
  });
});
