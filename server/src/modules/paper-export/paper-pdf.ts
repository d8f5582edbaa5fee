/**
 * A handed-in paper as PDF pages: the learner and the totals, then every question with the
 * learner's answer, the key, the points earned, the marker's comment and the analysis, then the
 * learner's camera snapshots when proctoring stored some. Written in the CJK font (cjk-font.ts);
 * rich text is written as its visible text.
 */
import dayjs from 'dayjs';
import PDFDocument from 'pdfkit';
import type { Lang } from '../../core/i18n.ts';
import type { PaperReviewView } from '../paper/index.ts';
import type { PaperSnapshot } from '../proctor/index.ts';
import { htmlToText, type LearnerQuestionView } from '../question/index.ts';
import { cjkFont, type CjkFont } from './cjk-font.ts';

export type PdfDoc = PDFKit.PDFDocument;

/** What one paper's pages show. */
export interface PdfPaper {
  paper: PaperReviewView;
  snapshots: readonly PaperSnapshot[];
}

const TYPE_NAMES: Record<Lang, Record<number, string>> = {
  zh: {
    1: '单选题',
    2: '多选题',
    3: '判断题',
    4: '简答题',
    5: '填空题',
    6: '配伍题',
    99: '组合题',
  },
  en: {
    1: 'Single choice',
    2: 'Multiple choice',
    3: 'True/false',
    4: 'Short answer',
    5: 'Fill in the blanks',
    6: 'Matching',
    99: 'Composite',
  },
};

/** The name of a question type (composites also come as 991-993). */
export function typeName(quType: number, lang: Lang): string {
  return TYPE_NAMES[lang][quType >= 99 ? 99 : quType] ?? String(quType);
}

const LABELS = {
  zh: {
    learner: '考生',
    account: '账号',
    dept: '部门',
    startTime: '开始时间',
    handTime: '交卷时间',
    timeUsed: '用时',
    minutes: '分钟',
    score: '得分',
    objScore: '客观题',
    subjScore: '主观题',
    qualify: '及格分',
    result: '结果',
    passed: '通过',
    failed: '未通过',
    pending: '待定',
    leaves: '切屏次数',
    exception: '异常',
    points: '分',
    chosen: '【考生选择】',
    right: '【正确答案】',
    learnerAnswer: '考生答案',
    key: '正确答案',
    reference: '参考答案',
    noAnswer: '（未作答）',
    earned: '得分',
    awaiting: '待阅卷',
    comment: '评语',
    analysis: '解析',
    deleted: '（该题已从题库删除）',
    snapshots: '监考抓拍',
    facePass: '人脸核验通过',
    faceFail: '人脸核验未通过',
    state: ['考试中', '待阅卷', '已完成', '已作废'],
  },
  en: {
    learner: 'Learner',
    account: 'Account',
    dept: 'Department',
    startTime: 'Started',
    handTime: 'Handed in',
    timeUsed: 'Time used',
    minutes: 'min',
    score: 'Score',
    objScore: 'Objective',
    subjScore: 'Subjective',
    qualify: 'Pass mark',
    result: 'Result',
    passed: 'Passed',
    failed: 'Not passed',
    pending: 'Pending',
    leaves: 'Screen leaves',
    exception: 'Exception',
    points: 'pt',
    chosen: '[chosen]',
    right: '[key]',
    learnerAnswer: "Learner's answer",
    key: 'Key',
    reference: 'Reference answer',
    noAnswer: '(no answer)',
    earned: 'Points',
    awaiting: 'awaiting marking',
    comment: 'Comment',
    analysis: 'Analysis',
    deleted: '(this question was deleted from its bank)',
    snapshots: 'Proctoring snapshots',
    facePass: 'face check passed',
    faceFail: 'face check failed',
    state: ['In exam', 'Awaiting marking', 'Finished', 'Abandoned'],
  },
} as const;

type Labels = (typeof LABELS)[Lang];

const MARGIN = 50;
const SNAPSHOT_WIDTH = 112;
const SNAPSHOT_HEIGHT = 84;

/** A new A4 document in the CJK font (see cjk-font.ts). */
export function newPdf(title: string, font: CjkFont = cjkFont()): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Creator: 'Examhall' },
  });
  doc.registerFont('cjk', font.bytes);
  doc.font('cjk');
  return doc;
}

const time = (d: Date | null) => (d === null ? '-' : dayjs(d).format('YYYY-MM-DD HH:mm:ss'));
const num = (n: number) => String(Math.round(n * 100) / 100);

