-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "quotaExempt" BOOLEAN NOT NULL DEFAULT false;

-- Camera captures stored before this column existed are the platform's records too.
UPDATE "StoredFile" SET "quotaExempt" = true WHERE id IN (SELECT "fileId" FROM "PaperCapture");
