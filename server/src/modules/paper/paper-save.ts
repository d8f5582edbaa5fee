/**
 * Saving one answer of a paper. The save is ONE SQL statement, shared with the saves of other
 * learners made at the same moment (a batch): it writes only if the paper is the caller's, in exam,
 * now is before deadline + GRACE and the seq is newer, and it is acknowledged once that statement
 * has committed. Only when it writes nothing, a diagnostic read decides: a stale seq is
 * { applied: false } (an exact duplicate of the stored save is { applied: true }: a retried
 * request), otherwise the refusal code.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import { hotRows } from '../../core/database/hot-sql.ts';
import { StatementBatcher, batcherPerClient } from '../../core/database/statement-batcher.ts';
import type { Db } from '../../core/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { GRACE_SQL_INTERVAL, PaperState } from '../sitting/index.ts';
import type { ParsedFill } from './paper.inputs.ts';

export interface FillResult {
  applied: boolean;
  seq: number;
}

/**
 * An applied save, for the exam's proctors: which exam and how many questions the paper has. How
 * many are answered is read when a proctor's subscription delivers the event (watch-progress.ts),
 * not by the save: counting the paper's rows was a third of the save statement's time.
 */
export interface SaveProgress {
  examId: string;
  total: number;
}

/** One save as the batch statement reads it (`i`: its place in the batch). */
interface BatchedSave {
  i: number;
  paperId: string;
  userId: string;
  quId: string;
  hasAnswer: boolean;
  answer: unknown;
  answered: boolean;
  mark: boolean | null;
  seq: number | null;
}

interface AppliedSave {
  i: number;
  seq: bigint;
  examId: string;
  quCount: number;
}

/** Save batches in flight at once per process, and saves in one batch at most. */
const SAVE_LANES = 4;
const SAVE_BATCH_MAX = 64;

/**
 * The saves of many learners in one statement: each writes only if its paper is its caller's, in
 * exam, now is before deadline + GRACE and its seq is newer, exactly as a save alone. A paper has at
 * most one save in a batch and in flight (its saves are applied in the order they were made), so
 * two batches never touch one paper; the papers are locked in id order. A batch that fails (one
 * save's text PostgreSQL refuses, a deadlock with another writer) is undone whole and its saves run
 * alone (statement-batcher.ts).
 */
const saveBatcher = batcherPerClient(
  (db: Db) =>
    new StatementBatcher<Omit<BatchedSave, 'i'>, AppliedSave | undefined>({
      lanes: SAVE_LANES,
      maxBatch: SAVE_BATCH_MAX,
      keyOf: (save) => save.paperId,
      run: async (saves) => {
        const rows = await runSaveBatch(
          db,
          JSON.stringify(saves.map((save, i) => ({ ...save, i }))),
        );
        const applied: Array<AppliedSave | undefined> = saves.map(() => undefined);
        for (const row of rows) applied[row.i] = row;
        return applied;
      },
    }),
);

// The papers are locked by id alone (`id = ANY(...)`, the primary key whatever the planner guesses
// of the batch's size) and checked after: with the state in the same scan, statistics taken before
// the sitting (state 0 rare) made PostgreSQL read every running paper through the state index for
// each batch. The lock returns each paper's latest version, so a hand-in committed meanwhile shows.
export function saveBatchStatement(batch: string): Prisma.Sql {
  return Prisma.sql`
    WITH x AS (
      SELECT * FROM jsonb_to_recordset(${batch}::jsonb) AS x(i int, "paperId" text, "userId" text,
        "quId" text, "hasAnswer" boolean, answer jsonb, answered boolean, mark boolean, seq bigint)
    ), locked AS MATERIALIZED (
      SELECT id, "userId", state, deadline, "examId", "quCount" FROM "Paper"
      WHERE id = ANY(ARRAY(SELECT "paperId" FROM x))
      ORDER BY id
      FOR SHARE
    ), p AS (
      SELECT id, "examId", "quCount" FROM locked
      WHERE (id, "userId") IN (SELECT "paperId", "userId" FROM x) AND state = 0
        AND now() <= deadline + ${GRACE_SQL_INTERVAL}
    )
    UPDATE "PaperQuestion" pq SET
      answer = CASE WHEN x."hasAnswer" THEN x.answer ELSE pq.answer END,
      answered = CASE WHEN x."hasAnswer" THEN x.answered ELSE pq.answered END,
      mark = COALESCE(x.mark, pq.mark),
      seq = COALESCE(x.seq, pq.seq),
      "updatedAt" = now()
    FROM x JOIN p ON p.id = x."paperId"
    WHERE pq."paperId" = p.id AND pq."quId" = x."quId" AND (x.seq IS NULL OR pq.seq < x.seq)
    RETURNING x.i, pq.seq, p."examId", p."quCount"`;
}

function runSaveBatch(db: Db, batch: string): Promise<AppliedSave[]> {
  return hotRows<AppliedSave>(db)`${saveBatchStatement(batch)}`;
}

/** Saves one answer (and / or flag) of the caller's paper. */
export async function saveAnswer(
  db: Db,
  session: SessionUser,
  input: ParsedFill,
  onProgress?: (progress: SaveProgress) => void,
): Promise<FillResult> {
  const hasAnswer = input.answer !== null;
  const mark = input.mark ?? null;
  const applied = await saveBatcher(db).submit({
    paperId: input.paperId,
    userId: session.userId,
    quId: input.quId,
    hasAnswer,
    answer: input.answer,
    answered: input.answered,
    mark,
    seq: input.seq ?? null,
  });
  if (applied !== undefined) {
    onProgress?.({ examId: applied.examId, total: applied.quCount });
    return { applied: true, seq: Number(applied.seq) };
  }
  // Nothing written: find out why (the only read of a save, and only on this path).
  const answerJson = hasAnswer ? JSON.stringify(input.answer) : null;
  const seq = input.seq === undefined ? null : BigInt(input.seq);
  const diag = await db.$queryRaw<
    Array<{
      userId: string;
      state: number;
      open: boolean;
      stored: bigint | null;
      duplicate: boolean | null;
    }>
  >`
    SELECT p."userId", p.state, now() <= p.deadline + ${GRACE_SQL_INTERVAL} AS open,
      pq.seq AS stored,
      (pq.seq = ${seq}::bigint
        AND (NOT ${hasAnswer} OR pq.answer IS NOT DISTINCT FROM ${answerJson}::jsonb)
        AND (${mark}::boolean IS NULL OR pq.mark = ${mark}::boolean)) AS duplicate
    FROM "Paper" p
    LEFT JOIN "PaperQuestion" pq ON pq."paperId" = p.id AND pq."quId" = ${input.quId}
    WHERE p.id = ${input.paperId}`;
  const d = diag[0];
  if (d === undefined) throw new AppError('PAPER_NOT_FOUND');
  if (d.userId !== session.userId) throw new AppError('PAPER_NOT_OWNED');
  if (d.state !== PaperState.IN_EXAM) throw new AppError('PAPER_ALREADY_HANDED_IN');
  if (!d.open) throw new AppError('PAPER_DEADLINE_PASSED');
  if (d.stored === null) throw new AppError('QUESTION_NOT_IN_PAPER');
  return { applied: d.duplicate === true, seq: Number(d.stored) };
}
