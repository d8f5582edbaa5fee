/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminExamPageInput = {
  current?: number | null | undefined;
  examType?: number | null | undefined;
  /** Exam ids to leave out (pickers) */
  excludes?: Array<string | number> | null | undefined;
  openType?: number | null | undefined;
  size?: number | null | undefined;
  /** List state: 0 in progress, 1 disabled, 2 not started, 3 ended */
  state?: number | null | undefined;
  title?: string | null | undefined;
};

export type AdminQuestionPagingInput = {
  chapterId?: string | number | null | undefined;
  /** Text the stem contains */
  content?: string | null | undefined;
  current?: number | null | undefined;
  level?: number | null | undefined;
  quType?: number | null | undefined;
  repoId?: string | number | null | undefined;
  size?: number | null | undefined;
};

export type AdminUserOrderInput = {
  asc?: boolean | null | undefined;
  /** createTime, updateTime, userName, realName or state */
  column: string;
};

export type AdminUserPagingInput = {
  current?: number | null | undefined;
  /** The department and its subtree */
  deptCode?: string | null | undefined;
  /** Department ids or codes whose users (subtrees included) are left out */
  excludeDeparts?: Array<string> | null | undefined;
  /** Group ids whose members are left out */
  excludeGroups?: Array<string | number> | null | undefined;
  /** User ids to leave out */
  excludes?: Array<string | number> | null | undefined;
  orders?: Array<AdminUserOrderInput> | null | undefined;
  /** Users holding any of these roles */
  roleIds?: Array<string | number> | null | undefined;
  size?: number | null | undefined;
  /** 0 normal, 1 disabled, 2 pending review */
  state?: number | null | undefined;
  /** Searches account, real name, mobile (contains) and id (exact) */
  userName?: string | null | undefined;
  /** 2: users with an admin / proctor role; 1: users without one */
  userType?: number | null | undefined;
};

export type AuditExamAppliesInput = {
  /** Required */
  auditMsg: string;
  /** 1 approve, 2 reject */
  auditState: number;
  ids: Array<string | number>;
};

export type AuditLogPagingInput = {
  /** Part of the mutation name or REST path */
  action?: string | null | undefined;
  /** User id or part of the account name */
  actor?: string | null | undefined;
  current?: number | null | undefined;
  endTime?: unknown;
  /** ok or error */
  outcome?: string | null | undefined;
  size?: number | null | undefined;
  startTime?: unknown;
};

export type AuditRealNameInput = {
  /** Required to reject */
  auditMsg?: string | null | undefined;
  id: string | number;
  /** 1 approve, 2 reject */
  state: number;
};

/** Links or unlinks a mobile number (the bind form). */
export type BindMobileInput = {
  mobile: string;
  smsCode: string;
};

/** A camera snapshot of your running paper. */
export type CaptureSaveInput = {
  /** jpg or png as base64 or a data URL, at most 1 MiB */
  base64: string;
  paperId: string | number;
};

export type ChangeUserPasswordInput = {
  /** When given it must equal password */
  confirm?: string | null | undefined;
  /** The user */
  id: string | number;
  password: string;
};

export type CourseChapterInput = {
  /** Absent: a new chapter */
  id?: string | number | null | undefined;
  /** In study order */
  items: Array<CourseItemInput>;
  title: string;
};

export type CourseFilePagingInput = {
  current?: number | null | undefined;
  /** Name contains */
  name?: string | null | undefined;
  size?: number | null | undefined;
};

export type CourseItemInput = {
  fileId?: string | number | null | undefined;
  /** Absent: a new item */
  id?: string | number | null | undefined;
  /** 1 video, 2 document, 3 practice bank, 4 exam */
  itemType: number;
  refId?: string | number | null | undefined;
  title: string;
};

export type CoursePagingInput = {
  current?: number | null | undefined;
  size?: number | null | undefined;
  /** Admin list: 0 published, 1 draft */
  state?: number | null | undefined;
  /** Title contains */
  title?: string | null | undefined;
};

export type CreateGroupInput = {
  groupName: string;
  remark?: string | null | undefined;
};

export type CreateMenuInput = {
  /** Required unless a function or top level (always Layout) */
  component?: string | null | undefined;
  hidden?: boolean | null | undefined;
  /** 1 menu, 2 function, 3 route */
  menuType: number;
  metaIcon?: string | null | undefined;
  metaTitle: string;
  /** Letters only, unique */
  name: string;
  /** '0' for top level */
  parentId: string;
  /** Required unless a function */
  path?: string | null | undefined;
  permissionTag?: string | null | undefined;
  redirect?: string | null | undefined;
  sort?: number | null | undefined;
};

export type CreatePaperInput = {
  examId: string | number;
  /** The token of a face check passed in the last 10 minutes (faceCheck); needed by an exam with face checks (faceOn) */
  faceToken?: string | null | undefined;
  /** openType 9 exams */
  password?: string | null | undefined;
};

export type CreateRoleInput = {
  /** Must be greater than your own best level */
  roleLevel: number;
  roleName: string;
  /** 1 learner, 2 admin / proctor */
  roleType: number;
};

export type ExamApplyInput = {
  applyMsg: string;
  examId: string | number;
};

export type ExamApplyPageInput = {
  /** 0 under review, 1 approved, 2 rejected */
  auditState?: number | null | undefined;
  current?: number | null | undefined;
  examId?: string | number | null | undefined;
  /** Applicant real name contains */
  realName?: string | null | undefined;
  size?: number | null | undefined;
};

export type ExamPaperPageInput = {
  current?: number | null | undefined;
  /** The exam (all exams when omitted) */
  examId?: string | number | null | undefined;
  /** Real name, family name or account contains */
  realName?: string | null | undefined;
  /** 1-100 (default 10) */
  size?: number | null | undefined;
  /** Paper state 0-3 */
  state?: number | null | undefined;
};

export type ExamRuleInput = {
  chapterId?: string | number | null | undefined;
  /** 1 normal, 2 harder; null = any */
  level?: number | null | undefined;
  quCount: number;
  quScore: number;
  quType: number;
  repoId: string | number;
};

/** Creates (no id: exam:add) or updates (exam:update) an exam. */
export type ExamSaveInput = {
  /** 0 never, 1 after hand-in (default), 2 after end */
  answerDisplay?: number | null | undefined;
  applyOn?: boolean | null | undefined;
  camInterval?: number | null | undefined;
  camOn?: boolean | null | undefined;
  /** 0 = unlimited */
  chance?: number | null | undefined;
  /** Rich text (sanitized) */
  content?: string | null | undefined;
  /** Departments (with sub-departments) */
  departIds?: Array<string | number> | null | undefined;
  /** After startTime */
  endTime: unknown;
  /** exam_type: 1 formal (default), 2, 3 */
  examType?: number | null | undefined;
  faceChance?: number | null | undefined;
  faceOn?: boolean | null | undefined;
  /** openType 3: groups */
  groupIds?: Array<string | number> | null | undefined;
  handMin?: number | null | undefined;
  id?: string | number | null | undefined;
  lateMax?: number | null | undefined;
  leaveCount?: number | null | undefined;
  leaveOn?: boolean | null | undefined;
  leaveSeconds?: number | null | undefined;
  offline?: boolean | null | undefined;
  /** 1 public, 2 departments, 3 people, 9 password */
  openType: number;
  partialCredit?: boolean | null | undefined;
  /** Required for openType 9 */
  password?: string | null | undefined;
  /** Groups whose members proctor the exam; null or absent keeps the stored ones */
  proctorGroupIds?: Array<string | number> | null | undefined;
  /** Users who proctor the exam; null or absent keeps the stored ones */
  proctorUserIds?: Array<string | number> | null | undefined;
  /** <= totalScore */
  qualifyScore?: number | null | undefined;
  ruleList: Array<ExamRuleInput>;
  shuffleOptions?: boolean | null | undefined;
  shuffleQuestions?: boolean | null | undefined;
  /** Staggered start over this many minutes (0 = off, default); endTime must then be at least startTime + staggerMinutes + totalTime */
  staggerMinutes?: number | null | undefined;
  startTime: unknown;
  /** 0 enabled (default), 1 disabled */
  state?: number | null | undefined;
  title: string;
  /** Minutes, >= 1 */
  totalTime: number;
  /** openType 3: users */
  userIds?: Array<string | number> | null | undefined;
};

export type ExtraTimeInput = {
  examId: string | number;
  /** 1..600 */
  minutes: number;
  userId: string | number;
};

export type FaceChallengeInput = {
  /** 'login' (a face login, no session needed) or 'check' */
  purpose: string;
  /** The account the face login will name, if any: the answer must name the same */
  userName?: string | null | undefined;
};

export type FaceCheckInput = {
  /** One jpg/png image: base64 or a data URL */
  base64: string;
  /** The movement challenge answered (faceChallenge), when the level is active */
  challengeId?: string | null | undefined;
  /** The frames taken during the challenge: the first facing the camera, then those of each step in order (3-10 jpg images) */
  frames?: Array<string> | null | undefined;
};

export type FaceLoginInput = {
  /** The movement challenge answered (faceChallenge), when the level is active */
  challengeId?: string | null | undefined;
  /** One jpg/png image: base64 or a data URL */
  face: string;
  /** The frames taken during the challenge: the first facing the camera, then those of each step in order (3-10 jpg images) */
  frames?: Array<string> | null | undefined;
  /** With it: compared with that account's approved photo; without: the best match */
  userName?: string | null | undefined;
};

/** Saves the answer (and flag) of one question of a paper. */
export type FillAnswerInput = {
  /** Type 5 */
  blanks?: Array<string> | null | undefined;
  /** The flag; omitted keeps it */
  mark?: boolean | null | undefined;
  /** Types 1-3 */
  optionIds?: Array<string | number> | null | undefined;
  /** Type 6 */
  pairs?: Array<TrainingPairInput> | null | undefined;
  paperId: string | number;
  quId: string | number;
  /** Client sequence (increasing per question); a save with an older seq is ignored */
  seq?: number | null | undefined;
  /** Composite parts */
  sub?: Array<PaperSubAnswerInput> | null | undefined;
  /** Type 4 */
  text?: string | null | undefined;
};

export type ForceHandAllInput = {
  /** Paper exState to record (0 normal, non-zero exception) */
  exState: number;
  examId: string | number;
  message: string;
};

export type ForceHandInput = {
  /** The reason recorded (exMsg) */
  message?: string | null | undefined;
  paperId: string | number;
};

export type GroupMemberPagingInput = {
  current?: number | null | undefined;
  groupId: string | number;
  size?: number | null | undefined;
  /** Account, name or mobile contains */
  userName?: string | null | undefined;
};

export type GroupMembershipInput = {
  groupIds: Array<string | number>;
  userIds: Array<string | number>;
};

export type GroupPagingInput = {
  current?: number | null | undefined;
  size?: number | null | undefined;
  /** Group name contains */
  title?: string | null | undefined;
};

export type HandedInPaperPageInput = {
  current?: number | null | undefined;
  examId: string | number;
  /** true: only papers with an exception; false: only normal ones */
  hasEx?: boolean | null | undefined;
  /** Real name, family name or account contains */
  realName?: string | null | undefined;
  /** 1-100 (default 10) */
  size?: number | null | undefined;
};

export type LearnerExamPageInput = {
  current?: number | null | undefined;
  examType?: number | null | undefined;
  /** Exam ids to leave out */
  excludes?: Array<string | number> | null | undefined;
  /** List state: 0 in progress, 2 not started, 3 ended */
  listState?: number | null | undefined;
  openType?: number | null | undefined;
  size?: number | null | undefined;
  /** Title contains */
  title?: string | null | undefined;
};

/** A screen leave over the exam threshold. */
export type LeaveIncrInput = {
  /** The paper id */
  id: string | number;
  /** Seconds away as the browser measured (used without a check-process) */
  seconds?: number | null | undefined;
};

export type LoginInput = {
  captchaKey?: string | null | undefined;
  captchaValue?: string | null | undefined;
  password: string;
  username: string;
};

export type MarkPapersAsInput = {
  ids: Array<string | number>;
  /** 0 none, 1 pass, 2 fail, 3 invalid score */
  reviewState: number;
};

export type MenuTreeInput = {
  /** Leave out functions (menuType 2) */
  excludeFunctions?: boolean | null | undefined;
  /** Wrap the tree in a '0' top-level node */
  withRoot?: boolean | null | undefined;
};

export type MobileLoginInput = {
  /** Needed once this address has failed several SMS codes (LOGIN_CAPTCHA_REQUIRED) */
  captchaKey?: string | null | undefined;
  captchaValue?: string | null | undefined;
  mobile: string;
  smsCode: string;
};

export type MyPaperPageInput = {
  /** Page, from 1 */
  current?: number | null | undefined;
  examId?: string | number | null | undefined;
  /** Rows per page, 1-100 (default 10) */
  size?: number | null | undefined;
  /** Exam title contains */
  title?: string | null | undefined;
  /** Whose papers: yourself (default); another user needs paper:list */
  userId?: string | number | null | undefined;
};

export type NoticePagingInput = {
  current?: number | null | undefined;
  size?: number | null | undefined;
  /** Admins: 0 published, 1 draft (others always get published notices) */
  state?: number | null | undefined;
  /** Title contains */
  title?: string | null | undefined;
};

export type OngoingExamPageInput = {
  current?: number | null | undefined;
  /** 1-100 (default 5) */
  size?: number | null | undefined;
  /** Title contains */
  title?: string | null | undefined;
};

/** A mark for one subjective question. */
export type PaperMarkInput = {
  /** Shown to the learner (plain text) */
  comment?: string | null | undefined;
  quId: string | number;
  /** Points for the whole question, 0..its value */
  score: number;
};

/** A composite part's answer. */
export type PaperSubAnswerInput = {
  blanks?: Array<string> | null | undefined;
  optionIds?: Array<string | number> | null | undefined;
  pairs?: Array<TrainingPairInput> | null | undefined;
  quId: string | number;
  text?: string | null | undefined;
};

export type PointsRuleInput = {
  code: string;
  enabled: boolean;
  points: number;
};

/** A provider's settings; only the provider's own fields are kept. A secret left out or sent as '******' keeps the stored one; '' clears it. */
export type ProviderConfigDataInput = {
  accessKeyId?: string | null | undefined;
  accessKeySecret?: string | null | undefined;
  aesIv?: string | null | undefined;
  aesKey?: string | null | undefined;
  agentId?: string | null | undefined;
  appId?: string | null | undefined;
  appKey?: string | null | undefined;
  appSecret?: string | null | undefined;
  arn?: string | null | undefined;
  authorizeUrl?: string | null | undefined;
  bucket?: string | null | undefined;
  clientId?: string | null | undefined;
  clientSecret?: string | null | undefined;
  corpId?: string | null | undefined;
  dbName?: string | null | undefined;
  decodeUrl?: string | null | undefined;
  /** Storage: browsers upload straight to the bucket with temporary credentials */
  directUpload?: boolean | null | undefined;
  encodeIv?: string | null | undefined;
  encodeKey?: string | null | undefined;
  encodeType?: string | null | undefined;
  encodeUrl?: string | null | undefined;
  endpoint?: string | null | undefined;
  faceGroup?: string | null | undefined;
  ffmpegHome?: string | null | undefined;
  groupId?: string | null | undefined;
  liveCheck?: boolean | null | undefined;
  /** Face: how strict the provider's liveness check is: low, normal (default) or high */
  liveLevel?: string | null | undefined;
  localDir?: string | null | undefined;
  mediaQueue?: string | null | undefined;
  /** SMS notification template (aliyun) */
  noticeTemplateCode?: string | null | undefined;
  /** SMS notification template (qcloud) */
  noticeTemplateId?: string | null | undefined;
  pullDomain?: string | null | undefined;
  pullKey?: string | null | undefined;
  pushDomain?: string | null | undefined;
  pushKey?: string | null | undefined;
  redirectBase?: string | null | undefined;
  region?: string | null | undefined;
  sdkAppId?: string | null | undefined;
  secret?: string | null | undefined;
  secretId?: string | null | undefined;
  secretKey?: string | null | undefined;
  signName?: string | null | undefined;
  templateCode?: string | null | undefined;
  templateId?: string | null | undefined;
  tokenUrl?: string | null | undefined;
  url?: string | null | undefined;
  userInfoUrl?: string | null | undefined;
  videoEncode?: string | null | undefined;
  videoQuality?: string | null | undefined;
};

export type QuestionOptionInput = {
  /** Type 6: the right-hand text */
  answer?: string | null | undefined;
  content?: string | null | undefined;
  /** Keep this stored option (else matched by position) */
  id?: string | number | null | undefined;
  image?: string | null | undefined;
  isRight?: boolean | null | undefined;
};

export type QuestionPartInput = {
  analysis?: string | null | undefined;
  answerList?: Array<QuestionOptionInput> | null | undefined;
  content: string;
  id?: string | number | null | undefined;
  level?: number | null | undefined;
  quType: number;
};

export type RealNamePageInput = {
  current?: number | null | undefined;
  /** Contained in the submitted name, the account name or the login name */
  realName?: string | null | undefined;
  size?: number | null | undefined;
  /** 0 pending, 1 approved, 2 rejected */
  state?: number | null | undefined;
};

/** Self-registration as a learner. */
export type RegisterInput = {
  captchaKey?: string | null | undefined;
  captchaValue?: string | null | undefined;
  /** Grade or class */
  className: string;
  /** Needed when the learner picks one */
  deptCode?: string | null | undefined;
  email?: string | null | undefined;
  familyName?: string | null | undefined;
  password: string;
  realName: string;
  userName: string;
};

export type RepoChapterInput = {
  /** Absent: a new chapter */
  id?: string | number | null | undefined;
  /** Default: the position in the list */
  sort?: number | null | undefined;
  title: string;
};

export type RepoOrderInput = {
  asc?: boolean | null | undefined;
  /** title, createTime, updateTime or quCount */
  column: string;
};

export type RepoPagingInput = {
  current?: number | null | undefined;
  /** Bank ids to leave out (pickers) */
  excludes?: Array<string | number> | null | undefined;
  orders?: Array<RepoOrderInput> | null | undefined;
  size?: number | null | undefined;
  title?: string | null | undefined;
};

export type ResetPasswordInput = {
  /** Needed once this address has failed several SMS codes (LOGIN_CAPTCHA_REQUIRED) */
  captchaKey?: string | null | undefined;
  captchaValue?: string | null | undefined;
  confirm?: string | null | undefined;
  mobile: string;
  password: string;
  smsCode: string;
};

export type ReviewPaperInput = {
  marks: Array<PaperMarkInput>;
  paperId: string | number;
};

export type RoleListInput = {
  /** Name contains */
  roleName?: string | null | undefined;
  roleType?: number | null | undefined;
};

