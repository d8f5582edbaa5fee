/**
 * Pseudo-permission held by every role type 2 user (admins and proctors): the back office itself.
 * Real permission codes come from the function menus (menuType 2) assigned to roles; the seed
 * creates one function menu per code below, and super admins (role `sa`) hold them all.
 */
export const ADMIN_AREA = 'role:admin';

/** Permission codes, one per action. Features add theirs here so the seed and UI can list them. */
export const PERMISSIONS = {
  repoList: 'repo:list',
  repoAdd: 'repo:add',
  repoUpdate: 'repo:update',
  repoDelete: 'repo:delete',
  quList: 'qu:list',
  quAdd: 'qu:add',
  quUpdate: 'qu:update',
  quDelete: 'qu:delete',
  quImport: 'qu:import',
  quExport: 'qu:export',
  userList: 'sys:user:list',
  userAdd: 'sys:user:add',
  userUpdate: 'sys:user:update',
  userImport: 'sys:user:import',
  userExport: 'sys:user:export',
  /** List real-name submissions and see their photos and masked ID numbers. */
  realNameList: 'sys:user:real:list',
  /** Approve or reject real-name submissions (by hand, or by running the automatic check). */
  realNameAudit: 'sys:user:real:audit',
  roleList: 'sys:role:list',
  roleAdd: 'sys:role:add',
  roleUpdate: 'sys:role:update',
  roleDelete: 'sys:role:delete',
  menuList: 'sys:menu:list',
  menuAdd: 'sys:menu:add',
  menuUpdate: 'sys:menu:update',
  menuDelete: 'sys:menu:delete',
  departList: 'sys:depart:list',
  departAdd: 'sys:depart:add',
  departUpdate: 'sys:depart:update',
  departDelete: 'sys:depart:delete',
  groupList: 'sys:group:list',
  groupAdd: 'sys:group:add',
  groupUpdate: 'sys:group:update',
  groupDelete: 'sys:group:delete',
  groupUserJoin: 'sys:group:user:join',
  groupUserRemove: 'sys:group:user:remove',
  dicList: 'sys:dic:list',
  dicAdd: 'sys:dic:add',
  dicUpdate: 'sys:dic:update',
  dicDelete: 'sys:dic:delete',
  configView: 'sys:config:view',
  configUpdate: 'sys:config:update',
  auditList: 'sys:audit:list',
  /** Read the SMS outbox: the messages (codes included) the log SMS provider delivered. */
  smsOutbox: 'sys:sms:outbox',
  /** The notice list in the back office, drafts included (learners see published notices only). */
  noticeList: 'sys:notice:list',
  noticeAdd: 'sys:notice:add',
  noticeUpdate: 'sys:notice:update',
  noticeDelete: 'sys:notice:delete',
  /** Send in-site messages to users, groups and departments, and list what was sent. */
  msgSend: 'sys:msg:send',
  /** Notification templates: list (and the template selector), save, delete. */
  notifyTmplList: 'sys:notify:list',
  notifyTmplSave: 'sys:notify:save',
  notifyTmplDelete: 'sys:notify:delete',
  /** See and set the points rules (points for passing an exam, finishing a practice, logging in). */
  pointsRule: 'sys:points:rule',
  /** Send an exam's notification to everyone in its scope through a template (a job). */
  examNotify: 'exam:notify',
  examList: 'exam:list',
  examAdd: 'exam:add',
  examUpdate: 'exam:update',
  examDelete: 'exam:delete',
  examApplyList: 'exam:apply:list',
  examApplyAudit: 'exam:apply:audit',
  examApplyDelete: 'exam:apply:delete',
  paperList: 'paper:list',
  paperReview: 'paper:review',
  paperMarkAs: 'paper:mark-as',
  paperDelete: 'paper:delete',
  /** Export papers (PDF, zip of PDFs) and results sheets of an exam: they show answer keys. */
  paperExport: 'paper:export',
  /** Grant a learner extra minutes (watch). */
  examExtraTime: 'exam:watch:extra-time',
  /** Watch running exams: counters, examinee cards, snapshots, the handed-in list, live events. */
  examWatch: 'exam:watch',
  /** Message examinees of a running exam (one, or all who are online). */
  examWatchMessage: 'exam:watch:message',
  /** Hand in an examinee's paper (one, or all still in the exam) with a recorded reason. */
  examForceHand: 'exam:watch:force-hand',
  /** An exam's item analysis (facility, discrimination, reliability), its xlsx, and applying a
   * suggested difficulty to a bank question (which also needs qu:update). */
  examAnalysis: 'exam:analysis',
  /** Courses and courseware (uploaded videos with their transcoding) in the back office. */
  courseList: 'course:list',
  courseAdd: 'course:add',
  courseUpdate: 'course:update',
  courseDelete: 'course:delete',
} as const;

export type PermissionCode = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
