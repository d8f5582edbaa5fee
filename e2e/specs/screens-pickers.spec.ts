import { expect, test } from '../fixtures/index.ts';
import { chooseRemote } from '../pages/components.ts';
import { ExamAdminList, ExamRuleRow } from '../pages/ExamAdminPages.ts';

/** The demo bank (prisma/seed/demo-bank.ts). */
const DEMO_REPO = 'repo-demo';
const DEMO_REPO_TITLE = '示例题库';

test('a student opens a question view, directly and through /redirect; other sites are not followed', async ({
  page,
  asStudent: learner,
  db,
  screens,
}) => {
  void learner;
  // The demo bank's first single choice: the fire alarm number, 119 (its analysis says why).
  const quId = 'qu-demo-single-1';
  expect((await db.repoQuestions(DEMO_REPO)).some((q) => q.id === quId)).toBe(true);
  const view = page.getByTestId('question-detail-page');

  await test.step('the question view shows the stem, the bank and the key', async () => {
    await page.goto(`/web/qu/view/${quId}`);
    await expect(view).toBeVisible();
    await expect(page.getByTestId('question-detail-repo')).toHaveText(DEMO_REPO_TITLE);
    await expect(view.getByTestId('question-view')).toBeVisible();
    const toggle = page.getByTestId('question-detail-toggle');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The right option is marked while the key shows (a single choice has exactly one).
    await expect(view.locator('[data-state="right"]')).toHaveCount(1);
    await expect(view.getByTestId('option-B')).toHaveAttribute('data-state', 'right');
    await expect(view.getByText(/我国的火警电话是/)).toBeVisible();
    await screens.take('01-question-view');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(view.locator('[data-state="right"]')).toHaveCount(0);
    await expect(view.getByText(/我国的火警电话是/)).toHaveCount(0);
    await screens.take('02-question-view-answer-hidden');
  });

  await test.step('on a phone the question view still reads and works', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('question-detail-toggle').click();
    await expect(view.getByTestId('option-B')).toHaveAttribute('data-state', 'right');
    await screens.take('02b-question-view-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('/redirect/{path*} goes on to the page, query kept', async () => {
    await page.goto(`/redirect/web/qu/view/${quId}?from=redirect`);
    await expect(page).toHaveURL(new RegExp(`/web/qu/view/${quId}\\?from=redirect$`));
    await expect(view).toBeVisible();
  });

  await test.step('/redirect to another site is not followed', async () => {
    await page.goto('/redirect//evil.example/steal');
    await expect(page).toHaveURL(/\/404$/);
    expect(new URL(page.url()).host).not.toContain('evil.example');
    await screens.take('03-redirect-refused');
  });
});

test('an admin adds exam rules from the repository picker and changes a bank by search', async ({
  page,
  asAdmin: admin,
  screens,
}) => {
  void admin;
  const list = new ExamAdminList(page);
  await list.goto();
  const editor = await list.openNew();
  const rowsBefore = await page
    .locator('[data-testid^="exam-rule-"][data-testid$="-subtotal"]')
    .count();

  await test.step('the repository picker searches as one types, ticks and confirms', async () => {
    await page.getByTestId('exam-rule-from-repos').click();
    const dialog = page.getByTestId('exam-rule-repo-picker');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('exam-rule-repo-picker-search').fill('示例');
    const row = dialog.getByTestId(`exam-rule-repo-picker-table-row-${DEMO_REPO}`);
    await expect(row).toBeVisible();
    await expect(dialog.getByTestId('exam-rule-repo-picker-confirm')).toHaveText('确定');
    // Tick from the keyboard: the row's checkbox takes Space.
    await row.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByTestId('exam-rule-repo-picker-confirm')).toHaveText(
      '确定（已选 1 项）',
    );
    await screens.take('04-repo-picker');
    await dialog.getByTestId('exam-rule-repo-picker-confirm').click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the rule holds the bank; the bank selector finds it again by keyboard', async () => {
    // The empty starting rule is replaced by the picked bank's rule.
    expect(rowsBefore).toBe(1);
    const rule = new ExamRuleRow(page, 0);
    const box = rule.repo.getByRole('combobox');
    await expect(box).toHaveValue(DEMO_REPO_TITLE);
    await box.click();
    await box.fill('不存在的题库');
    await expect(rule.repo.getByText('暂无相关数据！')).toBeVisible();
    await box.fill('示例');
    await expect(
      rule.repo.getByRole('option', { name: new RegExp(DEMO_REPO_TITLE) }),
    ).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await screens.take('05-repo-select-open');
    await box.press('Enter');
    await expect(box).toHaveValue(DEMO_REPO_TITLE);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await rule.quType.selectOption('1');
    await expect(rule.available).toBeVisible();
    await chooseRemote(rule.repo, '示例', DEMO_REPO_TITLE);
    await expect(editor.root).toBeVisible();
  });
});
