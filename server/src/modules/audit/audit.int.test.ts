import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { gql, resetDatabase, rest, startTestPlatform } from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin } from '../../../test/identities.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { seedDictionaries } from '../dict/index.ts';
import { buildExam } from '../../../test/factories/exam.ts';
import { buildSingleBank } from '../../../test/factories/question.ts';

interface Entry {
  id: string;
  actorId: string;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  outcome: string;
  errorName: string | null;
  errorCode: number | null;
  detail: Record<string, unknown>;
  ip: string;
  createTime: string;
}

describe('audit log', () => {
  let p: Platform;
  let admin: string;
  let adminId: string;
  let student: string;
  let studentId: string;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    await seedDictionaries(p.infra.prisma);
    const a = await asSuperAdmin(p, { userName: 'root_admin' });
    adminId = a.user.id;
    admin = a.token;
    const s = await asStudent(p, { userName: 'learner' });
    studentId = s.user.id;
    student = s.token;
  });

  const rows = () => p.infra.prisma.auditLog.findMany({ orderBy: { createdAt: 'asc' } });

  describe('recording', () => {
    it('a REST save leaves one row: who, what, target, outcome ok, ip, redacted input', async () => {
      const r = await rest<{ id: string }>(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'user_state', value: '9', title: '注销' },
        { token: admin },
      );
      expect(r.code).toBe(0);
      const [row, ...more] = await rows();
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        actorId: adminId,
        actorName: 'root_admin',
        action: '/api/sys/dic/value/save',
        targetType: '/api/sys/dic/value',
        targetId: r.data.id,
        outcome: 'ok',
        errorName: null,
      });
      expect(row!.ip).not.toBe('');
      expect(row!.detail).toMatchObject({
        transport: 'rest',
        method: 'POST',
        input: { dicCode: 'user_state', value: '9', title: '注销' },
      });
    });

    it('a refused REST save leaves one row with the catalogue name', async () => {
      const r = await rest(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'user_state', value: '1', title: 'x' },
        { token: admin },
      );
      expect(r.code).toBe(13001016);
      const all = await rows();
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({
        outcome: 'error',
        errorName: 'DICT_VALUE_DUPLICATE',
        action: '/api/sys/dic/value/save',
      });
    });

    it('a GraphQL save leaves one row; a refused one too', async () => {
      const ok = await gql<{ saveDictCatalog: { id: string } }>(
        p,
        'mutation { saveDictCatalog(input: { title: "证书", dicCode: "cert" }) { id } }',
        {},
        { token: admin },
      );
      const id = ok.data!.saveDictCatalog.id;
      const bad = await gql(
        p,
        'mutation { saveDictCatalog(input: { title: "x", dicCode: "cert" }) { id } }',
        {},
        { token: admin },
      );
      expect(bad.errors?.[0]?.extensions?.legacyCode).toBe(13001015);
      const all = await rows();
      expect(all).toHaveLength(2);
      expect(all[0]).toMatchObject({
        actorId: adminId,
        action: 'saveDictCatalog',
        targetType: 'DictCatalogNode',
        targetId: id,
        outcome: 'ok',
      });
      expect(all[0]!.detail).toMatchObject({
        transport: 'graphql',
        input: { input: { title: '证书', dicCode: 'cert' } },
      });
      expect(all[1]).toMatchObject({
        action: 'saveDictCatalog',
        outcome: 'error',
        errorName: 'CLASSIFICATION_CODE_DUPLICATE',
        targetId: '',
      });
    });

    it('records attempts refused for lack of permission, on both transports', async () => {
      expect(
        (await rest(p, '/api/sys/dic/delete', { ids: ['dict-user_state'] }, { token: student }))
          .code,
      ).toBe(10010004);
      const g = await gql(
        p,
        'mutation { deleteDictValues(ids: ["dictv-user_state-0"]) }',
        {},
        { token: student },
      );
      expect(g.errors?.[0]?.extensions?.legacyCode).toBe(10010004);
      // A permission the service checks (save without sys:dic:add) counts as well.
      await gql(
        p,
        'mutation { saveDictValue(input: { dicCode: "user_state", value: "z", title: "z" }) { id } }',
        {},
        { token: student },
      );
      const all = await rows();
      expect(all.map((r) => [r.action, r.actorId, r.outcome, r.errorName, r.targetId])).toEqual([
        ['/api/sys/dic/delete', studentId, 'error', 'PERMISSION_DENIED', 'dict-user_state'],
        ['deleteDictValues', studentId, 'error', 'PERMISSION_DENIED', 'dictv-user_state-0'],
        ['saveDictValue', studentId, 'error', 'PERMISSION_DENIED', ''],
      ]);
    });

    it('does not record reads, anonymous calls, or learners acting within their rights', async () => {
      await rest(p, '/api/sys/dic/tree', {}, { token: admin });
      await rest(p, '/api/sys/dic/value/tree', { dicCode: 'user_state' }, { token: admin });
      await gql(p, '{ dictCatalogTree { id } }', {}, { token: admin });
      await rest(p, '/api/sys/dic/value/save', { dicCode: 'user_state', value: 'q', title: 'q' });
      await gql(p, 'mutation { createUploadTicket { url } }', {}, { token: student });
      expect(await rows()).toEqual([]);
    });

    it('records every write of an admin (role type 2), even without a permission code on it', async () => {
      await gql(
        p,
        'mutation { createUploadTicket(input: { kind: 1 }) { url } }',
        {},
        { token: admin },
      );
      const all = await rows();
      expect(all).toHaveLength(1);
      expect(all[0]).toMatchObject({
        action: 'createUploadTicket',
        outcome: 'ok',
        actorId: adminId,
      });
    });

    it("does not record an admin's own exam and practice work (REST and GraphQL)", async () => {
      const db = p.infra.prisma;
      const { repo, qs } = await buildSingleBank(db, 2);
      const exam = await buildExam(db, {
        rules: [{ repoId: repo.id, quType: 1, quCount: 2, quScore: 5 }],
      });
      const created = await gql<{ createPaper: { id: string } }>(
        p,
        'mutation($input: CreatePaperInput!) { createPaper(input: $input) { id } }',
        { input: { examId: exam.id } },
        { token: admin },
      );
      const paperId = created.data!.createPaper.id;
      const save = { paperId, quId: qs[0]!.id, answers: [qs[0]!.options[0]!.id] };
      expect((await rest(p, '/api/paper/paper/fill-answer', save, { token: admin })).code).toBe(0);
      const filled = await gql(
        p,
        'mutation($input: FillAnswerInput!) { fillAnswer(input: $input) { applied } }',
        { input: { paperId, quId: qs[1]!.id, optionIds: [qs[1]!.options[0]!.id] } },
        { token: admin },
      );
      expect(filled.errors).toBeUndefined();
      expect(
        (await rest(p, '/api/paper/paper/hand-exam', { id: paperId }, { token: admin })).code,
      ).toBe(0);
      const train = await rest(
        p,
        '/api/repo/train/start',
        { mode: 11, repoId: repo.id },
        { token: admin },
      );
      expect(train.code).toBe(0);
      expect(await rows()).toEqual([]);
      // Administration by the same admin is still recorded.
      await gql(
        p,
        'mutation { createUploadTicket(input: { kind: 1 }) { url } }',
        {},
        { token: admin },
      );
      expect((await rows()).map((r) => r.action)).toEqual(['createUploadTicket']);
    });

    it('never keeps passwords or secrets', async () => {
      await rest(
        p,
        '/api/sys/config/prop/save',
        {
          type: 'upload',
          provider: 'aliyun',
          data: {
            endpoint: 'oss-cn-hangzhou.aliyuncs.com',
            bucket: 'exam',
            accessKeyId: 'AK',
            accessKeySecret: 'VerySecretValue',
          },
        },
        { token: admin },
      );
      await gql(
        p,
        `mutation { saveProviderConfig(input: { type: "live", provider: "aliyun", data: {
           pushDomain: "push.example.com", pushKey: "PushSecret1", pullDomain: "pull.example.com", pullKey: "PullSecret2" } }) { id } }`,
        {},
        { token: admin },
      );
      const all = await rows();
      expect(all).toHaveLength(2);
      const text = JSON.stringify(all);
      for (const secret of ['VerySecretValue', 'PushSecret1', 'PullSecret2'])
        expect(text).not.toContain(secret);
      expect(all[0]!.detail).toMatchObject({
        input: { data: { accessKeySecret: '[redacted]', bucket: 'exam' } },
      });
    });
  });

  describe('viewer', () => {
    beforeEach(async () => {
      await rest(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'user_state', value: '8', title: 'a' },
        { token: admin },
      );
      await rest(
        p,
        '/api/sys/dic/value/save',
        { dicCode: 'user_state', value: '8', title: 'a' },
        { token: admin },
      );
      await gql(p, 'mutation { deleteDictValues(ids: ["x"]) }', {}, { token: student });
    });

    it('pages newest first and filters by actor, action, outcome and time (REST)', async () => {
      const page = await rest<{ records: Entry[]; total: number; pages: number }>(
        p,
        '/api/sys/audit/paging',
        { current: 1, size: 2 },
        { token: admin },
      );
      expect(page.data).toMatchObject({ total: 3, pages: 2 });
      expect(page.data.records[0]).toMatchObject({
        action: 'deleteDictValues',
        errorName: 'PERMISSION_DENIED',
        errorCode: 10010004,
      });
      expect(page.data.records[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const by = async (params: Record<string, unknown>) =>
        (
          await rest<{ total: number }>(
            p,
            '/api/sys/audit/paging',
            { current: 1, size: 10, params },
            { token: admin },
          )
        ).data.total;
      expect(await by({ actor: 'root_' })).toBe(2);
      expect(await by({ actor: studentId })).toBe(1);
      expect(await by({ action: 'dic/value/save' })).toBe(2);
      expect(await by({ outcome: 'error' })).toBe(2);
      expect(await by({ outcome: 'ok', action: 'save' })).toBe(1);
      expect(await by({ startTime: '2000-01-01 00:00:00', endTime: '2999-01-01 00:00:00' })).toBe(
        3,
      );
      expect(await by({ endTime: '2000-01-01 00:00:00' })).toBe(0);
      const bad = await rest(
        p,
        '/api/sys/audit/paging',
        { params: { outcome: 'maybe' } },
        { token: admin },
      );
      expect(bad.code).toBe(10010001);
    });

    it('GraphQL viewer with filters; needs sys:audit:list', async () => {
      const g = await gql<{
        auditLogs: {
          total: number;
          records: Array<{ action: string; outcome: string; detail: string }>;
        };
      }>(
        p,
        `query($i: AuditLogPagingInput) { auditLogs(input: $i) { total records { action outcome errorName detail actorName } } }`,
        { i: { outcome: 'ok', startTime: new Date(Date.now() - 3600_000).toISOString() } },
        { token: admin },
      );
      expect(g.data?.auditLogs.total).toBe(1);
      expect(JSON.parse(g.data!.auditLogs.records[0]!.detail)).toMatchObject({ transport: 'rest' });
      const viewer = (await asAdmin(p, { permissions: [PERMISSIONS.auditList] })).token;
      expect((await rest(p, '/api/sys/audit/paging', {}, { token: viewer })).code).toBe(0);
      expect((await rest(p, '/api/sys/audit/paging', {}, { token: student })).code).toBe(10010004);
      const denied = await gql(p, '{ auditLogs { total } }', {}, { token: student });
      expect(denied.errors?.[0]?.extensions?.subCode).toBe('PERMISSION_DENIED');
    });
  });
});