export type SaveCourseInput = {
  /** In order */
  chapters: Array<CourseChapterInput>;
  content?: string | null | undefined;
  coverId?: string | number | null | undefined;
  departIds?: Array<string | number> | null | undefined;
  /** Default true */
  dragLimit?: boolean | null | undefined;
  /** 1-100, default 90 */
  finishShare?: number | null | undefined;
  groupIds?: Array<string | number> | null | undefined;
  /** Absent: a new course */
  id?: string | number | null | undefined;
  /** 1 everyone (default), 2, 3 */
  openType?: number | null | undefined;
  sort?: number | null | undefined;
  /** 0 published, 1 draft (default) */
  state?: number | null | undefined;
  title: string;
  userIds?: Array<string | number> | null | undefined;
};

export type SaveDepartmentInput = {
  /** Create only: an explicit code (parent code + one segment); default: the next free */
  deptCode?: string | null | undefined;
  deptName: string;
  /** Absent: create (sys:depart:add); else update (sys:depart:update) */
  id?: string | number | null | undefined;
  /** '0' or absent: top level. Changing it moves the subtree (codes are rewritten). */
  parentId?: string | null | undefined;
  /** Default: after the last sibling */
  sort?: number | null | undefined;
};

export type SaveDictCatalogInput = {
  /** Letters, digits, _ and -, starting with a letter; empty: a grouping node */
  dicCode?: string | null | undefined;
  /** Absent: create (sys:dic:add); else update */
  id?: string | number | null | undefined;
  /** Parent catalogue id; '0' or absent: top */
  parentId?: string | null | undefined;
  remark?: string | null | undefined;
  sort?: number | null | undefined;
  title: string;
};

export type SaveDictValueInput = {
  /** Alternative to dicCode for a new value */
  catalogId?: string | number | null | undefined;
  /** The dictionary of a new value */
  dicCode?: string | null | undefined;
  /** Absent: create (sys:dic:add); else update */
  id?: string | number | null | undefined;
  /** Parent value id; '0' or absent: top */
  parentId?: string | null | undefined;
  sort?: number | null | undefined;
  title: string;
  value: string;
};

export type SaveNoticeInput = {
  /** Rich text (sanitized when stored) */
  content: string;
  /** Absent: a new notice */
  id?: string | number | null | undefined;
  /** 0 published, 1 draft (default) */
  state?: number | null | undefined;
  title: string;
};

export type SaveNotifyTmplInput = {
  /** Default: msg */
  channels?: Array<string> | null | undefined;
  content: string;
  id?: string | number | null | undefined;
  msgTitle: string;
  title: string;
};

export type SaveProviderConfigInput = {
  /** Also make it the provider in use */
  active?: boolean | null | undefined;
  data: ProviderConfigDataInput;
  /** upload: local, aliyun, qcloud, qiniu; face: qcloud, baidu, aliyun; live: aliyun; sms: log, aliyun, qcloud; wechat, crop-wechat, ding-talk: oauth */
  provider: string;
  remark?: string | null | undefined;
  /** upload, face or live */
  type: string;
};

export type SaveQuestionInput = {
  analysis?: string | null | undefined;
  answerList?: Array<QuestionOptionInput> | null | undefined;
  chapterId?: string | number | null | undefined;
  content: string;
  /** Absent: create (qu:add); else edit (qu:update) */
  id?: string | number | null | undefined;
  level?: number | null | undefined;
  quType: number;
  repoId: string | number;
  /** Composites: the parts */
  subList?: Array<QuestionPartInput> | null | undefined;
};

export type SaveRepoInput = {
  /** The complete chapter list: listed ids are kept, entries without id created, the rest deleted. Absent: unchanged. */
  chapters?: Array<RepoChapterInput> | null | undefined;
  /** Absent: create (repo:add); else update (repo:update) */
  id?: string | number | null | undefined;
  remark?: string | null | undefined;
  title: string;
};

export type SaveRoleMenusInput = {
  /** The role's complete menu list (ancestors are added) */
  menuIds: Array<string | number>;
  roleId: string | number;
};

export type SaveSiteConfigInput = {
  backLogo?: string | null | undefined;
  copyRight?: string | null | undefined;
  frontLogo?: string | null | undefined;
  /** Empty, '/', or http(s)://domain-or-IP[:port] */
  h5Host?: string | null | undefined;
  moduleCourse?: boolean | null | undefined;
  moduleExam?: boolean | null | undefined;
  siteName: string;
  /** Empty, or starts with / or a drive letter (D:/) and ends with / */
  tmpDir?: string | null | undefined;
};

/** Fields left out keep their value. */
export type SaveSwitchConfigInput = {
  cropLogin?: boolean | null | undefined;
  dingLogin?: boolean | null | undefined;
  faceAudit?: number | null | undefined;
  faceLogin?: boolean | null | undefined;
  /** Every exam snapshot: 'off' or 'passive' */
  livenessCapture?: string | null | undefined;
  /** The face check before an exam: 'off', 'passive' or 'active' */
  livenessCheck?: string | null | undefined;
  /** Face login: 'off', 'passive' (each image judged) or 'active' (passive and a movement challenge) */
  livenessLogin?: string | null | undefined;
  /** The real-name photo: 'off' or 'passive' */
  livenessRealName?: string | null | undefined;
  loginTick?: number | null | undefined;
  mobileLogin?: boolean | null | undefined;
  realPerson?: boolean | null | undefined;
  userAudit?: boolean | null | undefined;
  userDeptCode?: string | null | undefined;
  userDeptType?: number | null | undefined;
  userReg?: boolean | null | undefined;
  wechatLogin?: boolean | null | undefined;
};

export type SaveUserInput = {
  className?: string | null | undefined;
  deptCode: string;
  email?: string | null | undefined;
  /** yyyy-MM-dd HH:mm:ss or ISO 8601; empty: never; absent: unchanged */
  expireTime?: string | null | undefined;
  familyName?: string | null | undefined;
  /** Absent: create (sys:user:add); else update (sys:user:update) */
  id?: string | number | null | undefined;
  /** Mainland mobile; empty for none */
  mobile?: string | null | undefined;
  /** Required on create; empty on update keeps the current password */
  password?: string | null | undefined;
  realName: string;
  /** Role ids (at least one) */
  roles: Array<string | number>;
  /** Absent: unchanged (create: 0 normal) */
  state?: number | null | undefined;
  userName: string;
};

export type SendMessageInput = {
  /** Plain text, at most 2000 characters */
  content: string;
  /** Department codes; their sub-departments are included */
  deptCodes?: Array<string> | null | undefined;
  groupIds?: Array<string | number> | null | undefined;
  title: string;
  userIds?: Array<string | number> | null | undefined;
};

/** Asks for an SMS code (the SMS form). */
export type SendSmsCodeInput = {
  captchaKey?: string | null | undefined;
  captchaValue?: string | null | undefined;
  mobile: string;
  /** login, reset or bind (legacy 1, 2, 3) */
  smsType: string;
};

export type SmsOutboxPagingInput = {
  current?: number | null | undefined;
  /** Part of the mobile number */
  mobile?: string | null | undefined;
  size?: number | null | undefined;
};

export type StartPaperExportInput = {
  /** Every handed-in paper of this exam */
  examId?: string | number | null | undefined;
  /** pdf, zip or results */
  format: string;
  /** Only these papers (of one exam) */
  paperIds?: Array<string | number> | null | undefined;
};

export type StartTrainingInput = {
  /** Finish the unfinished training of this bank and mode and start clean */
  clear?: boolean | null | undefined;
  /** Kind 2 only: the questions got wrong in this exam */
  examId?: string | number | null | undefined;
  /** 1 question bank (default), 2 wrong-answer book */
  kind?: number | null | undefined;
  /** 11 sequential, 12 random, 13 rote */
  mode: number;
  /** Required for kind 1; a filter for kind 2 */
  repoId?: string | number | null | undefined;
  /** If given, must be the caller's own id */
  userId?: string | number | null | undefined;
};

export type SubmitRealNameInput = {
  /** One jpg/png image: base64, a data URL, or the address (data.url) of an image you uploaded */
  face: string;
  /** 15 or 18 characters; a final X is allowed */
  idCard: string;
  realName: string;
};

/** An answer to one training question (fill and check). */
export type TrainingAnswerInput = {
  /** Type 5: one value per blank */
  blanks?: Array<string> | null | undefined;
  /** Types 1-3: chosen option ids */
  optionIds?: Array<string | number> | null | undefined;
  /** Type 6 */
  pairs?: Array<TrainingPairInput> | null | undefined;
  quId: string | number;
  /** Composite parts */
  sub?: Array<TrainingSubAnswerInput> | null | undefined;
  /** Type 4: rich text */
  text?: string | null | undefined;
  trainId: string | number;
};

export type TrainingPageInput = {
  /** Page, from 1 */
  current?: number | null | undefined;
  /** 1 bank, 2 wrong-answer book */
  kind?: number | null | undefined;
  repoId?: string | number | null | undefined;
  /** Rows per page, 1-100 (default 10) */
  size?: number | null | undefined;
  /** Bank title contains */
  title?: string | null | undefined;
};

export type TrainingPairInput = {
  leftId: string | number;
  text: string;
};

export type TrainingQuestionInput = {
  quId: string | number;
  trainId: string | number;
};

/** A composite part's answer. */
export type TrainingSubAnswerInput = {
  blanks?: Array<string> | null | undefined;
  optionIds?: Array<string | number> | null | undefined;
  pairs?: Array<TrainingPairInput> | null | undefined;
  quId: string | number;
  text?: string | null | undefined;
};

export type UpdateGroupInput = {
  groupName: string;
  id: string | number;
  remark?: string | null | undefined;
};

export type UpdateMenuInput = {
  /** Required unless a function or top level (always Layout) */
  component?: string | null | undefined;
  hidden?: boolean | null | undefined;
  id: string | number;
  /** 1 menu, 2 function, 3 route */
  menuType: number;
  metaIcon?: string | null | undefined;
  metaTitle: string;
  /** Letters only, unique */
  name: string;
  /** '0' for top level */
  parentId: string;
  /** Required unless a function */
  path?: string | null | undefined;
  permissionTag?: string | null | undefined;
  redirect?: string | null | undefined;
  sort?: number | null | undefined;
};

export type UpdatePasswordInput = {
  confirm: string;
  oldPassword: string;
  password: string;
};

export type UpdateProfileInput = {
  className: string;
  familyName: string;
  realName: string;
};

export type UpdateRoleInput = {
  id: string | number;
  /** Must be greater than your own best level */
  roleLevel: number;
  roleName: string;
  /** 1 learner, 2 admin / proctor */
  roleType: number;
};

export type UpdateSettingsInput = {
  /** Notifications through an SMS template also reach your linked number */
  smsNotify: boolean;
};

export type UserExportInput = {
  /** The department and its subtree */
  deptCode?: string | null | undefined;
  /** Department ids or codes whose users (subtrees included) are left out */
  excludeDeparts?: Array<string> | null | undefined;
  /** Group ids whose members are left out */
  excludeGroups?: Array<string | number> | null | undefined;
  /** User ids to leave out */
  excludes?: Array<string | number> | null | undefined;
  /** Export only these users; absent: every user matching the filters */
  ids?: Array<string | number> | null | undefined;
  /** Users holding any of these roles */
  roleIds?: Array<string | number> | null | undefined;
  /** 0 normal, 1 disabled, 2 pending review */
  state?: number | null | undefined;
  /** Searches account, real name, mobile (contains) and id (exact) */
  userName?: string | null | undefined;
  /** 2: users with an admin / proctor role; 1: users without one */
  userType?: number | null | undefined;
};

export type WatchMessageInput = {
  examId: string | number;
  message: string;
  /** One examinee; absent: everyone online */
  userId?: string | number | null | undefined;
};

/** The watch grid query (both or neither of online/offline: everyone). */
export type WatchRowQuery = {
  /** Department code (its subtree) */
  deptCode?: string | null | undefined;
  examId: string | number;
  offline?: boolean | null | undefined;
  online?: boolean | null | undefined;
  realName?: string | null | undefined;
};

export type WrongBookQuestionPageInput = {
  current?: number | null | undefined;
  examId?: string | number | null | undefined;
  repoId?: string | number | null | undefined;
  size?: number | null | undefined;
  /** Stem text contains */
  title?: string | null | undefined;
};

export type WrongBookRepoPageInput = {
  current?: number | null | undefined;
  size?: number | null | undefined;
  /** Bank title contains */
  title?: string | null | undefined;
};

export type LicenceProbeQueryVariables = Exact<{ [key: string]: never; }>;


export type LicenceProbeQuery = { adminUserPaging: { total: number } };

export type SessionRevokedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SessionRevokedSubscription = { sessionRevoked: boolean };

export type ShellUserFragment = { id: string, userName: string, realName: string, familyName: string, avatar: string | null, roleType: number } & { ' $fragmentName'?: 'ShellUserFragment' };

export type SessionBootstrapQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionBootstrapQuery = { me: (
    { id: string, roleType: number, permissions: Array<string> }
    & { ' $fragmentRefs'?: { 'ShellUserFragment': ShellUserFragment } }
  ), myRoutes: Array<{ id: string, name: string, path: string, component: string, redirect: string | null, hidden: boolean, meta: { title: string, icon: string | null }, children: Array<{ id: string, name: string, path: string, component: string, redirect: string | null, hidden: boolean, meta: { title: string, icon: string | null }, children: Array<{ id: string, name: string, path: string, component: string, redirect: string | null, hidden: boolean, meta: { title: string, icon: string | null }, children: Array<{ id: string, name: string, path: string, component: string, redirect: string | null, hidden: boolean, meta: { title: string, icon: string | null } }> }> }> }> };

export type SitePublicConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type SitePublicConfigQuery = { sitePublicConfig: { siteName: string, backLogo: string, frontLogo: string, copyRight: string, moduleExam: boolean, moduleCourse: boolean, captchaEnabled: boolean } };

export type AuditLogsQueryVariables = Exact<{
  input?: AuditLogPagingInput | null | undefined;
}>;


export type AuditLogsQuery = { auditLogs: { total: number, records: Array<{ id: string, actorId: string, actorName: string, action: string, targetType: string, targetId: string, outcome: string, errorName: string | null, errorCode: number | null, detail: string, ip: string, createTime: unknown }> } };

export type FaceLoginMutationVariables = Exact<{
  input: FaceLoginInput;
}>;


export type FaceLoginMutation = { faceLogin: { token: string, user: { id: string, roleType: number } } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, roleType: number } } };

export type LoginSwitchesQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginSwitchesQuery = { switchConfig: { faceLogin: boolean, mobileLogin: boolean, userReg: boolean, userDeptType: number, wechatLogin: boolean, cropLogin: boolean, dingLogin: boolean } };

export type SendSmsCodeMutationVariables = Exact<{
  input: SendSmsCodeInput;
}>;


export type SendSmsCodeMutation = { sendSmsCode: { waitSeconds: number } };

export type MobileLoginMutationVariables = Exact<{
  input: MobileLoginInput;
}>;


export type MobileLoginMutation = { mobileLogin: { token: string, user: { id: string, roleType: number } } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { token: string | null, state: number } };

export type RegisterDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterDepartmentsQuery = { registerDepartments: Array<{ id: string, deptCode: string, deptName: string, children: Array<{ id: string, deptCode: string, deptName: string, children: Array<{ id: string, deptCode: string, deptName: string, children: Array<{ id: string, deptCode: string, deptName: string }> }> }> }> };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ChatLoginTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatLoginTypesQuery = { chatLoginTypes: Array<string> };

export type ChatLoginUrlMutationVariables = Exact<{
  loginType: string;
  bind: boolean;
}>;


export type ChatLoginUrlMutation = { chatLoginUrl: { url: string } };

export type CompleteChatLoginMutationVariables = Exact<{
  ticket: string;
}>;


export type CompleteChatLoginMutation = { completeChatLogin: { token: string } };

