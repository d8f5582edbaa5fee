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
