-- AlterTable
ALTER TABLE "Exam" ADD COLUMN     "slotNext" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "staggerMinutes" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "ExamSlot" (
    "examId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "offsetSeconds" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExamSlot_pkey" PRIMARY KEY ("examId","userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExamSlot_examId_ordinal_key" ON "ExamSlot"("examId", "ordinal");

-- AddForeignKey
ALTER TABLE "ExamSlot" ADD CONSTRAINT "ExamSlot_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE CASCADE ON UPDATE CASCADE;
