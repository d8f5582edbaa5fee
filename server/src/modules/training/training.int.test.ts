import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import {
  expectNoIsoTimes,
  gql,
  gqlOk,
  LEGACY_TIME,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { buildUser } from '../../../test/factories/index.ts';
import { asStudent } from '../../../test/identities.ts';
import { buildExamRow, buildPaperRow } from '../../../test/factories/exam.ts';
import {
  EVERY_TYPE,
  buildBankOfEveryType,
  buildChapter,
  buildQuestion,
  buildRepo,
  type BuiltQuestion,
} from '../../../test/factories/question.ts';
import { KEY_FIELDS, expectNoAnswerKey } from '../../../test/fixtures/answer-keys.ts';

type Json = Record<string, unknown>;

const Q_FIELDS = `id quType content level answered isRight analysis answer blanks matchChoices
  rightBlanks referenceAnswer pairs { leftId text } rightPairs { leftId text }
  options { id abc content image checked isRight }`;
const QUESTION = `trainId quId sort ${Q_FIELDS} subList { ${Q_FIELDS} }`;
const TRAINING = `id kind repoId repoTitle title mode modeText state total answered rightCount
  percent createdAt updatedAt`;

/** Every key that may carry the answer key; none may hold a value before answering. */
function expectNoKey(view: unknown) {
  expectNoAnswerKey(view);
}

describe('training practice', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  async function call<T = Json>(
    token: string,
    path: string,
    body: unknown = {},
    lang?: 'zh' | 'en',
  ) {
    const res = await rest<T>(p, `/api/repo/train/${path}`, body, { token, lang });
    return res;
  }

  const ok = <T = Json>(token: string, path: string, body: unknown = {}) =>
    restOk<T>(p, token, `/api/repo/train/${path}`, body);

  async function start(token: string, repoId: string, mode = 11, clear = false) {
    return ok<Json & { id: string }>(token, 'start', { mode, repoId, clear });
  }

  async function cardIds(token: string, id: string): Promise<string[]> {
    const card = await ok<{ items: Array<{ quId: string }> }>(token, 'card', { id });
    return card.items.map((i) => i.quId);
  }

  const g = <T = Json>(token: string, query: string, variables: Json = {}) =>
    gqlOk<T>(p, token, query, variables);

  describe('start, continue and clear', () => {
    it('starts a training and returns its id (REST)', async () => {
      const { user, token } = await asStudent(p);
      const { repo } = await buildBankOfEveryType(p.infra.prisma, 'Physics');
      const t = await ok<Json>(token, 'start', {
        mode: 11,
        repoId: repo.id,
        userId: user.id,
        clear: false,
      });
      expect(t).toMatchObject({
        kind: 1,
        repoId: repo.id,
        repoTitle: 'Physics',
        repoId_dictText: 'Physics',
        mode: 11,
        mode_dictText: '顺序练习',
        state: 0,
        total: 7,
        answered: 0,
        rightCount: 0,
        percent: 0,
      });
      expect(typeof t.id).toBe('string');
      const row = await p.infra.prisma.training.findUniqueOrThrow({
        where: { id: t.id as string },
      });
      expect(row.userId).toBe(user.id);
      expect(await p.infra.prisma.trainingItem.count({ where: { trainingId: row.id } })).toBe(7);
    });

    it('continues the unfinished training of the same bank and mode, clear starts clean', async () => {
      const { user, token } = await asStudent(p);
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      const first = await start(token, repo.id, 11);
      await ok(token, 'check', {
        trainId: first.id,
        quId: qs.single.id,
        optionIds: [qs.single.options[1]?.id],
      });
      const again = await start(token, repo.id, 11);
      expect(again.id).toBe(first.id);
      expect(again.answered).toBe(1);
      // Another mode is another training.
      const random = await start(token, repo.id, 12);
      expect(random.id).not.toBe(first.id);
      // clear finishes the old one and starts clean.
      const clean = await start(token, repo.id, 11, true);
      expect(clean.id).not.toBe(first.id);
      expect(clean.answered).toBe(0);
      const old = await p.infra.prisma.training.findUniqueOrThrow({ where: { id: first.id } });
      expect(old.state).toBe(1);
      expect(
        await p.infra.prisma.training.count({ where: { userId: user.id, mode: 11, state: 0 } }),
      ).toBe(1);
      // GraphQL continues the same one.
      const data = await g<{ startTraining: Json }>(
        token,
        `mutation S($input: StartTrainingInput!) { startTraining(input: $input) { ${TRAINING} } }`,
        { input: { mode: 11, repoId: repo.id, clear: false } },
      );
      expect(data.startTraining).toMatchObject({
        id: clean.id,
        kind: 1,
        mode: 11,
        modeText: '顺序练习',
      });
    });

    it('concurrent starts create one training', async () => {
      const { token } = await asStudent(p);
      const { repo } = await buildBankOfEveryType(p.infra.prisma);
      const ids = await Promise.all([1, 2, 3, 4].map(() => start(token, repo.id, 12)));
      expect(new Set(ids.map((t) => t.id)).size).toBe(1);
    });

    it('refuses an empty bank, an unknown bank, a bad mode and someone else as the user', async () => {
      const { token } = await asStudent(p);
      const other = await buildUser(p.infra.prisma);
      const empty = await buildRepo(p.infra.prisma, 'Empty');
      // Only a composite part in the bank does not count: parts are not items.
      const full = await buildRepo(p.infra.prisma, 'Full');
      const composite = await buildQuestion(p.infra.prisma, full.id, EVERY_TYPE.composite);
      await p.infra.prisma.question.update({
        where: { id: composite.subs[0]?.id },
        data: { repoId: empty.id },
      });
      expect((await call(token, 'start', { mode: 11, repoId: empty.id })).code).toBe(20010011);
      expect((await call(token, 'start', { mode: 11, repoId: 'nope' })).code).toBe(60000001);
      expect((await call(token, 'start', { mode: 14, repoId: full.id })).code).toBe(10010001);
      expect((await call(token, 'start', { mode: 11 })).code).toBe(10010001);
      const denied = await call(token, 'start', { mode: 11, repoId: full.id, userId: other.id });
      expect(denied.code).toBe(10010004);
      const gqlDenied = await gql(
        p,
        `mutation { startTraining(input: { mode: 11, repoId: "${full.id}", userId: "${other.id}" }) { id } }`,
        {},
        { token },
      );
      expect(gqlDenied.errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        legacyCode: 10010004,
      });
      // Strings for numbers (legacy clients) are accepted.
      expect(
        (await call(token, 'start', { mode: '11', repoId: full.id, clear: 'false' })).code,
      ).toBe(0);
    });

    it('is refused (20010002) while the learner sits an exam, and open again after the hand-in', async () => {
      const { user, token } = await asStudent(p);
      const db = p.infra.prisma;
      const { repo, qs } = await buildBankOfEveryType(db, 'Exam bank');
      const before = await start(token, repo.id, 13); // rote: shows keys at once
      const exam = await buildExamRow(db);
      const paper = await buildPaperRow(db, { examId: exam.id, userId: user.id, state: 0 });
      const EXAM_IN_PROGRESS = 20010002;
      expect((await call(token, 'start', { mode: 13, repoId: repo.id })).code).toBe(
        EXAM_IN_PROGRESS,
      );
      expect(
        (await call(token, 'qu-detail', { trainId: before.id, quId: qs.single.id })).code,
      ).toBe(EXAM_IN_PROGRESS);
      const single = {
        trainId: before.id,
        quId: qs.single.id,
        optionIds: [qs.single.options[0]!.id],
      };
      expect((await call(token, 'check', single)).code).toBe(EXAM_IN_PROGRESS);
      expect((await call(token, 'fill', single)).code).toBe(EXAM_IN_PROGRESS);
      const res = await gql(
        p,
        `mutation($input: StartTrainingInput!) { startTraining(input: $input) { id } }`,
        { input: { mode: 11, repoId: repo.id } },
        { token },
      );
      expect(res.errors?.[0]?.extensions).toMatchObject({ legacyCode: EXAM_IN_PROGRESS });
      // The card (no keys) stays readable; after the hand-in practice goes on.
      expect((await call(token, 'card', { id: before.id })).code).toBe(0);
      await db.paper.update({ where: { id: paper.id }, data: { state: 2, handedAt: new Date() } });
      expect(
        (await call(token, 'qu-detail', { trainId: before.id, quId: qs.single.id })).code,
      ).toBe(0);
      expect((await start(token, repo.id, 13)).id).toBe(before.id);
    });

    it('every operation needs a session (REST and GraphQL)', async () => {
      for (const path of [
        'start',
        'qu-detail',
        'fill',
        'check',
        'card',
        'detail',
        'finish',
        'paging',
      ]) {
        expect((await rest(p, `/api/repo/train/${path}`, {})).code, path).toBe(10010002);
      }
      for (const path of [
        '/api/book/repo/paging',
        '/api/book/qu/paging',
        '/api/book/train/start',
      ]) {
        expect((await rest(p, path, {})).code, path).toBe(10010002);
      }
      const res = await gql(p, '{ myTrainings { total } }');
      expect(res.errors?.[0]?.extensions?.legacyCode).toBe(10010002);
    });
  });

  describe('question order', () => {
    it('mode 11 follows chapter order, then creation order; unchaptered last; parts excluded', async () => {
      const { token } = await asStudent(p);
      const repo = await buildRepo(p.infra.prisma);
      const late = await buildChapter(p.infra.prisma, repo.id, 'Late', 2);
      const early = await buildChapter(p.infra.prisma, repo.id, 'Early', 1);
      const q1 = await buildQuestion(p.infra.prisma, repo.id, {
        ...EVERY_TYPE.single,
        chapterId: null,
      });
      const q2 = await buildQuestion(p.infra.prisma, repo.id, {
        ...EVERY_TYPE.single,
        chapterId: late.id,
      });
      const q3 = await buildQuestion(p.infra.prisma, repo.id, {
        ...EVERY_TYPE.composite,
        chapterId: early.id,
      });
      const q4 = await buildQuestion(p.infra.prisma, repo.id, {
        ...EVERY_TYPE.single,
        chapterId: early.id,
      });
      const q5 = await buildQuestion(p.infra.prisma, repo.id, {
        ...EVERY_TYPE.single,
        chapterId: late.id,
      });
      const t = await start(token, repo.id, 11);
      expect(t.total).toBe(5);
      expect(await cardIds(token, t.id)).toEqual([q3.id, q4.id, q2.id, q5.id, q1.id]);
      // Rote mode uses the same order.
      const rote = await start(token, repo.id, 13);
      expect(await cardIds(token, rote.id)).toEqual([q3.id, q4.id, q2.id, q5.id, q1.id]);
    });

    it('mode 12 shuffles once and keeps the order across calls and continues', async () => {
      const { token } = await asStudent(p);
      const repo = await buildRepo(p.infra.prisma);
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        ids.push((await buildQuestion(p.infra.prisma, repo.id, EVERY_TYPE.trueFalse)).id);
      }
      const t = await start(token, repo.id, 12);
      const order = await cardIds(token, t.id);
      expect([...order].sort()).toEqual([...ids].sort());
      expect(order).not.toEqual(ids); // 1 in 20! chance of a false failure
      expect(await cardIds(token, t.id)).toEqual(order);
      const again = await start(token, repo.id, 12);
      expect(again.id).toBe(t.id);
      expect(await cardIds(token, again.id)).toEqual(order);
      const card = await ok<{ items: Array<{ sort: number }> }>(token, 'card', { id: t.id });
      expect(card.items.map((i) => i.sort)).toEqual(order.map((_, i) => i));
    });
  });

  describe('what a learner sees', () => {
    it('qu-detail of an unanswered question in modes 11 and 12 carries no key (REST and GraphQL)', async () => {
      const { token } = await asStudent(p);
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      for (const mode of [11, 12]) {
        const t = await start(token, repo.id, mode);
        for (const q of Object.values(qs)) {
          const view = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: q.id, mode: 13 });
          expectNoKey(view);
          for (const key of KEY_FIELDS) expect(view).not.toHaveProperty(key);
          for (const o of view.options as Json[]) {
            expect(Object.keys(o).sort()).toEqual(['abc', 'checked', 'content', 'id', 'image']);
          }
          const data = await g<{ trainingQuestion: Json }>(
            token,
            `query Q($input: TrainingQuestionInput!) { trainingQuestion(input: $input) { ${QUESTION} } }`,
            { input: { trainId: t.id, quId: q.id } },
          );
          expectNoKey(data.trainingQuestion);
          expect(data.trainingQuestion).toMatchObject({
            id: q.id,
            quId: q.id,
            trainId: t.id,
            answered: false,
          });
        }
      }
    });

    it('shows options labelled A-Z, blanks without content, matching choices without the mapping', async () => {
      const { token } = await asStudent(p);
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      const t = await start(token, repo.id, 11);
      const single = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.single.id });
      expect(single).toMatchObject({
        id: qs.single.id,
        quType: 1,
        content: EVERY_TYPE.single.content,
        level: 1,
        answered: false,
        sort: 0,
        options: [
          { id: qs.single.options[0]?.id, abc: 'A', content: 'Lyon', image: '', checked: false },
          { abc: 'B', content: 'Paris' },
          { abc: 'C', content: 'Nice' },
        ],
      });
      const fill = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.fill.id });
      expect(fill.options).toEqual([
        { id: qs.fill.options[0]?.id, abc: 'A', content: null, image: '', checked: false },
        { id: qs.fill.options[1]?.id, abc: 'B', content: null, image: '', checked: false },
      ]);
      expect(fill.blanks).toEqual(['', '']);
      const match = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.matching.id });
      expect((match.options as Json[]).map((o) => o.content)).toEqual(['cat', 'dog', 'cow']);
      const choices = match.matchChoices as string[];
      expect([...choices].sort()).toEqual(['meow', 'moo', 'woof']);
      const again = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.matching.id });
      expect(again.matchChoices).toEqual(choices);
      expect(match.pairs).toEqual([]);
      const composite = await ok<Json>(token, 'qu-detail', {
        trainId: t.id,
        quId: qs.composite.id,
      });
      expect((composite.subList as Json[]).map((s) => s.id)).toEqual(
        qs.composite.subs.map((s) => s.id),
      );
      expectNoKey(composite);
    });

    it('rote mode 13 shows the key without an answer; check with nothing reveals and counts nothing', async () => {
      const { user, token } = await asStudent(p);
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      const t = await start(token, repo.id, 13);
      const single = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.single.id });
      expect(single).toMatchObject({
        answered: false,
        isRight: null,
        analysis: 'ANALYSIS-SINGLE',
        options: [{ isRight: false }, { isRight: true }, { isRight: false }],
      });
      const short = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.short.id });
      expect(short).toMatchObject({
        options: [],
        referenceAnswer: '<p>SECRETREFERENCE: water vapour</p>',
        analysis: 'ANALYSIS-SHORT',
      });
      const fill = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.fill.id });
      expect(fill.rightBlanks).toEqual([
        ['SECRETBEIJING', 'Peking'],
        ['HyperTextTransferProtocol'],
      ]);
      const match = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.matching.id });
      expect(match.rightPairs).toEqual([
        { leftId: qs.matching.options[0]?.id, text: 'meow' },
        { leftId: qs.matching.options[1]?.id, text: 'woof' },
        { leftId: qs.matching.options[2]?.id, text: 'moo' },
      ]);
      const composite = await ok<Json>(token, 'qu-detail', {
        trainId: t.id,
        quId: qs.composite.id,
      });
      expect(composite).toMatchObject({
        analysis: 'ANALYSIS-COMPOSITE',
        subList: [
          { analysis: 'ANALYSIS-PART-1' },
          { analysis: 'ANALYSIS-PART-2', rightBlanks: [['SECRETPART']] },
        ],
      });
      // GraphQL shows the same.
      const data = await g<{ trainingQuestion: Json }>(
        token,
        `query Q($input: TrainingQuestionInput!) { trainingQuestion(input: $input) { ${QUESTION} } }`,
        { input: { trainId: t.id, quId: qs.fill.id } },
      );
      expect(data.trainingQuestion).toMatchObject({
        analysis: 'ANALYSIS-FILL',
        rightBlanks: fill.rightBlanks,
      });

      const checked = await ok<Json>(token, 'check', single);
      expect(checked).toMatchObject({ answered: true, isRight: null, analysis: 'ANALYSIS-SINGLE' });
      const detail = await ok<Json>(token, 'detail', { id: t.id });
      expect(detail).toMatchObject({ answered: 1, rightCount: 0, mode_dictText: '背题模式' });
      const card = await ok<{ wrongCount: number }>(token, 'card', { id: t.id });
      expect(card.wrongCount).toBe(0);
      // A wrong answer in rote mode is shown as wrong but never reaches the wrong-answer book.
      const wrong = await ok<Json>(token, 'check', {
        trainId: t.id,
        quId: qs.trueFalse.id,
        optionIds: [qs.trueFalse.options[1]?.id],
      });
      expect(wrong.isRight).toBe(false);
      expect(await p.infra.prisma.wrongBookEntry.count({ where: { userId: user.id } })).toBe(0);
    });
  });

  describe('checking every question type', () => {
    async function setup() {
      const l = await asStudent(p);
      const bank = await buildBankOfEveryType(p.infra.prisma);
      const t = await start(l.token, bank.repo.id, 11);
      return { ...l, ...bank, t };
    }

    /** Checks through REST with the question as qu-detail returned it, marked by `mark`. */
    async function checkAsReturned(
      token: string,
      trainId: string,
      q: BuiltQuestion,
      mark: (v: Json) => Json,
    ) {
      const view = await ok<Json>(token, 'qu-detail', { trainId, quId: q.id });
      return ok<Json>(token, 'check', mark(view));
    }

    const checkedBy =
      (...indexes: number[]) =>
      (v: Json): Json => ({
        ...v,
        options: (v.options as Json[]).map((o, i) => ({ ...o, checked: indexes.includes(i) })),
      });

    it('single choice and true/false: right and wrong, with each option marked', async () => {
      const { token, qs, t } = await setup();
      const right = await checkAsReturned(token, t.id, qs.single, checkedBy(1));
      expect(right).toMatchObject({
        answered: true,
        isRight: true,
        analysis: 'ANALYSIS-SINGLE',
        options: [
          { checked: false, isRight: false },
          { checked: true, isRight: true },
          { checked: false, isRight: false },
        ],
      });
      const wrong = await checkAsReturned(token, t.id, qs.trueFalse, checkedBy(1));
      expect(wrong).toMatchObject({
        isRight: false,
        options: [
          { checked: false, isRight: true },
          { checked: true, isRight: false },
        ],
      });
    });

    it('multiple choice is all or nothing', async () => {
      const { token, qs, t, repo } = await setup();
      const partial = await checkAsReturned(token, t.id, qs.multiple, checkedBy(0));
      expect(partial.isRight).toBe(false);
      const other = await start(token, repo.id, 11, true);
      const right = await checkAsReturned(token, other.id, qs.multiple, checkedBy(0, 1));
      expect(right).toMatchObject({
        isRight: true,
        options: [{ isRight: true }, { isRight: true }, { isRight: false }, { isRight: false }],
      });
      const third = await start(token, repo.id, 11, true);
      const extra = await checkAsReturned(token, third.id, qs.multiple, checkedBy(0, 1, 2));
      expect(extra.isRight).toBe(false);
    });

    it('short answer is not judged: isRight stays null, the analysis shows, the text is kept', async () => {
      const { token, qs, t, user } = await setup();
      const res = await checkAsReturned(token, t.id, qs.short, (v) => ({
        ...v,
        answer: '<p>White and fluffy</p>',
      }));
      expect(res).toMatchObject({
        answered: true,
        isRight: null,
        analysis: 'ANALYSIS-SHORT',
        answer: '<p>White and fluffy</p>',
        referenceAnswer: '<p>SECRETREFERENCE: water vapour</p>',
        options: [],
      });
      const detail = await ok<Json>(token, 'detail', { id: t.id });
      expect(detail).toMatchObject({ answered: 1, rightCount: 0 });
      expect(await p.infra.prisma.wrongBookEntry.count({ where: { userId: user.id } })).toBe(0);
    });

    it('fill in the blank accepts full-width, case and spacing variants and any accepted value', async () => {
      const { token, qs, t, repo } = await setup();
      const right = await checkAsReturned(token, t.id, qs.fill, (v) => ({
        ...v,
        blanks: ['  ｓｅｃｒｅｔＢＥＩＪＩＮＧ ', 'hypertexttransferprotocol'],
      }));
      expect(right).toMatchObject({
        isRight: true,
        blanks: ['  ｓｅｃｒｅｔＢＥＩＪＩＮＧ ', 'hypertexttransferprotocol'],
        rightBlanks: [['SECRETBEIJING', 'Peking'], ['HyperTextTransferProtocol']],
        options: [{ isRight: true, content: null }, { isRight: true }],
      });
      const second = await start(token, repo.id, 11, true);
      const alt = await ok<Json>(token, 'check', {
        trainId: second.id,
        quId: qs.fill.id,
        blanks: ['PEKING', 'ＨｙｐｅｒＴｅｘｔＴｒａｎｓｆｅｒＰｒｏｔｏｃｏｌ'],
      });
      expect(alt.isRight).toBe(true);
      const third = await start(token, repo.id, 11, true);
      const wrong = await ok<Json>(token, 'check', {
        trainId: third.id,
        quId: qs.fill.id,
        blanks: ['Shanghai', 'HyperTextTransferProtocol'],
      });
      expect(wrong).toMatchObject({
        isRight: false,
        options: [{ isRight: false }, { isRight: true }],
      });
    });

    it('matching: every pair right, or wrong with the wrong pair marked', async () => {
      const { token, qs, t, repo } = await setup();
      const [cat, dog, cow] = qs.matching.options.map((o) => o.id) as [string, string, string];
      const right = await checkAsReturned(token, t.id, qs.matching, (v) => ({
        ...v,
        pairs: [
          { leftId: cat, text: 'meow' },
          { leftId: dog, text: 'woof' },
          { leftId: cow, text: 'moo' },
        ],
      }));
      expect(right).toMatchObject({
        isRight: true,
        options: [{ isRight: true }, { isRight: true }, { isRight: true }],
        rightPairs: [
          { leftId: cat, text: 'meow' },
          { leftId: dog, text: 'woof' },
          { leftId: cow, text: 'moo' },
        ],
      });
      const second = await start(token, repo.id, 11, true);
      const wrong = await ok<Json>(token, 'check', {
        trainId: second.id,
        quId: qs.matching.id,
        pairs: { [cat]: 'woof', [dog]: 'meow', [cow]: 'moo' },
      });
      expect(wrong).toMatchObject({
        isRight: false,
        pairs: [
          { leftId: cat, text: 'woof' },
          { leftId: dog, text: 'meow' },
          { leftId: cow, text: 'moo' },
        ],
        options: [{ isRight: false }, { isRight: false }, { isRight: true }],
      });
    });

    it('composite: right only when every part is right; parts marked one by one', async () => {
      const { token, qs, t, repo } = await setup();
      const [part1, part2] = qs.composite.subs as [BuiltQuestion, BuiltQuestion];
      const right = await checkAsReturned(token, t.id, qs.composite, (v) => ({
        ...v,
        subList: (v.subList as Json[]).map((s, i) =>
          i === 0 ? checkedBy(0)(s) : { ...s, blanks: ['secretpart'] },
        ),
      }));
      expect(right).toMatchObject({
        isRight: true,
        analysis: 'ANALYSIS-COMPOSITE',
        subList: [
          {
            id: part1.id,
            isRight: true,
            options: [{ checked: true, isRight: true }, { isRight: false }],
          },
          { id: part2.id, isRight: true, blanks: ['secretpart'], rightBlanks: [['SECRETPART']] },
        ],
      });
      const second = await start(token, repo.id, 11, true);
      const wrong = await ok<Json>(token, 'check', {
        trainId: second.id,
        quId: qs.composite.id,
        sub: {
          [part1.id]: { optionIds: [part1.options[0]?.id] },
          [part2.id]: { blanks: ['nope'] },
        },
      });
      expect(wrong).toMatchObject({
        isRight: false,
        subList: [{ isRight: true }, { isRight: false }],
      });
    });

    it('GraphQL: checkTrainingAnswer with TrainingAnswerInput for every type', async () => {
      const { token, qs, t } = await setup();
      const [part1, part2] = qs.composite.subs as [BuiltQuestion, BuiltQuestion];
      const [cat, dog, cow] = qs.matching.options.map((o) => o.id) as [string, string, string];
      const answers: Array<[BuiltQuestion, Json, boolean | null]> = [
        [qs.single, { optionIds: [qs.single.options[1]?.id] }, true],
        [
          qs.multiple,
          { optionIds: [qs.multiple.options[0]?.id, qs.multiple.options[2]?.id] },
          false,
        ],
        [qs.trueFalse, { optionIds: [qs.trueFalse.options[0]?.id] }, true],
        [qs.short, { text: 'Some words' }, null],
        [qs.fill, { blanks: ['Peking', 'nope'] }, false],
        [
          qs.matching,
          {
            pairs: [
              { leftId: cat, text: 'MEOW' },
              { leftId: dog, text: 'woof' },
              { leftId: cow, text: 'ｍｏｏ' },
            ],
          },
          true,
        ],
        [
          qs.composite,
          {
            sub: [
              { quId: part1.id, optionIds: [part1.options[0]?.id] },
              { quId: part2.id, blanks: ['SecretPart'] },
            ],
          },
          true,
        ],
      ];
      for (const [q, answer, expected] of answers) {
        const data = await g<{ checkTrainingAnswer: Json }>(
          token,
          `mutation C($input: TrainingAnswerInput!) { checkTrainingAnswer(input: $input) { ${QUESTION} } }`,
          { input: { trainId: t.id, quId: q.id, ...answer } },
        );
        expect(data.checkTrainingAnswer, `type ${q.quType}`).toMatchObject({
          answered: true,
          isRight: expected,
        });
        expect(data.checkTrainingAnswer.analysis).toMatch(/^ANALYSIS-/);
      }
      const detail = await g<{ training: Json }>(
        token,
        `query D($id: ID!) { training(id: $id) { ${TRAINING} } }`,
        {
          id: t.id,
        },
      );
      expect(detail.training).toMatchObject({ answered: 7, rightCount: 4, percent: 100 });
    });
  });

  describe('fill, locking and progress', () => {
    it('fill saves without revealing; the saved answer survives leaving and continuing', async () => {
      const { token } = await asStudent(p);
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      const t = await start(token, repo.id, 11);
      const view = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.multiple.id });
      const filled = await ok<Json>(token, 'fill', {
        ...view,
        options: (view.options as Json[]).map((o, i) => ({ ...o, checked: i === 0 })),
      });
      expect(filled).toMatchObject({
        answered: false,
        options: [{ checked: true }, { checked: false }, { checked: false }, { checked: false }],
      });
      expectNoKey(filled);
      await ok(token, 'fill', { trainId: t.id, quId: qs.fill.id, blanks: ['first', ''] });
      const gqlFill = await g<{ fillTrainingAnswer: Json }>(
        token,
        `mutation F($input: TrainingAnswerInput!) { fillTrainingAnswer(input: $input) { ${QUESTION} } }`,
        { input: { trainId: t.id, quId: qs.short.id, text: 'draft' } },
      );
      expect(gqlFill.fillTrainingAnswer).toMatchObject({ answer: 'draft', answered: false });
      expectNoKey(gqlFill.fillTrainingAnswer);

      const continued = await start(token, repo.id, 11);
      expect(continued).toMatchObject({ id: t.id, answered: 0 });
      const again = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.multiple.id });
      expect(again).toMatchObject({
        answered: false,
        options: [{ checked: true }, { checked: false }, { checked: false }, { checked: false }],
      });
      expectNoKey(again);
      const fill = await ok<Json>(token, 'qu-detail', { trainId: t.id, quId: qs.fill.id });
      expect(fill.blanks).toEqual(['first', '']);
    });

    it('an answered question is locked: a second check or a fill returns the stored result', async () => {
      const { user, token } = await asStudent(p);
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      const t = await start(token, repo.id, 12);
      const wrongId = qs.single.options[0]?.id;
      const rightId = qs.single.options[1]?.id;
      const first = await ok<Json>(token, 'check', {
        trainId: t.id,
        quId: qs.single.id,
        optionIds: [wrongId],
      });
      expect(first.isRight).toBe(false);
      const second = await ok<Json>(token, 'check', {
        trainId: t.id,
        quId: qs.single.id,
        optionIds: [rightId],
      });
      expect(second).toEqual(first);
      const filled = await ok<Json>(token, 'fill', {
        trainId: t.id,
        quId: qs.single.id,
        optionIds: [rightId],
      });
      expect(filled).toEqual(first);
      // The stored verdict stands even if the key changes later (no re-grading).
      await p.infra.prisma.questionOption.update({
        where: { id: wrongId },
        data: { isRight: true },
      });
      const after = await ok<Json>(token, 'check', {
        trainId: t.id,
        quId: qs.single.id,
        optionIds: [wrongId],
      });
      expect(after.isRight).toBe(false);
      const detail = await ok<Json>(token, 'detail', { id: t.id });
      expect(detail).toMatchObject({ answered: 1, rightCount: 0 });
      const entry = await p.infra.prisma.wrongBookEntry.findUniqueOrThrow({
        where: { userId_quId: { userId: user.id, quId: qs.single.id } },
      });
      expect(entry.wrongCount).toBe(1);
      // Concurrent checks of one question count once.
      await Promise.all(
        [1, 2, 3].map(() =>
          call(token, 'check', {
            trainId: t.id,
            quId: qs.trueFalse.id,
            optionIds: [qs.trueFalse.options[0]?.id],
          }),
        ),
      );
      expect(await ok<Json>(token, 'detail', { id: t.id })).toMatchObject({
        answered: 2,
        rightCount: 1,
      });
    });

    it('modes 11 and 12 need an answer to check', async () => {
      const { token } = await asStudent(p);
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      const t = await start(token, repo.id, 11);
      for (const q of [qs.single, qs.fill, qs.matching, qs.composite, qs.short]) {
        const res = await call(token, 'check', {
          trainId: t.id,
          quId: q.id,
          blanks: ['', ' '],
          text: '<p><br></p>',
        });
        expect(res.code, `type ${q.quType}`).toBe(10010001);
      }
      expect((await ok<Json>(token, 'detail', { id: t.id })).answered).toBe(0);
    });

    it('card, detail, finish and paging with title filter, percent and language', async () => {
      const { token, user } = await asStudent(p);
      const physics = await buildBankOfEveryType(p.infra.prisma, 'Physics basics');
      const chem = await buildBankOfEveryType(p.infra.prisma, 'Chemistry');
      const t = await start(token, physics.repo.id, 11);
      await ok(token, 'check', {
        trainId: t.id,
        quId: physics.qs.single.id,
        optionIds: [physics.qs.single.options[1]?.id],
      });
      await ok(token, 'check', {
        trainId: t.id,
        quId: physics.qs.trueFalse.id,
        optionIds: [physics.qs.trueFalse.options[1]?.id],
      });
      await ok(token, 'check', { trainId: t.id, quId: physics.qs.short.id, text: 'words' });
      const card = await ok<Json>(token, 'card', { id: t.id });
      expect(card).toMatchObject({
        id: t.id,
        mode: 11,
        state: 0,
        total: 7,
        answered: 3,
        rightCount: 1,
        wrongCount: 1,
        percent: 43,
      });
      expect(card.items).toEqual([
        { quId: physics.qs.single.id, quType: 1, sort: 0, answered: true, isRight: true },
        { quId: physics.qs.multiple.id, quType: 2, sort: 1, answered: false, isRight: null },
        { quId: physics.qs.trueFalse.id, quType: 3, sort: 2, answered: true, isRight: false },
        { quId: physics.qs.short.id, quType: 4, sort: 3, answered: true, isRight: null },
        { quId: physics.qs.fill.id, quType: 5, sort: 4, answered: false, isRight: null },
        { quId: physics.qs.matching.id, quType: 6, sort: 5, answered: false, isRight: null },
        { quId: physics.qs.composite.id, quType: 99, sort: 6, answered: false, isRight: null },
      ]);
      const detail = await ok<Json>(token, 'detail', { id: t.id });
      expect(detail).toMatchObject({
        id: t.id,
        repoId: physics.repo.id,
        repoTitle: 'Physics basics',
        mode: 11,
        state: 0,
        total: 7,
        answered: 3,
        rightCount: 1,
        percent: 43,
      });
      expect(detail.createTime).toMatch(LEGACY_TIME);
      expect((detail.updateTime as string) >= (detail.createTime as string)).toBe(true);
      expectNoIsoTimes(detail);

      const random = await start(token, chem.repo.id, 12);
      const finished = await ok<Json>(token, 'finish', { id: t.id });
      expect(finished.state).toBe(1);
      expect((await ok<Json>(token, 'finish', { id: t.id })).state).toBe(1);
      // A finished training is read-only and is not continued.
      expect(
        (
          await call(token, 'check', {
            trainId: t.id,
            quId: physics.qs.multiple.id,
            optionIds: ['x'],
          })
        ).code,
      ).toBe(10010003);
      expect(
        (
          await call(token, 'fill', {
            trainId: t.id,
            quId: physics.qs.multiple.id,
            optionIds: ['x'],
          })
        ).code,
      ).toBe(10010003);
      expect((await start(token, physics.repo.id, 11)).id).not.toBe(t.id);

      const all = await rest<Json>(
        p,
        '/api/repo/train/paging',
        { current: 1, size: 10, params: {} },
        { token, lang: 'en' },
      );
      expect(all.data).toMatchObject({ total: 3, pages: 1, current: 1, size: 10 });
      const filtered = await ok<{ total: number; records: Json[] }>(token, 'paging', {
        current: 1,
        size: 5,
        params: { title: 'physics' },
      });
      expect(filtered.total).toBe(2);
      const row = filtered.records.find((r) => r.id === t.id);
      expect(row).toMatchObject({
        repoId: physics.repo.id,
        repoId_dictText: 'Physics basics',
        mode: 11,
        mode_dictText: '顺序练习',
        percent: 43,
        state: 1,
      });
      expect(row?.updateTime).toMatch(LEGACY_TIME);
      expectNoIsoTimes(filtered);
      const en = await rest<{ records: Json[] }>(
        p,
        '/api/repo/train/paging',
        { params: { repoId: chem.repo.id } },
        { token, lang: 'en' },
      );
      expect(en.data.records).toEqual([
        expect.objectContaining({
          id: random.id,
          mode: 12,
          mode_dictText: 'Random practice',
          state: 0,
          percent: 0,
        }),
      ]);
      const page2 = await ok<{ records: Json[]; pages: number }>(token, 'paging', {
        current: 2,
        size: 2,
      });
      expect(page2).toMatchObject({ pages: 2 });
      expect(page2.records).toHaveLength(1);
      // GraphQL history, other learners' trainings never listed.
      const other = await asStudent(p);
      await start(other.token, physics.repo.id, 11);
      const data = await g<{ myTrainings: { total: number; records: Json[] } }>(
        token,
        `query H($input: TrainingPageInput) { myTrainings(input: $input) { total pages current size records { ${TRAINING} } } }`,
        { input: { title: 'PHYSICS', size: 5 } },
      );
      expect(data.myTrainings.total).toBe(2);
      expect(data.myTrainings.records.every((r) => r.repoId === physics.repo.id)).toBe(true);
      const byUser = await p.infra.prisma.training.count({ where: { userId: user.id } });
      expect(byUser).toBe(3);
      const gqlCard = await g<{ trainingCard: Json }>(
        token,
        `query C($id: ID!) { trainingCard(id: $id) { id total answered rightCount wrongCount percent items { quId quType sort answered isRight } } }`,
        { id: t.id },
      );
      expect(gqlCard.trainingCard).toMatchObject({ total: 7, answered: 3, percent: 43 });
      const gqlFinish = await g<{ finishTraining: Json }>(
        token,
        `mutation F($id: ID!) { finishTraining(id: $id) { id state } }`,
        { id: random.id },
      );
      expect(gqlFinish.finishTraining).toEqual({ id: random.id, state: 1 });
    });

    it('a deleted question answers QUESTION_DELETED', async () => {
      const { token } = await asStudent(p);
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      const t = await start(token, repo.id, 11);
      await p.infra.prisma.question.delete({ where: { id: qs.single.id } });
      expect((await call(token, 'qu-detail', { trainId: t.id, quId: qs.single.id })).code).toBe(
        20010001,
      );
      const card = await ok<{ items: Json[] }>(token, 'card', { id: t.id });
      expect(card.items[0]).toMatchObject({ quId: qs.single.id, quType: null });
    });
  });

  describe('ownership', () => {
    it("another learner's training is not found, through REST and GraphQL", async () => {
      const owner = await asStudent(p);
      const intruder = await asStudent(p);
      const { repo, qs } = await buildBankOfEveryType(p.infra.prisma);
      const t = await start(owner.token, repo.id, 13);
      const answer = { trainId: t.id, quId: qs.single.id, optionIds: [qs.single.options[1]?.id] };
      const cases: Array<[string, Json]> = [
        ['qu-detail', { trainId: t.id, quId: qs.single.id }],
        ['fill', answer],
        ['check', answer],
        ['card', { id: t.id }],
        ['detail', { id: t.id }],
        ['finish', { id: t.id }],
      ];
      for (const [path, body] of cases) {
        const res = await call(intruder.token, path, body);
        expect(res, path).toMatchObject({ code: 60000001, data: null, success: false });
      }
      // A question that is not in one's own training gets the same answer.
      const own = await start(intruder.token, repo.id, 11);
      expect(
        (await call(intruder.token, 'qu-detail', { trainId: own.id, quId: 'nope' })).code,
      ).toBe(60000001);
      const ops = [
        `query { trainingQuestion(input: { trainId: "${t.id}", quId: "${qs.single.id}" }) { id } }`,
        `query { trainingCard(id: "${t.id}") { id } }`,
        `query { training(id: "${t.id}") { id } }`,
        `mutation { finishTraining(id: "${t.id}") { id } }`,
        `mutation { checkTrainingAnswer(input: { trainId: "${t.id}", quId: "${qs.single.id}", optionIds: ["x"] }) { id } }`,
        `mutation { fillTrainingAnswer(input: { trainId: "${t.id}", quId: "${qs.single.id}", optionIds: ["x"] }) { id } }`,
      ];
      for (const op of ops) {
        const res = await gql(p, op, {}, { token: intruder.token });
        expect(res.errors?.[0]?.extensions, op).toMatchObject({
          code: 'NOT_FOUND',
          legacyCode: 60000001,
        });
      }
      // Nothing changed for the owner.
      expect(await ok<Json>(owner.token, 'detail', { id: t.id })).toMatchObject({
        state: 0,
        answered: 0,
      });
      const item = await p.infra.prisma.trainingItem.findUniqueOrThrow({
        where: { trainingId_quId: { trainingId: t.id, quId: qs.single.id } },
      });
      expect(item.answer).toBeNull();
    });
  });
});
