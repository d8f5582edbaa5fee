import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import WebSocket from 'ws';
import type { Db } from '../fixtures/db.ts';
import { expect, test } from '../fixtures/index.ts';
import { ExamAdminList } from '../pages/ExamAdminPages.ts';
import { ExamWatchPage } from '../pages/ExamWatchPage.ts';
import { savedState } from '../support/auth-state.ts';
import { graphql } from '../support/graphql.ts';
import { t, type Locale } from '../support/i18n.ts';
import { readRunState } from '../support/run-state.ts';
import { screenSettled } from '../support/screens.ts';

/** The demo exam (prisma/seed/demo-exam.ts): open to everyone, in progress, 30 minutes. */
const DEMO_EXAM = '示例考试';

/** A learner's session from the API (captcha answered from the database). */
async function signInByApi(
  request: APIRequestContext,
  db: Db,
  username: string,
  password: string,
): Promise<string> {
  const captcha = await graphql(request, 'mutation { createCaptcha { key } }');
  const key = (captcha.data?.createCaptcha as { key: string }).key;
  const value = (await db.captchaAnswerFor(key)) ?? '';
  const login = await graphql(
    request,
    `mutation { login(input: { username: "${username}", password: "${password}", captchaKey: "${key}", captchaValue: "${value}" }) { token } }`,
  );
  expect(login.errorCodes).toEqual([]);
  return (login.data?.login as { token: string }).token;
}

/**
 * The learner's exam connection (graphql-ws myExamEvents), opened from the test process: online
 * for the proctors while it is open.
 */
async function openExamConnection(token: string, examId: string): Promise<WebSocket> {
  const url = `${readRunState().baseURL.replace(/^http/, 'ws')}/graphql`;
  const socket = new WebSocket(url, 'graphql-transport-ws');
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const acked = new Promise<void>((resolve) => {
    socket.on('message', (raw: Buffer) => {
      if ((JSON.parse(raw.toString()) as { type: string }).type === 'connection_ack') resolve();
    });
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
  await acked;
  socket.send(
    JSON.stringify({
      id: 'me',
      type: 'subscribe',
      payload: {
        query: 'subscription($examId: ID!) { myExamEvents(examId: $examId) { kind message } }',
        variables: { examId },
      },
    }),
  );
  return socket;
}

async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('examhall.lang', lang), locale);
  await page.reload();
}

/**
 * Issue 15's proctor console: the admin opens the live watch of a running exam from the exam
 * list, sees a learner's card and the counters, sees the learner come online and leave the window
 * live (no reload), opens the leave record, is refused a message to a learner who went offline
 * (the catalogue message), and forces the hand-in: the card leaves and the counters move.
 */
