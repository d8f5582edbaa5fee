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
import ExcelJS from 'exceljs';
import type { Lang } from '../../core/i18n.ts';
import { catalogue, renderMessage, type ErrorName } from '../../core/errors/index.ts';
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
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type FieldKey = ColumnKey | 'header';

/** Columns the import reads (the others are the export's information). */
const IMPORT_KEYS: readonly ColumnKey[] = [
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
];
/** Header columns an import file must have (a department may be given by name instead). */
const HEADER_REQUIRED: readonly ColumnKey[] = ['userName', 'realName', 'password', 'roles'];
const TEMPLATE_KEYS = IMPORT_KEYS;
const EXPORT_KEYS: readonly ColumnKey[] = COLUMNS.map((c) => c.key).filter((k) => k !== 'password');

export function columnTitle(key: string, lang: Lang): string {
  const col = COLUMNS.find((c) => c.key === key);
  if (col === undefined) return lang === 'en' ? 'Header' : '表头';
  return lang === 'en' ? col.en : col.zh;
}

/** Problems of the file itself or of one cell that are not catalogue errors. */
const RULES = {
  fileEmpty: { zh: '文件中没有工作表', en: 'The file has no worksheet' },
  headerMissing: { zh: '缺少列：{name}', en: 'Missing column: {name}' },
  noRows: { zh: '文件中没有用户数据', en: 'The file has no user rows' },
  required: { zh: '不能为空', en: 'Must not be empty' },
  tooLong: { zh: '长度不能超过{n}个字符', en: 'At most {n} characters' },
  userNameFormat: { zh: '账号不能包含空格', en: 'The account must not contain spaces' },
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
export type IssueRule = LocalRule | ErrorName;

/** A problem found in the file: the row (1 = header) and column it is about. */
export interface ImportIssue {
  row: number;
  field: FieldKey;
  rule: IssueRule;
  args?: Record<string, string | number>;
}

function fill(template: string, args: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) =>
    Object.hasOwn(args, k) ? String(args[k]) : whole,
  );
}

export function isCatalogueRule(rule: string): rule is ErrorName {
  return Object.hasOwn(catalogue, rule);
}

