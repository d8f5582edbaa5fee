import { expect, test } from '../fixtures/index.ts';
import { AdminShell } from '../pages/AdminShell.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { ADMIN } from '../support/accounts.ts';
import { graphql } from '../support/graphql.ts';
import { t } from '../support/i18n.ts';

/** Seeded menus (prisma/seed/seed.ts): a "Dashboard" container whose only view is this one. */
const DASHBOARD_MENU = 'Dashboard';
const DASHBOARD_VIEW = 'DashboardIndex';
const SIDEBAR_WIDTH = 210;
const SIDEBAR_COLLAPSED_WIDTH = 64;

test('an administrator opens the back office from the learner header', async ({
  page,
  loginPage,
  db,
  screens,
}) => {
  const learner = new LearnerShell(page);
  const admin = new AdminShell(page);
  const viewTitle = await db.menuTitle(DASHBOARD_VIEW);
  const groupTitle = await db.menuTitle(DASHBOARD_MENU);

  await test.step('signing in from the learner home leads back there', async () => {
    await page.goto('/web/index');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fweb%2Findex$/);
    await loginPage.expectShown();
    await loginPage.loginAs(ADMIN);
    await learner.expectHome();
  });

  await test.step('the learner header shows the Administrator button', async () => {
    await expect(learner.adminButton).toBeVisible();
    await expect(learner.adminButton).toHaveText(t('zh', 'learner.header.admin'));
    await screens.take('01-admin-learner-home');
  });

  await test.step('the button opens the dashboard in the back office', async () => {
    await learner.adminButton.click();
    await admin.expectDashboard();
    await expect(admin.sidebar).toBeVisible();
    await expect(admin.sidebarLink(DASHBOARD_VIEW)).toHaveText(viewTitle);
    await expect(admin.sidebarLink(DASHBOARD_VIEW)).toHaveAttribute('aria-current', 'page');
    await expect(admin.breadcrumbs).toContainText(groupTitle);
    await expect(admin.breadcrumbs).toContainText(viewTitle);
    await expect(page).toHaveTitle(`${viewTitle} - ${await db.siteName()}`);
    await expect(admin.userCountTile).toContainText(t('zh', 'dashboard.index.userCount'));
    await expect(admin.userCountValue).toHaveText(String(await db.userCount()));
    expect(await admin.sidebarWidth()).toBe(SIDEBAR_WIDTH);
    await screens.take('02-dashboard');
  });

  await test.step('the sidebar collapses to icons, with the title as a tooltip', async () => {
    await expect(admin.sidebarToggle).toHaveAccessibleName(t('zh', 'admin.shell.collapse'));
    await admin.sidebarToggle.click();
    await expect.poll(() => admin.sidebarWidth()).toBe(SIDEBAR_COLLAPSED_WIDTH);
    await expect(admin.sidebarToggle).toHaveAccessibleName(t('zh', 'admin.shell.expand'));
    await expect(admin.sidebarLink(DASHBOARD_VIEW)).not.toContainText(viewTitle);
    await expect(admin.sidebar.getByTestId('site-name')).toHaveCount(0);
    await admin.sidebarLink(DASHBOARD_VIEW).hover();
    await expect(page.getByRole('tooltip')).toHaveText(viewTitle);
    await screens.take('03-sidebar-collapsed');
  });

  await test.step('the collapsed sidebar is remembered and expands again', async () => {
    await page.reload();
    await admin.expectDashboard();
    await expect.poll(() => admin.sidebarWidth()).toBe(SIDEBAR_COLLAPSED_WIDTH);
    await admin.sidebarToggle.click();
    await expect.poll(() => admin.sidebarWidth()).toBe(SIDEBAR_WIDTH);
    await expect(admin.sidebarLink(DASHBOARD_VIEW)).toHaveText(viewTitle);
  });
});

test.describe('on a narrow screen (800 x 900)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the back-office sidebar becomes a drawer', async ({
    page,
    asAdmin: admin,
    db,
    screens,
  }) => {
    const viewTitle = await db.menuTitle(DASHBOARD_VIEW);
    await admin.expectDashboard();
    await expect(admin.sidebar).toBeHidden();
    await expect(admin.sidebarToggle).toHaveAccessibleName(t('zh', 'admin.shell.openMenu'));
    await expect(admin.userCountValue).toHaveText(String(await db.userCount()));
    const main = await admin.main.boundingBox();
    expect(main?.x, 'the content starts at the left edge').toBe(0);
    await screens.take('04-mobile-dashboard');

    await admin.sidebarToggle.click();
    await expect(admin.drawer).toBeVisible();
    await expect(admin.sidebarLink(DASHBOARD_VIEW)).toHaveText(viewTitle);
    await screens.take('05-mobile-drawer');

    await page.keyboard.press('Escape');
    await expect(admin.drawer).toBeHidden();
    await expect(admin.dashboard).toBeVisible();
  });
});

test('a student has no Administrator button and cannot open the back office', async ({
  page,
  request,
  context,
  asStudent: learner,
  screens,
}) => {
  await expect(learner.adminButton).toHaveCount(0);
  await screens.take('06-student-home');

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/401$/);
  const refused = page.getByTestId('status-401');
  await expect(refused).toContainText(t('zh', 'status.unauthorized.title'));
  await expect(new AdminShell(page).sidebar).toHaveCount(0);
  await screens.take('07-student-admin-refused');

  // The server refuses the back-office data as well, whatever the client shows.
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
  const counts = await graphql(request, '{ dashboardCounts { userCount } }', { token });
  expect(counts.errorCodes.length).toBeGreaterThan(0);
  expect(counts.data?.dashboardCounts ?? null).toBeNull();

  await page.getByTestId('status-home').click();
  await learner.expectHome();
});
