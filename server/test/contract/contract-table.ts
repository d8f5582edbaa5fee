/**
 * The documented legacy contract, path by path: for every REST path of the product spec (learner
 * side and back office), the request fields it takes and the entity fields its answer carries,
 * written from the spec's entity lists (field names only). `contract.int.test.ts` calls every
 * implemented path with a request of that shape and fails on a refused request or a missing field;
 * extra fields are fine.
 *
 * Field paths: `a.b` a nested field, `records[].x` a field of every row of a page, `[].x` a field
 * of every item of a list answer. `revealOnly` fields are shown only once the spec's flow reveals
 * them (a checked practice question); before that they must be absent, so a learner never sees a
 * key early.
 */

/** implemented: answered here; missing: not built yet; elsewhere: built by another feature's work. */
export type ContractStatus = 'implemented' | 'missing' | 'elsewhere';

export interface ContractRow {
  path: string;
  /** Which part of the spec lists the call. */
  side: 'learner' | 'admin';
  /** The request fields the spec names. */
  request: readonly string[];
  /** The spec entity the answer is (for the reader). */
  entity: string;
  /** The entity fields the answer carries. */
  response: readonly string[];
  /** Fields of `response` shown only once revealed (absent before). */
  revealOnly?: readonly string[];
  status: ContractStatus;
  /** For a row that is not implemented, or answers no entity: why. */
  note?: string;
}

const PAGE = ['records', 'total', 'pages'] as const;
const page = (fields: readonly string[]) => [...PAGE, ...fields.map((f) => `records[].${f}`)];

