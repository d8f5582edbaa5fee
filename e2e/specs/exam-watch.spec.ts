import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { expect, test } from '../fixtures/index.ts';
import { ExamAdminList, ExamWatchDetail } from '../pages/ExamAdminPages.ts';
import { ExamWatchPage } from '../pages/ExamWatchPage.ts';
import { savedState } from '../support/auth-state.ts';
import { signInByApi } from '../support/learner-browser.ts';
import { graphql } from '../support/graphql.ts';
import { t, type Locale } from '../support/i18n.ts';
import { readRunState } from '../support/run-state.ts';
import { screenSettled } from '../support/screens.ts';

/** The demo exam (prisma/seed/demo-exam.ts): open to everyone, in progress, 30 minutes. */
const DEMO_EXAM = '示例考试';

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
 * What the two-browser journey (proctoring-journey.spec.ts) leaves out of issue 15's proctor
 * console: a learner's card offline before she connects, the message to a learner who went
 * offline refused with the catalogue message, and the console in English and on a phone. The
 * learner is simulated from the test (the API and her graphql-ws connection).
 */
test('a proctor sees a learner come online and go offline and is refused a message to her; the console in zh and en, on a phone', async ({
  page,
  request,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const username = `watch_${run}`;
  const password = `Watch#${run}2026`;
  const realName = `监考${run}`;
  const adminToken = savedState('admin').cookies.find((c) => c.name === 'token')?.value ?? '';
  const sockets: WebSocket[] = [];
  const examId = await db.examIdByTitle(DEMO_EXAM);
  let paperId = '';

  try {
    await admin.expectLoaded();
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
    await test.step('the admin opens the live watch: her card is offline until she connects', async () => {
      await watch.goto(examId);
      await watch.filter(realName);
      await expect(card.root).toBeVisible();
      await card.expectOnline(false);
      await expect(card.root).toHaveAccessibleName(realName);
      await expect(card.message).toBeDisabled();
      await expect(card.progress).toHaveText(/0\/\d+/);
      expect(await watch.statValue('process')).toBeGreaterThanOrEqual(1);
      await screenSettled(page);
      await screens.take('01-console-zh');
      sockets.push(await openExamConnection(token, examId));
      await card.expectOnline(true);
      await expect(card.message).toBeEnabled();
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
      await screens.take('02-message-refused', page, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('in English, and on a phone', async () => {
      await watch.filter('');
      await useLocale(page, 'en');
      await watch.expectLoaded(examId);
      await expect(watch.stat('require')).not.toHaveText('—');
      await expect(page.getByText(t('en', 'examWatch.panel.autoPaging'))).toBeVisible();
      await screenSettled(page);
      await screens.take('03-console-en');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenSettled(page);
      await screens.take('04-console-en-390');
      await useLocale(page, 'zh');
      await watch.expectLoaded(examId);
      await screenSettled(page);
      await screens.take('05-console-zh-390');
    });
  } finally {
    for (const s of sockets) s.close();
    // The demo exam is shared with later journeys: her paper does not stay in the exam.
    if (paperId !== '') {
      await graphql(
        request,
        `mutation { forceHand(input: { paperId: "${paperId}", message: "" }) }`,
        { token: adminToken },
      );
    }
  }
});

/** Proctor assignment: the admin names a proctor in the exam editor; the watch detail lists them. */
test('the admin assigns a proctor in the exam editor; the watch detail lists them', async ({
  page,
  request,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const title = `监考分配 ${run}`;
  const proctorName = `proctor_${run}`;
  const adminToken = savedState('admin').cookies.find((c) => c.name === 'token')?.value ?? '';
  let examId = '';
  try {
    await admin.expectLoaded();
    const created = await graphql(
      request,
      `mutation { saveUser(input: { userName: "${proctorName}", password: "Proctor#${run}2026", realName: "监考员${run}", deptCode: "A01A03", roles: ["proctor"] }) { id } }`,
      { token: adminToken },
    );
    expect(created.errorCodes).toEqual([]);
    const proctor = { id: await db.userIdByName(proctorName), userName: proctorName };

    await test.step('the admin creates an exam and names its proctor in the editor', async () => {
      await page.goto('/admin/exam');
      const list = new ExamAdminList(page);
      await list.expectLoaded();
      const editor = await list.openNew();
      await editor.fill({
        title,
        start: new Date(),
        hours: 24,
        totalTime: 30,
        rules: [{ repo: '示例题库', quType: 1, count: 1, score: 10 }],
      });
      await editor.addProctor(proctor);
      const field = page.getByTestId('exam-form-proctors');
      await field.scrollIntoViewIfNeeded();
      await screenSettled(page);
      await screens.take('06-editor-proctors', page, { fullPage: false });
      await editor.saveAndReturn();
      examId = await db.examIdByTitle(title);
    });

    await test.step('the watch detail lists the proctor', async () => {
      const detail = new ExamWatchDetail(page);
      await detail.goto(examId);
      await expect(page.getByTestId(`watch-detail-proctor-user-${proctor.id}`)).toHaveText(
        `监考员${run}`,
      );
      await screenSettled(page);
      await screens.take('07-watch-detail-proctors', page, { fullPage: false });
    });
  } finally {
    if (examId !== '') {
      await graphql(request, `mutation { deleteExams(ids: ["${examId}"]) }`, {
        token: adminToken,
      });
    }
  }
});
