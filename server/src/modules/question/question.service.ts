import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { lockRepos, recountRepos } from '../repo/index.ts';
import { pagingFields, toPage, type Page } from '../../core/paging.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { optionLabel } from './question.constants.ts';
import {
  SaveQuestionSchema,
  cleanQuestion,
  paramInvalid,
  type CleanOption,
  type CleanQuestion,
  type SaveQuestionInput,
} from './question.rules.ts';
import { htmlToText } from './question.sanitize.ts';
import { id } from '../../core/input.ts';
import { containsText } from '../../core/database/like.ts';

/** An option as the admin side sees it: with its key (isRight, the matching answer). */
export interface AdminOptionView {
  id: string;
  /** A to Z by position. */
  abc: string;
  sort: number;
  content: string;
  image: string;
  isRight: boolean;
  answer: string | null;
}

/** A question with its key and analysis: admin screens and integrators only (qu:list). */
export interface AdminQuestionView {
  id: string;
  repoId: string;
  chapterId: string | null;
  chapterTitle: string | null;
  /** Set on a composite's part. */
  parentId: string | null;
  quType: number;
  level: number;
  content: string;
  analysis: string;
  sort: number;
  createTime: Date;
  updateTime: Date;
  answerList: AdminOptionView[];
  subList: AdminQuestionView[];
}

/** A row of the admin question list. */
export interface AdminQuestionRow {
  id: string;
  repoId: string;
  repoTitle: string;
  chapterId: string | null;
  chapterTitle: string | null;
  quType: number;
  level: number;
  content: string;
  /** The stem as plain text, cut to 200 characters. */
  contentText: string;
  optionCount: number;
  /** Composites: how many parts. */
  subCount: number;
  createTime: Date;
  updateTime: Date;
}

const absentToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);
const optionalInt = z.preprocess(absentToUndefined, z.coerce.number().int().optional());

export const QuestionPagingSchema = z.object({
  ...pagingFields(),
  repoId: z.preprocess(absentToUndefined, id.optional()),
  chapterId: z.preprocess(absentToUndefined, id.optional()),
  quType: optionalInt,
  level: optionalInt,
  /** Text the stem contains (case-insensitive). */
  content: z.preprocess(absentToUndefined, z.string().trim().max(200).optional()),
});
export type QuestionPagingInput = z.input<typeof QuestionPagingSchema>;

const IdsSchema = z.array(id).min(1).max(1000);

const OPTIONS_ORDER = [
  { sort: 'asc' },
  { id: 'asc' },
] satisfies Prisma.QuestionOptionOrderByWithRelationInput[];
const PARTS_ORDER = [
  { sort: 'asc' },
  { createdAt: 'asc' },
  { id: 'asc' },
] satisfies Prisma.QuestionOrderByWithRelationInput[];

const DETAIL_INCLUDE = {
  chapter: { select: { title: true } },
  options: { orderBy: OPTIONS_ORDER },
  subQuestions: { orderBy: PARTS_ORDER, include: { options: { orderBy: OPTIONS_ORDER } } },
} satisfies Prisma.QuestionInclude;

type QuestionWithOptions = Prisma.QuestionGetPayload<{ include: { options: true } }>;
type QuestionDetailRow = Prisma.QuestionGetPayload<{ include: typeof DETAIL_INCLUDE }>;

function optionView(o: QuestionWithOptions['options'][number], index: number): AdminOptionView {
  return {
    id: o.id,
    abc: optionLabel(index),
    sort: o.sort,
    content: o.content,
    image: o.image,
    isRight: o.isRight,
    answer: o.answer,
  };
}

function questionView(
  q: QuestionWithOptions,
  chapterTitle: string | null,
  parts: QuestionWithOptions[],
): AdminQuestionView {
  return {
    id: q.id,
    repoId: q.repoId,
    chapterId: q.chapterId,
    chapterTitle,
    parentId: q.parentId,
    quType: q.quType,
    level: q.level,
    content: q.content,
    analysis: q.analysis,
    sort: q.sort,
    createTime: q.createdAt,
    updateTime: q.updatedAt,
    answerList: q.options.map(optionView),
    subList: parts.map((p) => questionView(p, chapterTitle, [])),
  };
}

function optionData(o: CleanOption, sort: number) {
  return { sort, content: o.content, image: o.image, isRight: o.isRight, answer: o.answer };
}

/**
 * Which stored rows the edited options (or parts) reuse: the row the editor names by id when it
 * belongs to this question, else the row at the same position unless another entry names it.
 * So ids stay stable through ordinary edits (trainings and wrong-book entries that point at an
 * option keep pointing at "the same" option); rows not reused are deleted.
 */
