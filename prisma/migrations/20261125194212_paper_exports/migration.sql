-- CreateTable
CREATE TABLE "PaperExportJob" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'export',
    "userId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "imported" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "failReason" TEXT,
    "fileName" TEXT NOT NULL DEFAULT '',
    "input" BYTEA,
    "result" BYTEA,
    "examId" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "paperIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "lang" TEXT NOT NULL DEFAULT 'zh',
    "resultFileId" TEXT,
    "resultSize" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "PaperExportJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PaperExportJob_userId_createdAt_idx" ON "PaperExportJob"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "PaperExportJob_createdAt_idx" ON "PaperExportJob"("createdAt");

-- CreateIndex
CREATE INDEX "PaperExportJob_expiresAt_idx" ON "PaperExportJob"("expiresAt");

-- The export permission's function menu under the exam list, for installations seeded before it
-- existed; granted to the super admin role (exports show answer keys, so proctors do not get it).
INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "permissionTag", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-fn-paper-export', 'menu-exam-list', 2, '导出试卷', 'PaperExport', 'paper:export', false, 220, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-exam-list')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "RoleMenu" ("roleId", "menuId")
SELECT 'sa', 'menu-fn-paper-export'
WHERE EXISTS (SELECT 1 FROM "Role" WHERE "id" = 'sa')
  AND EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-fn-paper-export')
ON CONFLICT DO NOTHING;

-- The export jobs screen under the exams, granted to the super admin role.
INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "path", "component", "metaIcon", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-exam-exports', 'menu-exam', 1, '导出任务', 'ExportJobs', '/admin/exam/exports', 'exam/exports', 'documentation', false, 3, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-exam')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "RoleMenu" ("roleId", "menuId")
SELECT 'sa', 'menu-exam-exports'
WHERE EXISTS (SELECT 1 FROM "Role" WHERE "id" = 'sa')
  AND EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-exam-exports')
ON CONFLICT DO NOTHING;
