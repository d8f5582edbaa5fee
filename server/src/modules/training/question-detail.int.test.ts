import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, gqlErr, gqlOk, resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent } from '../../../test/identities.ts';
import { buildExamRow, buildPaperRow } from '../../../test/factories/exam.ts';
import { buildBankOfEveryType, buildChapter } from '../../../test/factories/question.ts';

const Q_FIELDS = `id quType content answered isRight analysis answer blanks rightBlanks
  referenceAnswer matchChoices rightPairs { leftId text } options { id abc content checked isRight }`;
const DETAIL = `query Detail($id: ID!) {
  questionDetail(id: $id) {
    repoId repoTitle chapterTitle
    question { ${Q_FIELDS} subList { ${Q_FIELDS} } }
  }
}`;

interface DetailQ {
  quType: number;
  analysis: string | null;
  options: Array<{ content: string | null; isRight: boolean | null; checked: boolean }>;
  rightBlanks: string[][] | null;
  referenceAnswer: string | null;
  rightPairs: Array<{ text: string }> | null;
  subList: DetailQ[];
}
interface Detail {
  questionDetail: {
    repoId: string;
    repoTitle: string;
    chapterTitle: string | null;
    question: DetailQ;
  };
}

/** /web/qu/view/{id}: the learner's question view (what rote mode shows of a bank question). */
describe('questionDetail', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(() => resetDatabase(p));

  it('shows a top-level question with its key, analysis, bank and chapter', async () => {
    const { token } = await asStudent(p);
    const db = p.infra.prisma;
    const { repo, qs } = await buildBankOfEveryType(db, 'Geography');
    const chapter = await buildChapter(db, repo.id, 'Capitals', 0);
    await db.question.update({ where: { id: qs.single.id }, data: { chapterId: chapter.id } });

    const single = await gqlOk<Detail>(p, token, DETAIL, { id: qs.single.id });
    expect(single.questionDetail).toMatchObject({
      repoId: repo.id,
      repoTitle: 'Geography',
      chapterTitle: 'Capitals',
    });
    const q = single.questionDetail.question;
    expect(q.analysis).toBe('ANALYSIS-SINGLE');
    expect(q.options.map((o) => [o.content, o.isRight, o.checked])).toEqual([
      ['Lyon', false, false],
      ['Paris', true, false],
      ['Nice', false, false],
    ]);

    const fill = await gqlOk<Detail>(p, token, DETAIL, { id: qs.fill.id });
    expect(fill.questionDetail.question.rightBlanks).toEqual([
      ['SECRETBEIJING', 'Peking'],
      ['HyperTextTransferProtocol'],
    ]);
    const short = await gqlOk<Detail>(p, token, DETAIL, { id: qs.short.id });
    expect(short.questionDetail.question.referenceAnswer).toContain('SECRETREFERENCE');
    const matching = await gqlOk<Detail>(p, token, DETAIL, { id: qs.matching.id });
    expect(matching.questionDetail.question.rightPairs?.map((r) => r.text)).toEqual([
      'meow',
      'woof',
      'moo',
    ]);
    const composite = await gqlOk<Detail>(p, token, DETAIL, { id: qs.composite.id });
    expect(composite.questionDetail.question.subList.map((s) => s.analysis)).toEqual([
      'ANALYSIS-PART-1',
      'ANALYSIS-PART-2',
    ]);
  });

  it('refuses a composite part, an unknown id and an anonymous caller without a key', async () => {
    const { token } = await asStudent(p);
    const { qs } = await buildBankOfEveryType(p.infra.prisma);
    const part = qs.composite.subs[0]!;
    const DATA_NOT_FOUND = 60000001;
    const byPart = await gqlErr(p, token, DETAIL, { id: part.id });
    expect(byPart.code).toBe(DATA_NOT_FOUND);
    expect(JSON.stringify(byPart)).not.toContain('right one');
    expect((await gqlErr(p, token, DETAIL, { id: 'c000000000000000000000000' })).code).toBe(
      DATA_NOT_FOUND,
    );
    const anonymous = await gql(p, DETAIL, { id: qs.single.id });
    expect(anonymous.errors?.[0]?.extensions?.legacyCode).toBe(10010002);
    expect(JSON.stringify(anonymous)).not.toMatch(/ANALYSIS|Paris/);
  });

  it('is refused (20010002) while the learner sits an exam, and open after the hand-in', async () => {
    const { user, token } = await asStudent(p);
    const db = p.infra.prisma;
    const { qs } = await buildBankOfEveryType(db);
    const exam = await buildExamRow(db);
    const paper = await buildPaperRow(db, { examId: exam.id, userId: user.id, state: 0 });
    const sitting = await gqlErr(p, token, DETAIL, { id: qs.single.id });
    expect(sitting.code).toBe(20010002);
    expect(JSON.stringify(sitting)).not.toMatch(/ANALYSIS|isRight/);
    await db.paper.update({ where: { id: paper.id }, data: { state: 2 } });
    const after = await gqlOk<Detail>(p, token, DETAIL, { id: qs.single.id });
    expect(after.questionDetail.question.analysis).toBe('ANALYSIS-SINGLE');
  });
});
