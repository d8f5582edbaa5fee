-- CreateTable
CREATE TABLE "Course" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "coverId" TEXT,
    "content" TEXT NOT NULL DEFAULT '',
    "state" INTEGER NOT NULL DEFAULT 1,
    "openType" INTEGER NOT NULL DEFAULT 1,
    "dragLimit" BOOLEAN NOT NULL DEFAULT true,
    "finishShare" INTEGER NOT NULL DEFAULT 90,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdBy" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Course_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourseChapter" (
    "id" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CourseChapter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourseItem" (
    "id" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "chapterId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "itemType" INTEGER NOT NULL,
    "fileId" TEXT,
    "refId" TEXT,

    CONSTRAINT "CourseItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourseScope" (
    "courseId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "refId" TEXT NOT NULL,

    CONSTRAINT "CourseScope_pkey" PRIMARY KEY ("courseId","kind","refId")
);

-- CreateTable
CREATE TABLE "CourseProgress" (
    "userId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "courseId" TEXT NOT NULL,
    "position" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "furthest" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "duration" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "finished" BOOLEAN NOT NULL DEFAULT false,
    "finishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CourseProgress_pkey" PRIMARY KEY ("userId","itemId")
);

-- CreateTable
CREATE TABLE "CourseMedia" (
    "fileId" TEXT NOT NULL,
    "state" INTEGER NOT NULL DEFAULT 0,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT NOT NULL DEFAULT '',
    "encode" TEXT NOT NULL DEFAULT '',
    "quality" TEXT NOT NULL DEFAULT '',
    "duration" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "outputKey" TEXT,
    "provider" TEXT,
    "sealedKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CourseMedia_pkey" PRIMARY KEY ("fileId")
);

-- CreateIndex
CREATE INDEX "Course_state_sort_idx" ON "Course"("state", "sort");

-- CreateIndex
CREATE INDEX "CourseChapter_courseId_sort_idx" ON "CourseChapter"("courseId", "sort");

-- CreateIndex
CREATE INDEX "CourseItem_chapterId_sort_idx" ON "CourseItem"("chapterId", "sort");

-- CreateIndex
CREATE INDEX "CourseItem_fileId_idx" ON "CourseItem"("fileId");

-- CreateIndex
CREATE INDEX "CourseScope_kind_refId_idx" ON "CourseScope"("kind", "refId");

-- CreateIndex
CREATE INDEX "CourseProgress_courseId_userId_idx" ON "CourseProgress"("courseId", "userId");

-- AddForeignKey
ALTER TABLE "CourseChapter" ADD CONSTRAINT "CourseChapter_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseItem" ADD CONSTRAINT "CourseItem_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseItem" ADD CONSTRAINT "CourseItem_chapterId_fkey" FOREIGN KEY ("chapterId") REFERENCES "CourseChapter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseScope" ADD CONSTRAINT "CourseScope_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseProgress" ADD CONSTRAINT "CourseProgress_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "CourseItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- 课程管理 (CourseList, CourseFileList, the hidden editor) and its function menus (course:list,
-- course:add, course:update, course:delete), for installations seeded before courses existed;
-- granted to the super admin role.
INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "path", "component", "redirect", "metaIcon", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-course', '0', 1, '课程管理', 'CourseManage', '/admin/course-manage', 'Layout', '/admin/course', 'education', false, 40, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-dashboard')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "path", "component", "metaIcon", "hidden", "sort", "createdAt", "updatedAt")
SELECT v.id, 'menu-course', v.menu_type, v.title, v.name, v.path, v.component, 'list', v.hidden, v.sort, now(), now()
FROM (VALUES
  ('menu-course-list', 1, '课程列表', 'CourseList', '/admin/course', 'course/list', false, 1),
  ('menu-course-file', 1, '课件管理', 'CourseFileList', '/admin/course/file', 'course/file', false, 2),
  ('menu-course-edit', 3, '编辑课程', 'CourseEdit', '/admin/course/edit', 'course/edit', true, 3)
) AS v(id, menu_type, title, name, path, component, hidden, sort)
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-course')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "permissionTag", "hidden", "sort", "createdAt", "updatedAt")
SELECT v.id, 'menu-course-list', 2, v.title, v.name, v.code, false, v.sort, now(), now()
FROM (VALUES
  ('menu-fn-course-list', '查看课程', 'CourseListFn', 'course:list', 300),
  ('menu-fn-course-add', '新增课程', 'CourseAdd', 'course:add', 301),
  ('menu-fn-course-update', '修改课程', 'CourseUpdate', 'course:update', 302),
  ('menu-fn-course-delete', '删除课程', 'CourseDelete', 'course:delete', 303)
) AS v(id, title, name, code, sort)
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-course-list')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "RoleMenu" ("roleId", "menuId")
SELECT 'sa', m."id" FROM "Menu" m
WHERE m."id" IN ('menu-course', 'menu-course-list', 'menu-course-file', 'menu-course-edit',
  'menu-fn-course-list', 'menu-fn-course-add', 'menu-fn-course-update', 'menu-fn-course-delete')
  AND EXISTS (SELECT 1 FROM "Role" WHERE "id" = 'sa')
ON CONFLICT DO NOTHING;
