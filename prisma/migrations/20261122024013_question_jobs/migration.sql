-- CreateTable
CREATE TABLE "QuestionJob" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "repoId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "imported" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "cursor" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "failReason" TEXT,
    "fileName" TEXT NOT NULL DEFAULT '',
    "input" BYTEA,
    "result" BYTEA,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "QuestionJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "QuestionJob_createdAt_idx" ON "QuestionJob"("createdAt");
