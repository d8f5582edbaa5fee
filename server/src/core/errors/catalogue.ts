import type { CatalogueEntry } from './catalogue-types.ts';

/**
 * The one error catalogue. Every code the specs list (learner-side section 8,
 * admin back office section 8) has an entry, plus a few platform codes the specs lack, each marked
 * "Platform code" below. Services throw `AppError(name, args)`; GraphQL sends `gqlClass` as
 * `extensions.code`, the key as `subCode` and `code` as `legacyCode`; REST sends `code` and the
 * template rendered in the request language.
 *
 * Templates use `{name}` placeholders (usually `{n}`), identical in zh and en, filled from the
 * AppError args. Literal braces are not allowed in templates.
 *
 * Where the spec gives a whole range with a loose description (20010001-20010050, 13001001-13001035,
 * 14001001-14001022), each number was given one distinct meaning consistent with that description.
 * Never renumber an entry: legacy clients and translations key on the numbers.
 */
export const catalogue = {
  // ---------------------------------------------------------------------------------------------
  // Common (1001xxxx)
  // ---------------------------------------------------------------------------------------------
  PARAM_INVALID: {
    code: 10010001,
    gqlClass: 'BAD_USER_INPUT',
    zh: '参数不完整或类型错误！',
    en: 'Some parameters are missing or have the wrong type.',
  },
  NOT_LOGGED_IN: {
    code: 10010002,
    gqlClass: 'UNAUTHENTICATED',
    zh: '您尚未登录或登录已过期，请重新登录！',
    en: 'You are not logged in or your session has expired. Please log in again.',
  },
  DATA_UNAVAILABLE: {
    code: 10010003,
    gqlClass: 'NOT_FOUND',
    zh: '数据不可用或已被删除！',
    en: 'The data is unavailable or has been deleted.',
  },
  /** Platform code (not in the spec): our chosen code for "permission denied". */
  PERMISSION_DENIED: {
    code: 10010004,
    gqlClass: 'FORBIDDEN',
    zh: '您没有执行此操作的权限！',
    en: 'You lack the permission for this action.',
  },
  /** Platform code (not in the spec): rate limited (login, captcha, SMS and other guarded calls). */
  TOO_MANY_ATTEMPTS: {
    code: 10010005,
    gqlClass: 'TOO_MANY_REQUESTS',
    zh: '尝试次数过多，请{n}秒后再试！',
    en: 'Too many attempts. Try again in {n} seconds.',
  },
  /** Platform code (not in the spec): the captcha key is unknown, expired or already consumed. */
  CAPTCHA_EXPIRED: {
    code: 10010006,
    gqlClass: 'BAD_USER_INPUT',
    zh: '图形验证码已过期或已使用，请刷新后重新输入！',
    en: 'The picture captcha has expired or was already used. Get a new picture and try again.',
  },
  /** Platform code (not in the spec): server-side password policy (the password rules' texts combined). */
  PASSWORD_POLICY: {
    code: 10010007,
    gqlClass: 'BAD_USER_INPUT',
    zh: '密码长度应为8-60位，且应包含大写字母、小写字母、数字、特殊字符其中三种!',
    en: 'The password must be 8 to 60 characters long and contain at least three of: uppercase letters, lowercase letters, digits, special characters.',
  },
  /** Platform code (not in the spec): confirmation differs from the new password. */
  PASSWORD_CONFIRM_MISMATCH: {
    code: 10010008,
    gqlClass: 'BAD_USER_INPUT',
    zh: '两次输入的密码不一致!',
    en: 'Password entries do not match!',
  },
  /** Platform code (not in the spec): the new password equals the current one. */
  PASSWORD_SAME_AS_OLD: {
    code: 10010009,
    gqlClass: 'BAD_USER_INPUT',
    zh: '新密码不能与当前密码相同！',
    en: 'The new password must differ from the current password.',
  },
  /** Platform code (not in the spec): unexpected failure; details are logged, never sent. */
  INTERNAL_ERROR: {
    code: 10010010,
    gqlClass: 'INTERNAL_SERVER_ERROR',
    zh: '服务器开小差了，请稍后再试！',
    en: 'The server had a hiccup. Please try again later.',
  },
  /** Platform code (not in the spec): unknown REST route. */
  ROUTE_NOT_FOUND: {
    code: 10010011,
    gqlClass: 'NOT_FOUND',
    zh: '接口地址错误，请联系管理员！',
    en: 'Interface address error. Please contact the administrator.',
  },
  CAPTCHA_WRONG: {
    code: 10010012,
    gqlClass: 'BAD_USER_INPUT',
    zh: '图形验证码错误！',
    en: 'The picture captcha is wrong.',
  },
  SMS_CODE_WRONG: {
    code: 10010013,
    gqlClass: 'BAD_USER_INPUT',
    zh: '短信验证码错误！',
    en: 'The SMS verification code is wrong.',
  },
  DUPLICATE_COMMENT: {
    code: 10010014,
    gqlClass: 'CONFLICT',
    zh: '请勿重复评论！',
    en: 'Duplicate comments are not permitted.',
  },
  /**
   * Licence invalid or expired; the client redirects to the licence page with the message.
   * FORBIDDEN rather than UNAUTHENTICATED: logging in again cannot fix it.
   */
  LICENSE_INVALID: {
    code: 10010015,
    gqlClass: 'FORBIDDEN',
    zh: '系统授权无效或已过期，请联系管理员更新授权！',
    en: 'The system licence is invalid or has expired. Please ask the administrator to renew it.',
  },
  /** Platform code (not in the spec): request body above the size limit (HTTP 413). */
  PAYLOAD_TOO_LARGE: {
    code: 10010016,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请求内容过大，请减小后重试！',
    en: 'The request is too large. Make it smaller and try again.',
  },
  /** Platform code (not in the spec): a bank that exam rules draw from cannot be deleted. */
  REPO_USED_BY_EXAM: {
    code: 10010017,
    gqlClass: 'CONFLICT',
    zh: '题库已被考试的组卷规则使用，无法删除！',
    en: 'The question bank is used by the paper rules of an exam, so it cannot be deleted.',
  },
  /** Platform code (not in the spec): the request body's content type or charset is not accepted (HTTP 415). */
  UNSUPPORTED_MEDIA_TYPE: {
    code: 10010018,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请求内容类型不受支持，请以UTF-8编码的JSON发送！',
    en: 'The request content type is not supported. Send JSON encoded as UTF-8.',
  },
  /** Platform code (not in the spec): one WebSocket connection runs too many operations at once. */
  TOO_MANY_OPERATIONS: {
    code: 10010019,
    gqlClass: 'TOO_MANY_REQUESTS',
    zh: '同时进行的订阅过多，每个连接最多{n}个！',
    en: 'Too many operations at once: at most {n} per connection.',
  },
  /** Platform code (not in the spec): the account had recent failed logins; a picture captcha is needed. */
  LOGIN_CAPTCHA_REQUIRED: {
    code: 10010020,
    gqlClass: 'BAD_USER_INPUT',
    zh: '该账号近期登录失败次数较多，请输入图形验证码后再登录！',
    en: 'This account had several failed logins recently. Enter the picture captcha to log in.',
  },
  /** Platform code (not in the spec): this learner gave too many wrong passwords for this exam. */
  EXAM_PASSWORD_TRIES_EXCEEDED: {
    code: 10010021,
    gqlClass: 'TOO_MANY_REQUESTS',
    zh: '考试密码错误次数过多，请{n}分钟后再试！',
    en: 'Too many wrong exam passwords. Try again in {n} minutes.',
  },
  /** Platform code (not in the spec): too many wrong passwords for this exam across all learners. */
  EXAM_PASSWORD_EXAM_LOCKED: {
    code: 10010022,
    gqlClass: 'TOO_MANY_REQUESTS',
    zh: '该考试的密码错误次数过多，请{n}分钟后再试！',
    en: 'Too many wrong passwords were given for this exam. Try again in {n} minutes.',
  },
  /** Platform code (not in the spec): the caller uploaded too many files in the rate window. */
  UPLOAD_RATE_EXCEEDED: {
    code: 10010023,
    gqlClass: 'TOO_MANY_REQUESTS',
    zh: '上传过于频繁：每{m}分钟最多上传{n}个文件，请稍后再试！',
    en: 'Too many uploads: at most {n} files every {m} minutes. Try again later.',
  },
  /** Platform code (not in the spec): the caller's stored files would exceed their quota. */
  UPLOAD_QUOTA_EXCEEDED: {
    code: 10010024,
    gqlClass: 'FORBIDDEN',
    zh: '上传空间不足：每个用户最多存储{n} MB的文件！',
    en: 'Upload quota exceeded: each user may store at most {n} MB of files.',
  },
  /**
   * Platform code (not in the spec): a state-changing call signed in by the cookie from another
   * origin, or with a body that is not JSON (multipart for uploads); HTTP 403.
   */
  CROSS_SITE_REFUSED: {
    code: 10010025,
    gqlClass: 'FORBIDDEN',
    zh: '请求被拒绝：跨站请求！',
    en: 'Request refused: cross-site request.',
  },

  // ---------------------------------------------------------------------------------------------
  // Exam and training (20010001-20010050)
  // ---------------------------------------------------------------------------------------------
  QUESTION_DELETED: {
    code: 20010001,
    gqlClass: 'NOT_FOUND',
    zh: '试题已被删除，无法继续！',
    en: 'The questions have been deleted, so you cannot continue.',
  },
  EXAM_IN_PROGRESS: {
    code: 20010002,
    gqlClass: 'CONFLICT',
    zh: '您有正在进行的考试，请先完成该考试！',
    en: 'You already have an exam in progress. Finish it first.',
  },
  EXAM_NOT_PARTICIPANT: {
    code: 20010003,
    gqlClass: 'FORBIDDEN',
    zh: '您不在本场考试的考生名单中！',
    en: 'You are not on the participant list for this exam.',
  },
  EXAM_APPLY_UNDER_REVIEW: {
    code: 20010004,
    gqlClass: 'CONFLICT',
    zh: '您的报名申请正在审核中，请耐心等待！',
    en: 'Your application is already under review. Please wait.',
  },
  /** Proctor messages one examinee who is offline. */
  MESSAGE_USER_OFFLINE: {
    code: 20010005,
    gqlClass: 'CONFLICT',
    zh: '消息发送失败，该用户不在线！',
    en: 'The message cannot be sent: the user is offline.',
  },
  /** Proctor broadcasts to an exam with nobody online. */
  MESSAGE_NO_USER_ONLINE: {
    code: 20010006,
    gqlClass: 'CONFLICT',
    zh: '消息发送失败，当前没有在线的考生！',
    en: 'The message cannot be sent: no examinee is online.',
  },
  EXPORT_NO_DATA: {
    code: 20010007,
    gqlClass: 'NOT_FOUND',
    zh: '没有可导出的数据！',
    en: 'There is no data to export.',
  },
  EXPORT_NO_RESULTS: {
    code: 20010008,
    gqlClass: 'NOT_FOUND',
    zh: '暂无可导出的考试成绩！',
    en: 'There are no exam results to export.',
  },
  EXPORT_EXPIRED: {
    code: 20010130,
    gqlClass: 'NOT_FOUND',
    zh: '导出文件已过期并被删除，请重新导出！',
    en: 'The exported file has expired and was deleted. Export it again.',
  },
  EXPORT_NOT_READY: {
    code: 20010131,
    gqlClass: 'CONFLICT',
    zh: '导出尚未完成，请稍后再下载！',
    en: 'The export has not finished yet. Download it later.',
  },
  TRAIN_NO_QUESTIONS: {
    code: 20010009,
    gqlClass: 'NOT_FOUND',
    zh: '当前训练没有可用的试题！',
    en: 'This training has no questions.',
  },
  TRAIN_BANK_CLOSED: {
    code: 20010010,
    gqlClass: 'CONFLICT',
    zh: '题库已关闭，无法进行训练！',
    en: 'The question bank is closed, so training is not possible.',
  },
  TRAIN_BANK_EMPTY: {
    code: 20010011,
    gqlClass: 'NOT_FOUND',
    zh: '题库中还没有试题！',
    en: 'The question bank has no questions yet.',
  },
  TRAIN_NO_WRONG_QUESTIONS: {
    code: 20010012,
    gqlClass: 'NOT_FOUND',
    zh: '您在该题库中没有错题，无需进行错题训练！',
    en: 'You have no wrong answers in this bank to practise.',
  },
  TRAIN_NO_QUESTIONS_OF_TYPE: {
    code: 20010013,
    gqlClass: 'NOT_FOUND',
    zh: '题库中没有该题型的试题！',
    en: 'The question bank has no questions of this type.',
  },
  TRAIN_CHAPTER_EMPTY: {
    code: 20010014,
    gqlClass: 'NOT_FOUND',
    zh: '所选章节中没有试题！',
    en: 'The selected chapter has no questions.',
  },
  EXAM_NOT_FOUND: {
    code: 20010015,
    gqlClass: 'NOT_FOUND',
    zh: '考试不存在或已被删除！',
    en: 'The exam does not exist or has been deleted.',
  },
  STAT_EXAM_REQUIRED: {
    code: 20010016,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择要统计的考试！',
    en: 'Select the exam for the statistics.',
  },
  STAT_DEPT_REQUIRED: {
    code: 20010017,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择要统计的部门！',
    en: 'Select the department for the statistics.',
  },
  STAT_DATE_RANGE_REQUIRED: {
    code: 20010018,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择统计的日期范围！',
    en: 'Select the date range for the statistics.',
  },
  STAT_START_DATE_REQUIRED: {
    code: 20010019,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择统计的开始日期！',
    en: 'Select the start date for the statistics.',
  },
  STAT_END_DATE_REQUIRED: {
    code: 20010020,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择统计的结束日期！',
    en: 'Select the end date for the statistics.',
  },
  STAT_REPO_REQUIRED: {
    code: 20010021,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择要统计的题库！',
    en: 'Select the question bank for the statistics.',
  },
  STAT_USER_REQUIRED: {
    code: 20010022,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择要统计的用户！',
    en: 'Select the user for the statistics.',
  },
  STAT_COURSE_REQUIRED: {
    code: 20010023,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择要统计的课程！',
    en: 'Select the course for the statistics.',
  },
  STAT_EXAM_TYPE_REQUIRED: {
    code: 20010024,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择要统计的考试类型！',
    en: 'Select the exam type for the statistics.',
  },
  STAT_SCORE_RANGE_REQUIRED: {
    code: 20010025,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请设置统计的分数段！',
    en: 'Set the score ranges for the statistics.',
  },
  STAT_CYCLE_REQUIRED: {
    code: 20010026,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请选择统计周期（按日、按周或按月）！',
    en: 'Select the statistics cycle (daily, weekly or monthly).',
  },
  /** An answer arrived after the paper's deadline (time limit or exam end) and was refused. */
  PAPER_DEADLINE_PASSED: {
    code: 20010027,
    gqlClass: 'CONFLICT',
    zh: '考试时间已到，答案无法再提交！',
    en: 'The paper deadline has passed; answers are no longer accepted.',
  },
  PAPER_NOT_OWNED: {
    code: 20010028,
    gqlClass: 'FORBIDDEN',
    zh: '这不是您的试卷，无权操作！',
    en: 'This paper does not belong to you.',
  },
  SCORE_EXCEEDS_QUESTION_VALUE: {
    code: 20010029,
    gqlClass: 'BAD_USER_INPUT',
    zh: '得分不能超过本题分值{n}分！',
    en: "The score cannot exceed the question's value of {n} points.",
  },
  SCORE_VALUE_ZERO: {
    code: 20010030,
    gqlClass: 'BAD_USER_INPUT',
    zh: '试题分值不能为0！',
    en: 'A question cannot be worth zero points.',
  },
  SCORE_ABOVE_TOTAL: {
    code: 20010031,
    gqlClass: 'BAD_USER_INPUT',
    zh: '成绩不能超过试卷总分{n}分！',
    en: "The result cannot exceed the paper's total score of {n} points.",
  },
  QUESTION_NOT_IN_PAPER: {
    code: 20010032,
    gqlClass: 'NOT_FOUND',
    zh: '该试题不在本试卷中！',
    en: 'This question is not part of the paper.',
  },
  PAPER_NOT_FOUND: {
    code: 20010033,
    gqlClass: 'NOT_FOUND',
    zh: '试卷不存在或已被删除！',
    en: 'The paper does not exist or has been deleted.',
  },
  EXAM_APPLY_NOT_ALLOWED: {
    code: 20010034,
    gqlClass: 'FORBIDDEN',
    zh: '本场考试不接受报名申请！',
    en: 'This exam does not accept applications.',
  },
  EXAM_PRIVATE_NEEDS_SIGNUP: {
    code: 20010035,
    gqlClass: 'FORBIDDEN',
    zh: '本考试为非公开考试，请先学习指定课程或报名后再参加！',
    en: 'This is a private exam: complete the required course or sign up first.',
  },
  EXAM_NOT_IN_TIME_WINDOW: {
    code: 20010036,
    gqlClass: 'CONFLICT',
    zh: '考试尚未开始或已经结束！',
    en: 'The exam has not started yet or has already ended.',
  },
  EXAM_LATE: {
    code: 20010037,
    gqlClass: 'CONFLICT',
    zh: '迟到超过{n}分钟，不能再参加考试！',
    en: 'You are more than {n} minutes late and can no longer enter the exam.',
  },
  EXAM_ATTEMPTS_EXCEEDED: {
    code: 20010038,
    gqlClass: 'CONFLICT',
    zh: '考试次数已用完，本考试共有{n}次机会！',
    en: 'You have used all your attempts ({n} chances in total).',
  },
  /** The exam is not open for taking (disabled or otherwise not in progress). */
  EXAM_STATE_INVALID: {
    code: 20010039,
    gqlClass: 'CONFLICT',
    zh: '考试状态异常，当前无法参加考试！',
    en: 'The exam is not open for taking in its current state.',
  },
  EXAM_PASSWORD_WRONG: {
    code: 20010040,
    gqlClass: 'BAD_USER_INPUT',
    zh: '考试密码错误！',
    en: 'The exam password is wrong.',
  },
  EXAM_APPLY_ALREADY_APPROVED: {
    code: 20010041,
    gqlClass: 'CONFLICT',
    zh: '您的报名已审核通过，无需重复申请！',
    en: 'Your application has already been approved.',
  },
  /** A paper rule (question type, bank, difficulty) matched no questions. */
  EXAM_RULE_NO_QUESTIONS: {
    code: 20010042,
    gqlClass: 'NOT_FOUND',
    zh: '组卷规则没有抽取到任何试题，请检查考试设置！',
    en: 'A paper rule of this exam matches no questions. Check the exam settings.',
  },
  EXAM_RULE_EXCEEDS_BANK: {
    code: 20010043,
    gqlClass: 'BAD_USER_INPUT',
    zh: '抽题数量超过题库中的试题数量（最多{n}道）！',
    en: 'The rule asks for more questions than the bank holds (at most {n}).',
  },
  /** Editing or deleting an exam that is running or already has papers. */
  EXAM_LOCKED_BY_STATE: {
    code: 20010044,
    gqlClass: 'CONFLICT',
    zh: '考试进行中或已有考生参加，无法修改或删除！',
    en: 'The exam is in progress or already has examinees, so it cannot be changed or deleted.',
  },
  HAND_IN_TOO_EARLY: {
    code: 20010045,
    gqlClass: 'CONFLICT',
    zh: '开考{n}分钟后才允许交卷！',
    en: 'You cannot hand in until {n} minutes after the exam starts.',
  },
  PAPER_NOT_AWAITING_REVIEW: {
    code: 20010046,
    gqlClass: 'CONFLICT',
    zh: '该试卷不处于待阅卷状态！',
    en: 'This paper is not awaiting marking.',
  },
  EXAM_REAL_PERSON_REQUIRED: {
    code: 20010047,
    gqlClass: 'FORBIDDEN',
    zh: '本考试需要先完成实名认证！',
    en: 'This exam requires real-name verification first.',
  },
  /** The examinee left the exam window more often than allowed; the paper was handed in. */
  EXAM_LEAVE_LIMIT_EXCEEDED: {
    code: 20010048,
    gqlClass: 'CONFLICT',
    zh: '离开考试页面超过{n}次，试卷已被强制交卷！',
    en: 'You left the exam page more than {n} times, so your paper was handed in.',
  },
  EXAM_PAPER_NOT_CONFIGURED: {
    code: 20010049,
    gqlClass: 'NOT_FOUND',
    zh: '考试尚未设置试卷！',
    en: 'The exam has no paper set up.',
  },
  PAPER_ALREADY_HANDED_IN: {
    code: 20010050,
    gqlClass: 'CONFLICT',
    zh: '试卷已交卷，请勿重复提交！',
    en: 'This paper has already been handed in.',
  },
  /** Platform code (not in the spec): a camera capture for an exam without camera monitoring. */
  PROCTOR_CAMERA_OFF: {
    code: 20010070,
    gqlClass: 'CONFLICT',
    zh: '本场考试未开启摄像头监控！',
    en: 'This exam does not use camera monitoring.',
  },
  /** Platform code: the exMsg of a paper handed in after too many failed face checks. */
  EXAM_FACE_LIMIT_EXCEEDED: {
    code: 20010071,
    gqlClass: 'CONFLICT',
    zh: '人脸核验连续失败{n}次，试卷已被强制交卷！',
    en: 'The face check failed {n} times in a row, so your paper was handed in.',
  },
  /** Platform code: a proctor handed the paper in (the learner's alert and the default exMsg). */
  EXAM_FORCED_HAND_IN: {
    code: 20010072,
    gqlClass: 'CONFLICT',
    zh: '监考老师已将您的试卷强制交卷！',
    en: 'A proctor has handed your paper in.',
  },
  /** Platform code: the caller is not one of the exam's assigned proctors (nothing of it is told). */
  EXAM_NOT_PROCTOR: {
    code: 20010073,
    gqlClass: 'FORBIDDEN',
    zh: '您不是该考试的监考人员，无权监考！',
    en: 'You are not a proctor of this exam.',
  },
  /** Platform code: the exam socket's alert when a proctor handed the paper in with a reason. */
  EXAM_FORCED_HAND_IN_REASON: {
    code: 20010080,
    gqlClass: 'CONFLICT',
    zh: '监考老师已将您的试卷强制交卷：{reason}',
    en: 'A proctor has handed your paper in: {reason}',
  },
  /** Platform code: the exam socket's alert when the paper was handed in by the system. */
  EXAM_HANDED_IN_NOTICE: {
    code: 20010081,
    gqlClass: 'CONFLICT',
    zh: '您的试卷已交卷。',
    en: 'Your paper has been handed in.',
  },
  /** Platform code: the exam socket's alert when the system handed the paper in with a reason. */
  EXAM_HANDED_IN_REASON: {
    code: 20010082,
    gqlClass: 'CONFLICT',
    zh: '您的试卷已交卷：{reason}',
    en: 'Your paper has been handed in: {reason}',
  },
  /** Platform code: the exam socket's alert when the learner was given extra time. */
  EXAM_TIME_EXTENDED: {
    code: 20010083,
    gqlClass: 'CONFLICT',
    zh: '考试时间已延长，新的截止时间：{deadline}',
    en: 'Your exam time was extended; it now ends at {deadline}.',
  },
  /** Platform code: a staggered exam's learner asked to start before their own start slot. */
  EXAM_BEFORE_SLOT: {
    code: 20010090,
    gqlClass: 'CONFLICT',
    zh: '本场考试错峰开考，您的开考时间为{time}，请到时再开始！',
    en: 'This exam has staggered starts: your start time is {time}. You can start then.',
  },
  /** Platform code: a staggered exam must end after its last slot plus the exam's duration. */
  EXAM_STAGGER_END_TOO_EARLY: {
    code: 20010091,
    gqlClass: 'BAD_USER_INPUT',
    zh: '错峰开考时，结束时间不能早于{time}（开始时间 + 错峰分钟数 + 考试时长）！',
    en: 'With staggered starts the end time must be no earlier than {time} (start time + stagger minutes + duration).',
  },
  /** Platform code: a suggested level is offered only for a question with enough finished papers. */
  ANALYSIS_NO_SUGGESTION: {
    code: 20010110,
    gqlClass: 'CONFLICT',
    zh: '该试题的作答人数不足{n}人，暂无难度建议！',
    en: 'Fewer than {n} finished papers answered this question, so no level is suggested yet.',
  },
  /** Platform code: the question is not on any finished paper of the exam. */
  ANALYSIS_QUESTION_NOT_IN_EXAM: {
    code: 20010111,
    gqlClass: 'NOT_FOUND',
    zh: '该试题不在本场考试已完成的试卷中！',
    en: 'The question is not on any finished paper of this exam.',
  },
  /** Platform code: an exam template was deleted or never existed. */
  EXAM_TMPL_NOT_FOUND: {
    code: 20010112,
    gqlClass: 'NOT_FOUND',
    zh: '考试模板不存在或已被删除！',
    en: 'The exam template does not exist or has been deleted.',
  },
  /** Platform code: a template is saved from an exam's draw rules, so the exam needs some. */
  EXAM_TMPL_NO_RULES: {
    code: 20010113,
    gqlClass: 'BAD_USER_INPUT',
    zh: '该考试没有组卷规则，无法保存为模板！',
    en: 'The exam has no draw rules to save as a template.',
  },
  /** Platform code: a course that is not published, or not open to the learner. */
  COURSE_NOT_AVAILABLE: {
    code: 20010150,
    gqlClass: 'NOT_FOUND',
    zh: '课程不存在或未向您开放！',
    en: 'This course does not exist or is not open to you.',
  },
  /** Platform code: a course item whose file, bank or exam is missing or of the wrong kind. */
  COURSE_ITEM_INVALID: {
    code: 20010151,
    gqlClass: 'BAD_USER_INPUT',
    zh: '第{chapter}章第{item}节的内容无效：{reason}',
    en: 'Chapter {chapter}, item {item} is not valid: {reason}',
  },
  /** Platform code: a video key request without a valid, recent signature. */
  COURSE_VIDEO_KEY_DENIED: {
    code: 20010152,
    gqlClass: 'FORBIDDEN',
    zh: '视频密钥请求已过期或无效，请刷新页面后重试！',
    en: 'The video key request has expired or is not valid. Reload the page and try again.',
  },
  /** Platform code: transcoding asked for while no ffmpeg is available to the server. */
  COURSE_TRANSCODE_UNAVAILABLE: {
    code: 20010153,
    gqlClass: 'CONFLICT',
    zh: '服务器未安装 ffmpeg（也未在存储配置中设置 ffmpegHome），视频将按上传的原文件播放！',
    en: 'ffmpeg is not installed on the server (and no ffmpegHome is set in the storage settings): videos play as uploaded.',
  },
  /** Platform code: a course item that is not a video where a video is needed. */
  COURSE_NOT_A_VIDEO: {
    code: 20010154,
    gqlClass: 'BAD_USER_INPUT',
    zh: '该文件不是视频！',
    en: 'This file is not a video.',
  },

  // ---------------------------------------------------------------------------------------------
  // Authorisation key (2002xxxx) and data (6000xxxx)
  // ---------------------------------------------------------------------------------------------
  /** FORBIDDEN, like LICENSE_INVALID: the installation is refused, not the user's session. */
  AUTH_KEY_EXPIRED: {
    code: 20020001,
    gqlClass: 'FORBIDDEN',
    zh: '授权码已过期，请联系管理员！',
    en: 'The authorisation key has expired. Please contact the administrator.',
  },
  AUTH_KEY_INVALID: {
    code: 20020002,
    gqlClass: 'FORBIDDEN',
    zh: '授权码错误，请联系管理员！',
    en: 'The authorisation key is wrong. Please contact the administrator.',
  },
  DATA_NOT_FOUND: {
    code: 60000001,
    gqlClass: 'NOT_FOUND',
    zh: '数据不存在！',
    en: 'The data does not exist.',
  },

  // ---------------------------------------------------------------------------------------------
  // System (13001001-13001035)
  // ---------------------------------------------------------------------------------------------
  DEPT_NAME_DUPLICATE: {
    code: 13001001,
    gqlClass: 'CONFLICT',
    zh: '同级部门名称不能重复！',
    en: 'A department with this name already exists at this level.',
  },
  DEPT_CODE_DUPLICATE: {
    code: 13001002,
    gqlClass: 'CONFLICT',
    zh: '部门编码已存在！',
    en: 'The department code already exists.',
  },
  DEPT_HAS_CHILDREN: {
    code: 13001003,
    gqlClass: 'CONFLICT',
    zh: '该部门下存在子部门，不能删除！',
    en: 'The department has sub-departments and cannot be deleted.',
  },
  DEPT_HAS_USERS: {
    code: 13001004,
    gqlClass: 'CONFLICT',
    zh: '该部门下存在用户，不能删除！',
    en: 'The department has users and cannot be deleted.',
  },
  DEPT_LEVEL_FULL: {
    code: 13001005,
    gqlClass: 'CONFLICT',
    zh: '同一级别最多只能有2573个部门！',
    en: 'A level can hold at most 2573 departments.',
  },
  MAIL_CONFIG_MISSING: {
    code: 13001006,
    gqlClass: 'NOT_FOUND',
    zh: '邮件服务尚未配置！',
    en: 'The mail service is not configured.',
  },
  MAIL_CONFIG_INVALID: {
    code: 13001007,
    gqlClass: 'BAD_USER_INPUT',
    zh: '邮件配置错误，请检查服务器地址、端口和账号！',
    en: 'The mail configuration is wrong. Check the server address, port and account.',
  },
  MAIL_TEMPLATE_NOT_FOUND: {
    code: 13001008,
    gqlClass: 'NOT_FOUND',
    zh: '邮件模板不存在！',
    en: 'The mail template does not exist.',
  },
  MAIL_TEMPLATE_INVALID: {
    code: 13001009,
    gqlClass: 'BAD_USER_INPUT',
    zh: '邮件模板内容或参数错误！',
    en: 'The mail template content or parameters are wrong.',
  },
  SMS_CONFIG_MISSING: {
    code: 13001010,
    gqlClass: 'NOT_FOUND',
    zh: '短信服务尚未配置！',
    en: 'The SMS service is not configured.',
  },
  SMS_CONFIG_INVALID: {
    code: 13001011,
    gqlClass: 'BAD_USER_INPUT',
    zh: '短信配置错误，请检查服务商密钥和签名！',
    en: 'The SMS configuration is wrong. Check the provider keys and signature.',
  },
  SMS_TEMPLATE_NOT_FOUND: {
    code: 13001012,
    gqlClass: 'NOT_FOUND',
    zh: '短信模板不存在！',
    en: 'The SMS template does not exist.',
  },
  SMS_TEMPLATE_INVALID: {
    code: 13001013,
    gqlClass: 'BAD_USER_INPUT',
    zh: '短信模板编号或参数错误！',
    en: 'The SMS template id or parameters are wrong.',
  },
  /** The level value given to a role is out of range. */
  ROLE_LEVEL_TOO_HIGH: {
    code: 13001014,
    gqlClass: 'FORBIDDEN',
    zh: '角色级别必须大于{n}（数字越小级别越高）！',
    en: 'The role level must be greater than {n} (a smaller number ranks higher).',
  },
  CLASSIFICATION_CODE_DUPLICATE: {
    code: 13001015,
    gqlClass: 'CONFLICT',
    zh: '分类编码已存在！',
    en: 'The classification code already exists.',
  },
  DICT_VALUE_DUPLICATE: {
    code: 13001016,
    gqlClass: 'CONFLICT',
    zh: '字典值已存在！',
    en: 'The dictionary value already exists.',
  },
  /**
   * Third-party (chat-app, enterprise chat, workplace messaging) login could not fetch the user:
   * usually an invalid or expired authorisation code, so the user must sign in again.
   */
  CHAT_USER_INFO_FAILED: {
    code: 13001017,
    gqlClass: 'UNAUTHENTICATED',
    zh: '从第三方平台获取用户信息失败，请重新登录！',
    en: 'Could not fetch your user info from the chat provider. Please sign in again.',
  },
  MENU_HAS_CHILDREN: {
    code: 13001018,
    gqlClass: 'CONFLICT',
    zh: '请先删除下级菜单！',
    en: 'Delete the lower-level menus first.',
  },
  POINTS_INSUFFICIENT: {
    code: 13001019,
    gqlClass: 'CONFLICT',
    zh: '积分不足！',
    en: 'You do not have enough points.',
  },
  STORAGE_CONFIG_INVALID: {
    code: 13001020,
    gqlClass: 'BAD_USER_INPUT',
    zh: '存储配置错误，请检查存储服务商参数！',
    en: 'The storage configuration is invalid. Check the provider settings.',
  },
  STORAGE_LOCAL_DIR_INVALID: {
    code: 13001021,
    gqlClass: 'BAD_USER_INPUT',
    zh: '本地目录必须以/或盘符（如D:/）开头，并以/结尾！',
    en: 'The local directory must start with / or a drive letter (such as D:/) and end with /.',
  },
  STORAGE_URL_INVALID: {
    code: 13001022,
    gqlClass: 'BAD_USER_INPUT',
    zh: '访问地址必须以http://或https://开头，并以/结尾！',
    en: 'The access URL must start with http:// or https:// and end with /.',
  },
  MENU_NAME_LETTERS_ONLY: {
    code: 13001023,
    gqlClass: 'BAD_USER_INPUT',
    zh: '菜单名称只能包含英文字母！',
    en: 'The menu name may contain letters only.',
  },
  MENU_NAME_DUPLICATE: {
    code: 13001024,
    gqlClass: 'CONFLICT',
    zh: '菜单名称已存在！',
    en: 'The menu name already exists.',
  },
  DICT_HAS_CHILDREN: {
    code: 13001025,
    gqlClass: 'CONFLICT',
    zh: '该字典分类下存在子项，不能删除！',
    en: 'The dictionary category has child entries and cannot be deleted.',
  },
  FACE_CONFIG_MISSING: {
    code: 13001026,
    gqlClass: 'NOT_FOUND',
    zh: '人脸识别服务尚未配置！',
    en: 'Face recognition is not configured.',
  },
  FACE_CONFIG_INVALID: {
    code: 13001027,
    gqlClass: 'BAD_USER_INPUT',
    zh: '人脸识别配置错误，请检查服务商参数！',
    en: 'The face recognition configuration is wrong. Check the provider settings.',
  },
  LIVE_CONFIG_INVALID: {
    code: 13001028,
    gqlClass: 'BAD_USER_INPUT',
    zh: '直播配置错误，请检查推流、拉流域名及密钥！',
    en: 'The live streaming configuration is wrong. Check the push and pull domains and keys.',
  },
  HOST_URL_INVALID: {
    code: 13001029,
    gqlClass: 'BAD_USER_INPUT',
    zh: '地址格式不正确，应为http(s)域名或IP（可带端口），或者/！',
    en: 'The host must be an http(s) domain or IP address with an optional port, or /.',
  },
  TIME_RANGE_INVALID: {
    code: 13001030,
    gqlClass: 'BAD_USER_INPUT',
    zh: '时间段格式不正确，需包含开始和结束时间且在00:00-23:59之间！',
    en: 'The time range needs a start and an end within 00:00-23:59.',
  },
  SCORE_RANGE_INVALID: {
    code: 13001031,
    gqlClass: 'BAD_USER_INPUT',
    zh: '分数段格式不正确！',
    en: 'The score ranges are invalid.',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    code: 13001032,
    gqlClass: 'BAD_USER_INPUT',
    zh: '不支持上传该类型的文件：{ext}',
    en: 'Files of this type cannot be uploaded: {ext}',
  },
  IMPORT_FILE_INVALID: {
    code: 13001033,
    gqlClass: 'BAD_USER_INPUT',
    zh: '导入文件格式错误，只支持单个xlsx文件！',
    en: 'The import file is invalid; only a single .xlsx file is accepted.',
  },
  ENCRYPTION_KEY_INVALID: {
    code: 13001034,
    gqlClass: 'BAD_USER_INPUT',
    zh: 'AES密钥和向量必须为16位字符！',
    en: 'The AES key and IV must each be 16 characters long.',
  },
  BUILTIN_DATA_NOT_DELETABLE: {
    code: 13001035,
    gqlClass: 'FORBIDDEN',
    zh: '系统内置数据不能删除！',
    en: 'Built-in system data cannot be deleted.',
  },

  // ---------------------------------------------------------------------------------------------
  // Binding and users (14001001-14001022)
  // ---------------------------------------------------------------------------------------------
  MOBILE_ALREADY_BOUND: {
    code: 14001001,
    gqlClass: 'CONFLICT',
    zh: '该手机号码已绑定其他账号！',
    en: 'This mobile number is already linked to another account.',
  },
  BIND_SMS_CODE_WRONG: {
    code: 14001002,
    gqlClass: 'BAD_USER_INPUT',
    zh: '短信验证码错误或已过期！',
    en: 'The SMS code is wrong or has expired.',
  },
  BIND_PARAMS_EMPTY: {
    code: 14001003,
    gqlClass: 'BAD_USER_INPUT',
    zh: '用户ID或绑定类型不能为空！',
    en: 'The user id and link type must not be empty.',
  },
  BIND_TYPE_NOT_FOUND: {
    code: 14001004,
    gqlClass: 'NOT_FOUND',
    zh: '绑定方式不存在！',
    en: 'This link method was not found.',
  },
  BINDING_NOT_FOUND: {
    code: 14001005,
    gqlClass: 'NOT_FOUND',
    zh: '绑定关系不存在！',
    en: 'The link was not found.',
  },
  MOBILE_UNBIND_NEEDS_OTHER_METHOD: {
    code: 14001006,
    gqlClass: 'CONFLICT',
    zh: '请先绑定其他登录方式，再解绑手机号码！',
    en: 'Link another login method before unlinking the mobile number.',
  },
  UNBIND_WOULD_LOCK_OUT: {
    code: 14001007,
    gqlClass: 'CONFLICT',
    zh: '这是唯一的登录方式，解绑后将无法登录，不能解绑！',
    en: 'This is the only login method left; unlinking it would lock the user out.',
  },
  ID_CARD_INVALID: {
    code: 14001008,
    gqlClass: 'BAD_USER_INPUT',
    zh: '身份证号码格式不正确!',
    en: 'The ID card number is invalid.',
  },
  ID_CARD_IN_USE: {
    code: 14001009,
    gqlClass: 'CONFLICT',
    zh: '该身份证号码已被其他账号使用！',
    en: 'This ID card number is already used by another account.',
  },
  REGISTRATION_PENDING_REVIEW: {
    code: 14001010,
    gqlClass: 'FORBIDDEN',
    zh: '注册成功，请等待管理员审核通过后再登录！',
    en: 'You are registered. You can log in once an administrator has approved the registration.',
  },
  SMS_SCENARIO_UNDEFINED: {
    code: 14001011,
    gqlClass: 'BAD_USER_INPUT',
    zh: '短信发送场景未定义！',
    en: 'The SMS scenario is not defined.',
  },
  MOBILE_NOT_BOUND: {
    code: 14001012,
    gqlClass: 'NOT_FOUND',
    zh: '该手机号码未绑定任何用户！',
    en: 'This mobile number is not linked to any user.',
  },
  SMS_CAPTCHA_REQUIRED: {
    code: 14001013,
    gqlClass: 'BAD_USER_INPUT',
    zh: '发送短信前请先输入图形验证码！',
    en: 'Enter the picture captcha before requesting an SMS code.',
  },
  ZIP_EMPTY: {
    code: 14001014,
    gqlClass: 'BAD_USER_INPUT',
    zh: '压缩包内容为空！',
    en: 'The zip file is empty.',
  },
  NO_MATCHING_USERS: {
    code: 14001015,
    gqlClass: 'NOT_FOUND',
    zh: '没有找到符合条件的用户！',
    en: 'No users match the conditions.',
  },
  STUDENT_ROLE_IMMUTABLE: {
    code: 14001016,
    gqlClass: 'FORBIDDEN',
    zh: '内置的学员角色不能修改！',
    en: 'The built-in student role cannot be changed.',
  },
  /** Roles above the given level cannot be added or modified. */
  ROLE_ABOVE_LEVEL_LIMIT: {
    code: 14001017,
    gqlClass: 'FORBIDDEN',
    zh: '不能添加或修改级别高于{n}的角色！',
    en: 'Roles above level {n} cannot be added or modified.',
  },
  ROLE_HAS_USERS: {
    code: 14001018,
    gqlClass: 'CONFLICT',
    zh: '该角色下存在用户，不能删除！',
    en: 'The role has users and cannot be deleted.',
  },
  MOBILE_INVALID: {
    code: 14001019,
    gqlClass: 'BAD_USER_INPUT',
    zh: '手机号码格式不正确。',
    en: 'The mobile number is invalid.',
  },
  USERNAME_TAKEN: {
    code: 14001020,
    gqlClass: 'CONFLICT',
    zh: '该登录账号已存在！',
    en: 'This login name is already taken.',
  },
  REGISTRATION_CLOSED: {
    code: 14001021,
    gqlClass: 'FORBIDDEN',
    zh: '系统未开放注册！',
    en: 'Self-registration is turned off.',
  },
  LOGIN_METHOD_DISABLED: {
    code: 14001022,
    gqlClass: 'FORBIDDEN',
    zh: '该登录方式未开启！',
    en: 'This login method is turned off.',
  },
  /** Platform code (not in the spec): direct-upload credentials asked of a storage not in use. */
  DIRECT_UPLOAD_UNAVAILABLE: {
    code: 14001080,
    gqlClass: 'CONFLICT',
    zh: '当前存储方式不是{provider}，无法获取直传凭证！',
    en: 'The storage in use is not {provider}: no direct-upload credentials.',
  },
  /** Platform code (not in the spec): a licence file that is not one, or whose signature fails. */
  LICENSE_FILE_INVALID: {
    code: 14001090,
    gqlClass: 'BAD_USER_INPUT',
    zh: '授权文件无效：格式不对或签名与公钥不符，请上传厂商签发的授权文件！',
    en: 'The licence file is not valid: wrong format or its signature does not match the public key. Upload the licence file you were issued.',
  },
  /** Platform code (not in the spec): LICENSE_PUBLIC_KEY is unset, so no licence can be checked. */
  LICENSE_KEY_NOT_CONFIGURED: {
    code: 14001091,
    gqlClass: 'CONFLICT',
    zh: '服务器未配置授权公钥（LICENSE_PUBLIC_KEY），无法校验授权文件；当前为社区版。',
    en: 'The server has no licence public key (LICENSE_PUBLIC_KEY), so licence files cannot be checked; this is the community edition.',
  },
  /** Platform code (not in the spec): one more enabled account than the licence's seats. */
  LICENSE_SEATS_EXCEEDED: {
    code: 14001092,
    gqlClass: 'CONFLICT',
    zh: '授权人数已满（最多{n}个启用账号），请禁用不用的账号或上传人数更多的授权！',
    en: 'The licence allows {n} enabled accounts and all are in use: disable unused accounts or upload a licence with more seats.',
  },
  /** Platform code (not in the spec): the uploaded licence file has already expired. */
  LICENSE_FILE_EXPIRED: {
    code: 14001093,
    gqlClass: 'BAD_USER_INPUT',
    zh: '该授权文件已于{date}过期，请上传新的授权文件！',
    en: 'This licence file expired on {date}. Upload a current one.',
  },
  /** Platform code (not in the spec): the cloud's credential service refused or did not answer. */
  DIRECT_UPLOAD_PROVIDER_FAILED: {
    code: 14001094,
    gqlClass: 'INTERNAL_SERVER_ERROR',
    zh: '云存储临时凭证获取失败，请检查存储配置（密钥、角色ARN、地域）！',
    en: 'The cloud storage did not give temporary credentials: check the storage settings (keys, role ARN, region).',
  },
  /** Platform code (not in the spec): a direct upload named outside the caller's own folder. */
  DIRECT_UPLOAD_KEY_INVALID: {
    code: 14001100,
    gqlClass: 'BAD_USER_INPUT',
    zh: '直传文件必须位于您自己的上传目录中！',
    en: 'A directly uploaded file must be in your own upload folder.',
  },
  /** Platform code (not in the spec): the object to register is not in the bucket. */
  DIRECT_UPLOAD_NOT_FOUND: {
    code: 14001101,
    gqlClass: 'NOT_FOUND',
    zh: '云存储中找不到已上传的文件，请重新上传！',
    en: 'The uploaded file is not in the cloud storage. Upload it again.',
  },
  /** Platform code (not in the spec): the object was registered before. */
  DIRECT_UPLOAD_ALREADY_REGISTERED: {
    code: 14001102,
    gqlClass: 'CONFLICT',
    zh: '该文件已经登记过，请勿重复提交！',
    en: 'This file has already been registered.',
  },
  /** Platform code (not in the spec): the face provider or the local face model failed or timed out. */
  FACE_SERVICE_UNAVAILABLE: {
    code: 14001030,
    gqlClass: 'INTERNAL_SERVER_ERROR',
    zh: '人脸识别服务暂时不可用，请稍后再试！',
    en: 'Face recognition is unavailable at the moment. Please try again later.',
  },
  /** Platform code (not in the spec): the face provider refused the configured account or keys. */
  FACE_SERVICE_REJECTED: {
    code: 14001031,
    gqlClass: 'INTERNAL_SERVER_ERROR',
    zh: '人脸识别服务商拒绝了请求，请管理员检查人脸识别配置！',
    en: 'The face recognition provider refused the request. An administrator should check the face recognition settings.',
  },
  /** Platform code (not in the spec): the face provider's request rate or quota was exceeded. */
  FACE_SERVICE_BUSY: {
    code: 14001032,
    gqlClass: 'TOO_MANY_REQUESTS',
    zh: '人脸识别服务繁忙，请稍后再试！',
    en: 'Face recognition is busy. Please try again in a moment.',
  },

  /**
   * Platform code (not in the spec): the face in front of the camera is not a live person (a photo,
   * a screen or a replayed picture was recognised).
   */
  FACE_NOT_LIVE: {
    code: 14001050,
    gqlClass: 'BAD_USER_INPUT',
    zh: '未通过活体检测：请本人正对摄像头，不要使用照片、屏幕或视频！',
    en: 'Liveness check failed: face the camera yourself; photos, screens and videos are refused.',
  },
  /** Platform code (not in the spec): the movement challenge is unknown, expired or already used. */
  FACE_CHALLENGE_INVALID: {
    code: 14001051,
    gqlClass: 'BAD_USER_INPUT',
    zh: '动作验证已失效，请重新开始！',
    en: 'The movement check has expired. Please start again.',
  },
  /** Platform code (not in the spec): the frames did not show the movements the challenge asked for. */
  FACE_CHALLENGE_FAILED: {
    code: 14001052,
    gqlClass: 'BAD_USER_INPUT',
    zh: '未按提示完成动作，请按提示转动头部后重试！',
    en: 'The movements asked for were not seen. Please follow the prompts and try again.',
  },

  /** Platform code (not in the spec): the SMS provider is down, slow or refused to deliver. */
  SMS_SERVICE_UNAVAILABLE: {
    code: 14001033,
    gqlClass: 'INTERNAL_SERVER_ERROR',
    zh: '短信发送失败，请稍后再试！',
    en: 'The SMS could not be sent. Please try again later.',
  },
  /** Platform code (not in the spec): a new code for this number is asked for within 60 s. */
  SMS_RESEND_WAIT: {
    code: 14001034,
    gqlClass: 'TOO_MANY_REQUESTS',
    zh: '验证码已发送，请{n}秒后再重新获取！',
    en: 'A code was just sent. You can ask for another in {n} seconds.',
  },
  /** Platform code (not in the spec): the number's SMS allowance for the day is used up. */
  SMS_DAILY_LIMIT: {
    code: 14001035,
    gqlClass: 'TOO_MANY_REQUESTS',
    zh: '该手机号码今日获取验证码次数已达上限，请明天再试！',
    en: 'This number has had as many codes as allowed today. Please try again tomorrow.',
  },
  /** Platform code (not in the spec): a chat-app sign-in came back with an unknown, used or stale state. */
  OAUTH_STATE_INVALID: {
    code: 14001036,
    gqlClass: 'BAD_USER_INPUT',
    zh: '第三方登录已失效，请重新发起登录！',
    en: 'This third-party sign-in has expired. Please start it again.',
  },
  /**
   * Platform code (not in the spec): a chat-app sign-in came back to a browser other than the one
   * that started it (a shared QR code or link).
   */
  OAUTH_STATE_OTHER_BROWSER: {
    code: 14001120,
    gqlClass: 'BAD_USER_INPUT',
    zh: '第三方登录须在发起登录的浏览器中完成，请在本浏览器重新发起登录！',
    en: 'A third-party sign-in must finish in the browser that started it. Please start it again here.',
  },
  /** Platform code (not in the spec): the chat-app account is linked to nobody here. */
  CHAT_ACCOUNT_NOT_BOUND: {
    code: 14001037,
    gqlClass: 'NOT_FOUND',
    zh: '该第三方账号尚未绑定本系统账号，请先使用账号密码登录，在个人中心绑定后再使用！',
    en: 'This third-party account is not linked to an account here. Log in with your password and link it in the personal centre first.',
  },
  /** Platform code (not in the spec): the chat-app account is already linked to another user. */
  CHAT_ACCOUNT_ALREADY_BOUND: {
    code: 14001038,
    gqlClass: 'CONFLICT',
    zh: '该第三方账号已绑定其他用户！',
    en: 'This third-party account is already linked to another user.',
  },
  /** Platform code (not in the spec): the chat-app login is switched on but not configured. */
  CHAT_LOGIN_NOT_CONFIGURED: {
    code: 14001039,
    gqlClass: 'NOT_FOUND',
    zh: '该第三方登录尚未配置，请联系管理员！',
    en: 'This third-party login is not configured. Please contact the administrator.',
  },

  // ---------------------------------------------------------------------------------------------
  // Real-name verification, face login and face checks (14001040-14001069)
  // ---------------------------------------------------------------------------------------------
  /** Platform code (not in the spec): the realPerson switch is off. */
  REALNAME_CLOSED: {
    code: 14001040,
    gqlClass: 'FORBIDDEN',
    zh: '系统未开启实名认证！',
    en: 'Real-name verification is turned off.',
  },
  /** Platform code (not in the spec): the photo shows no face. */
  FACE_NOT_FOUND: {
    code: 14001041,
    gqlClass: 'BAD_USER_INPUT',
    zh: '未识别到人脸，请将人脸置于画面中央！',
    en: 'No face was found. Keep your face in the middle of the picture.',
  },
  /** Platform code (not in the spec): the photo shows more than one face. */
  FACE_MULTIPLE: {
    code: 14001042,
    gqlClass: 'BAD_USER_INPUT',
    zh: '画面中有多张人脸，请确保只有本人！',
    en: 'More than one face was found. Make sure only you are in the picture.',
  },
  /** Platform code (not in the spec): the face is too small to be compared. */
  FACE_TOO_SMALL: {
    code: 14001043,
    gqlClass: 'BAD_USER_INPUT',
    zh: '人脸太小，请靠近镜头后重试！',
    en: 'The face is too small. Move closer to the camera and try again.',
  },
  /** Platform code (not in the spec): the image is not a readable jpg or png. */
  FACE_IMAGE_INVALID: {
    code: 14001044,
    gqlClass: 'BAD_USER_INPUT',
    zh: '无法读取照片，请使用jpg或png格式的图片！',
    en: 'The photo cannot be read. Use a jpg or png image.',
  },
  /** Platform code (not in the spec): the record was already approved or rejected. */
  REALNAME_NOT_PENDING: {
    code: 14001045,
    gqlClass: 'CONFLICT',
    zh: '该实名认证不在待审核状态！',
    en: 'This real-name record is not waiting for review.',
  },
  /** Platform code (not in the spec): face checks need an approved real-name record. */
  REALNAME_NOT_APPROVED: {
    code: 14001046,
    gqlClass: 'FORBIDDEN',
    zh: '您尚未通过实名认证，请先完成实名认证！',
    en: 'You have no approved real-name verification yet. Complete it first.',
  },
  /** Platform code (not in the spec): face login found nobody it could sign in. */
  FACE_LOGIN_FAILED: {
    code: 14001047,
    gqlClass: 'BAD_USER_INPUT',
    zh: '人脸识别未通过，请重试或使用账号密码登录！',
    en: 'Your face was not recognised. Try again or log in with your password.',
  },
  /** Platform code (not in the spec): the face differs from the approved photo. */
  FACE_NOT_MATCHED: {
    code: 14001048,
    gqlClass: 'BAD_USER_INPUT',
    zh: '人脸比对未通过，请确认是本人后重试！',
    en: 'The face does not match your verified photo. Make sure it is you and try again.',
  },
  /** Platform code (not in the spec): a face token that is forged, another user's or expired. */
  FACE_TOKEN_INVALID: {
    code: 14001049,
    gqlClass: 'FORBIDDEN',
    zh: '人脸认证已失效，请重新认证！',
    en: 'The face check has expired. Please check your face again.',
  },
  /** Platform code (not in the spec): the number is unlinked only with a code to it (unbind-mobile). */
  MOBILE_UNBIND_NEEDS_CODE: {
    code: 14001060,
    gqlClass: 'BAD_USER_INPUT',
    zh: '解绑手机号码需要短信验证码，请使用解绑手机号功能！',
    en: 'Unlinking the mobile number needs an SMS code to it. Use "unlink mobile number".',
  },
  /** Platform code (not in the spec): a number is linked already; unlinking it needs a code to it. */
  MOBILE_ALREADY_LINKED: {
    code: 14001061,
    gqlClass: 'CONFLICT',
    zh: '您已绑定手机号码，请先解绑原手机号码！',
    en: 'You have linked a mobile number already. Unlink it first.',
  },
  /** Platform code (not in the spec): an admin unlinked the number; only the learner links one again. */
  MOBILE_REBIND_BY_USER_ONLY: {
    code: 14001062,
    gqlClass: 'FORBIDDEN',
    zh: '管理员已解绑该用户的手机号码，只能由用户本人重新绑定！',
    en: "An administrator unlinked this user's mobile number; only the user can link one again.",
  },

  // ---------------------------------------------------------------------------------------------
  // Accounts (90010001-90010008)
  // ---------------------------------------------------------------------------------------------
  ACCOUNT_NOT_FOUND: {
    code: 90010001,
    gqlClass: 'NOT_FOUND',
    zh: '账号不存在！',
    en: 'The account does not exist.',
  },
  WRONG_CREDENTIALS: {
    code: 90010002,
    gqlClass: 'BAD_USER_INPUT',
    zh: '账号或密码错误！',
    en: 'Wrong account or password.',
  },
  ROLE_REQUIRED: {
    code: 90010003,
    gqlClass: 'BAD_USER_INPUT',
    zh: '请至少选择一个角色！',
    en: 'Select at least one role.',
  },
  ADMIN_NOT_EDITABLE: {
    code: 90010004,
    gqlClass: 'FORBIDDEN',
    zh: '超级管理员账号不允许修改！',
    en: 'The administrator account cannot be edited.',
  },
  ACCOUNT_DISABLED: {
    code: 90010005,
    gqlClass: 'FORBIDDEN',
    zh: '账号已被禁用，请联系管理员！',
    en: 'The account is disabled. Please contact the administrator.',
  },
  ACCOUNT_PENDING_AUDIT: {
    code: 90010006,
    gqlClass: 'FORBIDDEN',
    zh: '账号正在审核中，请等待管理员审核通过！',
    en: 'The account is pending review. Please wait for an administrator to approve it.',
  },
  OLD_PASSWORD_WRONG: {
    code: 90010007,
    gqlClass: 'BAD_USER_INPUT',
    zh: '当前密码错误！',
    en: 'The current password is wrong.',
  },
  ACCOUNT_EXPIRED: {
    code: 90010008,
    gqlClass: 'FORBIDDEN',
    zh: '账号已过期，请联系管理员！',
    en: 'The account has expired. Please contact the administrator.',
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Symbolic error name, e.g. `EXAM_ATTEMPTS_EXCEEDED`; GraphQL `extensions.subCode`. */
export type ErrorName = keyof typeof catalogue;

/** Every symbolic name, in catalogue order. */
export const errorNames = Object.keys(catalogue) as ErrorName[];

/** Whether a stored or untyped string names a catalogue error. */
export function isErrorName(name: string): name is ErrorName {
  return Object.hasOwn(catalogue, name);
}

/** Legacy numeric code -> symbolic name. */
export const byCode: ReadonlyMap<number, ErrorName> = new Map(
  errorNames.map((name) => [catalogue[name].code, name] as const),
);
