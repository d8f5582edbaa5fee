-- CreateTable
CREATE TABLE "UserDayActivity" (
    "day" DATE NOT NULL,
    "userId" TEXT NOT NULL,

    CONSTRAINT "UserDayActivity_pkey" PRIMARY KEY ("day","userId")
);

-- CreateTable
CREATE TABLE "ExamTmpl" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExamTmpl_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamTmplGroup" (
    "id" TEXT NOT NULL,
    "tmplId" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "repoId" TEXT NOT NULL,
    "chapterId" TEXT,
    "quType" INTEGER NOT NULL,
    "level" INTEGER,
    "quCount" INTEGER NOT NULL,
    "quScore" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "ExamTmplGroup_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "UserDayActivity_userId_idx" ON "UserDayActivity"("userId");

-- CreateIndex
CREATE INDEX "ExamTmplGroup_tmplId_sort_idx" ON "ExamTmplGroup"("tmplId", "sort");

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- AddForeignKey
ALTER TABLE "UserDayActivity" ADD CONSTRAINT "UserDayActivity_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamTmplGroup" ADD CONSTRAINT "ExamTmplGroup_tmplId_fkey" FOREIGN KEY ("tmplId") REFERENCES "ExamTmpl"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The item analysis function menu (exam:analysis) for installations seeded before it existed,
-- granted to the super admin role. A fresh database gets it from the seed, which runs after migrations.
INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "permissionTag", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-fn-exam-analysis', 'menu-exam-list', 2, '试题分析', 'ExamAnalysisFn', 'exam:analysis', false, 210, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-exam-list')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "RoleMenu" ("roleId", "menuId")
SELECT 'sa', 'menu-fn-exam-analysis'
WHERE EXISTS (SELECT 1 FROM "Role" WHERE "id" = 'sa')
  AND EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-fn-exam-analysis')
ON CONFLICT DO NOTHING;
