/**
 * The xlsx layout of users, shared by the import template, the import and the export:
 *
 *   账号* | 姓名* | 密码* | 部门编码* | 部门名称 | 角色* | 手机号 | 邮箱 | 姓氏 | 班级 | 过期时间 | 状态 | 创建时间
 *
 * - Columns are found by their header title (zh or en, a trailing * ignored); order does not matter.
 * - 部门编码: a department code; when empty, 部门名称 may name a department instead (it must be
 *   unique). 角色: role ids or names, separated by commas. 过期时间: yyyy-MM-dd HH:mm:ss or empty.
 * - 状态 and 创建时间 are written by the export and ignored by the import (imported users are
 *   normal); 密码 is never exported.
 */
import { isErrorName, renderMessage, type ErrorName } from '../../core/errors/index.ts';
import { fillTemplate } from '../../core/errors/render.ts';
import type { NameProblem } from '../../core/display-text.ts';
import type { Lang } from '../../core/i18n.ts';
import { legacyTime } from '../../core/rest/legacy-time.ts';
import type { TransferIssue } from '../../core/transfer/issues.ts';
import type { ImportSpec, IssueDescription } from '../../core/transfer/transfer-spec.ts';
import {
  SheetWriter,
  readImportSheet,
  type XlsxColumn,
  type XlsxRow,
} from '../../core/transfer/xlsx.ts';
import type { AdminUserView } from './user-admin.service.ts';

export const COLUMNS = [
  { key: 'userName', zh: '账号', en: 'Account', width: 16, required: true },
  { key: 'realName', zh: '姓名', en: 'Name', width: 14, required: true },
  { key: 'password', zh: '密码', en: 'Password', width: 16, required: true },
  { key: 'deptCode', zh: '部门编码', en: 'Department code', width: 14, required: true },
  { key: 'deptName', zh: '部门名称', en: 'Department', width: 18, required: false },
  { key: 'roles', zh: '角色', en: 'Roles', width: 18, required: true },
  { key: 'mobile', zh: '手机号', en: 'Mobile', width: 14, required: false },
  { key: 'email', zh: '邮箱', en: 'Email', width: 22, required: false },
  { key: 'familyName', zh: '姓氏', en: 'Family name', width: 10, required: false },
  { key: 'className', zh: '班级', en: 'Class', width: 12, required: false },
  { key: 'expireTime', zh: '过期时间', en: 'Expiry time', width: 20, required: false },
  { key: 'state', zh: '状态', en: 'State', width: 8, required: false },
  { key: 'createTime', zh: '创建时间', en: 'Created', width: 20, required: false },
] as const satisfies ReadonlyArray<XlsxColumn & { required: boolean }>;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type FieldKey = ColumnKey | 'header';

/** Columns the import reads (the others are the export's information). */
const IMPORT_KEYS = [
  'userName',
  'realName',
  'password',
  'deptCode',
  'deptName',
  'roles',
  'mobile',
  'email',
  'familyName',
  'className',
  'expireTime',
] as const satisfies readonly ColumnKey[];
/** Header columns an import file must have (a department may be given by name instead). */
const HEADER_REQUIRED: ReadonlyArray<ColumnKey | readonly ColumnKey[]> = [
  'userName',
  'realName',
  'password',
  'roles',
  ['deptCode', 'deptName'],
];

const columnsOf = (keys: readonly ColumnKey[]) => COLUMNS.filter((c) => keys.includes(c.key));
const TEMPLATE_COLUMNS = columnsOf(IMPORT_KEYS);
const EXPORT_COLUMNS = COLUMNS.filter((c) => c.key !== 'password');

/** Problems of the file itself or of one cell that are not catalogue errors. */
const RULES = {
  fileEmpty: { zh: '文件中没有工作表', en: 'The file has no worksheet' },
  headerMissing: { zh: '缺少列：{name}', en: 'Missing column: {name}' },
  noRows: { zh: '文件中没有用户数据', en: 'The file has no user rows' },
  required: { zh: '不能为空', en: 'Must not be empty' },
  tooLong: { zh: '长度不能超过{n}个字符', en: 'At most {n} characters' },
  userNameFormat: { zh: '账号不能包含空格', en: 'The account must not contain spaces' },
  nameMarkup: {
    zh: '不能包含 < > & " ` { } 等标记字符',
    en: 'Must not contain markup characters such as < > & " ` { }',
  },
  nameInvisible: {
    zh: '不能包含控制字符或不可见字符',
    en: 'Must not contain control or invisible characters',
  },
  emailInvalid: { zh: '邮箱格式不正确', en: 'The email address is invalid' },
  expireInvalid: {
    zh: '过期时间格式应为yyyy-MM-dd HH:mm:ss',
    en: 'The expiry time must look like yyyy-MM-dd HH:mm:ss',
  },
  deptNotFound: { zh: '部门不存在：{value}', en: 'No such department: {value}' },
  deptAmbiguous: {
    zh: '有多个同名部门，请填写部门编码：{value}',
    en: 'Several departments have this name; give the department code: {value}',
  },
  roleNotFound: { zh: '角色不存在：{value}', en: 'No such role: {value}' },
  duplicateInFile: { zh: '与第{row}行重复', en: 'Same as row {row}' },
} as const;

export type LocalRule = keyof typeof RULES;

/** The rule a name cell breaks, by the problem core/display-text.ts finds. */
export const NAME_PROBLEM_RULES = {
  invisible: 'nameInvisible',
  markup: 'nameMarkup',
  spaces: 'userNameFormat',
} as const satisfies Record<NameProblem, LocalRule>;
export type IssueRule = LocalRule | ErrorName;

