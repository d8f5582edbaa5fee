-- AlterTable
ALTER TABLE "Training" ADD COLUMN     "examId" TEXT;
