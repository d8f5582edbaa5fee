// Demo data, for what the schema holds so far: built-in roles, the two demo
// accounts, a department tree, the admin menus (dashboard, question banks, exams) with their
// function menus, site settings and switches, the demo question bank (demo-bank.ts) and the demo
// exam (demo-exam.ts).
//
// Idempotent: every row has a stable id and is upserted with `update: {}`, so running it again
// creates what is missing and leaves existing rows (and anything an admin changed, such as a
// password or the site name) alone.
import type { Db } from '../../server/src/core/prisma.ts';
import { PERMISSIONS } from '../../server/src/core/auth/permissions.ts';
import { hashPassword } from '../../server/src/modules/auth/password.ts';
import { seedDemoBank } from './demo-bank.ts';
import { seedDemoExam } from './demo-exam.ts';
import { seedDictionaries } from '../../server/src/modules/dict/dict.builtin.ts';

export const DEMO_PASSWORD = 'Examhall@2026';

export const ROLES = [
  { id: 'sa', roleName: '超级管理员', roleType: 2, roleLevel: 0 },
  { id: 'student', roleName: '学员', roleType: 1, roleLevel: 99 },
  // A limited admin (the permission matrix and e2e use it): dashboard and the bank list only.
  { id: 'proctor', roleName: '监考员', roleType: 2, roleLevel: 10 },
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

/** 系统管理: one screen per admin feature; `component` is the view key the client registers. */
export const SYSTEM_MENUS = [
  {
    id: 'menu-sys',
    parentId: '0',
    menuType: 1,
    metaTitle: '系统管理',
    name: 'SysManage',
    path: '/admin/sys',
    component: 'Layout',
    redirect: '/admin/sys/user',
    metaIcon: 'setting',
    sort: 90,
  },
  ...(
    [
      ['user', 'SysUser', '用户管理', 'sys/user', 'user'],
      ['real', 'RealNameAudit', '实名审核', 'sys/real', 'LuScanFace'],
      ['role', 'RoleList', '角色管理', 'sys/role', 'peoples'],
      ['menu', 'MenuList', '菜单管理', 'sys/menu', 'tree-table'],
      ['depart', 'DepartList', '部门管理', 'sys/depart', 'tree'],
      ['group', 'GroupList', '群组管理', 'sys/group', 'group'],
      ['dict', 'DictList', '数据字典', 'sys/dict', 'dict'],
      ['config', 'SysConfig', '系统配置', 'sys/config', 'system'],
      ['audit', 'AuditLog', '操作日志', 'sys/audit', 'log'],
      // Installations seeded before it get it from the migration 20261125163151_sign_in_methods.
      ['sms', 'SmsOutbox', '短信发件箱', 'sys/sms', 'message'],
      ['notice', 'SysNotice', '系统公告', 'sys/notice', 'notice'],
      ['msg', 'SysMessage', '站内消息', 'sys/msg', 'message'],
      ['tmpl', 'NotifyTmplList', '通知模板', 'sys/tmpl', 'documentation'],
      ['points', 'PointsRule', '积分规则', 'sys/points', 'cert'],
    ] as const
  ).map(([key, name, metaTitle, component, metaIcon], i) => ({
    id: `menu-sys-${key}`,
    parentId: 'menu-sys',
    menuType: 1,
    metaTitle,
    name,
    path: `/admin/sys/${key}`,
    component,
    metaIcon,
    sort: i + 1,
  })),
];

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

/**
 * 考试管理: the exam list and the apply audit, plus hidden routes (menuType 3, hidden) the screens
 * open: the editor (ExamAdd, ?id=), the watch detail (ExamWatchDetail, ?examId=), marking
 * (ReviewPaperDetail, ?paperId=) and the live proctor console (ExamWatch, /admin/exam/watch/:examId;
 * installations seeded before it get it from the migration 20261125134000_exam_watch_menu).
 */
export const EXAM_MENUS = [
  {
    id: 'menu-exam',
    parentId: '0',
    menuType: 1,
    metaTitle: '考试管理',
    name: 'ExamManage',
    path: '/admin/exam-manage',
    component: 'Layout',
    redirect: '/admin/exam',
    metaIcon: 'exam',
    sort: 30,
  },
  {
    id: 'menu-exam-list',
    parentId: 'menu-exam',
    menuType: 1,
    metaTitle: '考试列表',
    name: 'ExamList',
    path: '/admin/exam',
    component: 'exam/list',
    metaIcon: 'list',
    sort: 1,
  },
  {
    id: 'menu-exam-apply',
    parentId: 'menu-exam',
    menuType: 1,
    metaTitle: '报名审核',
    name: 'ExamApplyList',
    path: '/admin/exam/apply',
    component: 'exam/apply',
    metaIcon: 'people',
    sort: 2,
  },
  {
    id: 'menu-exam-exports',
    parentId: 'menu-exam',
    menuType: 1,
    metaTitle: '导出任务',
    name: 'ExportJobs',
    path: '/admin/exam/exports',
    component: 'exam/exports',
    metaIcon: 'documentation',
    sort: 3,
  },
  ...(
    [
      ['add', 'ExamAdd', '编辑考试', '/admin/exam/edit', 'exam/edit'],
      [
        'watch-detail',
        'ExamWatchDetail',
        '考试详情',
        '/admin/exam/watch-detail',
        'exam/watch-detail',
      ],
      ['review', 'ReviewPaperDetail', '阅卷', '/admin/exam/review', 'exam/review'],
      ['watch', 'ExamWatch', '监考', '/admin/exam/watch/:examId', 'exam/watch'],
    ] as const
  ).map(([key, name, metaTitle, path, component], i) => ({
    id: `menu-exam-${key}`,
    parentId: 'menu-exam',
    menuType: 3,
    metaTitle,
    name,
    path,
    component,
    hidden: true,
    sort: 10 + i,
  })),
];

/**
 * 课程管理: the course list (CourseList), the courseware list (CourseFileList: uploaded videos and
 * their transcoding) and the hidden course editor; installations seeded before them get them from
 * the migration 20261125194047_courses.
 */
export const COURSE_MENUS = [
  {
    id: 'menu-course',
    parentId: '0',
    menuType: 1,
    metaTitle: '课程管理',
    name: 'CourseManage',
    path: '/admin/course-manage',
    component: 'Layout',
    redirect: '/admin/course',
    metaIcon: 'education',
    sort: 40,
  },
  ...(
    [
      ['list', 'CourseList', '课程列表', '/admin/course', 'course/list', 1, false],
      ['file', 'CourseFileList', '课件管理', '/admin/course/file', 'course/file', 1, false],
      ['edit', 'CourseEdit', '编辑课程', '/admin/course/edit', 'course/edit', 3, true],
    ] as const
  ).map(([key, name, metaTitle, path, component, menuType, hidden], i) => ({
    id: `menu-course-${key}`,
    parentId: 'menu-course',
    menuType,
    metaTitle,
    name,
    path,
    component,
    metaIcon: 'list',
    hidden,
    sort: i + 1,
  })),
];

/**
 * English titles of the built-in screens (menu types 1 and 3), by menu id. A screen whose title is
 * still the built-in Chinese one shows this title to an English session; a title an admin changed
 * shows as typed, in both languages.
 */
export const MENU_TITLES_EN: Readonly<Record<string, string>> = {
  'menu-dashboard': 'Overview',
  'menu-dashboard-index': 'Dashboard',
  'menu-repo': 'Question banks',
  'menu-repo-list': 'Banks',
  'menu-qu-list': 'Questions',
  'menu-exam': 'Exams',
  'menu-exam-list': 'Exam list',
  'menu-exam-apply': 'Sign-up review',
  'menu-exam-exports': 'Exports',
  'menu-exam-add': 'Edit exam',
  'menu-exam-watch-detail': 'Exam details',
  'menu-exam-review': 'Marking',
  'menu-exam-watch': 'Live watch',
  'menu-sys': 'System',
  'menu-sys-user': 'Users',
  'menu-sys-real': 'Real-name review',
  'menu-sys-role': 'Roles',
  'menu-sys-menu': 'Menus',
  'menu-sys-depart': 'Departments',
  'menu-sys-group': 'Groups',
  'menu-sys-dict': 'Dictionaries',
  'menu-sys-config': 'Settings',
  'menu-sys-audit': 'Audit log',
  'menu-sys-sms': 'SMS outbox',
  'menu-sys-notice': 'Notices',
  'menu-sys-msg': 'Messages',
  'menu-sys-tmpl': 'Notification templates',
  'menu-sys-points': 'Points rules',
  'menu-course': 'Courses',
  'menu-course-list': 'Course list',
  'menu-course-file': 'Courseware',
  'menu-course-edit': 'Edit course',
};

const BUILTIN_SCREEN_TITLES: ReadonlyMap<string, string> = new Map(
  [...MENUS, ...SYSTEM_MENUS, ...EXAM_MENUS, ...COURSE_MENUS].map((m) => [m.id, m.metaTitle]),
);

/** A screen's title in the session's language (see MENU_TITLES_EN). */
export function builtinMenuTitle(id: string, storedTitle: string, lang: 'zh' | 'en'): string {
  if (lang !== 'en' || BUILTIN_SCREEN_TITLES.get(id) !== storedTitle) return storedTitle;
  return MENU_TITLES_EN[id] ?? storedTitle;
}

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
  ...(
    [
      ['menu-sys-user', PERMISSIONS.userList, '查看用户', 'UserListFn'],
      ['menu-sys-user', PERMISSIONS.userAdd, '新增用户', 'UserAdd'],
      ['menu-sys-user', PERMISSIONS.userUpdate, '修改用户', 'UserUpdate'],
      ['menu-sys-user', PERMISSIONS.userImport, '导入用户', 'UserImport'],
      ['menu-sys-user', PERMISSIONS.userExport, '导出用户', 'UserExport'],
      ['menu-sys-real', PERMISSIONS.realNameList, '查看实名认证', 'RealNameListFn'],
      ['menu-sys-real', PERMISSIONS.realNameAudit, '审核实名认证', 'RealNameAuditFn'],
      ['menu-sys-role', PERMISSIONS.roleList, '查看角色', 'RoleListFn'],
      ['menu-sys-role', PERMISSIONS.roleAdd, '新增角色', 'RoleAdd'],
      ['menu-sys-role', PERMISSIONS.roleUpdate, '修改角色', 'RoleUpdate'],
      ['menu-sys-role', PERMISSIONS.roleDelete, '删除角色', 'RoleDelete'],
      ['menu-sys-menu', PERMISSIONS.menuList, '查看菜单', 'MenuListFn'],
      ['menu-sys-menu', PERMISSIONS.menuAdd, '新增菜单', 'MenuAdd'],
      ['menu-sys-menu', PERMISSIONS.menuUpdate, '修改菜单', 'MenuUpdate'],
      ['menu-sys-menu', PERMISSIONS.menuDelete, '删除菜单', 'MenuDelete'],
      ['menu-sys-depart', PERMISSIONS.departList, '查看部门', 'DepartListFn'],
      ['menu-sys-depart', PERMISSIONS.departAdd, '新增部门', 'DepartAdd'],
      ['menu-sys-depart', PERMISSIONS.departUpdate, '修改部门', 'DepartUpdate'],
      ['menu-sys-depart', PERMISSIONS.departDelete, '删除部门', 'DepartDelete'],
      ['menu-sys-group', PERMISSIONS.groupList, '查看群组', 'GroupListFn'],
      ['menu-sys-group', PERMISSIONS.groupAdd, '新增群组', 'GroupAdd'],
      ['menu-sys-group', PERMISSIONS.groupUpdate, '修改群组', 'GroupUpdate'],
      ['menu-sys-group', PERMISSIONS.groupDelete, '删除群组', 'GroupDelete'],
      ['menu-sys-group', PERMISSIONS.groupUserJoin, '添加成员', 'GroupUserJoin'],
      ['menu-sys-group', PERMISSIONS.groupUserRemove, '移除成员', 'GroupUserRemove'],
      ['menu-sys-dict', PERMISSIONS.dicList, '查看字典', 'DictListFn'],
      ['menu-sys-dict', PERMISSIONS.dicAdd, '新增字典', 'DictAdd'],
      ['menu-sys-dict', PERMISSIONS.dicUpdate, '修改字典', 'DictUpdate'],
      ['menu-sys-dict', PERMISSIONS.dicDelete, '删除字典', 'DictDelete'],
      ['menu-sys-config', PERMISSIONS.configView, '查看配置', 'ConfigView'],
      ['menu-sys-config', PERMISSIONS.configUpdate, '修改配置', 'ConfigUpdate'],
      ['menu-sys-audit', PERMISSIONS.auditList, '查看日志', 'AuditListFn'],
      ['menu-sys-sms', PERMISSIONS.smsOutbox, '查看短信发件箱', 'SmsOutboxFn'],
      ['menu-sys-notice', PERMISSIONS.noticeList, '查看公告', 'NoticeListFn'],
      ['menu-sys-notice', PERMISSIONS.noticeAdd, '新增公告', 'NoticeAdd'],
      ['menu-sys-notice', PERMISSIONS.noticeUpdate, '修改公告', 'NoticeUpdate'],
      ['menu-sys-notice', PERMISSIONS.noticeDelete, '删除公告', 'NoticeDelete'],
      ['menu-sys-msg', PERMISSIONS.msgSend, '发送消息', 'MessageSendFn'],
      ['menu-sys-tmpl', PERMISSIONS.notifyTmplList, '查看通知模板', 'NotifyTmplListFn'],
      ['menu-sys-tmpl', PERMISSIONS.notifyTmplSave, '保存通知模板', 'NotifyTmplSave'],
      ['menu-sys-tmpl', PERMISSIONS.notifyTmplDelete, '删除通知模板', 'NotifyTmplDelete'],
      ['menu-exam-list', PERMISSIONS.examNotify, '发送考试通知', 'ExamNotify'],
      ['menu-sys-points', PERMISSIONS.pointsRule, '设置积分规则', 'PointsRuleFn'],
      ['menu-exam-list', PERMISSIONS.examList, '查看考试', 'ExamListFn'],
      ['menu-exam-list', PERMISSIONS.examAdd, '新增考试', 'ExamAddFn'],
      ['menu-exam-list', PERMISSIONS.examUpdate, '修改考试', 'ExamUpdate'],
      ['menu-exam-list', PERMISSIONS.examDelete, '删除考试', 'ExamDelete'],
      ['menu-exam-list', PERMISSIONS.paperList, '查看试卷', 'PaperList'],
      ['menu-exam-list', PERMISSIONS.paperReview, '阅卷', 'PaperReview'],
      ['menu-exam-list', PERMISSIONS.paperMarkAs, '标记试卷', 'PaperMarkAs'],
      ['menu-exam-list', PERMISSIONS.paperDelete, '删除试卷', 'PaperDelete'],
      ['menu-exam-list', PERMISSIONS.paperExport, '导出试卷', 'PaperExport'],
      ['menu-exam-list', PERMISSIONS.examExtraTime, '考试延时', 'ExamExtraTime'],
      ['menu-exam-list', PERMISSIONS.examWatch, '监控考试', 'ExamWatchFn'],
      ['menu-exam-list', PERMISSIONS.examWatchMessage, '发送监考消息', 'ExamWatchMessage'],
      ['menu-exam-list', PERMISSIONS.examForceHand, '强制交卷', 'ExamForceHand'],
      ['menu-exam-list', PERMISSIONS.examAnalysis, '试题分析', 'ExamAnalysisFn'],
      ['menu-exam-apply', PERMISSIONS.examApplyList, '查看报名', 'ExamApplyListFn'],
      ['menu-exam-apply', PERMISSIONS.examApplyAudit, '审核报名', 'ExamApplyAudit'],
      ['menu-exam-apply', PERMISSIONS.examApplyDelete, '删除报名', 'ExamApplyDelete'],
      ['menu-course-list', PERMISSIONS.courseList, '查看课程', 'CourseListFn'],
      ['menu-course-list', PERMISSIONS.courseAdd, '新增课程', 'CourseAdd'],
      ['menu-course-list', PERMISSIONS.courseUpdate, '修改课程', 'CourseUpdate'],
      ['menu-course-list', PERMISSIONS.courseDelete, '删除课程', 'CourseDelete'],
    ] as const
  ).map(([parentId, code, metaTitle, name]) => ({ code, parentId, metaTitle, name })),
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
    ...SYSTEM_MENUS.map((m) => m.id),
    ...EXAM_MENUS.map((m) => m.id),
    ...COURSE_MENUS.map((m) => m.id),
  ],
  // A proctor finds the running exams, watches them live, messages and hands in examinees, and
  // reads the handed-in list; authoring and marking stay with the exam's administrators.
  proctor: [
    'menu-dashboard',
    'menu-dashboard-index',
    'menu-repo',
    'menu-repo-list',
    'menu-fn-repo-list',
    'menu-fn-qu-list',
    'menu-exam',
    'menu-exam-list',
    'menu-exam-watch-detail',
    'menu-exam-watch',
    ...[
      PERMISSIONS.examList,
      PERMISSIONS.paperList,
      PERMISSIONS.examWatch,
      PERMISSIONS.examWatchMessage,
      PERMISSIONS.examForceHand,
    ].map((code) => `menu-fn-${code.replace(/:/g, '-')}`),
  ],
};

