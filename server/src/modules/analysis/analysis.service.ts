import { z } from 'zod';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { id } from '../../core/input.ts';
import { SheetWriter, type XlsxColumn } from '../../core/transfer/xlsx.ts';
import type { DownloadFile } from '../../core/rest/files.ts';
import type { Lang } from '../../core/i18n.ts';
import { abcLabel, htmlToText, type QuestionService } from '../question/index.ts';
import { PaperState } from '../sitting/index.ts';
import {
  cronbachAlpha,
  itemAdvice,
  itemStatistics,
  MIN_ATTEMPTS_FOR_ADVICE,
  type AttemptScores,
  type ItemFlag,
} from './item-statistics.ts';

/** Question types whose options are counted (single, multiple, true/false). */
const CHOICE_TYPES = [1, 2, 3];
/** Mark-as outcome of a paper whose score was declared invalid: left out of the analysis. */
const REVIEW_INVALID = 3;
/** Characters of a question's plain text shown in the analysis. */
const CONTENT_CHARS = 200;

export const ExamAnalysisSchema = z.object({ id });
export const ApplyLevelSchema = z.object({ examId: id, quId: id });

export interface OptionChoiceView {
  id: string;
  abc: string;
  content: string;
  isRight: boolean;
  /** Finished papers whose answer chose this option. */
  count: number;
}

export interface ItemAnalysisView {
  quId: string;
  quType: number;
  /** The question's plain text, shortened. */
  content: string;
  /** The bank question's level now (1 normal, 2 harder). */
  level: number;
  attempts: number;
  /** Mean marks earned and the full marks (of the paper's question). */
  meanScore: number | null;
  fullScore: number;
  facility: number | null;
  discrimination: number | null;
  itemRestCorrelation: number | null;
  flags: ItemFlag[];
  /** The level the facility suggests (null under the minimum attempts). */
  suggestedLevel: number | null;
  /** Choice questions: each option and how often it was chosen; empty otherwise. */
  options: OptionChoiceView[];
  /** Choice questions: finished papers that left it unanswered. */
  unanswered: number;
}

export interface ExamAnalysisView {
  examId: string;
  title: string;
  /** Finished papers analysed (state finished, score not declared invalid). */
  papers: number;
  /** Cronbach's alpha (KR-20 for right/wrong questions) over the questions every paper drew. */
  alpha: number | null;
  alphaItems: number;
  minAttempts: number;
  items: ItemAnalysisView[];
}

interface MatrixRow {
  paperId: string;
  quId: string;
  quType: number;
  sort: number;
  full: number;
  earned: number;
}

/** Item analysis of an exam's finished papers, after Moodle's quiz statistics report. */
export class AnalysisService {
  constructor(
    private readonly infra: Infra,
    private readonly questions: QuestionService,
  ) {}

