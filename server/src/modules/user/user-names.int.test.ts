/**
 * Names on every write path (admin save, registration, profile, real-name submission; the xlsx
 * import is in user-transfer.int.test.ts), over REST and GraphQL: markup, control and invisible
 * characters are refused as field errors and change nothing; full-width look-alikes are stored in
 * their plain form, so the account name rules (unique, case-sensitive) apply to that form.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import {
  DEFAULT_PASSWORD,
  buildBuiltInRoles,
  buildDepartment,
  buildUser,
} from '../../../test/factories/index.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';

const STRONG = 'Str0ng!pass';
const PARAM_INVALID = 10010001;
const USERNAME_TAKEN = 14001020;

/** Names a hostile probe sends; each must be refused wherever a person's name is written. */
const HOSTILE_NAMES = {
  tag: '<img src=x onerror=alert(1)>',
  fullWidthTag: '＜script＞',
  zeroWidth: '张\u200b三',
  bidiOverride: '\u202eadmin',
  control: 'Li\u0007Si',
  entity: 'Tom&amp;Jerry',
  placeholder: '{examTitle}',
} as const;

/** Names real people have; each must be stored as given. */
const REAL_NAMES = ['张三', '欧阳娜娜', '阿依古丽·买买提', "O'Brien", 'Zhang San'] as const;

type GqlError = { extensions?: { legacyCode?: number; fields?: Record<string, string> } };

/** The GraphQL refusal's legacy code and the fields it names. */
function refusal(res: { errors?: GqlError[] }) {
  const e = res.errors?.[0]?.extensions;
  return { code: e?.legacyCode, fields: Object.keys(e?.fields ?? {}) };
}

/**
 * The refusal expected for a hostile name in `field`: a field error, except for C0 controls,
 * which every request body and GraphQL argument refuses before any schema (core/input.ts).
 */
function refusedAs(what: string, field: string) {
  return { code: PARAM_INVALID, fields: what === 'control' ? [] : [field] };
}

