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

interface GroupRow {
  id: string;
  groupName: string;
  remark: string;
  memberCount: number;
  createTime: string;
}
interface Page<T> {
  records: T[];
  total: number;
  pages: number;
}
interface MemberRow {
  id: string;
  groupId: string;
  userId: string;
  userName: string;
  realName: string;
  deptCode: string | null;
  deptCode_dictText: string | null;
  mobile: string | null;
  createTime: string;
}

describe('groups', () => {
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

  const save = (body: Record<string, unknown>, token = sa) =>
    rest<GroupRow>(p, '/api/sys/group/save', body, { token });

  async function members(groupId: string, extra: Record<string, unknown> = {}) {
    return rest<Page<MemberRow>>(
      p,
      '/api/sys/group/user/paging',
      { current: 1, size: 10, params: { groupId, ...extra } },
      { token: sa },
    );
  }

  describe('save and paging', () => {
    it('creates and renames groups (REST and GraphQL); paging filters by title', async () => {
      const a = await save({ groupName: ' 一班 ', remark: '备注' });
      expect(a).toMatchObject({
        code: 0,
        data: { groupName: '一班', remark: '备注', memberCount: 0 },
      });
      expect(a.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const b = await gql<{ createGroup: { id: string; groupName: string } }>(
        p,
        'mutation($i: CreateGroupInput!) { createGroup(input: $i) { id groupName } }',
        { i: { groupName: '二班' } },
        { token: sa },
      );
      expect(b.data?.createGroup.groupName).toBe('二班');
      const renamed = await save({ id: a.data.id, groupName: '一班A' });
      expect(renamed.data).toMatchObject({ id: a.data.id, groupName: '一班A', remark: '' });
      const viaGql = await gql<{ updateGroup: { groupName: string } }>(
        p,
        'mutation($i: UpdateGroupInput!) { updateGroup(input: $i) { groupName } }',
        { i: { id: b.data!.createGroup.id, groupName: '二班B', remark: 'r' } },
        { token: sa },
      );
      expect(viaGql.data?.updateGroup.groupName).toBe('二班B');

      const all = await rest<Page<GroupRow>>(
        p,
        '/api/sys/group/paging',
        { current: 1, size: 100, params: {} },
        { token: sa },
      );
      expect(all.data.total).toBe(2);
      const filtered = await rest<Page<GroupRow>>(
        p,
        '/api/sys/group/paging',
        { current: 1, size: 10, params: { title: 'a' } },
        { token: sa },
      );
      expect(filtered.data.records.map((g) => g.groupName)).toEqual(['一班A']);
      const g = await gql<{
        groupPaging: { total: number; records: Array<{ groupName: string }> };
      }>(
        p,
        '{ groupPaging(input: { title: "二班", size: 1 }) { total records { groupName } } }',
        {},
        { token: sa },
      );
      expect(g.data?.groupPaging).toEqual({ total: 1, records: [{ groupName: '二班B' }] });
    });

    it('refuses blank or duplicate names (10010001, field groupName), unknown ids 60000001', async () => {
      const a = await save({ groupName: '一班' });
      expect((await save({ groupName: ' ' })).code).toBe(10010001);
      const dup = await gql(
        p,
        'mutation($i: CreateGroupInput!) { createGroup(input: $i) { id } }',
        { i: { groupName: '一班' } },
        { token: sa },
      );
      expect(dup.errors?.[0]?.extensions).toMatchObject({
        legacyCode: 10010001,
        fields: { groupName: 'duplicate' },
      });
      const b = await save({ groupName: '二班' });
      expect((await save({ id: b.data.id, groupName: '一班' })).code).toBe(10010001);
      expect((await save({ id: 'nope', groupName: '三班' })).code).toBe(60000001);
      expect((await save({ groupName: 'x'.repeat(101) })).code).toBe(10010001);
      const names = await p.infra.prisma.group.findMany({ orderBy: { groupName: 'asc' } });
      expect(names.map((n) => n.groupName)).toEqual(['一班', '二班']);
      expect(a.code).toBe(0);
    });

    it('delete removes groups with their memberships', async () => {
      const a = await save({ groupName: '一班' });
      const u = await buildUser(p.infra.prisma);
      await p.infra.prisma.groupMember.create({ data: { groupId: a.data.id, userId: u.id } });
      const res = await rest(
        p,
        '/api/sys/group/delete',
        { ids: [a.data.id, 'nope'] },
        { token: sa },
      );
      expect(res).toMatchObject({ code: 0, data: { count: 1 } });
      expect(await p.infra.prisma.groupMember.count()).toBe(0);
      expect(
        legacyCodeOf(await gql(p, 'mutation { deleteGroups(ids: []) }', {}, { token: sa })),
      ).toBe(10010001);
    });
  });

  describe('membership', () => {
    it('batch-join flag 1 adds every user to every group, once; flag 0 removes', async () => {
      const g1 = (await save({ groupName: '一班' })).data.id;
      const g2 = (await save({ groupName: '二班' })).data.id;
      const u1 = await buildUser(p.infra.prisma);
      const u2 = await buildUser(p.infra.prisma);
      const join = await rest(
        p,
        '/api/sys/group/user/batch-join',
        { userIds: [u1.id, u2.id], groupIds: [g1, g2], flag: 1 },
        { token: sa },
      );
      expect(join).toMatchObject({ code: 0, data: { count: 4 } });
      const again = await gql<{ joinGroups: number }>(
        p,
        'mutation($i: GroupMembershipInput!) { joinGroups(input: $i) }',
        { i: { userIds: [u1.id], groupIds: [g1] } },
        { token: sa },
      );
      expect(again.data?.joinGroups).toBe(0);
      const leave = await rest(
        p,
        '/api/sys/group/user/batch-join',
        { userIds: [u1.id], groupIds: [g1, g2], flag: 0 },
        { token: sa },
      );
      expect(leave).toMatchObject({ code: 0, data: { count: 2 } });
      const left = await gql<{ leaveGroups: number }>(
        p,
        'mutation($i: GroupMembershipInput!) { leaveGroups(input: $i) }',
        { i: { userIds: [u2.id], groupIds: [g2] } },
        { token: sa },
      );
      expect(left.data?.leaveGroups).toBe(1);
      const rows = await p.infra.prisma.groupMember.findMany();
      expect(rows.map((r) => [r.groupId, r.userId])).toEqual([[g1, u2.id]]);
      const page = await rest<Page<GroupRow>>(
        p,
        '/api/sys/group/paging',
        { params: { title: '一班' } },
        { token: sa },
      );
      expect(page.data.records[0]!.memberCount).toBe(1);
    });

    it('refuses a bad flag, empty lists (10010001) and unknown groups or users (60000001)', async () => {
      const g1 = (await save({ groupName: '一班' })).data.id;
      const u1 = await buildUser(p.infra.prisma);
      const bj = (body: Record<string, unknown>) =>
        rest(p, '/api/sys/group/user/batch-join', body, { token: sa });
      expect((await bj({ userIds: [u1.id], groupIds: [g1] })).code).toBe(10010001);
      expect((await bj({ userIds: [u1.id], groupIds: [g1], flag: 2 })).code).toBe(10010001);
      expect((await bj({ userIds: [], groupIds: [g1], flag: 1 })).code).toBe(10010001);
      expect((await bj({ userIds: [u1.id], groupIds: [], flag: 1 })).code).toBe(10010001);
      expect((await bj({ userIds: [u1.id], groupIds: [g1, 'nope'], flag: 1 })).code).toBe(60000001);
      expect((await bj({ userIds: [u1.id, 'nope'], groupIds: [g1], flag: 1 })).code).toBe(60000001);
      expect(await p.infra.prisma.groupMember.count()).toBe(0);
    });

    it('member paging shows account, name, department and mobile; searches them', async () => {
      await buildDepartment(p.infra.prisma, 'A01', '总部');
      const g1 = (await save({ groupName: '一班' })).data.id;
      const u1 = await buildUser(p.infra.prisma, {
        userName: 'zhangsan',
        realName: '张三',
        deptCode: 'A01',
      });
      await p.infra.prisma.user.update({ where: { id: u1.id }, data: { mobile: '13800000001' } });
      const u2 = await buildUser(p.infra.prisma, { userName: 'lisi', realName: '李四' });
      await rest(
        p,
        '/api/sys/group/user/batch-join',
        { userIds: [u1.id], groupIds: [g1], flag: 1 },
        { token: sa },
      );
      await rest(
        p,
        '/api/sys/group/user/batch-join',
        { userIds: [u2.id], groupIds: [g1], flag: '1' },
        { token: sa },
      );
      const res = await members(g1);
      expect(res.data.total).toBe(2);
      expect(res.data.records.map((r) => r.userName)).toEqual(['lisi', 'zhangsan']);
      expect(res.data.records[1]).toMatchObject({
        id: `${g1}:${u1.id}`,
        groupId: g1,
        userId: u1.id,
        userName: 'zhangsan',
        realName: '张三',
        deptCode: 'A01',
        deptCode_dictText: '总部',
        mobile: '13800000001',
      });
      expect(res.data.records[1]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      for (const q of ['张', 'zhang', '1380000000', 'ZHANGSAN']) {
        const hit = await members(g1, { userName: q });
        expect(
          hit.data.records.map((r) => r.userName),
          q,
        ).toEqual(['zhangsan']);
      }
      expect((await members(g1, { userName: '%' })).data.total).toBe(0);
      const viaGql = await gql<{
        groupMemberPaging: { total: number; records: Array<{ deptName: string | null }> };
      }>(
        p,
        'query($g: ID!) { groupMemberPaging(input: { groupId: $g, size: 1 }) { total records { deptName } } }',
        { g: g1 },
        { token: sa },
      );
      expect(viaGql.data?.groupMemberPaging).toEqual({ total: 2, records: [{ deptName: null }] });
      expect((await members('nope')).code).toBe(60000001);
      expect(
        (await rest(p, '/api/sys/group/user/paging', { params: {} }, { token: sa })).code,
      ).toBe(10010001);
    });

    it('user/delete removes memberships by id, or by groupId with user ids', async () => {
      const g1 = (await save({ groupName: '一班' })).data.id;
      const users = await Promise.all([1, 2, 3].map(() => buildUser(p.infra.prisma)));
      await p.infra.prisma.groupMember.createMany({
        data: users.map((u) => ({ groupId: g1, userId: u.id })),
      });
      const byId = await rest(
        p,
        '/api/sys/group/user/delete',
        { ids: [`${g1}:${users[0]!.id}`] },
        { token: sa },
      );
      expect(byId).toMatchObject({ code: 0, data: { count: 1 } });
      const byGroup = await rest(
        p,
        '/api/sys/group/user/delete',
        { groupId: g1, ids: [users[1]!.id] },
        { token: sa },
      );
      expect(byGroup).toMatchObject({ code: 0, data: { count: 1 } });
      const viaGql = await gql<{ removeGroupMembers: number }>(
        p,
        'mutation($ids: [ID!]!) { removeGroupMembers(ids: $ids) }',
        { ids: [`${g1}:${users[2]!.id}`] },
        { token: sa },
      );
      expect(viaGql.data?.removeGroupMembers).toBe(1);
      expect(
        (await rest(p, '/api/sys/group/user/delete', { ids: ['bad'] }, { token: sa })).code,
      ).toBe(10010001);
      expect(await p.infra.prisma.groupMember.count()).toBe(0);
    });
  });

  describe('permissions', () => {
    it('join needs sys:group:user:join, leave and delete sys:group:user:remove', async () => {
      const g1 = (await save({ groupName: '一班' })).data.id;
      const u1 = await buildUser(p.infra.prisma);
      const joiner = await asAdmin(p, { permissions: [PERMISSIONS.groupUserJoin] });
      const remover = await asAdmin(p, { permissions: [PERMISSIONS.groupUserRemove] });
      const body = { userIds: [u1.id], groupIds: [g1] };
      const bj = (flag: number, token: string) =>
        rest(p, '/api/sys/group/user/batch-join', { ...body, flag }, { token });
      expect((await bj(1, remover.token)).code).toBe(10010004);
      expect((await bj(1, joiner.token)).code).toBe(0);
      expect((await bj(0, joiner.token)).code).toBe(10010004);
      expect(
        (
          await rest(
            p,
            '/api/sys/group/user/delete',
            { ids: [`${g1}:${u1.id}`] },
            { token: joiner.token },
          )
        ).code,
      ).toBe(10010004);
      expect(await p.infra.prisma.groupMember.count()).toBe(1);
      expect((await bj(0, remover.token)).code).toBe(0);
      expect(await p.infra.prisma.groupMember.count()).toBe(0);
    });

    it('saving needs sys:group:add / update; members need sys:group:list; learners get nothing', async () => {
      const g1 = (await save({ groupName: '一班' })).data.id;
      const adder = await asAdmin(p, { permissions: [PERMISSIONS.groupAdd] });
      expect((await save({ groupName: '二班' }, adder.token)).code).toBe(0);
      expect((await save({ id: g1, groupName: 'x' }, adder.token)).code).toBe(10010004);
      const lister = await asAdmin(p);
      const paging = await rest(p, '/api/sys/group/paging', {}, { token: lister.token });
      expect(paging.code).toBe(0);
      expect(
        (
          await rest(
            p,
            '/api/sys/group/user/paging',
            { params: { groupId: g1 } },
            { token: lister.token },
          )
        ).code,
      ).toBe(10010004);
      const learner = await asStudent(p);
      expect((await rest(p, '/api/sys/group/paging', {}, { token: learner.token })).code).toBe(
        10010004,
      );
      expect((await rest(p, '/api/sys/group/paging', {})).code).toBe(10010002);
    });
  });
});
