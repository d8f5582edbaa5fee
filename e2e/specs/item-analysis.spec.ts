import { expect, test } from '../fixtures/index.ts';
import { ExamAdminList } from '../pages/ExamAdminPages.ts';
import { ItemAnalysisPanel } from '../pages/ItemAnalysisPanel.ts';
import { toasts } from '../pages/components.ts';
import { t } from '../support/i18n.ts';
import { screenSettled } from '../support/screens.ts';

/*
 * Six finished papers of four 1-mark single-choice questions (1: chose the right option A).
 * Facility: Q1 4/6 = 66.7%, Q2 3/6 = 50%, Q3 2/6 = 33.3% (suggests the harder level), Q4 6/6 =
 * 100% (too easy, and everyone scores it, so it does not discriminate).
 * Alpha over the four: 4/3 x (1 - (2/9 + 1/4 + 2/9 + 0) / (11/12)) = 32/99 = 0.32.
 */
const MARKS = [
  [1, 1, 1, 1],
  [1, 1, 0, 1],
  [1, 0, 1, 1],
  [0, 1, 0, 1],
  [1, 0, 0, 1],
  [0, 0, 0, 1],
];

test('an admin opens the item analysis of an exam with results and applies a suggested level to the bank', async ({
  page,
  asAdmin: admin,
  db,
  screens,
}) => {
  // The dashboard the admin lands on shows the user overview next to the exam overview.
  await admin.page.goto('/');
  const userChart = page.getByTestId('user-week-chart');
  await expect(userChart).toBeVisible();
  await expect(page.getByTestId('user-week-total')).toContainText(
    t('zh', 'dashboard.userChart.allUser'),
  );
  await expect(page.getByTestId('exam-week-chart')).toBeVisible();
  await screenSettled(page);
  await screens.take('00-dashboard');

  const title = `试题分析 ${Date.now().toString(36)}`;
  const { examId, questionIds } = await db.seedFinishedExam(title, MARKS);

  // From the exam list to the exam's detail page.
  const list = new ExamAdminList(page);
  await list.goto();
  await list.filter(title);
  await expect(list.row(examId)).toBeVisible();
  await page.getByTestId(`exam-watch-${examId}`).click();

  const analysis = new ItemAnalysisPanel(page);
  await analysis.open();
  await screenSettled(page);
  await expect(analysis.papers).toHaveText('6');
  await expect(analysis.alpha).toHaveText('0.32');
  await expect(analysis.facility(1)).toHaveText('66.7%');
  await expect(analysis.facility(3)).toHaveText('33.3%');
  await expect(analysis.facility(4)).toHaveText('100%');
  await expect(analysis.options(1)).toHaveText('A✓ 4 · B 2');
  await expect(analysis.flags(4)).toContainText(t('zh', 'examAdmin.analysis.flagTooEasy'));
  await expect(analysis.flags(4)).toContainText(
    t('zh', 'examAdmin.analysis.flagPoorDiscrimination'),
  );
  // Only the third question's level is not what its facility suggests.
  await expect(analysis.applyButton(3)).toBeVisible();
  await expect(analysis.applyButton(1)).toHaveCount(0);
  await screens.take('01-analysis');

  // One click sets the bank question to the harder level.
  await analysis.applyButton(3).click();
  await expect(toasts(page, 'success').last()).toContainText(t('zh', 'examAdmin.analysis.applied'));
  await expect(analysis.level(3)).toHaveText(t('zh', 'question.level.hard'));
  await expect(analysis.applyButton(3)).toHaveCount(0);
  expect(await db.questionLevel(questionIds[2]!)).toBe(2);
  expect(await db.questionLevel(questionIds[0]!)).toBe(1);

  // The xlsx of the analysis.
  const download = page.waitForEvent('download');
  await analysis.exportButton.click();
  expect((await download).suggestedFilename()).toBe(`${title}-item-analysis.xlsx`);
  await screens.take('02-applied');
});
