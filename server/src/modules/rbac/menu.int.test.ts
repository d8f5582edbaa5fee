import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { buildRole, buildUser } from '../../../test/factories/index.ts';
import {
  gql,
  legacyCodeOf,
  resetDatabase,
  rest,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, tokenFor } from '../../../test/identities.ts';

interface MenuNode {
  id: string;
  parentId: string;
  menuType: number;
  metaTitle: string;
  name: string;
  path: string | null;
  component: string | null;
  permissionTag: string | null;
  hidden: boolean;
  sort: number;
  children: MenuNode[];
}

const MENU_FIELDS = 'id parentId menuType metaTitle name path component permissionTag hidden sort';

const flat = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((n) => [n.name, ...flat(n.children ?? []).map((c) => `${n.name}/${c}`)]);

describe('menus', () => {
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

  const top = { parentId: '0', menuType: 1, metaTitle: '系统', name: 'Sys', path: '/admin/sys' };

  async function create(body: Record<string, unknown>, token = sa) {
    return rest<MenuNode>(p, '/api/sys/menu/save', body, { token });
  }

  async function seedTree() {
    const sys = (await create({ ...top, sort: 2 })).data;
    const user = (
      await create({
        parentId: sys.id,
        menuType: 1,
        metaTitle: '用户',
        name: 'UserList',
        path: '/admin/sys/user',
        component: 'sys/user',
        sort: 2,
      })
    ).data;
    const role = (
      await create({
        parentId: sys.id,
        menuType: 1,
        metaTitle: '角色',
        name: 'RoleList',
        path: '/admin/sys/role',
        component: 'sys/role',
        sort: 1,
      })
    ).data;
    const add = (
      await create({
        parentId: user.id,
        menuType: 2,
        metaTitle: '新增',
        name: 'UserAdd',
        permissionTag: 'sys:user:add',
      })
    ).data;
    const dash = (
      await create({ ...top, name: 'Dash', metaTitle: '概览', path: '/admin', sort: 1 })
    ).data;
    return { sys, user, role, add, dash };
  }

  describe('save', () => {
    it('creates a top-level menu with component fixed to Layout; sa is granted it', async () => {
      const res = await create({ ...top, component: 'whatever', metaIcon: 'setting' });
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({
        parentId: '0',
        menuType: 1,
        name: 'Sys',
        path: '/admin/sys',
        component: 'Layout',
        metaIcon: 'setting',
        hidden: false,
        sort: 0,
      });
      const grant = await p.infra.prisma.roleMenu.findUnique({
        where: { roleId_menuId: { roleId: 'sa', menuId: res.data.id } },
      });
      expect(grant).not.toBeNull();
    });

    it('a function (type 2) needs no path or component; a menu needs both', async () => {
      const sys = (await create(top)).data;
      const fn = await gql<{ createMenu: MenuNode }>(
        p,
        `mutation($i: CreateMenuInput!) { createMenu(input: $i) { ${MENU_FIELDS} } }`,
        {
          i: {
            parentId: sys.id,
            menuType: 2,
            metaTitle: '新增',
            name: 'UserAdd',
            permissionTag: 'sys:user:add',
          },
        },
        { token: sa },
      );
      expect(fn.data?.createMenu).toMatchObject({
        menuType: 2,
        path: null,
        component: null,
        permissionTag: 'sys:user:add',
      });
      const noPath = await create({
        parentId: sys.id,
        menuType: 1,
        metaTitle: '用户',
        name: 'UserList',
        component: 'sys/user',
      });
      expect(noPath.code).toBe(10010001);
      const noComponent = await create({
        parentId: sys.id,
        menuType: 1,
        metaTitle: '用户',
        name: 'UserList',
        path: '/admin/sys/user',
      });
      expect(noComponent.code).toBe(10010001);
      const topNoPath = await create({ ...top, name: 'Other', path: '' });
      expect(topNoPath.code).toBe(10010001);
      expect(await p.infra.prisma.menu.count()).toBe(2);
    });

    it('refuses missing required fields with 10010001', async () => {
      const bad: Array<Record<string, unknown>> = [
        { ...top, parentId: '' },
        { ...top, menuType: undefined },
        { ...top, menuType: 4 },
        { ...top, metaTitle: ' ' },
        { ...top, name: '' },
        { ...top, parentId: 'nope' },
        { ...top, permissionTag: 'has space' },
      ];
      for (const body of bad)
        expect((await create(body)).code, JSON.stringify(body)).toBe(10010001);
      expect(await p.infra.prisma.menu.count()).toBe(0);
    });

    it('names keep letters only (13001023) and are unique (13001024)', async () => {
      for (const name of ['User1', 'user_list', '用户', 'A B']) {
        const res = await create({ ...top, name }, sa);
        expect(res.code, name).toBe(13001023);
      }
      expect((await create(top)).code).toBe(0);
      const dup = await rest(
        p,
        '/api/sys/menu/save',
        { ...top, path: '/x' },
        { token: sa, lang: 'en' },
      );
      expect(dup.code).toBe(13001024);
      expect(dup.msg).toMatch(/already exists/);
      expect(await p.infra.prisma.menu.count()).toBe(1);
    });

    it('updates a menu; a menu cannot move under itself or a function', async () => {
      const t = await seedTree();
      const moved = await gql<{ updateMenu: MenuNode }>(
        p,
        `mutation($i: UpdateMenuInput!) { updateMenu(input: $i) { ${MENU_FIELDS} } }`,
        {
          i: {
            id: t.role.id,
            parentId: t.dash.id,
            menuType: 1,
            metaTitle: '角色管理',
            name: 'RoleList',
            path: '/admin/role',
            component: 'sys/role',
            hidden: true,
          },
        },
        { token: sa },
      );
      expect(moved.data?.updateMenu).toMatchObject({
        parentId: t.dash.id,
        metaTitle: '角色管理',
        hidden: true,
      });
      const cycle = await rest(
        p,
        '/api/sys/menu/save',
        { ...top, id: t.sys.id, parentId: t.user.id, component: 'x' },
        { token: sa },
      );
      expect(cycle.code).toBe(10010001);
      const self = await rest(
        p,
        '/api/sys/menu/save',
        { ...top, id: t.sys.id, parentId: t.sys.id, component: 'x' },
        { token: sa },
      );
      expect(self.code).toBe(10010001);
      const underFn = await rest(
        p,
        '/api/sys/menu/save',
        {
          id: t.role.id,
          parentId: t.add.id,
          menuType: 1,
          metaTitle: 'x',
          name: 'RoleList',
          path: '/x',
          component: 'x',
        },
        { token: sa },
      );
      expect(underFn.code).toBe(10010001);
      // Moving a menu to the top level makes it a Layout.
      const toTop = await rest<MenuNode>(
        p,
        '/api/sys/menu/save',
        { ...top, id: t.role.id, name: 'RoleList', component: 'sys/role' },
        { token: sa },
      );
      expect(toTop.data).toMatchObject({ parentId: '0', component: 'Layout' });
      // Legacy clients may send flags as 0/1.
      const hidden = await rest<MenuNode>(
        p,
        '/api/sys/menu/save',
        { ...top, id: t.role.id, name: 'RoleList', hidden: 1 },
        { token: sa },
      );
      expect(hidden.data.hidden).toBe(true);
      const unknown = await rest(p, '/api/sys/menu/save', { ...top, id: 'nope' }, { token: sa });
      expect(unknown.code).toBe(60000001);
      expect(await p.infra.prisma.menu.findUnique({ where: { id: t.sys.id } })).toMatchObject({
        parentId: '0',
      });
    });

    it("a permission tag change reaches the holders' sessions at once", async () => {
      const t = await seedTree();
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20, roleType: 2 });
      await p.infra.prisma.roleMenu.create({ data: { roleId: 'r20', menuId: t.add.id } });
      const user = await buildUser(p.infra.prisma, { roles: ['r20'] });
      const token = await tokenFor(p, user.id);
      const perms = async () =>
        (await gql<{ me: { permissions: string[] } }>(p, '{ me { permissions } }', {}, { token }))
          .data?.me.permissions;
      expect(await perms()).toEqual(['sys:user:add']);
      const res = await create({
        id: t.add.id,
        parentId: t.user.id,
        menuType: 2,
        metaTitle: '新增',
        name: 'UserAdd',
        permissionTag: 'sys:user:update',
      });
      expect(res.code).toBe(0);
      await new Promise((r) => setTimeout(r, 100));
      expect(await perms()).toEqual(['sys:user:update']);
    });

    it('needs sys:menu:add to create and sys:menu:update to edit', async () => {
      const t = await seedTree();
      const addOnly = await asAdmin(p, { permissions: [PERMISSIONS.menuAdd] });
      const updateOnly = await asAdmin(p, { permissions: [PERMISSIONS.menuUpdate] });
      const body = { ...top, name: 'Other', path: '/o' };
      expect((await create(body, updateOnly.token)).code).toBe(10010004);
      expect((await create({ ...body, id: t.dash.id }, addOnly.token)).code).toBe(10010004);
      expect((await create(body, addOnly.token)).code).toBe(0);
      expect((await create({ ...top, id: t.sys.id }, updateOnly.token)).code).toBe(0);
      const learner = await asStudent(p);
      expect((await create(body, learner.token)).code).toBe(10010004);
      expect((await rest(p, '/api/sys/menu/save', body)).code).toBe(10010002);
    });
  });

  describe('tree, detail, sort', () => {
    it('tree: sorted, nested, functions included unless excluded', async () => {
      await seedTree();
      const res = await rest<MenuNode[]>(p, '/api/sys/menu/tree', {}, { token: sa });
      expect(flat(res.data)).toEqual([
        'Dash',
        'Sys',
        'Sys/RoleList',
        'Sys/UserList',
        'Sys/UserList/UserAdd',
      ]);
      const noFn = await gql<{ menuTree: MenuNode[] }>(
        p,
        `{ menuTree(input: { excludeFunctions: true }) { name children { name children { name } } } }`,
        {},
        { token: sa },
      );
      expect(flat(noFn.data!.menuTree)).toEqual(['Dash', 'Sys', 'Sys/RoleList', 'Sys/UserList']);
    });

    it("withRoot wraps the tree in a '0' top-level option named per language", async () => {
      await seedTree();
      const zh = await rest<MenuNode[]>(p, '/api/sys/menu/tree', { withRoot: true }, { token: sa });
      expect(zh.data).toHaveLength(1);
      expect(zh.data[0]).toMatchObject({ id: '0', metaTitle: '顶级菜单' });
      expect(zh.data[0]!.children.map((c) => c.name)).toEqual(['Dash', 'Sys']);
      const en = await gql<{ menuTree: MenuNode[] }>(
        p,
        '{ menuTree(input: { withRoot: true }) { id metaTitle } }',
        {},
        { token: sa, lang: 'en' },
      );
      expect(en.data?.menuTree).toEqual([{ id: '0', metaTitle: 'Top level' }]);
    });

    it('detail by id; unknown is 60000001', async () => {
      const t = await seedTree();
      const d = await rest<MenuNode>(p, '/api/sys/menu/detail', { id: t.user.id }, { token: sa });
      expect(d.data).toMatchObject({ id: t.user.id, name: 'UserList', component: 'sys/user' });
      const g = await gql<{ menu: MenuNode }>(
        p,
        `query($id: ID!) { menu(id: $id) { ${MENU_FIELDS} } }`,
        { id: t.add.id },
        { token: sa },
      );
      expect(g.data?.menu.permissionTag).toBe('sys:user:add');
      expect((await rest(p, '/api/sys/menu/detail', { id: 'nope' }, { token: sa })).code).toBe(
        60000001,
      );
    });

    it('sort {id, sort} reorders; unknown id 60000001; bad sort 10010001', async () => {
      const t = await seedTree();
      const res = await rest(p, '/api/sys/menu/sort', { id: t.dash.id, sort: 9 }, { token: sa });
      expect(res.code).toBe(0);
      const viaGql = await gql(
        p,
        'mutation($id: ID!) { sortMenu(id: $id, sort: 0) { sort } }',
        { id: t.user.id },
        { token: sa },
      );
      expect(viaGql.data).toEqual({ sortMenu: { sort: 0 } });
      const tree = await rest<MenuNode[]>(p, '/api/sys/menu/tree', {}, { token: sa });
      expect(flat(tree.data)).toEqual([
        'Sys',
        'Sys/UserList',
        'Sys/UserList/UserAdd',
        'Sys/RoleList',
        'Dash',
      ]);
      expect((await rest(p, '/api/sys/menu/sort', { id: 'x', sort: 1 }, { token: sa })).code).toBe(
        60000001,
      );
      expect(
        (await rest(p, '/api/sys/menu/sort', { id: t.dash.id, sort: -1 }, { token: sa })).code,
      ).toBe(10010001);
    });

    it('tree and detail need sys:menu:list', async () => {
      const proctor = await asAdmin(p, { permissions: [PERMISSIONS.repoList] });
      expect((await rest(p, '/api/sys/menu/tree', {}, { token: proctor.token })).code).toBe(
        10010004,
      );
      expect(legacyCodeOf(await gql(p, '{ menuTree { id } }', {}, { token: proctor.token }))).toBe(
        10010004,
      );
    });
  });

  describe('delete', () => {
    it('refuses a menu with lower-level menus (13001018), deleting nothing', async () => {
      const t = await seedTree();
      const res = await rest(
        p,
        '/api/sys/menu/delete',
        { ids: [t.dash.id, t.user.id] },
        { token: sa },
      );
      expect(res.code).toBe(13001018);
      const en = await gql(
        p,
        'mutation($ids: [ID!]!) { deleteMenus(ids: $ids) }',
        { ids: [t.sys.id] },
        { token: sa, lang: 'en' },
      );
      expect(en.errors?.[0]?.message).toBe('Delete the lower-level menus first.');
      expect(await p.infra.prisma.menu.count()).toBe(5);
    });

    it('deletes children first, or a parent with all its children; grants go too', async () => {
      const t = await seedTree();
      await buildRole(p.infra.prisma, { id: 'r20', roleLevel: 20, roleType: 2 });
      await p.infra.prisma.roleMenu.create({ data: { roleId: 'r20', menuId: t.add.id } });
      const user = await buildUser(p.infra.prisma, { roles: ['r20'] });
      const token = await tokenFor(p, user.id);
      const perms = async () =>
        (await gql<{ me: { permissions: string[] } }>(p, '{ me { permissions } }', {}, { token }))
          .data?.me.permissions;
      expect(await perms()).toEqual(['sys:user:add']);
      const leaf = await rest<{ count: number }>(
        p,
        '/api/sys/menu/delete',
        { ids: [t.add.id] },
        { token: sa },
      );
      expect(leaf.data).toEqual({ count: 1 });
      await new Promise((r) => setTimeout(r, 100));
      expect(await perms()).toEqual([]);
      const branch = await gql<{ deleteMenus: number }>(
        p,
        'mutation($ids: [ID!]!) { deleteMenus(ids: $ids) }',
        { ids: [t.sys.id, t.user.id, t.role.id, 'nope'] },
        { token: sa },
      );
      expect(branch.data?.deleteMenus).toBe(3);
      expect(await p.infra.prisma.roleMenu.count({ where: { roleId: 'r20' } })).toBe(0);
      expect((await rest(p, '/api/sys/menu/delete', { ids: [] }, { token: sa })).code).toBe(
        10010001,
      );
    });

    it('needs sys:menu:delete', async () => {
      const t = await seedTree();
      const limited = await asAdmin(p, {
        permissions: [PERMISSIONS.menuList, PERMISSIONS.menuUpdate],
      });
      const res = await rest(
        p,
        '/api/sys/menu/delete',
        { ids: [t.dash.id] },
        { token: limited.token },
      );
      expect(res.code).toBe(10010004);
      expect(await p.infra.prisma.menu.findUnique({ where: { id: t.dash.id } })).not.toBeNull();
    });
  });
});
