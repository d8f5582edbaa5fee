-- CreateTable
CREATE TABLE "ExamProctor" (
    "examId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "refId" TEXT NOT NULL,

    CONSTRAINT "ExamProctor_pkey" PRIMARY KEY ("examId","kind","refId")
);

-- CreateIndex
CREATE INDEX "ExamProctor_kind_refId_idx" ON "ExamProctor"("kind", "refId");

-- AddForeignKey
ALTER TABLE "ExamProctor" ADD CONSTRAINT "ExamProctor_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE CASCADE ON UPDATE CASCADE;
