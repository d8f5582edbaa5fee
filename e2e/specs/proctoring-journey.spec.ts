import type { Page } from '@playwright/test';
import {
  facePhoto,
  facePhotosAvailable,
  samePersonVariant,
} from '../../server/test/fixtures/face-photos.ts';
import { watchCaptchas } from '../fixtures/captcha.ts';
import { expect, test } from '../fixtures/index.ts';
import { ExamAdminList } from '../pages/ExamAdminPages.ts';
import { ExamCheckPage, PaperResultPage } from '../pages/ExamPages.ts';
import { DeviceTest, ExamMonitorPanel } from '../pages/ExamMonitorPages.ts';
import { ExamTakePage } from '../pages/ExamTakePage.ts';
import { ExamWatchPage } from '../pages/ExamWatchPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import type { Account } from '../support/accounts.ts';
import { savedState } from '../support/auth-state.ts';
import { launchWithCamera, type CameraBrowser } from '../support/fake-camera.ts';
import { graphql } from '../support/graphql.ts';
import { t } from '../support/i18n.ts';
import { readRunState } from '../support/run-state.ts';
import { screenSettled } from '../support/screens.ts';

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

/**
 * Issue 15's journey with both sides in real browsers: the learner (her own Chromium, whose fake
 * camera shows her approved face) takes a camera, face-check and screen-leave exam while the
 * admin watches it on the live console (no reload): her card comes online, her snapshot and her
 * screen leave arrive, the proctor messages her (she sees the persistent warning) and hands her
 * paper in with a reason (she is told why and sees the result); the watch detail lists the paper
 * with its exception, leave count and monitoring record.
 */