describe('person and account names', () => {
  let p: Platform;
  let sa: Identity;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    await buildBuiltInRoles(p.infra.prisma);
    await buildDepartment(p.infra.prisma, 'A01', '总部');
    sa = await asSuperAdmin(p);
  });

  const db = () => p.infra.prisma;
  const saveBody = (over: Record<string, unknown> = {}) => ({
    userName: 'zhangsan',
    realName: '张三',
    password: STRONG,
    deptCode: 'A01',
    roles: ['student'],
    ...over,
  });
  const SAVE =
    'mutation ($input: SaveUserInput!) { saveUser(input: $input) { id userName realName } }';

  describe('admin save', () => {
    it('REST and GraphQL refuse markup, control and invisible characters in the real name', async () => {
      for (const [what, realName] of Object.entries(HOSTILE_NAMES)) {
        const r = await rest(p, '/api/sys/user/save', saveBody({ realName }), { token: sa.token });
        expect(r.code, what).toBe(PARAM_INVALID);
        const g = await gql(p, SAVE, { input: saveBody({ realName }) }, { token: sa.token });
        expect(refusal(g), what).toEqual(refusedAs(what, 'realName'));
      }
      const bidiFamily = saveBody({ familyName: '\u2066x' });
      const g = await gql(p, SAVE, { input: bidiFamily }, { token: sa.token });
      expect(refusal(g)).toEqual({ code: PARAM_INVALID, fields: ['familyName'] });
      expect(await db().user.count({ where: { userName: 'zhangsan' } })).toBe(0);
    });

    it('keeps Chinese names with their middle dot, and stores full-width names in plain form', async () => {
      for (const [i, realName] of REAL_NAMES.entries()) {
        const r = await rest<{ realName: string }>(
          p,
          '/api/sys/user/save',
          saveBody({ userName: `real${i}`, realName }),
          { token: sa.token },
        );
        expect(r.code, r.msg).toBe(0);
        expect(r.data.realName).toBe(realName);
      }
      const g = await gql<{ saveUser: { userName: string; realName: string } }>(
        p,
        SAVE,
        { input: saveBody({ userName: 'ｚｈａｏ', realName: 'ＡＤＭＩＮ\u3000Ｌｉ' }) },
        { token: sa.token },
      );
      expect(g.errors).toBeUndefined();
      expect(g.data!.saveUser).toMatchObject({ userName: 'zhao', realName: 'ADMIN Li' });
    });

    it('a user name that normalises to a taken one is taken (names are case-sensitive)', async () => {
      await buildUser(db(), { userName: 'ADMIN' });
      const r = await rest(p, '/api/sys/user/save', saveBody({ userName: 'ＡＤＭＩＮ' }), {
        token: sa.token,
      });
      expect(r.code).toBe(USERNAME_TAKEN);
      const g = await gql(
        p,
        SAVE,
        { input: saveBody({ userName: 'ＡＤＭＩＮ' }) },
        { token: sa.token },
      );
      expect(refusal(g).code).toBe(USERNAME_TAKEN);
      // Another case is another account name here.
      const lower = await rest(p, '/api/sys/user/save', saveBody({ userName: 'ａｄｍｉｎ' }), {
        token: sa.token,
      });
      expect(lower.code, lower.msg).toBe(0);
      expect(
        (await db().user.findMany({ select: { userName: true } })).map((u) => u.userName),
      ).toEqual(expect.arrayContaining(['ADMIN', 'admin']));
    });

    it('refuses an account name with markup or a zero-width character', async () => {
      for (const userName of ['<b>x', 'ad\u200dmin', 'a"b']) {
        const g = await gql(p, SAVE, { input: saveBody({ userName }) }, { token: sa.token });
        expect(refusal(g), userName).toEqual({ code: PARAM_INVALID, fields: ['userName'] });
      }
    });
  });

  describe('registration', () => {
    beforeEach(async () => {
      await db().switchConfig.upsert({
        where: { id: '1' },
        update: { userReg: true },
        create: { id: '1', userReg: true },
      });
    });
    const form = (over: Record<string, unknown> = {}) => ({
      userName: 'newbie',
      password: DEFAULT_PASSWORD,
      realName: '欧阳娜娜',
      className: '一班',
      deptCode: 'A01',
      ...over,
    });
    const REGISTER = 'mutation ($input: RegisterInput!) { register(input: $input) { state } }';

    it('REST and GraphQL refuse a hostile real name and create nobody', async () => {
      for (const [what, realName] of Object.entries(HOSTILE_NAMES)) {
        expect((await rest(p, '/api/sys/user/reg', form({ realName }))).code, what).toBe(
          PARAM_INVALID,
        );
        const g = await gql(p, REGISTER, { input: form({ realName }) });
        expect(refusal(g), what).toEqual(refusedAs(what, 'realName'));
      }
      expect(await db().user.count({ where: { userName: 'newbie' } })).toBe(0);
    });

    it('stores a full-width account name in plain form, where a taken one is refused', async () => {
      const g = await gql(p, REGISTER, {
        input: form({ userName: 'ｎｅｗｂｉｅ', realName: '阿依古丽·买买提' }),
      });
      expect(g.errors).toBeUndefined();
      const user = await db().user.findUniqueOrThrow({ where: { userName: 'newbie' } });
      expect(user).toMatchObject({ userName: 'newbie', realName: '阿依古丽·买买提' });
      expect((await rest(p, '/api/sys/user/reg', form({ userName: 'ｎｅｗｂｉｅ' }))).code).toBe(
        USERNAME_TAKEN,
      );
    });
  });

  describe('profile', () => {
    const UPDATE =
      'mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { realName } }';

    it('REST and GraphQL refuse a hostile name and keep the stored one', async () => {
      const me = await asStudent(p, { realName: '李四' });
      for (const [what, realName] of Object.entries(HOSTILE_NAMES)) {
        const body = { realName, familyName: '', className: '' };
        const r = await rest(p, '/api/sys/user/update', body, { token: me.token });
        expect(r.code, what).toBe(PARAM_INVALID);
        const g = await gql(p, UPDATE, { input: body }, { token: me.token });
        expect(refusal(g), what).toEqual(refusedAs(what, 'realName'));
      }
      const g = await gql(
        p,
        UPDATE,
        { input: { realName: '李四', familyName: '<i>', className: '' } },
        { token: me.token },
      );
      expect(refusal(g)).toEqual({ code: PARAM_INVALID, fields: ['familyName'] });
      expect((await db().user.findUniqueOrThrow({ where: { id: me.user.id } })).realName).toBe(
        '李四',
      );
    });

    it('saves a real name in plain form', async () => {
      const me = await asStudent(p, { realName: '李四' });
      const body = { realName: 'Ｌｉ Ｓｉ', familyName: '欧阳', className: '一班' };
      const r = await rest<{ realName: string }>(p, '/api/sys/user/update', body, {
        token: me.token,
      });
      expect(r.code, r.msg).toBe(0);
      expect(r.data.realName).toBe('Li Si');
    });
  });

  describe('real-name submission', () => {
    const SUBMIT =
      'mutation ($input: SubmitRealNameInput!) { submitRealName(input: $input) { id } }';

    it('REST and GraphQL refuse a hostile name before anything is read or stored', async () => {
      const me = await asStudent(p);
      for (const [what, realName] of Object.entries(HOSTILE_NAMES)) {
        const body = { realName, idCard: '11010519491231002X', face: 'data:image/png;base64,AAAA' };
        const r = await rest(p, '/api/sys/user/real/submit', body, { token: me.token });
        expect(r.code, what).toBe(PARAM_INVALID);
        const g = await gql(p, SUBMIT, { input: body }, { token: me.token });
        expect(refusal(g), what).toEqual(refusedAs(what, 'realName'));
      }
      expect(await db().realNameRecord.count()).toBe(0);
    });
  });
});
