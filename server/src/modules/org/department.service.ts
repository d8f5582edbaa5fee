import { z } from 'zod';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { MAX_PER_LEVEL, SEGMENT_LENGTH, isChildCode, nextChildCode } from './dept-code.ts';
import { displayName, id } from '../../core/input.ts';

/** parentId of a top-level department. */
export const ROOT_PARENT_ID = '0';

export interface DepartmentView {
  id: string;
  parentId: string;
  deptCode: string;
  deptName: string;
  sort: number;
  createTime: Date;
  updateTime: Date;
}

export interface DepartmentDetailView extends DepartmentView {
  /** The parent's name; null at the top level. */
  parentName: string | null;
}

export interface DepartmentNodeView {
  id: string;
  parentId: string;
  deptCode: string;
  deptName: string;
  sort: number;
  children: DepartmentNodeView[];
}

const parentId = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => (v == null || v === '' ? ROOT_PARENT_ID : v));

export const DepartmentTreeSchema = z.object({
  /** Keeps the departments whose name contains this text, with their ancestors. */
  deptName: z.string().trim().max(100).nullish(),
});
export type DepartmentTreeInput = z.input<typeof DepartmentTreeSchema>;

export const SaveDepartmentSchema = z.object({
  /** Absent: create (sys:depart:add); else update (sys:depart:update). */
  id: id.nullish(),
  /** '0' (or empty) for the top level. Changing it moves the department with its subtree. */
  parentId,
  deptName: displayName(100),
  /** Default for a new department: after its last sibling. */
  sort: z.number().int().min(0).max(1_000_000).nullish(),
  /**
   * Create only, optional: an explicit code (the parent's code plus one segment such as A07).
   * Without it the server picks the next free code. Ignored on update: codes follow the tree.
   */
  deptCode: z.string().trim().max(300).nullish(),
});
export type SaveDepartmentInput = z.input<typeof SaveDepartmentSchema>;

export const DeleteDepartmentsSchema = z.object({ ids: z.array(id).min(1).max(1000) });
export type DeleteDepartmentsInput = z.input<typeof DeleteDepartmentsSchema>;

export const SortDepartmentSchema = z.object({
  id,
  /** 0 moves the department up one place among its siblings, 1 down (the legacy sort call). */
  sort: z.union([z.literal(0), z.literal(1)]),
});
export type SortDepartmentInput = z.input<typeof SortDepartmentSchema>;

type Tx = Prisma.TransactionClient;

/**
 * Serialises changes of the department tree (exclusive) against writes that rely on a department
 * code staying valid, such as saving a user (shared), for the rest of the transaction.
 */
export async function lockDepartments(tx: Tx, mode: 'exclusive' | 'shared'): Promise<void> {
  if (mode === 'exclusive') {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('org:departments'))`;
  } else {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(hashtext('org:departments'))`;
  }
}

const ORDER = [{ sort: 'asc' as const }, { deptCode: 'asc' as const }];

function view(d: {
  id: string;
  parentId: string;
  deptCode: string;
  deptName: string;
  sort: number;
  createdAt: Date;
  updatedAt: Date;
}): DepartmentView {
  return {
    id: d.id,
    parentId: d.parentId,
    deptCode: d.deptCode,
    deptName: d.deptName,
    sort: d.sort,
    createTime: d.createdAt,
    updateTime: d.updatedAt,
  };
}

/**
 * The department tree.
 *
 * Codes are hierarchical and the server's (dept-code.ts). Moving a department to another parent
 * gives it a new code under that parent and rewrites, in the same transaction, the codes of its
 * whole subtree, the deptCode of every user in it and the registration default department, so a
 * code always says where a department sits and "a department and its subtree" stays a prefix match.
 */
