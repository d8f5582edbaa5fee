// Demo data (DESIGN.md section 7), for what the schema holds so far: built-in roles, the two demo
// accounts, a department tree, the admin menus (dashboard, question banks) with their function
// menus, site settings and switches, and the demo question bank (demo-bank.ts).
//
// Idempotent: every row has a stable id and is upserted with `update: {}`, so running it again
// creates what is missing and leaves existing rows (and anything an admin changed, such as a
// password or the site name) alone.
import type { Db } from '../../server/src/core/prisma.ts';
import { PERMISSIONS } from '../../server/src/core/auth/permissions.ts';
import { hashPassword } from '../../server/src/modules/auth/password.ts';
import { seedDemoBank } from './demo-bank.ts';

export const DEMO_PASSWORD = 'Examhall@2026';

export const ROLES = [
  { id: 'sa', roleName: '超级管理员', roleType: 2, roleLevel: 0 },
  { id: 'student', roleName: '学员', roleType: 1, roleLevel: 99 },
] as const;

/** deptCode is hierarchical: a child's code is its parent's code plus A01, A02, ... */
export const DEPARTMENTS = [
  { id: 'dept-a01', parentId: '0', deptCode: 'A01', deptName: '总部', sort: 1 },
  { id: 'dept-a01a01', parentId: 'dept-a01', deptCode: 'A01A01', deptName: '教务处', sort: 1 },
  { id: 'dept-a01a02', parentId: 'dept-a01', deptCode: 'A01A02', deptName: '培训中心', sort: 2 },
  { id: 'dept-a01a03', parentId: 'dept-a01', deptCode: 'A01A03', deptName: '考试中心', sort: 3 },
  {
    id: 'dept-a01a02a01',
    parentId: 'dept-a01a02',
    deptCode: 'A01A02A01',
    deptName: '培训一部',
    sort: 1,
  },
] as const;

export const USERS = [
  {
    id: 'user-admin',
    userName: 'admin',
    realName: '管理员',
    familyName: '',
    className: '',
    deptCode: 'A01',
    roleId: 'sa',
  },
  {
    id: 'user-student',
    userName: 'student',
    realName: '学员',
    familyName: '张',
    className: '一班',
    deptCode: 'A01A02',
    roleId: 'student',
  },
] as const;

export const MENUS = [
  {
    id: 'menu-dashboard',
    parentId: '0',
    menuType: 1,
    metaTitle: '系统概览',
    name: 'Dashboard',
    path: '/admin',
    component: 'Layout',
    redirect: '/admin/dashboard',
    metaIcon: 'dashboard',
    sort: 1,
  },
  {
    id: 'menu-dashboard-index',
    parentId: 'menu-dashboard',
    menuType: 1,
    metaTitle: '控制台',
    name: 'DashboardIndex',
    path: '/admin/dashboard',
    component: 'dashboard/index',
    metaIcon: 'dashboard',
    sort: 1,
  },
  // Question banks: the bank list and the question list (a global list with a bank filter; the
  // dashboard's question tile links to it by its name QuList).
  {
    id: 'menu-repo',
    parentId: '0',
    menuType: 1,
    metaTitle: '题库管理',
    name: 'RepoManage',
    path: '/admin/repo-manage',
    component: 'Layout',
    redirect: '/admin/repo',
    metaIcon: 'repo',
    sort: 20,
  },
  {
    id: 'menu-repo-list',
    parentId: 'menu-repo',
    menuType: 1,
    metaTitle: '题库列表',
    name: 'RepoList',
    path: '/admin/repo',
    component: 'repo/list',
    metaIcon: 'repo',
    sort: 1,
  },
  {
    id: 'menu-qu-list',
    parentId: 'menu-repo',
    menuType: 1,
    metaTitle: '试题管理',
    name: 'QuList',
    path: '/admin/repo/qu',
    component: 'repo/qu-list',
    metaIcon: 'list',
    sort: 2,
  },
] as const;