test('a proctor watches a learner take a camera exam live, messages her and hands her paper in', async ({
  page: proctor,
  request,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const learner: Account = { username: `proc_${run}`, password: `Proc#${run}2026` };
  const realName = '格蕾丝';
  // Her own ID number: an ID number verifies one account only (the real-name journey uses another).
  const PROCTORED_ID_CARD = '11010519800101123';
  const title = `监考考试 ${run}`;
  const message = '请保持面部在画面中';
  const reason = '桌面有手机';
  const adminToken = savedState('admin').cookies.find((c) => c.name === 'token')?.value ?? '';
  expect(adminToken, 'the saved admin session').not.toBe('');
  const switchesBefore = (
    await graphql(request, '{ switchConfig { faceLogin realPerson faceAudit livenessCheck } }')
  ).data?.switchConfig as {
    faceLogin: boolean;
    realPerson: boolean;
    faceAudit: number;
    livenessCheck: string;
  };

  const photo = await facePhoto('grace');
  const cameraPicture = await samePersonVariant(photo, 'brighter');
  const uncaught: string[] = [];
  const camera = await launchWithCamera(cameraPicture);

  try {
    let examId = '';
    await test.step('the admin opens real-name records (approved at once) and makes the exam', async () => {
      const switches = await graphql(
        request,
        // The face check before the start takes one photo here (a still camera picture cannot
        // turn its head): face-liveness.spec.ts plays a turning head for the movement challenge.
        `mutation { saveSwitchConfig(input: { faceLogin: ${switchesBefore.faceLogin}, realPerson: true, faceAudit: 0, livenessCheck: "off" }) { realPerson } }`,
        { token: adminToken },
      );
      expect(switches.errorCodes).toEqual([]);
      const user = await graphql(
        request,
        `mutation { saveUser(input: { userName: "${learner.username}", password: "${learner.password}", realName: "${realName}", deptCode: "A01A02", roles: ["student"] }) { id } }`,
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

    const watch = new ExamWatchPage(proctor);
    let sittingBefore = 0;
    let onlineBefore = 0;
    await test.step('the proctor opens the live console of the exam from the exam list', async () => {
      await admin.expectLoaded();
      await proctor.goto('/admin/exam');
      const list = new ExamAdminList(proctor);
      await list.expectLoaded();
      await list.filter(title);
      await proctor.getByTestId(`exam-live-${examId}`).click();
      await watch.expectLoaded(examId);
      await expect(watch.title).toContainText(title);
      await expect(watch.empty).toHaveText(t('zh', 'examWatch.grid.noUsers'));
      sittingBefore = await watch.statValue('process');
      onlineBefore = await watch.statValue('online');
      // The process-watch variant: each card shows the examinee's latest snapshot.
      await watch.snapshots.click();
      // Set once: a reload of the console would lose it.
      await proctor.evaluate(() => {
        (window as unknown as { watchMarker: number }).watchMarker = 1;
      });
      await screenSettled(proctor);
      await screens.take('01-proctor-console-waiting', proctor);
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
        `mutation { submitRealName(input: { realName: "${realName}", idCard: "${withCheckCharacter(PROCTORED_ID_CARD)}", face: "data:image/jpeg;base64,${photo.toString('base64')}" }) { state } }`,
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
      await screens.take('02-learner-check-camera-required', page);
    });

    await test.step('the device test shows the camera, the tips and the face', async () => {
      await device.expectCameraAndFace();
      await expect(device.tips).toContainText('https');
      await expect(device.tips).toContainText('Chrome');
      await expect(device.face).toHaveText(t('zh', 'examMonitor.face.found'));
      await screens.take('03-learner-device-test', page, { fullPage: false });
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
      await screens.take('04-learner-exam-monitor', page);
    });

    const card = watch.card(paperId);
    await test.step('the proctor sees her card come online with her snapshot, without a reload', async () => {
      await expect(card.root).toBeVisible();
      await expect(card.root).toHaveAccessibleName(realName);
      await card.expectOnline(true);
      await expect(card.message).toBeEnabled();
      await expect(card.progress).toHaveText(
        t('zh', 'examWatch.card.progress', { answered: 0, total: 2 }),
      );
      await expect(watch.stat('process')).toHaveText(String(sittingBefore + 1));
      await expect(watch.stat('online')).toHaveText(String(onlineBefore + 1));
      const snapshot = card.root.getByRole('img', {
        name: t('zh', 'examWatch.card.snapshotOf', { name: realName }),
      });
      await expect(snapshot).toBeVisible();
      // The private file is served to the proctor: the learner's frame (640 px wide) loads.
      await expect
        .poll(() => snapshot.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(640);
      // She answers the first question: her progress moves on the card.
      await exam.pick('A');
      await exam.expectSaved();
      await expect(card.progress).toHaveText(
        t('zh', 'examWatch.card.progress', { answered: 1, total: 2 }),
      );
      expect(
        await proctor.evaluate(() => (window as unknown as { watchMarker?: number }).watchMarker),
      ).toBe(1);
      await screens.take('05-proctor-learner-online', proctor);
    });

    let leaveSeconds = 0;
    await test.step('leaving full screen asks to return; a long leave is recorded and counted', async () => {
      await page.evaluate(() => document.exitFullscreen());
      await expect(monitor.returnDialog).toBeVisible();
      await expect(monitor.returnDialog).toHaveAttribute('role', 'alertdialog');
      await expect(monitor.returnButton).toBeFocused();
      // Away for longer than the exam's 2 s: the check runs every 3 s meanwhile.
      await page.waitForTimeout(3500);
      await screens.take('06-learner-return-to-fullscreen', page, { fullPage: false });
      await monitor.returnButton.click();
      await expect.poll(() => monitor.inFullscreen()).toBe(true);
      await expect(monitor.leaveDialog).toBeVisible();
      await expect(monitor.leaveCount).toHaveText('您已离开考试 1 次（最多允许 3 次）。');
      await expect(monitor.leaveOk).toBeFocused();
      const recorded = await db.paperLeaves(paperId);
      expect(recorded.leaveTimes).toBe(1);
      expect(recorded.leaves).toHaveLength(1);
      leaveSeconds = recorded.leaves[0]?.seconds ?? 0;
      expect(leaveSeconds).toBeGreaterThanOrEqual(3);
      await screens.take('07-learner-leave-recorded', page, { fullPage: false });
      await monitor.leaveOk.click();
      await expect(monitor.leaveDialog).toBeHidden();
    });

    await test.step('the proctor sees the leave on her card and in the event log', async () => {
      await expect(card.leaves).toHaveText(t('zh', 'examWatch.card.leaves', { n: 1 }));
      await expect(watch.log).toContainText(
        t('zh', 'examWatch.log.leave', { name: realName, n: leaveSeconds }),
      );
      await screens.take('08-proctor-leave', proctor);
      await proctor.setViewportSize({ width: 390, height: 844 });
      await card.root.scrollIntoViewIfNeeded();
      await screens.take('08-proctor-leave-390', proctor, { fullPage: false });
      await proctor.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('a short look away is not a leave', async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('blur')));
      await page.waitForTimeout(500);
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await page.waitForTimeout(1000);
      await expect(monitor.leaveDialog).toBeHidden();
      expect((await db.paperLeaves(paperId)).leaveTimes).toBe(1);
    });

    await test.step('the leave record on the card shows the time away; the console pauses', async () => {
      await card.record.click();
      const dialog = watch.recordDialog();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('paper-events-leaves')).toContainText(
        t('zh', 'examWatch.record.seconds', { n: leaveSeconds }),
      );
      await expect(watch.countdown).toHaveText(t('zh', 'examWatch.panel.paused'));
      await screens.take('09-proctor-record', proctor, { fullPage: false });
      await proctor.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(card.record).toBeFocused();
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
      await screens.take('10-learner-device-test-phone', phone, { fullPage: false });
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
      await screens.take('11-learner-exam-phone', phone);
      await phone.context().close();
    });

    await test.step('the proctor messages her from the card: she sees the persistent warning', async () => {
      // Sent after the phone closed: the message is refused unless her desktop page is still online.
      await card.expectOnline(true);
      await card.message.click();
      const dialog = watch.messageDialog();
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('watch-message-text').fill(message);
      await screens.take('12-proctor-message', proctor, { fullPage: false });
      await dialog.getByTestId('watch-message-send').click();
      await expect(dialog).toBeHidden();
      const alert = page.getByTestId('proctor-alert');
      await expect(alert).toHaveCount(1);
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).toContainText(t('zh', 'examMonitor.alert.title'));
      await expect(alert).toContainText(message);
      await screens.take('13-learner-proctor-message', page);
    });

    await test.step('extra time reaches her page live', async () => {
      const before = await exam.secondsLeft();
      const granted = await graphql(
        request,
        `mutation { grantExtraTime(input: { examId: "${examId}", userId: "${await db.userIdByName(learner.username)}", minutes: 10 }) { paperId } }`,
        { token: adminToken },
      );
      expect(granted.errorCodes).toEqual([]);
      // No 'online' event here: the live event alone makes the page read its clock again.
      await expect.poll(() => exam.secondsLeft()).toBeGreaterThan(before + 500);
      // The warning stays until she dismisses it.
      await expect(page.getByTestId('proctor-alert')).toContainText(message);
      await page.getByTestId('proctor-alert-dismiss').click();
      await expect(page.getByTestId('proctor-alert')).toHaveCount(0);
    });

    await test.step('the proctor hands her paper in with a reason: she is told why and sees the result', async () => {
      const handed = await watch.statValue('hand');
      const sitting = await watch.statValue('process');
      await card.hand.click();
      const dialog = watch.handDialog();
      await dialog.getByTestId('watch-hand-reason').fill(reason);
      await screens.take('14-proctor-hand-in', proctor, { fullPage: false });
      await dialog.getByTestId('watch-hand-confirm').click();
      await expect(dialog).toBeHidden();
      // The learner's page leaves the exam for the result, with the proctor's reason.
      await expect(page).toHaveURL(new RegExp(`/web/exam/result/${paperId}$`));
      await expect(page.getByText(t('zh', 'examMonitor.end.forcedWhy', { reason }))).toBeVisible();
      await expect(new PaperResultPage(page).root).toBeVisible();
      await screens.take('15-learner-handed-in', page);
      // The console: the card leaves, the counters move, the log lists the hand-in.
      await expect(card.root).toHaveCount(0);
      await expect(watch.stat('hand')).toHaveText(String(handed + 1));
      await expect(watch.stat('process')).toHaveText(String(sitting - 1));
      await expect(watch.empty).toHaveText(t('zh', 'examWatch.grid.noUsers'));
      await expect(watch.log).toContainText(t('zh', 'examWatch.log.handIn', { name: realName }));
      expect(
        await proctor.evaluate(() => (window as unknown as { watchMarker?: number }).watchMarker),
      ).toBe(1);
      await screens.take('16-proctor-handed-in', proctor);
      const paper = await db.paper(paperId);
      expect(paper.state).not.toBe(0);
      // Handed in by a proctor (handBy 4).
      expect(paper.handBy).toBe(4);
    });

    await test.step('the watch detail lists the handed-in paper with its monitoring record', async () => {
      await proctor.getByTestId('exam-watch-detail-link').click();
      await expect(proctor).toHaveURL(/\/admin\/exam\/watch-detail\?examId=/);
      await proctor.getByTestId('handed-search').fill(realName);
      await proctor.getByTestId('handed-search').press('Enter');
      const row = proctor.getByTestId(`handed-table-row-${paperId}`);
      await expect(row).toBeVisible();
      // exState: an exception whose message is the reason; the leave count.
      const exception = proctor.getByTestId(`handed-ex-${paperId}`);
      await expect(exception).toHaveText(t('zh', 'examAdmin.papers.exception'));
      await exception.hover();
      await expect(proctor.getByRole('tooltip')).toHaveText(reason);
      await expect(row.getByRole('cell').nth(5)).toHaveText('1');
      await screens.take('17-proctor-handed-in-list', proctor);
      const record = proctor.getByTestId(`handed-record-${paperId}`);
      await expect(record).toHaveAccessibleName(
        t('zh', 'examAdmin.papers.recordOf', { name: realName }),
      );
      await record.click();
      const dialog = watch.recordDialog();
      await expect(dialog.getByTestId('paper-events-leaves')).toContainText(
        t('zh', 'examWatch.record.seconds', { n: leaveSeconds }),
      );
      await expect(dialog.getByTestId('paper-events-summary')).toContainText(reason);
      await expect(dialog.getByTestId('paper-events-captures')).toBeVisible();
      await screens.take('18-proctor-handed-in-record', proctor, { fullPage: false });
      await proctor.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // And back to the console from the detail header.
      await proctor.getByTestId('watch-live').click();
      await watch.expectLoaded(examId);
    });

    expect(uncaught).toEqual([]);
  } finally {
    await camera.close();
    // Her face is the real-name journey's face too: one approved account per face for face login.
    await db.withdrawRealName(learner.username);
    const { faceLogin, realPerson, faceAudit, livenessCheck } = switchesBefore;
    await graphql(
      request,
      `mutation { saveSwitchConfig(input: { faceLogin: ${faceLogin}, realPerson: ${realPerson}, faceAudit: ${faceAudit}, livenessCheck: "${livenessCheck}" }) { faceLogin } }`,
      { token: adminToken },
    );
  }
});
