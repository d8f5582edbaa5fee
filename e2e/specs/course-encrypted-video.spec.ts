import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { CourseAdminPages, CourseLearnerPages, StorageSettingsPage } from '../pages/CoursePages.ts';
import { savedState } from '../support/auth-state.ts';
import { graphql } from '../support/graphql.ts';
import { t } from '../support/i18n.ts';
import { tabTo } from '../support/keyboard.ts';
import { signedInContext, signInByApi } from '../support/learner-browser.ts';
import { makeTestVideo } from '../support/test-video.ts';

/**
 * Issue 20's encrypted HLS in a real browser: the admin turns on ffmpeg transcoding to AES-128
 * encrypted HLS in the storage settings, builds a course for one learner with a clip made now,
 * and waits for the transcode; the learner plays it with the keyboard (hls.js fetches the key
 * with the session and the signed time, the 'decrypt' request of the spec, and decrypts the
 * segments) and switches between the two qualities made; a learner outside the course's audience
 * is refused the key and the playlist. Transcoded again as mp4 from the courseware list, the video
 * keeps its quality menu, and switching keeps the position.
 */
test('encrypted HLS plays for a learner of the course, whose key request carries the token and the signed time; others are refused the key', async ({
  page,
  browser,
  request,
  asAdmin: admin,
  db,
  screens,
}) => {
  const video = makeTestVideo('course-encrypted-video', 16, '640x540');
  test.skip(
    video === null,
    'ffmpeg is not installed (apt-get install ffmpeg): no clip to upload and nothing to transcode with',
  );
  test.setTimeout(420_000);
  const run = Date.now().toString(36);
  const title = `加密视频课程 ${run}`;
  const itemTitle = `加密课时 ${run}`;
  const adminToken = savedState('admin').cookies.find((c) => c.name === 'token')?.value ?? '';
  const studentToken = savedState('student').cookies.find((c) => c.name === 'token')?.value ?? '';
  const savedSettings = await db.uploadSettings();
  const wasOn = await db.setModuleCourse(true);
  const {
    context: learnerContext,
    page: learnerPage,
    uncaught,
  } = await signedInContext(browser, test.info(), 'student');
  const learner = new CourseLearnerPages(learnerPage);

  try {
    await test.step('the admin sets ffmpeg transcoding to encrypted HLS in the storage settings', async () => {
      await page.reload();
      await admin.openFromSidebar('SysConfig', await db.menuTitle('SysManage'));
      const storage = new StorageSettingsPage(page);
      await storage.open();
      // Two qualities of the 540-line clip: 480p and one at the source's size.
      await storage.ffmpegTranscoding('m3u8_encode', ['original', '480p'], {
        key: '0123456789abcdef',
        iv: 'fedcba9876543210',
      });
      await expect(page.getByText(t('zh', 'sysConfig.provider.saved'))).toBeVisible();
      await expect(storage.root.getByTestId('config-upload-videoEncode')).toHaveValue(
        'm3u8_encode',
      );
      await screens.take('01-storage-encrypted-hls');
    });

    await test.step('the admin builds a course for the student only, with the clip', async () => {
      await admin.openFromSidebar('CourseList', await db.menuTitle('CourseManage'));
      const courses = new CourseAdminPages(page);
      await expect(courses.list).toBeVisible();
      const studentId = await db.userIdByName('student');
      await courses.addVideoCourse(title, '第一章', itemTitle, video as string, () =>
        courses.openOnlyTo(studentId),
      );
      await expect(courses.row(title)).toBeVisible();
    });

    const fileId = await db.courseItemFileId(itemTitle);
    await test.step('the courseware list shows the transcode done as encrypted HLS', async () => {
      await admin.openFromSidebar('CourseFileList', await db.menuTitle('CourseManage'));
      const state = page.getByTestId(`course-file-state-${fileId}`);
      await expect(state.getByText(t('zh', 'course.media.done'))).toBeVisible({
        timeout: 90_000,
      });
      await expect(state).toContainText('m3u8_encode');
      await expect(state).toContainText('original,480p');
      await screens.take('02-courseware-transcoded');
    });

    const keyRequests: Request[] = [];
    /** The quality of each segment the player fetched, in order. */
    const segments: string[] = [];
    learnerPage.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === `/api/course/media/${fileId}/decrypt`) keyRequests.push(r);
      const segment = /\/(original|480p)-seg\d+\.ts$/.exec(pathname);
      if (segment !== null) segments.push(segment[1]!);
    });
    const menu = t('zh', 'course.player.settings');
    const qualityMenu = t('zh', 'course.player.quality');
    await test.step('the learner plays it with the keyboard: the segments are decrypted', async () => {
      await learnerPage.goto('/web/course');
      await learner.list.getByRole('link', { name: title }).click();
      await learner.course.getByRole('link', { name: itemTitle }).click();
      await expect(learner.study).toBeVisible();
      await expect.poll(async () => (await learner.videoState()).duration).toBeGreaterThan(15);
      const play = learner.study.getByRole('button', { name: t('zh', 'course.player.play') });
      await tabTo(learnerPage, play.first());
      await learnerPage.keyboard.press('Enter');
      // Past the first 6 s segment: at least two segments were fetched, decrypted and played.
      await expect
        .poll(async () => (await learner.videoState()).time, { timeout: 30_000 })
        .toBeGreaterThan(7);
      expect(await learner.study.getByRole('alert').count()).toBe(0);
      await learner.pause();
      await screens.take('03-learner-playing-encrypted', learnerPage);
    });

    await test.step('the player offers automatic choice and both qualities, and switches', async () => {
      expect(await learner.qualityLabels(menu, qualityMenu)).toEqual([
        t('zh', 'course.player.qualityAuto'),
        `${t('zh', 'course.player.qualitySource')} 540p`,
        expect.stringMatching(/^480p/),
      ]);
      // The other quality than the one playing: its segments are fetched from then on.
      const other = segments.at(-1) === '480p' ? 'original' : '480p';
      const label = other === '480p' ? '480p' : `${t('zh', 'course.player.qualitySource')} 540p`;
      const before = segments.length;
      const at = (await learner.videoState()).time;
      await learner.chooseQuality(label, menu, qualityMenu);
      // Paused, the player fetches the new quality where it stands; then it plays on from there.
      await expect
        .poll(() => segments.slice(before).includes(other), { timeout: 20_000 })
        .toBe(true);
      expect((await learner.videoState()).time).toBeCloseTo(at, 0);
      await learner.play();
      await expect
        .poll(async () => (await learner.videoState()).time, { timeout: 20_000 })
        .toBeGreaterThan(at + 1);
      expect(await learner.study.getByRole('alert').count()).toBe(0);
      await learner.pause();
      await screens.take('03b-learner-quality-menu', learnerPage);
    });

    let auth = '';
    await test.step("the key request carries the session and the signed time ('decrypt')", async () => {
      expect(keyRequests.length).toBeGreaterThan(0);
      const key = keyRequests[0]!;
      // The session goes with it: the token header while the page knows its token, else (a page
      // loaded afresh) the HttpOnly session cookie, which scripts cannot read.
      const headers = await key.allHeaders();
      const cookies = (headers.cookie ?? '').split(/;\s*/);
      expect(headers.token === studentToken || cookies.includes(`token=${studentToken}`)).toBe(
        true,
      );
      auth = new URL(key.url()).searchParams.get('auth') ?? '';
      const [signedAt] = auth.split('.');
      expect(auth).toMatch(/^\d+\.\S+$/);
      expect(Math.abs(Date.now() - Number(signedAt))).toBeLessThan(10 * 60_000);
      const answer = await key.response();
      expect(answer?.status()).toBe(200);
      expect((await answer!.body()).length).toBe(16);

      // The master playlist lists the qualities; a quality's playlist names the key by that
      // address, and its segments are not plain MPEG-TS.
      const media = (name: string) =>
        learnerPage.request.get(`/api/course/media/${fileId}/${name}`);
      const firstUri = (playlist: string) =>
        playlist
          .split('\n')
          .find((line) => line.trim() !== '' && !line.startsWith('#'))
          ?.trim();
      const master = await media('index.m3u8');
      expect(master.status()).toBe(200);
      const variantName = firstUri(await master.text());
      expect(variantName).toMatch(/\.m3u8$/);
      const variant = await media(variantName as string);
      expect(variant.status()).toBe(200);
      const text = await variant.text();
      expect(text).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="/api/course/media/${fileId}/decrypt"`);
      const segment = await media(firstUri(text) as string);
      expect(segment.status()).toBe(200);
      expect((await segment.body())[0]).not.toBe(0x47);

      // Without the signed time the key is refused, even to the learner.
      const unsigned = await learnerPage.request.get(`/api/course/media/${fileId}/decrypt`);
      expect(unsigned.status()).toBe(403);
    });

    await test.step('a learner outside the course audience is refused the key and the video', async () => {
      const username = `outsider_${run}`;
      const password = `Outside#${run}2026`;
      const created = await graphql(
        request,
        `mutation { saveUser(input: { userName: "${username}", password: "${password}", realName: "局外${run}", deptCode: "A01A03", roles: ["student"] }) { id } }`,
        { token: adminToken },
      );
      expect(created.errorCodes).toEqual([]);
      const token = await signInByApi(request, db, username, password);
      const headers = { token };
      const key = await request.get(
        `/api/course/media/${fileId}/decrypt?auth=${encodeURIComponent(auth)}`,
        { headers },
      );
      expect(key.status()).toBe(403);
      expect((await key.body()).length).not.toBe(16);
      const playlist = await request.get(`/api/course/media/${fileId}/index.m3u8`, { headers });
      expect(playlist.status()).toBe(404);
      const itemId = await db.idOfCourseItem(itemTitle);
      const opened = await graphql(
        request,
        `mutation { openCourseItem(itemId: "${itemId}") { playback { keyAuth } } }`,
        { token },
      );
      expect(opened.data).toBeNull();
      expect(opened.errorCodes.length).toBe(1);
    });
    await test.step('transcoded again as mp4, the quality switch keeps the position', async () => {
      await admin.openFromSidebar('SysConfig', await db.menuTitle('SysManage'));
      const storage = new StorageSettingsPage(page);
      await storage.open();
      await storage.ffmpegTranscoding('mp4', ['original', '480p']);
      await expect(page.getByText(t('zh', 'sysConfig.provider.saved'))).toBeVisible();
      await admin.openFromSidebar('CourseFileList', await db.menuTitle('CourseManage'));
      await page.getByTestId(`course-file-transcode-${fileId}`).click();
      await expect(page.getByText(t('zh', 'course.media.queued'))).toBeVisible();
      const state = page.getByTestId(`course-file-state-${fileId}`);
      // ffmpeg shares two cores with the server's test lane in CI: a transcode may wait its turn.
      await expect(state).toContainText('mp4', { timeout: 180_000 });
      await expect(state.getByText(t('zh', 'course.media.done'))).toBeVisible();
      await screens.take('04-courseware-transcoded-mp4');

      await learnerPage.reload();
      await expect(learner.study).toBeVisible();
      await expect.poll(async () => (await learner.videoState()).duration).toBeGreaterThan(15);
      expect(await learner.qualityLabels(menu, qualityMenu)).toEqual([
        `${t('zh', 'course.player.qualitySource')} 540p`,
        expect.stringMatching(/^480p/),
      ]);
      const source = () => learner.video.evaluate((v: HTMLVideoElement) => v.currentSrc);
      // The player starts with the highest quality, or the one the learner chose last.
      await expect.poll(source).toMatch(/\/(original|480p)\.mp4$/);
      const other = (await source()).endsWith('/480p.mp4') ? 'original' : '480p';
      await learner.play();
      await expect
        .poll(async () => (await learner.videoState()).time, { timeout: 20_000 })
        .toBeGreaterThan(3);
      await learner.pause();
      const at = (await learner.videoState()).time;
      await learner.chooseQuality(
        other === '480p' ? '480p' : `${t('zh', 'course.player.qualitySource')} 540p`,
        menu,
        qualityMenu,
      );
      await expect.poll(source).toMatch(new RegExp(`/${other}\\.mp4$`));
      // Where it stood, still paused: a quality switch is neither a seek nor a restart.
      await expect.poll(async () => (await learner.videoState()).time).toBeCloseTo(at, 0);
      expect((await learner.videoState()).paused).toBe(true);
      // Played on to the end, it goes back to the start a second later.
      const restart = learner.video.evaluate(
        (v: HTMLVideoElement) =>
          new Promise<number>((resolve) => {
            v.addEventListener(
              'ended',
              () => {
                const endedAt = performance.now();
                const check = () => {
                  if (v.currentTime === 0) resolve(performance.now() - endedAt);
                  else setTimeout(check, 20);
                };
                check();
              },
              { once: true },
            );
          }),
      );
      await learner.play();
      await expect
        .poll(async () => (await learner.videoState()).time, { timeout: 20_000 })
        .toBeGreaterThan(at + 1);
      expect(await learner.study.getByRole('alert').count()).toBe(0);
      await screens.take('05-learner-mp4-quality', learnerPage);
      const delay = await restart;
      expect(delay).toBeGreaterThan(900);
      expect(delay).toBeLessThan(3000);
      await expect(learner.study.getByTestId('study-finished')).toBeVisible();
    });
    expect(uncaught).toEqual([]);
  } finally {
    await learnerContext.close();
    await db.restoreUploadSettings(savedSettings);
    await db.setModuleCourse(wasOn);
  }
});
