-- AlterTable
ALTER TABLE "User" ADD COLUMN     "mobileAdminUnboundAt" TIMESTAMP(3);