export type CreateCaptchaMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCaptchaMutation = { createCaptcha: { key: string, image: string, expiresInSeconds: number } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type MyLoginBindingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLoginBindingsQuery = { myLoginBindings: Array<{ id: string, loginType: string, openId: string, createTime: unknown }> };

export type BindMobileMutationVariables = Exact<{
  input: BindMobileInput;
}>;


export type BindMobileMutation = { bindMobile: { id: string, openId: string } };

export type UnbindMobileMutationVariables = Exact<{
  input: BindMobileInput;
}>;


export type UnbindMobileMutation = { unbindMobile: boolean };

export type UnbindLoginMutationVariables = Exact<{
  loginType: string;
}>;


export type UnbindLoginMutation = { unbindLogin: boolean };

export type UserLoginBindingsQueryVariables = Exact<{
  userId: string | number;
}>;


export type UserLoginBindingsQuery = { userLoginBindings: Array<{ id: string, loginType: string, openId: string, createTime: unknown }> };

export type DirectBindMobileMutationVariables = Exact<{
  userId: string | number;
  mobile: string;
}>;


export type DirectBindMobileMutation = { directBindMobile: { id: string } };

export type DirectUnbindMobileMutationVariables = Exact<{
  userId: string | number;
  mobile: string;
}>;


export type DirectUnbindMobileMutation = { directUnbindMobile: boolean };

export type UnbindLoginByIdMutationVariables = Exact<{
  id: string | number;
}>;


export type UnbindLoginByIdMutation = { unbindLoginById: boolean };

export type SiteConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteConfigQuery = { siteConfig: { siteName: string, backLogo: string, frontLogo: string, tmpDir: string, copyRight: string, h5Host: string, moduleExam: boolean, moduleCourse: boolean } };

export type SaveSiteConfigMutationVariables = Exact<{
  input: SaveSiteConfigInput;
}>;


export type SaveSiteConfigMutation = { saveSiteConfig: { siteName: string, backLogo: string, frontLogo: string, tmpDir: string, copyRight: string, h5Host: string, moduleExam: boolean, moduleCourse: boolean } };

export type SwitchConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type SwitchConfigQuery = { switchConfig: { userReg: boolean, userAudit: boolean, userDeptType: number, userDeptCode: string, mobileLogin: boolean, wechatLogin: boolean, faceLogin: boolean, cropLogin: boolean, dingLogin: boolean, realPerson: boolean, faceAudit: number, loginTick: number, livenessLogin: string, livenessCheck: string, livenessRealName: string, livenessCapture: string } };

export type SaveSwitchConfigMutationVariables = Exact<{
  input: SaveSwitchConfigInput;
}>;


export type SaveSwitchConfigMutation = { saveSwitchConfig: { userReg: boolean, userAudit: boolean, userDeptType: number, userDeptCode: string, mobileLogin: boolean, wechatLogin: boolean, faceLogin: boolean, cropLogin: boolean, dingLogin: boolean, realPerson: boolean, faceAudit: number, loginTick: number, livenessLogin: string, livenessCheck: string, livenessRealName: string, livenessCapture: string } };

export type ProviderConfigQueryVariables = Exact<{
  type: string;
  provider?: string | null | undefined;
}>;


export type ProviderConfigQuery = { providerConfig: { id: string | null, type: string, provider: string, active: boolean, saved: boolean, hasSecret: boolean, secretFields: Array<string>, remark: string, data: { accessKeyId: string | null, accessKeySecret: string | null, aesIv: string | null, aesKey: string | null, appId: string | null, appKey: string | null, arn: string | null, bucket: string | null, dbName: string | null, decodeUrl: string | null, directUpload: boolean | null, encodeIv: string | null, encodeKey: string | null, encodeType: string | null, encodeUrl: string | null, endpoint: string | null, faceGroup: string | null, ffmpegHome: string | null, groupId: string | null, liveCheck: boolean | null, liveLevel: string | null, localDir: string | null, mediaQueue: string | null, pullDomain: string | null, pullKey: string | null, pushDomain: string | null, pushKey: string | null, region: string | null, secretId: string | null, secretKey: string | null, url: string | null, videoEncode: string | null, videoQuality: string | null, signName: string | null, templateCode: string | null, templateId: string | null, noticeTemplateCode: string | null, noticeTemplateId: string | null, sdkAppId: string | null, appSecret: string | null, corpId: string | null, agentId: string | null, secret: string | null, clientId: string | null, clientSecret: string | null, authorizeUrl: string | null, tokenUrl: string | null, userInfoUrl: string | null, redirectBase: string | null } } };

export type SaveProviderConfigMutationVariables = Exact<{
  input: SaveProviderConfigInput;
}>;


export type SaveProviderConfigMutation = { saveProviderConfig: { id: string | null, provider: string, active: boolean, saved: boolean } };

export type ChangeProviderMutationVariables = Exact<{
  type: string;
  provider: string;
}>;


export type ChangeProviderMutation = { changeProvider: { id: string | null, provider: string, active: boolean } };

export type AdminCoursesQueryVariables = Exact<{
  input?: CoursePagingInput | null | undefined;
}>;


export type AdminCoursesQuery = { courses: { total: number, records: Array<{ id: string, title: string, state: number, openType: number, sort: number, itemCount: number, updateTime: unknown }> } };

export type AdminCourseQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminCourseQuery = { course: { id: string, title: string, coverId: string | null, cover: string, content: string, state: number, openType: number, dragLimit: boolean, finishShare: number, sort: number, departIds: Array<string>, groupIds: Array<string>, userIds: Array<string>, chapters: Array<{ id: string, title: string, items: Array<{ id: string, title: string, itemType: number, fileId: string | null, refId: string | null, fileUrl: string }> }> } };

export type SaveCourseMutationVariables = Exact<{
  input: SaveCourseInput;
}>;


export type SaveCourseMutation = { saveCourse: { id: string } };

export type SetCourseStateMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  state: number;
}>;


export type SetCourseStateMutation = { setCourseState: number };

export type SetCourseSortMutationVariables = Exact<{
  id: string | number;
  sort: number;
}>;


export type SetCourseSortMutation = { setCourseSort: { id: string, sort: number } };

export type DeleteCoursesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteCoursesMutation = { deleteCourses: number };

export type CourseRefRepoQueryVariables = Exact<{
  id: string | number;
}>;


export type CourseRefRepoQuery = { repoDetail: { id: string, title: string } };

export type CourseRefExamQueryVariables = Exact<{
  id: string | number;
}>;


export type CourseRefExamQuery = { examDetail: { id: string, title: string } };

export type CourseFilesQueryVariables = Exact<{
  input?: CourseFilePagingInput | null | undefined;
}>;


export type CourseFilesQuery = { courseFiles: { total: number, records: Array<{ fileId: string, name: string, kind: number, size: number, url: string, useCount: number, state: number | null, progress: number, message: string, encode: string, quality: string, duration: number }> } };

export type TranscodeCourseFileMutationVariables = Exact<{
  fileId: string | number;
}>;


export type TranscodeCourseFileMutation = { transcodeCourseFile: { fileId: string, state: number | null, progress: number, message: string } };

export type MyCoursesQueryVariables = Exact<{
  input?: CoursePagingInput | null | undefined;
}>;


export type MyCoursesQuery = { myCourses: { total: number, records: Array<{ id: string, title: string, cover: string, itemCount: number, finishedCount: number, percent: number }> } };

export type LearnerCourseQueryVariables = Exact<{
  id: string | number;
}>;


export type LearnerCourseQuery = { learnerCourse: { id: string, title: string, cover: string, content: string, itemCount: number, finishedCount: number, percent: number, chapters: Array<{ id: string, title: string, items: Array<{ id: string, title: string, itemType: number }> }>, progress: Array<{ itemId: string, furthest: number, duration: number, finished: boolean }> } };

export type OpenCourseItemMutationVariables = Exact<{
  itemId: string | number;
}>;


export type OpenCourseItemMutation = { openCourseItem: { itemId: string, courseId: string, courseTitle: string, chapterTitle: string, title: string, itemType: number, refId: string | null, fileUrl: string, dragLimit: boolean, finishShare: number, documentKind: string, documentUrl: string, fileName: string, playback: { url: string, hls: boolean, encrypted: boolean, keyAuth: string, state: number, renditions: Array<{ quality: string, height: number, url: string }> } | null, progress: { itemId: string, position: number, furthest: number, duration: number, finished: boolean }, goal: { itemType: number, done: number, required: number, total: number, passMark: boolean, finished: boolean } | null } };

export type ReportCourseProgressMutationVariables = Exact<{
  itemId: string | number;
  position: number;
  duration?: number | null | undefined;
}>;


export type ReportCourseProgressMutation = { reportCourseProgress: { itemId: string, position: number, furthest: number, duration: number, finished: boolean } };

export type MyCourseCompletionQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCourseCompletionQuery = { myCourseCompletion: Array<{ courseId: string, title: string, itemCount: number, finishedCount: number, percent: number, lastStudyTime: unknown }> };

export type CountTiles_CountsFragment = { userCount: number, examCount: number, repoCount: number, quCount: number, courseCount: number, fileCount: number } & { ' $fragmentName'?: 'CountTiles_CountsFragment' };

export type DashboardQueryVariables = Exact<{
  exams: boolean;
}>;


export type DashboardQuery = { dashboardCounts: { ' $fragmentRefs'?: { 'CountTiles_CountsFragment': CountTiles_CountsFragment } }, dashboardExamWeek?: Array<{ ' $fragmentRefs'?: { 'ExamWeekChart_DaysFragment': ExamWeekChart_DaysFragment } }>, dashboardUserWeek: Array<{ ' $fragmentRefs'?: { 'UserWeekChart_DaysFragment': UserWeekChart_DaysFragment } }> };

export type ExamWeekChart_DaysFragment = { dateStr: string, examCount: number, examUser: number, passUser: number } & { ' $fragmentName'?: 'ExamWeekChart_DaysFragment' };

export type DashboardOngoingExamsQueryVariables = Exact<{
  input?: OngoingExamPageInput | null | undefined;
}>;


export type DashboardOngoingExamsQuery = { dashboardOngoingExams: { total: number, records: Array<{ id: string, title: string, procCount: number, handCount: number }> } };

export type UserWeekChart_DaysFragment = { dateStr: string, newUser: number, activeUser: number, allUser: number } & { ' $fragmentName'?: 'UserWeekChart_DaysFragment' };

export type DictCatalogTreeQueryVariables = Exact<{
  keyword?: string | null | undefined;
}>;


export type DictCatalogTreeQuery = { dictCatalogTree: Array<{ id: string, parentId: string, title: string, dicCode: string, remark: string, sort: number, builtIn: boolean, children: Array<{ id: string, parentId: string, title: string, dicCode: string, remark: string, sort: number, builtIn: boolean, children: Array<{ id: string, parentId: string, title: string, dicCode: string, remark: string, sort: number, builtIn: boolean, children: Array<{ id: string, parentId: string, title: string, dicCode: string, remark: string, sort: number, builtIn: boolean }> }> }> }> };

export type DictValueTreeQueryVariables = Exact<{
  dicCode: string;
}>;


export type DictValueTreeQuery = { dictValueTree: Array<{ id: string, parentId: string, dicCode: string, value: string, title: string, sort: number, builtIn: boolean, children: Array<{ id: string, parentId: string, dicCode: string, value: string, title: string, sort: number, builtIn: boolean, children: Array<{ id: string, parentId: string, dicCode: string, value: string, title: string, sort: number, builtIn: boolean, children: Array<{ id: string, parentId: string, dicCode: string, value: string, title: string, sort: number, builtIn: boolean }> }> }> }> };

export type SaveDictCatalogMutationVariables = Exact<{
  input: SaveDictCatalogInput;
}>;


export type SaveDictCatalogMutation = { saveDictCatalog: { id: string, dicCode: string } };

export type DeleteDictCatalogsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteDictCatalogsMutation = { deleteDictCatalogs: number };

export type SaveDictValueMutationVariables = Exact<{
  input: SaveDictValueInput;
}>;


export type SaveDictValueMutation = { saveDictValue: { id: string } };

export type DeleteDictValuesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteDictValuesMutation = { deleteDictValues: number };

export type DictionaryQueryVariables = Exact<{
  dicCode: string;
}>;


export type DictionaryQuery = { dictionary: Array<{ value: string, title: string }> };

export type ExamItemAnalysisQueryVariables = Exact<{
  examId: string | number;
}>;


export type ExamItemAnalysisQuery = { examItemAnalysis: { examId: string, title: string, papers: number, alpha: number | null, alphaItems: number, minAttempts: number, items: Array<{ quId: string, quType: number, content: string, level: number, attempts: number, meanScore: number | null, fullScore: number, facility: number | null, discrimination: number | null, itemRestCorrelation: number | null, flags: Array<string>, suggestedLevel: number | null, unanswered: number, options: Array<{ id: string, abc: string, isRight: boolean, count: number }> }> } };

export type ApplySuggestedLevelMutationVariables = Exact<{
  examId: string | number;
  quId: string | number;
}>;


export type ApplySuggestedLevelMutation = { applySuggestedLevel: { id: string, level: number } };

export type ExamTmplsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExamTmplsQuery = { examTmpls: { records: Array<{ id: string, title: string, groupCount: number, totalScore: number }> } };

export type ExamTmplGroupsQueryVariables = Exact<{
  tmplId: string | number;
}>;


export type ExamTmplGroupsQuery = { examTmplGroups: Array<{ id: string, repoId: string, repoTitle: string | null, chapterId: string | null, chapterTitle: string | null, quType: number, level: number | null, quCount: number, quScore: number }> };

export type SaveExamTmplMutationVariables = Exact<{
  examId: string | number;
  title: string;
}>;


export type SaveExamTmplMutation = { saveExamTmpl: { id: string, title: string } };

export type AdminExamsQueryVariables = Exact<{
  input?: AdminExamPageInput | null | undefined;
}>;


export type AdminExamsQuery = { adminExams: { total: number, current: number, size: number, records: Array<{ id: string, title: string, examType: number, examTypeText: string, offline: boolean, openType: number, startTime: unknown, endTime: unknown, totalTime: number, totalScore: number, state: number, listState: number, paperCount: number, canProctor: boolean, createdAt: unknown }> } };

export type ExamDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type ExamDetailQuery = { examDetail: { id: string, title: string, content: string, examType: number, offline: boolean, openType: number, password: string | null, applyOn: boolean, state: number, listState: number, startTime: unknown, endTime: unknown, totalTime: number, totalScore: number, qualifyScore: number, chance: number, lateMax: number, handMin: number, staggerMinutes: number, shuffleQuestions: boolean, shuffleOptions: boolean, answerDisplay: number, partialCredit: boolean, camOn: boolean, camInterval: number, faceOn: boolean, faceChance: number, leaveOn: boolean, leaveCount: number, leaveSeconds: number, departIds: Array<string>, groupIds: Array<string>, userIds: Array<string>, paperCount: number, proctors: Array<{ kind: string, id: string, name: string }>, ruleList: Array<{ id: string, repoId: string, repoTitle: string | null, chapterId: string | null, chapterTitle: string | null, quType: number, level: number | null, quCount: number, quScore: number }> } };

export type ExamTitleQueryVariables = Exact<{
  id: string | number;
}>;


export type ExamTitleQuery = { examDetail: { id: string, title: string, startTime: unknown, endTime: unknown, totalTime: number, totalScore: number, listState: number, proctors: Array<{ kind: string, id: string, name: string }> } };

export type SaveExamMutationVariables = Exact<{
  input: ExamSaveInput;
}>;


export type SaveExamMutation = { saveExam: string };

export type SetExamStateMutationVariables = Exact<{
  id: string | number;
  state: number;
}>;


export type SetExamStateMutation = { setExamState: boolean };

export type DeleteExamsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteExamsMutation = { deleteExams: number };

export type RuleQuestionCountQueryVariables = Exact<{
  input?: AdminQuestionPagingInput | null | undefined;
}>;


export type RuleQuestionCountQuery = { adminQuestionPaging: { total: number } };

export type ScopeUserNameQueryVariables = Exact<{
  id: string | number;
}>;


export type ScopeUserNameQuery = { adminUser: { id: string, userName: string, realName: string, familyName: string } };

export type ExamAppliesQueryVariables = Exact<{
  input?: ExamApplyPageInput | null | undefined;
}>;


export type ExamAppliesQuery = { examApplies: { total: number, current: number, size: number, records: Array<{ id: string, examId: string, examTitle: string, userId: string, applyUser: string, familyName: string, userName: string, applyTime: unknown, applyMsg: string, auditState: number, auditBy: string | null, auditByName: string | null, auditMsg: string, auditTime: unknown, auditUsed: boolean }> } };

export type AuditExamAppliesMutationVariables = Exact<{
  input: AuditExamAppliesInput;
}>;


export type AuditExamAppliesMutation = { auditExamApplies: number };

export type DeleteExamAppliesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteExamAppliesMutation = { deleteExamApplies: number };

export type ExamPapersQueryVariables = Exact<{
  input?: ExamPaperPageInput | null | undefined;
}>;


export type ExamPapersQuery = { examPapers: { total: number, current: number, size: number, records: Array<{ id: string, examId: string, userId: string, realName: string, familyName: string, userName: string, deptName: string | null, state: number, startedAt: unknown, handedAt: unknown, userTime: number, userScore: number, objScore: number, subjScore: number, totalScore: number, qualifyScore: number, passed: boolean | null, reviewState: number, exState: number, exMsg: string, leaveTimes: number, handBy: number | null }> } };

export type HandedInPapersQueryVariables = Exact<{
  input: HandedInPaperPageInput;
}>;


export type HandedInPapersQuery = { handedInPapers: { total: number, current: number, size: number, records: Array<{ id: string, userId: string, realName: string, familyName: string, userName: string, deptName: string | null, handTime: unknown, userTime: number, state: number, handBy: number | null, userScore: number, exState: number, exMsg: string, leaveTimes: number }> } };

export type MarkPapersAsMutationVariables = Exact<{
  input: MarkPapersAsInput;
}>;


export type MarkPapersAsMutation = { markPapersAs: number };

export type DeletePapersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeletePapersMutation = { deletePapers: number };

export type GrantExtraTimeMutationVariables = Exact<{
  input: ExtraTimeInput;
}>;


export type GrantExtraTimeMutation = { grantExtraTime: { paperId: string | null, deadline: unknown, leftSeconds: number | null } };

export type PaperReviewQueryVariables = Exact<{
  id: string | number;
}>;


export type PaperReviewQuery = { paperReview: { id: string, examId: string, examTitle: string, userId: string, realName: string, familyName: string, userName: string, deptName: string | null, state: number, startedAt: unknown, handedAt: unknown, userTime: number, userScore: number, objScore: number, subjScore: number, totalScore: number, qualifyScore: number, passed: boolean | null, reviewState: number, markingLeft: number, items: Array<{ quId: string, quType: number, sort: number, score: number, userScore: number | null, isRight: boolean | null, needsMarking: boolean, comment: string | null, question: { ' $fragmentRefs'?: { 'PaperQuestion_FieldsFragment': PaperQuestion_FieldsFragment } } | null }> } };

export type ReviewPaperMutationVariables = Exact<{
  input: ReviewPaperInput;
}>;


export type ReviewPaperMutation = { reviewPaper: { id: string, state: number, objScore: number, subjScore: number, userScore: number, totalScore: number, passed: boolean | null } };

export type PaperMonitorQueryVariables = Exact<{
  id: string | number;
}>;


export type PaperMonitorQuery = { paperMonitor: { paperId: string, camOn: boolean, camInterval: number, faceOn: boolean, faceChance: number, faceFails: number, leaveOn: boolean, leaveCount: number, leaveSeconds: number, leaveTimes: number } };

export type SaveCaptureMutationVariables = Exact<{
  input: CaptureSaveInput;
}>;


export type SaveCaptureMutation = { saveCapture: { isBreak: boolean, failCount: number, faceChance: number, leftChances: number, pass: boolean | null, failMsg: string, captureId: string } };

export type CheckProcessMutationVariables = Exact<{
  id: string | number;
}>;


export type CheckProcessMutation = { checkProcess: { leaveTimes: number, overLimit: boolean, leaveCount: number, leaveSeconds: number } };

export type LeaveIncrMutationVariables = Exact<{
  input: LeaveIncrInput;
}>;


export type LeaveIncrMutation = { leaveIncr: { leaveTimes: number, overLimit: boolean, leaveCount: number, leaveSeconds: number } };

export type MyExamEventsSubscriptionVariables = Exact<{
  examId: string | number;
}>;


export type MyExamEventsSubscription = { myExamEvents: { kind: string, examId: string, paperId: string | null, message: string, at: unknown, handBy: number | null, deadline: unknown } };

export type ExamTakeOpenPaperQueryVariables = Exact<{
  examId: string | number;
}>;


export type ExamTakeOpenPaperQuery = { serverTime: number, openPaper: { id: string, examId: string, title: string, state: number, leftSeconds: number, totalScore: number, qualifyScore: number, handMin: number, startedAt: unknown, deadline: unknown, quCount: number, answeredCount: number, items: Array<{ quId: string, quType: number, sort: number, score: number, answered: boolean, mark: boolean }> } | null };

export type ExamTakeQuestionQueryVariables = Exact<{
  paperId: string | number;
  quId: string | number;
}>;