/** A problem found in the file: the row (1 = header) and column it is about. */
export type ImportIssue = TransferIssue<FieldKey, IssueRule>;

const isLocalRule = (rule: string): rule is LocalRule => Object.hasOwn(RULES, rule);

/** The issue's message in a language (a catalogue error's message, or one of the rules above). */
function issueMessage(issue: TransferIssue, lang: Lang): string {
  if (isErrorName(issue.rule)) return renderMessage(issue.rule, lang, issue.args);
  return isLocalRule(issue.rule) ? fillTemplate(RULES[issue.rule][lang], issue.args) : issue.rule;
}

/** A stored problem as the job's status and error report show it (format problems: PARAM_INVALID). */
function describeIssue(issue: TransferIssue, lang: Lang): IssueDescription {
  return {
    subCode: isErrorName(issue.rule) ? issue.rule : 'PARAM_INVALID',
    message: issueMessage(issue, lang),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

const STATE_NAMES: Record<number, string> = { 0: '正常', 1: '禁用', 2: '待审核' };

const timeText = (d: Date | null) => (d === null ? '' : legacyTime(d));

/** The export's sheet: text cells, the password column left out. */
export const USER_SHEET = {
  sheetName: '用户',
  columns: EXPORT_COLUMNS,
  options: { textCells: true },
};

/** One user as an export row. */
export function userRow(u: AdminUserView): XlsxRow<ColumnKey> {
  return {
    userName: u.userName,
    realName: u.realName,
    deptCode: u.deptCode ?? '',
    deptName: u.deptCodeDictText ?? '',
    roles: u.roles.join(','),
    mobile: u.mobile ?? '',
    email: u.email ?? '',
    familyName: u.familyName,
    className: u.className,
    expireTime: timeText(u.expireTime),
    state: STATE_NAMES[u.state] ?? String(u.state),
    createTime: timeText(u.createTime),
  };
}

const INSTRUCTIONS = [
  '用户导入说明（第一个工作表的第一行是表头，请勿修改表头名称；从第二行开始每行一个用户）',
  '1. 带*的列必须填写：账号、姓名、密码、部门编码（或部门名称）、角色。',
  '2. 账号不能包含空格，不能与已有账号或文件中其他行重复。',
  '3. 密码长度为8-60位，且包含大写字母、小写字母、数字、特殊字符其中三种。',
  '4. 部门编码可在部门管理中查看（如A01A02）；不填写部门编码时，可在“部门名称”填写唯一的部门名称。',
  '5. 角色填写角色ID或角色名称，多个用英文逗号分隔，如：student。只能分配级别低于自己的角色。',
  '6. 手机号为11位中国大陆手机号，不能与已有用户重复；邮箱、姓氏、班级可不填。',
  '7. 过期时间格式为yyyy-MM-dd HH:mm:ss，不填表示永不过期。',
  '8. 有错误的行不会导入，其余行正常导入；导入完成后可下载错误报告（含行号、列和原因）。',
  '示例：zhangsan | 张三 | Zhang@2026 | A01A02 | 培训中心 | student | 13800000000 | zhangsan@example.com | 张 | 一班 | 2030-12-31 23:59:59',
];

/** The import template: the header row (text columns, required titles marked *) and notes. */
function writeTemplate(): Promise<Buffer> {
  const sheet = new SheetWriter('用户', TEMPLATE_COLUMNS, { textCells: true });
  sheet.header.eachCell((cell, col) => {
    if (TEMPLATE_COLUMNS[col - 1]?.required === true) cell.value = `${String(cell.value)}*`;
  });
  sheet.addNotes(INSTRUCTIONS);
  return sheet.finish();
}

/** The import side of the user transfer: the template, the layout and its problems. */
export const USER_IMPORT: ImportSpec = {
  template: writeTemplate,
  columns: COLUMNS,
  defaultFileName: 'users.xlsx',
  describeIssue,
};

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

export type RawUserRow = { row: number } & Record<(typeof IMPORT_KEYS)[number], string>;

export interface ParsedFile {
  rows: RawUserRow[];
  /** Problems of the file as a whole (no sheet, missing columns): nothing is imported. */
  fileIssues: ImportIssue[];
}

/** Reads the first worksheet: one raw row per non-empty line, values trimmed, dates wall-clock. */
export async function parseWorkbook(bytes: Buffer): Promise<ParsedFile> {
  const sheet = await readImportSheet(bytes, COLUMNS, HEADER_REQUIRED, 'wallClock');
  if (sheet.issues.length > 0) return { rows: [], fileIssues: sheet.issues };
  const rows: RawUserRow[] = [];
  for (const { row, get } of sheet.rows) {
    const raw: RawUserRow = {
      row,
      userName: get('userName'),
      realName: get('realName'),
      password: get('password'),
      deptCode: get('deptCode'),
      deptName: get('deptName'),
      roles: get('roles'),
      mobile: get('mobile'),
      email: get('email'),
      familyName: get('familyName'),
      className: get('className'),
      expireTime: get('expireTime'),
    };
    if (IMPORT_KEYS.some((k) => raw[k] !== '')) rows.push(raw);
  }
  if (rows.length === 0) {
    return { rows, fileIssues: [{ row: 1, field: 'header', rule: 'noRows' }] };
  }
  return { rows, fileIssues: [] };
}