export class DepartmentService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  /** The tree, optionally filtered by name (matches keep their ancestors). */
  async tree(raw: DepartmentTreeInput = {}): Promise<DepartmentNodeView[]> {
    const input = parseInput(DepartmentTreeSchema, raw);
    const rows = await this.db.department.findMany({
      orderBy: ORDER,
      select: { id: true, parentId: true, deptCode: true, deptName: true, sort: true },
    });
    const filter = input.deptName?.toLowerCase() ?? '';
    let keep: Set<string> | null = null;
    if (filter !== '') {
      const byId = new Map(rows.map((r) => [r.id, r]));
      keep = new Set<string>();
      for (const r of rows) {
        if (!r.deptName.toLowerCase().includes(filter)) continue;
        for (let n: typeof r | undefined = r; n !== undefined && !keep.has(n.id);) {
          keep.add(n.id);
          n = byId.get(n.parentId);
        }
      }
    }
    const nodes = new Map<string, DepartmentNodeView>();
    for (const r of rows) {
      if (keep !== null && !keep.has(r.id)) continue;
      nodes.set(r.id, { ...r, children: [] });
    }
    const roots: DepartmentNodeView[] = [];
    for (const node of nodes.values()) {
      const parent = nodes.get(node.parentId);
      // A department whose parent is missing (bad legacy data) is shown at the top, not lost.
      if (parent !== undefined) parent.children.push(node);
      else roots.push(node);
    }
    return roots;
  }

  async detail(rawId: unknown): Promise<DepartmentDetailView> {
    const deptId = parseInput(id, rawId);
    const d = await this.db.department.findUnique({ where: { id: deptId } });
    if (d === null) throw new AppError('DATA_NOT_FOUND');
    const parent =
      d.parentId === ROOT_PARENT_ID
        ? null
        : await this.db.department.findUnique({
            where: { id: d.parentId },
            select: { deptName: true },
          });
    return { ...view(d), parentName: parent?.deptName ?? null };
  }

  /** Creates (sys:depart:add) or updates (sys:depart:update) a department. */
  async save(session: SessionUser, raw: SaveDepartmentInput): Promise<DepartmentDetailView> {
    const input = parseInput(SaveDepartmentSchema, raw);
    const isNew = input.id == null;
    const code = isNew ? PERMISSIONS.departAdd : PERMISSIONS.departUpdate;
    if (!hasPermission(session, code)) throw new AppError('PERMISSION_DENIED');
    const savedId = await this.db.$transaction(
      async (tx) => {
        await lockDepartments(tx, 'exclusive');
        return input.id == null ? this.create(tx, input) : this.update(tx, input.id, input);
      },
      { maxWait: 15_000, timeout: 60_000 },
    );
    return this.detail(savedId);
  }

  private async parentCode(tx: Tx, parentId: string): Promise<string> {
    if (parentId === ROOT_PARENT_ID) return '';
    const parent = await tx.department.findUnique({
      where: { id: parentId },
      select: { deptCode: true },
    });
    if (parent === null) throw new AppError('DATA_UNAVAILABLE');
    return parent.deptCode;
  }

  private async requireUniqueName(tx: Tx, parentId: string, deptName: string, selfId?: string) {
    const clash = await tx.department.findFirst({
      where: { parentId, deptName, ...(selfId === undefined ? {} : { id: { not: selfId } }) },
      select: { id: true },
    });
    if (clash !== null) throw new AppError('DEPT_NAME_DUPLICATE');
  }

  /** The next free code under a parent; DEPT_LEVEL_FULL when the level holds 2,573 already. */
  private async allocateCode(tx: Tx, parentId: string, parentCode: string): Promise<string> {
    const siblings = await tx.department.count({ where: { parentId } });
    if (siblings >= MAX_PER_LEVEL) throw new AppError('DEPT_LEVEL_FULL');
    const next = nextChildCode(parentCode, await this.codesAtLevel(tx, parentCode));
    if (next === null) throw new AppError('DEPT_LEVEL_FULL');
    return next;
  }

  /** Every code one level below `parentCode`, whoever's child it is (codes are unique globally). */
  private async codesAtLevel(tx: Tx, parentCode: string): Promise<string[]> {
    const length = parentCode.length + SEGMENT_LENGTH;
    const rows = await tx.$queryRaw<Array<{ deptCode: string }>>`
      SELECT "deptCode" FROM "Department"
      WHERE left("deptCode", ${parentCode.length}::int) = ${parentCode}
        AND length("deptCode") = ${length}::int`;
    return rows.map((r) => r.deptCode);
  }

  private async create(tx: Tx, input: z.infer<typeof SaveDepartmentSchema>): Promise<string> {
    const parentCode = await this.parentCode(tx, input.parentId);
    await this.requireUniqueName(tx, input.parentId, input.deptName);
    let deptCode: string;
    const wanted = input.deptCode ?? '';
    if (wanted !== '') {
      if (!isChildCode(parentCode, wanted)) {
        throw new AppError('PARAM_INVALID', {}, { deptCode: 'not a child code of the parent' });
      }
      const taken = await tx.department.findUnique({
        where: { deptCode: wanted },
        select: { id: true },
      });
      if (taken !== null) throw new AppError('DEPT_CODE_DUPLICATE');
      const siblings = await tx.department.count({ where: { parentId: input.parentId } });
      if (siblings >= MAX_PER_LEVEL) throw new AppError('DEPT_LEVEL_FULL');
      deptCode = wanted;
    } else {
      deptCode = await this.allocateCode(tx, input.parentId, parentCode);
    }
    const sort = input.sort ?? (await this.nextSort(tx, input.parentId));
    const created = await tx.department.create({
      data: { parentId: input.parentId, deptCode, deptName: input.deptName, sort },
      select: { id: true },
    });
    return created.id;
  }

  private async nextSort(tx: Tx, parentId: string): Promise<number> {
    const last = await tx.department.aggregate({ where: { parentId }, _max: { sort: true } });
    return (last._max.sort ?? 0) + 1;
  }

  private async update(
    tx: Tx,
    deptId: string,
    input: z.infer<typeof SaveDepartmentSchema>,
  ): Promise<string> {
    const current = await tx.department.findUnique({ where: { id: deptId } });
    if (current === null) throw new AppError('DATA_NOT_FOUND');
    const moving = input.parentId !== current.parentId;
    if (!moving) {
      await this.requireUniqueName(tx, current.parentId, input.deptName, deptId);
      await tx.department.update({
        where: { id: deptId },
        data: { deptName: input.deptName, ...(input.sort == null ? {} : { sort: input.sort }) },
      });
      return deptId;
    }
    const parentCode = await this.parentCode(tx, input.parentId);
    if (input.parentId === deptId || parentCode.startsWith(current.deptCode)) {
      // A department cannot move under itself or one of its descendants.
      throw new AppError('PARAM_INVALID', {}, { parentId: 'inside the department itself' });
    }
    await this.requireUniqueName(tx, input.parentId, input.deptName, deptId);
    const newCode = await this.allocateCode(tx, input.parentId, parentCode);
    await tx.department.update({
      where: { id: deptId },
      data: {
        parentId: input.parentId,
        deptName: input.deptName,
        sort: input.sort ?? (await this.nextSort(tx, input.parentId)),
      },
    });
    await this.rebaseSubtree(tx, current.deptCode, newCode);
    return deptId;
  }

  /**
   * Rewrites every code starting with `oldCode` (the moved department and its subtree) to start
   * with `newCode`, in departments, users and the registration default department. The new code
   * was free, so no code starting with it exists and the rewrite cannot collide.
   */
  private async rebaseSubtree(tx: Tx, oldCode: string, newCode: string): Promise<void> {
    const n = oldCode.length;
    await tx.$executeRaw`
      UPDATE "Department"
      SET "deptCode" = ${newCode} || substr("deptCode", ${n + 1}::int), "updatedAt" = now()
      WHERE left("deptCode", ${n}::int) = ${oldCode}`;
    await tx.$executeRaw`
      UPDATE "User"
      SET "deptCode" = ${newCode} || substr("deptCode", ${n + 1}::int), "updatedAt" = now()
      WHERE left("deptCode", ${n}::int) = ${oldCode}`;
    await tx.$executeRaw`
      UPDATE "SwitchConfig"
      SET "userDeptCode" = ${newCode} || substr("userDeptCode", ${n + 1}::int)
      WHERE left("userDeptCode", ${n}::int) = ${oldCode} AND "userDeptCode" <> ''`;
  }

  /**
   * Deletes departments. Refused as a whole when one still has sub-departments (other than ones
   * deleted in the same call) or users. Unknown ids are ignored; returns how many were deleted.
   */
  async delete(raw: DeleteDepartmentsInput): Promise<number> {
    const input = parseInput(DeleteDepartmentsSchema, raw);
    const ids = [...new Set(input.ids)];
    return this.db.$transaction(
      async (tx) => {
        await lockDepartments(tx, 'exclusive');
        const found = await tx.department.findMany({
          where: { id: { in: ids } },
          select: { id: true, deptCode: true },
        });
        if (found.length === 0) return 0;
        const foundIds = found.map((d) => d.id);
        const child = await tx.department.findFirst({
          where: { parentId: { in: foundIds }, id: { notIn: foundIds } },
          select: { id: true },
        });
        if (child !== null) throw new AppError('DEPT_HAS_CHILDREN');
        const user = await tx.user.findFirst({
          where: { deptCode: { in: found.map((d) => d.deptCode) } },
          select: { id: true },
        });
        if (user !== null) throw new AppError('DEPT_HAS_USERS');
        const res = await tx.department.deleteMany({ where: { id: { in: foundIds } } });
        return res.count;
      },
      { maxWait: 15_000, timeout: 60_000 },
    );
  }

  /** Moves a department one place up (0) or down (1) among its siblings. */
  async sort(raw: SortDepartmentInput): Promise<void> {
    const input = parseInput(SortDepartmentSchema, raw);
    await this.db.$transaction(
      async (tx) => {
        await lockDepartments(tx, 'exclusive');
        const d = await tx.department.findUnique({
          where: { id: input.id },
          select: { parentId: true },
        });
        if (d === null) throw new AppError('DATA_NOT_FOUND');
        const siblings = await tx.department.findMany({
          where: { parentId: d.parentId },
          orderBy: ORDER,
          select: { id: true, sort: true },
        });
        const at = siblings.findIndex((s) => s.id === input.id);
        const to = input.sort === 0 ? at - 1 : at + 1;
        if (to < 0 || to >= siblings.length) return;
        [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
        for (const [i, s] of siblings.entries()) {
          if (s.sort !== i + 1) {
            await tx.department.update({ where: { id: s.id }, data: { sort: i + 1 } });
          }
        }
      },
      { maxWait: 15_000, timeout: 60_000 },
    );
  }
}