function matchRows<T extends { id: string | null }>(
  existingIds: readonly string[],
  wanted: readonly T[],
): Array<string | null> {
  const known = new Set(existingIds);
  const named = new Set(
    wanted.map((w) => w.id).filter((x): x is string => x !== null && known.has(x)),
  );
  const used = new Set<string>();
  return wanted.map((w, i) => {
    let chosen: string | null = null;
    if (w.id !== null && known.has(w.id) && !used.has(w.id)) chosen = w.id;
    else {
      const atPosition = existingIds[i];
      if (atPosition !== undefined && !named.has(atPosition) && !used.has(atPosition)) {
        chosen = atPosition;
      }
    }
    if (chosen !== null) used.add(chosen);
    return chosen;
  });
}

/**
 * Writes a new question (with options and parts) inside the caller's transaction. `stableId`
 * (the seed) fixes every row id: options `<id>-a`, parts `<id>-p1`, their options `<id>-p1-a`.
 */
export async function insertQuestion(
  tx: Prisma.TransactionClient,
  repoId: string,
  chapterId: string | null,
  q: CleanQuestion,
  stableId?: string,
): Promise<string> {
  const idOf = (suffix: string) => (stableId === undefined ? {} : { id: `${stableId}${suffix}` });
  const abc = (i: number) => optionLabel(i).toLowerCase();
  const created = await tx.question.create({
    data: {
      ...idOf(''),
      repoId,
      chapterId,
      quType: q.quType,
      level: q.level,
      content: q.content,
      analysis: q.analysis,
      sort: 0,
      options: {
        create: q.options.map((o, i) => ({ ...idOf(`-${abc(i)}`), ...optionData(o, i) })),
      },
      subQuestions: {
        create: q.parts.map((p, i) => ({
          ...idOf(`-p${i + 1}`),
          repoId,
          chapterId,
          quType: p.quType,
          level: p.level,
          content: p.content,
          analysis: p.analysis,
          sort: i,
          options: {
            create: p.options.map((o, j) => ({
              ...idOf(`-p${i + 1}-${abc(j)}`),
              ...optionData(o, j),
            })),
          },
        })),
      },
    },
    select: { id: true },
  });
  return created.id;
}