export type ExamTakeQuestionQuery = { paperQuestion: { id: string, quId: string | null, paperId: string | null, sort: number | null, quType: number, level: number, content: string, answered: boolean, mark: boolean | null, score: number | null, seq: number | null, answer: string | null, blanks: Array<string>, matchChoices: Array<string>, options: Array<{ id: string, abc: string, content: string | null, image: string, checked: boolean }>, pairs: Array<{ leftId: string, text: string }>, subList: Array<{ id: string, quType: number, level: number, content: string, answered: boolean, answer: string | null, blanks: Array<string>, matchChoices: Array<string>, options: Array<{ id: string, abc: string, content: string | null, image: string, checked: boolean }>, pairs: Array<{ leftId: string, text: string }> }> } };

export type ExamTakeFillAnswerMutationVariables = Exact<{
  input: FillAnswerInput;
}>;


export type ExamTakeFillAnswerMutation = { fillAnswer: { applied: boolean, seq: number } };

export type ExamTakeLeftTimeQueryVariables = Exact<{
  id: string | number;
}>;


export type ExamTakeLeftTimeQuery = { paperLeftTime: number, serverTime: number };

export type ExamTakeHandExamMutationVariables = Exact<{
  id: string | number;
}>;


export type ExamTakeHandExamMutation = { handExam: { id: string, state: number, userScore: number, totalScore: number, passed: boolean | null } };

export type WatchStatQueryVariables = Exact<{
  examId: string | number;
}>;


export type WatchStatQuery = { watchStat: { requireCount: number, processCount: number, handCount: number, missCount: number, onlineCount: number } };

export type WatchRowsQueryVariables = Exact<{
  query: WatchRowQuery;
  current?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type WatchRowsQuery = { watchRows: { total: number, pages: number, current: number, size: number, records: Array<{ id: string, userId: string, realName: string, userName: string, deptName: string | null, online: boolean, lastSeen: unknown, answerCount: number, quCount: number, leaveTimes: number, faceFails: number, image: string | null }> } };

export type WatchExamTitleQueryVariables = Exact<{
  id: string | number;
}>;


export type WatchExamTitleQuery = { examDetail: { id: string, title: string } };

export type ExamWatchEventsSubscriptionVariables = Exact<{
  examId: string | number;
}>;


export type ExamWatchEventsSubscription = { examWatchEvents: { kind: string, examId: string, userId: string, paperId: string | null, at: unknown, online: boolean | null, answered: number | null, total: number | null, leaveTimes: number | null, leaveSeconds: number | null, snapshotUrl: string | null, facePass: boolean | null, faceScore: number | null, failCount: number | null, handBy: number | null, exState: number | null, exMsg: string | null, deadline: unknown } };

export type SendWatchMessageMutationVariables = Exact<{
  input: WatchMessageInput;
}>;


export type SendWatchMessageMutation = { sendWatchMessage: { success: number, fail: number } };

export type ForceHandMutationVariables = Exact<{
  input: ForceHandInput;
}>;


export type ForceHandMutation = { forceHand: string };

export type ForceHandAllMutationVariables = Exact<{
  input: ForceHandAllInput;
}>;


export type ForceHandAllMutation = { forceHandAll: { success: number, fail: number } };

export type PaperEventsQueryVariables = Exact<{
  paperId: string | number;
}>;


export type PaperEventsQuery = { paperEvents: { paperId: string, realName: string, state: number, exState: number, exMsg: string, leaveTimes: number, faceFails: number, leaves: Array<{ id: string, startedAt: unknown, seconds: number, leaveTimes: number }>, captures: Array<{ id: string, createdAt: unknown, url: string, facePass: boolean | null, faceScore: number | null, faceMsg: string, failCount: number }> } };

export type LearnerExamsQueryVariables = Exact<{
  input?: LearnerExamPageInput | null | undefined;
}>;


export type LearnerExamsQuery = { learnerExams: { total: number, pages: number, records: Array<{ id: string, title: string, examType: number, examTypeText: string, offline: boolean, openType: number, startTime: unknown, endTime: unknown, totalTime: number, totalScore: number, qualifyScore: number, chance: number, attemptsUsed: number, listState: number, applyOn: boolean, applyState: number | null, admitted: boolean, openPaperId: string | null }> } };

export type ApplyExamMutationVariables = Exact<{
  input: ExamApplyInput;
}>;


export type ApplyExamMutation = { applyExam: { id: string, auditState: number } };

export type ExamCheckInfoQueryVariables = Exact<{
  id: string | number;
}>;


export type ExamCheckInfoQuery = { examCheckInfo: { id: string, title: string, content: string, examType: number, examTypeText: string, openType: number, needsPassword: boolean, startTime: unknown, endTime: unknown, totalTime: number, totalScore: number, qualifyScore: number, chance: number, attemptsUsed: number, attemptsLeft: number | null, lateMax: number, handMin: number, camOn: boolean, faceOn: boolean, leaveOn: boolean, staggerMinutes: number, startSlot: unknown, startSlotIn: number | null, realNameRequired: boolean, listState: number, openPaperId: string | null, rules: Array<{ quType: number, quCount: number, quScore: number, totalScore: number }>, startBlock: { code: number, subCode: string, message: string } | null } };

export type CreatePaperMutationVariables = Exact<{
  input: CreatePaperInput;
}>;


export type CreatePaperMutation = { createPaper: { id: string } };

export type PaperQuestion_FieldsFragment = { id: string, quId: string | null, sort: number | null, quType: number, level: number, content: string, answered: boolean, isRight: boolean | null, analysis: string | null, answer: string | null, blanks: Array<string>, referenceAnswer: string | null, rightBlanks: Array<Array<string>> | null, matchChoices: Array<string>, options: Array<{ id: string, abc: string, content: string | null, image: string, checked: boolean, isRight: boolean | null }>, pairs: Array<{ leftId: string, text: string }>, rightPairs: Array<{ leftId: string, text: string }> | null, subList: Array<{ id: string, quType: number, level: number, content: string, answered: boolean, isRight: boolean | null, analysis: string | null, answer: string | null, blanks: Array<string>, referenceAnswer: string | null, rightBlanks: Array<Array<string>> | null, matchChoices: Array<string>, options: Array<{ id: string, abc: string, content: string | null, image: string, checked: boolean, isRight: boolean | null }>, pairs: Array<{ leftId: string, text: string }>, rightPairs: Array<{ leftId: string, text: string }> | null }> } & { ' $fragmentName'?: 'PaperQuestion_FieldsFragment' };

export type PaperResultQueryVariables = Exact<{
  id: string | number;
}>;


export type PaperResultQuery = { paperResult: { id: string, examId: string, title: string, state: number, userTime: number, startedAt: unknown, handedAt: unknown, totalScore: number, qualifyScore: number, objScore: number, subjScore: number, userScore: number, passed: boolean | null, reviewState: number, answerDisplay: number, answersFrom: unknown, answersVisible: boolean, answersHeldByExam: boolean, items: Array<{ quId: string, quType: number, sort: number, score: number, userScore: number | null, isRight: boolean | null, needsMarking: boolean, comment: string | null, question: { ' $fragmentRefs'?: { 'PaperQuestion_FieldsFragment': PaperQuestion_FieldsFragment } } | null }> } };

export type MyPapersQueryVariables = Exact<{
  input?: MyPaperPageInput | null | undefined;
}>;


export type MyPapersQuery = { myPapers: { total: number, pages: number, records: Array<{ id: string, examId: string, examTitle: string, state: number, startedAt: unknown, handedAt: unknown, userTime: number, totalScore: number, qualifyScore: number, userScore: number, passed: boolean | null, reviewState: number }> } };

export type ExamWrongQuestionsQueryVariables = Exact<{
  input?: WrongBookQuestionPageInput | null | undefined;
}>;


export type ExamWrongQuestionsQuery = { wrongBookQuestions: { total: number, current: number, size: number, records: Array<{ quId: string, quType: number, repoId: string, repoTitle: string, title: string, wrongCount: number, rightStreak: number, lastWrongAt: unknown }> } };

export type GroupPagingQueryVariables = Exact<{
  input?: GroupPagingInput | null | undefined;
}>;


export type GroupPagingQuery = { groupPaging: { total: number, records: Array<{ id: string, groupName: string, remark: string, memberCount: number, createTime: unknown }> } };

export type CreateGroupMutationVariables = Exact<{
  input: CreateGroupInput;
}>;


export type CreateGroupMutation = { createGroup: { id: string } };

export type UpdateGroupMutationVariables = Exact<{
  input: UpdateGroupInput;
}>;


export type UpdateGroupMutation = { updateGroup: { id: string, groupName: string, remark: string } };

export type DeleteGroupsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteGroupsMutation = { deleteGroups: number };

export type GroupMemberPagingQueryVariables = Exact<{
  input: GroupMemberPagingInput;
}>;


export type GroupMemberPagingQuery = { groupMemberPaging: { total: number, records: Array<{ id: string, userId: string, userName: string, realName: string, deptName: string | null, mobile: string | null, joinTime: unknown }> } };

export type JoinGroupsMutationVariables = Exact<{
  input: GroupMembershipInput;
}>;


export type JoinGroupsMutation = { joinGroups: number };

export type RemoveGroupMembersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type RemoveGroupMembersMutation = { removeGroupMembers: number };

export type LearnerHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type LearnerHomeQuery = { me: (
    { id: string }
    & { ' $fragmentRefs'?: { 'UserBanner_UserFragment': UserBanner_UserFragment } }
  ) };

export type UserBanner_UserFragment = { id: string, userName: string, realName: string, familyName: string, className: string, deptCodeDictText: string | null, avatar: string | null, points: number } & { ' $fragmentName'?: 'UserBanner_UserFragment' };

export type LicenceQueryVariables = Exact<{ [key: string]: never; }>;


export type LicenceQuery = { licence: { state: string, keyConfigured: boolean, licensee: string | null, seats: number | null, usedSeats: number | null, expireTime: unknown } };

export type UploadLicenceMutationVariables = Exact<{
  file: string;
}>;


export type UploadLicenceMutation = { uploadLicence: { state: string, keyConfigured: boolean, licensee: string | null, seats: number | null, usedSeats: number | null, expireTime: unknown } };

export type MessageRowFragment = { id: string, title: string, content: string, createTime: unknown, readState: number } & { ' $fragmentName'?: 'MessageRowFragment' };

export type MyMessagesQueryVariables = Exact<{
  readState?: number | null | undefined;
  current?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type MyMessagesQuery = { myMessages: { total: number, records: Array<{ ' $fragmentRefs'?: { 'MessageRowFragment': MessageRowFragment } }> } };

export type UnreadMessageCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountQuery = { unreadMessageCount: number };

export type UnreadMessageCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessageCountChangedSubscription = { unreadMessageCountChanged: number };

export type ReadMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type ReadMessageMutation = { readMessage: { ' $fragmentRefs'?: { 'MessageRowFragment': MessageRowFragment } } };

export type MarkMessagesReadMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type MarkMessagesReadMutation = { markMessagesRead: number };

export type DeleteMyMessagesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteMyMessagesMutation = { deleteMyMessages: number };

export type SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type SendMessageMutation = { sendMessage: { id: string, recipients: number } };

export type MessageSendsQueryVariables = Exact<{
  current?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type MessageSendsQuery = { messageSends: { total: number, records: Array<{ id: string, title: string, content: string, sendByName: string, recipients: number, userCount: number, groupCount: number, deptCount: number, createTime: unknown }> } };

export type NoticesQueryVariables = Exact<{
  input?: NoticePagingInput | null | undefined;
}>;


export type NoticesQuery = { notices: { total: number, records: Array<{ id: string, title: string, state: number, publishTime: unknown, createByName: string, updateTime: unknown }> } };

export type NoticeQueryVariables = Exact<{
  id: string | number;
}>;


export type NoticeQuery = { notice: { id: string, title: string, content: string, state: number, publishTime: unknown, createByName: string } };

export type SaveNoticeMutationVariables = Exact<{
  input: SaveNoticeInput;
}>;


export type SaveNoticeMutation = { saveNotice: { id: string } };

export type DeleteNoticesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteNoticesMutation = { deleteNotices: number };

export type NotifyTmplsQueryVariables = Exact<{
  title?: string | null | undefined;
  current?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type NotifyTmplsQuery = { notifyTmpls: { total: number, records: Array<{ id: string, title: string, msgTitle: string, content: string, channels: Array<string>, updateTime: unknown }> } };

export type SaveNotifyTmplMutationVariables = Exact<{
  input: SaveNotifyTmplInput;
}>;


export type SaveNotifyTmplMutation = { saveNotifyTmpl: { id: string } };

export type DeleteNotifyTmplsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteNotifyTmplsMutation = { deleteNotifyTmpls: number };

export type PrepareExamNotifyMutationVariables = Exact<{
  examId: string | number;
  tmplId: string | number;
}>;


export type PrepareExamNotifyMutation = { prepareExamNotify: { ' $fragmentRefs'?: { 'NotifyJobProgressFragment': NotifyJobProgressFragment } } };

export type NotifyJobProgressFragment = { id: string, state: string, total: number, sent: number, smsSent: number, smsFailed: number, progress: number, failReason: string | null } & { ' $fragmentName'?: 'NotifyJobProgressFragment' };

export type NotifyJobQueryVariables = Exact<{
  id: string | number;
}>;


export type NotifyJobQuery = { notifyJob: { ' $fragmentRefs'?: { 'NotifyJobProgressFragment': NotifyJobProgressFragment } } };

export type DepartmentTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type DepartmentTreeQuery = { departmentTree: Array<{ id: string, parentId: string, deptCode: string, deptName: string, sort: number, children: Array<{ id: string, parentId: string, deptCode: string, deptName: string, sort: number, children: Array<{ id: string, parentId: string, deptCode: string, deptName: string, sort: number, children: Array<{ id: string, parentId: string, deptCode: string, deptName: string, sort: number, children: Array<{ id: string, parentId: string, deptCode: string, deptName: string, sort: number, children: Array<{ id: string, parentId: string, deptCode: string, deptName: string, sort: number }> }> }> }> }> }> };

export type DepartmentDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type DepartmentDetailQuery = { department: { id: string, parentId: string, parentName: string | null, deptCode: string, deptName: string, sort: number, createTime: unknown, updateTime: unknown } };

export type SaveDepartmentMutationVariables = Exact<{
  input: SaveDepartmentInput;
}>;


export type SaveDepartmentMutation = { saveDepartment: { id: string, parentId: string, parentName: string | null, deptCode: string, deptName: string, sort: number, createTime: unknown, updateTime: unknown } };

export type DeleteDepartmentsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteDepartmentsMutation = { deleteDepartments: number };

export type SortDepartmentMutationVariables = Exact<{
  id: string | number;
  sort: number;
}>;


export type SortDepartmentMutation = { sortDepartment: boolean };

export type StartPaperExportMutationVariables = Exact<{
  input: StartPaperExportInput;
}>;


export type StartPaperExportMutation = { startPaperExport: { id: string } };

export type PaperExportJobQueryVariables = Exact<{
  id: string | number;
}>;


export type PaperExportJobQuery = { paperExportJob: { id: string, kind: string, state: string, progress: number, total: number, imported: number, failReason: string | null, failMessage: string | null, fileName: string, hasResult: boolean, hasErrorReport: boolean, downloadPath: string, examId: string, format: string, resultSize: number, expireTime: unknown, expired: boolean, createTime: unknown, finishTime: unknown } };

export type PaperExportJobsQueryVariables = Exact<{
  examId?: string | number | null | undefined;
  current?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type PaperExportJobsQuery = { paperExportJobs: { total: number, current: number, size: number, records: Array<{ id: string, kind: string, state: string, progress: number, total: number, imported: number, failReason: string | null, failMessage: string | null, fileName: string, hasResult: boolean, hasErrorReport: boolean, downloadPath: string, examId: string, format: string, resultSize: number, expireTime: unknown, expired: boolean, createTime: unknown, finishTime: unknown }> } };

export type MyPointsQueryVariables = Exact<{
  current?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type MyPointsQuery = { myPoints: { total: number, records: Array<{ id: string, refRemark: string, createTime: unknown, points: number, balance: number }> } };

export type PointsRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type PointsRulesQuery = { pointsRules: Array<{ code: string, points: number, enabled: boolean }> };

export type SavePointsRulesMutationVariables = Exact<{
  rules: Array<PointsRuleInput> | PointsRuleInput;
}>;


export type SavePointsRulesMutation = { savePointsRules: Array<{ code: string, points: number, enabled: boolean }> };

export type UpdatePasswordMutationVariables = Exact<{
  input: UpdatePasswordInput;
}>;


export type UpdatePasswordMutation = { updatePassword: boolean };

export type ProfileForm_UserFragment = { id: string, userName: string, realName: string, familyName: string, className: string, deptCodeDictText: string | null } & { ' $fragmentName'?: 'ProfileForm_UserFragment' };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfileForm_UserFragment': ProfileForm_UserFragment } }
  ) };

export type ProfilePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePageQuery = { me: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ProfileForm_UserFragment': ProfileForm_UserFragment } }
  ) };

export type AdminQuestionPagingQueryVariables = Exact<{
  input?: AdminQuestionPagingInput | null | undefined;
}>;


export type AdminQuestionPagingQuery = { adminQuestionPaging: { current: number, size: number, total: number, records: Array<{ id: string, repoId: string, repoTitle: string, chapterId: string | null, chapterTitle: string | null, quType: number, level: number, contentText: string, optionCount: number, subCount: number, updateTime: unknown }> } };

export type AdminQuestionQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminQuestionQuery = { adminQuestion: { id: string, repoId: string, chapterId: string | null, quType: number, level: number, content: string, analysis: string, answerList: Array<{ id: string, abc: string, content: string, image: string, isRight: boolean, answer: string | null }>, subList: Array<{ id: string, quType: number, level: number, content: string, analysis: string, answerList: Array<{ id: string, abc: string, content: string, image: string, isRight: boolean, answer: string | null }> }> } };

export type SaveQuestionMutationVariables = Exact<{
  input: SaveQuestionInput;
}>;


export type SaveQuestionMutation = { saveQuestion: { id: string } };

export type DeleteQuestionsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteQuestionsMutation = { deleteQuestions: number };

export type RepoOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RepoOptionsQuery = { repoPaging: { total: number, records: Array<{ id: string, title: string }> } };

export type RepoChapterOptionsQueryVariables = Exact<{
  repoId: string | number;
}>;


export type RepoChapterOptionsQuery = { repoChapters: Array<{ id: string, title: string, quCount: number }> };

export type AdminMenuFieldsFragment = { id: string, parentId: string, menuType: number, metaTitle: string, name: string, path: string | null, component: string | null, redirect: string | null, permissionTag: string | null, metaIcon: string | null, hidden: boolean, sort: number } & { ' $fragmentName'?: 'AdminMenuFieldsFragment' };

export type MenuTreeQueryVariables = Exact<{
  input?: MenuTreeInput | null | undefined;
}>;


export type MenuTreeQuery = { menuTree: Array<{ id: string, parentId: string, menuType: number, metaTitle: string, name: string, path: string | null, component: string | null, redirect: string | null, permissionTag: string | null, metaIcon: string | null, hidden: boolean, sort: number, children: Array<{ id: string, parentId: string, menuType: number, metaTitle: string, name: string, path: string | null, component: string | null, redirect: string | null, permissionTag: string | null, metaIcon: string | null, hidden: boolean, sort: number, children: Array<{ id: string, parentId: string, menuType: number, metaTitle: string, name: string, path: string | null, component: string | null, redirect: string | null, permissionTag: string | null, metaIcon: string | null, hidden: boolean, sort: number, children: Array<{ id: string, parentId: string, menuType: number, metaTitle: string, name: string, path: string | null, component: string | null, redirect: string | null, permissionTag: string | null, metaIcon: string | null, hidden: boolean, sort: number, children: Array<{ id: string, parentId: string, menuType: number, metaTitle: string, name: string, path: string | null, component: string | null, redirect: string | null, permissionTag: string | null, metaIcon: string | null, hidden: boolean, sort: number }> }> }> }> }> };

export type CreateMenuMutationVariables = Exact<{
  input: CreateMenuInput;
}>;


export type CreateMenuMutation = { createMenu: { ' $fragmentRefs'?: { 'AdminMenuFieldsFragment': AdminMenuFieldsFragment } } };

export type UpdateMenuMutationVariables = Exact<{
  input: UpdateMenuInput;
}>;


export type UpdateMenuMutation = { updateMenu: { ' $fragmentRefs'?: { 'AdminMenuFieldsFragment': AdminMenuFieldsFragment } } };

export type DeleteMenusMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteMenusMutation = { deleteMenus: number };

export type SortMenuMutationVariables = Exact<{
  id: string | number;
  sort: number;
}>;


export type SortMenuMutation = { sortMenu: { id: string, sort: number } };

export type RoleListQueryVariables = Exact<{
  input?: RoleListInput | null | undefined;
}>;


export type RoleListQuery = { roles: Array<{ id: string, roleName: string, roleType: number, roleLevel: number, userCount: number, editable: boolean, createTime: unknown }> };

export type CreateRoleMutationVariables = Exact<{
  input: CreateRoleInput;
}>;


export type CreateRoleMutation = { createRole: { id: string } };

export type UpdateRoleMutationVariables = Exact<{
  input: UpdateRoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { id: string, roleName: string, roleType: number, roleLevel: number } };

export type DeleteRolesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteRolesMutation = { deleteRoles: number };

export type RoleMenusQueryVariables = Exact<{
  id: string | number;
}>;


export type RoleMenusQuery = { roleMenuIds: Array<string>, grantableMenus: Array<{ id: string, menuType: number, metaTitle: string, permissionTag: string | null, children: Array<{ id: string, menuType: number, metaTitle: string, permissionTag: string | null, children: Array<{ id: string, menuType: number, metaTitle: string, permissionTag: string | null, children: Array<{ id: string, menuType: number, metaTitle: string, permissionTag: string | null, children: Array<{ id: string, menuType: number, metaTitle: string, permissionTag: string | null }> }> }> }> }> };

export type SaveRoleMenusMutationVariables = Exact<{
  input: SaveRoleMenusInput;
}>;


export type SaveRoleMenusMutation = { saveRoleMenus: Array<string> };

export type RealNameRecordsQueryVariables = Exact<{
  input?: RealNamePageInput | null | undefined;
}>;


export type RealNameRecordsQuery = { realNameRecords: { total: number, pages: number, current: number, size: number, records: Array<{ id: string, userId: string, userName: string, realName: string, face: string | null, idCard: string, state: number, auditMsg: string, auditByName: string | null, auditTime: unknown, submitTime: unknown, approved: boolean, idCardHeldByOther: boolean | null }> } };

export type AuditRealNameMutationVariables = Exact<{
  input: AuditRealNameInput;
}>;


export type AuditRealNameMutation = { auditRealName: { id: string, state: number, auditMsg: string } };

export type AutoAuditRealNameMutationVariables = Exact<{
  id: string | number;
}>;


export type AutoAuditRealNameMutation = { autoAuditRealName: { id: string, state: number, auditMsg: string } };

export type FaceChallengeMutationVariables = Exact<{
  input: FaceChallengeInput;
}>;


export type FaceChallengeMutation = { faceChallenge: { challengeId: string, steps: Array<string>, validSeconds: number, level: string } };

export type MyRealNameQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRealNameQuery = { myRealName: { id: string, realName: string, face: string | null, idCard: string, state: number, auditMsg: string, submitTime: unknown, auditTime: unknown, approved: boolean, approvedRealName: string | null, approvedIdCard: string | null, approvedTime: unknown } | null, switchConfig: { realPerson: boolean, faceAudit: number } };

export type SubmitRealNameMutationVariables = Exact<{
  input: SubmitRealNameInput;
}>;


export type SubmitRealNameMutation = { submitRealName: { id: string, state: number } };

export type FaceCheckMutationVariables = Exact<{
  input: FaceCheckInput;
}>;


export type FaceCheckMutation = { faceCheck: { pass: boolean, failMsg: string, faceToken: string | null, realName: string | null, idCard: string | null } };

export type AdminRepoPagingQueryVariables = Exact<{
  input?: RepoPagingInput | null | undefined;
}>;


export type AdminRepoPagingQuery = { repoPaging: { current: number, size: number, total: number, records: Array<{ id: string, title: string, remark: string, quCount: number, objCount: number, subjCount: number, createTime: unknown, updateTime: unknown }> } };

export type AdminRepoDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminRepoDetailQuery = { repoDetail: { id: string, title: string, remark: string, chapters: Array<{ id: string, title: string, sort: number, quCount: number }> } };

export type SaveRepoMutationVariables = Exact<{
  input: SaveRepoInput;
}>;


export type SaveRepoMutation = { saveRepo: { id: string, title: string, remark: string, chapters: Array<{ id: string, title: string, sort: number, quCount: number }> } };

export type DeleteReposMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type DeleteReposMutation = { deleteRepos: number };

export type QuestionJob_FieldsFragment = { id: string, kind: string, state: string, progress: number, total: number, imported: number, failed: number, fileName: string, failReason: string | null, failMessage: string | null, hasErrorReport: boolean, hasResult: boolean, downloadPath: string, errors: Array<{ row: number, field: string, fieldName: string, message: string }> } & { ' $fragmentName'?: 'QuestionJob_FieldsFragment' };

export type StartQuestionExportMutationVariables = Exact<{
  repoId: string | number;
}>;


export type StartQuestionExportMutation = { startQuestionExport: { ' $fragmentRefs'?: { 'QuestionJob_FieldsFragment': QuestionJob_FieldsFragment } } };

export type QuestionJobQueryVariables = Exact<{
  id: string | number;
}>;


export type QuestionJobQuery = { questionJob: { ' $fragmentRefs'?: { 'QuestionJob_FieldsFragment': QuestionJob_FieldsFragment } } };

export type LearnerRepoPagingQueryVariables = Exact<{
  input?: RepoPagingInput | null | undefined;
}>;


export type LearnerRepoPagingQuery = { repoPaging: { current: number, size: number, total: number, records: Array<{ id: string, title: string, remark: string, quCount: number, objCount: number, subjCount: number }> } };

export type LearnerRepoDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type LearnerRepoDetailQuery = { repoDetail: { id: string, title: string, remark: string, quCount: number, objCount: number, subjCount: number, typeCounts: Array<{ quType: number, count: number }>, chapters: Array<{ id: string, title: string, quCount: number }> } };

export type RepoWrongCountQueryVariables = Exact<{
  repoId: string | number;
}>;


export type RepoWrongCountQuery = { wrongBookQuestions: { total: number } };

export type SmsOutboxQueryVariables = Exact<{
  input?: SmsOutboxPagingInput | null | undefined;
}>;


export type SmsOutboxQuery = { smsOutbox: { total: number, records: Array<{ id: string, mobile: string, smsType: string, content: string, createTime: unknown }> } };

export type DepartmentTreeSelectQueryVariables = Exact<{ [key: string]: never; }>;


export type DepartmentTreeSelectQuery = { departmentTreeSelect: Array<{ id: string, deptCode: string, deptName: string, children: Array<{ id: string, deptCode: string, deptName: string, children: Array<{ id: string, deptCode: string, deptName: string, children: Array<{ id: string, deptCode: string, deptName: string, children: Array<{ id: string, deptCode: string, deptName: string, children: Array<{ id: string, deptCode: string, deptName: string }> }> }> }> }> }> };

export type RoleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleOptionsQuery = { roles: Array<{ id: string, roleName: string, roleLevel: number, roleType: number, editable: boolean }> };

export type GroupOptionsQueryVariables = Exact<{
  title?: string | null | undefined;
}>;


export type GroupOptionsQuery = { groupPaging: { total: number, records: Array<{ id: string, groupName: string, memberCount: number }> } };

export type UserSelectPagingQueryVariables = Exact<{
  input?: AdminUserPagingInput | null | undefined;
}>;


export type UserSelectPagingQuery = { adminUserPaging: { total: number, current: number, size: number, records: Array<{ id: string, userName: string, realName: string, familyName: string, deptCode: string | null, deptCodeDictText: string | null, mobile: string | null, email: string | null, state: number }> } };

export type RepoPickPagingQueryVariables = Exact<{
  input?: RepoPagingInput | null | undefined;
}>;


export type RepoPickPagingQuery = { repoPaging: { total: number, records: Array<{ id: string, title: string, quCount: number, objCount: number, subjCount: number }> } };

export type AdminExamPickPagingQueryVariables = Exact<{
  input?: AdminExamPageInput | null | undefined;
}>;


export type AdminExamPickPagingQuery = { adminExams: { total: number, records: Array<{ id: string, title: string, examType: number, examTypeText: string, offline: boolean, startTime: unknown, totalScore: number }> } };

export type LearnerExamPickPagingQueryVariables = Exact<{
  input?: LearnerExamPageInput | null | undefined;
}>;


export type LearnerExamPickPagingQuery = { learnerExams: { total: number, records: Array<{ id: string, title: string, examType: number, examTypeText: string, offline: boolean, startTime: unknown, totalScore: number }> } };

export type TmplPickPagingQueryVariables = Exact<{
  title?: string | null | undefined;
  size?: number | null | undefined;
}>;


export type TmplPickPagingQuery = { notifyTmpls: { total: number, records: Array<{ id: string, title: string, channels: Array<string> }> } };

export type UserPickPagingQueryVariables = Exact<{
  input?: AdminUserPagingInput | null | undefined;
}>;


export type UserPickPagingQuery = { adminUserPaging: { total: number, records: Array<{ id: string, userName: string, realName: string, familyName: string, deptCodeDictText: string | null, mobile: string | null }> } };

export type TrainingQuestion_FieldsFragment = { id: string, quId: string | null, trainId: string | null, sort: number | null, quType: number, level: number, content: string, answered: boolean, isRight: boolean | null, analysis: string | null, answer: string | null, blanks: Array<string>, referenceAnswer: string | null, rightBlanks: Array<Array<string>> | null, matchChoices: Array<string>, options: Array<{ id: string, abc: string, content: string | null, image: string, checked: boolean, isRight: boolean | null }>, pairs: Array<{ leftId: string, text: string }>, rightPairs: Array<{ leftId: string, text: string }> | null, subList: Array<{ id: string, quType: number, level: number, content: string, answered: boolean, isRight: boolean | null, analysis: string | null, answer: string | null, blanks: Array<string>, referenceAnswer: string | null, rightBlanks: Array<Array<string>> | null, matchChoices: Array<string>, options: Array<{ id: string, abc: string, content: string | null, image: string, checked: boolean, isRight: boolean | null }>, pairs: Array<{ leftId: string, text: string }>, rightPairs: Array<{ leftId: string, text: string }> | null }> } & { ' $fragmentName'?: 'TrainingQuestion_FieldsFragment' };

export type Training_HeaderFragment = { id: string, kind: number, mode: number, modeText: string, repoId: string | null, examId: string | null, repoTitle: string | null, title: string, state: number, total: number, answered: number, rightCount: number, percent: number, createdAt: unknown, updatedAt: unknown } & { ' $fragmentName'?: 'Training_HeaderFragment' };

export type StartTrainingMutationVariables = Exact<{
  input: StartTrainingInput;
}>;


export type StartTrainingMutation = { startTraining: { ' $fragmentRefs'?: { 'Training_HeaderFragment': Training_HeaderFragment } } };

export type TrainingQuestionQueryVariables = Exact<{
  input: TrainingQuestionInput;
}>;


export type TrainingQuestionQuery = { trainingQuestion: { ' $fragmentRefs'?: { 'TrainingQuestion_FieldsFragment': TrainingQuestion_FieldsFragment } } };

export type CheckTrainingAnswerMutationVariables = Exact<{
  input: TrainingAnswerInput;
}>;


export type CheckTrainingAnswerMutation = { checkTrainingAnswer: { ' $fragmentRefs'?: { 'TrainingQuestion_FieldsFragment': TrainingQuestion_FieldsFragment } } };

export type FillTrainingAnswerMutationVariables = Exact<{
  input: TrainingAnswerInput;
}>;


export type FillTrainingAnswerMutation = { fillTrainingAnswer: { ' $fragmentRefs'?: { 'TrainingQuestion_FieldsFragment': TrainingQuestion_FieldsFragment } } };

export type TrainingCardQueryVariables = Exact<{
  id: string | number;
}>;


export type TrainingCardQuery = { trainingCard: { id: string, kind: number, mode: number, state: number, total: number, answered: number, rightCount: number, wrongCount: number, percent: number, items: Array<{ quId: string, quType: number | null, sort: number, answered: boolean, isRight: boolean | null }> } };

export type TrainingDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type TrainingDetailQuery = { training: { ' $fragmentRefs'?: { 'Training_HeaderFragment': Training_HeaderFragment } } };

export type FinishTrainingMutationVariables = Exact<{
  id: string | number;
}>;


export type FinishTrainingMutation = { finishTraining: { ' $fragmentRefs'?: { 'Training_HeaderFragment': Training_HeaderFragment } } };

export type MyTrainingsQueryVariables = Exact<{
  input?: TrainingPageInput | null | undefined;
}>;


export type MyTrainingsQuery = { myTrainings: { current: number, size: number, total: number, pages: number, records: Array<{ ' $fragmentRefs'?: { 'Training_HeaderFragment': Training_HeaderFragment } }> } };

export type QuestionDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type QuestionDetailQuery = { questionDetail: { repoId: string, repoTitle: string, chapterTitle: string | null, question: { ' $fragmentRefs'?: { 'TrainingQuestion_FieldsFragment': TrainingQuestion_FieldsFragment } } } };

export type UserSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserSettingsQuery = { me: { id: string, mobile: string | null, smsNotify: boolean } };

export type UpdateMySettingsMutationVariables = Exact<{
  input: UpdateSettingsInput;
}>;


export type UpdateMySettingsMutation = { updateMySettings: { id: string, smsNotify: boolean } };

export type AdminUserPagingQueryVariables = Exact<{
  input?: AdminUserPagingInput | null | undefined;
}>;


export type AdminUserPagingQuery = { adminUserPaging: { total: number, current: number, size: number, records: Array<{ id: string, userName: string, realName: string, familyName: string, className: string, deptCode: string | null, deptCodeDictText: string | null, mobile: string | null, email: string | null, state: number, expireTime: unknown, roles: Array<string>, roleNames: Array<string>, builtIn: boolean, createTime: unknown }> } };

export type SaveUserMutationVariables = Exact<{
  input: SaveUserInput;
}>;


export type SaveUserMutation = { saveUser: { id: string } };

export type BatchUserDeptMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  deptCode: string;
}>;


export type BatchUserDeptMutation = { batchUserDept: number };

export type BatchUserRoleMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  roles: Array<string | number> | string | number;
}>;


export type BatchUserRoleMutation = { batchUserRole: number };

export type BatchUserExpireMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  expireTime?: string | null | undefined;
}>;


