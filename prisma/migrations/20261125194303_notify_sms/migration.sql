-- AlterTable
ALTER TABLE "NotifyJob" ADD COLUMN     "done" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "smsFailed" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "smsSent" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "smsNotify" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "NotifySms" (
    "jobId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "delivered" BOOLEAN,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NotifySms_pkey" PRIMARY KEY ("jobId","userId")
);

-- Jobs that ran before: every recipient they stored a message for was handled.
UPDATE "NotifyJob" SET "done" = "sent";
