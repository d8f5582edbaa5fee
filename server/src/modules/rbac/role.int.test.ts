import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { buildRole, buildUser, grantPermission } from '../../../test/factories/index.ts';
import {
  gql,
  legacyCodeOf,
  resetDatabase,
  rest,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, tokenFor } from '../../../test/identities.ts';

const ROLE_FIELDS = 'id roleName roleType roleLevel userCount editable';

interface RoleRow {
  id: string;
  roleName: string;
  roleType: number;
  roleLevel: number;
  userCount: number;
  editable: boolean;
  createTime?: string;
}

const ROLE_ADMIN_CODES = [
  PERMISSIONS.roleList,
  PERMISSIONS.roleAdd,
  PERMISSIONS.roleUpdate,
  PERMISSIONS.roleDelete,
];

describe('roles', () => {
  let p: Platform;
  let sa: string;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = (await asSuperAdmin(p)).token;
  });

  const roleRow = (id: string) => p.infra.prisma.role.findUnique({ where: { id } });

  describe('list and detail', () => {
    it('REST list: every role by level with user counts and what the caller may edit', async () => {
      await buildRole(p.infra.prisma, { id: 'r20', roleName: '阅卷', roleType: 2, roleLevel: 20 });
      const limited = await asAdmin(p, { permissions: ROLE_ADMIN_CODES });
      const res = await rest<RoleRow[]>(p, '/api/sys/role/list', {}, { token: limited.token });
      expect(res.code).toBe(0);
      expect(res.data.map((r) => [r.id, r.roleLevel, r.editable])).toEqual([
        ['sa', 0, false],
        [limited.roleId, 10, false],
        ['r20', 20, true],
        ['student', 99, false],
      ]);
      expect(res.data[0]).toMatchObject({ roleName: '超级管理员', roleType: 2, userCount: 1 });
      expect(res.data[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const filtered = await rest<RoleRow[]>(
        p,
        '/api/sys/role/list',
        { params: { roleType: 1 } },
        { token: sa },
      );
      expect(filtered.data.map((r) => r.id)).toEqual(['student']);
    });

    it('GraphQL roles for any admin; detail needs sys:role:list; learners are refused', async () => {
      const proctor = await asAdmin(p);
      const list = await gql<{ roles: RoleRow[] }>(
        p,
        `{ roles(input: { roleName: "超级" }) { ${ROLE_FIELDS} } }`,
        {},
        { token: proctor.token },
      );
      expect(list.data?.roles.map((r) => r.id)).toEqual(['sa']);
      const detail = await gql(p, `{ role(id: "sa") { id } }`, {}, { token: proctor.token });
      expect(legacyCodeOf(detail)).toBe(10010004);
      const learner = await asStudent(p);
      expect(legacyCodeOf(await gql(p, '{ roles { id } }', {}, { token: learner.token }))).toBe(
        10010004,
      );
      const ok = await gql<{ role: RoleRow }>(
        p,
        `{ role(id: "student") { ${ROLE_FIELDS} } }`,
        {},
        { token: sa },
      );
      expect(ok.data?.role).toMatchObject({ id: 'student', roleType: 1, roleLevel: 99 });
      expect(legacyCodeOf(await gql(p, '{ role(id: "nope") { id } }', {}, { token: sa }))).toBe(
        60000001,
      );
      const rd = await rest(p, '/api/sys/role/detail', { id: 'nope' }, { token: sa });
      expect(rd.code).toBe(60000001);
    });
  });

  describe('save', () => {
    it('creates and edits roles below the caller (GraphQL and REST)', async () => {
      const created = await gql<{ createRole: RoleRow }>(
        p,
        `mutation($i: CreateRoleInput!) { createRole(input: $i) { ${ROLE_FIELDS} } }`,
        { i: { roleName: ' 阅卷老师 ', roleType: 2, roleLevel: 5 } },
        { token: sa },
      );
      expect(created.data?.createRole).toMatchObject({
        roleName: '阅卷老师',
        roleType: 2,
        roleLevel: 5,
        userCount: 0,
        editable: true,
      });
      const id = created.data!.createRole.id;
      const updated = await rest<RoleRow>(
        p,
        '/api/sys/role/save',
        { id, roleName: '阅卷', roleType: '1', roleLevel: '30' },
        { token: sa },
      );
      expect(updated).toMatchObject({ code: 0, data: { id, roleType: 1, roleLevel: 30 } });
      const restCreated = await rest<RoleRow>(
        p,
        '/api/sys/role/save',
        { roleName: '助教', roleType: 2, roleLevel: 40 },
        { token: sa },
      );
      expect(restCreated.code).toBe(0);
      expect(await roleRow(restCreated.data.id)).toMatchObject({ roleName: '助教', roleLevel: 40 });
    });

    it('refuses a level at or above the caller with 13001014 {n}, changing nothing', async () => {
      const limited = await asAdmin(p, { permissions: ROLE_ADMIN_CODES });
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20, roleType: 2 });
      for (const level of [0, 5, 10]) {
        const res = await gql(
          p,
          'mutation($i: CreateRoleInput!) { createRole(input: $i) { id } }',
          { i: { roleName: 'x', roleType: 2, roleLevel: level } },
          { token: limited.token, lang: 'en' },
        );
        expect(res.errors?.[0]?.extensions).toMatchObject({
          legacyCode: 13001014,
          subCode: 'ROLE_LEVEL_TOO_HIGH',
          args: { n: 10 },
        });
        expect(res.errors?.[0]?.message).toContain('10');
      }
      const up = await rest(
        p,
        '/api/sys/role/save',
        { id: 'r20', roleName: 'x', roleType: 2, roleLevel: 10 },
        { token: limited.token },
      );
      expect(up.code).toBe(13001014);
      expect(up.msg).toContain('10');
      expect(await roleRow('r20')).toMatchObject({ roleLevel: 20, roleName: 'r20' });
      expect(await p.infra.prisma.role.count()).toBe(4);
      // Even the super admin (level 0) cannot create another level 0 role.
      const zero = await rest(
        p,
        '/api/sys/role/save',
        { roleName: 'x', roleType: 2, roleLevel: 0 },
        { token: sa },
      );
      expect(zero.code).toBe(13001014);
    });

    it('refuses editing roles at or above the caller (14001017), sa for everyone', async () => {
      const limited = await asAdmin(p, { permissions: ROLE_ADMIN_CODES });
      await buildRole(p.infra.prisma, { id: 'r5', roleLevel: 5, roleType: 2 });
      const save = (token: string, id: string) =>
        rest(p, '/api/sys/role/save', { id, roleName: 'x', roleType: 2, roleLevel: 50 }, { token });
      expect((await save(limited.token, 'r5')).code).toBe(14001017);
      expect((await save(limited.token, limited.roleId)).code).toBe(14001017);
      expect((await save(limited.token, 'sa')).code).toBe(14001017);
      const saBySa = await gql(
        p,
        'mutation($i: UpdateRoleInput!) { updateRole(input: $i) { id } }',
        { i: { id: 'sa', roleName: 'x', roleType: 2, roleLevel: 1 } },
        { token: sa },
      );
      expect(saBySa.errors?.[0]?.extensions).toMatchObject({
        legacyCode: 14001017,
        args: { n: 0 },
      });
      expect(await roleRow('sa')).toMatchObject({ roleName: '超级管理员', roleLevel: 0 });
      expect(await roleRow('r5')).toMatchObject({ roleName: 'r5', roleLevel: 5 });
      expect((await save(sa, 'nope')).code).toBe(60000001);
    });

    it('the student role is immutable (14001016) for everyone', async () => {
      const limited = await asAdmin(p, { permissions: ROLE_ADMIN_CODES });
      for (const token of [sa, limited.token]) {
        const res = await gql(
          p,
          'mutation($i: UpdateRoleInput!) { updateRole(input: $i) { id } }',
          { i: { id: 'student', roleName: '学生', roleType: 1, roleLevel: 99 } },
          { token },
        );
        expect(legacyCodeOf(res)).toBe(14001016);
        const del = await rest(p, '/api/sys/role/delete', { ids: ['student'] }, { token });
        expect(del.code).toBe(14001016);
        const menus = await rest(
          p,
          '/api/sys/role/save-menus',
          { id: 'student', menuIds: [] },
          { token },
        );
        expect(menus.code).toBe(14001016);
      }
      expect(await roleRow('student')).toMatchObject({ roleName: '学员', roleLevel: 99 });
    });

    it('refuses bad input with 10010001', async () => {
      const bad: unknown[] = [
        { roleName: '', roleType: 2, roleLevel: 20 },
        { roleName: 'x', roleType: 3, roleLevel: 20 },
        { roleName: 'x', roleType: 2, roleLevel: '' },
        { roleName: 'x', roleType: 2, roleLevel: 1.5 },
        { roleName: 'x'.repeat(51), roleType: 2, roleLevel: 20 },
        { roleName: 'x', roleType: 2, roleLevel: 100000 },
      ];
      for (const body of bad) {
        expect(
          (await rest(p, '/api/sys/role/save', body, { token: sa })).code,
          JSON.stringify(body),
        ).toBe(10010001);
      }
      expect(await p.infra.prisma.role.count()).toBe(2);
    });

    it('needs sys:role:add to create and sys:role:update to edit', async () => {
      const addOnly = await asAdmin(p, { permissions: [PERMISSIONS.roleAdd] });
      const updateOnly = await asAdmin(p, { permissions: [PERMISSIONS.roleUpdate] });
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20, roleType: 2 });
      const body = { roleName: 'x', roleType: 2, roleLevel: 20 };
      expect((await rest(p, '/api/sys/role/save', body, { token: updateOnly.token })).code).toBe(
        10010004,
      );
      expect(
        (await rest(p, '/api/sys/role/save', { ...body, id: 'r20' }, { token: addOnly.token }))
          .code,
      ).toBe(10010004);
      expect((await rest(p, '/api/sys/role/save', body, { token: addOnly.token })).code).toBe(0);
      expect(
        (await rest(p, '/api/sys/role/save', { ...body, id: 'r20' }, { token: updateOnly.token }))
          .code,
      ).toBe(0);
      const learner = await asStudent(p);
      expect((await rest(p, '/api/sys/role/save', body, { token: learner.token })).code).toBe(
        10010004,
      );
      expect((await rest(p, '/api/sys/role/save', body)).code).toBe(10010002);
    });

    it("a role type change reloads its users' sessions at once", async () => {
      const role = await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20, roleType: 1 });
      const user = await buildUser(p.infra.prisma, { roles: [role.id] });
      const token = await tokenFor(p, user.id);
      const before = await gql<{ me: { roleType: number } }>(
        p,
        '{ me { roleType } }',
        {},
        { token },
      );
      expect(before.data?.me.roleType).toBe(1);
      const res = await rest(
        p,
        '/api/sys/role/save',
        { id: 'r20', roleName: 'r20', roleType: 2, roleLevel: 20 },
        { token: sa },
      );
      expect(res.code).toBe(0);
      await new Promise((r) => setTimeout(r, 100));
      const after = await gql<{ me: { roleType: number } }>(
        p,
        '{ me { roleType } }',
        {},
        { token },
      );
      expect(after.data?.me.roleType).toBe(2);
    });
  });

  describe('delete', () => {
    it('deletes roles below the caller; unknown ids are ignored', async () => {
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20 });
      await buildRole(p.infra.prisma, { id: 'r30', roleLevel: 30 });
      const res = await gql<{ deleteRoles: number }>(
        p,
        'mutation { deleteRoles(ids: ["r20", "nope"]) }',
        {},
        { token: sa },
      );
      expect(res.data?.deleteRoles).toBe(1);
      expect(await roleRow('r20')).toBeNull();
      const r = await rest<{ count: number }>(
        p,
        '/api/sys/role/delete',
        { ids: ['r30'] },
        { token: sa },
      );
      expect(r).toMatchObject({ code: 0, data: { count: 1 } });
    });

    it('refuses roles with users (14001018): all or nothing', async () => {
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20 });
      await buildRole(p.infra.prisma, { id: 'r30', roleLevel: 30 });
      await buildUser(p.infra.prisma, { roles: ['r30'] });
      const res = await rest(p, '/api/sys/role/delete', { ids: ['r20', 'r30'] }, { token: sa });
      expect(res.code).toBe(14001018);
      expect(await roleRow('r20')).not.toBeNull();
      expect(await roleRow('r30')).not.toBeNull();
    });

    it('refuses sa (even for the super admin) and roles at or above the caller', async () => {
      const limited = await asAdmin(p, { permissions: ROLE_ADMIN_CODES });
      await buildRole(p.infra.prisma, { id: 'r5', roleLevel: 5 });
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20 });
      expect((await rest(p, '/api/sys/role/delete', { ids: ['sa'] }, { token: sa })).code).toBe(
        14001017,
      );
      const mixed = await rest(
        p,
        '/api/sys/role/delete',
        { ids: ['r20', 'r5'] },
        { token: limited.token },
      );
      expect(mixed.code).toBe(14001017);
      expect(await roleRow('r20')).not.toBeNull();
      expect(await roleRow('sa')).not.toBeNull();
      expect((await rest(p, '/api/sys/role/delete', { ids: [] }, { token: sa })).code).toBe(
        10010001,
      );
      const noPerm = await asAdmin(p, { permissions: [PERMISSIONS.roleList] });
      expect(
        (await rest(p, '/api/sys/role/delete', { ids: ['r20'] }, { token: noPerm.token })).code,
      ).toBe(10010004);
    });
  });

  describe('menus of a role', () => {
    async function menuTree() {
      const db = p.infra.prisma;
      const parent = await db.menu.create({
        data: {
          id: 'm-top',
          menuType: 1,
          metaTitle: '顶',
          name: 'Top',
          path: '/admin/t',
          component: 'Layout',
        },
      });
      const child = await db.menu.create({
        data: {
          id: 'm-child',
          parentId: parent.id,
          menuType: 1,
          metaTitle: '子',
          name: 'Child',
          path: '/admin/t/c',
          component: 't/c',
        },
      });
      const fnA = await db.menu.create({
        data: {
          id: 'm-fn-a',
          parentId: child.id,
          menuType: 2,
          metaTitle: 'A',
          name: 'FnA',
          permissionTag: 'demo:a',
        },
      });
      const fnB = await db.menu.create({
        data: {
          id: 'm-fn-b',
          parentId: child.id,
          menuType: 2,
          metaTitle: 'B',
          name: 'FnB',
          permissionTag: 'demo:b',
        },
      });
      return { parent, child, fnA, fnB };
    }

    it('save-menus replaces the menus, adds ancestors; list-menus returns them', async () => {
      await menuTree();
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20, roleType: 2 });
      const saved = await rest<string[]>(
        p,
        '/api/sys/role/save-menus',
        { id: 'r20', menuIds: ['m-fn-a'] },
        { token: sa },
      );
      expect(saved).toMatchObject({ code: 0, data: ['m-child', 'm-fn-a', 'm-top'] });
      const listed = await rest<string[]>(
        p,
        '/api/sys/role/list-menus',
        { id: 'r20' },
        { token: sa },
      );
      expect(listed.data).toEqual(['m-child', 'm-fn-a', 'm-top']);
      const replaced = await gql<{ saveRoleMenus: string[] }>(
        p,
        'mutation($i: SaveRoleMenusInput!) { saveRoleMenus(input: $i) }',
        { i: { roleId: 'r20', menuIds: ['m-top', 'm-fn-b'] } },
        { token: sa },
      );
      expect(replaced.data?.saveRoleMenus).toEqual(['m-child', 'm-fn-b', 'm-top']);
      const ids = await gql<{ roleMenuIds: string[] }>(
        p,
        '{ roleMenuIds(id: "r20") }',
        {},
        { token: sa },
      );
      expect(ids.data?.roleMenuIds).toEqual(['m-child', 'm-fn-b', 'm-top']);
      const cleared = await rest(
        p,
        '/api/sys/role/save-menus',
        { id: 'r20', menuIds: [] },
        { token: sa },
      );
      expect(cleared.data).toEqual([]);
      expect((await rest(p, '/api/sys/role/list-menus', { id: 'nope' }, { token: sa })).code).toBe(
        60000001,
      );
    });

    it("the role's users get the new permissions and routes at once", async () => {
      await menuTree();
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20, roleType: 2 });
      const user = await buildUser(p.infra.prisma, { roles: ['r20'] });
      const token = await tokenFor(p, user.id);
      const me = () =>
        gql<{ me: { permissions: string[] }; myRoutes: Array<{ name: string }> }>(
          p,
          '{ me { permissions } myRoutes { name children { name } } }',
          {},
          { token },
        );
      expect((await me()).data?.me.permissions).toEqual([]);
      await rest(p, '/api/sys/role/save-menus', { id: 'r20', menuIds: ['m-fn-a'] }, { token: sa });
      await new Promise((r) => setTimeout(r, 100));
      const after = await me();
      expect(after.data?.me.permissions).toEqual(['demo:a']);
      expect(after.data?.myRoutes).toEqual([{ name: 'Top', children: [{ name: 'Child' }] }]);
    });

    it('a limited admin grants only menus they hold; other grants are kept', async () => {
      const m = await menuTree();
      const limited = await asAdmin(p, {
        permissions: [PERMISSIONS.roleUpdate, PERMISSIONS.roleList],
      });
      await p.infra.prisma.roleMenu.createMany({
        data: [
          { roleId: limited.roleId, menuId: m.parent.id },
          { roleId: limited.roleId, menuId: m.child.id },
          { roleId: limited.roleId, menuId: m.fnA.id },
        ],
      });
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20, roleType: 2 });
      // The role already holds fnB, which the limited admin lacks.
      await p.infra.prisma.roleMenu.create({ data: { roleId: 'r20', menuId: m.fnB.id } });

      const first = await rest(
        p,
        '/api/sys/role/save-menus',
        { id: 'r20', menuIds: ['m-fn-a', limited.menuIds[0]!] },
        { token: limited.token },
      );
      // Granting their own roleUpdate function menu is fine: they hold it.
      expect(first.code).toBe(0);
      const res = await rest<string[]>(
        p,
        '/api/sys/role/save-menus',
        { id: 'r20', menuIds: ['m-fn-a'] },
        { token: limited.token },
      );
      // fnB is not the limited admin's to revoke: it stays.
      expect(res.data).toEqual(['m-child', 'm-fn-a', 'm-fn-b', 'm-top'].sort());
      // Listing fnB again (already granted) is no grant and is accepted; its ancestors are added.
      const keep = await rest<string[]>(
        p,
        '/api/sys/role/save-menus',
        { id: 'r20', menuIds: ['m-fn-b'] },
        { token: limited.token },
      );
      expect(keep.data).toEqual(['m-child', 'm-fn-b', 'm-top']);
    });

    it('refuses granting menus the caller lacks (10010004), unknown menus (10010001)', async () => {
      const m = await menuTree();
      const limited = await asAdmin(p, { permissions: [PERMISSIONS.roleUpdate] });
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20, roleType: 2 });
      await p.infra.prisma.roleMenu.create({ data: { roleId: 'r20', menuId: m.parent.id } });
      const denied = await gql(
        p,
        'mutation($i: SaveRoleMenusInput!) { saveRoleMenus(input: $i) }',
        { i: { roleId: 'r20', menuIds: [m.fnA.id] } },
        { token: limited.token },
      );
      expect(legacyCodeOf(denied)).toBe(10010004);
      const unknown = await rest(
        p,
        '/api/sys/role/save-menus',
        { id: 'r20', menuIds: ['nope'] },
        { token: sa },
      );
      expect(unknown.code).toBe(10010001);
      const missing = await rest(p, '/api/sys/role/save-menus', { id: 'r20' }, { token: sa });
      expect(missing.code).toBe(10010001);
      const own = await rest(
        p,
        '/api/sys/role/save-menus',
        { id: limited.roleId, menuIds: [] },
        { token: limited.token },
      );
      expect(own.code).toBe(14001017);
      expect(
        (await rest(p, '/api/sys/role/save-menus', { id: 'sa', menuIds: [] }, { token: sa })).code,
      ).toBe(14001017);
      const rows = await p.infra.prisma.roleMenu.findMany({ where: { roleId: 'r20' } });
      expect(rows.map((r) => r.menuId)).toEqual([m.parent.id]);
      expect(await p.infra.prisma.roleMenu.count({ where: { roleId: limited.roleId } })).toBe(1);
    });

    it('grantableMenus shows the caller what they may grant', async () => {
      const m = await menuTree();
      const limited = await asAdmin(p, { permissions: [PERMISSIONS.roleUpdate] });
      await p.infra.prisma.roleMenu.create({ data: { roleId: limited.roleId, menuId: m.fnA.id } });
      const res = await gql<{ grantableMenus: Array<{ id: string; children: unknown[] }> }>(
        p,
        '{ grantableMenus { id children { id } } }',
        {},
        { token: limited.token },
      );
      expect(res.data?.grantableMenus.map((x) => x.id).sort()).toEqual(
        [limited.menuIds[0], m.fnA.id].sort(),
      );
      const all = await gql<{ grantableMenus: Array<{ id: string }> }>(
        p,
        '{ grantableMenus { id } }',
        {},
        { token: sa },
      );
      expect(all.data?.grantableMenus.map((x) => x.id)).toContain(m.parent.id);
    });
  });

  describe('assertRolesAssignable (for user save)', () => {
    it('lets a caller assign only roles below them; super admins any', async () => {
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20 });
      const limited = await asAdmin(p);
      const session = await p.services.sessions.resolve(limited.token);
      await expect(
        p.services.rbac.assertRolesAssignable(session!, ['r20', 'student']),
      ).resolves.toBeUndefined();
      await expect(p.services.rbac.assertRolesAssignable(session!, ['sa'])).rejects.toMatchObject({
        errorName: 'ROLE_ABOVE_LEVEL_LIMIT',
        args: { n: 10 },
      });
      await expect(
        p.services.rbac.assertRolesAssignable(session!, [limited.roleId]),
      ).rejects.toMatchObject({ errorName: 'ROLE_ABOVE_LEVEL_LIMIT' });
      await expect(p.services.rbac.assertRolesAssignable(session!, ['nope'])).rejects.toMatchObject(
        { errorName: 'PARAM_INVALID' },
      );
      const saSession = await p.services.sessions.resolve(sa);
      await expect(
        p.services.rbac.assertRolesAssignable(saSession!, ['sa']),
      ).resolves.toBeUndefined();
    });
  });

  it('grantPermission helper menus do not break routes of a function-only role', async () => {
    const role = await buildRole(p.infra.prisma, { roleType: 2, roleLevel: 30 });
    await grantPermission(p.infra.prisma, role.id, PERMISSIONS.repoList);
    const user = await buildUser(p.infra.prisma, { roles: [role.id] });
    const res = await rest(p, '/api/sys/menu/routes', {}, { token: await tokenFor(p, user.id) });
    expect(res).toMatchObject({ code: 0, data: [] });
  });
});