export type BatchUserExpireMutation = { batchUserExpire: number };

export type SetUserStateMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  state: number;
}>;


export type SetUserStateMutation = { setUserState: number };

export type ChangeUserPasswordMutationVariables = Exact<{
  input: ChangeUserPasswordInput;
}>;


export type ChangeUserPasswordMutation = { changeUserPassword: boolean };

export type StartUserExportMutationVariables = Exact<{
  input?: UserExportInput | null | undefined;
}>;


export type StartUserExportMutation = { startUserExport: { id: string, state: string, progress: number } };

export type UserTransferJobQueryVariables = Exact<{
  id: string | number;
}>;


export type UserTransferJobQuery = { userTransferJob: { id: string, kind: string, state: string, progress: number, total: number, imported: number, failed: number, failReason: string | null, failMessage: string | null, fileName: string, hasResult: boolean, hasErrorReport: boolean, downloadPath: string, errors: Array<{ row: number, field: string, fieldName: string, subCode: string, message: string }> } };

export type WrongBookReposQueryVariables = Exact<{
  input?: WrongBookRepoPageInput | null | undefined;
}>;


export type WrongBookReposQuery = { wrongBookRepos: { total: number, records: Array<{ repoId: string, repoTitle: string, quCount: number, wrongCount: number, lastWrongAt: unknown }> } };

export type WrongBookQuestionsQueryVariables = Exact<{
  input?: WrongBookQuestionPageInput | null | undefined;
}>;


export type WrongBookQuestionsQuery = { wrongBookQuestions: { total: number, current: number, size: number, records: Array<{ quId: string, quType: number, repoId: string, repoTitle: string, title: string, wrongCount: number, rightStreak: number, lastWrongAt: unknown }> } };

