import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../core/errors/index.ts';

/**
 * A bank's counts are never adjusted by +1/-1: every write that changes a bank's questions
 * (save, delete, import, seed) locks the bank row first and, before committing, recomputes the
 * counts from the questions table in the same transaction. Two writers of one bank are therefore
 * serialised by the row lock, and the recount (its own statement, so it sees every committed row
 * under READ COMMITTED) cannot drift.
 *
 * quCount: top-level questions (a composite counts once, its parts not at all).
 * subjCount: short answers (type 4) and composites with a short-answer part (marked by a person).
 * objCount: the rest (quCount - subjCount).
 */

/** Locks the banks' rows (in id order, so two writers never deadlock); DATA_NOT_FOUND if any is missing. */
export async function lockRepos(tx: Prisma.TransactionClient, repoIds: readonly string[]) {
  const ids = [...new Set(repoIds)].sort();
  if (ids.length === 0) return;
  const rows = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT id FROM "Repo" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
  if (rows.length !== ids.length) throw new AppError('DATA_NOT_FOUND');
}

/** Recomputes quCount, objCount and subjCount of the banks from their questions. */
export async function recountRepos(tx: Prisma.TransactionClient, repoIds: readonly string[]) {
  const ids = [...new Set(repoIds)].sort();
  if (ids.length === 0) return;
  await tx.$executeRaw`
    UPDATE "Repo" AS r
       SET "quCount" = c.qu, "subjCount" = c.subj, "objCount" = c.qu - c.subj, "updatedAt" = now()
      FROM (
        SELECT rr.id,
               count(q.id)::int AS qu,
               (count(q.id) FILTER (
                  WHERE q."quType" = 4
                     OR (q."quType" = 99 AND EXISTS (
                          SELECT 1 FROM "Question" s WHERE s."parentId" = q.id AND s."quType" = 4))
               ))::int AS subj
          FROM "Repo" rr
          LEFT JOIN "Question" q ON q."repoId" = rr.id AND q."parentId" IS NULL
         WHERE rr.id = ANY(${ids}::text[])
         GROUP BY rr.id
      ) AS c
     WHERE r.id = c.id`;
}
