/**
 * The xlsx layout of a bank's questions: one row per option, question fields on a question's first
 * row. Template, export and import share it, so an export re-imports to the same questions.
 *
 *   题号 | 父题号 | 题型 | 章节 | 难度 | 题干 | 解析 | 选项 | 选项内容 | 是否正确 | 配对答案 | 选项图片
 *
 * - 题号 (No.) starts a question; the following rows with an empty No. (or the same No.) add its
 *   options. A composite's parts are questions of their own whose 父题号 names the composite's No.
 * - 题型: 1-6, 99 or the type name (单选题 ... 组合题, or the English name). 难度: 1/2 or 普通/较难.
 * - 选项 (A, B, ...) is for reading only; options keep their row order.
 * - 选项内容: the option text; type 4 the reference answer; type 5 one blank per row, the accepted
 *   values joined by '||'; type 6 the left item, with 配对答案 the right-hand text.
 * - 是否正确: Y/N (also 是/否, 对/错, 1/0, true/false) for types 1-3; ignored otherwise.
 * - 章节: a chapter title of the bank, created when missing. Parts take their composite's chapter.
 * - Text may be HTML (it is sanitized like the editor's input).
 * Columns are found by their header title (zh or en), so their order does not matter.
 */
import type { Lang } from '../../core/i18n.ts';
import type { TransferIssue } from '../../core/transfer/issues.ts';
import type { IssueDescription } from '../../core/transfer/transfer-spec.ts';
import {
  SheetWriter,
  readImportSheet,
  type XlsxColumn,
  type XlsxRow,
} from '../../core/transfer/xlsx.ts';
import {
  COMPOSITE,
  LEVEL_NAMES,
  QU_TYPE_NAMES,
  isQuType,
  optionLabel,
  type QuTypeValue,
} from './question.constants.ts';
import {
  cleanQuestion,
  isRuleName,
  ruleMessage,
  type CleanQuestion,
  type OptionInput,
  type QuestionDraft,
  type RuleIssue,
  type RuleName,
} from './question.rules.ts';

export const COLUMNS = [
  { key: 'no', zh: '题号', en: 'No.', width: 8 },
  { key: 'parentNo', zh: '父题号', en: 'Parent No.', width: 8 },
  { key: 'quType', zh: '题型', en: 'Type', width: 10 },
  { key: 'chapter', zh: '章节', en: 'Chapter', width: 16 },
  { key: 'level', zh: '难度', en: 'Level', width: 8 },
  { key: 'content', zh: '题干', en: 'Content', width: 50 },
  { key: 'analysis', zh: '解析', en: 'Analysis', width: 40 },
  { key: 'label', zh: '选项', en: 'Option', width: 6 },
  { key: 'option', zh: '选项内容', en: 'Option content', width: 36 },
  { key: 'isRight', zh: '是否正确', en: 'Right', width: 10 },
  { key: 'answer', zh: '配对答案', en: 'Match answer', width: 20 },
  { key: 'image', zh: '选项图片', en: 'Option image', width: 24 },
] as const satisfies readonly XlsxColumn[];

type SheetKey = (typeof COLUMNS)[number]['key'];
export type ColumnKey = SheetKey | 'header';
const REQUIRED: SheetKey[] = ['no', 'quType', 'content'];

/** A problem found in the file: the row (1 = header) and column it is about. */
export type ImportIssue = TransferIssue<ColumnKey, RuleName>;

/** A stored problem as the job's status and error report show it (always PARAM_INVALID). */
export function describeIssue(issue: TransferIssue, lang: Lang): IssueDescription {
  return {
    subCode: 'PARAM_INVALID',
    message: isRuleName(issue.rule)
      ? ruleMessage({ rule: issue.rule, args: issue.args }, lang)
      : issue.rule,
  };
}

export interface ImportItem {
  /** Spreadsheet row of the question's first line. */
  row: number;
  chapterTitle: string | null;
  question: CleanQuestion;
}

export interface ParsedWorkbook {
  items: ImportItem[];
  issues: ImportIssue[];
  /** Top-level questions found (valid and refused); a stray part counts as one. */
  total: number;
  failed: number;
}

/** A question as the export writes it. */
export interface ExportQuestion {
  quType: number;
  level: number;
  content: string;
  analysis: string;
  chapterTitle: string | null;
  options: Array<{ content: string; image: string; isRight: boolean; answer: string | null }>;
  parts: ExportQuestion[];
}

const MAX_CHAPTER_TITLE = 100;

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

type RowValues = XlsxRow<SheetKey>;

function typeName(quType: number): string {
  return isQuType(quType) ? QU_TYPE_NAMES[quType].zh : String(quType);
}

