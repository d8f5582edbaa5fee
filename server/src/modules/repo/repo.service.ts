import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { fieldIssuesError, type FieldIssue } from '../../core/errors/field-issues.ts';
import { lockRepos } from './repo.counts.ts';
import { pagingFields, toPage, type Page } from '../../core/paging.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { id, plainText } from '../../core/input.ts';
import { containsText } from '../../core/database/like.ts';

/** Rules of a bank's chapter list. */
const CHAPTER_RULES = {
  duplicateTitle: { zh: '名称重复：{title}', en: 'duplicates the name {title}' },
  notInRepo: { zh: '不属于该题库', en: 'does not belong to this bank' },
};

/** A bank row. No answer data, ever. */
export interface RepoView {
  id: string;
  title: string;
  remark: string;
  quCount: number;
  objCount: number;
  subjCount: number;
  createTime: Date;
  updateTime: Date;
}

export interface ChapterView {
  id: string;
  repoId: string;
  title: string;
  sort: number;
  /** Top-level questions filed under the chapter. */
  quCount: number;
}

export interface RepoDetailView extends RepoView {
  chapters: ChapterView[];
  /** Top-level questions per type (types without questions are left out). */
  typeCounts: Array<{ quType: number; count: number }>;
}

export const RepoPagingSchema = z.object({
  ...pagingFields(),
  title: z.string().trim().max(100).nullish(),
  /** Bank ids to leave out (the repository picker hides banks already chosen). */
  excludes: z.array(id).max(5000).nullish(),
  orders: z
    .array(
      z.object({
        column: z.enum(['title', 'createTime', 'updateTime', 'quCount']),
        asc: z.boolean().nullish(),
      }),
    )
    .max(4)
    .nullish(),
});
export type RepoPagingInput = z.input<typeof RepoPagingSchema>;

export const SaveRepoSchema = z.object({
  id: id.nullish(),
  title: plainText(100),
  remark: z.string().trim().max(1000).nullish(),
  /**
   * The bank's complete chapter list when given: entries with an id are kept (and renamed or
   * re-sorted), entries without one are created, chapters left out are deleted (their questions
   * stay in the bank, without a chapter). Omitted: chapters are left as they are.
   */
  chapters: z
    .array(
      z.object({
        id: id.nullish(),
        title: plainText(100),
        sort: z.number().int().min(0).max(1_000_000).nullish(),
      }),
    )
    .max(500)
    .nullish(),
});
export type SaveRepoInput = z.input<typeof SaveRepoSchema>;

export const ChapterListSchema = z.object({
  repoId: id,
  title: z.string().trim().max(100).nullish(),
});
export type ChapterListInput = z.input<typeof ChapterListSchema>;

const IdsSchema = z.array(id).min(1).max(1000);

const ORDER_COLUMNS = {
  title: 'title',
  createTime: 'createdAt',
  updateTime: 'updatedAt',
  quCount: 'quCount',
} as const;

type RepoRow = {
  id: string;
  title: string;
  remark: string;
  quCount: number;
  objCount: number;
  subjCount: number;
  createdAt: Date;
  updatedAt: Date;
};

function toView(r: RepoRow): RepoView {
  return {
    id: r.id,
    title: r.title,
    remark: r.remark,
    quCount: r.quCount,
    objCount: r.objCount,
    subjCount: r.subjCount,
    createTime: r.createdAt,
    updateTime: r.updatedAt,
  };
}

