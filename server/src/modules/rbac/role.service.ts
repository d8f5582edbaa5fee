import { plainText } from '../../core/input.ts';
import { z } from 'zod';
import {
  STUDENT_ROLE_ID,
  SUPER_ADMIN_ROLE_ID,
  type SessionUser,
} from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { RbacService } from './rbac.service.ts';
import {
  MAX_ROLE_LEVEL,
  idListSchema,
  idSchema,
  intSchema,
  optionalInt,
  optionalText,
} from './rbac.rules.ts';
import { containsText } from '../../core/database/like.ts';

/** A role as the role screens and selects show it. */
export interface RoleView {
  id: string;
  roleName: string;
  /** 1 learner, 2 admin / proctor */
  roleType: number;
  /** Lower ranks higher; sa is 0. */
  roleLevel: number;
  userCount: number;
  /** Whether the caller may edit, delete and assign menus to it. */
  editable: boolean;
  createTime: Date;
  updateTime: Date;
}

export const RoleListSchema = z.object({
  roleName: optionalText(50),
  roleType: optionalInt(1, 2),
});
export type RoleListInput = z.input<typeof RoleListSchema>;

/** Role type 1: learners; 2 reaches the back office. */
const LEARNER_ROLE_TYPE = 1;

const roleFields = {
  roleName: plainText(50),
  /** A role saved without a type (legacy clients send none) is a learner role, 1; kept on update. */
  roleType: intSchema(1, 2).optional(),
  roleLevel: intSchema(0, MAX_ROLE_LEVEL),
};
export const CreateRoleSchema = z.object(roleFields);
export type CreateRoleInput = z.input<typeof CreateRoleSchema>;
export const UpdateRoleSchema = z.object({ id: idSchema, ...roleFields });
export type UpdateRoleInput = z.input<typeof UpdateRoleSchema>;

export const SaveRoleMenusSchema = z.object({
  roleId: idSchema,
  menuIds: z.array(idSchema).max(5000),
});
export type SaveRoleMenusInput = z.input<typeof SaveRoleMenusSchema>;

type RoleRow = {
  id: string;
  roleName: string;
  roleType: number;
  roleLevel: number;
  createdAt: Date;
  updatedAt: Date;
  _count: { users: number };
};

const roleSelect = {
  id: true,
  roleName: true,
  roleType: true,
  roleLevel: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { users: true } },
} as const;

/** Built-in roles nobody may change: sa (ranks above everyone) and student. */
function isManageable(role: { id: string; roleLevel: number }, callerLevel: number): boolean {
  return (
    role.id !== SUPER_ADMIN_ROLE_ID && role.id !== STUDENT_ROLE_ID && role.roleLevel > callerLevel
  );
}

function isForeignKeyViolation(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return code === 'P2003' || code === 'P2014' || code === '23503';
}

/**
 * Roles and their menus. Levels: a caller manages (creates, edits, deletes, assigns menus to)
 * only roles whose roleLevel is strictly greater than their own best level; sa can never be
 * changed, the built-in student role is immutable, roles with users cannot be deleted.
 */