/** The rows of one question (and, for a composite, its parts), numbering from `next`. */
function questionRows(q: ExportQuestion, no: number, parentNo: number | null): RowValues[] {
  const head: RowValues = {
    no: String(no),
    parentNo: parentNo === null ? '' : String(parentNo),
    quType: typeName(q.quType),
    chapter: parentNo === null ? (q.chapterTitle ?? '') : '',
    level: q.level,
    content: q.content,
    analysis: q.analysis,
  };
  const choice = q.quType === 1 || q.quType === 2 || q.quType === 3;
  const rows: RowValues[] = q.options.map((o, i) => ({
    ...(i === 0 ? head : {}),
    label: optionLabel(i),
    option: o.content,
    isRight: choice ? (o.isRight ? 'Y' : 'N') : '',
    answer: q.quType === 6 ? (o.answer ?? '') : '',
    image: o.image,
  }));
  return rows.length > 0 ? rows : [head];
}

/** A sheet of questions (see the layout above), numbered from 1. */
export function questionSheet(questions: readonly ExportQuestion[]): SheetWriter<SheetKey> {
  const sheet = new SheetWriter('试题', COLUMNS);
  let no = 0;
  for (const q of questions) {
    const own = ++no;
    for (const r of questionRows(q, own, null)) sheet.add(r);
    for (const part of q.parts) for (const r of questionRows(part, ++no, own)) sheet.add(r);
  }
  return sheet;
}