/** Writes one paper from a new page (the document's first page when `first`). */
export function writePaper(
  doc: PdfDoc,
  { paper, snapshots }: PdfPaper,
  lang: Lang,
  first: boolean,
) {
  const L = LABELS[lang];
  if (!first) doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  doc.fontSize(16).text(paper.examTitle, { width, align: 'center' });
  doc.moveDown(0.5);
  const name = paper.familyName === '' ? paper.realName : `${paper.familyName}${paper.realName}`;
  const result = paper.passed === null ? L.pending : paper.passed ? L.passed : L.failed;
  const lines = [
    `${L.learner}: ${name}    ${L.account}: ${paper.userName}    ${L.dept}: ${paper.deptName ?? '-'}`,
    `${L.startTime}: ${time(paper.startedAt)}    ${L.handTime}: ${time(paper.handedAt)}    ${L.timeUsed}: ${Math.ceil(paper.userTime / 60)} ${L.minutes}`,
    `${L.score}: ${num(paper.userScore)} / ${num(paper.totalScore)}    ${L.objScore}: ${num(paper.objScore)}    ${L.subjScore}: ${num(paper.subjScore)}    ${L.qualify}: ${num(paper.qualifyScore)}`,
    `${L.result}: ${result} (${L.state[paper.state] ?? paper.state})    ${L.leaves}: ${paper.leaveTimes}` +
      (paper.exState !== 0 && paper.exMsg !== '' ? `    ${L.exception}: ${paper.exMsg}` : ''),
  ];
  doc.fontSize(10);
  for (const line of lines) doc.text(line, { width });
  doc.moveDown(0.8);

  for (const item of paper.items) {
    doc
      .fontSize(11)
      .text(
        `${item.sort + 1}. [${typeName(item.quType, lang)}] (${num(item.score)} ${L.points})`,
        MARGIN,
        undefined,
        { width },
      );
    if (item.question === null) {
      doc.fontSize(10).text(L.deleted, { width });
    } else {
      writeQuestion(doc, item.question, L, 0);
    }
    const earned = item.needsMarking || item.userScore === null ? L.awaiting : num(item.userScore);
    doc.fontSize(10).text(`${L.earned}: ${earned} / ${num(item.score)}`, MARGIN, undefined, {
      width,
    });
    if (item.comment !== null && item.comment !== '') {
      doc.text(`${L.comment}: ${item.comment}`, { width });
    }
    doc.moveDown(0.6);
  }

  if (snapshots.length > 0) writeSnapshots(doc, snapshots, L);
}

/** The question's text, its options or blanks, the learner's answer and the key. */
function writeQuestion(doc: PdfDoc, q: LearnerQuestionView, L: Labels, indent: number) {
  const x = MARGIN + indent;
  const width = doc.page.width - MARGIN - x;
  const line = (text: string) => doc.text(text, x, undefined, { width });
  doc.fontSize(10);
  line(htmlToText(q.content));
  switch (q.quType) {
    case 1:
    case 2:
    case 3: {
      for (const o of q.options) {
        const marks = `${o.checked ? ` ${L.chosen}` : ''}${o.isRight === true ? ` ${L.right}` : ''}`;
        line(`${o.abc}. ${htmlToText(o.content ?? '')}${marks}`);
      }
      const chosen = q.options.filter((o) => o.checked).map((o) => o.abc);
      const keys = q.options.filter((o) => o.isRight === true).map((o) => o.abc);
      line(`${L.learnerAnswer}: ${chosen.length === 0 ? L.noAnswer : chosen.join(', ')}`);
      if (keys.length > 0) line(`${L.key}: ${keys.join(', ')}`);
      break;
    }
    case 4: {
      const answer = htmlToText(q.answer ?? '');
      line(`${L.learnerAnswer}: ${answer === '' ? L.noAnswer : answer}`);
      const reference = htmlToText(q.referenceAnswer ?? '');
      if (reference !== '') line(`${L.reference}: ${reference}`);
      break;
    }
    case 5: {
      const given = q.blanks.filter((b) => b.trim() !== '');
      line(`${L.learnerAnswer}: ${given.length === 0 ? L.noAnswer : q.blanks.join(' | ')}`);
      if (q.rightBlanks !== undefined) {
        line(`${L.key}: ${q.rightBlanks.map((accepted) => accepted.join(' / ')).join(' | ')}`);
      }
      break;
    }
    case 6: {
      const leftOf = new Map(q.options.map((o) => [o.id, o]));
      const pairText = (pairs: readonly { leftId: string; text: string }[]) =>
        pairs.map((p) => `${leftOf.get(p.leftId)?.abc ?? '?'} → ${p.text}`).join('; ');
      for (const o of q.options) line(`${o.abc}. ${htmlToText(o.content ?? '')}`);
      line(`${L.learnerAnswer}: ${q.pairs.length === 0 ? L.noAnswer : pairText(q.pairs)}`);
      if (q.rightPairs !== undefined) line(`${L.key}: ${pairText(q.rightPairs)}`);
      break;
    }
    default:
      for (const part of q.subList) writeQuestion(doc, part, L, indent + 16);
  }
  const analysis = htmlToText(q.analysis ?? '');
  if (analysis !== '') line(`${L.analysis}: ${analysis}`);
}

/** The snapshots in a grid, each with its time and face check. */
function writeSnapshots(doc: PdfDoc, snapshots: readonly PaperSnapshot[], L: Labels) {
  const perRow = Math.floor((doc.page.width - 2 * MARGIN) / (SNAPSHOT_WIDTH + 8));
  const cell = SNAPSHOT_HEIGHT + 28;
  doc.moveDown(0.5);
  doc.fontSize(12).text(L.snapshots, MARGIN);
  let y = doc.y + 6;
  snapshots.forEach((s, i) => {
    const col = i % perRow;
    if (col === 0 && i > 0) y += cell;
    if (y + cell > doc.page.height - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    const x = MARGIN + col * (SNAPSHOT_WIDTH + 8);
    doc.image(s.jpeg, x, y, { fit: [SNAPSHOT_WIDTH, SNAPSHOT_HEIGHT] });
    const check = s.facePass === null ? '' : s.facePass ? L.facePass : L.faceFail;
    doc.fontSize(7).text(`${time(s.createdAt)}\n${check}`, x, y + SNAPSHOT_HEIGHT + 2, {
      width: SNAPSHOT_WIDTH,
    });
  });
  doc.x = MARGIN;
  doc.y = y + cell;
}