/** Function menus (menuType 2): one per permission code, under the screen that uses it. */
export const FUNCTION_MENUS = [
  {
    code: PERMISSIONS.repoList,
    parentId: 'menu-repo-list',
    metaTitle: '查看题库',
    name: 'RepoListFn',
  },
  { code: PERMISSIONS.repoAdd, parentId: 'menu-repo-list', metaTitle: '新增题库', name: 'RepoAdd' },
  {
    code: PERMISSIONS.repoUpdate,
    parentId: 'menu-repo-list',
    metaTitle: '修改题库',
    name: 'RepoUpdate',
  },
  {
    code: PERMISSIONS.repoDelete,
    parentId: 'menu-repo-list',
    metaTitle: '删除题库',
    name: 'RepoDelete',
  },
  { code: PERMISSIONS.quList, parentId: 'menu-qu-list', metaTitle: '查看试题', name: 'QuListFn' },
  { code: PERMISSIONS.quAdd, parentId: 'menu-qu-list', metaTitle: '新增试题', name: 'QuAdd' },
  { code: PERMISSIONS.quUpdate, parentId: 'menu-qu-list', metaTitle: '修改试题', name: 'QuUpdate' },
  { code: PERMISSIONS.quDelete, parentId: 'menu-qu-list', metaTitle: '删除试题', name: 'QuDelete' },
  { code: PERMISSIONS.quImport, parentId: 'menu-qu-list', metaTitle: '导入试题', name: 'QuImport' },
  { code: PERMISSIONS.quExport, parentId: 'menu-qu-list', metaTitle: '导出试题', name: 'QuExport' },
].map((f, i) => ({
  id: `menu-fn-${f.code.replace(/:/g, '-')}`,
  parentId: f.parentId,
  menuType: 2,
  metaTitle: f.metaTitle,
  name: f.name,
  permissionTag: f.code,
  sort: i + 1,
}));

/** Menus granted to each role. */
export const ROLE_MENUS: Record<string, readonly string[]> = {
  sa: [
    'menu-dashboard',
    'menu-dashboard-index',
    'menu-repo',
    'menu-repo-list',
    'menu-qu-list',
    ...FUNCTION_MENUS.map((m) => m.id),
  ],
};

export async function seedDemo(prisma: Db): Promise<void> {
  for (const role of ROLES) {
    await prisma.role.upsert({ where: { id: role.id }, update: {}, create: role });
  }

  for (const dept of DEPARTMENTS) {
    await prisma.department.upsert({ where: { id: dept.id }, update: {}, create: dept });
  }

  for (const menu of [...MENUS, ...FUNCTION_MENUS]) {
    await prisma.menu.upsert({ where: { id: menu.id }, update: {}, create: menu });
  }
  await prisma.roleMenu.createMany({
    data: Object.entries(ROLE_MENUS).flatMap(([roleId, menuIds]) =>
      menuIds.map((menuId) => ({ roleId, menuId })),
    ),
    skipDuplicates: true,
  });

  for (const { roleId, ...user } of USERS) {
    const existing = await prisma.user.findUnique({
      where: { userName: user.userName },
      select: { id: true },
    });
    // Hash only for a new account (argon2id costs ~25 ms; an existing password is kept).
    const saved =
      existing ??
      (await prisma.user.upsert({
        where: { userName: user.userName },
        update: {},
        create: { ...user, passwordHash: await hashPassword(DEMO_PASSWORD) },
        select: { id: true },
      }));
    await prisma.userRole.createMany({
      data: [{ userId: saved.id, roleId }],
      skipDuplicates: true,
    });
  }

  await prisma.siteConfig.upsert({
    where: { id: '1' },
    update: {},
    create: {
      id: '1',
      siteName: 'Examhall 在线考试',
      copyRight: '© 2026 Examhall',
      props: { moduleExam: true, moduleCourse: false },
    },
  });
  await prisma.switchConfig.upsert({ where: { id: '1' }, update: {}, create: { id: '1' } });

  await seedDemoBank(prisma);
}