  /**
   * The analysis of one exam: three reads whatever its size (the marks matrix, the option counts
   * aggregated by SQL, the questions with their options), then the pure statistics.
   */
  async examAnalysis(raw: unknown): Promise<ExamAnalysisView> {
    const { id: examId } = parseInput(ExamAnalysisSchema, raw);
    const db = this.infra.prisma;
    const exam = await db.exam.findUnique({ where: { id: examId }, select: { title: true } });
    if (exam === null) throw new AppError('EXAM_NOT_FOUND');
    const [matrix, choices] = await Promise.all([
      db.$queryRaw<MatrixRow[]>`
        SELECT pq."paperId", pq."quId", pq."quType", pq."sort", pq."score" AS "full",
          COALESCE(pq."userScore", 0) AS "earned"
        FROM "PaperQuestion" pq JOIN "Paper" p ON p."id" = pq."paperId"
        WHERE p."examId" = ${examId} AND p."state" = ${PaperState.FINISHED}
          AND p."reviewState" <> ${REVIEW_INVALID}
        ORDER BY p."startedAt", p."id"`,
      db.$queryRaw<Array<{ quId: string; optionId: string | null; count: number }>>`
        SELECT pq."quId", o.id AS "optionId", COUNT(*)::int AS "count"
        FROM "PaperQuestion" pq JOIN "Paper" p ON p."id" = pq."paperId"
        LEFT JOIN LATERAL jsonb_array_elements_text(
          CASE WHEN jsonb_typeof(pq."answer"->'optionIds') = 'array'
            THEN pq."answer"->'optionIds' ELSE '[]'::jsonb END) AS o(id) ON TRUE
        WHERE p."examId" = ${examId} AND p."state" = ${PaperState.FINISHED}
          AND p."reviewState" <> ${REVIEW_INVALID} AND pq."quType" = ANY(${CHOICE_TYPES})
        GROUP BY 1, 2`,
    ]);
    const attempts = toAttempts(matrix);
    const quIds = firstSeenOrder(matrix);
    const stored = await db.question.findMany({
      where: { id: { in: quIds.map((q) => q.quId) } },
      select: {
        id: true,
        content: true,
        level: true,
        options: {
          orderBy: [{ sort: 'asc' }, { id: 'asc' }],
          select: { id: true, content: true, isRight: true },
        },
      },
    });
    const byId = new Map(stored.map((q) => [q.id, q]));
    const chosen = new Map<string, Map<string | null, number>>();
    for (const c of choices) {
      const m = chosen.get(c.quId) ?? new Map<string | null, number>();
      m.set(c.optionId, c.count);
      chosen.set(c.quId, m);
    }
    const items = quIds.map(({ quId, quType, full }): ItemAnalysisView => {
      const stat = itemStatistics(quId, attempts);
      const advice = itemAdvice(stat);
      const q = byId.get(quId);
      const counts = chosen.get(quId);
      const isChoice = CHOICE_TYPES.includes(quType);
      return {
        quId,
        quType,
        content: q === undefined ? '' : htmlToText(q.content).slice(0, CONTENT_CHARS),
        level: q?.level ?? 0,
        attempts: stat.attempts,
        meanScore: stat.facility === null ? null : stat.facility * full,
        fullScore: full,
        facility: stat.facility,
        discrimination: stat.discrimination,
        itemRestCorrelation: stat.itemRestCorrelation,
        flags: advice.flags,
        // A deleted bank question cannot take a level.
        suggestedLevel: q === undefined ? null : advice.suggestedLevel,
        options:
          isChoice && q !== undefined
            ? q.options.map((o, i) => ({
                id: o.id,
                abc: abcLabel(i),
                content: htmlToText(o.content).slice(0, CONTENT_CHARS),
                isRight: o.isRight,
                count: counts?.get(o.id) ?? 0,
              }))
            : [],
        unanswered: isChoice ? (counts?.get(null) ?? 0) : 0,
      };
    });
    const reliability = cronbachAlpha(attempts);
    return {
      examId,
      title: exam.title,
      papers: attempts.length,
      alpha: reliability.alpha,
      alphaItems: reliability.items,
      minAttempts: MIN_ATTEMPTS_FOR_ADVICE,
      items,
    };
  }

  /**
   * Sets the bank question to the level the exam's analysis suggests for it now (computed again,
   * never taken from the caller).
   */
  async applySuggestedLevel(raw: unknown): Promise<{ id: string; level: number }> {
    const { examId, quId } = parseInput(ApplyLevelSchema, raw);
    const analysis = await this.examAnalysis({ id: examId });
    const item = analysis.items.find((i) => i.quId === quId);
    if (item === undefined) throw new AppError('ANALYSIS_QUESTION_NOT_IN_EXAM');
    if (item.suggestedLevel === null) {
      throw new AppError('ANALYSIS_NO_SUGGESTION', { n: MIN_ATTEMPTS_FOR_ADVICE });
    }
    return this.questions.setLevel(quId, item.suggestedLevel);
  }