export class RepoService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Banks, newest first, filtered by title; any signed-in user (learners practise from it). */
  async paging(raw: RepoPagingInput): Promise<Page<RepoView>> {
    const input = parseInput(RepoPagingSchema, raw);
    const where: Prisma.RepoWhereInput = {
      ...(input.title ? { title: containsText(input.title) } : {}),
      ...(input.excludes && input.excludes.length > 0 ? { id: { notIn: input.excludes } } : {}),
    };
    const orderBy: Prisma.RepoOrderByWithRelationInput[] = [
      ...(input.orders ?? []).map((o) => ({
        [ORDER_COLUMNS[o.column]]: o.asc === true ? ('asc' as const) : ('desc' as const),
      })),
      { createdAt: 'desc' },
      { id: 'asc' },
    ];
    const [total, rows] = await Promise.all([
      this.db.repo.count({ where }),
      this.db.repo.findMany({
        where,
        orderBy,
        skip: (input.current - 1) * input.size,
        take: input.size,
      }),
    ]);
    return toPage(rows.map(toView), total, input.current, input.size);
  }

  /** One bank with its chapters (and their question counts) and counts per type. */
  async detail(repoId: string): Promise<RepoDetailView> {
    const rid = parseInput(id, repoId);
    const repo = await this.db.repo.findUnique({ where: { id: rid } });
    if (repo === null) throw new AppError('DATA_NOT_FOUND');
    const [chapters, types] = await Promise.all([
      this.chapters(rid),
      this.db.question.groupBy({
        by: ['quType'],
        where: { repoId: rid, parentId: null },
        _count: { _all: true },
        orderBy: { quType: 'asc' },
      }),
    ]);
    return {
      ...toView(repo),
      chapters,
      typeCounts: types.map((t) => ({ quType: t.quType, count: t._count._all })),
    };
  }

  /** Creates (no id: repo:add) or updates (repo:update) a bank and, when given, its chapter list. */
  async save(session: SessionUser, raw: SaveRepoInput): Promise<RepoDetailView> {
    const input = parseInput(SaveRepoSchema, raw);
    requirePermission(session, input.id ? PERMISSIONS.repoUpdate : PERMISSIONS.repoAdd);
    const chapters = input.chapters ?? null;
    if (chapters !== null) {
      const issues: Array<FieldIssue<keyof typeof CHAPTER_RULES>> = [];
      const seen = new Set<string>();
      chapters.forEach((c, i) => {
        if (seen.has(c.title)) {
          issues.push({
            field: `chapters.${i}.title`,
            rule: 'duplicateTitle',
            args: { title: c.title },
          });
        }
        seen.add(c.title);
      });
      if (issues.length > 0) throw fieldIssuesError(CHAPTER_RULES, issues);
    }

    const repoId = await this.db.$transaction(async (tx) => {
      let rid: string;
      if (input.id) {
        await lockRepos(tx, [input.id]);
        rid = input.id;
        await tx.repo.update({
          where: { id: rid },
          data: { title: input.title, remark: input.remark ?? '' },
        });
      } else {
        rid = (
          await tx.repo.create({
            data: { title: input.title, remark: input.remark ?? '' },
            select: { id: true },
          })
        ).id;
      }
      if (chapters !== null) await this.syncChapters(tx, rid, chapters);
      return rid;
    });
    return this.detail(repoId);
  }

  private async syncChapters(
    tx: Prisma.TransactionClient,
    repoId: string,
    wanted: Array<{ id?: string | null; title: string; sort?: number | null }>,
  ) {
    const existing = await tx.chapter.findMany({ where: { repoId }, select: { id: true } });
    const existingIds = new Set(existing.map((c) => c.id));
    const issues: Array<FieldIssue<keyof typeof CHAPTER_RULES>> = [];
    wanted.forEach((c, i) => {
      if (c.id && !existingIds.has(c.id)) {
        issues.push({ field: `chapters.${i}.id`, rule: 'notInRepo' });
      }
    });
    if (issues.length > 0) throw fieldIssuesError(CHAPTER_RULES, issues);
    const keep = new Set(wanted.map((c) => c.id).filter((x): x is string => !!x));
    await tx.chapter.deleteMany({ where: { repoId, id: { notIn: [...keep] } } });
    // Renames may swap titles, and (repoId, title) is unique: park the kept ones first.
    for (const cid of keep) {
      await tx.chapter.update({ where: { id: cid }, data: { title: `\u2063park:${cid}` } });
    }
    for (const [i, c] of wanted.entries()) {
      const data = { title: c.title, sort: c.sort ?? i };
      if (c.id) await tx.chapter.update({ where: { id: c.id }, data });
      else await tx.chapter.create({ data: { ...data, repoId } });
    }
  }

  /**
   * Deletes banks with their chapters and questions (repo:delete). Unknown ids are ignored; returns
   * how many banks were deleted. A bank that an exam's rules draw from is refused
   * (REPO_USED_BY_EXAM); exam save locks the banks FOR SHARE, so the check cannot race it.
   */
  async delete(rawIds: string[]): Promise<number> {
    const ids = parseInput(IdsSchema, rawIds);
    return this.db.$transaction(async (tx) => {
      const found = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM "Repo" WHERE id = ANY(${[...new Set(ids)].sort()}::text[]) ORDER BY id FOR UPDATE`;
      if (found.length === 0) return 0;
      const used = await tx.examRule.findFirst({
        where: { repoId: { in: found.map((r) => r.id) } },
        select: { id: true },
      });
      if (used !== null) throw new AppError('REPO_USED_BY_EXAM');
      const result = await tx.repo.deleteMany({ where: { id: { in: found.map((r) => r.id) } } });
      return result.count;
    });
  }

  /** Chapters of a bank with their top-level question counts. */
  async chapterGroup(repoId: string): Promise<ChapterView[]> {
    const rid = parseInput(id, repoId);
    await this.requireRepo(rid);
    return this.chapters(rid);
  }

  /** Chapters of a bank, optionally filtered by title. */
  async chapterList(raw: ChapterListInput): Promise<ChapterView[]> {
    const input = parseInput(ChapterListSchema, raw);
    await this.requireRepo(input.repoId);
    return this.chapters(input.repoId, input.title ?? undefined);
  }

  private async requireRepo(repoId: string) {
    const repo = await this.db.repo.findUnique({ where: { id: repoId }, select: { id: true } });
    if (repo === null) throw new AppError('DATA_NOT_FOUND');
  }

  private async chapters(repoId: string, title?: string): Promise<ChapterView[]> {
    const [rows, counts] = await Promise.all([
      this.db.chapter.findMany({
        where: {
          repoId,
          ...(title ? { title: containsText(title) } : {}),
        },
        orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      }),
      this.db.question.groupBy({
        by: ['chapterId'],
        where: { repoId, parentId: null, chapterId: { not: null } },
        _count: { _all: true },
      }),
    ]);
    const byChapter = new Map(counts.map((c) => [c.chapterId, c._count._all]));
    return rows.map((c) => ({
      id: c.id,
      repoId: c.repoId,
      title: c.title,
      sort: c.sort,
      quCount: byChapter.get(c.id) ?? 0,
    }));
  }
}
