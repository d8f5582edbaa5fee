-- CreateTable
CREATE TABLE "ExamReminder" (
    "examId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExamReminder_pkey" PRIMARY KEY ("examId","kind")
);
