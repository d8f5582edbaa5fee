-- CreateTable
CREATE TABLE "Repo" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "remark" TEXT NOT NULL DEFAULT '',
    "quCount" INTEGER NOT NULL DEFAULT 0,
    "objCount" INTEGER NOT NULL DEFAULT 0,
    "subjCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Repo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Chapter" (
    "id" TEXT NOT NULL,
    "repoId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Chapter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Question" (
    "id" TEXT NOT NULL,
    "repoId" TEXT NOT NULL,
    "chapterId" TEXT,
    "parentId" TEXT,
    "quType" INTEGER NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 1,
    "content" TEXT NOT NULL,
    "analysis" TEXT NOT NULL DEFAULT '',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Question_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionOption" (
    "id" TEXT NOT NULL,
    "quId" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "image" TEXT NOT NULL DEFAULT '',
    "isRight" BOOLEAN NOT NULL DEFAULT false,
    "answer" TEXT,

    CONSTRAINT "QuestionOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Training" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "repoId" TEXT,
    "kind" INTEGER NOT NULL DEFAULT 1,
    "mode" INTEGER NOT NULL,
    "state" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL,
    "answered" INTEGER NOT NULL DEFAULT 0,
    "rightCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Training_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrainingItem" (
    "trainingId" TEXT NOT NULL,
    "quId" TEXT NOT NULL,
    "sort" INTEGER NOT NULL,
    "answered" BOOLEAN NOT NULL DEFAULT false,
    "isRight" BOOLEAN,
    "answer" JSONB,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TrainingItem_pkey" PRIMARY KEY ("trainingId","quId")
);

-- CreateTable
CREATE TABLE "WrongBookEntry" (
    "userId" TEXT NOT NULL,
    "quId" TEXT NOT NULL,
    "repoId" TEXT NOT NULL,
    "examId" TEXT,
    "wrongCount" INTEGER NOT NULL DEFAULT 1,
    "rightStreak" INTEGER NOT NULL DEFAULT 0,
    "lastWrongAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WrongBookEntry_pkey" PRIMARY KEY ("userId","quId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Chapter_repoId_title_key" ON "Chapter"("repoId", "title");

-- CreateIndex
CREATE INDEX "Question_repoId_parentId_chapterId_quType_level_idx" ON "Question"("repoId", "parentId", "chapterId", "quType", "level");

-- CreateIndex
CREATE INDEX "Question_parentId_idx" ON "Question"("parentId");

-- CreateIndex
CREATE INDEX "QuestionOption_quId_sort_idx" ON "QuestionOption"("quId", "sort");

-- CreateIndex
CREATE INDEX "Training_userId_state_updatedAt_idx" ON "Training"("userId", "state", "updatedAt");

-- CreateIndex
CREATE INDEX "Training_userId_repoId_kind_state_idx" ON "Training"("userId", "repoId", "kind", "state");

-- CreateIndex
CREATE INDEX "TrainingItem_trainingId_sort_idx" ON "TrainingItem"("trainingId", "sort");

-- CreateIndex
CREATE INDEX "WrongBookEntry_userId_repoId_idx" ON "WrongBookEntry"("userId", "repoId");

-- CreateIndex
CREATE INDEX "WrongBookEntry_userId_examId_idx" ON "WrongBookEntry"("userId", "examId");

-- AddForeignKey
ALTER TABLE "Chapter" ADD CONSTRAINT "Chapter_repoId_fkey" FOREIGN KEY ("repoId") REFERENCES "Repo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_repoId_fkey" FOREIGN KEY ("repoId") REFERENCES "Repo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_chapterId_fkey" FOREIGN KEY ("chapterId") REFERENCES "Chapter"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Question" ADD CONSTRAINT "Question_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionOption" ADD CONSTRAINT "QuestionOption_quId_fkey" FOREIGN KEY ("quId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrainingItem" ADD CONSTRAINT "TrainingItem_trainingId_fkey" FOREIGN KEY ("trainingId") REFERENCES "Training"("id") ON DELETE CASCADE ON UPDATE CASCADE;