const USER = [
  'id',
  'userName',
  'realName',
  'familyName',
  'className',
  'deptCode',
  'deptCode_dictText',
  'mobile',
  'email',
  'state',
  'avatar',
  'points',
  'roleType',
  'roles',
  'permissions',
] as const;
const ADMIN_USER = [
  'id',
  'userName',
  'realName',
  'familyName',
  'className',
  'email',
  'mobile',
  'deptCode',
  'deptCode_dictText',
  'roles',
  'expireTime',
  'state',
  'points',
] as const;
const BINDING = [
  'id',
  'loginType',
  'loginType_dictText',
  'openId',
  'userId',
  'createTime',
] as const;
const SITE = [
  'id',
  'siteName',
  'backLogo',
  'frontLogo',
  'tmpDir',
  'copyRight',
  'uploadType',
  'ossUpload',
  'localUpload.localDir',
  'h5Host',
  'props.moduleCourse',
  'props.moduleExam',
] as const;
const REAL_PERSON = ['id', 'realName', 'face', 'idCard', 'state', 'auditMsg'] as const;
const EXAM_ROW = [
  'id',
  'title',
  'examType',
  'examType_dictText',
  'offline',
  'startTime',
  'totalScore',
] as const;
const PAPER = [
  'id',
  'leftSeconds',
  'userTime',
  'userSubjScore',
  'userObjScore',
  'userScore',
  'qualifyScore',
  'reviewState',
] as const;
const TRAIN_ROW = [
  'repoId',
  'repoId_dictText',
  'mode',
  'mode_dictText',
  'updateTime',
  'percent',
  'state',
] as const;
const REPO_ROW = ['title', 'quCount', 'objCount', 'subjCount', 'createTime'] as const;
const QUESTION = [
  'id',
  'quId',
  'quType',
  'sort',
  'content',
  'quContent',
  'conText',
  'analysis',
  'answer',
  'mark',
  'isShow',
  'answerList',
  'answerList[].id',
  'answerList[].abc',
  'answerList[].content',
  'answerList[].image',
  'answerList[].isRight',
  'answerList[].checked',
  'answerList[].answer',
  'value',
  'subList',
] as const;
/** What the spec's practice flow shows only after a check (or in rote mode). */
const QUESTION_REVEALED = ['analysis', 'answerList[].isRight'] as const;
const MESSAGE = ['id', 'title', 'content', 'createTime', 'readState'] as const;
const POINTS_LOG = ['refRemark', 'createTime', 'points'] as const;
const DICT_ENTRY = ['value', 'title'] as const;
const EXAM_STAT = ['dateStr', 'examCount', 'examUser', 'passUser'] as const;
const ROLE = ['id', 'roleName', 'roleLevel'] as const;
const GROUP = ['id', 'groupName'] as const;
const MENU = [
  'id',
  'menuType',
  'parentId',
  'metaTitle',
  'name',
  'path',
  'component',
  'permissionTag',
  'metaIcon',
  'hidden',
  'children',
  'sort',
] as const;
const DEPARTMENT = ['id', 'deptCode', 'deptName', 'children', 'sort', 'rowGuid'] as const;
const DICT_NODE = ['id', 'parentId', 'title', 'rowGuid', 'children'] as const;
const SWITCHES = [
  'userReg',
  'userAudit',
  'userDeptType',
  'userDeptCode',
  'mobileLogin',
  'wechatLogin',
  'faceLogin',
  'cropLogin',
  'dingLogin',
  'realPerson',
  'faceAudit',
  'loginTick',
] as const;
const PROVIDER_CONFIG = ['type', 'provider', 'remark', 'data'] as const;
const WATCH_STAT = ['requireCount', 'processCount', 'handCount', 'missCount'] as const;
const WATCH_ROW = [
  'id',
  'userId',
  'realName',
  'online',
  'answerCount',
  'quCount',
  'image',
] as const;
const HANDED_ROW = ['realName', 'handTime', 'userTime', 'exState', 'exMsg', 'leaveTimes'] as const;
const APPLY_ROW = [
  'applyUser',
  'applyTime',
  'applyMsg',
  'auditState',
  'auditBy',
  'auditMsg',
  'auditUsed',
] as const;
const DASHBOARD = [
  'examCount',
  'tmplCount',
  'battleCount',
  'courseCount',
  'fileCount',
  'repoCount',
  'quCount',
  'userCount',
  'grantCount',
] as const;
const DAILY_USERS = ['dateStr', 'newUser', 'activeUser', 'allUser'] as const;
const ONGOING_EXAM = ['id', 'title', 'procCount', 'handCount'] as const;
const TEMPLATE = ['id', 'title'] as const;
const CAPTURE = ['isBreak', 'failCount', 'faceChance'] as const;
const FACE_CHECK = ['pass', 'failMsg', 'faceToken', 'realName', 'idCard'] as const;
const PAGING_REQUEST = ['current', 'size', 'params'] as const;

type Row = Omit<ContractRow, 'status'> & { status?: ContractStatus };
const learner = (r: Omit<Row, 'side'>): ContractRow => ({
  status: 'implemented',
  ...r,
  side: 'learner',
});
const admin = (r: Omit<Row, 'side'>): ContractRow => ({
  status: 'implemented',
  ...r,
  side: 'admin',
});
const none = { entity: '(no entity)', response: [] as const };

