/**
 * The wrong-answer book: one entry per learner and question, counting wrong answers. A question
 * leaves the book after REMOVE_AFTER_RIGHT_STREAK right answers in a row. Training check-answer
 * and exam hand-in (inside its own transaction) feed it through `recordWrongBookAnswer`. Every exam
 * an entry's wrong answers came from is kept beside it (WrongBookExam, deleted with the entry).
 */
import { type z } from 'zod';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { optionalId, optionalText as optionalTextOf } from '../../core/input.ts';
import { legacyPagingSchema, type Page, toPage } from '../../core/paging.ts';

const optionalText = optionalTextOf(200);
import { containsPattern } from '../../core/database/like.ts';
import { AnswerDisplay, assertNotSittingExam } from '../sitting/index.ts';
import type { DbClient } from '../../core/prisma.ts';
import { type HotTransaction, sqlOn } from '../../core/database/hot-sql.ts';

/** Right answers in a row that take a question out of the book. */
const REMOVE_AFTER_RIGHT_STREAK = 2;

export interface RecordAnswerInput {
  userId: string;
  /** A top-level question (a composite's id, never one of its parts). */
  quId: string;
  repoId: string;
  /** The exam the answer was given in, if any. */
  examId?: string | null;
  /** The verdict; null (subjective, waiting for a person) records nothing. */
  isRight: boolean | null;
}

export type RecordOutcome = 'added' | 'counted' | 'streak' | 'removed' | 'none';

/** Graded answers of one learner, optionally from one exam (a paper's hand-in). */
export interface RecordAnswersInput {
  userId: string;
  /** The exam the answers were given in, if any. */
  examId?: string | null;
  answers: ReadonlyArray<{ quId: string; repoId: string; isRight: boolean | null }>;
}

/**
 * Records one graded answer in the book. A wrong answer adds the question or counts it again
 * (rightStreak back to 0, lastWrongAt now) and, when it names an exam, adds or counts that exam of
 * the entry. A right answer on a question in the book lengthens its streak and removes it (with its
 * exams) at the limit; a right answer on a question not in the book changes nothing. Pass a
 * transaction client to make it part of a larger write (exam hand-in).
 */
async function recordWrongBookAnswer(
  db: DbClient,
  input: RecordAnswerInput,
): Promise<RecordOutcome> {
  const outcomes = await recordWrongBookAnswers(sqlOn(db), {
    userId: input.userId,
    examId: input.examId,
    answers: [{ quId: input.quId, repoId: input.repoId, isRight: input.isRight }],
  });
  return outcomes.get(input.quId) ?? 'none';
}

/**
 * `recordWrongBookAnswer` for many questions at once, in at most three statements whatever their
 * number (a paper's hand-in holds its row lock meanwhile). Each question appears once. Returns the
 * outcome of each question that changed the book.
 */
export async function recordWrongBookAnswers(
  sql: HotTransaction,
  input: RecordAnswersInput,
): Promise<Map<string, RecordOutcome>> {
  const { userId } = input;
  const examId = input.examId ?? null;
  const wrong = input.answers.filter((a) => a.isRight === false);
  const right = input.answers.filter((a) => a.isRight === true).map((a) => a.quId);
  const outcomes = new Map<string, RecordOutcome>();
  if (wrong.length > 0) {
    const now = new Date();
    const quIds = wrong.map((a) => a.quId);
    const rows = await sql.rows<{ quId: string; added: boolean }>`
      INSERT INTO "WrongBookEntry"
        ("userId", "quId", "repoId", "wrongCount", "rightStreak", "lastWrongAt", "createdAt", "updatedAt")
      SELECT ${userId}, x."quId", x."repoId", 1, 0, ${now}, ${now}, ${now}
      FROM unnest(${quIds}::text[], ${wrong.map((a) => a.repoId)}::text[]) AS x("quId", "repoId")
      ON CONFLICT ("userId", "quId") DO UPDATE SET
        "wrongCount" = "WrongBookEntry"."wrongCount" + 1, "rightStreak" = 0,
        "lastWrongAt" = EXCLUDED."lastWrongAt", "repoId" = EXCLUDED."repoId",
        "updatedAt" = EXCLUDED."updatedAt"
      RETURNING "quId", (xmax = 0) AS added`;
    for (const r of rows) outcomes.set(r.quId, r.added ? 'added' : 'counted');
    if (examId !== null) {
      await sql.rows`
        INSERT INTO "WrongBookExam" ("userId", "quId", "examId", "wrongCount", "lastWrongAt")
        SELECT ${userId}, x."quId", ${examId}, 1, ${now} FROM unnest(${quIds}::text[]) AS x("quId")
        ON CONFLICT ("userId", "quId", "examId") DO UPDATE SET
          "wrongCount" = "WrongBookExam"."wrongCount" + 1, "lastWrongAt" = EXCLUDED."lastWrongAt"`;
    }
  }
  if (right.length > 0) {
    // Both parts read the same snapshot; their conditions split the entries between them.
    const limit = REMOVE_AFTER_RIGHT_STREAK - 1;
    const rows = await sql.rows<{ quId: string; outcome: 'removed' | 'streak' }>`
      WITH removed AS (
        DELETE FROM "WrongBookEntry"
        WHERE "userId" = ${userId} AND "quId" = ANY(${right}::text[]) AND "rightStreak" >= ${limit}
        RETURNING "quId"
      ), streak AS (
        UPDATE "WrongBookEntry" SET "rightStreak" = "rightStreak" + 1, "updatedAt" = now()
        WHERE "userId" = ${userId} AND "quId" = ANY(${right}::text[]) AND "rightStreak" < ${limit}
        RETURNING "quId"
      )
      SELECT "quId", 'removed' AS outcome FROM removed
      UNION ALL SELECT "quId", 'streak' AS outcome FROM streak`;
    for (const r of rows) outcomes.set(r.quId, r.outcome);
  }
  return outcomes;
}

