import fs from 'node:fs';
import { expect, test } from '../fixtures/index.ts';
import { toasts } from '../pages/components.ts';
import { UserPage } from '../pages/OrgPages.ts';
import { t } from '../support/i18n.ts';
import {
  fillTemplate,
  headerTitles,
  isZip,
  plainTitle,
  readWorkbook,
  type SheetRow,
} from '../support/xlsx.ts';

/** Seeded menus, departments and roles (prisma/seed/seed.ts). */
const SYS_GROUP = 'SysManage';
const TRAINING_CENTRE = { code: 'A01A02', name: '培训中心' };
const TEAM_ONE = '培训一部';
/** A role that does not exist: its row is refused with the server's roleNotFound message. */
const NO_SUCH_ROLE = '不存在的角色';
const ROLE_NOT_FOUND = `角色不存在：${NO_SUCH_ROLE}`;

test('an administrator imports users from the template; the bad row is reported, the others are added', async ({
  page,
  asAdmin: admin,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const users = new UserPage(page);
  const dialog = users.importDialog;
  const run = Date.now().toString(36);
  const accounts = {
    first: `imp_a_${run}`,
    bad: `imp_b_${run}`,
    third: `imp_c_${run}`,
  };

  await test.step('the user administration opens from the sidebar', async () => {
    await admin.openFromSidebar('SysUser', await db.menuTitle(SYS_GROUP));
    await expect(users.root).toBeVisible();
  });

  let template = Buffer.alloc(0);
  await test.step('the import dialog offers the template, an xlsx file', async () => {
    await users.importButton.click();
    await expect(dialog.root).toBeVisible();
    await expect(dialog.root).toContainText(t('zh', 'sysUser.import.title'));
    await expect(dialog.start).toBeDisabled();
    const download = await dialog.downloadTemplate();
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    template = fs.readFileSync(await download.path());
    expect(isZip(template), 'an xlsx file is a zip archive').toBe(true);
    const sheet = (await readWorkbook(template)).worksheets[0];
    expect(sheet, 'the template has a user sheet').toBeDefined();
    const titles = headerTitles(sheet!);
    expect(titles.map(plainTitle)).toEqual(
      expect.arrayContaining(['账号', '姓名', '密码', '部门编码', '部门名称', '角色']),
    );
    // Required columns are starred.
    expect(titles).toEqual(expect.arrayContaining(['账号*', '姓名*', '密码*', '角色*']));
    await screens.take('01-import-dialog', page, { fullPage: false });
  });

  // The bad row (a role that does not exist) sits between two good ones; the third user's
  // department is given by its name and the role by its name.
  const rows: SheetRow[] = [
    {
      账号: accounts.first,
      姓名: '导入甲',
      密码: `Imp#${run}A1`,
      部门编码: TRAINING_CENTRE.code,
      角色: 'student',
      邮箱: `${accounts.first}@example.com`,
    },
    {
      账号: accounts.bad,
      姓名: '导入乙',
      密码: `Imp#${run}B2`,
      部门编码: TRAINING_CENTRE.code,
      角色: NO_SUCH_ROLE,
    },
    {
      账号: accounts.third,
      姓名: '导入丙',
      密码: `Imp#${run}C3`,
      部门名称: TEAM_ONE,
      角色: '学员',
      姓氏: '李',
      班级: '二班',
    },
  ];
  const file = await fillTemplate(template, rows);
  const badRow = file.rowNumbers[1] as number;
  const fileName = `users-${run}.xlsx`;

  await test.step('the import reports the bad row', async () => {
    await dialog.choose(fileName, file.bytes);
    await expect(dialog.start).toBeEnabled();
    await dialog.start.click();
    await expect(dialog.summary).toHaveText(
      t('zh', 'sysUser.import.summary', { total: rows.length, imported: 2, failed: 1 }),
      { timeout: 60_000 },
    );
    await expect(dialog.state).toHaveText(t('zh', 'sysUser.import.finished'));
    await expect(dialog.errors.locator('tbody tr')).toHaveCount(1);
    const error = dialog.errorRow(badRow);
    await expect(error.locator('td').nth(0)).toHaveText(String(badRow));
    await expect(error.locator('td').nth(1)).toHaveText('角色');
    await expect(error.locator('td').nth(2)).toHaveText(ROLE_NOT_FOUND);
    await expect(dialog.errorReport).toBeVisible();
    // Partly imported: no "all imported" notice.
    await expect(toasts(page, 'success')).toHaveCount(0);
    await screens.take('02-import-errors', page, { fullPage: false });
  });

  await test.step('the good users are in the list, the bad one is not', async () => {
    await dialog.root
      .getByRole('button', { name: t('zh', 'sysUser.job.close'), exact: true })
      .click();
    await expect(dialog.root).toBeHidden();
    await users.filter(run);
    await expect(users.rows()).toHaveCount(2);
    const first = users.row(await db.userIdByName(accounts.first));
    const third = users.row(await db.userIdByName(accounts.third));
    await expect(first).toContainText(accounts.first);
    await expect(first).toContainText(TRAINING_CENTRE.name);
    await expect(first).toContainText('学员');
    await expect(third).toContainText(accounts.third);
    await expect(third).toContainText(TEAM_ONE);
    await expect(users.table).not.toContainText(accounts.bad);
    expect(await db.existingUserNames(Object.values(accounts))).toEqual(
      [accounts.first, accounts.third].sort(),
    );
    await screens.take('03-users-after-import');
  });
});