export const ShellUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}}]}}]} as unknown as DocumentNode<ShellUserFragment, unknown>;
export const CountTiles_CountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountTiles_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"examCount"}},{"kind":"Field","name":{"kind":"Name","value":"repoCount"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"courseCount"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}}]}}]} as unknown as DocumentNode<CountTiles_CountsFragment, unknown>;
export const ExamWeekChart_DaysFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamWeekChart_days"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamDayStat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateStr"}},{"kind":"Field","name":{"kind":"Name","value":"examCount"}},{"kind":"Field","name":{"kind":"Name","value":"examUser"}},{"kind":"Field","name":{"kind":"Name","value":"passUser"}}]}}]} as unknown as DocumentNode<ExamWeekChart_DaysFragment, unknown>;
export const UserWeekChart_DaysFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserWeekChart_days"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserDayStat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateStr"}},{"kind":"Field","name":{"kind":"Name","value":"newUser"}},{"kind":"Field","name":{"kind":"Name","value":"activeUser"}},{"kind":"Field","name":{"kind":"Name","value":"allUser"}}]}}]} as unknown as DocumentNode<UserWeekChart_DaysFragment, unknown>;
export const PaperQuestion_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperQuestion_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaperQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<PaperQuestion_FieldsFragment, unknown>;
export const UserBanner_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBanner_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"deptCodeDictText"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]} as unknown as DocumentNode<UserBanner_UserFragment, unknown>;
export const MessageRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"readState"}}]}}]} as unknown as DocumentNode<MessageRowFragment, unknown>;
export const NotifyJobProgressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifyJobProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotifyJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"smsSent"}},{"kind":"Field","name":{"kind":"Name","value":"smsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}}]}}]} as unknown as DocumentNode<NotifyJobProgressFragment, unknown>;
export const ProfileForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"deptCodeDictText"}}]}}]} as unknown as DocumentNode<ProfileForm_UserFragment, unknown>;
export const AdminMenuFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMenu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"metaIcon"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<AdminMenuFieldsFragment, unknown>;
export const QuestionJob_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionJob_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}},{"kind":"Field","name":{"kind":"Name","value":"failMessage"}},{"kind":"Field","name":{"kind":"Name","value":"hasErrorReport"}},{"kind":"Field","name":{"kind":"Name","value":"hasResult"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<QuestionJob_FieldsFragment, unknown>;
export const TrainingQuestion_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingQuestion_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"trainId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingQuestion_FieldsFragment, unknown>;
export const Training_HeaderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Training_header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeText"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"rightCount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<Training_HeaderFragment, unknown>;
export const LicenceProbeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicenceProbe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUserPaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<LicenceProbeQuery, LicenceProbeQueryVariables>;
export const SessionRevokedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SessionRevoked"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionRevoked"}}]}}]} as unknown as DocumentNode<SessionRevokedSubscription, SessionRevokedSubscriptionVariables>;
export const SessionBootstrapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionBootstrap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRoutes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}}]}}]} as unknown as DocumentNode<SessionBootstrapQuery, SessionBootstrapQueryVariables>;
export const SitePublicConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitePublicConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sitePublicConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"backLogo"}},{"kind":"Field","name":{"kind":"Name","value":"frontLogo"}},{"kind":"Field","name":{"kind":"Name","value":"copyRight"}},{"kind":"Field","name":{"kind":"Name","value":"moduleExam"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCourse"}},{"kind":"Field","name":{"kind":"Name","value":"captchaEnabled"}}]}}]}}]} as unknown as DocumentNode<SitePublicConfigQuery, SitePublicConfigQueryVariables>;
export const AuditLogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditLogPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"errorName"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]}}]} as unknown as DocumentNode<AuditLogsQuery, AuditLogsQueryVariables>;
export const FaceLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaceLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaceLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faceLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}}]}}]}}]}}]} as unknown as DocumentNode<FaceLoginMutation, FaceLoginMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginSwitchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginSwitches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faceLogin"}},{"kind":"Field","name":{"kind":"Name","value":"mobileLogin"}},{"kind":"Field","name":{"kind":"Name","value":"userReg"}},{"kind":"Field","name":{"kind":"Name","value":"userDeptType"}},{"kind":"Field","name":{"kind":"Name","value":"wechatLogin"}},{"kind":"Field","name":{"kind":"Name","value":"cropLogin"}},{"kind":"Field","name":{"kind":"Name","value":"dingLogin"}}]}}]}}]} as unknown as DocumentNode<LoginSwitchesQuery, LoginSwitchesQueryVariables>;
export const SendSmsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSmsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendSmsCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSmsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitSeconds"}}]}}]}}]} as unknown as DocumentNode<SendSmsCodeMutation, SendSmsCodeMutationVariables>;
export const MobileLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MobileLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MobileLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mobileLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}}]}}]}}]}}]} as unknown as DocumentNode<MobileLoginMutation, MobileLoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RegisterDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegisterDepartmentsQuery, RegisterDepartmentsQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChatLoginTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatLoginTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatLoginTypes"}}]}}]} as unknown as DocumentNode<ChatLoginTypesQuery, ChatLoginTypesQueryVariables>;
export const ChatLoginUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatLoginUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loginType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatLoginUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loginType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loginType"}}},{"kind":"Argument","name":{"kind":"Name","value":"bind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ChatLoginUrlMutation, ChatLoginUrlMutationVariables>;
export const CompleteChatLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteChatLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeChatLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<CompleteChatLoginMutation, CompleteChatLoginMutationVariables>;
export const CreateCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}}]}}]}}]} as unknown as DocumentNode<CreateCaptchaMutation, CreateCaptchaMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MyLoginBindingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLoginBindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLoginBindings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"openId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<MyLoginBindingsQuery, MyLoginBindingsQueryVariables>;
export const BindMobileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindMobile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindMobileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindMobile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openId"}}]}}]}}]} as unknown as DocumentNode<BindMobileMutation, BindMobileMutationVariables>;
export const UnbindMobileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbindMobile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindMobileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbindMobile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<UnbindMobileMutation, UnbindMobileMutationVariables>;
export const UnbindLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbindLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loginType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbindLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"loginType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loginType"}}}]}]}}]} as unknown as DocumentNode<UnbindLoginMutation, UnbindLoginMutationVariables>;
export const UserLoginBindingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserLoginBindings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userLoginBindings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"loginType"}},{"kind":"Field","name":{"kind":"Name","value":"openId"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<UserLoginBindingsQuery, UserLoginBindingsQueryVariables>;
export const DirectBindMobileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectBindMobile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directBindMobile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DirectBindMobileMutation, DirectBindMobileMutationVariables>;
export const DirectUnbindMobileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectUnbindMobile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directUnbindMobile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}]}]}}]} as unknown as DocumentNode<DirectUnbindMobileMutation, DirectUnbindMobileMutationVariables>;
export const UnbindLoginByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbindLoginById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbindLoginById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<UnbindLoginByIdMutation, UnbindLoginByIdMutationVariables>;
export const SiteConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"backLogo"}},{"kind":"Field","name":{"kind":"Name","value":"frontLogo"}},{"kind":"Field","name":{"kind":"Name","value":"tmpDir"}},{"kind":"Field","name":{"kind":"Name","value":"copyRight"}},{"kind":"Field","name":{"kind":"Name","value":"h5Host"}},{"kind":"Field","name":{"kind":"Name","value":"moduleExam"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCourse"}}]}}]}}]} as unknown as DocumentNode<SiteConfigQuery, SiteConfigQueryVariables>;
export const SaveSiteConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSiteConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSiteConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSiteConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"backLogo"}},{"kind":"Field","name":{"kind":"Name","value":"frontLogo"}},{"kind":"Field","name":{"kind":"Name","value":"tmpDir"}},{"kind":"Field","name":{"kind":"Name","value":"copyRight"}},{"kind":"Field","name":{"kind":"Name","value":"h5Host"}},{"kind":"Field","name":{"kind":"Name","value":"moduleExam"}},{"kind":"Field","name":{"kind":"Name","value":"moduleCourse"}}]}}]}}]} as unknown as DocumentNode<SaveSiteConfigMutation, SaveSiteConfigMutationVariables>;
export const SwitchConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SwitchConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userReg"}},{"kind":"Field","name":{"kind":"Name","value":"userAudit"}},{"kind":"Field","name":{"kind":"Name","value":"userDeptType"}},{"kind":"Field","name":{"kind":"Name","value":"userDeptCode"}},{"kind":"Field","name":{"kind":"Name","value":"mobileLogin"}},{"kind":"Field","name":{"kind":"Name","value":"wechatLogin"}},{"kind":"Field","name":{"kind":"Name","value":"faceLogin"}},{"kind":"Field","name":{"kind":"Name","value":"cropLogin"}},{"kind":"Field","name":{"kind":"Name","value":"dingLogin"}},{"kind":"Field","name":{"kind":"Name","value":"realPerson"}},{"kind":"Field","name":{"kind":"Name","value":"faceAudit"}},{"kind":"Field","name":{"kind":"Name","value":"loginTick"}},{"kind":"Field","name":{"kind":"Name","value":"livenessLogin"}},{"kind":"Field","name":{"kind":"Name","value":"livenessCheck"}},{"kind":"Field","name":{"kind":"Name","value":"livenessRealName"}},{"kind":"Field","name":{"kind":"Name","value":"livenessCapture"}}]}}]}}]} as unknown as DocumentNode<SwitchConfigQuery, SwitchConfigQueryVariables>;
export const SaveSwitchConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSwitchConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSwitchConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSwitchConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userReg"}},{"kind":"Field","name":{"kind":"Name","value":"userAudit"}},{"kind":"Field","name":{"kind":"Name","value":"userDeptType"}},{"kind":"Field","name":{"kind":"Name","value":"userDeptCode"}},{"kind":"Field","name":{"kind":"Name","value":"mobileLogin"}},{"kind":"Field","name":{"kind":"Name","value":"wechatLogin"}},{"kind":"Field","name":{"kind":"Name","value":"faceLogin"}},{"kind":"Field","name":{"kind":"Name","value":"cropLogin"}},{"kind":"Field","name":{"kind":"Name","value":"dingLogin"}},{"kind":"Field","name":{"kind":"Name","value":"realPerson"}},{"kind":"Field","name":{"kind":"Name","value":"faceAudit"}},{"kind":"Field","name":{"kind":"Name","value":"loginTick"}},{"kind":"Field","name":{"kind":"Name","value":"livenessLogin"}},{"kind":"Field","name":{"kind":"Name","value":"livenessCheck"}},{"kind":"Field","name":{"kind":"Name","value":"livenessRealName"}},{"kind":"Field","name":{"kind":"Name","value":"livenessCapture"}}]}}]}}]} as unknown as DocumentNode<SaveSwitchConfigMutation, SaveSwitchConfigMutationVariables>;
export const ProviderConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProviderConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecret"}},{"kind":"Field","name":{"kind":"Name","value":"secretFields"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"accessKeySecret"}},{"kind":"Field","name":{"kind":"Name","value":"aesIv"}},{"kind":"Field","name":{"kind":"Name","value":"aesKey"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}},{"kind":"Field","name":{"kind":"Name","value":"appKey"}},{"kind":"Field","name":{"kind":"Name","value":"arn"}},{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"dbName"}},{"kind":"Field","name":{"kind":"Name","value":"decodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"directUpload"}},{"kind":"Field","name":{"kind":"Name","value":"encodeIv"}},{"kind":"Field","name":{"kind":"Name","value":"encodeKey"}},{"kind":"Field","name":{"kind":"Name","value":"encodeType"}},{"kind":"Field","name":{"kind":"Name","value":"encodeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"faceGroup"}},{"kind":"Field","name":{"kind":"Name","value":"ffmpegHome"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"liveCheck"}},{"kind":"Field","name":{"kind":"Name","value":"liveLevel"}},{"kind":"Field","name":{"kind":"Name","value":"localDir"}},{"kind":"Field","name":{"kind":"Name","value":"mediaQueue"}},{"kind":"Field","name":{"kind":"Name","value":"pullDomain"}},{"kind":"Field","name":{"kind":"Name","value":"pullKey"}},{"kind":"Field","name":{"kind":"Name","value":"pushDomain"}},{"kind":"Field","name":{"kind":"Name","value":"pushKey"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"secretId"}},{"kind":"Field","name":{"kind":"Name","value":"secretKey"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"videoEncode"}},{"kind":"Field","name":{"kind":"Name","value":"videoQuality"}},{"kind":"Field","name":{"kind":"Name","value":"signName"}},{"kind":"Field","name":{"kind":"Name","value":"templateCode"}},{"kind":"Field","name":{"kind":"Name","value":"templateId"}},{"kind":"Field","name":{"kind":"Name","value":"noticeTemplateCode"}},{"kind":"Field","name":{"kind":"Name","value":"noticeTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"sdkAppId"}},{"kind":"Field","name":{"kind":"Name","value":"appSecret"}},{"kind":"Field","name":{"kind":"Name","value":"corpId"}},{"kind":"Field","name":{"kind":"Name","value":"agentId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"authorizeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"tokenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"userInfoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectBase"}}]}}]}}]}}]} as unknown as DocumentNode<ProviderConfigQuery, ProviderConfigQueryVariables>;
export const SaveProviderConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveProviderConfig"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveProviderConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveProviderConfig"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]}}]} as unknown as DocumentNode<SaveProviderConfigMutation, SaveProviderConfigMutationVariables>;
export const ChangeProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"provider"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"provider"},"value":{"kind":"Variable","name":{"kind":"Name","value":"provider"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<ChangeProviderMutation, ChangeProviderMutationVariables>;
export const AdminCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CoursePagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openType"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCoursesQuery, AdminCoursesQueryVariables>;
export const AdminCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"coverId"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"openType"}},{"kind":"Field","name":{"kind":"Name","value":"dragLimit"}},{"kind":"Field","name":{"kind":"Name","value":"finishShare"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"departIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminCourseQuery, AdminCourseQueryVariables>;
export const SaveCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveCourseMutation, SaveCourseMutationVariables>;
export const SetCourseStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCourseState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCourseState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}]}]}}]} as unknown as DocumentNode<SetCourseStateMutation, SetCourseStateMutationVariables>;
export const SetCourseSortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCourseSort"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCourseSort"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<SetCourseSortMutation, SetCourseSortMutationVariables>;
export const DeleteCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteCoursesMutation, DeleteCoursesMutationVariables>;
export const CourseRefRepoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseRefRepo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CourseRefRepoQuery, CourseRefRepoQueryVariables>;
export const CourseRefExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseRefExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CourseRefExamQuery, CourseRefExamQueryVariables>;
export const CourseFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseFilePagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"useCount"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"encode"}},{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]}}]} as unknown as DocumentNode<CourseFilesQuery, CourseFilesQueryVariables>;
export const TranscodeCourseFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TranscodeCourseFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transcodeCourseFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<TranscodeCourseFileMutation, TranscodeCourseFileMutationVariables>;
export const MyCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CoursePagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"finishedCount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]} as unknown as DocumentNode<MyCoursesQuery, MyCoursesQueryVariables>;
export const LearnerCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learnerCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"cover"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"finishedCount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"furthest"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]}}]} as unknown as DocumentNode<LearnerCourseQuery, LearnerCourseQueryVariables>;
export const OpenCourseItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpenCourseItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openCourseItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"fileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"dragLimit"}},{"kind":"Field","name":{"kind":"Name","value":"finishShare"}},{"kind":"Field","name":{"kind":"Name","value":"playback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"hls"}},{"kind":"Field","name":{"kind":"Name","value":"encrypted"}},{"kind":"Field","name":{"kind":"Name","value":"keyAuth"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"renditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quality"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"progress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"furthest"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"goal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemType"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentKind"}},{"kind":"Field","name":{"kind":"Name","value":"documentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<OpenCourseItemMutation, OpenCourseItemMutationVariables>;
export const ReportCourseProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportCourseProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"duration"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportCourseProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}},{"kind":"Argument","name":{"kind":"Name","value":"duration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"duration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"furthest"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"finished"}}]}}]}}]} as unknown as DocumentNode<ReportCourseProgressMutation, ReportCourseProgressMutationVariables>;
export const MyCourseCompletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCourseCompletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCourseCompletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"finishedCount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"lastStudyTime"}}]}}]}}]} as unknown as DocumentNode<MyCourseCompletionQuery, MyCourseCompletionQueryVariables>;
export const DashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exams"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountTiles_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboardExamWeek"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exams"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExamWeekChart_days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dashboardUserWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserWeekChart_days"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountTiles_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"examCount"}},{"kind":"Field","name":{"kind":"Name","value":"repoCount"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"courseCount"}},{"kind":"Field","name":{"kind":"Name","value":"fileCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExamWeekChart_days"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExamDayStat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateStr"}},{"kind":"Field","name":{"kind":"Name","value":"examCount"}},{"kind":"Field","name":{"kind":"Name","value":"examUser"}},{"kind":"Field","name":{"kind":"Name","value":"passUser"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserWeekChart_days"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserDayStat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateStr"}},{"kind":"Field","name":{"kind":"Name","value":"newUser"}},{"kind":"Field","name":{"kind":"Name","value":"activeUser"}},{"kind":"Field","name":{"kind":"Name","value":"allUser"}}]}}]} as unknown as DocumentNode<DashboardQuery, DashboardQueryVariables>;
export const DashboardOngoingExamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOngoingExams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OngoingExamPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardOngoingExams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"procCount"}},{"kind":"Field","name":{"kind":"Name","value":"handCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<DashboardOngoingExamsQuery, DashboardOngoingExamsQueryVariables>;
export const DictCatalogTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DictCatalogTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dictCatalogTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dicCode"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dicCode"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dicCode"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"dicCode"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DictCatalogTreeQuery, DictCatalogTreeQueryVariables>;
export const DictValueTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DictValueTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dicCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dictValueTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dicCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dicCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"dicCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"dicCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"dicCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"dicCode"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DictValueTreeQuery, DictValueTreeQueryVariables>;
export const SaveDictCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDictCatalog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDictCatalogInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDictCatalog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dicCode"}}]}}]}}]} as unknown as DocumentNode<SaveDictCatalogMutation, SaveDictCatalogMutationVariables>;
export const DeleteDictCatalogsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDictCatalogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDictCatalogs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteDictCatalogsMutation, DeleteDictCatalogsMutationVariables>;
export const SaveDictValueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDictValue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDictValueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDictValue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveDictValueMutation, SaveDictValueMutationVariables>;
export const DeleteDictValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDictValues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDictValues"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteDictValuesMutation, DeleteDictValuesMutationVariables>;
export const DictionaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dictionary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dicCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dictionary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"dicCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dicCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<DictionaryQuery, DictionaryQueryVariables>;
export const ExamItemAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamItemAnalysis"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examItemAnalysis"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"papers"}},{"kind":"Field","name":{"kind":"Name","value":"alpha"}},{"kind":"Field","name":{"kind":"Name","value":"alphaItems"}},{"kind":"Field","name":{"kind":"Name","value":"minAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"meanScore"}},{"kind":"Field","name":{"kind":"Name","value":"fullScore"}},{"kind":"Field","name":{"kind":"Name","value":"facility"}},{"kind":"Field","name":{"kind":"Name","value":"discrimination"}},{"kind":"Field","name":{"kind":"Name","value":"itemRestCorrelation"}},{"kind":"Field","name":{"kind":"Name","value":"flags"}},{"kind":"Field","name":{"kind":"Name","value":"suggestedLevel"}},{"kind":"Field","name":{"kind":"Name","value":"unanswered"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExamItemAnalysisQuery, ExamItemAnalysisQueryVariables>;
export const ApplySuggestedLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplySuggestedLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applySuggestedLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<ApplySuggestedLevelMutation, ApplySuggestedLevelMutationVariables>;
export const ExamTmplsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamTmpls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examTmpls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}}]}}]}}]}}]} as unknown as DocumentNode<ExamTmplsQuery, ExamTmplsQueryVariables>;
export const ExamTmplGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamTmplGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tmplId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examTmplGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tmplId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tmplId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"quScore"}}]}}]}}]} as unknown as DocumentNode<ExamTmplGroupsQuery, ExamTmplGroupsQueryVariables>;
export const SaveExamTmplDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveExamTmpl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveExamTmpl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<SaveExamTmplMutation, SaveExamTmplMutationVariables>;
export const AdminExamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminExamPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminExams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"examType"}},{"kind":"Field","name":{"kind":"Name","value":"examTypeText"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"openType"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"listState"}},{"kind":"Field","name":{"kind":"Name","value":"paperCount"}},{"kind":"Field","name":{"kind":"Name","value":"canProctor"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AdminExamsQuery, AdminExamsQueryVariables>;
export const ExamDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"examType"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"openType"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"applyOn"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"listState"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualifyScore"}},{"kind":"Field","name":{"kind":"Name","value":"chance"}},{"kind":"Field","name":{"kind":"Name","value":"lateMax"}},{"kind":"Field","name":{"kind":"Name","value":"handMin"}},{"kind":"Field","name":{"kind":"Name","value":"staggerMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"answerDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"partialCredit"}},{"kind":"Field","name":{"kind":"Name","value":"camOn"}},{"kind":"Field","name":{"kind":"Name","value":"camInterval"}},{"kind":"Field","name":{"kind":"Name","value":"faceOn"}},{"kind":"Field","name":{"kind":"Name","value":"faceChance"}},{"kind":"Field","name":{"kind":"Name","value":"leaveOn"}},{"kind":"Field","name":{"kind":"Name","value":"leaveCount"}},{"kind":"Field","name":{"kind":"Name","value":"leaveSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"departIds"}},{"kind":"Field","name":{"kind":"Name","value":"groupIds"}},{"kind":"Field","name":{"kind":"Name","value":"userIds"}},{"kind":"Field","name":{"kind":"Name","value":"proctors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paperCount"}},{"kind":"Field","name":{"kind":"Name","value":"ruleList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"quScore"}}]}}]}}]}}]} as unknown as DocumentNode<ExamDetailQuery, ExamDetailQueryVariables>;
export const ExamTitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"listState"}},{"kind":"Field","name":{"kind":"Name","value":"proctors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ExamTitleQuery, ExamTitleQueryVariables>;
export const SaveExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExamSaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SaveExamMutation, SaveExamMutationVariables>;
export const SetExamStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetExamState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setExamState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}]}]}}]} as unknown as DocumentNode<SetExamStateMutation, SetExamStateMutationVariables>;
export const DeleteExamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteExamsMutation, DeleteExamsMutationVariables>;
export const RuleQuestionCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RuleQuestionCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminQuestionPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminQuestionPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<RuleQuestionCountQuery, RuleQuestionCountQueryVariables>;
export const ScopeUserNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScopeUserName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}}]}}]}}]} as unknown as DocumentNode<ScopeUserNameQuery, ScopeUserNameQueryVariables>;
export const ExamAppliesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamApplies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExamApplyPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examApplies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"examTitle"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"applyUser"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"applyTime"}},{"kind":"Field","name":{"kind":"Name","value":"applyMsg"}},{"kind":"Field","name":{"kind":"Name","value":"auditState"}},{"kind":"Field","name":{"kind":"Name","value":"auditBy"}},{"kind":"Field","name":{"kind":"Name","value":"auditByName"}},{"kind":"Field","name":{"kind":"Name","value":"auditMsg"}},{"kind":"Field","name":{"kind":"Name","value":"auditTime"}},{"kind":"Field","name":{"kind":"Name","value":"auditUsed"}}]}}]}}]}}]} as unknown as DocumentNode<ExamAppliesQuery, ExamAppliesQueryVariables>;
export const AuditExamAppliesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditExamApplies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditExamAppliesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditExamApplies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<AuditExamAppliesMutation, AuditExamAppliesMutationVariables>;
export const DeleteExamAppliesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExamApplies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExamApplies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteExamAppliesMutation, DeleteExamAppliesMutationVariables>;
export const ExamPapersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamPapers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExamPaperPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examPapers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"handedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userTime"}},{"kind":"Field","name":{"kind":"Name","value":"userScore"}},{"kind":"Field","name":{"kind":"Name","value":"objScore"}},{"kind":"Field","name":{"kind":"Name","value":"subjScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualifyScore"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewState"}},{"kind":"Field","name":{"kind":"Name","value":"exState"}},{"kind":"Field","name":{"kind":"Name","value":"exMsg"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTimes"}},{"kind":"Field","name":{"kind":"Name","value":"handBy"}}]}}]}}]}}]} as unknown as DocumentNode<ExamPapersQuery, ExamPapersQueryVariables>;
export const HandedInPapersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HandedInPapers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HandedInPaperPageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handedInPapers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"handTime"}},{"kind":"Field","name":{"kind":"Name","value":"userTime"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"handBy"}},{"kind":"Field","name":{"kind":"Name","value":"userScore"}},{"kind":"Field","name":{"kind":"Name","value":"exState"}},{"kind":"Field","name":{"kind":"Name","value":"exMsg"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTimes"}}]}}]}}]}}]} as unknown as DocumentNode<HandedInPapersQuery, HandedInPapersQueryVariables>;
export const MarkPapersAsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPapersAs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkPapersAsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPapersAs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<MarkPapersAsMutation, MarkPapersAsMutationVariables>;
export const DeletePapersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePapers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePapers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeletePapersMutation, DeletePapersMutationVariables>;
export const GrantExtraTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantExtraTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtraTimeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantExtraTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperId"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"leftSeconds"}}]}}]}}]} as unknown as DocumentNode<GrantExtraTimeMutation, GrantExtraTimeMutationVariables>;
export const PaperReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaperReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"examTitle"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"handedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userTime"}},{"kind":"Field","name":{"kind":"Name","value":"userScore"}},{"kind":"Field","name":{"kind":"Name","value":"objScore"}},{"kind":"Field","name":{"kind":"Name","value":"subjScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualifyScore"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewState"}},{"kind":"Field","name":{"kind":"Name","value":"markingLeft"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userScore"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"needsMarking"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaperQuestion_fields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperQuestion_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaperQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<PaperReviewQuery, PaperReviewQueryVariables>;
export const ReviewPaperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewPaper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewPaperInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewPaper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"objScore"}},{"kind":"Field","name":{"kind":"Name","value":"subjScore"}},{"kind":"Field","name":{"kind":"Name","value":"userScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]} as unknown as DocumentNode<ReviewPaperMutation, ReviewPaperMutationVariables>;
export const PaperMonitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaperMonitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperMonitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperId"}},{"kind":"Field","name":{"kind":"Name","value":"camOn"}},{"kind":"Field","name":{"kind":"Name","value":"camInterval"}},{"kind":"Field","name":{"kind":"Name","value":"faceOn"}},{"kind":"Field","name":{"kind":"Name","value":"faceChance"}},{"kind":"Field","name":{"kind":"Name","value":"faceFails"}},{"kind":"Field","name":{"kind":"Name","value":"leaveOn"}},{"kind":"Field","name":{"kind":"Name","value":"leaveCount"}},{"kind":"Field","name":{"kind":"Name","value":"leaveSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTimes"}}]}}]}}]} as unknown as DocumentNode<PaperMonitorQuery, PaperMonitorQueryVariables>;
export const SaveCaptureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCapture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaptureSaveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCapture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isBreak"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"faceChance"}},{"kind":"Field","name":{"kind":"Name","value":"leftChances"}},{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"failMsg"}},{"kind":"Field","name":{"kind":"Name","value":"captureId"}}]}}]}}]} as unknown as DocumentNode<SaveCaptureMutation, SaveCaptureMutationVariables>;
export const CheckProcessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTimes"}},{"kind":"Field","name":{"kind":"Name","value":"overLimit"}},{"kind":"Field","name":{"kind":"Name","value":"leaveCount"}},{"kind":"Field","name":{"kind":"Name","value":"leaveSeconds"}}]}}]}}]} as unknown as DocumentNode<CheckProcessMutation, CheckProcessMutationVariables>;
export const LeaveIncrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveIncr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveIncrInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveIncr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveTimes"}},{"kind":"Field","name":{"kind":"Name","value":"overLimit"}},{"kind":"Field","name":{"kind":"Name","value":"leaveCount"}},{"kind":"Field","name":{"kind":"Name","value":"leaveSeconds"}}]}}]}}]} as unknown as DocumentNode<LeaveIncrMutation, LeaveIncrMutationVariables>;
export const MyExamEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyExamEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myExamEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"paperId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"handBy"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}}]}}]}}]} as unknown as DocumentNode<MyExamEventsSubscription, MyExamEventsSubscriptionVariables>;
export const ExamTakeOpenPaperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamTakeOpenPaper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"openPaper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"leftSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualifyScore"}},{"kind":"Field","name":{"kind":"Name","value":"handMin"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}}]}}]}}]}}]} as unknown as DocumentNode<ExamTakeOpenPaperQuery, ExamTakeOpenPaperQueryVariables>;
export const ExamTakeQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamTakeQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paperId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paperId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paperId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"paperId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ExamTakeQuestionQuery, ExamTakeQuestionQueryVariables>;
export const ExamTakeFillAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExamTakeFillAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FillAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}}]}}]}}]} as unknown as DocumentNode<ExamTakeFillAnswerMutation, ExamTakeFillAnswerMutationVariables>;
export const ExamTakeLeftTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamTakeLeftTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperLeftTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}}]}}]} as unknown as DocumentNode<ExamTakeLeftTimeQuery, ExamTakeLeftTimeQueryVariables>;
export const ExamTakeHandExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExamTakeHandExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"userScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]} as unknown as DocumentNode<ExamTakeHandExamMutation, ExamTakeHandExamMutationVariables>;
export const WatchStatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WatchStat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchStat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requireCount"}},{"kind":"Field","name":{"kind":"Name","value":"processCount"}},{"kind":"Field","name":{"kind":"Name","value":"handCount"}},{"kind":"Field","name":{"kind":"Name","value":"missCount"}},{"kind":"Field","name":{"kind":"Name","value":"onlineCount"}}]}}]}}]} as unknown as DocumentNode<WatchStatQuery, WatchStatQueryVariables>;
export const WatchRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WatchRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WatchRowQuery"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"current"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeen"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTimes"}},{"kind":"Field","name":{"kind":"Name","value":"faceFails"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]}}]} as unknown as DocumentNode<WatchRowsQuery, WatchRowsQueryVariables>;
export const WatchExamTitleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WatchExamTitle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<WatchExamTitleQuery, WatchExamTitleQueryVariables>;
export const ExamWatchEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ExamWatchEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examWatchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"paperId"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTimes"}},{"kind":"Field","name":{"kind":"Name","value":"leaveSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"snapshotUrl"}},{"kind":"Field","name":{"kind":"Name","value":"facePass"}},{"kind":"Field","name":{"kind":"Name","value":"faceScore"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}},{"kind":"Field","name":{"kind":"Name","value":"handBy"}},{"kind":"Field","name":{"kind":"Name","value":"exState"}},{"kind":"Field","name":{"kind":"Name","value":"exMsg"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}}]}}]}}]} as unknown as DocumentNode<ExamWatchEventsSubscription, ExamWatchEventsSubscriptionVariables>;
export const SendWatchMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendWatchMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WatchMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendWatchMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}}]}}]}}]} as unknown as DocumentNode<SendWatchMessageMutation, SendWatchMessageMutationVariables>;
export const ForceHandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForceHand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForceHandInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forceHand"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ForceHandMutation, ForceHandMutationVariables>;
export const ForceHandAllDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForceHandAll"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForceHandAllInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forceHandAll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"fail"}}]}}]}}]} as unknown as DocumentNode<ForceHandAllMutation, ForceHandAllMutationVariables>;
export const PaperEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaperEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paperId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paperId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paperId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperId"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"exState"}},{"kind":"Field","name":{"kind":"Name","value":"exMsg"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTimes"}},{"kind":"Field","name":{"kind":"Name","value":"faceFails"}},{"kind":"Field","name":{"kind":"Name","value":"leaves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}},{"kind":"Field","name":{"kind":"Name","value":"leaveTimes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"captures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"facePass"}},{"kind":"Field","name":{"kind":"Name","value":"faceScore"}},{"kind":"Field","name":{"kind":"Name","value":"faceMsg"}},{"kind":"Field","name":{"kind":"Name","value":"failCount"}}]}}]}}]}}]} as unknown as DocumentNode<PaperEventsQuery, PaperEventsQueryVariables>;
export const LearnerExamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerExams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LearnerExamPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learnerExams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"examType"}},{"kind":"Field","name":{"kind":"Name","value":"examTypeText"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"openType"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualifyScore"}},{"kind":"Field","name":{"kind":"Name","value":"chance"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"listState"}},{"kind":"Field","name":{"kind":"Name","value":"applyOn"}},{"kind":"Field","name":{"kind":"Name","value":"applyState"}},{"kind":"Field","name":{"kind":"Name","value":"admitted"}},{"kind":"Field","name":{"kind":"Name","value":"openPaperId"}}]}}]}}]}}]} as unknown as DocumentNode<LearnerExamsQuery, LearnerExamsQueryVariables>;
export const ApplyExamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyExam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExamApplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyExam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"auditState"}}]}}]}}]} as unknown as DocumentNode<ApplyExamMutation, ApplyExamMutationVariables>;
export const ExamCheckInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamCheckInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"examCheckInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"examType"}},{"kind":"Field","name":{"kind":"Name","value":"examTypeText"}},{"kind":"Field","name":{"kind":"Name","value":"openType"}},{"kind":"Field","name":{"kind":"Name","value":"needsPassword"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualifyScore"}},{"kind":"Field","name":{"kind":"Name","value":"chance"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"lateMax"}},{"kind":"Field","name":{"kind":"Name","value":"handMin"}},{"kind":"Field","name":{"kind":"Name","value":"camOn"}},{"kind":"Field","name":{"kind":"Name","value":"faceOn"}},{"kind":"Field","name":{"kind":"Name","value":"leaveOn"}},{"kind":"Field","name":{"kind":"Name","value":"staggerMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"startSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startSlotIn"}},{"kind":"Field","name":{"kind":"Name","value":"realNameRequired"}},{"kind":"Field","name":{"kind":"Name","value":"listState"}},{"kind":"Field","name":{"kind":"Name","value":"openPaperId"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"quScore"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startBlock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"subCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ExamCheckInfoQuery, ExamCheckInfoQueryVariables>;
export const CreatePaperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePaperInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePaperMutation, CreatePaperMutationVariables>;
export const PaperResultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaperResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"userTime"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"handedAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualifyScore"}},{"kind":"Field","name":{"kind":"Name","value":"objScore"}},{"kind":"Field","name":{"kind":"Name","value":"subjScore"}},{"kind":"Field","name":{"kind":"Name","value":"userScore"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewState"}},{"kind":"Field","name":{"kind":"Name","value":"answerDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"answersFrom"}},{"kind":"Field","name":{"kind":"Name","value":"answersVisible"}},{"kind":"Field","name":{"kind":"Name","value":"answersHeldByExam"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"userScore"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"needsMarking"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaperQuestion_fields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperQuestion_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaperQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<PaperResultQuery, PaperResultQueryVariables>;
export const MyPapersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPapers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MyPaperPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPapers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"examTitle"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"handedAt"}},{"kind":"Field","name":{"kind":"Name","value":"userTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}},{"kind":"Field","name":{"kind":"Name","value":"qualifyScore"}},{"kind":"Field","name":{"kind":"Name","value":"userScore"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"reviewState"}}]}}]}}]}}]} as unknown as DocumentNode<MyPapersQuery, MyPapersQueryVariables>;
export const ExamWrongQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExamWrongQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WrongBookQuestionPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrongBookQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"wrongCount"}},{"kind":"Field","name":{"kind":"Name","value":"rightStreak"}},{"kind":"Field","name":{"kind":"Name","value":"lastWrongAt"}}]}}]}}]}}]} as unknown as DocumentNode<ExamWrongQuestionsQuery, ExamWrongQuestionsQueryVariables>;
export const GroupPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]}}]} as unknown as DocumentNode<GroupPagingQuery, GroupPagingQueryVariables>;
export const CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateGroupMutation, CreateGroupMutationVariables>;
export const UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]} as unknown as DocumentNode<UpdateGroupMutation, UpdateGroupMutationVariables>;
export const DeleteGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteGroupsMutation, DeleteGroupsMutationVariables>;
export const GroupMemberPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupMemberPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMemberPagingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupMemberPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"joinTime"}}]}}]}}]}}]} as unknown as DocumentNode<GroupMemberPagingQuery, GroupMemberPagingQueryVariables>;
export const JoinGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GroupMembershipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<JoinGroupsMutation, JoinGroupsMutationVariables>;
export const RemoveGroupMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveGroupMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeGroupMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<RemoveGroupMembersMutation, RemoveGroupMembersMutationVariables>;
export const LearnerHomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerHome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserBanner_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserBanner_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"deptCodeDictText"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]} as unknown as DocumentNode<LearnerHomeQuery, LearnerHomeQueryVariables>;
export const LicenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"keyConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"licensee"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"usedSeats"}},{"kind":"Field","name":{"kind":"Name","value":"expireTime"}}]}}]}}]} as unknown as DocumentNode<LicenceQuery, LicenceQueryVariables>;
export const UploadLicenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadLicence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadLicence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"keyConfigured"}},{"kind":"Field","name":{"kind":"Name","value":"licensee"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"usedSeats"}},{"kind":"Field","name":{"kind":"Name","value":"expireTime"}}]}}]}}]} as unknown as DocumentNode<UploadLicenceMutation, UploadLicenceMutationVariables>;
export const MyMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"readState"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"readState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"readState"}}},{"kind":"Argument","name":{"kind":"Name","value":"current"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"readState"}}]}}]} as unknown as DocumentNode<MyMessagesQuery, MyMessagesQueryVariables>;
export const UnreadMessageCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadMessageCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}}]}}]} as unknown as DocumentNode<UnreadMessageCountQuery, UnreadMessageCountQueryVariables>;
export const UnreadMessageCountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"UnreadMessageCountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCountChanged"}}]}}]} as unknown as DocumentNode<UnreadMessageCountChangedSubscription, UnreadMessageCountChangedSubscriptionVariables>;
export const ReadMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"readState"}}]}}]} as unknown as DocumentNode<ReadMessageMutation, ReadMessageMutationVariables>;
export const MarkMessagesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkMessagesRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markMessagesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkMessagesReadMutation, MarkMessagesReadMutationVariables>;
export const DeleteMyMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteMyMessagesMutation, DeleteMyMessagesMutationVariables>;
export const SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<SendMessageMutation, SendMessageMutationVariables>;
export const MessageSendsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessageSends"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageSends"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"current"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"sendByName"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"deptCount"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]}}]} as unknown as DocumentNode<MessageSendsQuery, MessageSendsQueryVariables>;
export const NoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NoticePagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"createByName"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]}}]}}]} as unknown as DocumentNode<NoticesQuery, NoticesQueryVariables>;
export const NoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"publishTime"}},{"kind":"Field","name":{"kind":"Name","value":"createByName"}}]}}]}}]} as unknown as DocumentNode<NoticeQuery, NoticeQueryVariables>;
export const SaveNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveNoticeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveNoticeMutation, SaveNoticeMutationVariables>;
export const DeleteNoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNotices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteNoticesMutation, DeleteNoticesMutationVariables>;
export const NotifyTmplsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotifyTmpls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifyTmpls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"current"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"msgTitle"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]}}]}}]} as unknown as DocumentNode<NotifyTmplsQuery, NotifyTmplsQueryVariables>;
export const SaveNotifyTmplDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveNotifyTmpl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveNotifyTmplInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveNotifyTmpl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveNotifyTmplMutation, SaveNotifyTmplMutationVariables>;
export const DeleteNotifyTmplsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteNotifyTmpls"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNotifyTmpls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteNotifyTmplsMutation, DeleteNotifyTmplsMutationVariables>;
export const PrepareExamNotifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrepareExamNotify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tmplId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prepareExamNotify"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tmplId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tmplId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotifyJobProgress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifyJobProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotifyJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"smsSent"}},{"kind":"Field","name":{"kind":"Name","value":"smsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}}]}}]} as unknown as DocumentNode<PrepareExamNotifyMutation, PrepareExamNotifyMutationVariables>;
export const NotifyJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotifyJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifyJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotifyJobProgress"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotifyJobProgress"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotifyJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"smsSent"}},{"kind":"Field","name":{"kind":"Name","value":"smsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}}]}}]} as unknown as DocumentNode<NotifyJobQuery, NotifyJobQueryVariables>;
export const DepartmentTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepartmentTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepartmentTreeQuery, DepartmentTreeQueryVariables>;
export const DepartmentDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepartmentDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"department"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]}}]} as unknown as DocumentNode<DepartmentDetailQuery, DepartmentDetailQueryVariables>;
export const SaveDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDepartmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"parentName"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]}}]} as unknown as DocumentNode<SaveDepartmentMutation, SaveDepartmentMutationVariables>;
export const DeleteDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDepartments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDepartments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteDepartmentsMutation, DeleteDepartmentsMutationVariables>;
export const SortDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SortDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}]}]}}]} as unknown as DocumentNode<SortDepartmentMutation, SortDepartmentMutationVariables>;
export const StartPaperExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPaperExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartPaperExportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPaperExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<StartPaperExportMutation, StartPaperExportMutationVariables>;
export const PaperExportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaperExportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperExportJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}},{"kind":"Field","name":{"kind":"Name","value":"failMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"hasResult"}},{"kind":"Field","name":{"kind":"Name","value":"hasErrorReport"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resultSize"}},{"kind":"Field","name":{"kind":"Name","value":"expireTime"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"finishTime"}}]}}]}}]} as unknown as DocumentNode<PaperExportJobQuery, PaperExportJobQueryVariables>;
export const PaperExportJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaperExportJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"examId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paperExportJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"examId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"examId"}}},{"kind":"Argument","name":{"kind":"Name","value":"current"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}},{"kind":"Field","name":{"kind":"Name","value":"failMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"hasResult"}},{"kind":"Field","name":{"kind":"Name","value":"hasErrorReport"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"resultSize"}},{"kind":"Field","name":{"kind":"Name","value":"expireTime"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"finishTime"}}]}}]}}]}}]} as unknown as DocumentNode<PaperExportJobsQuery, PaperExportJobsQueryVariables>;
export const MyPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"current"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"current"},"value":{"kind":"Variable","name":{"kind":"Name","value":"current"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refRemark"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<MyPointsQuery, MyPointsQueryVariables>;
export const PointsRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PointsRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pointsRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<PointsRulesQuery, PointsRulesQueryVariables>;
export const SavePointsRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePointsRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rules"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PointsRuleInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePointsRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rules"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rules"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<SavePointsRulesMutation, SavePointsRulesMutationVariables>;
export const UpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"deptCodeDictText"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ProfilePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"deptCodeDictText"}}]}}]} as unknown as DocumentNode<ProfilePageQuery, ProfilePageQueryVariables>;
export const AdminQuestionPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminQuestionPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminQuestionPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminQuestionPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"contentText"}},{"kind":"Field","name":{"kind":"Name","value":"optionCount"}},{"kind":"Field","name":{"kind":"Name","value":"subCount"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminQuestionPagingQuery, AdminQuestionPagingQueryVariables>;
export const AdminQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answerList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answerList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminQuestionQuery, AdminQuestionQueryVariables>;
export const SaveQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveQuestionMutation, SaveQuestionMutationVariables>;
export const DeleteQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteQuestionsMutation, DeleteQuestionsMutationVariables>;
export const RepoOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepoOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]} as unknown as DocumentNode<RepoOptionsQuery, RepoOptionsQueryVariables>;
export const RepoChapterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepoChapterOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoChapters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"repoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}}]}}]}}]} as unknown as DocumentNode<RepoChapterOptionsQuery, RepoChapterOptionsQueryVariables>;
export const MenuTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuTreeInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"metaIcon"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"metaIcon"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"metaIcon"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"metaIcon"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"metaIcon"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MenuTreeQuery, MenuTreeQueryVariables>;
export const CreateMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMenuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMenu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"metaIcon"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<CreateMenuMutation, CreateMenuMutationVariables>;
export const UpdateMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMenuInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMenuFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMenuFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMenu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"component"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"metaIcon"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]} as unknown as DocumentNode<UpdateMenuMutation, UpdateMenuMutationVariables>;
export const DeleteMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMenus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMenus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteMenusMutation, DeleteMenusMutationVariables>;
export const SortMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SortMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sortMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}}]}}]}}]} as unknown as DocumentNode<SortMenuMutation, SortMenuMutationVariables>;
export const RoleListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLevel"}},{"kind":"Field","name":{"kind":"Name","value":"userCount"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]} as unknown as DocumentNode<RoleListQuery, RoleListQueryVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"roleLevel"}}]}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const DeleteRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteRolesMutation, DeleteRolesMutationVariables>;
export const RoleMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleMenus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleMenuIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]},{"kind":"Field","name":{"kind":"Name","value":"grantableMenus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuType"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"permissionTag"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RoleMenusQuery, RoleMenusQueryVariables>;
export const SaveRoleMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRoleMenus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRoleMenusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRoleMenus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SaveRoleMenusMutation, SaveRoleMenusMutationVariables>;
export const RealNameRecordsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RealNameRecords"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RealNamePageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realNameRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"idCard"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"auditMsg"}},{"kind":"Field","name":{"kind":"Name","value":"auditByName"}},{"kind":"Field","name":{"kind":"Name","value":"auditTime"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"idCardHeldByOther"}}]}}]}}]}}]} as unknown as DocumentNode<RealNameRecordsQuery, RealNameRecordsQueryVariables>;
export const AuditRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuditRealName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditRealNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"auditMsg"}}]}}]}}]} as unknown as DocumentNode<AuditRealNameMutation, AuditRealNameMutationVariables>;
export const AutoAuditRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AutoAuditRealName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoAuditRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"auditMsg"}}]}}]}}]} as unknown as DocumentNode<AutoAuditRealNameMutation, AutoAuditRealNameMutationVariables>;
export const FaceChallengeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaceChallenge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaceChallengeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faceChallenge"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"challengeId"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}},{"kind":"Field","name":{"kind":"Name","value":"validSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<FaceChallengeMutation, FaceChallengeMutationVariables>;
export const MyRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRealName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myRealName"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"face"}},{"kind":"Field","name":{"kind":"Name","value":"idCard"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"auditMsg"}},{"kind":"Field","name":{"kind":"Name","value":"submitTime"}},{"kind":"Field","name":{"kind":"Name","value":"auditTime"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedRealName"}},{"kind":"Field","name":{"kind":"Name","value":"approvedIdCard"}},{"kind":"Field","name":{"kind":"Name","value":"approvedTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"switchConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realPerson"}},{"kind":"Field","name":{"kind":"Name","value":"faceAudit"}}]}}]}}]} as unknown as DocumentNode<MyRealNameQuery, MyRealNameQueryVariables>;
export const SubmitRealNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRealName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitRealNameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitRealName"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<SubmitRealNameMutation, SubmitRealNameMutationVariables>;
export const FaceCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaceCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FaceCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faceCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pass"}},{"kind":"Field","name":{"kind":"Name","value":"failMsg"}},{"kind":"Field","name":{"kind":"Name","value":"faceToken"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"idCard"}}]}}]}}]} as unknown as DocumentNode<FaceCheckMutation, FaceCheckMutationVariables>;
export const AdminRepoPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRepoPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RepoPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"objCount"}},{"kind":"Field","name":{"kind":"Name","value":"subjCount"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}},{"kind":"Field","name":{"kind":"Name","value":"updateTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRepoPagingQuery, AdminRepoPagingQueryVariables>;
export const AdminRepoDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRepoDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRepoDetailQuery, AdminRepoDetailQueryVariables>;
export const SaveRepoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRepo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRepoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRepo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}}]}}]}}]}}]} as unknown as DocumentNode<SaveRepoMutation, SaveRepoMutationVariables>;
export const DeleteReposDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRepos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRepos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<DeleteReposMutation, DeleteReposMutationVariables>;
export const StartQuestionExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartQuestionExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startQuestionExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"repoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repoId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionJob_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionJob_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}},{"kind":"Field","name":{"kind":"Name","value":"failMessage"}},{"kind":"Field","name":{"kind":"Name","value":"hasErrorReport"}},{"kind":"Field","name":{"kind":"Name","value":"hasResult"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<StartQuestionExportMutation, StartQuestionExportMutationVariables>;
export const QuestionJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuestionJob_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuestionJob_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}},{"kind":"Field","name":{"kind":"Name","value":"failMessage"}},{"kind":"Field","name":{"kind":"Name","value":"hasErrorReport"}},{"kind":"Field","name":{"kind":"Name","value":"hasResult"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<QuestionJobQuery, QuestionJobQueryVariables>;
export const LearnerRepoPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerRepoPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RepoPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"objCount"}},{"kind":"Field","name":{"kind":"Name","value":"subjCount"}}]}}]}}]}}]} as unknown as DocumentNode<LearnerRepoPagingQuery, LearnerRepoPagingQueryVariables>;
export const LearnerRepoDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerRepoDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"objCount"}},{"kind":"Field","name":{"kind":"Name","value":"subjCount"}},{"kind":"Field","name":{"kind":"Name","value":"typeCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}}]}}]}}]}}]} as unknown as DocumentNode<LearnerRepoDetailQuery, LearnerRepoDetailQueryVariables>;
export const RepoWrongCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepoWrongCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repoId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrongBookQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"repoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repoId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<RepoWrongCountQuery, RepoWrongCountQueryVariables>;
export const SmsOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmsOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsOutboxPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"smsOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"smsType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]}}]} as unknown as DocumentNode<SmsOutboxQuery, SmsOutboxQueryVariables>;
export const DepartmentTreeSelectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepartmentTreeSelect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departmentTreeSelect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptName"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DepartmentTreeSelectQuery, DepartmentTreeSelectQueryVariables>;
export const RoleOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"roleLevel"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]} as unknown as DocumentNode<RoleOptionsQuery, RoleOptionsQueryVariables>;
export const GroupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"current"},"value":{"kind":"IntValue","value":"1"}},{"kind":"ObjectField","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}}]}}]} as unknown as DocumentNode<GroupOptionsQuery, GroupOptionsQueryVariables>;
export const UserSelectPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSelectPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUserPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptCodeDictText"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<UserSelectPagingQuery, UserSelectPagingQueryVariables>;
export const RepoPickPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RepoPickPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RepoPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"objCount"}},{"kind":"Field","name":{"kind":"Name","value":"subjCount"}}]}}]}}]}}]} as unknown as DocumentNode<RepoPickPagingQuery, RepoPickPagingQueryVariables>;
export const AdminExamPickPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExamPickPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminExamPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminExams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"examType"}},{"kind":"Field","name":{"kind":"Name","value":"examTypeText"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}}]}}]}}]}}]} as unknown as DocumentNode<AdminExamPickPagingQuery, AdminExamPickPagingQueryVariables>;
export const LearnerExamPickPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerExamPickPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LearnerExamPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learnerExams"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"examType"}},{"kind":"Field","name":{"kind":"Name","value":"examTypeText"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"totalScore"}}]}}]}}]}}]} as unknown as DocumentNode<LearnerExamPickPagingQuery, LearnerExamPickPagingQueryVariables>;
export const TmplPickPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TmplPickPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifyTmpls"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"current"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}}]}}]}}]}}]} as unknown as DocumentNode<TmplPickPagingQuery, TmplPickPagingQueryVariables>;
export const UserPickPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserPickPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUserPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"deptCodeDictText"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}}]}}]}}]}}]} as unknown as DocumentNode<UserPickPagingQuery, UserPickPagingQueryVariables>;
export const StartTrainingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTraining"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTrainingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Training_header"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Training_header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeText"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"rightCount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StartTrainingMutation, StartTrainingMutationVariables>;
export const TrainingQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingQuestion_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingQuestion_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"trainId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingQuestionQuery, TrainingQuestionQueryVariables>;
export const CheckTrainingAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckTrainingAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkTrainingAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingQuestion_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingQuestion_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"trainId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<CheckTrainingAnswerMutation, CheckTrainingAnswerMutationVariables>;
export const FillTrainingAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FillTrainingAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fillTrainingAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingQuestion_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingQuestion_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"trainId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<FillTrainingAnswerMutation, FillTrainingAnswerMutationVariables>;
export const TrainingCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"rightCount"}},{"kind":"Field","name":{"kind":"Name","value":"wrongCount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}}]}}]}}]} as unknown as DocumentNode<TrainingCardQuery, TrainingCardQueryVariables>;
export const TrainingDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrainingDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"training"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Training_header"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Training_header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeText"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"rightCount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TrainingDetailQuery, TrainingDetailQueryVariables>;
export const FinishTrainingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishTraining"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Training_header"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Training_header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeText"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"rightCount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FinishTrainingMutation, FinishTrainingMutationVariables>;
export const MyTrainingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTrainings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTrainings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Training_header"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Training_header"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Training"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"modeText"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"examId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"rightCount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MyTrainingsQuery, MyTrainingsQueryVariables>;
export const QuestionDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrainingQuestion_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrainingQuestion_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"trainId"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}},{"kind":"Field","name":{"kind":"Name","value":"analysis"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"blanks"}},{"kind":"Field","name":{"kind":"Name","value":"referenceAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"rightBlanks"}},{"kind":"Field","name":{"kind":"Name","value":"matchChoices"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"abc"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"checked"}},{"kind":"Field","name":{"kind":"Name","value":"isRight"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leftId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<QuestionDetailQuery, QuestionDetailQueryVariables>;
export const UserSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotify"}}]}}]}}]} as unknown as DocumentNode<UserSettingsQuery, UserSettingsQueryVariables>;
export const UpdateMySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"smsNotify"}}]}}]}}]} as unknown as DocumentNode<UpdateMySettingsMutation, UpdateMySettingsMutationVariables>;
export const AdminUserPagingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserPaging"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserPagingInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUserPaging"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"familyName"}},{"kind":"Field","name":{"kind":"Name","value":"className"}},{"kind":"Field","name":{"kind":"Name","value":"deptCode"}},{"kind":"Field","name":{"kind":"Name","value":"deptCodeDictText"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expireTime"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"roleNames"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}},{"kind":"Field","name":{"kind":"Name","value":"createTime"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUserPagingQuery, AdminUserPagingQueryVariables>;
export const SaveUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveUserMutation, SaveUserMutationVariables>;
export const BatchUserDeptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchUserDept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deptCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchUserDept"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"deptCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deptCode"}}}]}]}}]} as unknown as DocumentNode<BatchUserDeptMutation, BatchUserDeptMutationVariables>;
export const BatchUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}}]}]}}]} as unknown as DocumentNode<BatchUserRoleMutation, BatchUserRoleMutationVariables>;
export const BatchUserExpireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchUserExpire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expireTime"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchUserExpire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"expireTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expireTime"}}}]}]}}]} as unknown as DocumentNode<BatchUserExpireMutation, BatchUserExpireMutationVariables>;
export const SetUserStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}]}]}}]} as unknown as DocumentNode<SetUserStateMutation, SetUserStateMutationVariables>;
export const ChangeUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeUserPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangeUserPasswordMutation, ChangeUserPasswordMutationVariables>;
export const StartUserExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartUserExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserExportInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startUserExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}}]}}]}}]} as unknown as DocumentNode<StartUserExportMutation, StartUserExportMutationVariables>;
export const UserTransferJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserTransferJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userTransferJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"failReason"}},{"kind":"Field","name":{"kind":"Name","value":"failMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"hasResult"}},{"kind":"Field","name":{"kind":"Name","value":"hasErrorReport"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"subCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UserTransferJobQuery, UserTransferJobQueryVariables>;
export const WrongBookReposDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WrongBookRepos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WrongBookRepoPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrongBookRepos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"quCount"}},{"kind":"Field","name":{"kind":"Name","value":"wrongCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastWrongAt"}}]}}]}}]}}]} as unknown as DocumentNode<WrongBookReposQuery, WrongBookReposQueryVariables>;
export const WrongBookQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WrongBookQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WrongBookQuestionPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wrongBookQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quId"}},{"kind":"Field","name":{"kind":"Name","value":"quType"}},{"kind":"Field","name":{"kind":"Name","value":"repoId"}},{"kind":"Field","name":{"kind":"Name","value":"repoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"wrongCount"}},{"kind":"Field","name":{"kind":"Name","value":"rightStreak"}},{"kind":"Field","name":{"kind":"Name","value":"lastWrongAt"}}]}}]}}]}}]} as unknown as DocumentNode<WrongBookQuestionsQuery, WrongBookQuestionsQueryVariables>;