-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "readPermission" TEXT;

-- CreateTable
CREATE TABLE "RealNameRecord" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "realName" TEXT NOT NULL,
    "idCardSealed" TEXT NOT NULL,
    "idCardIndex" TEXT,
    "photoId" TEXT,
    "state" INTEGER NOT NULL DEFAULT 0,
    "auditMsg" TEXT NOT NULL DEFAULT '',
    "auditReason" TEXT,
    "auditBy" TEXT,
    "auditAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "approvedRealName" TEXT,
    "approvedIdCardSealed" TEXT,
    "approvedIdCardIndex" TEXT,
    "approvedPhotoId" TEXT,
    "approvedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RealNameRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RealNamePhoto" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "fileId" TEXT,
    "template" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retiredAt" TIMESTAMP(3),
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "RealNamePhoto_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FaceAttempt" (
    "id" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "userId" TEXT,
    "ip" TEXT NOT NULL DEFAULT '',
    "score" DOUBLE PRECISION,
    "runnerUpScore" DOUBLE PRECISION,
    "outcome" TEXT NOT NULL,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FaceAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RealNameRecord_userId_key" ON "RealNameRecord"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "RealNameRecord_idCardIndex_key" ON "RealNameRecord"("idCardIndex");

-- CreateIndex
CREATE UNIQUE INDEX "RealNameRecord_approvedIdCardIndex_key" ON "RealNameRecord"("approvedIdCardIndex");

-- CreateIndex
CREATE INDEX "RealNameRecord_state_submittedAt_idx" ON "RealNameRecord"("state", "submittedAt");

-- CreateIndex
CREATE INDEX "RealNamePhoto_userId_idx" ON "RealNamePhoto"("userId");

-- CreateIndex
CREATE INDEX "RealNamePhoto_retiredAt_deletedAt_idx" ON "RealNamePhoto"("retiredAt", "deletedAt");

-- CreateIndex
CREATE INDEX "FaceAttempt_userId_createdAt_idx" ON "FaceAttempt"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "FaceAttempt_createdAt_idx" ON "FaceAttempt"("createdAt");
