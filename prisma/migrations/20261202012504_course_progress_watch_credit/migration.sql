-- AlterTable
ALTER TABLE "CourseProgress" ADD COLUMN     "watchCredit" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- Progress made before the column counts as watched.
UPDATE "CourseProgress" SET "watchCredit" = "furthest";