export const WrongBookRepoPageSchema = legacyPagingSchema({ title: optionalText });
export type WrongBookRepoPageInput = Partial<z.input<typeof WrongBookRepoPageSchema>>;

export const WrongBookQuestionPageSchema = legacyPagingSchema({
  repoId: optionalId,
  examId: optionalId,
  title: optionalText,
});
export type WrongBookQuestionPageInput = Partial<z.input<typeof WrongBookQuestionPageSchema>>;

/** A bank with wrong answers in the learner's book. */
export interface WrongBookRepoView {
  repoId: string;
  repoTitle: string;
  /** Questions of this bank in the book. */
  quCount: number;
  /** Wrong answers over those questions. */
  wrongCount: number;
  lastWrongAt: Date;
}

export interface WrongBookQuestionView {
  quId: string;
  quType: number;
  /** The stem as plain text, shortened (for lists). */
  title: string;
  /** The stem as stored (sanitized rich text). */
  content: string;
  repoId: string;
  repoTitle: string;
  /** The exam of the entry's latest wrong answer given in an exam, if any. */
  examId: string | null;
  wrongCount: number;
  rightStreak: number;
  lastWrongAt: Date;
}

/**
 * An entry is shown only while every exam its wrong answers came from shows its answers (as
 * `answersVisible` in paper-results.policy.ts: answerDisplay 1 after hand-in, which every recorded
 * paper is; 2 once the window has ended; anything else never). Listing or practising it would
 * otherwise tell the learner which of their exam answers were wrong, and practice reveals the key.
 * A later mistake in another exam or in training does not lift this. Rows of a missing exam hide
 * nothing (an exam with papers cannot be deleted).
 */
const ANSWERS_VISIBLE = Prisma.sql`NOT EXISTS (
  SELECT 1 FROM "WrongBookExam" x JOIN "Exam" e ON e."id" = x."examId"
  WHERE x."userId" = w."userId" AND x."quId" = w."quId"
    AND NOT (e."answerDisplay" = ${AnswerDisplay.AFTER_HAND_IN}
      OR (e."answerDisplay" = ${AnswerDisplay.AFTER_WINDOW} AND e."endTime" < now())))`;

/** The exam of the entry's latest wrong answer in an exam (`WrongBookQuestionView.examId`). */
const LATEST_EXAM = Prisma.sql`(
  SELECT x."examId" FROM "WrongBookExam" x
  WHERE x."userId" = w."userId" AND x."quId" = w."quId"
  ORDER BY x."lastWrongAt" DESC, x."examId" LIMIT 1)`;

export class WrongBookService {
  constructor(private readonly infra: Infra) {}

  /** See `recordWrongBookAnswer`; `db` defaults to the root client. */
  recordAnswer(input: RecordAnswerInput, db: DbClient = this.infra.prisma): Promise<RecordOutcome> {
    return recordWrongBookAnswer(db, input);
  }

