-- CreateTable
CREATE TABLE "PointsRule" (
    "code" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PointsRule_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "PointsLog" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "balance" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "args" JSONB NOT NULL DEFAULT '{}',
    "cause" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PointsLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PointsLog_userId_createdAt_idx" ON "PointsLog"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PointsLog_userId_cause_key" ON "PointsLog"("userId", "cause");

-- The built-in rules, on: 10 points for passing an exam (once per exam), 2 for finishing a
-- practice (once per practice), 1 for the first login of a day.
INSERT INTO "PointsRule" ("code", "points", "enabled", "updatedAt") VALUES
  ('examPass', 10, true, now()),
  ('trainFinish', 2, true, now()),
  ('dailyLogin', 1, true, now())
ON CONFLICT ("code") DO NOTHING;

-- The rules screen (PointsRule) under 系统管理 and its function menu, for installations seeded
-- before they existed; granted to the super admin role.
INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "path", "component", "metaIcon", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-sys-points', 'menu-sys', 1, '积分规则', 'PointsRule', '/admin/sys/points', 'sys/points', 'cert', false, 13, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-sys')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "permissionTag", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-fn-sys-points-rule', 'menu-sys-points', 2, '设置积分规则', 'PointsRuleFn', 'sys:points:rule', false, 210, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-sys-points')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "RoleMenu" ("roleId", "menuId")
SELECT 'sa', m."id" FROM "Menu" m
WHERE m."id" IN ('menu-sys-points', 'menu-fn-sys-points-rule')
  AND EXISTS (SELECT 1 FROM "Role" WHERE "id" = 'sa')
ON CONFLICT DO NOTHING;
