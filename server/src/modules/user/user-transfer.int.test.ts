import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import {
  buildBuiltInRoles,
  buildDepartment,
  buildRole,
  buildUser,
} from '../../../test/factories/index.ts';
import {
  gql,
  legacyCodeOf,
  resetDatabase,
  rest,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { postImport, readSheet } from '../../../test/xlsx.ts';
import type { UserJobView } from './user-transfer.service.ts';
import { COLUMNS } from './user-xlsx.ts';

type Key = (typeof COLUMNS)[number]['key'];
type Row = Partial<Record<Key, string | number | Date>>;

const STRONG = 'Str0ng!pass';
const IMPORT_HEADER: Key[] = [
  'userName',
  'realName',
  'password',
  'deptCode',
  'deptName',
  'roles',
  'mobile',
  'email',
  'familyName',
  'className',
  'expireTime',
];

async function xlsx(rows: Row[], header: Key[] = IMPORT_HEADER, lang: 'zh' | 'en' = 'zh') {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户');
  ws.addRow(header.map((k) => COLUMNS.find((c) => c.key === k)![lang]));
  for (const r of rows) ws.addRow(header.map((k) => r[k] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('user import and export (xlsx, worker jobs)', () => {
  let p: Platform;
  let admin: Identity;
  beforeAll(async () => {
    p = await startTestPlatform({ runJobs: true });
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    const db = p.infra.prisma;
    await buildBuiltInRoles(db);
    const hq = await buildDepartment(db, 'A01', '总部');
    await buildDepartment(db, 'A01A01', '教务处', hq.id);
    await buildDepartment(db, 'A01A02', '培训中心', hq.id);
    admin = await asSuperAdmin(p);
  });

  async function upload(bytes: Buffer | null, token = admin.token, fileName = '用户.xlsx') {
    const file = bytes === null ? null : { bytes, fileName };
    return postImport(p, '/api/sys/user/import', token, file);
  }

  async function waitJob(jobId: string, token = admin.token, lang: 'zh' | 'en' = 'zh') {
    const deadline = Date.now() + 30_000;
    const seen = new Set<number>();
    for (;;) {
      const res = await rest<UserJobView>(p, '/api/sys/user/job', { jobId }, { token, lang });
      expect(res.code, res.msg).toBe(0);
      seen.add(res.data.progress);
      if (res.data.state === 'completed' || res.data.state === 'failed') return res.data;
      if (Date.now() > deadline) throw new Error(`job ${jobId} still ${res.data.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function importFile(bytes: Buffer, token = admin.token) {
    const started = await upload(bytes, token);
    expect(started.code, started.msg).toBe(0);
    return waitJob(started.data!.jobId, token);
  }

  function download(jobId: string, kind: 'result' | 'errors', token = admin.token, lang = 'zh') {
    return fetch(`${p.url}/api/sys/user/job/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, 'accept-language': lang },
      body: JSON.stringify({ jobId, kind }),
    });
  }

  const good = (n: number, over: Row = {}): Row => ({
    userName: `user${n}`,
    realName: `用户${n}`,
    password: STRONG,
    deptCode: 'A01A01',
    roles: 'student',
    mobile: `1390000000${n}`,
    email: `u${n}@example.com`,
    ...over,
  });

  it('serves a template that opens, with the columns and instructions', async () => {
    const res = await fetch(`${p.url}/api/sys/user/import-template`, {
      method: 'POST',
      headers: { token: admin.token },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain(
      encodeURIComponent('用户导入模板.xlsx'),
    );
    const bytes = await res.arrayBuffer();
    const [header] = await readSheet(bytes);
    expect(header).toEqual([
      '账号*',
      '姓名*',
      '密码*',
      '部门编码*',
      '部门名称',
      '角色*',
      '手机号',
      '邮箱',
      '姓氏',
      '班级',
      '过期时间',
    ]);
    const notes = await readSheet(bytes, 1);
    expect(notes.length).toBeGreaterThan(5);
    // The template itself imports as "no rows".
    const job = await importFile(Buffer.from(bytes));
    expect(job).toMatchObject({ state: 'completed', imported: 0 });
    expect(job.errors[0]).toMatchObject({ row: 1, field: 'header' });
  });

  it('imports the valid rows and reports the bad one with row, field and message', async () => {
    const file = await xlsx([
      good(1),
      good(2, { mobile: '12345' }),
      good(3, {
        deptCode: '',
        deptName: '培训中心',
        roles: '学员',
        expireTime: '2099-12-31 23:59:59',
      }),
    ]);
    const job = await importFile(file);
    expect(job).toMatchObject({
      kind: 'import',
      state: 'completed',
      progress: 100,
      total: 3,
      imported: 2,
      failed: 1,
      hasErrorReport: true,
      hasResult: false,
    });
    expect(job.errors).toEqual([
      {
        row: 3,
        field: 'mobile',
        fieldName: '手机号',
        subCode: 'MOBILE_INVALID',
        code: 14001019,
        message: '手机号码格式不正确。',
      },
    ]);
    const users = await p.infra.prisma.user.findMany({
      where: { userName: { in: ['user1', 'user2', 'user3'] } },
      include: { roles: true },
      orderBy: { userName: 'asc' },
    });
    expect(users.map((u) => [u.userName, u.deptCode, u.roles.map((r) => r.roleId)])).toEqual([
      ['user1', 'A01A01', ['student']],
      ['user3', 'A01A02', ['student']],
    ]);
    expect(users[1]!.expireTime!.getTime()).toBe(new Date(2099, 11, 31, 23, 59, 59).getTime());
    const login = await rest(p, '/api/sys/user/login', { username: 'user1', password: STRONG });
    expect(login.code).toBe(0);

    const report = await download(job.id, 'errors');
    expect(report.status).toBe(200);
    const rows = await readSheet(await report.arrayBuffer());
    expect(rows).toEqual([
      ['行号', '列', '错误信息'],
      ['3', '手机号', '手机号码格式不正确。'],
    ]);
    const en = await waitJob(job.id, admin.token, 'en');
    expect(en.errors[0]).toMatchObject({
      fieldName: 'Mobile',
      message: 'The mobile number is invalid.',
    });
  });

  it('checks every rule of the save call per row, in the file and against the database', async () => {
    await buildUser(p.infra.prisma, { userName: 'taken' });
    await p.infra.prisma.user.update({
      where: { userName: 'taken' },
      data: { mobile: '13700000000' },
    });
    await buildDepartment(p.infra.prisma, 'A02', '培训中心');
    const lim = await asAdmin(p, { permissions: [PERMISSIONS.userImport] });
    await buildRole(p.infra.prisma, { id: 'lower', roleName: '助教', roleType: 2, roleLevel: 50 });
    const file = await xlsx([
      good(1, { roles: 'student,助教' }),
      good(2, { userName: 'taken' }),
      good(3, { userName: 'user1' }),
      good(4, { password: 'weak' }),
      good(5, { deptCode: 'Z99' }),
      good(6, { deptCode: '', deptName: '培训中心' }),
      good(7, { roles: '' }),
      good(8, { roles: 'nope' }),
      good(9, { roles: 'sa' }),
      good(0, { userName: 'm1', mobile: '13700000000' }),
      good(0, { userName: 'm2', mobile: '13900000001' }),
      good(0, { userName: 'e', mobile: '', email: 'bad' }),
      good(0, { userName: 'x y', mobile: '' }),
      good(0, { userName: 'late', mobile: '', expireTime: 'someday' }),
      good(0, { userName: 'noname', mobile: '', realName: '' }),
      good(0, {
        userName: 'ok2',
        mobile: 13911112222 as unknown as string,
        deptCode: '',
        deptName: '教务处',
      }),
    ]);
    const job = await importFile(file, lim.token);
    expect(job.state).toBe('completed');
    const byRow = Object.fromEntries(job.errors.map((e) => [e.row, [e.field, e.subCode]]));
    expect(byRow).toEqual({
      3: ['userName', 'USERNAME_TAKEN'],
      4: ['userName', 'PARAM_INVALID'],
      5: ['password', 'PASSWORD_POLICY'],
      6: ['deptCode', 'PARAM_INVALID'],
      7: ['deptName', 'PARAM_INVALID'],
      8: ['roles', 'ROLE_REQUIRED'],
      9: ['roles', 'PARAM_INVALID'],
      10: ['roles', 'ROLE_ABOVE_LEVEL_LIMIT'],
      11: ['mobile', 'MOBILE_ALREADY_BOUND'],
      12: ['mobile', 'PARAM_INVALID'],
      13: ['email', 'PARAM_INVALID'],
      14: ['userName', 'PARAM_INVALID'],
      15: ['expireTime', 'PARAM_INVALID'],
      16: ['realName', 'PARAM_INVALID'],
    });
    const messages = Object.fromEntries(job.errors.map((e) => [e.row, e.message]));
    expect(messages[4]).toBe('与第2行重复');
    expect(messages[7]).toContain('有多个同名部门');
    expect(messages[9]).toBe('角色不存在：nope');
    expect(messages[10]).toBe('不能添加或修改级别高于10的角色！');
    expect(messages[12]).toBe('与第2行重复');
    expect(job).toMatchObject({ total: 16, imported: 2, failed: 14 });
    const created = await p.infra.prisma.user.findMany({
      where: { userName: { in: ['user1', 'ok2'] } },
      include: { roles: { orderBy: { roleId: 'asc' } } },
      orderBy: { userName: 'asc' },
    });
    expect(
      created.map((u) => [u.userName, u.mobile, u.deptCode, u.roles.map((r) => r.roleId)]),
    ).toEqual([
      ['ok2', '13911112222', 'A01A01', ['student']],
      ['user1', '13900000001', 'A01A01', ['lower', 'student']],
    ]);
  });

  it('refuses hostile names per row and stores full-width names in plain form', async () => {
    await buildUser(p.infra.prisma, { userName: 'ADMIN' });
    const file = await xlsx([
      good(1, { realName: '<img src=x onerror=alert(1)>' }),
      good(2, { realName: '张\u200b三' }),
      good(3, { familyName: '\u202e欧阳' }),
      good(4, { userName: 'ＡＤＭＩＮ' }),
      good(5, { userName: 'ｕｓｅｒ５' }),
      good(6, { realName: '阿依古丽·买买提', className: 'Ｇｒａｄｅ\u3000３' }),
      good(7, { userName: 'user５' }),
    ]);
    const job = await importFile(file);
    expect(job.state).toBe('completed');
    expect(job.errors.map((e) => [e.row, e.field, e.subCode, e.message])).toEqual([
      [2, 'realName', 'PARAM_INVALID', '不能包含 < > & " ` { } 等标记字符'],
      [3, 'realName', 'PARAM_INVALID', '不能包含控制字符或不可见字符'],
      [4, 'familyName', 'PARAM_INVALID', '不能包含控制字符或不可见字符'],
      [5, 'userName', 'USERNAME_TAKEN', '该登录账号已存在！'],
      // user５ is user5, the account name of the sixth row.
      [8, 'userName', 'PARAM_INVALID', '与第6行重复'],
    ]);
    const stored = await p.infra.prisma.user.findMany({
      where: { userName: { in: ['user5', 'user6'] } },
      orderBy: { userName: 'asc' },
    });
    expect(stored.map((u) => [u.userName, u.realName, u.className])).toEqual([
      ['user5', '用户5', ''],
      ['user6', '阿依古丽·买买提', 'Grade 3'],
    ]);
  });

  it('reports missing columns and refuses files that are not xlsx', async () => {
    const job = await importFile(await xlsx([good(1)], ['userName', 'realName', 'roles']));
    expect(job).toMatchObject({ state: 'completed', imported: 0 });
    expect(job.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [1, 'header', '缺少列：密码'],
      [1, 'header', '缺少列：部门编码'],
    ]);
    // English headers work too.
    const en = await importFile(await xlsx([good(5)], IMPORT_HEADER, 'en'));
    expect(en).toMatchObject({ imported: 1, failed: 0, errors: [] });

    expect((await upload(Buffer.from('userName,realName\nx,y'))).code).toBe(13001033);
    expect((await upload(null)).code).toBe(13001033);
    expect(await p.infra.prisma.userTransferJob.count()).toBe(2);
  });

  function exportNow(body: unknown, token = admin.token) {
    return fetch(`${p.url}/api/sys/user/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, 'accept-language': 'zh' },
      body: JSON.stringify(body),
    });
  }

  it('answers /api/sys/user/export with the filtered users as an xlsx file (legacy download)', async () => {
    const db = p.infra.prisma;
    const a = await buildUser(db, { userName: 'alice', realName: '爱丽丝', deptCode: 'A01A01' });
    await db.user.update({
      where: { id: a.id },
      data: { mobile: '13800000009', email: 'a@x.com' },
    });
    await buildUser(db, { userName: 'bob', realName: '鲍勃', deptCode: 'A01A02', state: 1 });
    await buildUser(db, { userName: 'carol', realName: '卡罗', deptCode: 'A01A01' });

    const res = await exportNow({ params: { deptCode: 'A01A01' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="users-\d{14}\.xlsx"/,
    );
    const rows = await readSheet(await res.arrayBuffer());
    expect(rows[0]).toEqual(COLUMNS.filter((c) => c.key !== 'password').map((c) => c.zh));
    const body = rows.slice(1).sort((x, y) => x[0]!.localeCompare(y[0]!));
    expect(body.map((r) => r.slice(0, 8))).toEqual([
      ['alice', '爱丽丝', 'A01A01', '教务处', 'student', '13800000009', 'a@x.com', ''],
      ['carol', '卡罗', 'A01A01', '教务处', 'student', '', '', ''],
    ]);
    expect(body[0]![10]).toBe('正常');
    expect(body[0]![11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(rows)).not.toMatch(/argon2/);
    // No job is left behind: the file was answered at once.
    expect(await db.userTransferJob.count()).toBe(0);

    // Only the ticked users.
    const one = await readSheet(await (await exportNow({ ids: [a.id] })).arrayBuffer());
    expect(one.slice(1).map((r) => r[0])).toEqual(['alice']);

    // Without sys:user:export: JSON, no file.
    const learner = await asStudent(p);
    const refused = await exportNow({}, learner.token);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await refused.json()) as { code: number }).code).toBe(10010004);
  });

  it("another exporter, a super admin too, reads someone's export only with a recorded reason", async () => {
    await buildUser(p.infra.prisma, { userName: 'dora' });
    const owner = await asAdmin(p, { permissions: [PERMISSIONS.userExport] });
    const started = await gql<{ startUserExport: { id: string } }>(
      p,
      'mutation { startUserExport { id } }',
      {},
      { token: owner.token },
    );
    expect(started.errors).toBeUndefined();
    const jobId = started.data!.startUserExport.id;
    await waitJob(jobId, owner.token);
    const JOB = 'query ($id: ID!, $r: String) { userTransferJob(id: $id, reason: $r) { id } }';

    // The super admin without a reason: as if the job did not exist.
    const hidden = await gql(p, JOB, { id: jobId }, { token: admin.token });
    expect(legacyCodeOf(hidden)).toBe(60000001);
    const restJob = await rest(p, '/api/sys/user/job', { jobId }, { token: admin.token });
    expect(restJob.code).toBe(60000001);
    const refused = (await (await download(jobId, 'result')).json()) as { code: number };
    expect(refused.code).toBe(60000001);

    const reason = 'Audit of accounts for the licence renewal';
    const seen = await gql(p, JOB, { id: jobId, r: reason }, { token: admin.token });
    expect(seen.errors).toBeUndefined();
    const file = await fetch(`${p.url}/api/sys/user/job/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: admin.token },
      body: JSON.stringify({ jobId, kind: 'result', reason }),
    });
    expect(file.status).toBe(200);
    expect((await readSheet(await file.arrayBuffer())).slice(1).map((r) => r[0])).toContain('dora');
    // The owner's start is recorded too (an admin's write); the reads are the super admin's.
    const audit = await p.infra.prisma.auditLog.findMany({
      where: { targetId: jobId, actorId: admin.user.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => [a.actorId, a.action, a.targetType])).toEqual([
      [admin.user.id, 'userTransferJob', 'user job'],
      [admin.user.id, '/api/sys/user/job/download', 'user job'],
    ]);
    expect(audit[1]!.detail).toMatchObject({ reason, ownerId: owner.user.id });
  });

  it('exports through GraphQL, and jobs are private to their starter', async () => {
    await buildUser(p.infra.prisma, { userName: 'dora', state: 1 });
    const started = await gql<{ startUserExport: UserJobView }>(
      p,
      `mutation ($input: UserExportInput) { startUserExport(input: $input) { id kind state downloadPath } }`,
      { input: { state: 1 } },
      { token: admin.token },
    );
    expect(started.errors).toBeUndefined();
    expect(started.data!.startUserExport).toMatchObject({
      kind: 'export',
      downloadPath: '/api/sys/user/job/download',
    });
    const jobId = started.data!.startUserExport.id;
    await waitJob(jobId);
    const status = await gql<{ userTransferJob: UserJobView }>(
      p,
      `query ($id: ID!) { userTransferJob(id: $id) { state progress total hasResult } }`,
      { id: jobId },
      { token: admin.token },
    );
    expect(status.data!.userTransferJob).toEqual({
      state: 'completed',
      progress: 100,
      total: 1,
      hasResult: true,
    });
    const rows = await readSheet(await (await download(jobId, 'result')).arrayBuffer());
    expect(rows.slice(1).map((r) => r[0])).toEqual(['dora']);

    // Another exporter (not a super admin) cannot see or download it; learners have no access.
    const other = await asAdmin(p, {
      permissions: [PERMISSIONS.userExport, PERMISSIONS.userImport],
    });
    const theirs = await gql(
      p,
      `query ($id: ID!) { userTransferJob(id: $id) { id } }`,
      { id: jobId },
      { token: other.token },
    );
    expect(legacyCodeOf(theirs)).toBe(60000001);
    expect(
      ((await (await download(jobId, 'result', other.token)).json()) as { code: number }).code,
    ).toBe(60000001);
    const learner = await asStudent(p);
    expect((await rest(p, '/api/sys/user/job', { jobId }, { token: learner.token })).code).toBe(
      10010004,
    );
    expect(
      legacyCodeOf(
        await gql(p, `mutation { startUserExport { id } }`, {}, { token: learner.token }),
      ),
    ).toBe(10010004);
    expect((await upload(await xlsx([good(1)]), learner.token)).code).toBe(10010004);
    const badFilter = await gql(
      p,
      `mutation { startUserExport(input: { state: 9 }) { id } }`,
      {},
      { token: admin.token },
    );
    expect(legacyCodeOf(badFilter)).toBe(10010001);
  });
});