export const CONTRACT: readonly ContractRow[] = [
  // ---- learner side ------------------------------------------------------------------------
  learner({
    path: '/api/sys/user/login',
    request: ['username', 'password'],
    entity: 'Session',
    response: ['token'],
  }),
  learner({
    path: '/api/sys/user/mobile-login',
    request: ['mobile', 'smsCode'],
    entity: 'Session',
    response: ['token'],
  }),
  learner({
    path: '/api/sys/user/face-login',
    request: ['face'],
    entity: 'Session',
    response: ['token'],
  }),
  learner({
    path: '/api/sys/user/reg',
    request: ['userName', 'password', 'realName', 'captchaKey', 'captchaValue'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/reset-pass',
    request: ['mobile', 'smsCode', 'password'],
    ...none,
  }),
  learner({ path: '/api/sys/user/logout', request: [], ...none }),
  learner({ path: '/api/sys/user/info', request: [], entity: 'User', response: USER }),
  learner({
    path: '/api/sys/user/update',
    request: ['realName', 'familyName', 'className'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/update-pass',
    request: ['oldPassword', 'password', 'confirm'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/sms',
    request: ['smsType', 'mobile', 'captchaKey', 'captchaValue'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/msg/paging',
    request: [...PAGING_REQUEST, 'params.readState'],
    entity: 'Message page',
    response: page(MESSAGE),
  }),
  learner({
    path: '/api/sys/user/msg/detail-for-read',
    request: ['id'],
    entity: 'Message',
    response: MESSAGE,
  }),
  learner({
    path: '/api/sys/user/msg/count-unread',
    request: [],
    ...none,
  }),
  learner({
    path: '/api/sys/user/msg/mark-read',
    request: ['ids'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/msg/user-delete',
    request: ['ids'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/real/submit',
    request: ['realName', 'face', 'idCard'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/real/detail',
    request: [],
    entity: 'Real-person verification',
    response: REAL_PERSON,
  }),
  learner({
    path: '/api/sys/user/bind/bind-mobile',
    request: ['mobile', 'smsCode'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/bind/unbind-mobile',
    request: ['mobile', 'smsCode'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/bind/bind-info',
    request: ['loginType', 'userId'],
    ...none,
  }),
  learner({
    path: '/api/sys/user/bind/bind-list',
    request: [],
    entity: 'Login binding list',
    response: ['[].loginType', '[].openId'],
  }),
  learner({ path: '/api/sys/user/bind/unbind', request: ['loginType'], ...none }),
  learner({
    path: '/api/common/wx/get-url',
    request: ['state'],
    entity: 'Provider address',
    response: ['url'],
  }),
  learner({
    path: '/api/common/crop-wechat/get-url',
    request: ['state'],
    entity: 'Provider address',
    response: ['url'],
  }),
  learner({
    path: '/api/common/ding-talk/get-url',
    request: ['state'],
    entity: 'Provider address',
    response: ['url'],
  }),
  learner({
    path: '/api/sys/notice/paging',
    request: [...PAGING_REQUEST, 'params.state', 'params.title'],
    entity: 'Notice page',
    response: [...PAGE],
  }),
  learner({
    path: '/api/exam/exam/paging',
    request: [...PAGING_REQUEST, 'params.title', 'params.excludes', 'params.examType'],
    entity: 'Exam row page',
    response: page(EXAM_ROW),
  }),
  learner({ path: '/api/exam/apply/save', request: ['examId', 'applyMsg'], ...none }),
  learner({
    path: '/api/paper/paper/create-paper',
    request: ['examId'],
    entity: 'Paper id',
    response: ['id'],
  }),
  learner({
    path: '/api/paper/paper/paper-detail',
    request: ['id'],
    entity: 'Paper',
    response: PAPER,
  }),
  learner({
    path: '/api/paper/paper/qu-detail',
    request: ['paperId', 'quId'],
    entity: 'Question',
    response: QUESTION,
    revealOnly: QUESTION_REVEALED,
  }),
  learner({
    path: '/api/paper/paper/fill-answer',
    request: ['paperId', 'quId', 'answerList', 'answer'],
    ...none,
  }),
  learner({
    path: '/api/paper/paper/hand-exam',
    request: ['id'],
    entity: 'Paper',
    response: PAPER,
  }),
  learner({
    path: '/api/paper/paper/paper-result',
    request: ['id'],
    entity: 'Paper',
    response: PAPER,
  }),
  learner({ path: '/api/paper/paper/check-process', request: [], ...none }),
  learner({
    path: '/api/paper/paper/leave-incr',
    request: ['id'],
    entity: 'Leave check',
    response: ['leaveTimes', 'overLimit'],
  }),
  learner({
    path: '/api/paper/paper/paging',
    request: [...PAGING_REQUEST, 'params.examId', 'params.userId'],
    entity: 'Paper page',
    response: page(PAPER),
  }),
  learner({ path: '/api/paper/paper/left-time', request: ['id'], ...none }),
  learner({
    path: '/api/paper/capture/save',
    request: ['paperId', 'base64'],
    entity: 'Camera capture result',
    response: CAPTURE,
  }),
  learner({
    path: '/api/repo/paging',
    request: [...PAGING_REQUEST, 'params.title', 'params.excludes'],
    entity: 'Question bank page',
    response: page(REPO_ROW),
  }),
  learner({
    path: '/api/repo/chapter/list',
    request: ['repoId', 'title'],
    entity: 'Chapter list',
    response: [],
  }),
  learner({
    path: '/api/repo/train/start',
    request: ['mode', 'repoId', 'userId', 'clear'],
    entity: 'Training',
    response: ['id', 'mode', 'repoId'],
  }),
  learner({
    path: '/api/repo/train/detail',
    request: ['id'],
    entity: 'Training',
    response: TRAIN_ROW,
  }),
  learner({
    path: '/api/repo/train/finish',
    request: ['id'],
    entity: 'Training',
    response: TRAIN_ROW,
  }),
  learner({ path: '/api/repo/train/card', request: ['id'], ...none }),
  learner({
    path: '/api/repo/train/qu-detail',
    request: ['trainId', 'quId', 'mode'],
    entity: 'Question',
    response: QUESTION,
    revealOnly: QUESTION_REVEALED,
  }),
  learner({
    path: '/api/repo/train/fill',
    request: ['trainId', 'quId', 'answerList', 'answer'],
    entity: 'Question',
    response: QUESTION,
    revealOnly: QUESTION_REVEALED,
  }),
  learner({
    path: '/api/repo/train/check',
    request: ['trainId', 'quId', 'answerList', 'answer'],
    entity: 'Question (revealed)',
    response: QUESTION,
  }),
  learner({
    path: '/api/repo/train/paging',
    request: [...PAGING_REQUEST, 'params.repoId', 'params.title'],
    entity: 'Train history page',
    response: page(TRAIN_ROW),
  }),
  learner({
    path: '/api/user/points/my-paging',
    request: [...PAGING_REQUEST],
    entity: 'Points log page',
    response: page(POINTS_LOG),
  }),
  learner({
    path: '/api/common/file/upload',
    request: ['file'],
    entity: 'Upload',
    response: ['url'],
  }),
  learner({
    path: '/api/sys/dic/value/list',
    request: ['dicCode'],
    entity: 'Dictionary entries',
    response: DICT_ENTRY.map((f) => `[].${f}`),
  }),
  learner({
    path: '/api/sys/user/real/face-check',
    request: ['base64'],
    entity: 'Face check result',
    response: FACE_CHECK,
  }),

  // ---- back office ---------------------------------------------------------------------------
  admin({
    path: '/api/socket/watch/single-msg',
    request: ['examId', 'userId', 'message'],
    ...none,
  }),
  admin({
    path: '/api/socket/watch/batch-msg',
    request: ['examId', 'message'],
    entity: 'Batch message result',
    response: ['success', 'fail'],
  }),
  admin({
    path: '/api/exam/watch/watch-stat',
    request: ['id'],
    entity: 'Watch stat',
    response: WATCH_STAT,
  }),
  admin({ path: '/api/exam/watch/force-hand', request: ['paperId', 'message'], ...none }),
  admin({
    path: '/api/exam/watch/force-hand-all',
    request: ['examId', 'exState', 'message'],
    ...none,
  }),
  admin({
    path: '/api/exam/watch/process-paging',
    request: [...PAGING_REQUEST, 'params.examId'],
    entity: 'Watch row page',
    response: page(WATCH_ROW),
  }),
  admin({
    path: '/api/exam/watch/hand-paging',
    request: [...PAGING_REQUEST, 'params.handState', 'params.examId', 'params.realName'],
    entity: 'Handed-in row page',
    response: page(HANDED_ROW),
  }),
  admin({
    path: '/api/exam/apply/paging',
    request: [...PAGING_REQUEST, 'params.examId'],
    entity: 'Apply row page',
    response: page(APPLY_ROW),
  }),
  admin({ path: '/api/exam/apply/delete', request: ['ids'], ...none }),
  admin({ path: '/api/exam/apply/audit', request: ['ids', 'auditState', 'auditMsg'], ...none }),
  admin({
    path: '/api/paper/paper/review-paper',
    request: ['id'],
    entity: 'Paper',
    response: PAPER,
  }),
  admin({
    path: '/api/paper/paper/export-zip',
    request: ['examId'],
    ...none,
    status: 'elsewhere',
    note: 'a file download (blob): read back in paper-export.int.test.ts',
  }),
  admin({
    path: '/api/paper/paper/export-pdf',
    request: ['examId'],
    ...none,
    status: 'elsewhere',
    note: 'a file download (blob): read back in paper-export.int.test.ts',
  }),
  admin({ path: '/api/paper/paper/mark-as', request: ['ids', 'reviewState'], ...none }),
  admin({ path: '/api/paper/paper/delete', request: ['ids'], ...none }),
  admin({
    path: '/api/exam/exam/detail',
    request: ['id'],
    entity: 'Exam',
    response: [
      'id',
      'title',
      'totalTime',
      'totalScore',
      'qualifyScore',
      'examType',
      'lateMax',
      'chance',
    ],
  }),
  admin({
    path: '/api/exam/exam/simple-detail',
    request: ['id'],
    entity: 'Exam',
    response: ['id', 'title'],
  }),
  admin({
    path: '/api/exam/exam/check-info',
    request: ['id'],
    entity: 'Exam',
    response: ['id', 'title', 'totalTime', 'totalScore', 'qualifyScore'],
  }),
  admin({
    path: '/api/exam/exam/save',
    request: ['title', 'examType', 'openType', 'startTime', 'endTime', 'totalTime'],
    entity: 'Exam id',
    response: ['id'],
  }),
  admin({ path: '/api/exam/exam/prepare-notify', request: ['examId', 'tmplId'], ...none }),
  admin({
    path: '/api/exam/exam/list-titles',
    request: ['title'],
    entity: 'Exam titles',
    response: ['[].id', '[].title'],
  }),
  admin({ path: '/api/exam/exam/state', request: ['id', 'state'], ...none }),
  admin({ path: '/api/tmpl/group/list-group', request: ['id'], ...none }),
  admin({ path: '/api/tmpl/group/list-qu', request: ['id'], ...none }),
  admin({
    path: '/api/notify/tmpl/detail',
    request: ['id'],
    entity: 'Message template',
    response: TEMPLATE,
  }),
  admin({
    path: '/api/notify/tmpl/save',
    request: ['title', 'msgTitle', 'content'],
    ...none,
    note: 'the spec shows no template detail: msgTitle and content are ours',
  }),
  admin({
    path: '/api/notify/tmpl/paging',
    request: [...PAGING_REQUEST],
    entity: 'Message template page',
    response: page(TEMPLATE),
  }),
  admin({
    path: '/api/sys/user/paging',
    request: [...PAGING_REQUEST, 'params.state', 'params.deptCode', 'params.userName'],
    entity: 'User page',
    response: page(ADMIN_USER),
  }),
  admin({ path: '/api/sys/user/detail', request: ['id'], entity: 'User', response: ADMIN_USER }),
  admin({
    path: '/api/sys/user/save',
    request: ['userName', 'realName', 'deptCode', 'roles', 'password'],
    ...none,
  }),
  admin({
    path: '/api/sys/user/export',
    request: ['params'],
    ...none,
    status: 'elsewhere',
    note: 'a file download (blob): read back in user-transfer.int.test.ts',
  }),
  admin({ path: '/api/sys/user/batch-dept', request: ['ids', 'deptCode'], ...none }),
  admin({ path: '/api/sys/user/batch-role', request: ['ids', 'roles'], ...none }),
  admin({ path: '/api/sys/user/batch-expire', request: ['ids', 'expireTime'], ...none }),
  admin({ path: '/api/sys/user/ref/join', request: ['refId', 'ids'], ...none }),
  admin({ path: '/api/sys/user/ref/remove', request: ['ids', 'refId'], ...none }),
  admin({ path: '/api/sys/user/real/audit', request: ['id', 'state', 'auditMsg'], ...none }),
  admin({ path: '/api/sys/user/real/auto-audit', request: ['id'], ...none }),
  admin({
    path: '/api/sys/user/bind/paging',
    request: [...PAGING_REQUEST, 'params.userId'],
    entity: 'Login binding page',
    response: page(BINDING),
  }),
  admin({ path: '/api/sys/user/bind/direct-bind', request: ['mobile', 'userId'], ...none }),
  admin({ path: '/api/sys/user/bind/direct-unbind', request: ['mobile', 'userId'], ...none }),
  admin({ path: '/api/sys/user/bind/unbind-by-id', request: ['id'], ...none }),
  admin({ path: '/api/sys/menu/routes', request: [], entity: 'Menu routes', response: [] }),
  admin({
    path: '/api/sys/menu/tree',
    request: [],
    entity: 'Menu tree',
    response: MENU.map((f) => `[].${f}`),
  }),
  admin({
    path: '/api/sys/menu/detail',
    request: ['id'],
    entity: 'Menu',
    response: MENU.filter((f) => f !== 'children'),
  }),
  admin({ path: '/api/sys/menu/delete', request: ['ids'], ...none }),
  admin({
    path: '/api/sys/menu/save',
    request: ['parentId', 'menuType', 'metaTitle', 'name', 'path', 'component'],
    ...none,
  }),
  admin({ path: '/api/sys/menu/sort', request: ['id', 'sort'], ...none }),
  admin({
    path: '/api/sys/role/list',
    request: [],
    entity: 'Role list',
    response: ROLE.map((f) => `[].${f}`),
  }),
  admin({ path: '/api/sys/role/list-menus', request: ['id'], ...none }),
  admin({ path: '/api/sys/role/save-menus', request: ['id', 'menuIds'], ...none }),
  admin({ path: '/api/sys/role/save', request: ['roleName', 'roleLevel'], ...none }),
  admin({ path: '/api/sys/role/detail', request: ['id'], entity: 'Role', response: ROLE }),
  admin({ path: '/api/sys/group/save', request: ['groupName'], ...none }),
  admin({
    path: '/api/sys/group/paging',
    request: [...PAGING_REQUEST, 'params.title'],
    entity: 'Group page',
    response: page(GROUP),
  }),
  admin({
    path: '/api/sys/group/user/paging',
    request: [...PAGING_REQUEST, 'params.groupId'],
    entity: 'Group member page',
    response: [...PAGE],
  }),
  admin({ path: '/api/sys/group/user/delete', request: ['ids'], ...none }),
  admin({
    path: '/api/sys/group/user/batch-join',
    request: ['userIds', 'groupIds', 'flag'],
    ...none,
  }),
  admin({
    path: '/api/sys/depart/tree',
    request: [],
    entity: 'Department tree',
    response: DEPARTMENT.map((f) => `[].${f}`),
  }),
  admin({
    path: '/api/sys/depart/tree-select',
    request: [],
    entity: 'Department tree',
    response: [],
  }),
  admin({
    path: '/api/sys/depart/detail',
    request: ['id'],
    entity: 'Department',
    response: DEPARTMENT.filter((f) => f !== 'children'),
  }),
  admin({ path: '/api/sys/depart/delete', request: ['ids'], ...none }),
  admin({ path: '/api/sys/depart/save', request: ['deptName', 'parentId'], ...none }),
  admin({ path: '/api/sys/depart/sort', request: ['id', 'sort'], ...none }),
  admin({
    path: '/api/sys/dic/value/tree',
    request: ['dicCode', 'excludes'],
    entity: 'Dictionary value tree',
    response: [],
  }),
  admin({
    path: '/api/sys/dic/tree',
    request: [],
    entity: 'Dictionary catalogue',
    response: DICT_NODE.map((f) => `[].${f}`),
  }),
  admin({ path: '/api/sys/dic/save', request: ['title'], ...none }),
  admin({ path: '/api/sys/dic/delete', request: ['ids'], ...none }),
  admin({ path: '/api/sys/config/detail', request: ['id'], entity: 'Site config', response: SITE }),
  admin({ path: '/api/sys/config/save', request: ['siteName'], ...none }),
  admin({
    path: '/api/sys/config/switch/detail',
    request: [],
    entity: 'Switch config',
    response: SWITCHES,
  }),
  admin({ path: '/api/sys/config/switch/save', request: SWITCHES, ...none }),
  admin({
    path: '/api/sys/config/prop/detail',
    request: ['type', 'provider'],
    entity: 'Storage config',
    response: PROVIDER_CONFIG,
  }),
  admin({ path: '/api/sys/config/prop/save', request: [...PROVIDER_CONFIG], ...none }),
  admin({ path: '/api/sys/config/prop/change', request: ['type', 'provider'], ...none }),
  admin({
    path: '/api/sys/uploadLicense',
    request: ['file'],
    ...none,
    note: 'multipart `file`: the signed licence (server/src/modules/licence); the answer is its own (state, licensee, seats, expireTime, usedSeats)',
  }),
  admin({
    path: '/api/stat/total/user/week',
    request: [],
    entity: 'Daily user stat',
    response: DAILY_USERS.map((f) => `[].${f}`),
  }),
  admin({
    path: '/api/stat/total/exam/week',
    request: [],
    entity: 'Exam stat rows',
    response: EXAM_STAT.map((f) => `[].${f}`),
  }),
  admin({
    path: '/api/stat/total/num/all',
    request: [],
    entity: 'Dashboard stat',
    response: DASHBOARD,
  }),
  admin({
    path: '/api/stat/exam/dash-exam-list',
    request: [...PAGING_REQUEST, 'params.title'],
    entity: 'Ongoing exam page',
    response: page(ONGOING_EXAM),
  }),
  admin({
    path: '/api/repo/detail',
    request: ['id'],
    entity: 'Question bank',
    response: ['id', 'title'],
  }),
  admin({ path: '/api/repo/save', request: ['title'], ...none }),
  admin({ path: '/api/repo/chapter-group', request: ['repoId'], ...none }),
  admin({
    path: '/api/common/oss/sts',
    request: [],
    ...none,
    note: 'Aliyun OSS STS credentials; the answer is its own (accessKeyId, accessKeySecret, securityToken, bucket, region, dir, expireTime)',
  }),
  admin({
    path: '/api/common/qiniu/token',
    request: [],
    ...none,
    note: 'a direct-upload token for Qiniu; the answer is its own (token, bucket, region, url, expireTime)',
  }),
  admin({
    path: '/api/common/cos/token',
    request: [],
    ...none,
    note: 'Tencent COS temporary credentials; the answer is its own (tmpSecretId, tmpSecretKey, sessionToken, startTime, expiredTime, bucket, region, dir)',
  }),
  admin({
    path: '/api/common/captcha/gen',
    request: ['key'],
    ...none,
  }),
  admin({
    // The spec names it only as the local default of the storage settings' encodeUrl.
    path: '/api/course/file/desc',
    request: ['fileId'],
    entity: 'Course file',
    response: [
      'fileId',
      'name',
      'kind',
      'url',
      'state',
      'progress',
      'message',
      'encode',
      'quality',
      'duration',
      'renditions',
    ],
    note: 'one course file with its transcoding and its qualities (the spec gives no fields: ours)',
  }),
];
