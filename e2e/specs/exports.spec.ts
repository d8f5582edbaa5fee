import fs from 'node:fs';
import { expect, test } from '../fixtures/index.ts';
import { ExamWatchDetail } from '../pages/ExamAdminPages.ts';
import { savedState } from '../support/auth-state.ts';
import { signInByApi } from '../support/learner-browser.ts';
import { graphql } from '../support/graphql.ts';
import { t } from '../support/i18n.ts';
import { isZip } from '../support/xlsx.ts';

/** The seeded demo exam and the exams menu group (prisma/seed). */
const DEMO_EXAM = '示例考试';
const EXAM_GROUP = 'ExamManage';

test('an admin exports the papers of an exam as a zip of PDFs with the results, and finds the job in the export list', async ({
  page,
  request,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const username = `exp_${run}`;
  const password = `Export#${run}2026`;
  const realName = `导出${run}`;
  const adminToken = savedState('admin').cookies.find((c) => c.name === 'token')?.value ?? '';
  const examId = await db.examIdByTitle(DEMO_EXAM);
  let paperId = '';

  await test.step('a learner sits the demo exam and hands in (through the API)', async () => {
    const created = await graphql(
      request,
      `mutation { saveUser(input: { userName: "${username}", password: "${password}", realName: "${realName}", deptCode: "A01A02", roles: ["student"] }) { id } }`,
      { token: adminToken },
    );
    expect(created.errorCodes).toEqual([]);
    const token = await signInByApi(request, db, username, password);
    const paper = await graphql(
      request,
      `mutation { createPaper(input: { examId: "${examId}" }) { id } }`,
      { token },
    );
    expect(paper.errorCodes).toEqual([]);
    paperId = (paper.data?.createPaper as { id: string }).id;
    const handed = await graphql(request, `mutation { handExam(id: "${paperId}") { id } }`, {
      token,
    });
    expect(handed.errorCodes).toEqual([]);
  });

  const detail = new ExamWatchDetail(page);
  await test.step('the papers tab offers the export formats', async () => {
    await admin.expectLoaded();
    await detail.goto(examId, 'papers');
    await expect(detail.papers.root).toBeVisible();
    await expect(detail.papers.row(paperId)).toBeVisible();
    await page.getByTestId('paper-export').click();
    await expect(page.getByTestId('paper-export-zip')).toBeVisible();
    await screens.take('01-export-menu', page, { fullPage: false });
  });

  await test.step('the zip export runs with a progress bar and downloads by itself', async () => {
    const downloading = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByTestId('paper-export-zip').click();
    const dialog = page.getByTestId('paper-export-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('paper-export-progress')).toBeVisible();
    await expect(dialog.getByTestId('paper-export-state')).toHaveText(
      t('zh', 'paperExport.state.completed'),
      { timeout: 60_000 },
    );
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^示例考试-\d{14}\.zip$/);
    const bytes = fs.readFileSync(await download.path());
    expect(isZip(bytes), 'a zip archive').toBe(true);
    // Zip entry names are stored as written: the learner's PDF and the results sheet.
    expect(bytes.includes(Buffer.from(`${realName}-${username}.pdf`))).toBe(true);
    expect(bytes.includes(Buffer.from('成绩汇总.xlsx'))).toBe(true);
    await expect(dialog.getByTestId('paper-export-download')).toBeEnabled();
    await screens.take('02-export-done', page, { fullPage: false });
    await dialog
      .getByRole('button', { name: t('zh', 'paperExport.dialog.close') })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the export list keeps the job with its file until it expires', async () => {
    await admin.openFromSidebar('ExportJobs', await db.menuTitle(EXAM_GROUP));
    const list = page.getByTestId('export-jobs');
    await expect(list).toBeVisible();
    const first = list.locator('[data-testid^="export-job-state-"]').first();
    await expect(first).toHaveAttribute('data-state', 'completed');
    await expect(list).toContainText('示例考试-');
    const again = page.waitForEvent('download');
    await list.locator('[data-testid^="export-job-download-"]').first().click();
    expect((await again).suggestedFilename()).toMatch(/\.zip$/);
    await screens.take('03-export-jobs', page, { fullPage: false });
  });
});
