/**
 * Saving one answer of a paper. The save is ONE SQL statement: it writes only if the paper is the
 * caller's, in exam, now is before deadline + GRACE and the seq is newer. Only when it writes
 * nothing, a diagnostic read decides: a stale seq is { applied: false } (an exact duplicate of the
 * stored save is { applied: true }: a retried request), otherwise the refusal code.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';
import { hotRows } from '../../core/database/hot-sql.ts';
import type { Db } from '../../core/prisma.ts';
import { GRACE_SQL_INTERVAL, PaperState } from '../sitting/index.ts';
import type { ParsedFill } from './paper.inputs.ts';

export interface FillResult {
  applied: boolean;
  seq: number;
}

/** The paper's progress after an applied save, for the exam's proctors (same statement). */
export interface SaveProgress {
  examId: string;
  answered: number;
  total: number;
}

/** Saves one answer (and / or flag) of the caller's paper. */
export async function saveAnswer(
  db: Db,
  session: SessionUser,
  input: ParsedFill,
  onProgress?: (progress: SaveProgress) => void,
): Promise<FillResult> {
  const hasAnswer = input.answer !== null;
  const answerJson = hasAnswer ? JSON.stringify(input.answer) : null;
  const mark = input.mark ?? null;
  const seq = input.seq === undefined ? null : BigInt(input.seq);
  const rows = await hotRows<{
    seq: bigint;
    examId: string;
    quCount: number;
    answered: boolean;
    others: number;
  }>(db)`
    WITH p AS (
      SELECT id, "examId", "quCount" FROM "Paper"
      WHERE id = ${input.paperId} AND "userId" = ${session.userId} AND state = 0
        AND now() <= deadline + ${GRACE_SQL_INTERVAL}
      FOR SHARE
    )
    UPDATE "PaperQuestion" pq SET
      answer = CASE WHEN ${hasAnswer} THEN ${answerJson}::jsonb ELSE pq.answer END,
      answered = CASE WHEN ${hasAnswer} THEN ${input.answered} ELSE pq.answered END,
      mark = COALESCE(${mark}::boolean, pq.mark),
      seq = COALESCE(${seq}::bigint, pq.seq),
      "updatedAt" = now()
    FROM p
    WHERE pq."paperId" = p.id AND pq."quId" = ${input.quId}
      AND (${seq}::bigint IS NULL OR pq.seq < ${seq}::bigint)
    RETURNING pq.seq, p."examId", p."quCount", pq.answered,
      (SELECT count(*)::int FROM "PaperQuestion" o
        WHERE o."paperId" = p.id AND o."quId" <> pq."quId" AND o.answered) AS others`;
  const applied = rows[0];
  if (applied !== undefined) {
    onProgress?.({
      examId: applied.examId,
      answered: applied.others + (applied.answered ? 1 : 0),
      total: applied.quCount,
    });
    return { applied: true, seq: Number(applied.seq) };
  }
  // Nothing written: find out why (the only read of a save, and only on this path).
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
