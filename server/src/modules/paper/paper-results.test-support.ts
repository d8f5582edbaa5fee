/**
 * Shared fixtures of the paper result and review tests: a bank of every type, an exam, and a paper
 * over it written directly (no create-paper / hand-in), plus the GraphQL selections and the check
 * that nothing of the answer key leaks.
 */
import { expect } from 'vitest';
import type { Db } from '../../core/prisma.ts';
import {
  buildExamRow,
  buildPaperRow,
  type ExamRowOptions,
  type PaperRowOptions,
} from '../../../test/factories/exam.ts';
import { buildBankOfEveryType } from '../training/test-factories.ts';

export const Q_FIELDS = `id quId paperId sort quType level content answered mark score seq answer
  blanks matchChoices isRight analysis rightBlanks referenceAnswer pairs { leftId text }
  rightPairs { leftId text } options { id abc content image checked isRight }`;
export const ITEM = `quId quType sort score answered userScore isRight needsMarking comment
  question { ${Q_FIELDS} subList { ${Q_FIELDS} } }`;
export const RESULT = `id examId title userId state userTime startedAt handedAt totalScore
  qualifyScore objScore subjScore userScore passed reviewState answerDisplay answersFrom
  answersVisible answersHeldByExam items { ${ITEM} }`;

/** Every key that may carry the answer key; none may hold a value when answers are hidden. */
const KEY_FIELDS = [
  'isRight',
  'analysis',
  'rightBlanks',
  'rightPairs',
  'referenceAnswer',
  'userScore',
  'comment',
];
/** Strings of the key (and the marker's comment) that must never show when answers are hidden. */
export const SECRET_STRINGS = [
  'ANALYSIS-',
  'SECRETBEIJING',
  'Peking',
  'HyperTextTransferProtocol',
  'SECRETPART',
  'SECRETREFERENCE',
  'MARKER-COMMENT',
];

function keyValues(v: unknown, path = '$'): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => keyValues(x, `${path}[${i}]`));
  if (v === null || typeof v !== 'object') return [];
  return Object.entries(v).flatMap(([k, x]) => [
    ...(KEY_FIELDS.includes(k) && x !== null && x !== undefined ? [`${path}.${k}`] : []),
    ...keyValues(x, `${path}.${k}`),
  ]);
}

/** Fails if any item or question carries a key field or a key string. */
export function expectNoKey(items: unknown) {
  expect(keyValues(items)).toEqual([]);
  const text = JSON.stringify(items);
  for (const s of SECRET_STRINGS) expect(text).not.toContain(s);
}

/**
 * An exam and a paper of `userId` over a bank of every type:
 * single (10, answered wrong, shown options reordered Nice, Lyon, Paris), fill (10, one blank right),
 * short (10, needs marking unless told otherwise), composite (10, objective part 5 earned).
 */
export async function buildStandardPaper(
  db: Db,
  userId: string,
  opts: { exam?: ExamRowOptions; paper?: Partial<PaperRowOptions>; examId?: string } = {},
) {
  const { repo, qs } = await buildBankOfEveryType(db, `Bank ${Math.random()}`);
  const exam =
    opts.examId !== undefined
      ? await db.exam.findUniqueOrThrow({ where: { id: opts.examId } })
      : await buildExamRow(db, { totalScore: 40, qualifyScore: 20, ...opts.exam });
  const [lyon, paris, nice] = qs.single.options;
  const state = opts.paper?.state ?? 1;
  const marked = state === 2;
  const paper = await buildPaperRow(db, {
    examId: exam.id,
    userId,
    state,
    qualifyScore: exam.qualifyScore,
    objScore: 5,
    subjScore: marked ? 13 : 5,
    passed: marked ? false : null,
    items: [
      {
        quId: qs.single.id,
        quType: 1,
        score: 10,
        answer: { optionIds: [lyon!.id] },
        isRight: false,
        userScore: 0,
        optionOrder: { [qs.single.id]: [nice!.id, lyon!.id, paris!.id] },
      },
      {
        quId: qs.fill.id,
        quType: 5,
        score: 10,
        answer: { blanks: ['beijing', 'ftp'] },
        isRight: false,
        userScore: 0,
      },
      {
        quId: qs.short.id,
        quType: 4,
        score: 10,
        answer: { text: '<p>white and fluffy</p>' },
        isRight: marked ? false : null,
        userScore: marked ? 8 : null,
        needsMarking: !marked,
        comment: marked ? 'MARKER-COMMENT good' : '',
      },
      {
        quId: qs.composite.id,
        quType: 99,
        score: 10,
        answer: {
          sub: {
            [qs.composite.subs[0]!.id]: { optionIds: [qs.composite.subs[0]!.options[0]!.id] },
          },
        },
        isRight: false,
        userScore: 5,
      },
    ],
    ...opts.paper,
  });
  return { repo, qs, exam, paper };
}
