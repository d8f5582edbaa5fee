import { z } from 'zod';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { containsText } from '../../core/database/like.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { id, ids, optionalText, plainText } from '../../core/input.ts';
import { pageWindow, pagingFields, toPage, type Page } from '../../core/paging.ts';
import { htmlToText } from '../question/index.ts';
import { ruleViews } from './exam-authoring.ts';
import type { ExamRuleView } from './exam.views.ts';

/** Rows a selector shows at most (exam titles, a group's questions). */
export const SELECTOR_SIZE = 100;

export const TmplIdSchema = z.object({ id });
export const TmplIdsSchema = z.object({ ids: ids() });
export const SaveExamTmplSchema = z.object({ examId: id, title: plainText(100) });
export const ExamTmplPagingSchema = z.object({
  ...pagingFields(SELECTOR_SIZE),
  title: optionalText(100),
});
export const ExamTitlesSchema = z.preprocess(
  (v) => (v === null || v === undefined ? {} : v),
  z.object({ title: optionalText(200) }),
);

export interface ExamTmplView {
  id: string;
  title: string;
  /** Draw rules (groups) of the template. */
  groupCount: number;
  /** Sum of the groups' quCount x quScore. */
  totalScore: number;
  createdAt: Date;
}

/** A template group: an exam rule as the editor shows it, with its template's id. */
export interface ExamTmplGroupView extends ExamRuleView {
  tmplId: string;
  sort: number;
}

export interface TmplQuestionView {
  id: string;
  quType: number;
  level: number;
  /** Plain text, shortened. */
  content: string;
}

export interface ExamTitleView {
  id: string;
  title: string;
}

/**
 * Exam templates: an exam's draw rules saved under a name; a new exam starts from a template's
 * groups (the editor copies them into its rules). Also the exam titles for selectors.
 */
export class ExamTmplService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Saves the exam's draw rules as a new template named `title`. */
  async saveFromExam(session: SessionUser, raw: unknown): Promise<ExamTmplView> {
    const { examId, title } = parseInput(SaveExamTmplSchema, raw);
    const rules = await this.db.examRule.findMany({
      where: { examId },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    });
    if (rules.length === 0) {
      const exists = await this.db.exam.count({ where: { id: examId } });
      throw new AppError(exists === 0 ? 'EXAM_NOT_FOUND' : 'EXAM_TMPL_NO_RULES');
    }
    const tmpl = await this.db.examTmpl.create({
      data: {
        title,
        createdBy: session.userId,
        groups: {
          create: rules.map((r, sort) => ({
            sort,
            repoId: r.repoId,
            chapterId: r.chapterId,
            quType: r.quType,
            level: r.level,
            quCount: r.quCount,
            quScore: r.quScore,
          })),
        },
      },
      include: { groups: true },
    });
    return toTmplView(tmpl);
  }

  /** Templates, newest first (the selector and the list). */
  async paging(raw: unknown): Promise<Page<ExamTmplView>> {
    const { current, size, title } = parseInput(ExamTmplPagingSchema, raw);
    const where = title === undefined ? {} : { title: containsText(title) };
    const [rows, total] = await Promise.all([
      this.db.examTmpl.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        include: { groups: { select: { quCount: true, quScore: true } } },
        ...pageWindow(current, size),
      }),
      this.db.examTmpl.count({ where }),
    ]);
    return toPage(rows.map(toTmplView), total, current, size);
  }

  /** /api/tmpl/group/list-group { id }: the template's groups in order. */
  async groups(raw: unknown): Promise<ExamTmplGroupView[]> {
    const { id: tmplId } = parseInput(TmplIdSchema, raw);
    const groups = await this.db.examTmplGroup.findMany({
      where: { tmplId },
      orderBy: [{ sort: 'asc' }, { id: 'asc' }],
    });
    if (groups.length === 0 && (await this.db.examTmpl.count({ where: { id: tmplId } })) === 0) {
      throw new AppError('EXAM_TMPL_NOT_FOUND');
    }
    const views = await ruleViews(this.db, groups);
    return views.map((v, i) => ({ ...v, tmplId, sort: (groups[i] as { sort: number }).sort }));
  }

  /** /api/tmpl/group/list-qu { id }: the bank questions a group draws from (first 100). */
  async groupQuestions(raw: unknown): Promise<TmplQuestionView[]> {
    const { id: groupId } = parseInput(TmplIdSchema, raw);
    const group = await this.db.examTmplGroup.findUnique({ where: { id: groupId } });
    if (group === null) throw new AppError('EXAM_TMPL_NOT_FOUND');
    const rows = await this.db.question.findMany({
      where: {
        repoId: group.repoId,
        parentId: null,
        quType: group.quType,
        ...(group.chapterId === null ? {} : { chapterId: group.chapterId }),
        ...(group.level === null ? {} : { level: group.level }),
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: SELECTOR_SIZE,
      select: { id: true, quType: true, level: true, content: true },
    });
    return rows.map((q) => ({ ...q, content: htmlToText(q.content).slice(0, 200) }));
  }

  async delete(raw: unknown): Promise<number> {
    const { ids: tmplIds } = parseInput(TmplIdsSchema, raw);
    const res = await this.db.examTmpl.deleteMany({ where: { id: { in: tmplIds } } });
    return res.count;
  }

  /** /api/exam/exam/list-titles { title }: exam ids and titles for selectors, newest first. */
  async titles(raw: unknown): Promise<ExamTitleView[]> {
    const { title } = parseInput(ExamTitlesSchema, raw);
    return this.db.exam.findMany({
      where: title === undefined ? {} : { title: containsText(title) },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      take: SELECTOR_SIZE,
      select: { id: true, title: true },
    });
  }
}

function toTmplView(t: {
  id: string;
  title: string;
  createdAt: Date;
  groups: ReadonlyArray<{ quCount: number; quScore: number }>;
}): ExamTmplView {
  return {
    id: t.id,
    title: t.title,
    groupCount: t.groups.length,
    totalScore: t.groups.reduce((s, g) => s + g.quCount * g.quScore, 0),
    createdAt: t.createdAt,
  };
}
