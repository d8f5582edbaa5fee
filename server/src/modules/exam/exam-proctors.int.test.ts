/**
 * An exam's assigned proctors through the exam save and detail (GraphQL and REST): stored, read
 * back with names, round-tripped unchanged, kept when a save leaves them out, cleared by an empty
 * list; unknown users or groups refuse the save and change nothing.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import {
  gqlErr,
  gqlOk,
  resetDatabase,
  rest,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { buildUser } from '../../../test/factories/index.ts';
import { asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { SAVE_EXAM, examBody } from '../../../test/factories/exam.ts';
import { buildExamBank } from '../../../test/factories/question.ts';

type Json = Record<string, unknown>;

const DETAIL = `query($id: ID!) { examDetail(id: $id) { id proctorUserIds proctorGroupIds
  proctors { kind id name } } }`;

describe('exam proctors', () => {
  let p: Platform;
  let admin: Identity;
  let repoId: string;

  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    admin = await asSuperAdmin(p);
    repoId = (await buildExamBank(p.infra.prisma)).repo.id;
  });

  const detail = async (id: string) =>
    (await gqlOk<{ examDetail: Json }>(p, admin.token, DETAIL, { id })).examDetail;

  it('saves proctors, reads them back with names and round-trips the detail unchanged', async () => {
    const db = p.infra.prisma;
    const zoe = await buildUser(db, { realName: 'Zoe Proctor' });
    const amy = await buildUser(db, { realName: 'Amy Proctor' });
    const group = await db.group.create({ data: { groupName: 'Hall A' } });
    const { saveExam: id } = await gqlOk<{ saveExam: string }>(p, admin.token, SAVE_EXAM, {
      i: examBody(repoId, {
        proctorUserIds: [zoe.id, amy.id, zoe.id],
        proctorGroupIds: [group.id],
      }),
    });
    const expected = {
      id,
      proctorUserIds: expect.arrayContaining([zoe.id, amy.id]) as unknown,
      proctorGroupIds: [group.id],
      proctors: [
        { kind: 'user', id: amy.id, name: 'Amy Proctor' },
        { kind: 'user', id: zoe.id, name: 'Zoe Proctor' },
        { kind: 'group', id: group.id, name: 'Hall A' },
      ],
    };
    expect(await detail(id)).toEqual(expected);
    expect(((await detail(id)).proctorUserIds as string[]).length).toBe(2);

    // REST: the detail answers the fields, and saving the detail back changes nothing.
    const restDetail = await restOk<Json>(p, admin.token, '/api/exam/exam/detail', { id });
    expect(restDetail).toMatchObject({ proctorGroupIds: [group.id], proctors: expected.proctors });
    await restOk(p, admin.token, '/api/exam/exam/save', restDetail);
    expect(await detail(id)).toEqual(expected);

    // Left out (a client that does not know proctors): kept. An empty list: cleared.
    await restOk(p, admin.token, '/api/exam/exam/save', examBody(repoId, { id }));
    expect(await detail(id)).toEqual(expected);
    await gqlOk(p, admin.token, SAVE_EXAM, {
      i: examBody(repoId, { id, proctorUserIds: null, proctorGroupIds: [] }),
    });
    expect(await detail(id)).toMatchObject({
      proctorUserIds: expect.arrayContaining([zoe.id, amy.id]) as unknown,
      proctorGroupIds: [],
    });
    await restOk(p, admin.token, '/api/exam/exam/save', {
      ...examBody(repoId, { id }),
      proctorUserIds: [],
    });
    expect(await detail(id)).toMatchObject({ proctorUserIds: [], proctors: [] });
  });

  it('refuses unknown proctors and changes nothing', async () => {
    const db = p.infra.prisma;
    const zoe = await buildUser(db, { realName: 'Zoe' });
    const { saveExam: id } = await gqlOk<{ saveExam: string }>(p, admin.token, SAVE_EXAM, {
      i: examBody(repoId, { title: 'Before', proctorUserIds: [zoe.id] }),
    });
    const res = await rest(
      p,
      '/api/exam/exam/save',
      examBody(repoId, { id, title: 'After', proctorUserIds: [zoe.id, 'ghost'] }),
      { token: admin.token },
    );
    expect(res.code).toBe(10010001);
    const err = await gqlErr(p, admin.token, SAVE_EXAM, {
      i: examBody(repoId, { id, title: 'After', proctorGroupIds: ['nope'] }),
    });
    expect(err.code).toBe(10010001);
    expect(await detail(id)).toMatchObject({ proctorUserIds: [zoe.id], proctorGroupIds: [] });
    expect((await db.exam.findUniqueOrThrow({ where: { id } })).title).toBe('Before');
  });
});
