import type { Page } from '@playwright/test';
import {
  facePhoto,
  facePhotosAvailable,
  samePersonVariant,
} from '../../server/test/fixtures/face-photos.ts';
import { watchCaptchas } from '../fixtures/captcha.ts';
import { expect, test } from '../fixtures/index.ts';
import { ExamCheckPage, PaperResultPage } from '../pages/ExamPages.ts';
import { DeviceTest, ExamMonitorPanel } from '../pages/ExamMonitorPages.ts';
import { ExamTakePage } from '../pages/ExamTakePage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import type { Account } from '../support/accounts.ts';
import { savedState } from '../support/auth-state.ts';
import { launchWithCamera, type CameraBrowser } from '../support/fake-camera.ts';
import { graphql } from '../support/graphql.ts';
import { t } from '../support/i18n.ts';
import { readRunState } from '../support/run-state.ts';

/** The check character of an 18-character ID number's first 17 digits. */
function withCheckCharacter(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

/** A page of the camera browser (a phone-sized window when asked), failing on uncaught errors. */
async function openPage(
  camera: CameraBrowser,
  uncaught: string[],
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await camera.browser.newContext({
    baseURL: readRunState().baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => uncaught.push(error.stack ?? error.message));
  watchCaptchas(page);
  return page;
}

async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'token')?.value ?? '';
}

test.skip(!facePhotosAvailable(), 'face photos come from Debian packages (apt-get)');

