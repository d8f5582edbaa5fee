-- CreateTable
CREATE TABLE "LoginBinding" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "loginType" TEXT NOT NULL,
    "openId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoginBinding_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmsCode" (
    "id" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "scene" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SmsOutbox" (
    "id" TEXT NOT NULL,
    "mobile" TEXT NOT NULL,
    "scene" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SmsOutbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OAuthState" (
    "id" TEXT NOT NULL,
    "loginType" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "userId" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OAuthState_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LoginBinding_loginType_openId_key" ON "LoginBinding"("loginType", "openId");

-- CreateIndex
CREATE UNIQUE INDEX "LoginBinding_userId_loginType_key" ON "LoginBinding"("userId", "loginType");

-- CreateIndex
CREATE INDEX "SmsCode_mobile_scene_idx" ON "SmsCode"("mobile", "scene");

-- CreateIndex
CREATE INDEX "SmsCode_expiresAt_idx" ON "SmsCode"("expiresAt");

-- CreateIndex
CREATE INDEX "SmsOutbox_createdAt_idx" ON "SmsOutbox"("createdAt");

-- CreateIndex
CREATE INDEX "OAuthState_expiresAt_idx" ON "OAuthState"("expiresAt");

-- AddForeignKey
ALTER TABLE "LoginBinding" ADD CONSTRAINT "LoginBinding_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The SMS outbox screen (SmsOutbox, /admin/sys/sms) and its permission sys:sms:outbox, for
-- installations seeded before they existed. The outbox holds one-time sign-in codes, so only the
-- super admin role 'sa' gets it; other roles are given it by hand. A fresh database gets both
-- from the seed, which runs after migrations.
INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "path", "component", "metaIcon", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-sys-sms', 'menu-sys', 1, '短信发件箱', 'SmsOutbox', '/admin/sys/sms', 'sys/sms', 'message', false, 10, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-sys')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "permissionTag", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-fn-sys-sms-outbox', 'menu-sys-sms', 2, '查看短信发件箱', 'SmsOutboxFn', 'sys:sms:outbox', false, 100, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-sys-sms')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "RoleMenu" ("roleId", "menuId")
SELECT r."id", m2."id"
FROM "Role" r
CROSS JOIN (VALUES ('menu-sys-sms'), ('menu-fn-sys-sms-outbox')) AS m2("id")
WHERE r."id" = 'sa'
  AND EXISTS (SELECT 1 FROM "Menu" WHERE "id" = m2."id")
ON CONFLICT DO NOTHING;
