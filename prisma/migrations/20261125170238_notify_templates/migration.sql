-- CreateTable
CREATE TABLE "NotifyTmpl" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "msgTitle" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "channels" TEXT[] DEFAULT ARRAY['msg']::TEXT[],
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotifyTmpl_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotifyJob" (
    "id" TEXT NOT NULL,
    "examId" TEXT NOT NULL,
    "tmplId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "total" INTEGER NOT NULL DEFAULT 0,
    "sent" INTEGER NOT NULL DEFAULT 0,
    "failReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "NotifyJob_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "NotifyJob_examId_createdAt_idx" ON "NotifyJob"("examId", "createdAt");

-- The template screen (NotifyTmplList) under 系统管理 with its function menus, and the exam
-- notification function menu, for installations seeded before they existed; granted to the super
-- admin role. A fresh database gets them from the seed, which runs after migrations.
INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "path", "component", "metaIcon", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-sys-tmpl', 'menu-sys', 1, '通知模板', 'NotifyTmplList', '/admin/sys/tmpl', 'sys/tmpl', 'documentation', false, 12, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-sys')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "permissionTag", "hidden", "sort", "createdAt", "updatedAt")
SELECT v.id, v.parent, 2, v.title, v.name, v.code, false, v.sort, now(), now()
FROM (VALUES
  ('menu-fn-sys-notify-list', 'menu-sys-tmpl', '查看通知模板', 'NotifyTmplListFn', 'sys:notify:list', 206),
  ('menu-fn-sys-notify-save', 'menu-sys-tmpl', '保存通知模板', 'NotifyTmplSave', 'sys:notify:save', 207),
  ('menu-fn-sys-notify-delete', 'menu-sys-tmpl', '删除通知模板', 'NotifyTmplDelete', 'sys:notify:delete', 208),
  ('menu-fn-exam-notify', 'menu-exam-list', '发送考试通知', 'ExamNotify', 'exam:notify', 209)
) AS v(id, parent, title, name, code, sort)
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = v.parent)
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "RoleMenu" ("roleId", "menuId")
SELECT 'sa', m."id" FROM "Menu" m
WHERE m."id" IN ('menu-sys-tmpl', 'menu-fn-sys-notify-list', 'menu-fn-sys-notify-save',
  'menu-fn-sys-notify-delete', 'menu-fn-exam-notify')
  AND EXISTS (SELECT 1 FROM "Role" WHERE "id" = 'sa')
ON CONFLICT DO NOTHING;
