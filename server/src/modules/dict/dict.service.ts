import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { BUILTIN_CATALOG_IDS, BUILTIN_VALUE_IDS } from './dict.builtin.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { id, plainText } from '../../core/input.ts';

/** A catalogue node; dicCode is empty for a grouping node. */
export interface DictCatalogNode {
  id: string;
  parentId: string;
  title: string;
  dicCode: string;
  remark: string;
  sort: number;
  builtIn: boolean;
  children: DictCatalogNode[];
}

/** A dictionary value node. */
export interface DictValueNode {
  id: string;
  catalogId: string;
  dicCode: string;
  parentId: string;
  value: string;
  title: string;
  sort: number;
  builtIn: boolean;
  children: DictValueNode[];
}

/** What the client caches for 5 minutes per dicCode. */
export interface DictItem {
  value: string;
  title: string;
}

const ROOT = '0';
const parentId = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? ROOT : v));
const sort = z.coerce.number().int().min(0).max(1_000_000).nullish();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

/** Letters first, then letters, digits, _ and - (user_state, aliyun_upload_endpoins, ...). */
const DIC_CODE = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const dicCode = z.string().trim().regex(DIC_CODE);

export const SaveDictCatalogSchema = z.object({
  id: id.nullish(),
  parentId,
  title: plainText(100),
  /** Empty or absent: a grouping node without values. */
  dicCode: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : v))
    .refine((v) => v === null || DIC_CODE.test(v), 'invalid dicCode'),
  remark: optionalText(500),
  sort,
});
export type SaveDictCatalogInput = z.input<typeof SaveDictCatalogSchema>;

export const SaveDictValueSchema = z
  .object({
    id: id.nullish(),
    /** The dictionary a new value goes into (dicCode or catalogId); ignored on edit. */
    dicCode: dicCode.nullish(),
    catalogId: id.nullish(),
    parentId,
    value: z.string().trim().min(1).max(100),
    title: plainText(100),
    sort,
  })
  .refine((v) => Boolean(v.id) || Boolean(v.dicCode) || Boolean(v.catalogId), {
    path: ['dicCode'],
    message: 'dicCode or catalogId is required for a new value',
  });
export type SaveDictValueInput = z.input<typeof SaveDictValueSchema>;

export const ValueTreeSchema = z.object({
  dicCode,
  /** Value ids (or values) to leave out with their sub-trees (e.g. the node being edited). */
  excludes: z.array(z.string().max(100)).max(1000).nullish(),
});
export type ValueTreeInput = z.input<typeof ValueTreeSchema>;

const KeywordSchema = z.string().trim().max(100).nullish();
const IdsSchema = z.array(id).min(1).max(1000);

type CatalogRow = {
  id: string;
  parentId: string;
  title: string;
  dicCode: string | null;
  remark: string;
  sort: number;
};
type ValueRow = {
  id: string;
  catalogId: string;
  parentId: string;
  value: string;
  title: string;
  sort: number;
};

