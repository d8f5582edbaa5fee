-- CreateTable
CREATE TABLE "Exam" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "examType" INTEGER NOT NULL DEFAULT 1,
    "offline" BOOLEAN NOT NULL DEFAULT false,
    "openType" INTEGER NOT NULL DEFAULT 1,
    "passwordSealed" TEXT,
    "applyOn" BOOLEAN NOT NULL DEFAULT false,
    "state" INTEGER NOT NULL DEFAULT 0,
    "startTime" TIMESTAMP(3) NOT NULL,
    "endTime" TIMESTAMP(3) NOT NULL,
    "totalTime" INTEGER NOT NULL,
    "totalScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "qualifyScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "chance" INTEGER NOT NULL DEFAULT 0,
    "lateMax" INTEGER NOT NULL DEFAULT 0,
    "handMin" INTEGER NOT NULL DEFAULT 0,
    "shuffleQuestions" BOOLEAN NOT NULL DEFAULT false,
    "shuffleOptions" BOOLEAN NOT NULL DEFAULT false,
    "answerDisplay" INTEGER NOT NULL DEFAULT 1,
    "partialCredit" BOOLEAN NOT NULL DEFAULT false,
    "camOn" BOOLEAN NOT NULL DEFAULT false,
    "camInterval" INTEGER NOT NULL DEFAULT 0,
    "faceOn" BOOLEAN NOT NULL DEFAULT false,
    "faceChance" INTEGER NOT NULL DEFAULT 3,
    "leaveOn" BOOLEAN NOT NULL DEFAULT false,
    "leaveCount" INTEGER NOT NULL DEFAULT 3,
    "leaveSeconds" INTEGER NOT NULL DEFAULT 10,
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamRule" (
    "id" TEXT NOT NULL,
    "examId" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "repoId" TEXT NOT NULL,
    "chapterId" TEXT,
    "quType" INTEGER NOT NULL,
    "level" INTEGER,
    "quCount" INTEGER NOT NULL,
    "quScore" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "ExamRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamScope" (
    "examId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "refId" TEXT NOT NULL,

    CONSTRAINT "ExamScope_pkey" PRIMARY KEY ("examId","kind","refId")
);

-- CreateTable
CREATE TABLE "ExamApply" (
    "id" TEXT NOT NULL,
    "examId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "applyMsg" TEXT NOT NULL,
    "auditState" INTEGER NOT NULL DEFAULT 0,
    "auditBy" TEXT,
    "auditMsg" TEXT NOT NULL DEFAULT '',
    "auditAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExamApply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamExtraTime" (
    "examId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "grantedBy" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExamExtraTime_pkey" PRIMARY KEY ("examId","userId")
);

-- CreateTable
CREATE TABLE "Paper" (
    "id" TEXT NOT NULL,
    "examId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "state" INTEGER NOT NULL DEFAULT 0,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadline" TIMESTAMP(3) NOT NULL,
    "extraMinutes" INTEGER NOT NULL DEFAULT 0,
    "handedAt" TIMESTAMP(3),
    "handBy" INTEGER,
    "exState" INTEGER NOT NULL DEFAULT 0,
    "exMsg" TEXT NOT NULL DEFAULT '',
    "userTime" INTEGER NOT NULL DEFAULT 0,
    "quCount" INTEGER NOT NULL,
    "totalScore" DOUBLE PRECISION NOT NULL,
    "qualifyScore" DOUBLE PRECISION NOT NULL,
    "objScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "subjScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "userScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "passed" BOOLEAN,
    "reviewState" INTEGER NOT NULL DEFAULT 0,
    "reviewedBy" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "leaveTimes" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Paper_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaperQuestion" (
    "paperId" TEXT NOT NULL,
    "quId" TEXT NOT NULL,
    "quType" INTEGER NOT NULL,
    "sort" INTEGER NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "optionOrder" JSONB,
    "answer" JSONB,
    "answered" BOOLEAN NOT NULL DEFAULT false,
    "mark" BOOLEAN NOT NULL DEFAULT false,
    "seq" BIGINT NOT NULL DEFAULT 0,
    "isRight" BOOLEAN,
    "userScore" DOUBLE PRECISION,
    "needsMarking" BOOLEAN NOT NULL DEFAULT false,
    "comment" TEXT NOT NULL DEFAULT '',
    "markedBy" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PaperQuestion_pkey" PRIMARY KEY ("paperId","quId")
);

-- CreateIndex
CREATE INDEX "Exam_state_startTime_idx" ON "Exam"("state", "startTime");

-- CreateIndex
CREATE INDEX "ExamRule_examId_sort_idx" ON "ExamRule"("examId", "sort");

-- CreateIndex
CREATE INDEX "ExamRule_repoId_idx" ON "ExamRule"("repoId");

-- CreateIndex
CREATE INDEX "ExamScope_kind_refId_idx" ON "ExamScope"("kind", "refId");

-- CreateIndex
CREATE INDEX "ExamApply_examId_auditState_createdAt_idx" ON "ExamApply"("examId", "auditState", "createdAt");

-- CreateIndex
CREATE INDEX "ExamApply_userId_examId_idx" ON "ExamApply"("userId", "examId");

-- CreateIndex
CREATE INDEX "Paper_userId_state_idx" ON "Paper"("userId", "state");

-- CreateIndex
CREATE INDEX "Paper_examId_userId_idx" ON "Paper"("examId", "userId");

-- CreateIndex
CREATE INDEX "Paper_examId_state_idx" ON "Paper"("examId", "state");

-- CreateIndex
CREATE INDEX "Paper_state_deadline_idx" ON "Paper"("state", "deadline");

-- CreateIndex
CREATE INDEX "PaperQuestion_paperId_sort_idx" ON "PaperQuestion"("paperId", "sort");

-- AddForeignKey
ALTER TABLE "ExamRule" ADD CONSTRAINT "ExamRule_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamScope" ADD CONSTRAINT "ExamScope_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamApply" ADD CONSTRAINT "ExamApply_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Paper" ADD CONSTRAINT "Paper_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaperQuestion" ADD CONSTRAINT "PaperQuestion_paperId_fkey" FOREIGN KEY ("paperId") REFERENCES "Paper"("id") ON DELETE CASCADE ON UPDATE CASCADE;
