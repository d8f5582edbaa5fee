import { expect, test } from '../fixtures/index.ts';
import { AdminShell } from '../pages/AdminShell.ts';
import { toasts } from '../pages/components.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { DepartmentPage, RolePage, UserPage } from '../pages/OrgPages.ts';
import { RepoAdminList } from '../pages/RepoAdminPages.ts';
import type { Account } from '../support/accounts.ts';
import { graphql } from '../support/graphql.ts';
import { t } from '../support/i18n.ts';

/** Seeded menus (prisma/seed/seed.ts). */
const SYS_GROUP = 'SysManage';
const GRANTED = {
  /** Menu ids ticked in the grant dialog ... */
  ids: ['menu-dashboard-index', 'menu-repo-list'],
  /** ... and the sidebar entries they give (each group has one view, so no group shows). */
  views: ['DashboardIndex', 'RepoList'],
};
/** Seeded screens the role must not get. */
const NOT_GRANTED = [
  'QuList',
  'SysManage',
  'SysUser',
  'RoleList',
  'MenuList',
  'DepartList',
  'GroupList',
  'DictList',
  'SysConfig',
  'AuditLog',
];

test('an administrator sets up a department, a role with two menus and a user who sees only those', async ({
  page,
  request,
  context,
  asAdminByForm: admin,
  loginPage,
  db,
  screens,
}) => {
  test.setTimeout(120_000);
  const departments = new DepartmentPage(page);
  const roles = new RolePage(page);
  const users = new UserPage(page);
  const sysGroup = await db.menuTitle(SYS_GROUP);
  const run = Date.now().toString(36);
  const deptName = `质检部 ${run}`;
  const roleName = `质检员 ${run}`;
  const account: Account = { username: `qc_${run}`, password: `Qc#${run}2026` };

  await test.step('a new top-level department', async () => {
    await admin.openFromSidebar('DepartList', sysGroup);
    await expect(departments.root).toBeVisible();
    await departments.addTop.click();
    await expect(departments.form).toBeVisible();
    await departments.name.fill(deptName);
    await departments.save.click();
    await expect(
      toasts(page, 'success').filter({ hasText: t('zh', 'sys.common.saved') }),
    ).toBeVisible();
    const dept = await db.departmentByName(deptName);
    await expect(departments.node(dept.id)).toBeVisible();
    await expect(departments.node(dept.id)).toHaveAttribute('data-selected', '');
    await expect(departments.code).toHaveValue(dept.deptCode);
    await screens.take('01-department');
  });

  let roleId = '';
  await test.step('a new administrator role (type 2)', async () => {
    await admin.openFromSidebar('RoleList', sysGroup);
    await expect(roles.root).toBeVisible();
    await roles.addButton.click();
    await expect(roles.dialog).toBeVisible();
    await roles.name.fill(roleName);
    await roles.type(2).click();
    await expect(roles.type(2)).toHaveAttribute('data-state', 'checked');
    await screens.take('02-role-dialog', page, { fullPage: false });
    await roles.save.click();
    await expect(roles.dialog).toBeHidden();
    roleId = await db.roleIdByName(roleName);
    await expect(roles.row(roleId)).toContainText(roleName);
    await expect(roles.row(roleId)).toContainText(t('zh', 'sysRole.type.admin'));
  });

  await test.step('the role gets the dashboard and the question-bank list', async () => {
    await roles.menusButton(roleId).click();
    await expect(roles.menusDialog).toBeVisible();
    await expect(roles.menusCount).toHaveText(/^已选 0 \//);
    for (const id of GRANTED.ids) {
      await roles.menuCheck(id).click();
      await expect(roles.menuCheck(id)).toHaveAttribute('data-state', 'checked');
    }
    await expect(roles.menuCheck('menu-qu-list')).not.toHaveAttribute('data-state', 'checked');
    await expect(roles.menuCheck('menu-sys-user')).not.toHaveAttribute('data-state', 'checked');
    await screens.take('03-role-menus', page, { fullPage: false });
    await roles.menusSave.click();
    await expect(roles.menusDialog).toBeHidden();
    const granted = await db.roleMenuNames(roleId);
    expect(granted).toEqual(expect.arrayContaining(['Dashboard', 'RepoManage', ...GRANTED.views]));
    for (const other of NOT_GRANTED) expect(granted).not.toContain(other);
  });

  await test.step('a user in that department with that role', async () => {
    await admin.openFromSidebar('SysUser', sysGroup);
    await expect(users.root).toBeVisible();
    await users.addButton.click();
    const dialog = users.dialog;
    await expect(dialog.root).toBeVisible();
    await dialog.userName.fill(account.username);
    await dialog.password.fill(account.password);
    await dialog.familyName.fill('王');
    await dialog.realName.fill('质检');
    await dialog.chooseDepartment(deptName);
    await dialog.chooseRole(roleId);
    await screens.take('04-user-dialog', page, { fullPage: false });
    await dialog.save.click();
    await expect(dialog.root).toBeHidden();
    await users.filter(account.username);
    const userId = await db.userIdByName(account.username);
    await expect(users.rows()).toHaveCount(1);
    await expect(users.row(userId)).toContainText(deptName);
    await expect(users.row(userId)).toContainText(roleName);
    const access = await db.userAccess(account.username);
    expect(access).toEqual({
      deptCode: (await db.departmentByName(deptName)).deptCode,
      roleIds: [roleId],
    });
    await screens.take('05-user-list');
  });

  await test.step('the administrator logs out', async () => {
    const dialog = await admin.openLogoutDialog();
    await dialog.confirm();
    await loginPage.expectShown();
  });

  const shell = new AdminShell(page);
  await test.step('the new user signs in and sees exactly the two menus', async () => {
    await loginPage.loginAs(account);
    await shell.expectDashboard();
    const links = shell.sidebar.locator('a[data-testid^="sidebar-link-"]');
    await expect(links).toHaveCount(GRANTED.views.length);
    expect(
      (await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-testid')))).sort(),
    ).toEqual(GRANTED.views.map((v) => `sidebar-link-${v}`).sort());
    for (const view of GRANTED.views) {
      await expect(shell.sidebarLink(view)).toHaveText(await db.menuTitle(view));
    }
    await expect(shell.sidebar.getByRole('navigation').getByRole('button')).toHaveCount(0);
    await expect(shell.userCountValue).toHaveText(String(await db.userCount()));
    await screens.take('06-user-dashboard');
  });

  await test.step('the question-bank list works for the user', async () => {
    await shell.openFromSidebar('RepoList');
    await expect(new RepoAdminList(page).root).toBeVisible();
  });

  await test.step('the learner side shows the Administrator button', async () => {
    await shell.userMenu.click();
    await page.getByTestId('admin-learner-home-link').click();
    const learner = new LearnerShell(page);
    await learner.expectHome();
    await expect(learner.adminButton).toBeVisible();
    await expect(learner.adminButton).toHaveText(t('zh', 'learner.header.admin'));
    await screens.take('07-learner-home');
    await learner.adminButton.click();
    await shell.expectDashboard();
  });

  await test.step('a direct visit to the user administration is refused', async () => {
    await page.goto('/admin/sys/user');
    await expect(shell.main).toBeVisible();
    await expect(page.getByTestId('status-404')).toBeVisible();
    await expect(users.root).toHaveCount(0);
    await expect(shell.sidebar.locator('a[data-testid^="sidebar-link-"]')).toHaveCount(
      GRANTED.views.length,
    );
    await screens.take('08-user-admin-refused');
    // The server refuses the data too, whatever the client shows.
    const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
    expect(token).not.toBe('');
    const listed = await graphql(
      request,
      '{ adminUserPaging(input: { current: 1, size: 1 }) { total } }',
      { token },
    );
    expect(listed.errorCodes.length).toBeGreaterThan(0);
    expect(listed.data?.adminUserPaging ?? null).toBeNull();
  });
});
