-- Linked banks (item type 3) and exams (item type 4) used to count as finished once opened. They
-- now count when the learner has practised the bank or passed the exam (judged by the server from
-- practice and paper data, see CourseLinkedProgress): the old marks are withdrawn, and the next
-- read of the learner's progress grants them again where the practice or the paper shows it.
UPDATE "CourseProgress" AS p
SET "finished" = false, "finishedAt" = NULL
FROM "CourseItem" AS i
WHERE i."id" = p."itemId" AND i."itemType" IN (3, 4) AND p."finished" = true;
