-- AlterTable
ALTER TABLE "NotifyJob" ADD COLUMN     "done" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "smsFailed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "smsSent" INTEGER NOT NULL DEFAULT 0;

-- Jobs that ran before: every recipient they stored a message for was handled.
UPDATE "NotifyJob" SET "done" = "sent";
