import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import {
  DEFAULT_PASSWORD,
  buildBuiltInRoles,
  buildDepartment,
  buildRole,
  buildUser,
  grantPermission,
} from '../../../test/factories/index.ts';
import {
  gql,
  legacyCodeOf,
  resetDatabase,
  rest,
  startTestPlatform,
} from '../../../test/helpers.ts';
import {
  asAdmin,
  asStudent,
  asSuperAdmin,
  tokenFor,
  type Identity,
} from '../../../test/identities.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';

const STRONG = 'Str0ng!pass';
const OTHER_STRONG = 'An0ther!pass';

interface UserRow {
  id: string;
  userName: string;
  realName: string;
  deptCode: string | null;
  deptCode_dictText?: string | null;
  deptCodeDictText?: string | null;
  mobile: string | null;
  email: string | null;
  state: number;
  roles: string[];
  roleNames: string[];
  roleType: number;
  expireTime: string | null;
  createTime: string;
}
interface Page {
  records: UserRow[];
  total: number;
  pages: number;
  current: number;
  size: number;
}

const USER_FIELDS =
  'id userName realName familyName className deptCode deptCodeDictText mobile email state roles roleNames roleType expireTime createTime';

async function eventually(check: () => Promise<void>, ms = 3000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe('user administration', () => {
  let p: Platform;
  let sa: Identity;
  /** The seeded administrator account (id user-admin, userName admin, role sa). */
  let root: { id: string; token: string };

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    const db = p.infra.prisma;
    await buildBuiltInRoles(db);
    await buildDepartment(db, 'A01', '总部');
    const a01 = await db.department.findUniqueOrThrow({ where: { deptCode: 'A01' } });
    await buildDepartment(db, 'A01A01', '教务处', a01.id);
    const a02 = await buildDepartment(db, 'A01A02', '培训中心', a01.id);
    await buildDepartment(db, 'A01A02A01', '培训一部', a02.id);
    await db.user.create({
      data: {
        id: 'user-admin',
        userName: 'admin',
        realName: '管理员',
        deptCode: 'A01',
        passwordHash: await hashPassword(DEFAULT_PASSWORD),
        roles: { create: [{ roleId: 'sa' }] },
      },
    });
    root = { id: 'user-admin', token: await tokenFor(p, 'user-admin') };
    sa = await asSuperAdmin(p);
  });

  const db = () => p.infra.prisma;
  const login = (username: string, password: string) =>
    rest<{ token: string }>(p, '/api/sys/user/login', { username, password });
  const info = (token: string) => rest(p, '/api/sys/user/info', {}, { token });
  /** Everything the admin rules protect, to prove a refused call changed nothing. */
  const usersSnapshot = async () =>
    (
      await db().user.findMany({
        orderBy: { userName: 'asc' },
        include: { roles: { orderBy: { roleId: 'asc' } } },
      })
    ).map((u) => ({
      userName: u.userName,
      realName: u.realName,
      deptCode: u.deptCode,
      state: u.state,
      expireTime: u.expireTime,
      mobile: u.mobile,
      passwordHash: u.passwordHash,
      roles: u.roles.map((r) => r.roleId),
    }));

  function body(over: Record<string, unknown> = {}) {
    return {
      userName: 'zhangsan',
      realName: '张三',
      password: STRONG,
      deptCode: 'A01A01',
      roles: ['student'],
      mobile: '13800000001',
      email: 'zs@example.com',
      ...over,
    };
  }

  async function restSave(over: Record<string, unknown> = {}, token = sa.token) {
    return rest<UserRow>(p, '/api/sys/user/save', body(over), { token });
  }

  async function gqlSave(input: Record<string, unknown>, token = sa.token) {
    return gql<{ saveUser: UserRow }>(
      p,
      `mutation ($input: SaveUserInput!) { saveUser(input: $input) { ${USER_FIELDS} } }`,
      { input },
      { token },
    );
  }

  describe('paging filters (REST and GraphQL)', () => {
    let ids: Record<string, string>;
    let proctorRole: string;
    let group: string;
    beforeEach(async () => {
      proctorRole = (await buildRole(db(), { id: 'proctor', roleType: 2, roleLevel: 20 })).id;
      const u1 = await buildUser(db(), {
        userName: 'zhangsan',
        realName: '张三',
        deptCode: 'A01A01',
      });
      await db().user.update({ where: { id: u1.id }, data: { mobile: '13800000001' } });
      const u2 = await buildUser(db(), {
        userName: 'lisi',
        realName: '李四',
        deptCode: 'A01A02A01',
        state: 1,
      });
      const u3 = await buildUser(db(), {
        userName: 'wangwu',
        realName: '王五',
        deptCode: 'A01A02',
        roles: [proctorRole],
      });
      const g = await db().group.create({ data: { groupName: '一组' } });
      group = g.id;
      await db().groupMember.create({ data: { groupId: g.id, userId: u1.id } });
      ids = { zhangsan: u1.id, lisi: u2.id, wangwu: u3.id };
    });

    const names = (page: Page) => page.records.map((r) => r.userName).sort();
    const learners = ['lisi', 'zhangsan', 'wangwu'];

    async function both(params: Record<string, unknown>): Promise<string[]> {
      const r = await rest<Page>(
        p,
        '/api/sys/user/paging',
        { current: 1, size: 100, params },
        { token: sa.token },
      );
      expect(r.code, r.msg).toBe(0);
      const g = await gql<{ adminUserPaging: Page }>(
        p,
        `query ($input: AdminUserPagingInput) { adminUserPaging(input: $input) { total records { userName } } }`,
        { input: { ...params, current: 1, size: 100 } },
        { token: sa.token },
      );
      expect(g.errors).toBeUndefined();
      expect(names(g.data!.adminUserPaging)).toEqual(names(r.data));
      expect(g.data!.adminUserPaging.total).toBe(r.data.total);
      return names(r.data).filter((n) => learners.includes(n));
    }

    it('applies every filter of the users screen', async () => {
      expect(await both({})).toEqual(['lisi', 'wangwu', 'zhangsan']);
      expect(await both({ state: 1 })).toEqual(['lisi']);
      expect(await both({ state: 0 })).toEqual(['wangwu', 'zhangsan']);
      expect(await both({ excludes: [ids.zhangsan!, ids.lisi!] })).toEqual(['wangwu']);
      // A department means its subtree, by code or (for exclusions) by id too.
      expect(await both({ deptCode: 'A01A02' })).toEqual(['lisi', 'wangwu']);
      expect(await both({ deptCode: 'A01' })).toEqual(['lisi', 'wangwu', 'zhangsan']);
      expect(await both({ excludeDeparts: ['A01A02'] })).toEqual(['zhangsan']);
      const a02 = await db().department.findUniqueOrThrow({ where: { deptCode: 'A01A02' } });
      expect(await both({ excludeDeparts: [a02.id] })).toEqual(['zhangsan']);
      expect(await both({ excludeGroups: [group] })).toEqual(['lisi', 'wangwu']);
      expect(await both({ roleIds: [proctorRole] })).toEqual(['wangwu']);
      expect(await both({ roleIds: ['student'] })).toEqual(['lisi', 'zhangsan']);
      expect(await both({ userType: 2 })).toEqual(['wangwu']);
      expect(await both({ userType: 1 })).toEqual(['lisi', 'zhangsan']);
      // userName searches account, name and mobile (contains, any case) and the id (exact).
      expect(await both({ userName: 'LISI' })).toEqual(['lisi']);
      expect(await both({ userName: '王' })).toEqual(['wangwu']);
      expect(await both({ userName: '0000001' })).toEqual(['zhangsan']);
      expect(await both({ userName: ids.wangwu })).toEqual(['wangwu']);
      expect(await both({ userName: '%' })).toEqual([]);
      // Filters combine.
      expect(await both({ deptCode: 'A01A02', state: 0, userType: 2 })).toEqual(['wangwu']);
    });

    it('pages, orders and shows department names and roles, never the password', async () => {
      const res = await rest<Page>(
        p,
        '/api/sys/user/paging',
        {
          current: 2,
          size: 2,
          params: { userType: 1 },
          orders: [{ column: 'userName', asc: true }],
        },
        { token: sa.token },
      );
      expect(res.data).toMatchObject({ total: 2, pages: 1, current: 2, size: 2, records: [] });
      const first = await rest<Page>(
        p,
        '/api/sys/user/paging',
        {
          current: 1,
          size: 1,
          params: { userType: 1 },
          orders: [{ column: 'userName', asc: true }],
        },
        { token: sa.token },
      );
      expect(first.data).toMatchObject({ total: 2, pages: 2 });
      expect(first.data.records[0]).toMatchObject({
        userName: 'lisi',
        deptCode: 'A01A02A01',
        deptCode_dictText: '培训一部',
        roles: ['student'],
        roleNames: ['学员'],
        roleType: 1,
        state: 1,
        expireTime: null,
      });
      expect(first.data.records[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(JSON.stringify(first)).not.toMatch(/password/i);
      const detail = await rest<UserRow>(
        p,
        '/api/sys/user/detail',
        { id: ids.wangwu },
        { token: sa.token },
      );
      expect(detail.data).toMatchObject({ userName: 'wangwu', roles: ['proctor'], roleType: 2 });
      expect(JSON.stringify(detail)).not.toMatch(/password/i);
      const g = await gql<{ adminUser: UserRow }>(
        p,
        `query ($id: ID!) { adminUser(id: $id) { ${USER_FIELDS} } }`,
        { id: ids.lisi },
        { token: sa.token },
      );
      expect(g.data!.adminUser).toMatchObject({ userName: 'lisi', deptCodeDictText: '培训一部' });
      expect(
        (await rest(p, '/api/sys/user/detail', { id: 'nope' }, { token: sa.token })).code,
      ).toBe(60000001);
      const bad = await rest(
        p,
        '/api/sys/user/paging',
        { params: { state: 9 } },
        { token: sa.token },
      );
      expect(bad.code).toBe(10010001);
    });
  });

  describe('save', () => {
    it('creates a user who can log in with the password (REST and GraphQL)', async () => {
      const res = await restSave();
      expect(res.code, res.msg).toBe(0);
      expect(res.data).toMatchObject({
        userName: 'zhangsan',
        realName: '张三',
        deptCode: 'A01A01',
        deptCode_dictText: '教务处',
        roles: ['student'],
        mobile: '13800000001',
        email: 'zs@example.com',
        state: 0,
      });
      expect(JSON.stringify(res)).not.toMatch(/password/i);
      expect((await login('zhangsan', STRONG)).code).toBe(0);

      const g = await gqlSave({
        userName: 'lisi',
        realName: '李四',
        password: STRONG,
        deptCode: 'A01A02',
        roles: ['student'],
        expireTime: '2099-12-31 23:59:59',
      });
      expect(g.errors).toBeUndefined();
      expect(g.data!.saveUser).toMatchObject({ userName: 'lisi', deptCodeDictText: '培训中心' });
      expect(new Date(g.data!.saveUser.expireTime!).getFullYear()).toBe(2099);
      expect((await login('lisi', STRONG)).code).toBe(0);
    });

    it('refuses every invalid form with its code and creates nothing', async () => {
      await restSave();
      const before = await usersSnapshot();
      const cases: Array<[Record<string, unknown>, number]> = [
        [{ userName: 'other', password: '' }, 10010007],
        [{ userName: 'other', password: null }, 10010007],
        [{ userName: 'other', password: 'weakpass' }, 10010007],
        [{ userName: 'zhangsan', mobile: '' }, 14001020],
        [{ userName: '' }, 10010001],
        [{ userName: 'has space' }, 10010001],
        [{ userName: 'other', realName: '' }, 10010001],
        [{ userName: 'other', deptCode: '' }, 10010001],
        [{ userName: 'other', deptCode: 'Z99' }, 10010003],
        [{ userName: 'other', roles: [] }, 90010003],
        [{ userName: 'other', roles: undefined }, 90010003],
        [{ userName: 'other', roles: ['nope'] }, 10010003],
        [{ userName: 'other', mobile: '12345678901' }, 14001019],
        [{ userName: 'other', mobile: '1380000000' }, 14001019],
        [{ userName: 'other', mobile: '13800000001' }, 14001001],
        [{ userName: 'other', mobile: '', email: 'not-an-email' }, 10010001],
        [{ userName: 'other', mobile: '', expireTime: '2026-02-30 00:00:00' }, 10010001],
        [{ userName: 'other', mobile: '', state: 7 }, 10010001],
      ];
      for (const [over, code] of cases) {
        const r = await restSave(over);
        expect(r.code, JSON.stringify(over)).toBe(code);
        const input = { ...body(over) } as Record<string, unknown>;
        if (input.roles === undefined) input.roles = [];
        const g = await gqlSave(input);
        expect(legacyCodeOf(g), `gql ${JSON.stringify(over)}`).toBe(code);
      }
      expect(await usersSnapshot()).toEqual(before);
    });

    it('keeps the password when it is blank on edit and ends sessions when it changes', async () => {
      const created = (await restSave()).data;
      const userToken = (await login('zhangsan', STRONG)).data.token;
      const kept = await restSave({ id: created.id, password: '', realName: '张三丰' });
      expect(kept.code, kept.msg).toBe(0);
      expect(kept.data.realName).toBe('张三丰');
      expect((await info(userToken)).code).toBe(0);
      expect((await login('zhangsan', STRONG)).code).toBe(0);

      const weak = await restSave({ id: created.id, password: 'short' });
      expect(weak.code).toBe(10010007);
      const changed = await gqlSave({ ...body({ id: created.id, password: OTHER_STRONG }) });
      expect(changed.errors).toBeUndefined();
      expect((await info(userToken)).code).toBe(10010002);
      expect((await login('zhangsan', STRONG)).code).toBe(90010002);
      expect((await login('zhangsan', OTHER_STRONG)).code).toBe(0);
      // Edit keeps the expiry when absent and clears it when empty.
      await restSave({ id: created.id, password: '', expireTime: '2099-01-01 00:00:00' });
      const noExpiryField = { ...body({ id: created.id, password: '' }) } as Record<
        string,
        unknown
      >;
      const again = await rest<UserRow>(p, '/api/sys/user/save', noExpiryField, {
        token: sa.token,
      });
      expect(again.data.expireTime).toBe('2099-01-01 00:00:00');
      const cleared = await restSave({ id: created.id, password: '', expireTime: '' });
      expect(cleared.data.expireTime).toBeNull();
      expect((await restSave({ id: 'nope' })).code).toBe(60000001);
    });
  });

  describe('the administrator account (90010004)', () => {
    it('cannot be edited, disabled, expired, re-roled or re-passworded by anyone else', async () => {
      const before = await usersSnapshot();
      const adminBody = {
        id: 'user-admin',
        userName: 'admin',
        realName: '改名',
        deptCode: 'A01',
        roles: ['sa'],
      };
      const restCalls: Array<[string, Record<string, unknown>]> = [
        ['/api/sys/user/save', adminBody],
        ['/api/sys/user/state', { ids: ['user-admin'], state: 1 }],
        ['/api/sys/user/batch-role', { ids: ['user-admin'], roles: ['student'] }],
        ['/api/sys/user/batch-dept', { ids: ['user-admin'], deptCode: 'A01A01' }],
        ['/api/sys/user/batch-expire', { ids: ['user-admin'], expireTime: '2020-01-01 00:00:00' }],
        ['/api/sys/user/change-pass', { id: 'user-admin', password: STRONG }],
      ];
      for (const [path, b] of restCalls) {
        const res = await rest(p, path, b, { token: sa.token });
        expect(res.code, path).toBe(90010004);
      }
      const gqlCalls: Array<[string, Record<string, unknown>]> = [
        [
          `mutation ($input: SaveUserInput!) { saveUser(input: $input) { id } }`,
          { input: adminBody },
        ],
        [`mutation { setUserState(ids: ["user-admin"], state: 1) }`, {}],
        [`mutation { batchUserRole(ids: ["user-admin"], roles: ["student"]) }`, {}],
        [`mutation { batchUserDept(ids: ["user-admin"], deptCode: "A01A01") }`, {}],
        [
          `mutation { batchUserExpire(ids: ["user-admin"], expireTime: "2020-01-01 00:00:00") }`,
          {},
        ],
        [
          `mutation ($input: ChangeUserPasswordInput!) { changeUserPassword(input: $input) }`,
          { input: { id: 'user-admin', password: STRONG } },
        ],
      ];
      for (const [q, v] of gqlCalls) {
        const res = await gql(p, q, v, { token: sa.token });
        expect(res.errors?.[0]?.extensions?.subCode, q).toBe('ADMIN_NOT_EDITABLE');
      }
      // A batch that includes the administrator is refused as a whole.
      const other = await buildUser(db());
      const mixed = await rest(
        p,
        '/api/sys/user/state',
        { ids: [other.id, 'user-admin'], state: 1 },
        { token: sa.token },
      );
      expect(mixed.code).toBe(90010004);
      const after = await usersSnapshot();
      expect(after.filter((u) => u.userName !== other.userName)).toEqual(before);
      expect(after.find((u) => u.userName === other.userName)!.state).toBe(0);
      expect((await info(root.token)).code).toBe(0);
    });

    it('edits its own profile and password but never its roles, state or expiry', async () => {
      const mine = {
        id: 'user-admin',
        userName: 'admin',
        realName: '超管',
        deptCode: 'A01A01',
        roles: ['sa'],
      };
      const ok = await rest<UserRow>(p, '/api/sys/user/save', mine, { token: root.token });
      expect(ok.code, ok.msg).toBe(0);
      expect(ok.data).toMatchObject({ realName: '超管', deptCode: 'A01A01', roles: ['sa'] });
      for (const over of [
        { roles: ['sa', 'student'] },
        { roles: ['student'] },
        { state: 1 },
        { expireTime: '2099-01-01 00:00:00' },
      ]) {
        const res = await rest(
          p,
          '/api/sys/user/save',
          { ...mine, ...over },
          { token: root.token },
        );
        expect(res.code, JSON.stringify(over)).toBe(90010004);
      }
      const pass = await rest(
        p,
        '/api/sys/user/change-pass',
        { id: 'user-admin', password: STRONG, confirm: STRONG },
        { token: root.token },
      );
      expect(pass.code).toBe(0);
      // The session it was changed from stays; the account keeps its role.
      expect((await info(root.token)).code).toBe(0);
      const roles = await db().userRole.findMany({ where: { userId: 'user-admin' } });
      expect(roles.map((r) => r.roleId)).toEqual(['sa']);
    });
  });

  describe('role levels and the known attack', () => {
    it('a student posting a save with roles ["sa"] (self or anyone) is refused and nothing changes', async () => {
      const learner = await asStudent(p, { deptCode: 'A01A01' });
      const victim = await buildUser(db(), { userName: 'victim', deptCode: 'A01A01' });
      const before = await usersSnapshot();
      const attempts = [
        {
          id: learner.user.id,
          userName: learner.user.userName,
          realName: 'x',
          deptCode: 'A01A01',
          roles: ['sa'],
        },
        { id: victim.id, userName: 'victim', realName: 'x', deptCode: 'A01A01', roles: ['sa'] },
        { userName: 'evil', realName: 'x', password: STRONG, deptCode: 'A01A01', roles: ['sa'] },
      ];
      for (const a of attempts) {
        const r = await rest(p, '/api/sys/user/save', a, { token: learner.token });
        expect(r.code).toBe(10010004);
        const g = await gqlSave(a, learner.token);
        expect(g.errors?.[0]?.extensions).toMatchObject({
          code: 'FORBIDDEN',
          legacyCode: 10010004,
        });
        expect(g.data ?? null).toBeNull();
      }
      const batch = await rest(
        p,
        '/api/sys/user/batch-role',
        { ids: [learner.user.id], roles: ['sa'] },
        { token: learner.token },
      );
      expect(batch.code).toBe(10010004);
      const gBatch = await gql(
        p,
        `mutation ($ids: [ID!]!) { batchUserRole(ids: $ids, roles: ["sa"]) }`,
        { ids: [learner.user.id] },
        { token: learner.token },
      );
      expect(legacyCodeOf(gBatch)).toBe(10010004);
      expect(await usersSnapshot()).toEqual(before);
      // The student is still a student.
      const me = await rest<{ roles: string[] }>(
        p,
        '/api/sys/user/info',
        {},
        { token: learner.token },
      );
      expect(me.data.roles).toEqual(['student']);
    });

    it('a limited admin cannot hand out sa or roles at or above their level, nor edit their betters', async () => {
      const lim = await asAdmin(p, {
        permissions: [PERMISSIONS.userAdd, PERMISSIONS.userUpdate, PERMISSIONS.userList],
      });
      const peerRole = await buildRole(db(), { id: 'peer', roleType: 2, roleLevel: 10 });
      const lowerRole = await buildRole(db(), { id: 'lower', roleType: 2, roleLevel: 30 });
      const learner = await buildUser(db(), { userName: 'learner', deptCode: 'A01A01' });
      const peer = await buildUser(db(), {
        userName: 'peer',
        roles: [peerRole.id],
        deptCode: 'A01',
      });
      const before = await usersSnapshot();

      const create = (roles: string[]) =>
        restSave({ userName: 'newbie', mobile: '', roles }, lim.token);
      expect((await create(['sa'])).code).toBe(14001017);
      expect((await create([peerRole.id])).code).toBe(14001017);
      expect((await create(['student', 'sa'])).code).toBe(14001017);
      expect(
        legacyCodeOf(
          await gqlSave(body({ userName: 'newbie', mobile: '', roles: ['sa'] }), lim.token),
        ),
      ).toBe(14001017);
      const editLearner = {
        id: learner.id,
        userName: 'learner',
        realName: 'L',
        deptCode: 'A01A01',
        roles: ['sa'],
      };
      expect((await rest(p, '/api/sys/user/save', editLearner, { token: lim.token })).code).toBe(
        14001017,
      );
      expect(legacyCodeOf(await gqlSave(editLearner, lim.token))).toBe(14001017);
      // Their own account, a peer's and a super admin's are out of reach (10010004).
      const self = {
        id: lim.user.id,
        userName: lim.user.userName,
        realName: 'me',
        deptCode: 'A01',
        roles: ['sa'],
      };
      expect((await rest(p, '/api/sys/user/save', self, { token: lim.token })).code).toBe(10010004);
      expect(legacyCodeOf(await gqlSave(self, lim.token))).toBe(10010004);
      const onPeer = {
        id: peer.id,
        userName: 'peer',
        realName: 'p',
        deptCode: 'A01',
        roles: [lowerRole.id],
      };
      expect((await rest(p, '/api/sys/user/save', onPeer, { token: lim.token })).code).toBe(
        10010004,
      );
      const saUser = await db().user.findUniqueOrThrow({ where: { id: sa.user.id } });
      expect(
        (
          await rest(
            p,
            '/api/sys/user/change-pass',
            { id: saUser.id, password: STRONG },
            { token: lim.token },
          )
        ).code,
      ).toBe(10010004);
      expect(
        (await rest(p, '/api/sys/user/state', { ids: [saUser.id], state: 1 }, { token: lim.token }))
          .code,
      ).toBe(10010004);
      expect(
        (
          await rest(
            p,
            '/api/sys/user/batch-role',
            { ids: [learner.id], roles: [peerRole.id] },
            { token: lim.token },
          )
        ).code,
      ).toBe(14001017);
      expect(await usersSnapshot()).toEqual(before);

      // Below their level is fine.
      const okCreate = await create([lowerRole.id, 'student']);
      expect(okCreate.code, okCreate.msg).toBe(0);
      expect(okCreate.data.roles).toEqual(['lower', 'student']);
      const okEdit = await rest<UserRow>(
        p,
        '/api/sys/user/save',
        { ...editLearner, roles: [lowerRole.id] },
        { token: lim.token },
      );
      expect(okEdit.code).toBe(0);
      // A super admin may assign sa.
      const promote = await rest<UserRow>(
        p,
        '/api/sys/user/batch-role',
        { ids: [learner.id], roles: ['sa'] },
        { token: sa.token },
      );
      expect(promote.code).toBe(0);
    });
  });

  describe('batch calls, state and password', () => {
    it('batch-dept moves users; the department must exist', async () => {
      const a = await buildUser(db(), { deptCode: 'A01A01' });
      const b = await buildUser(db(), { deptCode: 'A01A01' });
      const r = await rest<{ count: number }>(
        p,
        '/api/sys/user/batch-dept',
        { ids: [a.id, b.id], deptCode: 'A01A02A01' },
        { token: sa.token },
      );
      expect(r).toMatchObject({ code: 0, data: { count: 2 } });
      const moved = await db().user.findMany({ where: { id: { in: [a.id, b.id] } } });
      expect(moved.map((u) => u.deptCode)).toEqual(['A01A02A01', 'A01A02A01']);
      const g = await gql<{ batchUserDept: number }>(
        p,
        `mutation ($ids: [ID!]!) { batchUserDept(ids: $ids, deptCode: "A01") }`,
        { ids: [a.id] },
        { token: sa.token },
      );
      expect(g.data!.batchUserDept).toBe(1);
      const bad = await rest(
        p,
        '/api/sys/user/batch-dept',
        { ids: [a.id], deptCode: 'Z01' },
        { token: sa.token },
      );
      expect(bad.code).toBe(10010003);
      const missing = await rest(
        p,
        '/api/sys/user/batch-dept',
        { ids: [a.id, 'nope'], deptCode: 'A01' },
        { token: sa.token },
      );
      expect(missing.code).toBe(60000001);
      expect((await db().user.findUniqueOrThrow({ where: { id: a.id } })).deptCode).toBe('A01');
    });

    it('batch-role replaces roles and the users sessions pick the new permissions up', async () => {
      const viewer = await buildRole(db(), { id: 'viewer', roleType: 2, roleLevel: 40 });
      await grantPermission(db(), viewer.id, PERMISSIONS.userList);
      const u = await asStudent(p);
      expect((await rest(p, '/api/sys/user/paging', {}, { token: u.token })).code).toBe(10010004);
      const r = await rest<{ count: number }>(
        p,
        '/api/sys/user/batch-role',
        { ids: [u.user.id], roles: [viewer.id] },
        { token: sa.token },
      );
      expect(r).toMatchObject({ code: 0, data: { count: 1 } });
      await eventually(async () => {
        expect((await rest(p, '/api/sys/user/paging', {}, { token: u.token })).code).toBe(0);
      });
      const g = await gql<{ batchUserRole: number }>(
        p,
        `mutation ($ids: [ID!]!) { batchUserRole(ids: $ids, roles: ["student"]) }`,
        { ids: [u.user.id] },
        { token: sa.token },
      );
      expect(g.data!.batchUserRole).toBe(1);
      await eventually(async () => {
        expect((await rest(p, '/api/sys/user/paging', {}, { token: u.token })).code).toBe(10010004);
      });
      expect(
        (
          await rest(
            p,
            '/api/sys/user/batch-role',
            { ids: [u.user.id], roles: [] },
            { token: sa.token },
          )
        ).code,
      ).toBe(90010003);
      expect(
        (
          await rest(
            p,
            '/api/sys/user/batch-role',
            { ids: [u.user.id], roles: ['nope'] },
            { token: sa.token },
          )
        ).code,
      ).toBe(10010003);
    });

    it('batch-expire takes yyyy-MM-dd HH:mm:ss or ISO; a past time ends sessions', async () => {
      const u = await asStudent(p);
      const set = (expireTime: unknown) =>
        rest<{ count: number }>(
          p,
          '/api/sys/user/batch-expire',
          { ids: [u.user.id], expireTime },
          { token: sa.token },
        );
      expect((await set('2099-06-01 08:30:00')).code).toBe(0);
      let row = await db().user.findUniqueOrThrow({ where: { id: u.user.id } });
      expect(row.expireTime!.getTime()).toBe(new Date(2099, 5, 1, 8, 30, 0).getTime());
      expect((await set('2099-06-01T08:30:00Z')).code).toBe(0);
      row = await db().user.findUniqueOrThrow({ where: { id: u.user.id } });
      expect(row.expireTime!.toISOString()).toBe('2099-06-01T08:30:00.000Z');
      for (const bad of ['2099-13-01 00:00:00', 'tomorrow', 12])
        expect((await set(bad)).code).toBe(10010001);
      expect((await info(u.token)).code).toBe(0);
      const g = await gql<{ batchUserExpire: number }>(
        p,
        `mutation ($ids: [ID!]!) { batchUserExpire(ids: $ids, expireTime: "2020-01-01 00:00:00") }`,
        { ids: [u.user.id] },
        { token: sa.token },
      );
      expect(g.data!.batchUserExpire).toBe(1);
      expect((await info(u.token)).code).toBe(10010002);
      expect((await set(null)).code).toBe(0);
      expect(
        (await db().user.findUniqueOrThrow({ where: { id: u.user.id } })).expireTime,
      ).toBeNull();
      // Nobody expires (or disables) themselves.
      expect(
        (
          await rest(
            p,
            '/api/sys/user/batch-expire',
            { ids: [sa.user.id], expireTime: '2020-01-01' },
            { token: sa.token },
          )
        ).code,
      ).toBe(10010004);
    });

    it('state: 1 disables (sessions end, login refused), 0 enables; mapping 0 normal / 1 disabled', async () => {
      const u = await buildUser(db(), { userName: 'worker' });
      const token = (await login('worker', DEFAULT_PASSWORD)).data.token;
      const off = await rest<{ count: number }>(
        p,
        '/api/sys/user/state',
        { ids: [u.id], state: 1 },
        { token: sa.token },
      );
      expect(off).toMatchObject({ code: 0, data: { count: 1 } });
      expect((await info(token)).code).toBe(10010002);
      expect((await login('worker', DEFAULT_PASSWORD)).code).toBe(90010005);
      const on = await gql<{ setUserState: number }>(
        p,
        `mutation ($ids: [ID!]!) { setUserState(ids: $ids, state: 0) }`,
        { ids: [u.id] },
        { token: sa.token },
      );
      expect(on.data!.setUserState).toBe(1);
      expect((await login('worker', DEFAULT_PASSWORD)).code).toBe(0);
      expect(
        (await rest(p, '/api/sys/user/state', { ids: [u.id], state: 5 }, { token: sa.token })).code,
      ).toBe(10010001);
      expect(
        (await rest(p, '/api/sys/user/state', { ids: [], state: 1 }, { token: sa.token })).code,
      ).toBe(10010001);
      const self = await rest(
        p,
        '/api/sys/user/state',
        { ids: [sa.user.id], state: 1 },
        { token: sa.token },
      );
      expect(self.code).toBe(10010004);
      expect((await info(sa.token)).code).toBe(0);
    });

    it('change-pass applies the policy and ends the users sessions', async () => {
      const u = await buildUser(db(), { userName: 'worker' });
      const token = (await login('worker', DEFAULT_PASSWORD)).data.token;
      const weak = await rest(
        p,
        '/api/sys/user/change-pass',
        { id: u.id, password: 'abc' },
        { token: sa.token },
      );
      expect(weak.code).toBe(10010007);
      const mismatch = await rest(
        p,
        '/api/sys/user/change-pass',
        { id: u.id, password: STRONG, confirm: OTHER_STRONG },
        { token: sa.token },
      );
      expect(mismatch.code).toBe(10010008);
      expect((await info(token)).code).toBe(0);
      const ok = await rest(
        p,
        '/api/sys/user/change-pass',
        { id: u.id, password: STRONG, confirm: STRONG },
        { token: sa.token },
      );
      expect(ok.code).toBe(0);
      expect((await info(token)).code).toBe(10010002);
      const row = await db().user.findUniqueOrThrow({ where: { id: u.id } });
      expect(await verifyPassword(row.passwordHash, STRONG)).toBe(true);
      const g = await gql<{ changeUserPassword: boolean }>(
        p,
        `mutation ($input: ChangeUserPasswordInput!) { changeUserPassword(input: $input) }`,
        { input: { id: u.id, password: OTHER_STRONG } },
        { token: sa.token },
      );
      expect(g.data!.changeUserPassword).toBe(true);
      expect((await login('worker', OTHER_STRONG)).code).toBe(0);
      const gWeak = await gql(
        p,
        `mutation ($input: ChangeUserPasswordInput!) { changeUserPassword(input: $input) }`,
        { input: { id: u.id, password: 'weak' } },
        { token: sa.token },
      );
      expect(gWeak.errors?.[0]?.extensions?.subCode).toBe('PASSWORD_POLICY');
    });

    it('user-ref join returns the linked ids; remove unlinks', async () => {
      const a = await buildUser(db());
      const b = await buildUser(db());
      const join = await rest<string[]>(
        p,
        '/api/sys/user/ref/join',
        { refId: 'exam-1', ids: [a.id, b.id, 'ghost'] },
        { token: sa.token },
      );
      expect(join.code).toBe(0);
      expect(join.data.sort()).toEqual([a.id, b.id].sort());
      const again = await gql<{ joinUserRef: string[] }>(
        p,
        `mutation ($ids: [ID!]!) { joinUserRef(refId: "exam-1", ids: $ids) }`,
        { ids: [a.id] },
        { token: sa.token },
      );
      expect(again.data!.joinUserRef).toEqual([a.id]);
      expect(await db().userRef.count({ where: { refId: 'exam-1' } })).toBe(2);
      const removed = await rest<{ count: number }>(
        p,
        '/api/sys/user/ref/remove',
        { ids: [a.id], refId: 'exam-1' },
        { token: sa.token },
      );
      expect(removed.data.count).toBe(1);
      const gRemoved = await gql<{ removeUserRef: number }>(
        p,
        `mutation ($ids: [ID!]!) { removeUserRef(refId: "exam-1", ids: $ids) }`,
        { ids: [b.id] },
        { token: sa.token },
      );
      expect(gRemoved.data!.removeUserRef).toBe(1);
      expect(
        (await rest(p, '/api/sys/user/ref/join', { refId: '', ids: [a.id] }, { token: sa.token }))
          .code,
      ).toBe(10010001);
    });
  });

  it('marks the built-in administrator account so screens can lock its actions', async () => {
    const other = await buildUser(db(), { userName: 'someone' });
    const g = await gql<{ adminUserPaging: { records: Array<{ id: string; builtIn: boolean }> } }>(
      p,
      '{ adminUserPaging { records { id builtIn } } }',
      {},
      { token: sa.token },
    );
    const flags = new Map(g.data!.adminUserPaging.records.map((r) => [r.id, r.builtIn]));
    expect(flags.get('user-admin')).toBe(true);
    expect(flags.get(other.id)).toBe(false);
    const r = await rest<{ builtIn: boolean }>(
      p,
      '/api/sys/user/detail',
      { id: 'user-admin' },
      { token: sa.token },
    );
    expect(r.data.builtIn).toBe(true);
  });

  it('learners are refused every admin user call (REST and GraphQL)', async () => {
    const learner = await asStudent(p);
    const before = await usersSnapshot();
    for (const path of [
      '/api/sys/user/paging',
      '/api/sys/user/detail',
      '/api/sys/user/save',
      '/api/sys/user/batch-dept',
      '/api/sys/user/batch-role',
      '/api/sys/user/batch-expire',
      '/api/sys/user/state',
      '/api/sys/user/change-pass',
      '/api/sys/user/ref/join',
      '/api/sys/user/ref/remove',
      '/api/sys/user/export',
      '/api/sys/user/import',
      '/api/sys/user/import-template',
    ]) {
      const res = await rest(
        p,
        path,
        {
          id: learner.user.id,
          ids: [learner.user.id],
          state: 1,
          roles: ['sa'],
          refId: 'x',
          deptCode: 'A01',
          password: STRONG,
          userName: 'x',
          realName: 'x',
        },
        { token: learner.token },
      );
      expect(res.code, path).toBe(10010004);
      expect((await rest(p, path, {})).code, path).toBe(10010002);
    }
    for (const q of [
      `{ adminUserPaging { total } }`,
      `{ adminUser(id: "x") { id } }`,
      `mutation { batchUserDept(ids: ["x"], deptCode: "A01") }`,
      `mutation { batchUserRole(ids: ["x"], roles: ["sa"]) }`,
      `mutation { batchUserExpire(ids: ["x"], expireTime: null) }`,
      `mutation { setUserState(ids: ["x"], state: 1) }`,
      `mutation { changeUserPassword(input: { id: "x", password: "Str0ng!pass" }) }`,
      `mutation { joinUserRef(refId: "r", ids: ["x"]) }`,
      `mutation { removeUserRef(refId: "r", ids: ["x"]) }`,
      `mutation { startUserExport { id } }`,
    ]) {
      const res = await gql(p, q, {}, { token: learner.token });
      expect(legacyCodeOf(res), q).toBe(10010004);
    }
    expect(await usersSnapshot()).toEqual(before);
  });
});
