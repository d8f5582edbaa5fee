import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
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

type Json = Record<string, unknown>;
interface Page<T> {
  records: T[];
  total: number;
  pages: number;
}

const NOTICES = `query($i: NoticePagingInput) { notices(input: $i) {
  total records { id title state publishTime createByName } } }`;
const SAVE = `mutation($i: SaveNoticeInput!) { saveNotice(input: $i) { id title content state } }`;

describe('notices', () => {
  let p: Platform;
  let sa: Identity;
  let learner: Identity;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = await asSuperAdmin(p, { realName: 'Editor' });
    learner = await asStudent(p);
  });

  const save = (body: Json, token = sa.token) =>
    restOk<Json>(p, token, '/api/sys/notice/save', body);
  const paging = (token: string, params: Json = {}, size = 10) =>
    restOk<Page<Json>>(p, token, '/api/sys/notice/paging', { current: 1, size, params });

  it('admins write sanitized notices; learners see published ones only, newest first', async () => {
    const draft = await save({
      title: 'Draft',
      content: '<p>Soon<script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
    });
    expect(draft).toMatchObject({ title: 'Draft', state: 1, publishTime: null });
    expect(draft.content).not.toMatch(/script|onerror/);
    expect(draft.content).toContain('Soon');
    const first = await save({ title: 'First', content: '<p>One</p>', state: 0 });
    await new Promise((r) => setTimeout(r, 1100));
    const second = await save({ title: 'Second', content: '<p><b>Two</b></p>', state: '0' });
    expect(second.publishTime).toMatch(LEGACY_TIME);

    const mine = await paging(learner.token, {}, 4);
    expect(mine.total).toBe(2);
    expect(mine.records.map((r) => r.title)).toEqual(['Second', 'First']);
    // A learner cannot ask for drafts, nor read one.
    expect((await paging(learner.token, { state: 1 })).records.map((r) => r.title)).toEqual([
      'Second',
      'First',
    ]);
    expect(await restCode(p, learner.token, '/api/sys/notice/detail', { id: draft.id })).toBe(
      60000001,
    );
    const read = await restOk<Json>(p, learner.token, '/api/sys/notice/detail', { id: first.id });
    expect(read).toMatchObject({ title: 'First', content: '<p>One</p>', createByName: 'Editor' });

    // Admins list everything, by state and title.
    expect((await paging(sa.token)).total).toBe(3);
    expect((await paging(sa.token, { state: 1 })).records.map((r) => r.title)).toEqual(['Draft']);
    expect((await paging(sa.token, { title: 'sec' })).records.map((r) => r.title)).toEqual([
      'Second',
    ]);

    // Publishing keeps the first publish time; unpublishing hides it again.
    const published = await save({ id: draft.id, title: 'Draft now out', content: 'x', state: 0 });
    expect(published.publishTime).toMatch(LEGACY_TIME);
    const again = await save({ id: draft.id, title: 'Draft now out', content: 'y', state: 0 });
    expect(again.publishTime).toBe(published.publishTime);
    await save({ id: first.id, title: 'First', content: '<p>One</p>', state: 1 });
    expect((await paging(learner.token)).records.map((r) => r.title)).toEqual([
      'Draft now out',
      'Second',
    ]);

    expect(
      await restOk(p, sa.token, '/api/sys/notice/delete', { ids: [first.id, 'nope'] }),
    ).toEqual({ count: 1 });
    expect((await paging(sa.token)).total).toBe(2);
  });

  it('refuses bad input and callers without the permission; changes nothing', async () => {
    expect(await restCode(p, sa.token, '/api/sys/notice/save', { title: '', content: 'x' })).toBe(
      10010001,
    );
    expect(
      await restCode(p, sa.token, '/api/sys/notice/save', { title: 'T', content: '<p> </p>' }),
    ).toBe(10010001);
    expect(
      await restCode(p, sa.token, '/api/sys/notice/save', { title: 'T', content: 'x', state: 3 }),
    ).toBe(10010001);
    expect(
      await restCode(p, sa.token, '/api/sys/notice/save', { id: 'nope', title: 'T', content: 'x' }),
    ).toBe(60000001);
    expect(
      await restCode(p, learner.token, '/api/sys/notice/save', { title: 'T', content: 'x' }),
    ).toBe(10010004);
    const adder = await asAdmin(p, { permissions: [PERMISSIONS.noticeAdd] });
    const made = await save({ title: 'T', content: 'x' }, adder.token);
    expect(
      await restCode(p, adder.token, '/api/sys/notice/save', {
        id: made.id,
        title: 'T2',
        content: 'x',
      }),
    ).toBe(10010004);
    expect(await restCode(p, adder.token, '/api/sys/notice/delete', { ids: [made.id] })).toBe(
      10010004,
    );
    expect(await restCode(p, '', '/api/sys/notice/paging', {})).toBe(10010002);
    expect((await paging(sa.token)).records.map((r) => r.title)).toEqual(['T']);
  });

  it('an empty id is a new notice: it needs sys:notice:add (REST and GraphQL)', async () => {
    const updater = await asAdmin(p, { permissions: [PERMISSIONS.noticeUpdate] });
    const body = { title: 'T', content: 'x' };
    for (const id of ['', null]) {
      expect(await restCode(p, updater.token, '/api/sys/notice/save', { ...body, id })).toBe(
        10010004,
      );
      expect((await gqlErr(p, updater.token, SAVE, { i: { ...body, id } })).code).toBe(10010004);
    }
    expect(await p.infra.prisma.notice.count()).toBe(0);
    const made = await save(body);
    const { saveNotice } = await gqlOk<{ saveNotice: Json }>(p, updater.token, SAVE, {
      i: { ...body, id: made.id, title: 'T2' },
    });
    expect(saveNotice).toMatchObject({ id: made.id, title: 'T2' });
    expect(await p.infra.prisma.notice.count()).toBe(1);
  });

  it('the same through GraphQL', async () => {
    const { saveNotice } = await gqlOk<{ saveNotice: Json }>(p, sa.token, SAVE, {
      i: { title: 'Hello', content: '<p>Hi<iframe src="x"></iframe></p>', state: 0 },
    });
    expect(saveNotice).toMatchObject({ title: 'Hello', content: '<p>Hi</p>', state: 0 });
    const list = await gqlOk<{ notices: Page<Json> }>(p, learner.token, NOTICES, {
      i: { size: 6 },
    });
    expect(list.notices.records).toHaveLength(1);
    const one = await gqlOk<{ notice: Json }>(
      p,
      learner.token,
      `query($id: ID!) { notice(id: $id) { title content } }`,
      { id: saveNotice.id },
    );
    expect(one.notice).toEqual({ title: 'Hello', content: '<p>Hi</p>' });
    expect((await gqlErr(p, learner.token, SAVE, { i: { title: 'x', content: 'y' } })).code).toBe(
      10010004,
    );
    const del = await gqlOk<{ deleteNotices: number }>(
      p,
      sa.token,
      `mutation($ids: [ID!]!) { deleteNotices(ids: $ids) }`,
      { ids: [saveNotice.id] },
    );
    expect(del.deleteNotices).toBe(1);
  });
});
