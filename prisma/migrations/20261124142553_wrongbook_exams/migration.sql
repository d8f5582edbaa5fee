-- The wrong-answer book remembers every exam an entry's wrong answers came from (WrongBookExam),
-- not only the latest one (WrongBookEntry.examId, dropped here after its data moves over).

-- CreateTable
CREATE TABLE "WrongBookExam" (
    "userId" TEXT NOT NULL,
    "quId" TEXT NOT NULL,
    "examId" TEXT NOT NULL,
    "wrongCount" INTEGER NOT NULL DEFAULT 1,
    "lastWrongAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WrongBookExam_pkey" PRIMARY KEY ("userId","quId","examId")
);

-- CreateIndex
CREATE INDEX "WrongBookExam_userId_examId_idx" ON "WrongBookExam"("userId", "examId");

-- AddForeignKey
ALTER TABLE "WrongBookExam" ADD CONSTRAINT "WrongBookExam_userId_quId_fkey" FOREIGN KEY ("userId", "quId") REFERENCES "WrongBookEntry"("userId", "quId") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data: the exams each entry's wrong answers came from, recovered from the handed-in papers that
-- graded the question wrong while the entry was in the book (hand-in records the book in its own
-- transaction, so such a paper was handed in at most a transaction's length before the entry's
-- createdAt; a minute covers it). Entries of subjective questions do not exist, so no filter for them.
INSERT INTO "WrongBookExam" ("userId", "quId", "examId", "wrongCount", "lastWrongAt")
SELECT w."userId", w."quId", p."examId", COUNT(*)::int, MAX(p."handedAt")
FROM "WrongBookEntry" w
JOIN "Paper" p ON p."userId" = w."userId" AND p."handedAt" >= w."createdAt" - interval '1 minute'
JOIN "PaperQuestion" pq ON pq."paperId" = p."id" AND pq."quId" = w."quId"
  AND pq."answered" AND pq."isRight" = false
GROUP BY w."userId", w."quId", p."examId";

-- Data: the exam the column named, when no paper accounts for it (one wrong answer, at the entry's
-- latest mistake).
INSERT INTO "WrongBookExam" ("userId", "quId", "examId", "wrongCount", "lastWrongAt")
SELECT w."userId", w."quId", w."examId", 1, w."lastWrongAt"
FROM "WrongBookEntry" w
WHERE w."examId" IS NOT NULL
ON CONFLICT ("userId", "quId", "examId") DO NOTHING;

-- DropIndex
DROP INDEX "WrongBookEntry_userId_examId_idx";

-- AlterTable
ALTER TABLE "WrongBookEntry" DROP COLUMN "examId";
