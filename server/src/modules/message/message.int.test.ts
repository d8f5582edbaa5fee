import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import { buildDepartment } from '../../../test/factories/index.ts';
import { buildStandardPaper } from '../../../test/factories/exam.ts';
import { buildRealNameRecord } from '../../../test/factories/realname.ts';
import {
  gqlErr,
  gqlOk,
  LEGACY_TIME,
  resetDatabase,
  restCode,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { WsClient } from '../../../test/sockets.ts';

type Json = Record<string, unknown>;
interface Page<T> {
  records: T[];
  total: number;
  pages: number;
}
interface Msg {
  id: string;
  title: string;
  content: string;
  createTime: string;
  readState: number;
}

const SEND = `mutation($i: SendMessageInput!) { sendMessage(input: $i) {
  id title recipients userCount groupCount deptCount sendByName } }`;
const MINE = `query($r: Int, $c: Int, $s: Int) { myMessages(readState: $r, current: $c, size: $s) {
  total records { id title content readState createTime kind } } }`;
const UNREAD = `query { unreadMessageCount }`;
const UNREAD_FEED = `subscription { unreadMessageCountChanged }`;

describe('in-site messages', () => {
  let p: Platform;
  let sa: Identity;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = await asSuperAdmin(p);
  });

  const send = (body: Json, token = sa.token) => restOk<Json>(p, token, '/api/sys/msg/send', body);
  const mine = (token: string, params: Json = {}, current = 1) =>
    restOk<Page<Msg>>(p, token, '/api/sys/user/msg/paging', { current, size: 10, params });
  const unread = (token: string) => restOk<number>(p, token, '/api/sys/user/msg/count-unread', {});

  it('a learner lists, reads, marks and deletes only their own messages (REST)', async () => {
    const me = await asStudent(p);
    const other = await asStudent(p);
    for (let i = 1; i <= 12; i++) {
      await send({ title: `Note ${i}`, content: `Line one\nline ${i}`, userIds: [me.user.id] });
    }
    await send({ title: 'Theirs', content: 'x', userIds: [other.user.id] });
    expect(await unread(me.token)).toBe(12);

    const first = await mine(me.token);
    expect(first.total).toBe(12);
    expect(first.pages).toBe(2);
    expect(first.records).toHaveLength(10);
    expect(first.records[0]).toMatchObject({ title: 'Note 12', content: 'Line one\nline 12' });
    expect(first.records[0]?.createTime).toMatch(LEGACY_TIME);
    expect(Object.keys(first.records[0] ?? {})).toEqual(
      expect.arrayContaining(['id', 'title', 'content', 'createTime', 'readState']),
    );

    const newest = first.records[0]!;
    const read = await restOk<Msg>(p, me.token, '/api/sys/user/msg/detail-for-read', {
      id: newest.id,
    });
    expect(read).toMatchObject({ id: newest.id, title: 'Note 12', readState: 1 });
    expect(await unread(me.token)).toBe(11);
    expect((await mine(me.token, { readState: 1 })).total).toBe(1);
    expect((await mine(me.token, { readState: '0' })).total).toBe(11);

    // Another's message: not found to read, ignored by mark and delete.
    const theirs = (await mine(other.token)).records[0]!;
    expect(
      await restCode(p, me.token, '/api/sys/user/msg/detail-for-read', { id: theirs.id }),
    ).toBe(60000001);
    const ids = first.records.slice(1, 4).map((r) => r.id);
    expect(
      await restOk(p, me.token, '/api/sys/user/msg/mark-read', { ids: [...ids, theirs.id] }),
    ).toEqual({ count: 3 });
    expect(await unread(me.token)).toBe(8);
    expect(await unread(other.token)).toBe(1);
    expect(
      await restOk(p, me.token, '/api/sys/user/msg/user-delete', {
        ids: [newest.id, theirs.id],
      }),
    ).toEqual({ count: 1 });
    expect((await mine(me.token)).total).toBe(11);
    expect((await mine(other.token)).total).toBe(1);

    // Bad input changes nothing.
    expect(await restCode(p, me.token, '/api/sys/user/msg/mark-read', { ids: [] })).toBe(10010001);
    expect(
      await restCode(p, me.token, '/api/sys/user/msg/paging', { params: { readState: 5 } }),
    ).toBe(10010001);
    expect(await restCode(p, '', '/api/sys/user/msg/count-unread', {})).toBe(10010002);
    expect(await unread(me.token)).toBe(8);
  });

  it('the same through GraphQL', async () => {
    const me = await asStudent(p);
    await send({ title: 'A', content: 'a', userIds: [me.user.id] });
    await send({ title: 'B', content: 'b', userIds: [me.user.id] });
    const list = await gqlOk<{ myMessages: Page<Msg & { kind: string | null }> }>(
      p,
      me.token,
      MINE,
      { r: 0 },
    );
    expect(list.myMessages.total).toBe(2);
    expect(list.myMessages.records[0]).toMatchObject({ title: 'B', readState: 0, kind: null });
    const [b, a] = list.myMessages.records;
    const read = await gqlOk<{ readMessage: Msg }>(
      p,
      me.token,
      `mutation($id: ID!) { readMessage(id: $id) { id readState } }`,
      { id: b!.id },
    );
    expect(read.readMessage.readState).toBe(1);
    expect(
      (await gqlOk<{ unreadMessageCount: number }>(p, me.token, UNREAD)).unreadMessageCount,
    ).toBe(1);
    await gqlOk(p, me.token, `mutation($ids: [ID!]!) { markMessagesRead(ids: $ids) }`, {
      ids: [a!.id],
    });
    const deleted = await gqlOk<{ deleteMyMessages: number }>(
      p,
      me.token,
      `mutation($ids: [ID!]!) { deleteMyMessages(ids: $ids) }`,
      { ids: [a!.id, b!.id] },
    );
    expect(deleted.deleteMyMessages).toBe(2);
    expect((await gqlErr(p, '', UNREAD)).code).toBe(10010002);
  });

  it('an admin sends to users, groups and departments: each active user once', async () => {
    const db = p.infra.prisma;
    await buildDepartment(db, 'B01', 'Branch');
    await buildDepartment(db, 'B01A01', 'Team');
    const inDept = await asStudent(p, { deptCode: 'B01A01' });
    const inGroupAndDept = await asStudent(p, { deptCode: 'B01' });
    const named = await asStudent(p);
    const disabled = await asStudent(p, { deptCode: 'B01', state: 1 });
    const outside = await asStudent(p, { deptCode: 'C01' });
    const group = await db.group.create({ data: { groupName: 'G' } });
    await db.groupMember.createMany({
      data: [inGroupAndDept, named].map((u) => ({ groupId: group.id, userId: u.user.id })),
    });

    const sender = await asAdmin(p, { permissions: [PERMISSIONS.msgSend], realName: 'Sender' });
    const res = await gqlOk<{ sendMessage: Json }>(p, sender.token, SEND, {
      i: {
        title: 'Drill',
        content: 'Fire drill at 3pm',
        userIds: [named.user.id, disabled.user.id],
        groupIds: [group.id],
        deptCodes: ['B01'],
      },
    });
    expect(res.sendMessage).toMatchObject({
      title: 'Drill',
      recipients: 3,
      userCount: 2,
      groupCount: 1,
      deptCount: 1,
      sendByName: 'Sender',
    });
    for (const u of [inDept, inGroupAndDept, named]) expect(await unread(u.token)).toBe(1);
    expect(await unread(outside.token)).toBe(0);
    expect(await db.userMessage.count({ where: { userId: disabled.user.id } })).toBe(0);

    const history = await restOk<Page<Json>>(p, sender.token, '/api/sys/msg/send-paging', {
      current: 1,
      size: 10,
    });
    expect(history.records[0]).toMatchObject({ title: 'Drill', recipients: 3 });

    // Refusals: nobody chosen, nobody found, markup, no permission.
    expect(await restCode(p, sa.token, '/api/sys/msg/send', { title: 't', content: 'c' })).toBe(
      10010001,
    );
    expect(
      await restCode(p, sa.token, '/api/sys/msg/send', {
        title: 't',
        content: 'c',
        deptCodes: ['ZZ'],
      }),
    ).toBe(14001015);
    expect(
      await restCode(p, sa.token, '/api/sys/msg/send', {
        title: '<b>t</b>',
        content: 'c',
        userIds: [named.user.id],
      }),
    ).toBe(10010001);
    expect(
      await restCode(p, named.token, '/api/sys/msg/send', {
        title: 't',
        content: 'c',
        userIds: [named.user.id],
      }),
    ).toBe(10010004);
    expect((await gqlErr(p, named.token, SEND, { i: { title: 't', content: 'c' } })).code).toBe(
      10010004,
    );
    expect(await unread(named.token)).toBe(1);
  });

  it('pushes the unread count: at once, then on every change, to that user only', async () => {
    const me = await asStudent(p);
    const other = await asStudent(p);
    await send({ title: 'Before', content: 'x', userIds: [me.user.id] });
    const ws = await WsClient.open(p, me.token);
    ws.subscribe('u', UNREAD_FEED, {});
    const is = (n: number) => (e: unknown) => e === n;
    await ws.event('u', 'unreadMessageCountChanged', is(1));
    await send({ title: 'Now', content: 'y', userIds: [me.user.id, other.user.id] });
    await ws.event('u', 'unreadMessageCountChanged', is(2));
    const ids = (await mine(me.token)).records.map((r) => r.id);
    await restOk(p, me.token, '/api/sys/user/msg/mark-read', { ids });
    await ws.event('u', 'unreadMessageCountChanged', is(0));
    // Another user's change is not pushed here.
    const before = ws.messages.length;
    await send({ title: 'Theirs', content: 'z', userIds: [other.user.id] });
    await new Promise((r) => setTimeout(r, 200));
    expect(ws.messages.slice(before).filter((m) => m.id === 'u')).toHaveLength(0);
    ws.close();

    // Anonymous: refused.
    const anon = await WsClient.open(p, '');
    anon.subscribe('u', UNREAD_FEED, {});
    expect(await anon.refusal('u')).toBe(10010002);
    anon.close();
  });

  it('the platform tells a learner about an audited apply, once per outcome, in their language', async () => {
    const db = p.infra.prisma;
    const me = await asStudent(p);
    const { exam } = await buildStandardPaper(db, (await asStudent(p)).user.id, {
      exam: { title: 'Safety 101' },
    });
    const apply = await db.examApply.create({
      data: { examId: exam.id, userId: me.user.id, applyMsg: 'please' },
    });
    const audit = (auditState: number, auditMsg: string) =>
      restOk(p, sa.token, '/api/exam/apply/audit', { ids: [apply.id], auditState, auditMsg });
    await audit(2, 'Full');
    await audit(2, 'Full again');
    await audit(1, 'Welcome');
    const zh = await mine(me.token);
    expect(zh.total).toBe(2);
    expect(zh.records[0]).toMatchObject({ title: '考试报名已通过' });
    expect(zh.records[0]?.content).toContain('「Safety 101」');
    expect(zh.records[0]?.content).toContain('Welcome');
    expect(zh.records[1]?.content).toContain('Full');
    const en = await restOk<Page<Msg>>(
      p,
      me.token,
      '/api/sys/user/msg/paging',
      { current: 1, size: 10 },
      'en',
    );
    expect(en.records[0]).toMatchObject({ title: 'Exam application approved' });
    expect(en.records[1]).toMatchObject({ title: 'Exam application rejected' });
  });

  it('the platform tells a learner when their paper is marked', async () => {
    const db = p.infra.prisma;
    const me = await asStudent(p);
    const { paper, qs } = await buildStandardPaper(db, me.user.id, { exam: { title: 'Essay' } });
    await restOk(p, sa.token, '/api/paper/paper/review-paper', {
      id: paper.id,
      marks: [{ quId: qs.short.id, score: 7.5 }],
    });
    // A re-mark of the finished paper says nothing new.
    await restOk(p, sa.token, '/api/paper/paper/review-paper', {
      id: paper.id,
      marks: [{ quId: qs.short.id, score: 8 }],
    });
    const list = await mine(me.token);
    expect(list.total).toBe(1);
    expect(list.records[0]).toMatchObject({ title: '试卷已阅' });
    expect(list.records[0]?.content).toContain('12.5');
  });

  it('the platform tells a learner the outcome of their real-name review', async () => {
    const me = await asStudent(p);
    const { record } = await buildRealNameRecord(p, me.user.id, { state: 0 });
    await restOk(p, sa.token, '/api/sys/user/real/audit', {
      id: record.id,
      state: 2,
      auditMsg: '照片模糊',
    });
    const list = await mine(me.token);
    expect(list.records[0]).toMatchObject({ title: '实名认证未通过' });
    expect(list.records[0]?.content).toContain('照片模糊');
  });
});