  /**
   * The banks of the caller's book with counts, latest mistake first; params.title filters.
   * Refused with EXAM_IN_PROGRESS while the caller sits an exam, like every answer-bearing result.
   */
  async repos(session: SessionUser, raw: WrongBookRepoPageInput): Promise<Page<WrongBookRepoView>> {
    const { current, size, params } = parseInput(WrongBookRepoPageSchema, raw);
    await assertNotSittingExam(this.infra.prisma, session.userId);
    const title = containsPattern(params.title);
    const where = Prisma.sql`
      w."userId" = ${session.userId} AND ${ANSWERS_VISIBLE}
      AND (${title}::text IS NULL OR r."title" ILIKE ${title})`;
    const [{ total }] = await this.infra.prisma.$queryRaw<[{ total: number }]>`
      SELECT COUNT(DISTINCT w."repoId")::int AS total
      FROM "WrongBookEntry" w
      JOIN "Question" q ON q."id" = w."quId"
      JOIN "Repo" r ON r."id" = w."repoId"
      WHERE ${where}`;
    const rows = await this.infra.prisma.$queryRaw<WrongBookRepoView[]>`
      SELECT w."repoId", r."title" AS "repoTitle", COUNT(*)::int AS "quCount",
             SUM(w."wrongCount")::int AS "wrongCount", MAX(w."lastWrongAt") AS "lastWrongAt"
      FROM "WrongBookEntry" w
      JOIN "Question" q ON q."id" = w."quId"
      JOIN "Repo" r ON r."id" = w."repoId"
      WHERE ${where}
      GROUP BY w."repoId", r."title"
      ORDER BY MAX(w."lastWrongAt") DESC, w."repoId"
      LIMIT ${size} OFFSET ${(current - 1) * size}`;
    return toPage(rows, total, current, size);
  }

  /**
   * The caller's wrong questions, latest mistake first; by repoId, examId (every question got wrong
   * in that exam, whatever came later) and stem text. Refused with EXAM_IN_PROGRESS while the
   * caller sits an exam: the list with the learner's own choices would give keys away.
   */
  async questions(
    session: SessionUser,
    raw: WrongBookQuestionPageInput,
  ): Promise<Page<WrongBookQuestionView>> {
    const { current, size, params } = parseInput(WrongBookQuestionPageSchema, raw);
    await assertNotSittingExam(this.infra.prisma, session.userId);
    const repoId = params.repoId ?? null;
    const examId = params.examId ?? null;
    const title = containsPattern(params.title);
    const where = Prisma.sql`
      w."userId" = ${session.userId} AND ${ANSWERS_VISIBLE}
      AND (${repoId}::text IS NULL OR w."repoId" = ${repoId})
      AND ${fromExam(session.userId, examId)}
      AND (${title}::text IS NULL OR q."content" ILIKE ${title})`;
    const [{ total }] = await this.infra.prisma.$queryRaw<[{ total: number }]>`
      SELECT COUNT(*)::int AS total
      FROM "WrongBookEntry" w
      JOIN "Question" q ON q."id" = w."quId"
      WHERE ${where}`;
    const rows = await this.infra.prisma.$queryRaw<Array<Omit<WrongBookQuestionView, 'title'>>>`
      SELECT w."quId", q."quType", q."content", w."repoId", COALESCE(r."title", '') AS "repoTitle",
             ${LATEST_EXAM} AS "examId", w."wrongCount", w."rightStreak", w."lastWrongAt"
      FROM "WrongBookEntry" w
      JOIN "Question" q ON q."id" = w."quId"
      LEFT JOIN "Repo" r ON r."id" = w."repoId"
      WHERE ${where}
      ORDER BY w."lastWrongAt" DESC, w."quId"
      LIMIT ${size} OFFSET ${(current - 1) * size}`;
    return toPage(
      rows.map((r) => ({ ...r, title: plainText(r.content, 100) })),
      total,
      current,
      size,
    );
  }

  /**
   * The book's questions to practise (top-level, still existing), in the book's list order;
   * optionally of one bank, and of those got wrong in one exam.
   */
  async practiceQuestionIds(
    db: DbClient,
    userId: string,
    repoId: string | null,
    examId: string | null = null,
  ): Promise<string[]> {
    const rows = await db.$queryRaw<Array<{ quId: string }>>`
      SELECT w."quId"
      FROM "WrongBookEntry" w
      JOIN "Question" q ON q."id" = w."quId" AND q."parentId" IS NULL
      WHERE w."userId" = ${userId} AND ${ANSWERS_VISIBLE}
        AND (${repoId}::text IS NULL OR w."repoId" = ${repoId})
        AND ${fromExam(userId, examId)}
      ORDER BY w."lastWrongAt" DESC, w."quId"`;
    return rows.map((r) => r.quId);
  }
}

/** Entries `w` the learner got wrong in the exam (any entry when examId is null). */
function fromExam(userId: string, examId: string | null): Prisma.Sql {
  return Prisma.sql`(${examId}::text IS NULL OR w."quId" IN (
    SELECT x."quId" FROM "WrongBookExam" x WHERE x."userId" = ${userId} AND x."examId" = ${examId}))`;
}

/** Rich text as plain text: tags dropped, common entities decoded, whitespace collapsed, cut. */
export function plainText(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/gi, "'")
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