test('a learner with an approved face takes a camera, face-check and screen-leave exam', async ({
  request,
  db,
  screens,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const learner: Account = { username: `proc_${run}`, password: `Proc#${run}2026` };
  const title = `监考考试 ${run}`;
  const adminToken = savedState('admin').cookies.find((c) => c.name === 'token')?.value ?? '';
  expect(adminToken, 'the saved admin session').not.toBe('');
  const switchesBefore = (
    await graphql(request, '{ switchConfig { faceLogin realPerson faceAudit } }')
  ).data?.switchConfig as { faceLogin: boolean; realPerson: boolean; faceAudit: number };

  const photo = await facePhoto('grace');
  const cameraPicture = await samePersonVariant(photo, 'brighter');
  const uncaught: string[] = [];
  const camera = await launchWithCamera(cameraPicture);

  try {
    let examId = '';
    await test.step('the admin opens real-name records (approved at once) and makes the exam', async () => {
      const switches = await graphql(
        request,
        `mutation { saveSwitchConfig(input: { faceLogin: ${switchesBefore.faceLogin}, realPerson: true, faceAudit: 0 }) { realPerson } }`,
        { token: adminToken },
      );
      expect(switches.errorCodes).toEqual([]);
      const user = await graphql(
        request,
        `mutation { saveUser(input: { userName: "${learner.username}", password: "${learner.password}", realName: "格蕾丝", deptCode: "A01A02", roles: ["student"] }) { id } }`,
        { token: adminToken },
      );
      expect(user.errorCodes).toEqual([]);
      const start = new Date(Date.now() - 60_000).toISOString();
      const end = new Date(Date.now() + 3_600_000).toISOString();
      const exam = await graphql(
        request,
        `mutation { saveExam(input: { title: "${title}", openType: 1, totalTime: 30, startTime: "${start}", endTime: "${end}", camOn: true, camInterval: 1, faceOn: true, faceChance: 3, leaveOn: true, leaveCount: 3, leaveSeconds: 2, ruleList: [{ repoId: "repo-demo", quType: 1, quCount: 2, quScore: 5 }] }) }`,
        { token: adminToken },
      );
      expect(exam.errorCodes).toEqual([]);
      examId = String(exam.data?.saveExam);
    });

    const page = await openPage(camera, uncaught);
    const check = new ExamCheckPage(page);
    const device = new DeviceTest(page);

    await test.step('the learner logs in and her real-name photo is approved', async () => {
      const login = new LoginPage(page, db);
      await login.goto();
      await login.loginAs(learner);
      const submitted = await graphql(
        request,
        `mutation { submitRealName(input: { realName: "格蕾丝", idCard: "${withCheckCharacter('11010519491209002')}", face: "data:image/jpeg;base64,${photo.toString('base64')}" }) { state } }`,
        { token: await tokenOf(page) },
      );
      expect(submitted.errorCodes).toEqual([]);
      expect(submitted.data?.submitRealName).toEqual({ state: 1 });
    });

    await test.step('the check page asks for a working camera before the start', async () => {
      await check.goto(examId);
      await check.expectLoaded(examId);
      await expect(check.note('cam')).toBeVisible();
      await expect(device.requirement).toHaveText(t('zh', 'examMonitor.device.required'));
      await expect(check.startButton).toBeDisabled();
      await screens.take('01-check-camera-required', page);
    });

    await test.step('the device test shows the camera, the tips and the face', async () => {
      await device.expectCameraAndFace();
      await expect(device.tips).toContainText('https');
      await expect(device.tips).toContainText('Chrome');
      await expect(device.face).toHaveText(t('zh', 'examMonitor.face.found'));
      await screens.take('02-device-test', page, { fullPage: false });
      await device.close.click();
      await expect(device.dialog).toBeHidden();
      await expect(device.openButton).toBeFocused();
      await expect(device.requirement).toHaveText(t('zh', 'examMonitor.device.ready'));
      await expect(check.startButton).toBeEnabled();
    });

    const exam = new ExamTakePage(page);
    const monitor = new ExamMonitorPanel(page);
    let paperId = '';
    await test.step('starting enters full screen; the camera watches and a snapshot passes', async () => {
      await check.start();
      paperId = await exam.expectLoaded();
      await expect.poll(() => monitor.inFullscreen()).toBe(true);
      await expect(monitor.monitor).toHaveAttribute('data-camera', 'live', { timeout: 20_000 });
      await expect(monitor.face).toHaveAttribute('data-face', 'one', { timeout: 40_000 });
      await expect
        .poll(async () => (await db.paperCaptures(paperId)).length, { timeout: 60_000 })
        .toBeGreaterThan(0);
      const [capture] = await db.paperCaptures(paperId);
      expect(capture?.facePass, `face check: ${capture?.faceReason}`).toBe(true);
      expect(capture?.faceScore).toBeGreaterThan(0);
      expect(capture?.failCount).toBe(0);
      await screens.take('03-exam-monitor', page);
    });

    await test.step('leaving full screen asks to return; a long leave is recorded and counted', async () => {
      await page.evaluate(() => document.exitFullscreen());
      await expect(monitor.returnDialog).toBeVisible();
      await expect(monitor.returnDialog).toHaveAttribute('role', 'alertdialog');
      await expect(monitor.returnButton).toBeFocused();
      // Away for longer than the exam's 2 s: the check runs every 3 s meanwhile.
      await page.waitForTimeout(3500);
      await screens.take('04-return-to-fullscreen', page, { fullPage: false });
      await monitor.returnButton.click();
      await expect.poll(() => monitor.inFullscreen()).toBe(true);
      await expect(monitor.leaveDialog).toBeVisible();
      await expect(monitor.leaveCount).toHaveText('您已离开考试 1 次（最多允许 3 次）。');
      await expect(monitor.leaveOk).toBeFocused();
      const recorded = await db.paperLeaves(paperId);
      expect(recorded.leaveTimes).toBe(1);
      expect(recorded.leaves).toHaveLength(1);
      expect(recorded.leaves[0]?.seconds).toBeGreaterThanOrEqual(3);
      await screens.take('05-leave-recorded', page, { fullPage: false });
      await monitor.leaveOk.click();
      await expect(monitor.leaveDialog).toBeHidden();
    });

    await test.step('a short look away is not a leave', async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await page.waitForTimeout(500);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.waitForTimeout(1000);
      await expect(monitor.leaveDialog).toBeHidden();
      expect((await db.paperLeaves(paperId)).leaveTimes).toBe(1);
    });

    await test.step('the proctor messages her and gives extra time, live', async () => {
      const userId = await db.userIdByName(learner.username);
      const sent = await graphql(
        request,
        `mutation { sendWatchMessage(input: { examId: "${examId}", userId: "${userId}", message: "请保持面部在画面中" }) { success fail } }`,
        { token: adminToken },
      );
      expect(sent.errorCodes).toEqual([]);
      expect(sent.data?.sendWatchMessage).toEqual({ success: 1, fail: 0 });
      const alert = page.getByTestId('proctor-alert');
      await expect(alert).toHaveCount(1);
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).toContainText(t('zh', 'examMonitor.alert.title'));
      await expect(alert).toContainText('请保持面部在画面中');
      await screens.take('06-proctor-message', page);
      const before = await exam.secondsLeft();
      const granted = await graphql(
        request,
        `mutation { grantExtraTime(input: { examId: "${examId}", userId: "${userId}", minutes: 10 }) { paperId } }`,
        { token: adminToken },
      );
      expect(granted.errorCodes).toEqual([]);
      // No 'online' event here: the live event alone makes the page read its clock again.
      await expect.poll(() => exam.secondsLeft()).toBeGreaterThan(before + 500);
      await page.getByTestId('proctor-alert-dismiss').click();
      await expect(alert).toHaveCount(0);
    });

    await test.step('on a phone the same paper shows the camera above the question', async () => {
      const phone = await openPage(camera, uncaught, { width: 390, height: 844 });
      await phone.context().addCookies(await page.context().cookies());
      const phoneCheck = new ExamCheckPage(phone);
      await phoneCheck.goto(examId);
      await phoneCheck.expectLoaded(examId);
      await expect(phoneCheck.resumeNotice).toBeVisible();
      const phoneDevice = new DeviceTest(phone);
      await phoneDevice.expectCameraAndFace();
      await screens.take('07-device-test-phone', phone, { fullPage: false });
      await phoneDevice.close.click();
      await phoneCheck.startButton.click();
      const phoneExam = new ExamTakePage(phone);
      expect(await phoneExam.expectLoaded()).toBe(paperId);
      const phoneMonitor = new ExamMonitorPanel(phone);
      await expect(phoneMonitor.monitor).toHaveAttribute('data-camera', 'live', {
        timeout: 20_000,
      });
      const box = await phoneMonitor.monitor.boundingBox();
      const question = await phoneExam.question.root.boundingBox();
      expect(box).not.toBeNull();
      expect(question).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(question?.y ?? 0);
      await screens.take('08-exam-phone', phone);
      await phone.context().close();
    });

    await test.step('the learner hands in and sees the result', async () => {
      await exam.handIn();
      await expect(new PaperResultPage(page).root).toBeVisible();
      expect((await db.paper(paperId)).state).not.toBe(0);
    });

    expect(uncaught).toEqual([]);
  } finally {
    await camera.close();
    const { faceLogin, realPerson, faceAudit } = switchesBefore;
    await graphql(
      request,
      `mutation { saveSwitchConfig(input: { faceLogin: ${faceLogin}, realPerson: ${realPerson}, faceAudit: ${faceAudit} }) { faceLogin } }`,
      { token: adminToken },
    );
  }
});
