import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { ExamCheckPage, ExamListPage } from '../pages/ExamPages.ts';
import { ExamTakePage } from '../pages/ExamTakePage.ts';
import { graphql } from '../support/graphql.ts';
import { t, type Locale } from '../support/i18n.ts';
import { expectFocusVisible, isFocused, tabTo } from '../support/keyboard.ts';
import { savedState } from '../support/auth-state.ts';

/** The seeded demo exam (prisma/seed/demo-exam.ts): every question type, 30 minutes. */
const DEMO_EXAM_ID = 'exam-demo';
const DEMO_EXAM_TITLE = '示例考试';
const LOCALE: Locale = 'en';
/** The question this journey flags for review. */
const FLAGGED = 2;

/**
 * Answers the controls of the question on screen with the keyboard only, from the question's
 * number (where the answer sheet puts the focus): Tab moves through the controls; a choice is
 * picked with Space, a text is typed, a matching list moves to its next entry with the arrow key.
 * Stops at the first control after the question. Returns how many controls it answered.
 */
async function answerByKeyboard(page: Page, questionView: Locator): Promise<number> {
  let answered = 0;
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page, `answering, Tab ${presses + 1}`);
    const focused = page.locator(':focus');
    if ((await focused.getAttribute('data-testid')) === 'flag-question') continue;
    const inside = await questionView.evaluate((view) => view.contains(document.activeElement));
    if (!inside) return answered;
    const control = await focused.evaluate((el) => ({
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role') ?? '',
      checked: el.getAttribute('aria-checked'),
    }));
    if ((control.role === 'radio' || control.role === 'checkbox') && control.checked !== 'true') {
      await page.keyboard.press('Space');
      await expect(focused).toHaveAttribute('aria-checked', 'true');
      answered += 1;
    } else if (control.tag === 'textarea' || control.tag === 'input') {
      await page.keyboard.type('keyboard answer');
      answered += 1;
    } else if (control.tag === 'select') {
      await page.keyboard.press('ArrowDown');
      await expect(focused).not.toHaveValue('');
      answered += 1;
    }
  }
  throw new Error('the focus never left the question');
}

test('a learner takes a whole exam with the keyboard only', async ({ page, db, screens }) => {
  test.setTimeout(180_000);
  await page.addInitScript((lang) => localStorage.setItem('examhall.lang', lang), LOCALE);
  await page.context().addCookies(savedState('student').cookies);
  const list = new ExamListPage(page);
  const check = new ExamCheckPage(page);
  const exam = new ExamTakePage(page);

  await test.step('from the exam list, Tab and Enter open the exam check page', async () => {
    await list.goto();
    await expect(list.card(DEMO_EXAM_ID)).toBeVisible();
    await screens.take('01-list');
    const card = list.card(DEMO_EXAM_ID);
    const start = card.getByRole('button', { name: t(LOCALE, 'exam.list.start') });
    const resume = card.getByRole('button', { name: t(LOCALE, 'exam.list.continue') });
    const action = (await resume.count()) > 0 ? resume : start;
    await tabTo(page, action, { max: 200 });
    await page.keyboard.press('Enter');
    await check.expectLoaded(DEMO_EXAM_ID);
    await screens.take('02-check');
  });

  await test.step('the check page starts the exam from the keyboard', async () => {
    await tabTo(page, page.getByRole('button', { name: t(LOCALE, 'exam.check.start') }));
    await page.keyboard.press('Enter');
    await exam.expectLoaded();
    await screens.take('03-exam');
  });

  const total = await page.locator('[data-testid^="exam-sheet-item-"]').count();
  expect(total).toBeGreaterThanOrEqual(7);

  for (let n = 1; n <= total; n += 1) {
    await test.step(`question ${n}: reached from the answer sheet and answered`, async () => {
      const item = page.getByRole('button', {
        name: new RegExp(
          `^${t(LOCALE, 'examTake.sheet.itemLabel', { n, status: '' }).split(',')[0]},`,
        ),
      });
      await tabTo(page, item, { max: 200 });
      await page.keyboard.press('Enter');
      await exam.expectAt(n);
      // The sheet moves the focus to the question, visibly, so the next Tab is in the question.
      await expect(exam.number).toBeFocused();
      await expectFocusVisible(page, `question ${n}`);
      if (n === FLAGGED) {
        await page.keyboard.press('Tab');
        await expect(exam.flagButton).toBeFocused();
        await page.keyboard.press('Space');
        await expect(exam.flagButton).toHaveAttribute('aria-pressed', 'true');
        await exam.number.focus();
      }
      const answered = await answerByKeyboard(page, exam.question.root);
      expect(answered, `controls answered on question ${n}`).toBeGreaterThan(0);
      await expect(exam.sheetItem(n)).toHaveAttribute('data-state', 'answered');
      if (n === 1 || n === total) await screens.take(`04-question-${n}`);
    });
  }

  await test.step('extra time granted during the exam is announced politely', async () => {
    const announcer = page.getByTestId('time-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    const adminToken = savedState('admin').cookies.find((c) => c.name === 'token')?.value ?? '';
    const studentId = await db.userIdByName('student');
    const granted = await graphql(
      page.request,
      `mutation { grantExtraTime(input: { examId: "${DEMO_EXAM_ID}", userId: "${studentId}", minutes: 10 }) { paperId } }`,
      { token: adminToken },
    );
    expect(granted.errorCodes).toEqual([]);
    // The page re-syncs its clock with the server every 30 s and when the network comes back.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const prefix = t(LOCALE, 'examTake.time.extra').split('{')[0] ?? '';
    await expect(announcer).toContainText(prefix);
    await expect(announcer).toContainText('10');
  });

  await test.step('the hand-in dialog opens, takes the focus and confirms', async () => {
    await exam.expectSaved();
    await tabTo(
      page,
      exam.handInButton.and(
        page.getByRole('button', { name: t(LOCALE, 'examTake.handIn.button') }),
      ),
      {
        max: 200,
        backwards: true,
      },
    );
    await page.keyboard.press('Enter');
    await expect(exam.handInDialog).toBeVisible();
    expect(await exam.handInDialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // The dialog reminds of the flagged question (English plural: "1 question is still flagged").
    await expect(exam.sheetItem(FLAGGED)).toHaveAttribute('data-flagged', 'true');
    await expect(exam.handInDialog).toContainText(/\b1 question is still flagged/);
    await screens.take('05-hand-in', page, { fullPage: false });
    const confirm = exam.handInDialog.getByRole('button', {
      name: t(LOCALE, 'examTake.handIn.confirm'),
    });
    if (!(await isFocused(confirm))) await tabTo(page, confirm, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/web\/exam\/result\/[^/]+$/);
  });

  await test.step('the result is read, and its controls are reached by keyboard', async () => {
    await expect(page.getByTestId('paper-result')).toBeVisible();
    await expect(page.getByRole('heading', { name: DEMO_EXAM_TITLE })).toBeVisible();
    await screens.take('06-result');
    const back = t(LOCALE, 'exam.result.backList');
    await tabTo(
      page,
      page.getByRole('button', { name: back }).or(page.getByRole('link', { name: back })),
      { max: 200 },
    );
  });
});