/** The issue's message in a language. */
export function issueMessage(issue: ImportIssue, lang: Lang): string {
  if (isCatalogueRule(issue.rule)) return renderMessage(issue.rule, lang, issue.args);
  const rule = Object.hasOwn(RULES, issue.rule) ? RULES[issue.rule as LocalRule] : undefined;
  return rule === undefined ? String(issue.rule) : fill(rule[lang], issue.args);
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

function sheet(wb: ExcelJS.Workbook, name: string, keys: readonly ColumnKey[]) {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = keys.map((k) => {
    const c = COLUMNS.find((x) => x.key === k)!;
    return { header: c.zh, key: c.key, width: c.width };
  });
  ws.getRow(1).font = { bold: true };
  // Text cells: Excel must not turn accounts, codes or mobiles into numbers.
  for (let i = 1; i <= keys.length; i++) ws.getColumn(i).numFmt = '@';
  return ws;
}

async function toBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd HH:mm:ss in the server's time zone (the legacy clients' format). */
export function formatTime(d: Date | null): string {
  if (d === null) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const STATE_NAMES: Record<number, string> = { 0: '正常', 1: '禁用', 2: '待审核' };

/** An export being written page by page. */
export class UserExportWriter {
  private readonly wb = new ExcelJS.Workbook();
  private readonly ws: ExcelJS.Worksheet;
  rows = 0;

  constructor() {
    this.wb.creator = 'Examhall';
    this.ws = sheet(this.wb, '用户', EXPORT_KEYS);
  }

  add(users: readonly AdminUserView[]) {
    for (const u of users) {
      this.ws.addRow({
        userName: u.userName,
        realName: u.realName,
        deptCode: u.deptCode ?? '',
        deptName: u.deptCodeDictText ?? '',
        roles: u.roles.join(','),
        mobile: u.mobile ?? '',
        email: u.email ?? '',
        familyName: u.familyName,
        className: u.className,
        expireTime: formatTime(u.expireTime),
        state: STATE_NAMES[u.state] ?? String(u.state),
        createTime: formatTime(u.createTime),
      });
      this.rows++;
    }
  }

  finish(): Promise<Buffer> {
    return toBuffer(this.wb);
  }
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

/** The import template: the header row (text columns) and an instructions sheet. */
export function writeTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Examhall';
  const ws = sheet(wb, '用户', TEMPLATE_KEYS);
  ws.getRow(1).eachCell((cell, col) => {
    if (COLUMNS.find((c) => c.key === TEMPLATE_KEYS[col - 1])?.required === true) {
      cell.value = `${String(cell.value)}*`;
    }
  });
  const notes = wb.addWorksheet('说明');
  notes.getColumn(1).width = 120;
  for (const line of INSTRUCTIONS) notes.addRow([line]);
  notes.getRow(1).font = { bold: true };
  return toBuffer(wb);
}

/** The import's problems as a sheet: row, column, message in the request language. */
export function writeErrorReport(issues: readonly ImportIssue[], lang: Lang): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(lang === 'en' ? 'Import errors' : '导入错误');
  ws.columns = [
    { header: lang === 'en' ? 'Row' : '行号', key: 'row', width: 8 },
    { header: lang === 'en' ? 'Column' : '列', key: 'field', width: 16 },
    { header: lang === 'en' ? 'Problem' : '错误信息', key: 'message', width: 80 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const i of issues) {
    ws.addRow({ row: i.row, field: columnTitle(i.field, lang), message: issueMessage(i, lang) });
  }
  return toBuffer(wb);
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** A date cell holds the wall-clock time as UTC: read it back as yyyy-MM-dd HH:mm:ss. */
function dateCellText(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return dateCellText(v);
  if (typeof v === 'object' && 'richText' in v) {
    return v.richText
      .map((t) => t.text)
      .join('')
      .trim();
  }
  if (typeof v === 'object' && 'result' in v) {
    if (v.result instanceof Date) return dateCellText(v.result);
    return v.result === undefined || v.result === null ? '' : String(v.result).trim();
  }
  if (typeof v === 'object' && 'text' in v) return String(v.text).trim();
  return cell.text.trim();
}

const normalizeHeader = (s: string) => s.replace(/[*＊\s]/g, '').toLowerCase();

export type RawUserRow = { row: number } & Record<(typeof IMPORT_KEYS)[number], string>;

export interface ParsedFile {
  rows: RawUserRow[];
  /** Problems of the file as a whole (no sheet, missing columns): nothing is imported. */
  fileIssues: ImportIssue[];
}

/** Reads the first worksheet: one raw row per non-empty line, values trimmed. */
export async function parseWorkbook(bytes: Buffer): Promise<ParsedFile> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0];
  if (ws === undefined)
    return { rows: [], fileIssues: [{ row: 1, field: 'header', rule: 'fileEmpty' }] };
  const columnOf = new Map<ColumnKey, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const text = normalizeHeader(cellText(cell));
    const def = COLUMNS.find(
      (c) => normalizeHeader(c.zh) === text || normalizeHeader(c.en) === text,
    );
    if (def !== undefined && !columnOf.has(def.key)) columnOf.set(def.key, col);
  });
  const missing: ColumnKey[] = HEADER_REQUIRED.filter((k) => !columnOf.has(k));
  if (!columnOf.has('deptCode') && !columnOf.has('deptName')) missing.push('deptCode');
  if (missing.length > 0) {
    return {
      rows: [],
      fileIssues: missing.map((k) => ({
        row: 1,
        field: 'header',
        rule: 'headerMissing',
        args: { name: columnTitle(k, 'zh') },
      })),
    };
  }
  const rows: RawUserRow[] = [];
  for (let r = 2; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const raw = { row: r } as RawUserRow;
    let empty = true;
    for (const k of IMPORT_KEYS) {
      const col = columnOf.get(k);
      const text = col === undefined ? '' : cellText(row.getCell(col));
      raw[k] = text;
      if (text !== '') empty = false;
    }
    if (!empty) rows.push(raw);
  }
  if (rows.length === 0) {
    return { rows, fileIssues: [{ row: 1, field: 'header', rule: 'noRows' }] };
  }
  return { rows, fileIssues: [] };
}
