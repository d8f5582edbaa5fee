import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { buildDepartment, buildUser } from '../../../test/factories/index.ts';
import {
  gql,
  legacyCodeOf,
  resetDatabase,
  rest,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { MAX_PER_LEVEL, segmentOf } from './dept-code.ts';

interface Node {
  id: string;
  parentId: string;
  deptCode: string;
  deptName: string;
  sort: number;
  children: Node[];
  value?: string;
  label?: string;
}
interface Detail {
  id: string;
  parentId: string;
  deptCode: string;
  deptName: string;
  sort: number;
  parentName: string | null;
  createTime: string;
}

const NODE = 'id parentId deptCode deptName sort';
const TREE = `{ ${NODE} children { ${NODE} children { ${NODE} children { ${NODE} } } } }`;
const SAVE = `mutation ($input: SaveDepartmentInput!) {
  saveDepartment(input: $input) { id parentId deptCode deptName sort parentName } }`;

/** [code, name] pairs of a tree, depth first. */
function flat(nodes: Node[]): Array<[string, string]> {
  return nodes.flatMap((n) => [[n.deptCode, n.deptName] as [string, string], ...flat(n.children)]);
}

describe('departments', () => {
  let p: Platform;
  let admin: string;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    admin = (await asSuperAdmin(p)).token;
  });

  async function save(body: Record<string, unknown>, token = admin) {
    return rest<Detail>(p, '/api/sys/depart/save', body, { token });
  }
  async function create(deptName: string, parentId = '0') {
    const res = await save({ deptName, parentId });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  }
  const snapshot = () =>
    p.infra.prisma.department
      .findMany({ orderBy: { deptCode: 'asc' } })
      .then((rows) => rows.map((r) => [r.deptCode, r.deptName, r.parentId, r.sort]));

  describe('REST', () => {
    it('save builds hierarchical codes from the parent; detail, tree and tree-select show them', async () => {
      const hq = await create('总部');
      const a = await create('教务处', hq.id);
      const b = await create('培训中心', hq.id);
      const b1 = await create('培训一部', b.id);
      const other = await create('分部');
      expect([hq, a, b, b1, other].map((d) => d.deptCode)).toEqual([
        'A01',
        'A01A01',
        'A01A02',
        'A01A02A01',
        'A02',
      ]);
      expect([a.sort, b.sort]).toEqual([1, 2]);

      const detail = await rest<Detail>(
        p,
        '/api/sys/depart/detail',
        { id: b1.id },
        { token: admin },
      );
      expect(detail.data).toMatchObject({
        id: b1.id,
        parentId: b.id,
        deptCode: 'A01A02A01',
        deptName: '培训一部',
        parentName: '培训中心',
      });
      expect(detail.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const tree = await rest<Node[]>(p, '/api/sys/depart/tree', {}, { token: admin });
      expect(flat(tree.data)).toEqual([
        ['A01', '总部'],
        ['A01A01', '教务处'],
        ['A01A02', '培训中心'],
        ['A01A02A01', '培训一部'],
        ['A02', '分部'],
      ]);

      // The filter keeps matches with their ancestors only.
      const filtered = await rest<Node[]>(
        p,
        '/api/sys/depart/tree',
        { deptName: '一部' },
        { token: admin },
      );
      expect(flat(filtered.data)).toEqual([
        ['A01', '总部'],
        ['A01A02', '培训中心'],
        ['A01A02A01', '培训一部'],
      ]);

      // Any signed-in user reads the picker tree (with value/label).
      const learner = await asStudent(p);
      const select = await rest<Node[]>(
        p,
        '/api/sys/depart/tree-select',
        {},
        { token: learner.token },
      );
      expect(select.code).toBe(0);
      expect(select.data[0]).toMatchObject({ value: 'A01', label: '总部', deptCode: 'A01' });
      expect(select.data[0]!.children[1]!.children[0]).toMatchObject({ value: 'A01A02A01' });
    });

    it('refuses a duplicate name under the same parent (13001001) but not elsewhere', async () => {
      const hq = await create('总部');
      await create('教务处', hq.id);
      const before = await snapshot();
      const dup = await save({ deptName: ' 教务处 ', parentId: hq.id });
      expect(dup.code).toBe(13001001);
      expect(dup.msg).toBe('同级部门名称不能重复！');
      const top = await save({ deptName: '总部' });
      expect(top.code).toBe(13001001);
      expect(await snapshot()).toEqual(before);
      const elsewhere = await save({ deptName: '教务处' });
      expect(elsewhere.code).toBe(0);
      // Renaming onto a sibling's name is refused too; keeping its own name is fine.
      const second = await create('二处', hq.id);
      expect((await save({ id: second.id, parentId: hq.id, deptName: '教务处' })).code).toBe(
        13001001,
      );
      expect((await save({ id: second.id, parentId: hq.id, deptName: '二处', sort: 7 })).code).toBe(
        0,
      );
    });

    it('takes an explicit code of the right shape and refuses a duplicate code (13001002)', async () => {
      const hq = await create('总部');
      const explicit = await save({ deptName: '七处', parentId: hq.id, deptCode: 'A01A07' });
      expect(explicit.code).toBe(0);
      expect(explicit.data.deptCode).toBe('A01A07');
      // The next generated code comes after the highest one.
      expect((await create('八处', hq.id)).deptCode).toBe('A01A08');
      const before = await snapshot();
      const dup = await save({ deptName: '另一个', parentId: hq.id, deptCode: 'A01A07' });
      expect(dup.code).toBe(13001002);
      for (const bad of ['A02A01', 'A01A00', 'A01', 'A01A01A01', 'x']) {
        const res = await save({ deptName: `坏${bad}`, parentId: hq.id, deptCode: bad });
        expect(res.code, bad).toBe(10010001);
      }
      expect(await snapshot()).toEqual(before);
      // On update the code is the server's: a sent code is ignored.
      const upd = await save({
        id: explicit.data.id,
        parentId: hq.id,
        deptName: '七处',
        deptCode: 'Z01',
      });
      expect(upd.data.deptCode).toBe('A01A07');
    });

    it('holds at most 2,573 departments per level (13001005)', async () => {
      const hq = await create('总部');
      await p.infra.prisma.department.createMany({
        data: Array.from({ length: MAX_PER_LEVEL }, (_, i) => ({
          parentId: hq.id,
          deptCode: `A01${segmentOf(i + 1)}`,
          deptName: `部门${i + 1}`,
          sort: i + 1,
        })),
      });
      const res = await save({ deptName: '多一个', parentId: hq.id });
      expect(res.code).toBe(13001005);
      expect(res.msg).toContain('2573');
      const other = await create('分部');
      const move = await save({ id: other.id, parentId: hq.id, deptName: '分部' });
      expect(move.code).toBe(13001005);
      expect(await p.infra.prisma.department.count()).toBe(MAX_PER_LEVEL + 2);
    });

    it('refuses to delete a department with sub-departments (13001003) or users (13001004)', async () => {
      const hq = await create('总部');
      const child = await create('教务处', hq.id);
      const leaf = await create('空部门', hq.id);
      await buildUser(p.infra.prisma, { deptCode: child.deptCode });

      const withChildren = await rest(
        p,
        '/api/sys/depart/delete',
        { ids: [hq.id] },
        { token: admin },
      );
      expect(withChildren.code).toBe(13001003);
      const withUsers = await rest(
        p,
        '/api/sys/depart/delete',
        { ids: [child.id, leaf.id] },
        { token: admin },
      );
      expect(withUsers.code).toBe(13001004);
      expect(await p.infra.prisma.department.count()).toBe(3);

      const ok = await rest<{ count: number }>(
        p,
        '/api/sys/depart/delete',
        { ids: [leaf.id, 'nope'] },
        { token: admin },
      );
      expect(ok).toMatchObject({ code: 0, data: { count: 1 } });
      // A parent goes together with its children in one call.
      const parent = await create('新部门', hq.id);
      const sub = await create('子部门', parent.id);
      const both = await rest<{ count: number }>(
        p,
        '/api/sys/depart/delete',
        { ids: [parent.id, sub.id] },
        { token: admin },
      );
      expect(both.data.count).toBe(2);
    });

    it('moves a department with its subtree: codes, users and the registration default follow', async () => {
      const a = await create('甲');
      const a1 = await create('甲一', a.id);
      const a1x = await create('甲一X', a1.id);
      const b = await create('乙');
      await create('乙一', b.id);
      const u1 = await buildUser(p.infra.prisma, { deptCode: a1.deptCode });
      const u2 = await buildUser(p.infra.prisma, { deptCode: a1x.deptCode });
      const u3 = await buildUser(p.infra.prisma, { deptCode: a.deptCode });
      await p.infra.prisma.switchConfig.create({ data: { id: '1', userDeptCode: a1x.deptCode } });

      const moved = await save({ id: a1.id, parentId: b.id, deptName: '甲一' });
      expect(moved.code, moved.msg).toBe(0);
      expect(moved.data).toMatchObject({ deptCode: 'A02A02', parentId: b.id, parentName: '乙' });
      const codes = Object.fromEntries(
        (await p.infra.prisma.department.findMany()).map((d) => [d.deptName, d.deptCode]),
      );
      expect(codes).toEqual({
        甲: 'A01',
        甲一: 'A02A02',
        甲一X: 'A02A02A01',
        乙: 'A02',
        乙一: 'A02A01',
      });
      const users = await p.infra.prisma.user.findMany({
        where: { id: { in: [u1.id, u2.id, u3.id] } },
      });
      expect(Object.fromEntries(users.map((u) => [u.id, u.deptCode]))).toEqual({
        [u1.id]: 'A02A02',
        [u2.id]: 'A02A02A01',
        [u3.id]: 'A01',
      });
      const sw = await p.infra.prisma.switchConfig.findUniqueOrThrow({ where: { id: '1' } });
      expect(sw.userDeptCode).toBe('A02A02A01');

      // Never under itself or its own subtree; to the top level is fine.
      const before = await snapshot();
      expect((await save({ id: a1.id, parentId: a1x.id, deptName: '甲一' })).code).toBe(10010001);
      expect((await save({ id: a1.id, parentId: a1.id, deptName: '甲一' })).code).toBe(10010001);
      expect((await save({ id: a1.id, parentId: 'missing', deptName: '甲一' })).code).toBe(
        10010003,
      );
      expect(await snapshot()).toEqual(before);
      const top = await save({ id: a1.id, parentId: '0', deptName: '甲一' });
      expect(top.data.deptCode).toBe('A03');
    });

    it('sort moves a department up (0) or down (1) among its siblings', async () => {
      const hq = await create('总部');
      const x = await create('X', hq.id);
      const y = await create('Y', hq.id);
      const z = await create('Z', hq.id);
      const order = async () =>
        (await rest<Node[]>(p, '/api/sys/depart/tree', {}, { token: admin })).data[0]!.children.map(
          (n) => n.deptName,
        );
      expect(await order()).toEqual(['X', 'Y', 'Z']);
      expect(
        (await rest(p, '/api/sys/depart/sort', { id: z.id, sort: 0 }, { token: admin })).code,
      ).toBe(0);
      expect(await order()).toEqual(['X', 'Z', 'Y']);
      await rest(p, '/api/sys/depart/sort', { id: x.id, sort: 1 }, { token: admin });
      expect(await order()).toEqual(['Z', 'X', 'Y']);
      // At an end it does nothing; anything but 0/1 is refused.
      await rest(p, '/api/sys/depart/sort', { id: z.id, sort: 0 }, { token: admin });
      expect(await order()).toEqual(['Z', 'X', 'Y']);
      expect(
        (await rest(p, '/api/sys/depart/sort', { id: y.id, sort: 5 }, { token: admin })).code,
      ).toBe(10010001);
      expect(
        (await rest(p, '/api/sys/depart/sort', { id: 'nope', sort: 1 }, { token: admin })).code,
      ).toBe(60000001);
    });

    it('checks permissions: learners are refused, limited admins need the exact code', async () => {
      const hq = await create('总部');
      const learner = await asStudent(p);
      for (const [path, body] of [
        ['/api/sys/depart/tree', {}],
        ['/api/sys/depart/detail', { id: hq.id }],
        ['/api/sys/depart/save', { deptName: '新' }],
        ['/api/sys/depart/save', { id: hq.id, deptName: '改' }],
        ['/api/sys/depart/delete', { ids: [hq.id] }],
        ['/api/sys/depart/sort', { id: hq.id, sort: 1 }],
      ] as const) {
        const res = await rest(p, path, body, { token: learner.token });
        expect(res.code, path).toBe(10010004);
      }
      expect((await rest(p, '/api/sys/depart/tree', {})).code).toBe(10010002);
      expect((await rest(p, '/api/sys/depart/tree-select', {})).code).toBe(10010002);

      const adder = await asAdmin(p, { permissions: [PERMISSIONS.departAdd] });
      expect((await save({ deptName: '新' }, adder.token)).code).toBe(0);
      expect((await save({ id: hq.id, deptName: '改' }, adder.token)).code).toBe(10010004);
      const updater = await asAdmin(p, { permissions: [PERMISSIONS.departUpdate] });
      expect((await save({ deptName: '新2' }, updater.token)).code).toBe(10010004);
      expect((await save({ id: hq.id, deptName: '改' }, updater.token)).code).toBe(0);
      expect(await p.infra.prisma.department.count()).toBe(2);
    });

    it('refuses bad input with 10010001 and unknown ids with 60000001', async () => {
      expect((await save({ deptName: '' })).code).toBe(10010001);
      expect((await save({ deptName: 'x'.repeat(101) })).code).toBe(10010001);
      expect((await save({})).code).toBe(10010001);
      expect((await save({ id: 'nope', deptName: 'x' })).code).toBe(60000001);
      expect((await save({ deptName: 'x', parentId: 'nope' })).code).toBe(10010003);
      expect((await rest(p, '/api/sys/depart/detail', { id: 'nope' }, { token: admin })).code).toBe(
        60000001,
      );
      expect((await rest(p, '/api/sys/depart/delete', { ids: [] }, { token: admin })).code).toBe(
        10010001,
      );
      expect(await p.infra.prisma.department.count()).toBe(0);
    });
  });

  describe('GraphQL', () => {
    async function gsave(input: Record<string, unknown>, token = admin) {
      return gql<{ saveDepartment: Detail }>(p, SAVE, { input }, { token });
    }

    it('saves, reads, sorts and deletes through the same rules', async () => {
      const hq = await gsave({ deptName: '总部' });
      expect(hq.errors).toBeUndefined();
      const hqId = hq.data!.saveDepartment.id;
      expect(hq.data!.saveDepartment).toMatchObject({
        deptCode: 'A01',
        parentId: '0',
        parentName: null,
      });
      const a = (await gsave({ deptName: '甲', parentId: hqId })).data!.saveDepartment;
      const b = (await gsave({ deptName: '乙', parentId: hqId })).data!.saveDepartment;
      expect([a.deptCode, b.deptCode]).toEqual(['A01A01', 'A01A02']);

      const dup = await gsave({ deptName: '甲', parentId: hqId });
      expect(dup.errors?.[0]?.extensions).toMatchObject({
        code: 'CONFLICT',
        subCode: 'DEPT_NAME_DUPLICATE',
        legacyCode: 13001001,
      });
      expect(
        legacyCodeOf(await gsave({ deptName: '丙', parentId: hqId, deptCode: 'A01A01' })),
      ).toBe(13001002);

      const tree = await gql<{ departmentTree: Node[] }>(
        p,
        `query ($n: String) { departmentTree(deptName: $n) ${TREE} }`,
        { n: '乙' },
        { token: admin },
      );
      expect(flat(tree.data!.departmentTree)).toEqual([
        ['A01', '总部'],
        ['A01A02', '乙'],
      ]);
      const detail = await gql<{ department: Detail }>(
        p,
        `query ($id: ID!) { department(id: $id) { deptCode deptName parentName } }`,
        { id: b.id },
        { token: admin },
      );
      expect(detail.data!.department).toEqual({
        deptCode: 'A01A02',
        deptName: '乙',
        parentName: '总部',
      });

      const sorted = await gql<{ sortDepartment: boolean }>(
        p,
        `mutation ($id: ID!) { sortDepartment(id: $id, sort: 0) }`,
        { id: b.id },
        { token: admin },
      );
      expect(sorted.data!.sortDepartment).toBe(true);
      const select = await gql<{ departmentTreeSelect: Node[] }>(
        p,
        `{ departmentTreeSelect ${TREE} }`,
        {},
        { token: admin },
      );
      expect(select.data!.departmentTreeSelect[0]!.children.map((n) => n.deptName)).toEqual([
        '乙',
        '甲',
      ]);

      await buildUser(p.infra.prisma, { deptCode: 'A01A01' });
      const del = (ids: string[]) =>
        gql<{ deleteDepartments: number }>(
          p,
          `mutation ($ids: [ID!]!) { deleteDepartments(ids: $ids) }`,
          { ids },
          { token: admin },
        );
      expect(legacyCodeOf(await del([hqId]))).toBe(13001003);
      expect(legacyCodeOf(await del([a.id]))).toBe(13001004);
      expect((await del([b.id])).data!.deleteDepartments).toBe(1);
    });

    it('refuses a full level (13001005) and learners (10010004)', async () => {
      await buildDepartment(p.infra.prisma, 'A01', '总部');
      await p.infra.prisma.department.createMany({
        data: Array.from({ length: MAX_PER_LEVEL - 1 }, (_, i) => ({
          deptCode: segmentOf(i + 2),
          deptName: `部门${i + 2}`,
        })),
      });
      expect(legacyCodeOf(await gsave({ deptName: '多一个' }))).toBe(13001005);
      const learner = await asStudent(p);
      expect(legacyCodeOf(await gsave({ deptName: '新' }, learner.token))).toBe(10010004);
      for (const q of [
        `{ departmentTree { id } }`,
        `mutation { deleteDepartments(ids: ["x"]) }`,
        `mutation { sortDepartment(id: "x", sort: 1) }`,
      ]) {
        const res = await gql(p, q, {}, { token: learner.token });
        expect(legacyCodeOf(res), q).toBe(10010004);
      }
      const picker = await gql<{ departmentTreeSelect: Node[] }>(
        p,
        `{ departmentTreeSelect { id } }`,
        {},
        { token: learner.token },
      );
      expect(picker.data!.departmentTreeSelect).toHaveLength(MAX_PER_LEVEL);
    });
  });
});