export class RoleService {
  constructor(
    private readonly infra: Infra,
    private readonly rbac: RbacService,
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  /** Every role, highest rank first (the role select and the role screen). */
  async list(session: SessionUser, raw: RoleListInput = {}): Promise<RoleView[]> {
    const input = parseInput(RoleListSchema, raw);
    const [level, rows] = await Promise.all([
      this.rbac.callerLevel(session),
      this.db.role.findMany({
        where: {
          ...(input.roleName ? { roleName: containsText(input.roleName) } : {}),
          ...(input.roleType === undefined ? {} : { roleType: input.roleType }),
        },
        select: roleSelect,
        orderBy: [{ roleLevel: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      }),
    ]);
    return rows.map((r) => this.toView(r, level));
  }

  async detail(session: SessionUser, rawId: string): Promise<RoleView> {
    const id = parseInput(idSchema, rawId);
    const row = await this.db.role.findUnique({ where: { id }, select: roleSelect });
    if (row === null) throw new AppError('DATA_NOT_FOUND');
    return this.toView(row, await this.rbac.callerLevel(session));
  }

  async create(session: SessionUser, raw: CreateRoleInput): Promise<RoleView> {
    const input = parseInput(CreateRoleSchema, raw);
    const level = await this.rbac.callerLevel(session);
    this.assertLevelAllowed(input.roleLevel, level);
    const row = await this.db.role.create({
      data: {
        roleName: input.roleName,
        roleType: input.roleType ?? LEARNER_ROLE_TYPE,
        roleLevel: input.roleLevel,
      },
      select: roleSelect,
    });
    return this.toView(row, level);
  }

  async update(session: SessionUser, raw: UpdateRoleInput): Promise<RoleView> {
    const input = parseInput(UpdateRoleSchema, raw);
    const level = await this.rbac.callerLevel(session);
    const existing = await this.requireManageable(input.id, level);
    this.assertLevelAllowed(input.roleLevel, level);
    const roleType = input.roleType ?? existing.roleType;
    const row = await this.db.role.update({
      where: { id: input.id },
      data: { roleName: input.roleName, roleType, roleLevel: input.roleLevel },
      select: roleSelect,
    });
    // The role type decides who reaches the back office: their cached sessions must reload.
    if (existing.roleType !== roleType) await this.rbac.roleUsersAccessChanged([input.id]);
    return this.toView(row, level);
  }

  /**
   * Deletes roles, all or none: each must be manageable and have no users. Unknown ids are
   * ignored; returns how many were deleted.
   */
  async delete(session: SessionUser, rawIds: string[]): Promise<number> {
    const ids = [...new Set(parseInput(idListSchema(100), rawIds))];
    const level = await this.rbac.callerLevel(session);
    const roles = await this.db.role.findMany({ where: { id: { in: ids } }, select: roleSelect });
    for (const r of roles) this.assertManageable(r, level);
    if (roles.some((r) => r._count.users > 0)) throw new AppError('ROLE_HAS_USERS');
    if (roles.length === 0) return 0;
    try {
      const res = await this.db.$transaction(async (tx) => {
        // A user given one of these roles meanwhile makes the delete fail on the foreign key.
        const users = await tx.userRole.count({
          where: { roleId: { in: roles.map((r) => r.id) } },
        });
        if (users > 0) throw new AppError('ROLE_HAS_USERS');
        return tx.role.deleteMany({ where: { id: { in: roles.map((r) => r.id) } } });
      });
      return res.count;
    } catch (e) {
      if (isForeignKeyViolation(e)) throw new AppError('ROLE_HAS_USERS');
      throw e;
    }
  }

  /** The role's menu ids (menus and functions), sorted. */
  async menuIds(rawId: string): Promise<string[]> {
    const id = parseInput(idSchema, rawId);
    const role = await this.db.role.findUnique({ where: { id }, select: { id: true } });
    if (role === null) throw new AppError('DATA_NOT_FOUND');
    const rows = await this.db.roleMenu.findMany({
      where: { roleId: id },
      select: { menuId: true },
      orderBy: { menuId: 'asc' },
    });
    return rows.map((r) => r.menuId);
  }

  /**
   * Replaces a role's menus. The ancestors of a listed menu are added (a child is unreachable
   * without its parent). A caller who is not super admin may grant only menus they hold
   * themselves (else PERMISSION_DENIED, nothing changes); the role's grants of menus the caller
   * does not hold are left as they are. Returns the role's menu ids afterwards.
   */
  async saveMenus(session: SessionUser, raw: SaveRoleMenusInput): Promise<string[]> {
    const input = parseInput(SaveRoleMenusSchema, raw);
    const level = await this.rbac.callerLevel(session);
    await this.requireManageable(input.roleId, level);
    const listed = [...new Set(input.menuIds)];
    const menus = await this.db.menu.findMany({ select: { id: true, parentId: true } });
    const parentOf = new Map(menus.map((m) => [m.id, m.parentId]));
    const unknown = listed.filter((m) => !parentOf.has(m));
    if (unknown.length > 0) {
      throw new AppError(
        'PARAM_INVALID',
        {},
        Object.fromEntries(unknown.map((m) => [`menuIds.${m}`, 'unknown'])),
      );
    }
    const grantable = await this.rbac.grantableMenuIds(session);
    const current = new Set(
      (
        await this.db.roleMenu.findMany({
          where: { roleId: input.roleId },
          select: { menuId: true },
        })
      ).map((c) => c.menuId),
    );
    // Listing a menu the role already has is no grant; anything else must be the caller's own.
    if (listed.some((m) => !grantable.has(m) && !current.has(m))) {
      throw new AppError('PERMISSION_DENIED');
    }

    const wanted = new Set<string>();
    const visited = new Set<string>();
    for (const m of listed) {
      let cur: string | undefined = m;
      while (cur !== undefined && parentOf.has(cur) && !visited.has(cur)) {
        visited.add(cur);
        if (grantable.has(cur)) wanted.add(cur);
        cur = parentOf.get(cur);
      }
    }
    const revoke = [...current].filter((m) => grantable.has(m) && !wanted.has(m));
    const grant = [...wanted].filter((m) => !current.has(m));
    if (revoke.length === 0 && grant.length === 0) return this.menuIds(input.roleId);

    await this.db.$transaction(async (tx) => {
      if (revoke.length > 0) {
        await tx.roleMenu.deleteMany({ where: { roleId: input.roleId, menuId: { in: revoke } } });
      }
      if (grant.length > 0) {
        await tx.roleMenu.createMany({
          data: grant.map((menuId) => ({ roleId: input.roleId, menuId })),
          skipDuplicates: true,
        });
      }
    });
    await this.rbac.roleUsersAccessChanged([input.roleId]);
    return this.menuIds(input.roleId);
  }

  private toView(r: RoleRow, callerLevel: number): RoleView {
    return {
      id: r.id,
      roleName: r.roleName,
      roleType: r.roleType,
      roleLevel: r.roleLevel,
      userCount: r._count.users,
      editable: isManageable(r, callerLevel),
      createTime: r.createdAt,
      updateTime: r.updatedAt,
    };
  }

  /** A new or changed level must rank strictly below the caller. */
  private assertLevelAllowed(roleLevel: number, callerLevel: number): void {
    if (roleLevel <= callerLevel) throw new AppError('ROLE_LEVEL_TOO_HIGH', { n: callerLevel });
  }

  private assertManageable(role: { id: string; roleLevel: number }, callerLevel: number): void {
    if (role.id === STUDENT_ROLE_ID) throw new AppError('STUDENT_ROLE_IMMUTABLE');
    if (!isManageable(role, callerLevel)) {
      throw new AppError('ROLE_ABOVE_LEVEL_LIMIT', { n: callerLevel });
    }
  }

  private async requireManageable(id: string, callerLevel: number) {
    const role = await this.db.role.findUnique({
      where: { id },
      select: { id: true, roleLevel: true, roleType: true },
    });
    if (role === null) throw new AppError('DATA_NOT_FOUND');
    this.assertManageable(role, callerLevel);
    return role;
  }
}