/** A bank's questions as an xlsx file (see the layout above). */
export function writeQuestions(questions: readonly ExportQuestion[]): Promise<Buffer> {
  return questionSheet(questions).finish();
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

const TYPE_BY_NAME = new Map<string, QuTypeValue>();
for (const [n, names] of Object.entries(QU_TYPE_NAMES)) {
  const t = Number(n) as QuTypeValue;
  TYPE_BY_NAME.set(n, t);
  TYPE_BY_NAME.set(names.zh, t);
  TYPE_BY_NAME.set(names.zh.replace(/题$/, ''), t);
  TYPE_BY_NAME.set(names.en.toLowerCase(), t);
}

function parseType(s: string): number {
  return TYPE_BY_NAME.get(s.trim().toLowerCase()) ?? Number.NaN;
}

function parseLevel(s: string): number {
  const t = s.trim().toLowerCase();
  if (t === '') return 1;
  for (const [n, names] of Object.entries(LEVEL_NAMES)) {
    if (t === n || t === names.zh || t === names.en.toLowerCase()) return Number(n);
  }
  return Number.NaN;
}

const YES = new Set(['y', 'yes', 'true', '1', '是', '对', '正确', '√', '✓', 't']);
const NO = new Set(['', 'n', 'no', 'false', '0', '否', '错', '错误', '×', '✗', 'f']);

interface RawOption {
  row: number;
  content: string;
  image: string;
  isRight: string;
  answer: string;
}

interface RawQuestion {
  row: number;
  no: string;
  parentNo: string;
  quType: number;
  chapter: string;
  level: number;
  content: string;
  analysis: string;
  options: RawOption[];
  parts: RawQuestion[];
  issues: ImportIssue[];
}

/** Maps a rule issue's field path (as the editor names fields) onto the file's rows and columns. */
function placeIssue(issue: RuleIssue, q: RawQuestion): ImportIssue {
  const at = (row: number, field: ColumnKey): ImportIssue => ({
    row,
    field,
    rule: issue.rule,
    ...(issue.args === undefined ? {} : { args: issue.args }),
  });
  const part = /^subList\.(\d+)\.(.+)$/.exec(issue.field);
  if (part !== null) {
    const sub = q.parts[Number(part[1])];
    return sub === undefined ? at(q.row, 'no') : placeIssue({ ...issue, field: part[2]! }, sub);
  }
  const option = /^answerList\.(\d+)\.(\w+)$/.exec(issue.field);
  if (option !== null) {
    const o = q.options[Number(option[1])];
    const column: ColumnKey =
      option[2] === 'image' ? 'image' : option[2] === 'answer' ? 'answer' : 'option';
    return at(o?.row ?? q.row, column);
  }
  switch (issue.field) {
    case 'answerList':
      return at(
        q.row,
        issue.rule === 'oneRight' || issue.rule === 'someRight' ? 'isRight' : 'option',
      );
    case 'subList':
      return at(q.row, 'no');
    case 'content':
    case 'analysis':
    case 'quType':
    case 'level':
      return at(q.row, issue.field);
    default:
      return at(q.row, 'no');
  }
}

function toDraft(q: RawQuestion): QuestionDraft {
  const choice = q.quType === 1 || q.quType === 2 || q.quType === 3;
  return {
    quType: q.quType,
    level: q.level,
    content: q.content,
    analysis: q.analysis,
    answerList: q.options.map((o): OptionInput => ({
      content: o.content,
      image: o.image,
      isRight: choice ? YES.has(o.isRight.toLowerCase()) : true,
      answer: o.answer,
    })),
    subList: q.parts.map(toDraft),
  };
}

/** Own-row problems a question (and its parts) collected while reading. */
function rowIssues(q: RawQuestion): ImportIssue[] {
  return [...q.issues, ...q.parts.flatMap(rowIssues)];
}

/**
 * Reads an import file: the valid questions (ready to save) and every problem with its row.
 * A composite is refused with all its parts when any of them has a problem.
 */
export async function parseWorkbook(bytes: Buffer): Promise<ParsedWorkbook> {
  const sheet = await readImportSheet(bytes, COLUMNS, REQUIRED);
  if (sheet.issues.length > 0) return { items: [], issues: sheet.issues, total: 0, failed: 0 };
  const issues: ImportIssue[] = [];

  const starts: RawQuestion[] = [];
  const seen = new Set<string>();
  let current: RawQuestion | null = null;
  let stray = 0;
  for (const { row: r, get } of sheet.rows) {
    const option: RawOption = {
      row: r,
      content: get('option'),
      image: get('image'),
      isRight: get('isRight'),
      answer: get('answer'),
    };
    const no = get('no');
    const head = [no, get('parentNo'), get('quType'), get('content'), get('analysis')];
    const hasOption = [option.content, option.image, option.isRight, option.answer].some(
      (v) => v !== '',
    );
    if (!hasOption && head.every((v) => v === '')) continue;

    if (no !== '' && (current === null || no !== current.no)) {
      const chapter = get('chapter');
      current = {
        row: r,
        no,
        parentNo: get('parentNo'),
        quType: parseType(get('quType')),
        chapter,
        level: parseLevel(get('level')),
        content: get('content'),
        analysis: get('analysis'),
        options: [],
        parts: [],
        issues: [],
      };
      if (seen.has(no))
        current.issues.push({ row: r, field: 'no', rule: 'duplicateNo', args: { no } });
      if (chapter.length > MAX_CHAPTER_TITLE) {
        current.issues.push({
          row: r,
          field: 'chapter',
          rule: 'tooLong',
          args: { n: MAX_CHAPTER_TITLE },
        });
      }
      seen.add(no);
      starts.push(current);
    } else if (current === null) {
      issues.push({ row: r, field: 'no', rule: 'noQuestion' });
      stray++;
      continue;
    }
    if (hasOption) {
      if (!NO.has(option.isRight.toLowerCase()) && !YES.has(option.isRight.toLowerCase())) {
        current.issues.push({ row: r, field: 'isRight', rule: 'rightInvalid' });
      }
      current.options.push(option);
    }
  }

  // Attach parts to their composites (by the first question holding that No.).
  const byNo = new Map<string, RawQuestion>();
  for (const q of starts) if (!byNo.has(q.no)) byNo.set(q.no, q);
  const tops: RawQuestion[] = [];
  for (const q of starts) {
    if (q.parentNo === '') {
      tops.push(q);
      continue;
    }
    const parent = byNo.get(q.parentNo);
    if (parent === undefined) {
      issues.push({
        row: q.row,
        field: 'parentNo',
        rule: 'parentNotFound',
        args: { no: q.parentNo },
      });
      stray++;
    } else if (parent.parentNo !== '' || parent.quType !== COMPOSITE) {
      issues.push({
        row: q.row,
        field: 'parentNo',
        rule: 'parentNotComposite',
        args: { no: q.parentNo },
      });
      stray++;
    } else {
      parent.parts.push(q);
    }
  }

  const items: ImportItem[] = [];
  let failed = stray;
  for (const q of tops) {
    const { question, issues: ruleIssues } = cleanQuestion(toDraft(q));
    const found = [...rowIssues(q), ...ruleIssues.map((i) => placeIssue(i, q))];
    if (found.length === 0) {
      items.push({ row: q.row, chapterTitle: q.chapter === '' ? null : q.chapter, question });
      continue;
    }
    failed++;
    const partRows = new Set(q.parts.flatMap((p) => [p.row, ...p.options.map((o) => o.row)]));
    if (q.quType === COMPOSITE && found.some((i) => partRows.has(i.row))) {
      found.push({ row: q.row, field: 'no', rule: 'partFailed' });
    }
    issues.push(...found);
  }
  issues.sort((a, b) => a.row - b.row);
  return { items, issues, total: tops.length + stray, failed };
}