  /** The analysis as a workbook: one row per question, option counts in one cell. */
  async exportXlsx(raw: unknown, lang: Lang): Promise<DownloadFile> {
    const analysis = await this.examAnalysis(raw);
    const sheet = new SheetWriter('Item analysis', ANALYSIS_COLUMNS, { lang });
    const percent = (v: number | null) => (v === null ? '' : Math.round(v * 1000) / 10);
    const ratio = (v: number | null) => (v === null ? '' : Math.round(v * 1000) / 1000);
    analysis.items.forEach((item, i) => {
      sheet.add({
        no: i + 1,
        content: item.content,
        quType: item.quType,
        attempts: item.attempts,
        meanScore: item.meanScore === null ? '' : Math.round(item.meanScore * 100) / 100,
        fullScore: item.fullScore,
        facility: percent(item.facility),
        discrimination: ratio(item.discrimination),
        itemRest: ratio(item.itemRestCorrelation),
        options: item.options.map((o) => `${o.abc}${o.isRight ? '*' : ''}: ${o.count}`).join('  '),
        flags: item.flags.map((f) => FLAG_TEXT[f][lang]).join(', '),
        level: item.level,
        suggestedLevel: item.suggestedLevel ?? '',
      });
    });
    sheet.addNotes(
      [
        `${analysis.title}`,
        `${lang === 'en' ? 'Finished papers' : '已完成试卷'}: ${analysis.papers}`,
        `${lang === 'en' ? "Cronbach's alpha" : '信度系数 (Cronbach α)'}: ${
          analysis.alpha === null ? '-' : ratio(analysis.alpha)
        } (${analysis.alphaItems})`,
      ],
      lang === 'en' ? 'Summary' : '概要',
    );
    return { fileName: `${analysis.title}-item-analysis.xlsx`, bytes: await sheet.finish() };
  }
}

type AnalysisColumn =
  | 'no'
  | 'content'
  | 'quType'
  | 'attempts'
  | 'meanScore'
  | 'fullScore'
  | 'facility'
  | 'discrimination'
  | 'itemRest'
  | 'options'
  | 'flags'
  | 'level'
  | 'suggestedLevel';

export const ANALYSIS_COLUMNS: readonly XlsxColumn<AnalysisColumn>[] = [
  { key: 'no', zh: '序号', en: 'No.', width: 6 },
  { key: 'content', zh: '题目', en: 'Question', width: 50 },
  { key: 'quType', zh: '题型', en: 'Type', width: 8 },
  { key: 'attempts', zh: '作答数', en: 'Attempts', width: 10 },
  { key: 'meanScore', zh: '平均得分', en: 'Mean score', width: 12 },
  { key: 'fullScore', zh: '满分', en: 'Full marks', width: 10 },
  { key: 'facility', zh: '通过率(%)', en: 'Facility (%)', width: 12 },
  { key: 'discrimination', zh: '区分度', en: 'Discrimination', width: 14 },
  { key: 'itemRest', zh: '校正题总相关', en: 'Item-rest correlation', width: 20 },
  { key: 'options', zh: '选项分布', en: 'Options chosen', width: 30 },
  { key: 'flags', zh: '提示', en: 'Flags', width: 24 },
  { key: 'level', zh: '当前难度', en: 'Level', width: 10 },
  { key: 'suggestedLevel', zh: '建议难度', en: 'Suggested level', width: 16 },
];

const FLAG_TEXT: Record<ItemFlag, Record<Lang, string>> = {
  tooEasy: { zh: '过易', en: 'Too easy' },
  tooHard: { zh: '过难', en: 'Too hard' },
  poorDiscrimination: { zh: '区分度差', en: 'Discriminates poorly' },
};

/** One attempt per paper: its questions' marks and its totals over them. */
function toAttempts(matrix: readonly MatrixRow[]): AttemptScores[] {
  const papers = new Map<
    string,
    AttemptScores & { items: Map<string, { earned: number; full: number }> }
  >();
  for (const r of matrix) {
    let a = papers.get(r.paperId);
    if (a === undefined) {
      a = { total: 0, max: 0, items: new Map() };
      papers.set(r.paperId, a);
    }
    a.items.set(r.quId, { earned: r.earned, full: r.full });
    a.total += r.earned;
    a.max += r.full;
  }
  return [...papers.values()];
}

/** The exam's questions by type, then by their mean place on the papers. */
function firstSeenOrder(
  matrix: readonly MatrixRow[],
): Array<{ quId: string; quType: number; full: number }> {
  const seen = new Map<
    string,
    { quId: string; quType: number; full: number; sortSum: number; n: number }
  >();
  for (const r of matrix) {
    const s = seen.get(r.quId) ?? {
      quId: r.quId,
      quType: r.quType,
      full: r.full,
      sortSum: 0,
      n: 0,
    };
    s.sortSum += r.sort;
    s.n += 1;
    seen.set(r.quId, s);
  }
  return [...seen.values()]
    .sort(
      (a, b) =>
        a.quType - b.quType || a.sortSum / a.n - b.sortSum / b.n || a.quId.localeCompare(b.quId),
    )
    .map(({ quId, quType, full }) => ({ quId, quType, full }));
}
