import fs from 'node:fs';
import { expect, test } from '../fixtures/index.ts';
import { toasts } from '../pages/components.ts';
import { QuestionAdminList, RepoAdminList } from '../pages/RepoAdminPages.ts';
import { t } from '../support/i18n.ts';
import { fillTemplate, headerTitles, isZip, readWorkbook, type SheetRow } from '../support/xlsx.ts';

/** Seeded menus (prisma/seed/seed.ts): the bank list sits in the question-bank group. */
const REPO_GROUP = 'RepoManage';
const REPO_LIST = 'RepoList';
/** The server's message for a single choice without exactly one right option (question.rules.ts). */
const ONE_RIGHT_MESSAGE = '必须有且只有一个正确选项';

test('an administrator imports questions from the template, with one bad question', async ({
  page,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const repos = new RepoAdminList(page);
  const dialog = repos.importDialog;
  const questions = new QuestionAdminList(page);
  const run = Date.now().toString(36);
  const title = `导入练习题库 ${run}`;
  const stem = (text: string) => `[${run}] ${text}`;

  await test.step('the bank list opens from the sidebar', async () => {
    await admin.openFromSidebar(REPO_LIST, await db.menuTitle(REPO_GROUP));
    await repos.expectLoaded();
    await screens.take('01-repo-list');
  });

  let repoId = '';
  await test.step('a new bank to import into', async () => {
    await repos.addButton.click();
    await expect(repos.form.root).toBeVisible();
    await repos.form.title.fill(title);
    await repos.form.remark.fill('e2e: questions imported from an xlsx file');
    await repos.form.submit.click();
    await expect(repos.form.root).toBeHidden();
    repoId = await db.repoIdByTitle(title);
    await repos.filter(run);
    await expect(repos.row(repoId)).toBeVisible();
    await expect(repos.quCount(repoId)).toHaveText('0');
  });

  let template = Buffer.alloc(0);
  await test.step('the import dialog offers the template, an xlsx file', async () => {
    await repos.openImport(repoId);
    await expect(dialog.root).toContainText(t('zh', 'repoAdmin.import.title', { title }));
    await expect(dialog.submit).toBeDisabled();
    const download = await dialog.downloadTemplate();
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    template = fs.readFileSync(await download.path());
    expect(isZip(template), 'an xlsx file is a zip archive').toBe(true);
    const workbook = await readWorkbook(template);
    const sheet = workbook.worksheets[0];
    expect(sheet, 'the template has a question sheet').toBeDefined();
    expect(headerTitles(sheet!)).toEqual(
      expect.arrayContaining([
        '题号',
        '父题号',
        '题型',
        '题干',
        '选项内容',
        '是否正确',
        '配对答案',
      ]),
    );
    expect(sheet!.rowCount, 'the template has examples').toBeGreaterThan(1);
    await screens.take('02-import-dialog', page, { fullPage: false });
  });

  // Five good questions of different types and one single choice without a right option.
  const good: { stem: string; rows: SheetRow[] }[] = [
    {
      stem: stem('疏散时应当走哪里？'),
      rows: [
        {
          题型: '单选题',
          章节: '导入章节',
          难度: 1,
          解析: '走安全出口。',
          选项内容: '安全出口',
          是否正确: 'Y',
        },
        { 选项内容: '电梯', 是否正确: 'N' },
      ],
    },
    {
      stem: stem('下列属于灭火器类型的有？'),
      rows: [
        { 题型: '多选题', 难度: 2, 选项内容: '干粉灭火器', 是否正确: 'Y' },
        { 选项内容: '二氧化碳灭火器', 是否正确: 'Y' },
        { 选项内容: '电风扇', 是否正确: 'N' },
      ],
    },
    {
      stem: stem('离开办公室时应关闭电源。'),
      rows: [
        { 题型: '判断题', 选项内容: '正确', 是否正确: 'Y' },
        { 选项内容: '错误', 是否正确: 'N' },
      ],
    },
    {
      stem: stem('火警电话是____。'),
      rows: [{ 题型: '填空题', 选项内容: '119||幺幺九' }],
    },
    {
      stem: stem('请将电话与用途配对。'),
      rows: [
        { 题型: '配对题', 选项内容: '119', 配对答案: '火警' },
        { 选项内容: '120', 配对答案: '急救' },
      ],
    },
  ];
  const bad = {
    stem: stem('没有正确答案的单选题'),
    rows: [
      { 题型: '单选题', 选项内容: '甲', 是否正确: 'N' },
      { 选项内容: '乙', 是否正确: 'N' },
    ] as SheetRow[],
  };
  // The bad question sits in the middle of the file.
  const ordered = [...good.slice(0, 3), bad, ...good.slice(3)];
  const rows: SheetRow[] = ordered.flatMap((q, i) =>
    q.rows.map((r, j) => (j === 0 ? { ...r, 题号: i + 1, 题干: q.stem } : r)),
  );
  const file = await fillTemplate(template, rows);
  const badRow = file.rowNumbers[rows.findIndex((r) => r.题干 === bad.stem)] as number;
  const fileName = `questions-${run}.xlsx`;

  await test.step('the import reports the bad question by its row', async () => {
    await dialog.choose(fileName, file.bytes);
    await expect(dialog.submit).toBeEnabled();
    await dialog.submit.click();
    await dialog.waitForJob();
    await expect(dialog.progress).toHaveAttribute('data-state', 'completed');
    await expect(dialog.summary).toHaveText(
      t('zh', 'repoAdmin.import.summary', {
        total: ordered.length,
        imported: good.length,
        failed: 1,
      }),
    );
    await expect(dialog.errorRows()).toHaveCount(1);
    const error = dialog.errorRows().first();
    await expect(error.locator('td').nth(0)).toHaveText(String(badRow));
    await expect(error.locator('td').nth(1)).toHaveText('是否正确');
    await expect(error.locator('td').nth(2)).toContainText(ONE_RIGHT_MESSAGE);
    await expect(dialog.errorReport).toBeVisible();
    await expect(
      toasts(page, 'success').filter({
        hasText: t('zh', 'repoAdmin.import.partlyDone', { imported: good.length, failed: 1 }),
      }),
    ).toBeVisible();
    await screens.take('03-import-errors', page, { fullPage: false });
  });

  await test.step('the bank now counts the imported questions', async () => {
    await dialog.root
      .getByRole('button', { name: t('zh', 'common.action.close'), exact: true })
      .click();
    await expect(dialog.root).toBeHidden();
    await expect(repos.quCount(repoId)).toHaveText(String(good.length));
    await screens.take('04-repo-list-after-import');
  });

  await test.step('the question list of the bank shows the good questions only', async () => {
    await repos.openQuestions(repoId);
    await expect(page).toHaveURL(new RegExp(`/admin/repo/qu\\?repoId=${repoId}$`));
    await expect(questions.root).toBeVisible();
    await expect(questions.repoFilter).toHaveValue(repoId);
    await expect(questions.rows).toHaveCount(good.length);
    for (const q of good) await expect(questions.root).toContainText(q.stem);
    await expect(questions.root).not.toContainText(bad.stem);
    const stored = await db.repoQuestions(repoId);
    expect(stored.map((q) => q.quType).sort()).toEqual([1, 2, 3, 5, 6]);
    for (const q of stored) await expect(questions.row(q.id)).toBeVisible();
    await screens.take('05-question-list');
  });
});
