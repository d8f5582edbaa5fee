/**
 * No learner-reachable field of an in-progress paper carries an answer key. The GraphQL selections
 * are built from the schema itself (every field of every type reachable from the operation, so a
 * field added later is covered), and every REST response of the taking routes is walked too.
 */
import 'reflect-metadata';
/** Minimal structural view of graphql-js types (the schema's graphql copy may be another realm). */
interface GType {
  ofType?: GType;
  getFields?: () => Record<string, { name: string; type: GType; args: readonly unknown[] }>;
}
interface GSchema {
  getQueryType(): GType | null | undefined;
  getMutationType(): GType | null | undefined;
}
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../../core/graphql/schema.ts';
import type { Platform } from '../../platform.ts';
import { gqlOk, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent } from '../../../test/identities.ts';
import { buildExam } from '../../../test/factories/exam.ts';
import { buildBankOfEveryType } from '../../../test/factories/question.ts';
import { expectNoAnswerKey } from '../../../test/fixtures/answer-keys.ts';

type Json = Record<string, unknown>;

/** Keys whose value must be null/absent anywhere in a response. */
function expectNoKey(label: string, view: unknown) {
  expectNoAnswerKey(view, { label });
}

/** Every field of a type, recursively (object types), to `depth` levels. */
function named(t: GType): GType {
  let n = t;
  while (n.ofType !== undefined) n = n.ofType;
  return n;
}

function selectAll(type: GType, depth: number): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields?.() ?? {})) {
    if (field.args.length > 0) continue;
    const inner = named(field.type);
    if (inner.getFields !== undefined) {
      if (depth > 0) parts.push(`${field.name} { ${selectAll(inner, depth - 1)} }`);
    } else {
      parts.push(field.name);
    }
  }
  return parts.join(' ');
}

function returnType(schema: GSchema, root: 'Query' | 'Mutation', name: string): GType {
  const rootType = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const field = rootType?.getFields?.()[name];
  if (field === undefined) throw new Error(`no ${root}.${name}`);
  return named(field.type);
}

describe('an in-progress paper reveals no key', () => {
  let p: Platform;
  let schema: GSchema;
  beforeAll(async () => {
    p = await startTestPlatform();
    schema = (await buildAppSchema()) as unknown as GSchema;
  });
  afterAll(() => p.stop());

  it('through every GraphQL field and every REST response, answered or not', async () => {
    const { repo, qs } = await buildBankOfEveryType(p.infra.prisma, 'Keys bank');
    const exam = await buildExam(p.infra.prisma, {
      rules: [1, 2, 3, 4, 5, 6, 99].map((quType) => ({
        repoId: repo.id,
        quType,
        quCount: 1,
        quScore: 3,
      })),
      shuffleOptions: true,
    });
    const { token } = await asStudent(p);
    const g = (query: string, variables: Json) => gqlOk<Json>(p, token, query, variables);

    const refSel = selectAll(returnType(schema, 'Mutation', 'createPaper'), 4);
    const created = await g(
      `mutation($input: CreatePaperInput!) { createPaper(input: $input) { ${refSel} } }`,
      { input: { examId: exam.id } },
    );
    expectNoKey('createPaper', created);
    const paperId = (created?.createPaper as { id: string }).id;

    const paperSel = selectAll(returnType(schema, 'Query', 'paper'), 4);
    const qSel = selectAll(returnType(schema, 'Query', 'paperQuestion'), 4);
    expect(qSel).toContain('subList');
    expect(qSel).toContain('rightPairs');

    const walk = async (label: string) => {
      expectNoKey(
        `${label} paper`,
        await g(`query($id: ID!) { paper(id: $id) { ${paperSel} } }`, { id: paperId }),
      );
      expectNoKey(
        `${label} left`,
        await g(`query($id: ID!) { paperLeftTime(id: $id) }`, { id: paperId }),
      );
      for (const q of Object.values(qs)) {
        const view = await g(
          `query($paperId: ID!, $quId: ID!) { paperQuestion(paperId: $paperId, quId: $quId) { ${qSel} } }`,
          { paperId, quId: q.id },
        );
        expectNoKey(`${label} paperQuestion ${q.quType}`, view);
        const restView = await rest(
          p,
          '/api/paper/paper/qu-detail',
          { paperId, quId: q.id },
          { token },
        );
        expect(restView.code).toBe(0);
        expectNoKey(`${label} REST qu-detail ${q.quType}`, restView);
      }
      for (const [path, body] of [
        ['paper-detail', { id: paperId }],
        ['left-time', { id: paperId }],
        ['create-paper', { examId: exam.id }],
      ] as const) {
        const res = await rest(p, `/api/paper/paper/${path}`, body, { token });
        expect(res.code, `${path} ${res.msg}`).toBe(0);
        expectNoKey(`${label} REST ${path}`, res);
      }
    };

    await walk('unanswered');

    // Answer everything, right and wrong, then walk again: answered items must not reveal either.
    const saves: Json[] = [
      { quId: qs.single.id, optionIds: [qs.single.options[1]!.id] },
      { quId: qs.multiple.id, optionIds: [qs.multiple.options[0]!.id] },
      { quId: qs.trueFalse.id, optionIds: [qs.trueFalse.options[0]!.id] },
      { quId: qs.short.id, text: '<p>my answer</p>' },
      { quId: qs.fill.id, blanks: ['beijing', 'x'] },
      {
        quId: qs.matching.id,
        pairs: [{ leftId: qs.matching.options[0]!.id, text: 'meow' }],
      },
      {
        quId: qs.composite.id,
        sub: [
          { quId: qs.composite.subs[0]!.id, optionIds: [qs.composite.subs[0]!.options[0]!.id] },
        ],
      },
    ];
    for (const [i, s] of saves.entries()) {
      const res = await g(
        `mutation($input: FillAnswerInput!) { fillAnswer(input: $input) { applied seq } }`,
        { input: { paperId, seq: i + 1, ...s } },
      );
      expectNoKey('fillAnswer', res);
    }
    const restSave = await rest(
      p,
      '/api/paper/paper/fill-answer',
      { paperId, quId: qs.single.id, answers: [qs.single.options[0]!.id], seq: 100 },
      { token },
    );
    expect(restSave.code).toBe(0);
    expectNoKey('REST fill-answer', restSave);
    await walk('answered');

    // Matching: the choices are the right-side texts, not in the left items' order by design
    // (a salted hash order), and every text appears once.
    const m = await g(
      `query($paperId: ID!, $quId: ID!) { paperQuestion(paperId: $paperId, quId: $quId) { matchChoices } }`,
      { paperId, quId: qs.matching.id },
    );
    expect([...(m?.paperQuestion as { matchChoices: string[] }).matchChoices].sort()).toEqual([
      'meow',
      'moo',
      'woof',
    ]);
  });
});
