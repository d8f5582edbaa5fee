-- The live proctor console (ExamWatch, /admin/exam/watch/:examId) for installations seeded before
-- it existed: the hidden route under the exam menu (when that menu exists), granted to every role
-- that holds exam:watch. A fresh database gets both from the seed, which runs after migrations.
INSERT INTO "Menu" ("id", "parentId", "menuType", "metaTitle", "name", "path", "component", "hidden", "sort", "createdAt", "updatedAt")
SELECT 'menu-exam-watch', 'menu-exam', 3, '监考', 'ExamWatch', '/admin/exam/watch/:examId', 'exam/watch', true, 13, now(), now()
WHERE EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-exam')
ON CONFLICT ("id") DO NOTHING;

INSERT INTO "RoleMenu" ("roleId", "menuId")
SELECT DISTINCT rm."roleId", 'menu-exam-watch'
FROM "RoleMenu" rm
JOIN "Menu" m ON m."id" = rm."menuId"
WHERE m."permissionTag" = 'exam:watch'
  AND EXISTS (SELECT 1 FROM "Menu" WHERE "id" = 'menu-exam-watch')
ON CONFLICT DO NOTHING;