test('a proctor watches a running exam live, is refused a message to an offline learner and hands the paper in', async ({
  page,
  request,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const username = `watch_${run}`;
  const password = `Watch#${run}2026`;
  const realName = `监考${run}`;
  const adminToken = savedState('admin').cookies.find((c) => c.name === 'token')?.value ?? '';
  const sockets: WebSocket[] = [];
  const examId = await db.examIdByTitle(DEMO_EXAM);
  // The demo exam takes camera snapshots for this journey only (no face checks).
  const cameraBefore = await db.setExamCamera(examId, true);

  try {
    await admin.expectLoaded();
    let paperId = '';
    let token = '';
    await test.step('a learner starts the demo exam (through the API)', async () => {
      const created = await graphql(
        request,
        `mutation { saveUser(input: { userName: "${username}", password: "${password}", realName: "${realName}", deptCode: "A01A02", roles: ["student"] }) { id } }`,
        { token: adminToken },
      );
      expect(created.errorCodes).toEqual([]);
      token = await signInByApi(request, db, username, password);
      const paper = await graphql(
        request,
        `mutation { createPaper(input: { examId: "${examId}" }) { id } }`,
        { token },
      );
      expect(paper.errorCodes).toEqual([]);
      paperId = (paper.data?.createPaper as { id: string }).id;
    });

    const watch = new ExamWatchPage(page);
    const card = watch.card(paperId);
    await test.step('the admin opens the live watch from the exam list', async () => {
      await page.goto('/admin/exam');
      const list = new ExamAdminList(page);
      await list.expectLoaded();
      await list.filter(DEMO_EXAM);
      await page.getByTestId(`exam-live-${examId}`).click();
      await watch.expectLoaded(examId);
      await watch.filter(realName);
      await expect(card.root).toBeVisible();
      await card.expectOnline(false);
      await expect(card.root).toHaveAccessibleName(realName);
      await expect(card.message).toBeDisabled();
      await expect(card.progress).toHaveText(/0\/\d+/);
      expect(await watch.statValue('process')).toBeGreaterThanOrEqual(1);
      await screenSettled(page);
      await screens.take('01-console-zh');
    });

    await test.step('the learner comes online and leaves the window: the card follows live', async () => {
      await page.evaluate(() => {
        (window as unknown as { watchMarker: number }).watchMarker = 1;
      });
      sockets.push(await openExamConnection(token, examId));
      await card.expectOnline(true);
      await expect(card.message).toBeEnabled();
      const left = await request.post('/api/paper/paper/leave-incr', {
        data: { id: paperId, seconds: 12 },
        headers: { token },
      });
      expect(((await left.json()) as { code: number }).code).toBe(0);
      await expect(card.leaves).toHaveText(t('zh', 'examWatch.card.leaves', { n: 1 }));
      await expect(watch.log).toContainText(
        t('zh', 'examWatch.log.leave', { name: realName, n: 12 }),
      );
      // A camera snapshot (a plain picture: the exam has no face checks) reaches the card.
      const picture = await sharp({
        create: { width: 320, height: 240, channels: 3, background: { r: 70, g: 110, b: 160 } },
      })
        .jpeg()
        .toBuffer();
      const saved = await request.post('/api/paper/capture/save', {
        data: { paperId, base64: picture.toString('base64') },
        headers: { token },
      });
      expect(((await saved.json()) as { code: number }).code).toBe(0);
      await watch.snapshots.click();
      const snapshot = card.root.getByRole('img', {
        name: t('zh', 'examWatch.card.snapshotOf', { name: realName }),
      });
      await expect(snapshot).toBeVisible();
      // The private file is served to the proctor: the picture loads.
      await expect
        .poll(() => snapshot.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(320);
      // Nothing reloaded the page.
      expect(
        await page.evaluate(() => (window as unknown as { watchMarker?: number }).watchMarker),
      ).toBe(1);
      await screens.take('02-live-events');
      await page.setViewportSize({ width: 390, height: 844 });
      await card.root.scrollIntoViewIfNeeded();
      await screens.take('02-live-events-390', page, { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the leave record shows the time away', async () => {
      await card.record.click();
      const dialog = watch.recordDialog();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('paper-events-leaves')).toContainText(
        t('zh', 'examWatch.record.seconds', { n: 12 }),
      );
      await expect(watch.countdown).toHaveText(t('zh', 'examWatch.panel.paused'));
      await screens.take('03-record', page, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(card.record).toBeFocused();
    });

    await test.step('a message to a learner who went offline is refused with the catalogue message', async () => {
      await card.message.click();
      const dialog = watch.messageDialog();
      await expect(dialog).toBeVisible();
      await dialog.getByTestId('watch-message-text').fill('请保持在考试页面');
      sockets.pop()?.close();
      await card.expectOnline(false);
      await dialog.getByTestId('watch-message-send').click();
      await expect(dialog.getByTestId('watch-message-error')).toHaveText(
        t('zh', 'error.MESSAGE_USER_OFFLINE'),
      );
      await screens.take('04-message-refused', page, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('the proctor hands the paper in: the card leaves and the counters move', async () => {
      const handed = await watch.statValue('hand');
      const sitting = await watch.statValue('process');
      await card.hand.click();
      const dialog = watch.handDialog();
      await dialog.getByTestId('watch-hand-reason').fill('桌面有手机');
      await screens.take('05-hand-in', page, { fullPage: false });
      await dialog.getByTestId('watch-hand-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(card.root).toHaveCount(0);
      await expect(watch.stat('hand')).toHaveText(String(handed + 1));
      await expect(watch.stat('process')).toHaveText(String(sitting - 1));
      await expect(watch.empty).toHaveText(t('zh', 'examWatch.grid.noUsers'));
      // Handed in by a proctor (handBy 4).
      expect((await db.paper(paperId)).handBy).toBe(4);
    });

    await test.step('the watch detail lists the handed-in paper with its monitoring record', async () => {
      await page.getByTestId('exam-watch-detail-link').click();
      await expect(page).toHaveURL(/\/admin\/exam\/watch-detail\?examId=/);
      await page.getByTestId('handed-search').fill(realName);
      await page.getByTestId('handed-search').press('Enter');
      const record = page.getByTestId(`handed-record-${paperId}`);
      await expect(record).toHaveAccessibleName(
        t('zh', 'examAdmin.papers.recordOf', { name: realName }),
      );
      await record.click();
      const dialog = watch.recordDialog();
      await expect(dialog.getByTestId('paper-events-leaves')).toContainText(
        t('zh', 'examWatch.record.seconds', { n: 12 }),
      );
      await expect(dialog.getByTestId('paper-events-summary')).toContainText('桌面有手机');
      await screens.take('06-handed-in-record', page, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // And back to the console from the detail header.
      await page.getByTestId('watch-live').click();
      await watch.expectLoaded(examId);
    });

    await test.step('in English, and on a phone', async () => {
      await watch.filter('');
      await useLocale(page, 'en');
      await watch.expectLoaded(examId);
      await expect(watch.stat('require')).not.toHaveText('—');
      await expect(page.getByText(t('en', 'examWatch.panel.autoPaging'))).toBeVisible();
      await screenSettled(page);
      await screens.take('07-console-en');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenSettled(page);
      await screens.take('08-console-en-390');
      await useLocale(page, 'zh');
      await watch.expectLoaded(examId);
      await screenSettled(page);
      await screens.take('09-console-zh-390');
    });
  } finally {
    for (const s of sockets) s.close();
    await db.setExamCamera(examId, cameraBefore);
  }
});
