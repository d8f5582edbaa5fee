import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { Platform } from '../../platform.ts';
import {
  gqlOk,
  resetDatabase,
  restCode,
  restOk,
  startTestPlatform,
} from '../../../test/helpers.ts';
import { asAdmin, asStudent, asSuperAdmin, type Identity } from '../../../test/identities.ts';
import { buildDepartment } from '../../../test/factories/index.ts';
import { buildRepo } from '../../../test/factories/question.ts';
import { DRAG_LIMIT_SECONDS, WATCH_RATE_TOLERANCE } from './course.inputs.ts';

type Json = Record<string, unknown>;
interface Page<T> {
  records: T[];
  total: number;
}
interface Item {
  id: string;
  title: string;
  itemType: number;
  fileId: string | null;
  refId: string | null;
}
interface Detail extends Json {
  id: string;
  chapters: Array<{ id: string; title: string; items: Item[] }>;
}
interface Progress {
  itemId: string;
  position: number;
  furthest: number;
  duration: number;
  finished: boolean;
}

describe('courses', () => {
  let p: Platform;
  let sa: Identity;
  let learner: Identity;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(() => p.stop());
  beforeEach(async () => {
    await resetDatabase(p);
    sa = await asSuperAdmin(p);
    learner = await asStudent(p);
  });

  async function storedFile(kind: number, name = 'clip.mp4') {
    return p.infra.prisma.storedFile.create({
      data: {
        provider: 'local',
        storageKey: `test/${Math.random().toString(36).slice(2)}`,
        originalName: name,
        mime: kind === 2 ? 'video/mp4' : 'application/pdf',
        size: 100,
        kind,
        ownerId: sa.user.id,
      },
    });
  }

  const save = (body: Json, token = sa.token) =>
    restOk<Detail>(p, token, '/api/course/course/save', body);
  const learnerList = (token: string) =>
    restOk<Page<Json>>(p, token, '/api/course/learner/paging', { current: 1, size: 50 });

  async function videoCourse(over: Json = {}) {
    const video = await storedFile(2);
    return save({
      title: 'Safety',
      state: 0,
      content: '<p>Intro<script>x()</script></p>',
      chapters: [{ title: 'One', items: [{ title: 'Clip', itemType: 1, fileId: video.id }] }],
      ...over,
    });
  }

  it('admins build courses in order, keep item ids on edit, withdraw and delete them', async () => {
    const video = await storedFile(2);
    const doc = await storedFile(5, 'notes.pdf');
    const repo = await buildRepo(p.infra.prisma);
    const created = await save({
      title: 'Onboarding',
      content: '<p>Welcome<img src=x onerror=alert(1)></p>',
      chapters: [
        {
          title: 'Start',
          items: [
            { title: 'Video', itemType: 1, fileId: video.id },
            { title: 'Notes', itemType: 2, fileId: doc.id },
          ],
        },
        { title: 'Practice', items: [{ title: 'Bank', itemType: 3, refId: repo.id }] },
      ],
    });
    expect(created).toMatchObject({ title: 'Onboarding', state: 1, openType: 1, itemCount: 3 });
    expect(created.content).not.toMatch(/onerror/);
    expect(created.chapters.map((c) => c.title)).toEqual(['Start', 'Practice']);
    const [start, practice] = created.chapters;
    expect(start!.items.map((i) => i.title)).toEqual(['Video', 'Notes']);

    // Reorder: the bank chapter first, the two items swapped; ids (and progress) survive.
    const edited = await save({
      id: created.id,
      title: 'Onboarding 2',
      chapters: [
        { id: practice!.id, title: 'Practice', items: [{ ...practice!.items[0] }] },
        { id: start!.id, title: 'Start', items: [start!.items[1], start!.items[0]] },
      ],
    });
    expect(edited.chapters.map((c) => c.id)).toEqual([practice!.id, start!.id]);
    expect(edited.chapters[1]!.items.map((i) => i.id)).toEqual([
      start!.items[1]!.id,
      start!.items[0]!.id,
    ]);

    // A video item must name a video; a bank item an existing bank.
    expect(
      await restCode(p, sa.token, '/api/course/course/save', {
        title: 'Bad',
        chapters: [{ title: 'x', items: [{ title: 'v', itemType: 1, fileId: doc.id }] }],
      }),
    ).toBe(20010151);
    expect(
      await restCode(p, sa.token, '/api/course/course/save', {
        title: 'Bad',
        chapters: [{ title: 'x', items: [{ title: 'b', itemType: 3, refId: 'nope' }] }],
      }),
    ).toBe(20010151);
    expect(await p.infra.prisma.course.count()).toBe(1);

    // Ordering of the list, publishing, deleting.
    const second = await save({ title: 'Second', sort: 0, chapters: [] });
    await restOk(p, sa.token, '/api/course/course/sort', { id: created.id, sort: 5 });
    const list = await restOk<Page<Json>>(p, sa.token, '/api/course/course/paging', {
      current: 1,
      size: 10,
      params: {},
    });
    expect(list.records.map((r) => r.id)).toEqual([second.id, created.id]);
    expect(await learnerList(learner.token)).toMatchObject({ total: 0 });
    await restOk(p, sa.token, '/api/course/course/state', { ids: [created.id], state: 0 });
    expect((await learnerList(learner.token)).records.map((r) => r.id)).toEqual([created.id]);
    await restOk(p, sa.token, '/api/course/course/delete', { ids: [created.id, second.id] });
    expect(await p.infra.prisma.courseItem.count()).toBe(0);
  });

  it('needs the course permissions in the back office', async () => {
    expect(
      await restCode(p, learner.token, '/api/course/course/save', { title: 'x', chapters: [] }),
    ).toBe(10010004);
    expect(
      await restCode(p, learner.token, '/api/course/course/paging', { current: 1, size: 10 }),
    ).not.toBe(0);
    const editor = await asAdmin(p, { permissions: [PERMISSIONS.courseUpdate] });
    expect(
      await restCode(p, editor.token, '/api/course/course/save', { title: 'x', chapters: [] }),
    ).toBe(10010004);
    const author = await asAdmin(p, { permissions: [PERMISSIONS.courseAdd] });
    expect(
      await restCode(p, author.token, '/api/course/course/save', { title: 'x', chapters: [] }),
    ).toBe(0);
  });

  it('shows learners the published courses of their scope only', async () => {
    const db = p.infra.prisma;
    const top = await buildDepartment(db, 'C01', 'Top');
    await buildDepartment(db, 'C01C02', 'Sub', top.id);
    const inSub = await asStudent(p, { deptCode: 'C01C02' });
    const outsider = await asStudent(p, { deptCode: 'Z9' });
    const group = await db.group.create({ data: { groupName: 'Crew' } });
    await db.groupMember.create({ data: { groupId: group.id, userId: learner.user.id } });

    const everyone = await videoCourse({ title: 'Everyone' });
    const byDept = await videoCourse({ title: 'Dept', openType: 2, departIds: ['C01'] });
    const byGroup = await videoCourse({ title: 'Group', openType: 3, groupIds: [group.id] });
    await videoCourse({ title: 'Draft', state: 1 });

    const titles = async (who: Identity) =>
      (await learnerList(who.token)).records.map((r) => r.title).sort();
    expect(await titles(inSub)).toEqual(['Dept', 'Everyone']);
    expect(await titles(learner)).toEqual(['Everyone', 'Group']);
    expect(await titles(outsider)).toEqual(['Everyone']);

    expect(
      await restCode(p, outsider.token, '/api/course/learner/detail', { id: byGroup.id }),
    ).toBe(20010150);
    const page = await restOk<Json>(p, inSub.token, '/api/course/learner/detail', {
      id: byDept.id,
    });
    expect(page).toMatchObject({ title: 'Dept', percent: 0 });
    expect(page).not.toHaveProperty('departIds');
    const item = byGroup.chapters[0]!.items[0]!;
    expect(
      await restCode(p, outsider.token, '/api/course/progress/open', { itemId: item.id }),
    ).toBe(20010150);
    expect(everyone.id).toBeTruthy();

    // An empty scope is refused.
    expect(
      await restCode(p, sa.token, '/api/course/course/save', {
        title: 'Nobody',
        openType: 3,
        chapters: [],
      }),
    ).toBe(10010001);
  });

  it('grows the furthest position no faster than real time, resumes and finishes at the share', async () => {
    const course = await videoCourse({ finishShare: 50 });
    const itemId = course.chapters[0]!.items[0]!.id;
    const db = p.infra.prisma;
    const opened = await restOk<{ progress: Progress; playback: Json }>(
      p,
      learner.token,
      '/api/course/progress/open',
      { itemId },
    );
    expect(opened.progress).toMatchObject({ position: 0, furthest: 0, finished: false });
    expect(opened.playback).toMatchObject({
      hls: false,
      url: expect.stringMatching(/^\/api\/course\/media\/.*\/original$/),
    });

    const report = (position: number) =>
      restOk<Progress>(p, learner.token, '/api/course/progress/report', {
        itemId,
        position,
        duration: 100,
      });
    // A jump to 90 s right after opening: only the 2 s allowance is accepted.
    const jumped = await report(90);
    expect(jumped.furthest).toBeLessThanOrEqual(3);
    expect(jumped.position).toBe(jumped.furthest);
    expect(jumped.finished).toBe(false);

    // 20 s later (the row's clock moved back), 20 s more are accepted.
    const back = (s: number) =>
      db.courseProgress.updateMany({
        where: { userId: learner.user.id, itemId },
        data: { updatedAt: new Date(Date.now() - s * 1000) },
      });
    await back(20);
    const watched = await report(20);
    expect(watched).toMatchObject({ position: 20, furthest: 20, finished: false });

    // Coming back later: the open answers the resume position.
    const again = await restOk<{ progress: Progress }>(
      p,
      learner.token,
      '/api/course/progress/open',
      {
        itemId,
      },
    );
    expect(again.progress).toMatchObject({ position: 20, furthest: 20 });

    // Watching on to half of 100 s finishes it (a long pause counts as a minute at most).
    await back(600);
    expect((await report(60)).furthest).toBeLessThan(20 + 60 * 1.1 + 2 + 0.01);
    const done = await restOk<Progress>(p, learner.token, '/api/course/progress/report', {
      itemId,
      position: 50,
      duration: 1,
    });
    expect(done).toMatchObject({ finished: true, duration: 100 });

    const completion = await gqlOk<{ myCourseCompletion: Json[] }>(
      p,
      learner.token,
      '{ myCourseCompletion { courseId title itemCount finishedCount percent } }',
    );
    expect(completion.myCourseCompletion).toEqual([
      { courseId: course.id, title: 'Safety', itemCount: 1, finishedCount: 1, percent: 100 },
    ]);
  });

  describe('a video is never finished faster than it plays', () => {
    const OPEN = `mutation($itemId: ID!) { openCourseItem(itemId: $itemId) { itemId } }`;
    const REPORT = `mutation($itemId: ID!, $position: Float!, $duration: Float) {
      reportCourseProgress(itemId: $itemId, position: $position, duration: $duration) {
        position furthest duration finished
      }
    }`;
    /** The bound every furthest position must keep: real time (with the drift margin) plus the drag allowance. */
    const bound = (elapsedMs: number) =>
      (elapsedMs / 1000) * WATCH_RATE_TOLERANCE + DRAG_LIMIT_SECONDS + 0.001;
    const rowOf = (userId: string, itemId: string) =>
      p.infra.prisma.courseProgress.findUniqueOrThrow({
        where: { userId_itemId: { userId, itemId } },
      });
    const restReport = (token: string, itemId: string, position: number) =>
      restOk<Progress>(p, token, '/api/course/progress/report', {
        itemId,
        position,
        duration: 120,
      });
    const gqlReport = async (token: string, itemId: string, position: number) =>
      (
        await gqlOk<{ reportCourseProgress: Progress }>(p, token, REPORT, {
          itemId,
          position,
          duration: 120,
        })
      ).reportCourseProgress;
    const quickPositions = Array.from({ length: 54 }, (_, i) => (i + 1) * 2);

    async function videoItem() {
      const course = await videoCourse({ finishShare: 90 });
      return course.chapters[0]!.items[0]!.id;
    }

    it('54 quick reports one after another (REST and GraphQL) do not finish a 120 s video', async () => {
      const itemId = await videoItem();
      const started = Date.now();
      await restOk(p, learner.token, '/api/course/progress/open', { itemId });
      let last: Progress | undefined;
      for (const [i, position] of quickPositions.entries()) {
        last = await (i % 2 === 0 ? restReport : gqlReport)(learner.token, itemId, position);
        expect(last.furthest).toBeLessThanOrEqual(bound(Date.now() - started));
      }
      expect(last).toMatchObject({ finished: false });
      const row = await rowOf(learner.user.id, itemId);
      expect(row.finished).toBe(false);
      expect(row.furthest).toBeLessThanOrEqual(bound(Date.now() - started));
    });

    it('54 concurrent reports (REST and GraphQL) do not finish it either', async () => {
      const itemId = await videoItem();
      const started = Date.now();
      await gqlOk(p, learner.token, OPEN, { itemId });
      const answers = await Promise.all(
        quickPositions.map((position, i) =>
          (i % 2 === 0 ? restReport : gqlReport)(learner.token, itemId, position),
        ),
      );
      const elapsed = Date.now() - started;
      for (const a of answers) {
        expect(a.finished).toBe(false);
        expect(a.furthest).toBeLessThanOrEqual(bound(elapsed));
      }
      const row = await rowOf(learner.user.id, itemId);
      expect(row.finished).toBe(false);
      expect(row.furthest).toBeLessThanOrEqual(bound(elapsed));
      // Opening again and reporting again adds no allowance on top of the one already used.
      for (let i = 0; i < 5; i++) {
        await restOk(p, learner.token, '/api/course/progress/open', { itemId });
        await gqlReport(learner.token, itemId, 120);
      }
      expect((await rowOf(learner.user.id, itemId)).furthest).toBeLessThanOrEqual(
        bound(Date.now() - started),
      );
    });

    it('a learner who watches the whole video finishes it', async () => {
      const itemId = await videoItem();
      await restOk(p, learner.token, '/api/course/progress/open', { itemId });
      // Ten seconds of playback between reports: the row's last report moves ten seconds back.
      let last: Progress | undefined;
      for (let position = 10; position <= 120; position += 10) {
        await p.infra.prisma.courseProgress.update({
          where: { userId_itemId: { userId: learner.user.id, itemId } },
          data: { updatedAt: new Date(Date.now() - 10_000) },
        });
        last = await (position % 20 === 0 ? restReport : gqlReport)(
          learner.token,
          itemId,
          position,
        );
        expect(last.furthest).toBeCloseTo(position, 5);
        expect(last.finished).toBe(position >= 108);
      }
      expect(last).toMatchObject({ furthest: 120, finished: true });
    });
  });

  it('counts courses and courseware on the dashboard', async () => {
    await videoCourse();
    await videoCourse();
    const counts = await restOk<Json>(p, sa.token, '/api/stat/total/num/all', {});
    expect(counts).toMatchObject({ courseCount: 2, fileCount: 2 });
  });
});
