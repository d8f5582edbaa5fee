-- CreateTable
CREATE TABLE "UserMessage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT,
    "args" JSONB NOT NULL DEFAULT '{}',
    "title" TEXT NOT NULL DEFAULT '',
    "content" TEXT NOT NULL DEFAULT '',
    "sendBy" TEXT,
    "sendId" TEXT,
    "refKey" TEXT,
    "readState" INTEGER NOT NULL DEFAULT 0,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageSend" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "sendBy" TEXT NOT NULL,
    "audience" JSONB NOT NULL DEFAULT '{}',
    "recipients" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessageSend_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notice" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "state" INTEGER NOT NULL DEFAULT 1,
    "publishTime" TIMESTAMP(3),
    "createBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Notice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "UserMessage_userId_readState_createdAt_idx" ON "UserMessage"("userId", "readState", "createdAt");

-- CreateIndex
CREATE INDEX "UserMessage_sendId_idx" ON "UserMessage"("sendId");

-- CreateIndex
CREATE UNIQUE INDEX "UserMessage_userId_refKey_key" ON "UserMessage"("userId", "refKey");

-- CreateIndex
CREATE INDEX "MessageSend_createdAt_idx" ON "MessageSend"("createdAt");

-- CreateIndex
CREATE INDEX "Notice_state_publishTime_idx" ON "Notice"("state", "publishTime");

-- The notice screen (SysNotice) and the message screen (SysMessage) under 系统管理, with their
-- function menus, for installations seeded before they existed; granted to the super admin role.
-- A fresh database gets them from the seed, which runs after migrations.
INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "path", "component", "metaIcon", "hidden", "sort", "createdAt", "updatedAt")
SELECT v.id, 'menu-sys', 1, v.title, v.name, v.path, v.component, v.icon, false, v.sort, now(), now()
FROM (VALUES
  ('menu-sys-notice', '系统公告', 'SysNotice', '/admin/sys/notice', 'sys/notice', 'notice', 10),
  ('menu-sys-msg', '站内消息', 'SysMessage', '/admin/sys/msg', 'sys/msg', 'message', 11)
) AS v(id, title, name, path, component, icon, sort)
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-sys')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "permissionTag", "hidden", "sort", "createdAt", "updatedAt")
SELECT v.id, v.parent, 2, v.title, v.name, v.code, false, v.sort, now(), now()
FROM (VALUES
  ('menu-fn-sys-notice-list', 'menu-sys-notice', '查看公告', 'NoticeListFn', 'sys:notice:list', 201),
  ('menu-fn-sys-notice-add', 'menu-sys-notice', '新增公告', 'NoticeAdd', 'sys:notice:add', 202),
  ('menu-fn-sys-notice-update', 'menu-sys-notice', '修改公告', 'NoticeUpdate', 'sys:notice:update', 203),
  ('menu-fn-sys-notice-delete', 'menu-sys-notice', '删除公告', 'NoticeDelete', 'sys:notice:delete', 204),
  ('menu-fn-sys-msg-send', 'menu-sys-msg', '发送消息', 'MessageSendFn', 'sys:msg:send', 205)
) AS v(id, parent, title, name, code, sort)
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = v.parent)
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "RoleMenu" ("roleId", "menuId")
SELECT 'sa', m."id" FROM "Menu" m
WHERE m."id" IN ('menu-sys-notice', 'menu-sys-msg', 'menu-fn-sys-notice-list',
  'menu-fn-sys-notice-add', 'menu-fn-sys-notice-update', 'menu-fn-sys-notice-delete',
  'menu-fn-sys-msg-send')
  AND EXISTS (SELECT 1 FROM "Role" WHERE "id" = 'sa')
ON CONFLICT DO NOTHING;
