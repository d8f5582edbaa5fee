import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from './auth/session-user.ts';
import { errorNameOf, isSensitiveKey, redact, shouldAudit, targetOf } from './audit.ts';
import { AppError } from './errors/index.ts';
import { buildAppSchema } from './graphql/schema.ts';
import { restRoutes } from './rest/registry.ts';

/** The kind a REST route declares; the audit log reads it. */
function kindOf(path: string): string | undefined {
  const route = restRoutes.find((r) => r.path === path);
  expect(route, path).toBeDefined();
  return route !== undefined && 'kind' in route ? route.kind : undefined;
}

/** Whether a mutation is declared as the caller's own work. */
async function isOwnWork(mutation: string): Promise<boolean> {
  const field = (await buildAppSchema()).getMutationType()?.getFields()[mutation];
  expect(field, mutation).toBeDefined();
  return field?.extensions.auditKind === 'own-work';
}

const session = (roleType: number): SessionUser => ({
  sessionId: 's',
  tokenHash: 'h',
  userId: 'u1',
  userName: 'alice',
  roleType,
  roleIds: [],
  permissions: new Set(),
  isSuperAdmin: false,
  expiresAt: new Date(Date.now() + 60_000),
});

describe('audit rules', () => {
  it("reads which mutations are the caller's own work from their declaration", async () => {
    for (const m of [
      'createPaper',
      'fillAnswer',
      'handExam',
      'startTraining',
      'fillTrainingAnswer',
      'checkTrainingAnswer',
      'finishTraining',
    ]) {
      expect(await isOwnWork(m), m).toBe(true);
    }
    expect(await isOwnWork('grantExtraTime')).toBe(false);
    expect(await isOwnWork('saveExam')).toBe(false);
  });

  it('records admin writes, permission writes and refused attempts; never anonymous calls or reads', () => {
    const base = { requiresPermission: false, isWrite: true, error: undefined };
    expect(shouldAudit({ ...base, session: null, requiresPermission: true })).toBe(false);
    expect(shouldAudit({ ...base, session: session(1) })).toBe(false);
    expect(shouldAudit({ ...base, session: session(1), requiresPermission: true })).toBe(true);
    expect(shouldAudit({ ...base, session: session(2) })).toBe(true);
    expect(shouldAudit({ ...base, session: session(2), isWrite: false })).toBe(false);
    // An admin's own exam and practice work is not administration.
    expect(kindOf('/api/paper/paper/fill-answer')).toBe('own-work');
    expect(kindOf('/api/paper/paper/mark-as')).toBe('write');
    expect(
      shouldAudit({ ...base, session: session(1), error: new AppError('PERMISSION_DENIED') }),
    ).toBe(true);
    expect(
      shouldAudit({
        ...base,
        session: session(1),
        isWrite: false,
        error: new AppError('PERMISSION_DENIED'),
      }),
    ).toBe(true);
  });

  it('tells REST reads from writes by what each route declares', () => {
    for (const p of [
      '/api/sys/user/paging',
      '/api/sys/dic/value/tree',
      '/api/sys/depart/tree-select',
      '/api/sys/role/list-menus',
      '/api/sys/config/prop/detail',
    ]) {
      expect(kindOf(p), p).toBe('read');
    }
    for (const p of [
      '/api/sys/dic/value/save',
      '/api/sys/config/prop/change',
      '/api/sys/user/batch-role',
      '/api/sys/user/export',
      '/api/common/file/upload',
      '/api/exam/exam/state',
      '/api/sys/role/save-menus',
      '/api/exam/watch/extra-time',
    ]) {
      expect(kindOf(p), p).toBe('write');
    }
    expect(kindOf('/api/common/file/:id')).toBe('read');
  });

  it('redacts passwords, secrets, keys, codes and ID numbers at any depth', () => {
    expect(
      redact({
        userName: 'bob',
        password: 'Secret#1',
        confirm: 'Secret#1',
        smsCode: '123456',
        captchaValue: 'abcd',
        idCard: '110101199003070000',
        dicCode: 'user_state',
        data: { accessKeySecret: 'S', secretKey: 'K', pushKey: 'P', bucket: 'b', liveCheck: true },
        list: [{ token: 't' }],
      }),
    ).toEqual({
      userName: 'bob',
      password: '[redacted]',
      confirm: '[redacted]',
      smsCode: '[redacted]',
      captchaValue: '[redacted]',
      idCard: '[redacted]',
      dicCode: 'user_state',
      data: {
        accessKeySecret: '[redacted]',
        secretKey: '[redacted]',
        pushKey: '[redacted]',
        bucket: 'b',
        liveCheck: true,
      },
      list: [{ token: '[redacted]' }],
    });
    expect(isSensitiveKey('oldPassword')).toBe(true);
    expect(isSensitiveKey('deptCode')).toBe(false);
  });

  it('keeps the detail small', () => {
    const long = 'x'.repeat(1000);
    expect(String(redact(long))).toHaveLength(200 + '…(1000)'.length);
    expect((redact(Array.from({ length: 100 }, (_, i) => i)) as unknown[]).length).toBe(21);
    expect(redact({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '…' } } } });
  });

  it('finds targets in the input, else in what was created', () => {
    expect(targetOf({ id: 'a' })).toBe('a');
    expect(targetOf({ ids: ['a', 'b'] })).toBe('a,b');
    expect(targetOf({ input: { id: 'c', title: 't' } })).toBe('c');
    expect(targetOf({ input: { title: 't' } }, { id: 'new' })).toBe('new');
    expect(targetOf({})).toBe('');
  });

  it('names errors by their catalogue name', () => {
    expect(errorNameOf(new AppError('DICT_VALUE_DUPLICATE'))).toBe('DICT_VALUE_DUPLICATE');
    expect(errorNameOf({ originalError: new AppError('PERMISSION_DENIED') })).toBe(
      'PERMISSION_DENIED',
    );
    expect(errorNameOf(new Error('boom'))).toBe('INTERNAL_ERROR');
  });
});
