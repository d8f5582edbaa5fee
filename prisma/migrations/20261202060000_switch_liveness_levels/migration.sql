-- AlterTable
ALTER TABLE "SwitchConfig" ADD COLUMN     "livenessCapture" TEXT NOT NULL DEFAULT 'passive',
ADD COLUMN     "livenessCheck" TEXT NOT NULL DEFAULT 'active',
ADD COLUMN     "livenessLogin" TEXT NOT NULL DEFAULT 'active',
ADD COLUMN     "livenessRealName" TEXT NOT NULL DEFAULT 'passive';
