import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/core/prisma.ts';
import { hashPassword } from '../../src/modules/auth/password.ts';

export const DEFAULT_PASSWORD = 'Passw0rd!x';

let cachedHash: Promise<string> | undefined;
/** Hashing costs ~25 ms; the default password's hash is computed once per file. */
function defaultHash(): Promise<string> {
  cachedHash ??= hashPassword(DEFAULT_PASSWORD);
  return cachedHash;
}

export async function buildRole(
  prisma: Db,
  data: { id?: string; roleName?: string; roleType?: number; roleLevel?: number } = {},
) {
  const id = data.id ?? `role-${randomUUID().slice(0, 8)}`;
  return prisma.role.upsert({
    where: { id },
    update: {},
    create: {
      id,
      roleName: data.roleName ?? id,
      roleType: data.roleType ?? 1,
      roleLevel: data.roleLevel ?? 50,
    },
  });
}

/** The built-in roles as the seed creates them. */
export async function buildBuiltInRoles(prisma: Db) {
  await buildRole(prisma, { id: 'sa', roleName: '超级管理员', roleType: 2, roleLevel: 0 });
  await buildRole(prisma, { id: 'student', roleName: '学员', roleType: 1, roleLevel: 99 });
}

export interface BuildUserOptions {
  userName?: string;
  password?: string;
  realName?: string;
  roles?: string[];
  state?: number;
  expireTime?: Date | null;
  deptCode?: string | null;
  mobile?: string | null;
}

export async function buildUser(prisma: Db, opts: BuildUserOptions = {}) {
  await buildBuiltInRoles(prisma);
  const userName = opts.userName ?? `user_${randomUUID().slice(0, 8)}`;
  return prisma.user.create({
    data: {
      userName,
      passwordHash:
        opts.password === undefined ? await defaultHash() : await hashPassword(opts.password),
      realName: opts.realName ?? 'Test',
      state: opts.state ?? 0,
      expireTime: opts.expireTime ?? null,
      deptCode: opts.deptCode ?? null,
      mobile: opts.mobile ?? null,
      roles: { create: (opts.roles ?? ['student']).map((roleId) => ({ roleId })) },
    },
  });
}

export function buildAdmin(prisma: Db, opts: BuildUserOptions = {}) {
  return buildUser(prisma, { ...opts, roles: ['sa'] });
}

export async function buildDepartment(
  prisma: Db,
  deptCode: string,
  deptName: string,
  parentId = '0',
) {
  return prisma.department.create({ data: { deptCode, deptName, parentId } });
}

/** A menu with a permission tag assigned to a role (for permission checks). */
export async function grantPermission(prisma: Db, roleId: string, permissionTag: string) {
  await buildBuiltInRoles(prisma);
  const menu = await prisma.menu.create({
    data: { menuType: 2, metaTitle: permissionTag, name: 'Fn', permissionTag },
  });
  await prisma.roleMenu.create({ data: { roleId, menuId: menu.id } });
  return menu;
}
