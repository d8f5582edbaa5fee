-- AlterTable
ALTER TABLE "Paper" ADD COLUMN     "awayAt" TIMESTAMP(3),
ADD COLUMN     "awaySeenAt" TIMESTAMP(3),
ADD COLUMN     "faceFails" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "PaperCapture" (
    "id" TEXT NOT NULL,
    "paperId" TEXT NOT NULL,
    "examId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "facePass" BOOLEAN,
    "faceScore" DOUBLE PRECISION,
    "faceReason" TEXT NOT NULL DEFAULT '',
    "failCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaperCapture_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaperLeave" (
    "id" TEXT NOT NULL,
    "paperId" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "seconds" INTEGER NOT NULL,
    "leaveTimes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaperLeave_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaperCapture_paperId_createdAt_idx" ON "PaperCapture"("paperId", "createdAt");

-- CreateIndex
CREATE INDEX "PaperCapture_examId_createdAt_idx" ON "PaperCapture"("examId", "createdAt");

-- CreateIndex
CREATE INDEX "PaperLeave_paperId_createdAt_idx" ON "PaperLeave"("paperId", "createdAt");

-- AddForeignKey
ALTER TABLE "PaperCapture" ADD CONSTRAINT "PaperCapture_paperId_fkey" FOREIGN KEY ("paperId") REFERENCES "Paper"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaperLeave" ADD CONSTRAINT "PaperLeave_paperId_fkey" FOREIGN KEY ("paperId") REFERENCES "Paper"("id") ON DELETE CASCADE ON UPDATE CASCADE;