const ORDER = [{ sort: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return code === 'P2002' || code === '23505';
}

/** Nodes to a forest by parentId; a node whose parent is missing is shown at the top. */
function toForest<T extends { id: string; parentId: string; children: T[] }>(nodes: T[]): T[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: T[] = [];
  for (const n of nodes) {
    const parent = n.parentId === ROOT ? undefined : byId.get(n.parentId);
    if (parent === undefined || parent === n) roots.push(n);
    else parent.children.push(n);
  }
  return roots;
}

function toCatalogNode(r: CatalogRow): DictCatalogNode {
  return {
    id: r.id,
    parentId: r.parentId,
    title: r.title,
    dicCode: r.dicCode ?? '',
    remark: r.remark,
    sort: r.sort,
    builtIn: BUILTIN_CATALOG_IDS.has(r.id),
    children: [],
  };
}

function toValueNode(r: ValueRow, code: string): DictValueNode {
  return {
    id: r.id,
    catalogId: r.catalogId,
    dicCode: code,
    parentId: r.parentId,
    value: r.value,
    title: r.title,
    sort: r.sort,
    builtIn: BUILTIN_VALUE_IDS.has(r.id),
    children: [],
  };
}

/** Whether `ancestorId` is `startId` or above it, following `parentOf`. */
function reaches(startId: string, ancestorId: string, parentOf: Map<string, string>): boolean {
  const seen = new Set<string>();
  let cur: string | undefined = startId;
  while (cur !== undefined && cur !== ROOT && !seen.has(cur)) {
    if (cur === ancestorId) return true;
    seen.add(cur);
    cur = parentOf.get(cur);
  }
  return false;
}

/**
 * Dictionaries: a catalogue tree (grouping nodes and dictionaries with a dicCode) and per
 * dictionary a value tree. Any signed-in user may read a dictionary's values (screens and pickers
 * need them); the catalogue tree and every change are admin actions (sys:dic:*).
 */
export class DictService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  /** The catalogue tree; a keyword keeps matching nodes (title or code) and their ancestors. */
  async catalogTree(rawKeyword?: string | null): Promise<DictCatalogNode[]> {
    const keyword = (parseInput(KeywordSchema, rawKeyword) ?? '').toLowerCase();
    const rows = await this.db.dictCatalog.findMany({ orderBy: ORDER });
    let nodes = rows.map(toCatalogNode);
    if (keyword !== '') {
      const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
      const keep = new Set<string>();
      for (const n of nodes) {
        if (!n.title.toLowerCase().includes(keyword) && !n.dicCode.toLowerCase().includes(keyword))
          continue;
        let cur: string | undefined = n.id;
        while (cur !== undefined && cur !== ROOT && !keep.has(cur)) {
          keep.add(cur);
          cur = parentOf.get(cur);
        }
      }
      nodes = nodes.filter((n) => keep.has(n.id));
    }
    return toForest(nodes);
  }

  /** Creates (sys:dic:add) or edits (sys:dic:update) a catalogue. */
  async saveCatalog(session: SessionUser, raw: SaveDictCatalogInput): Promise<DictCatalogNode> {
    const input = parseInput(SaveDictCatalogSchema, raw);
    requirePermission(session, input.id ? PERMISSIONS.dicUpdate : PERMISSIONS.dicAdd);
    const code = input.dicCode ?? null;
    const saved = await this.db
      .$transaction(async (tx) => {
        // One catalogue change at a time: parent checks and the code check must see settled rows.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('dict-catalog'))`;
        const all = await tx.dictCatalog.findMany({
          select: { id: true, parentId: true, dicCode: true },
        });
        const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
        const existing = input.id ? all.find((c) => c.id === input.id) : undefined;
        if (input.id && existing === undefined) throw new AppError('DATA_NOT_FOUND');
        if (input.parentId !== ROOT && !parentOf.has(input.parentId)) {
          throw new AppError('PARAM_INVALID', {}, { parentId: 'notFound' });
        }
        if (existing !== undefined && reaches(input.parentId, existing.id, parentOf)) {
          throw new AppError('PARAM_INVALID', {}, { parentId: 'cycle' });
        }
        if (
          existing !== undefined &&
          BUILTIN_CATALOG_IDS.has(existing.id) &&
          (existing.dicCode ?? null) !== code
        ) {
          throw new AppError('PARAM_INVALID', {}, { dicCode: 'builtIn' });
        }
        if (code !== null && all.some((c) => c.dicCode === code && c.id !== existing?.id)) {
          throw new AppError('CLASSIFICATION_CODE_DUPLICATE');
        }
        if (existing !== undefined && existing.dicCode !== null && code === null) {
          // A dictionary keeps its code while it has values (they are looked up by it).
          const values = await tx.dictValue.count({ where: { catalogId: existing.id } });
          if (values > 0) throw new AppError('PARAM_INVALID', {}, { dicCode: 'hasValues' });
        }
        const data = {
          parentId: input.parentId,
          title: input.title,
          dicCode: code,
          remark: input.remark,
          ...(input.sort == null ? {} : { sort: input.sort }),
        };
        return existing !== undefined
          ? tx.dictCatalog.update({ where: { id: existing.id }, data })
          : tx.dictCatalog.create({ data });
      })
      .catch((e: unknown) => {
        throw isUniqueViolation(e) ? new AppError('CLASSIFICATION_CODE_DUPLICATE') : e;
      });
    return toCatalogNode(saved);
  }

  /**
   * Deletes catalogues with their values (sys:dic:delete). A catalogue with sub-catalogues not
   * deleted with it is refused (DICT_HAS_CHILDREN), and so is a built-in one. Unknown ids are
   * ignored; returns how many were deleted.
   */
  async deleteCatalogs(rawIds: string[]): Promise<number> {
    const ids = new Set(parseInput(IdsSchema, rawIds));
    return this.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('dict-catalog'))`;
      const found = await tx.dictCatalog.findMany({
        where: { id: { in: [...ids] } },
        select: { id: true },
      });
      if (found.length === 0) return 0;
      if (found.some((c) => BUILTIN_CATALOG_IDS.has(c.id))) {
        throw new AppError('BUILTIN_DATA_NOT_DELETABLE');
      }
      const children = await tx.dictCatalog.count({
        where: { parentId: { in: found.map((c) => c.id) }, id: { notIn: [...ids] } },
      });
      if (children > 0) throw new AppError('DICT_HAS_CHILDREN');
      const res = await tx.dictCatalog.deleteMany({
        where: { id: { in: found.map((c) => c.id) } },
      });
      return res.count;
    });
  }

  /** A dictionary's value tree (any signed-in user); unknown codes give an empty tree. */
  async valueTree(raw: ValueTreeInput): Promise<DictValueNode[]> {
    const input = parseInput(ValueTreeSchema, raw);
    const catalog = await this.db.dictCatalog.findUnique({ where: { dicCode: input.dicCode } });
    if (catalog === null) return [];
    const rows = await this.db.dictValue.findMany({
      where: { catalogId: catalog.id },
      orderBy: ORDER,
    });
    const excluded = new Set(input.excludes ?? []);
    const forest = toForest(rows.map((r) => toValueNode(r, input.dicCode)));
    const prune = (nodes: DictValueNode[]): DictValueNode[] =>
      nodes
        .filter((n) => !excluded.has(n.id) && !excluded.has(n.value))
        .map((n) => ({ ...n, children: prune(n.children) }));
    return prune(forest);
  }

  /**
   * The flat { value, title } list of a dictionary (tree order), what the client caches for five
   * minutes. Any signed-in user; an unknown code gives an empty list.
   */
  async items(rawCode: string): Promise<DictItem[]> {
    const tree = await this.valueTree({ dicCode: rawCode });
    const out: DictItem[] = [];
    const walk = (nodes: DictValueNode[]) => {
      for (const n of nodes) {
        out.push({ value: n.value, title: n.title });
        walk(n.children);
      }
    };
    walk(tree);
    return out;
  }

  /** Creates (sys:dic:add) or edits (sys:dic:update) a value; values are unique per dictionary. */
  async saveValue(session: SessionUser, raw: SaveDictValueInput): Promise<DictValueNode> {
    const input = parseInput(SaveDictValueSchema, raw);
    requirePermission(session, input.id ? PERMISSIONS.dicUpdate : PERMISSIONS.dicAdd);
    try {
      const { row, code } = await this.db.$transaction(async (tx) => {
        let catalog: { id: string; dicCode: string | null } | null;
        let existing: ValueRow | null = null;
        if (input.id) {
          existing = await tx.dictValue.findUnique({ where: { id: input.id } });
          if (existing === null) throw new AppError('DATA_NOT_FOUND');
          catalog = await tx.dictCatalog.findUnique({ where: { id: existing.catalogId } });
        } else {
          catalog = await tx.dictCatalog.findUnique({
            where: input.dicCode ? { dicCode: input.dicCode } : { id: input.catalogId ?? '' },
          });
        }
        if (catalog === null) throw new AppError('DATA_NOT_FOUND');
        if (catalog.dicCode === null) {
          throw new AppError('PARAM_INVALID', {}, { dicCode: 'groupingNode' });
        }
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`dict-values:${catalog.id}`}))`;
        if (
          existing !== null &&
          BUILTIN_VALUE_IDS.has(existing.id) &&
          existing.value !== input.value
        ) {
          throw new AppError('PARAM_INVALID', {}, { value: 'builtIn' });
        }
        const siblings = await tx.dictValue.findMany({
          where: { catalogId: catalog.id },
          select: { id: true, parentId: true, value: true },
        });
        if (siblings.some((v) => v.value === input.value && v.id !== existing?.id)) {
          throw new AppError('DICT_VALUE_DUPLICATE');
        }
        const parentOf = new Map(siblings.map((v) => [v.id, v.parentId]));
        if (input.parentId !== ROOT && !parentOf.has(input.parentId)) {
          throw new AppError('PARAM_INVALID', {}, { parentId: 'notFound' });
        }
        if (existing !== null && reaches(input.parentId, existing.id, parentOf)) {
          throw new AppError('PARAM_INVALID', {}, { parentId: 'cycle' });
        }
        const data = {
          parentId: input.parentId,
          value: input.value,
          title: input.title,
          ...(input.sort == null ? {} : { sort: input.sort }),
        };
        const row =
          existing !== null
            ? await tx.dictValue.update({ where: { id: existing.id }, data })
            : await tx.dictValue.create({
                data: {
                  ...data,
                  catalogId: catalog.id,
                  sort: input.sort ?? siblings.length,
                },
              });
        return { row, code: catalog.dicCode };
      });
      return toValueNode(row, code);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('DICT_VALUE_DUPLICATE');
      throw e;
    }
  }

  /**
   * Deletes values (sys:dic:delete). A value with child values not deleted with it is refused
   * (DICT_HAS_CHILDREN), and so is a built-in one. Unknown ids are ignored.
   */
  async deleteValues(rawIds: string[]): Promise<number> {
    const ids = new Set(parseInput(IdsSchema, rawIds));
    return this.db.$transaction(async (tx: Prisma.TransactionClient) => {
      const found = await tx.dictValue.findMany({
        where: { id: { in: [...ids] } },
        select: { id: true },
      });
      if (found.length === 0) return 0;
      if (found.some((v) => BUILTIN_VALUE_IDS.has(v.id))) {
        throw new AppError('BUILTIN_DATA_NOT_DELETABLE');
      }
      const children = await tx.dictValue.count({
        where: { parentId: { in: found.map((v) => v.id) }, id: { notIn: [...ids] } },
      });
      if (children > 0) throw new AppError('DICT_HAS_CHILDREN');
      const res = await tx.dictValue.deleteMany({ where: { id: { in: found.map((v) => v.id) } } });
      return res.count;
    });
  }
}