export async function seedDemo(prisma: Db): Promise<void> {
  for (const role of ROLES) {
    await prisma.role.upsert({ where: { id: role.id }, update: {}, create: role });
  }

  for (const dept of DEPARTMENTS) {
    await prisma.department.upsert({ where: { id: dept.id }, update: {}, create: dept });
  }

  for (const menu of [
    ...MENUS,
    ...SYSTEM_MENUS,
    ...EXAM_MENUS,
    ...COURSE_MENUS,
    ...FUNCTION_MENUS,
  ]) {
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

  // A published welcome notice (the home page's 系统公告 cards).
  await prisma.notice.upsert({
    where: { id: 'notice-welcome' },
    update: {},
    create: {
      id: 'notice-welcome',
      title: '欢迎使用 Examhall 在线考试平台',
      content:
        '<p>欢迎使用 Examhall！在“在线考试”中参加考试，在“题库练习”中巩固知识，在“个人中心”查看成绩、站内消息和积分。</p>',
      state: 0,
      publishTime: new Date(),
      createBy: 'user-admin',
    },
  });

  await seedDemoBank(prisma);
  // The demo exam (open to everyone, in progress, 30 minutes) drawn from the demo bank.
  await seedDemoExam(prisma);
  // Dictionaries the spec names and the admin screens use (stable ids; see dict.builtin.ts).
  await seedDictionaries(prisma);
}
