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
import type { IssueDescription } from '../../core/transfer/transfer-jobs.ts';
import {
  SheetWriter,
  columnTitle,
  firstWorksheet,
  headerColumns,
  rowReader,
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
    fieldName: columnTitle(COLUMNS, issue.field, lang),
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
function questionSheet(questions: readonly ExportQuestion[]): SheetWriter<SheetKey> {
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

const EXAMPLES: ExportQuestion[] = [
  {
    quType: 1,
    level: 1,
    chapterTitle: '第一章 安全常识',
    content: '发现火情时，首先应当拨打的报警电话是？',
    analysis: '我国的火警电话是119。',
    options: [
      { content: '110', image: '', isRight: false, answer: null },
      { content: '119', image: '', isRight: true, answer: null },
      { content: '120', image: '', isRight: false, answer: null },
      { content: '122', image: '', isRight: false, answer: null },
    ],
    parts: [],
  },
  {
    quType: 2,
    level: 2,
    chapterTitle: '第一章 安全常识',
    content: '下列属于个人防护用品的有？',
    analysis: '安全帽、防护眼镜和绝缘手套都属于个人防护用品。',
    options: [
      { content: '安全帽', image: '', isRight: true, answer: null },
      { content: '防护眼镜', image: '', isRight: true, answer: null },
      { content: '办公椅', image: '', isRight: false, answer: null },
      { content: '绝缘手套', image: '', isRight: true, answer: null },
    ],
    parts: [],
  },
  {
    quType: 3,
    level: 1,
    chapterTitle: '第一章 安全常识',
    content: '电气设备着火时，可以直接用水扑救。',
    analysis: '带电设备着火应先切断电源，并使用干粉等灭火器，不能直接用水。',
    options: [
      { content: '正确', image: '', isRight: false, answer: null },
      { content: '错误', image: '', isRight: true, answer: null },
    ],
    parts: [],
  },
  {
    quType: 4,
    level: 2,
    chapterTitle: '第二章 应急处置',
    content: '<p>简述发生触电事故时的正确处置步骤。</p>',
    analysis: '先断电、再施救，必要时进行心肺复苏并拨打120。',
    options: [
      {
        content:
          '<p>立即切断电源或用绝缘物使触电者脱离电源；判断伤情，必要时进行心肺复苏；拨打120。</p>',
        image: '',
        isRight: true,
        answer: null,
      },
    ],
    parts: [],
  },
  {
    quType: 5,
    level: 1,
    chapterTitle: '第二章 应急处置',
    content: '灭火的基本方法有冷却法、____法、隔离法和____法。',
    analysis: '四种基本灭火方法：冷却、窒息、隔离、化学抑制。',
    options: [
      { content: '窒息||窒息法', image: '', isRight: true, answer: null },
      { content: '化学抑制||抑制', image: '', isRight: true, answer: null },
    ],
    parts: [],
  },
  {
    quType: 6,
    level: 1,
    chapterTitle: '第二章 应急处置',
    content: '请将安全标志的颜色与其含义配对。',
    analysis: '红色表示禁止，黄色表示警告，蓝色表示指令，绿色表示提示。',
    options: [
      { content: '红色', image: '', isRight: true, answer: '禁止' },
      { content: '黄色', image: '', isRight: true, answer: '警告' },
      { content: '蓝色', image: '', isRight: true, answer: '指令' },
    ],
    parts: [],
  },
  {
    quType: COMPOSITE,
    level: 2,
    chapterTitle: '第二章 应急处置',
    content: '<p>阅读材料：某车间夜班期间配电柜冒烟，值班员发现后立即报告。请回答下列问题。</p>',
    analysis: '考查电气火灾的初期处置。',
    options: [],
    parts: [
      {
        quType: 1,
        level: 1,
        chapterTitle: null,
        content: '值班员首先应当？',
        analysis: '电气火灾先断电。',
        options: [
          { content: '切断电源', image: '', isRight: true, answer: null },
          { content: '用水浇灭', image: '', isRight: false, answer: null },
        ],
        parts: [],
      },
      {
        quType: 5,
        level: 1,
        chapterTitle: null,
        content: '扑救电气火灾应选用____灭火器。',
        analysis: '干粉或二氧化碳灭火器均可。',
        options: [{ content: '干粉||二氧化碳', image: '', isRight: true, answer: null }],
        parts: [],
      },
    ],
  },
];

const INSTRUCTIONS = [
  '填写说明',
  '1. 每行一个选项；题目的题号、题型、章节、难度、题干、解析写在该题第一行，后续选项行的题号留空（或填写相同题号）。',
  '2. 题型：1单选题、2多选题、3判断题、4简答题、5填空题、6配对题、99组合题（可填写数字或名称）。难度：1普通、2较难（留空为1）。',
  '3. 单选题、多选题、判断题：在“是否正确”列填写Y或N；单选题和判断题有且只有一个正确选项，判断题正好两个选项，多选题至少一个正确选项。',
  '4. 简答题：可在“选项内容”填写参考答案（最多一行）。',
  '5. 填空题：每个填空一行，“选项内容”填写可接受的答案，多个答案用||分隔。',
  '6. 配对题：每组一行，“选项内容”为左侧内容，“配对答案”为右侧内容，至少两组。',
  '7. 组合题：先写组合题本身（只有题干和解析），再写它的子题；子题有自己的题号，并在“父题号”中填写组合题的题号。子题不能是组合题；子题有错误时整道组合题都不会导入。',
  '8. 章节按名称匹配，不存在时自动创建。最多26个选项（A-Z）。题干、解析、选项内容可以包含HTML，会按编辑器规则过滤。',
];

/** The import template: the header, one example per type (a composite with two parts), notes. */
export function writeTemplate(): Promise<Buffer> {
  const sheet = questionSheet(EXAMPLES);
  sheet.addNotes(INSTRUCTIONS);
  return sheet.finish();
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
  const ws = await firstWorksheet(bytes);
  const issues: ImportIssue[] = [];
  if (ws === undefined) {
    return {
      items: [],
      issues: [{ row: 1, field: 'header', rule: 'fileEmpty' }],
      total: 0,
      failed: 0,
    };
  }

  const columnOf = headerColumns(ws, COLUMNS);
  const missing = REQUIRED.filter((k) => !columnOf.has(k));
  if (missing.length > 0) {
    return {
      items: [],
      issues: missing.map((k) => ({
        row: 1,
        field: 'header' as const,
        rule: 'headerMissing' as const,
        args: { name: columnTitle(COLUMNS, k, 'zh') },
      })),
      total: 0,
      failed: 0,
    };
  }

  const starts: RawQuestion[] = [];
  const seen = new Set<string>();
  let current: RawQuestion | null = null;
  let stray = 0;
  for (let r = 2; r <= ws.rowCount; r++) {
    const get = rowReader(ws.getRow(r), columnOf);
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
