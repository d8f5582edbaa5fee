import { expect, test } from '../fixtures/index.ts';
import { CourseAdminPages, CourseLearnerPages } from '../pages/CoursePages.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { t } from '../support/i18n.ts';
import { signedInContext } from '../support/learner-browser.ts';
import { makeTestVideo } from '../support/test-video.ts';

test('an admin builds a course with a video; a learner watches part, cannot skip ahead, and resumes there later', async ({
  page,
  browser,
  asAdmin: admin,
  db,
  screens,
}) => {
  const video = makeTestVideo('course-test-video', 40);
  test.skip(
    video === null,
    'ffmpeg is not installed (apt-get install ffmpeg): no test video to upload',
  );
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const title = `消防安全培训 ${run}`;
  const itemTitle = `灭火器的使用 ${run}`;
  const wasOn = await db.setModuleCourse(true);
  const {
    context: learnerContext,
    page: learnerPage,
    uncaught,
  } = await signedInContext(browser, test.info(), 'student');
  const learner = new CourseLearnerPages(learnerPage);

  try {
    await test.step('the admin builds and publishes a course with a video', async () => {
      await page.reload();
      await admin.openFromSidebar('CourseList', await db.menuTitle('CourseManage'));
      const courses = new CourseAdminPages(page);
      await expect(courses.list).toBeVisible();
      await courses.addVideoCourse(title, '第一章 基础知识', itemTitle, video as string, () =>
        screens.take('01a-admin-course-editor'),
      );
      await expect(courses.row(title)).toBeVisible();
      await screens.take('01-admin-course-list');
    });

    await test.step('the courseware list shows the video and why it plays as uploaded', async () => {
      await admin.openFromSidebar('CourseFileList', await db.menuTitle('CourseManage'));
      const files = page.getByTestId('course-file-page');
      await expect(files.getByRole('row').filter({ hasText: 'course-test-video' })).toBeVisible();
      // No transcoding is configured in the demo storage settings: the job keeps the original.
      await expect(files.getByText(t('zh', 'course.media.reasonDisabled'))).toBeVisible({
        timeout: 20_000,
      });
      await screens.take('01b-admin-courseware');
    });

    await test.step('the learner finds it and starts watching', async () => {
      await learnerPage.goto('/web/course');
      await expect(learner.list).toBeVisible();
      await learner.list.getByRole('link', { name: title }).click();
      await expect(learner.course).toBeVisible();
      await screens.take('02-course-page', learnerPage);
      await learner.course.getByRole('link', { name: itemTitle }).click();
      await expect(learner.study).toBeVisible();
      await expect.poll(async () => (await learner.videoState()).duration).toBeGreaterThan(39);
      await learner.play();
      await expect
        .poll(async () => (await learner.videoState()).time, { timeout: 20_000 })
        .toBeGreaterThan(6);
      await screens.take('03-study-playing', learnerPage);
    });

    await test.step('a jump ahead of what was watched snaps back', async () => {
      const before = (await learner.videoState()).time;
      await learner.seek(30);
      await expect.poll(async () => (await learner.videoState()).time).toBeLessThan(before + 3);
      // A step back is allowed.
      await learner.seek(2);
      await expect.poll(async () => (await learner.videoState()).time).toBeLessThan(4);
    });

    let stoppedAt = 0;
    await test.step('the position is saved when the learner pauses', async () => {
      await expect
        .poll(async () => (await learner.videoState()).time, { timeout: 15_000 })
        .toBeGreaterThan(5);
      await learner.pause();
      stoppedAt = (await learner.videoState()).time;
      await expect
        .poll(async () => (await db.courseProgress('student', itemTitle))?.position ?? -1)
        .toBeCloseTo(stoppedAt, 0);
      const saved = await db.courseProgress('student', itemTitle);
      expect(saved?.furthest).toBeGreaterThan(5);
      expect(saved?.finished).toBe(false);
    });

    await test.step('coming back later, the video resumes where it stopped', async () => {
      await learnerPage.getByTestId('study-back').click();
      await expect(learner.course).toBeVisible();
      // Home first, loaded with the learner still signed in, then the course list.
      await new LearnerShell(learnerPage).gotoHome();
      await learnerPage.goto('/web/course');
      await learner.list.getByRole('link', { name: title }).click();
      await learner.course.getByRole('link', { name: itemTitle }).click();
      await expect(learner.study).toBeVisible();
      await expect
        .poll(async () => (await learner.videoState()).time)
        .toBeGreaterThan(stoppedAt - 0.6);
      const resumed = await learner.videoState();
      expect(resumed.time).toBeLessThan(stoppedAt + 0.6);
      expect(resumed.paused).toBe(true);
      await screens.take('04-study-resumed', learnerPage);
    });

    await test.step("the personal centre lists the course with the learner's progress", async () => {
      await learnerPage.goto('/web/uc?tab=course');
      await expect(learnerPage.getByTestId('uc-courses')).toContainText(title);
      await screens.take('05-user-centre-courses', learnerPage);
    });
    expect(uncaught).toEqual([]);
  } finally {
    await learnerContext.close();
    await db.setModuleCourse(wasOn);
  }
});