export class QuestionService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Sets a bank question's difficulty level (1 normal, 2 harder); a missing question is DATA_NOT_FOUND. */
  async setLevel(quId: string, level: number): Promise<{ id: string; level: number }> {
    const updated = await this.db.question.updateMany({ where: { id: quId }, data: { level } });
    if (updated.count === 0) throw new AppError('DATA_NOT_FOUND');
    return { id: quId, level };
  }

  /** Top-level questions (composites once, parts inside them), newest first. */
  async paging(raw: QuestionPagingInput): Promise<Page<AdminQuestionRow>> {
    const input = parseInput(QuestionPagingSchema, raw);
    const where: Prisma.QuestionWhereInput = {
      parentId: null,
      ...(input.repoId === undefined ? {} : { repoId: input.repoId }),
      ...(input.chapterId === undefined ? {} : { chapterId: input.chapterId }),
      ...(input.quType === undefined ? {} : { quType: input.quType }),
      ...(input.level === undefined ? {} : { level: input.level }),
      ...(input.content === undefined ? {} : { content: containsText(input.content) }),
    };
    const [total, rows] = await Promise.all([
      this.db.question.count({ where }),
      this.db.question.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (input.current - 1) * input.size,
        take: input.size,
        include: {
          repo: { select: { title: true } },
          chapter: { select: { title: true } },
          _count: { select: { options: true, subQuestions: true } },
        },
      }),
    ]);
    const records = rows.map((q) => ({
      id: q.id,
      repoId: q.repoId,
      repoTitle: q.repo.title,
      chapterId: q.chapterId,
      chapterTitle: q.chapter?.title ?? null,
      quType: q.quType,
      level: q.level,
      content: q.content,
      contentText: htmlToText(q.content).slice(0, 200),
      optionCount: q._count.options,
      subCount: q._count.subQuestions,
      createTime: q.createdAt,
      updateTime: q.updatedAt,
    }));
    return toPage(records, total, input.current, input.size);
  }

  /** A question with options (A-Z), key, analysis and parts. */
  async detail(questionId: string): Promise<AdminQuestionView> {
    const qid = parseInput(id, questionId);
    const q = await this.db.question.findUnique({ where: { id: qid }, include: DETAIL_INCLUDE });
    if (q === null) throw new AppError('DATA_NOT_FOUND');
    return this.toDetail(q);
  }

  private toDetail(q: QuestionDetailRow): AdminQuestionView {
    return questionView(q, q.chapter?.title ?? null, q.subQuestions);
  }

  /**
   * Creates (no id: qu:add) or edits (qu:update) a question. Validation failures are
   * PARAM_INVALID with every field problem; nothing is written. An edit replaces the options and
   * parts in one transaction, reusing row ids as `matchRows` describes; the bank's counts are
   * recomputed before commit (a question moved to another bank recounts both).
   */
  async save(session: SessionUser, raw: SaveQuestionInput): Promise<AdminQuestionView> {
    const input = parseInput(SaveQuestionSchema, raw);
    requirePermission(session, input.id ? PERMISSIONS.quUpdate : PERMISSIONS.quAdd);
    const { question, issues } = cleanQuestion(input);
    if (issues.length > 0) throw paramInvalid(issues);
    const chapterId = input.chapterId ? input.chapterId : null;

    const savedId = await this.db.$transaction(async (tx) => {
      let previousRepoId: string | null = null;
      if (input.id) {
        const found = await tx.question.findUnique({
          where: { id: input.id },
          select: { repoId: true, parentId: true },
        });
        if (found === null) throw new AppError('DATA_NOT_FOUND');
        if (found.parentId !== null) throw paramInvalid([{ field: 'id', rule: 'partOfComposite' }]);
        previousRepoId = found.repoId;
      }
      const repoIds = previousRepoId === null ? [input.repoId] : [input.repoId, previousRepoId];
      await lockRepos(tx, repoIds);
      if (chapterId !== null) {
        const chapter = await tx.chapter.findUnique({
          where: { id: chapterId },
          select: { repoId: true },
        });
        if (chapter?.repoId !== input.repoId) {
          throw paramInvalid([{ field: 'chapterId', rule: 'chapterNotInRepo' }]);
        }
      }
      const qid = input.id
        ? await this.update(tx, input.id, input.repoId, chapterId, question)
        : await insertQuestion(tx, input.repoId, chapterId, question);
      await recountRepos(tx, repoIds);
      return qid;
    });
    return this.detail(savedId);
  }

  private async update(
    tx: Prisma.TransactionClient,
    qid: string,
    repoId: string,
    chapterId: string | null,
    q: CleanQuestion,
  ): Promise<string> {
    const current = await tx.question.findUniqueOrThrow({
      where: { id: qid },
      include: {
        options: { orderBy: OPTIONS_ORDER, select: { id: true } },
        subQuestions: {
          orderBy: PARTS_ORDER,
          select: { id: true, options: { orderBy: OPTIONS_ORDER, select: { id: true } } },
        },
      },
    });
    await tx.question.update({
      where: { id: qid },
      data: {
        repoId,
        chapterId,
        quType: q.quType,
        level: q.level,
        content: q.content,
        analysis: q.analysis,
      },
    });
    await this.writeOptions(
      tx,
      qid,
      current.options.map((o) => o.id),
      q.options,
    );

    const partIds = current.subQuestions.map((s) => s.id);
    const reuse = matchRows(partIds, q.parts);
    const kept = new Set(reuse.filter((x): x is string => x !== null));
    await tx.question.deleteMany({ where: { parentId: qid, id: { notIn: [...kept] } } });
    for (const [i, part] of q.parts.entries()) {
      const rowId = reuse[i] ?? null;
      const data = {
        repoId,
        chapterId,
        quType: part.quType,
        level: part.level,
        content: part.content,
        analysis: part.analysis,
        sort: i,
      };
      if (rowId === null) {
        await tx.question.create({
          data: {
            ...data,
            parentId: qid,
            options: { create: part.options.map((o, j) => optionData(o, j)) },
          },
        });
      } else {
        await tx.question.update({ where: { id: rowId }, data });
        const stored = current.subQuestions.find((s) => s.id === rowId);
        await this.writeOptions(tx, rowId, stored?.options.map((o) => o.id) ?? [], part.options);
      }
    }
    return qid;
  }

  private async writeOptions(
    tx: Prisma.TransactionClient,
    quId: string,
    existingIds: string[],
    wanted: CleanOption[],
  ) {
    const reuse = matchRows(existingIds, wanted);
    const kept = reuse.filter((x): x is string => x !== null);
    await tx.questionOption.deleteMany({ where: { quId, id: { notIn: kept } } });
    const fresh: Prisma.QuestionOptionCreateManyInput[] = [];
    for (const [i, o] of wanted.entries()) {
      const rowId = reuse[i] ?? null;
      if (rowId === null) fresh.push({ quId, ...optionData(o, i) });
      else await tx.questionOption.update({ where: { id: rowId }, data: optionData(o, i) });
    }
    if (fresh.length > 0) await tx.questionOption.createMany({ data: fresh });
  }

  /**
   * Deletes top-level questions (a composite with its parts) and recounts their banks. Unknown ids
   * are ignored; a part's id is refused (edit its composite instead). Returns how many were deleted.
   */
  async delete(rawIds: string[]): Promise<number> {
    const ids = [...new Set(parseInput(IdsSchema, rawIds))];
    return this.db.$transaction(async (tx) => {
      const found = await tx.question.findMany({
        where: { id: { in: ids } },
        select: { id: true, repoId: true, parentId: true },
      });
      if (found.some((q) => q.parentId !== null)) {
        throw paramInvalid([{ field: 'ids', rule: 'partOfComposite' }]);
      }
      if (found.length === 0) return 0;
      const repoIds = found.map((q) => q.repoId);
      await lockRepos(tx, repoIds);
      const result = await tx.question.deleteMany({
        where: { id: { in: found.map((q) => q.id) } },
      });
      await recountRepos(tx, repoIds);
      return result.count;
    });
  }
}
