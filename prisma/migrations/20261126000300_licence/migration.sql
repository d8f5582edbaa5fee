-- CreateTable
CREATE TABLE "Licence" (
    "id" TEXT NOT NULL DEFAULT '1',
    "file" TEXT NOT NULL,
    "licensee" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "expireTime" TIMESTAMP(3) NOT NULL,
    "uploadedBy" TEXT,
    "uploadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Licence_pkey" PRIMARY KEY ("id")
);
