import { expect, type Locator, type Page } from '@playwright/test';
import { LanguageSwitch, LogoutDialog } from './components.ts';

/** The back-office frame: sidebar from the user's menus (a drawer below 992 px), top bar, view. */
export class AdminShell {
  readonly sidebar: Locator;
  readonly sidebarToggle: Locator;
  readonly breadcrumbs: Locator;
  readonly main: Locator;
  readonly userMenu: Locator;
  readonly drawer: Locator;
  readonly dashboard: Locator;
  readonly userCountTile: Locator;
  readonly userCountValue: Locator;
  readonly language: LanguageSwitch;
  readonly logoutDialog: LogoutDialog;

  constructor(readonly page: Page) {
    this.sidebar = page.getByTestId('admin-sidebar');
    this.sidebarToggle = page.getByTestId('admin-sidebar-toggle');
    this.breadcrumbs = page.getByTestId('admin-breadcrumbs');
    this.main = page.getByTestId('admin-main');
    this.userMenu = page.getByTestId('admin-user-menu');
    this.drawer = page.getByRole('dialog').filter({ has: this.sidebar });
    this.dashboard = page.getByTestId('dashboard');
    this.userCountTile = page.getByTestId('count-tile-users');
    this.userCountValue = page.getByTestId('count-tile-users-value');
    this.language = new LanguageSwitch(page);
    this.logoutDialog = new LogoutDialog(page);
  }

  /** A sidebar entry by its menu route name (e.g. DashboardIndex). */
  sidebarLink(routeName: string): Locator {
    return this.sidebar.getByTestId(`sidebar-link-${routeName}`);
  }

  /** A sidebar group (a menu with several views) by its title; it has no test id of its own. */
  sidebarGroup(title: string): Locator {
    return this.sidebar.getByRole('button', { name: title, exact: true });
  }

  /** Opens a view from the sidebar: its group first when it sits in one (group title given). */
  async openFromSidebar(routeName: string, groupTitle?: string): Promise<void> {
    const link = this.sidebarLink(routeName);
    if (groupTitle !== undefined && !(await link.isVisible())) {
      await this.sidebarGroup(groupTitle).click();
      await expect(link).toBeVisible();
    }
    // A long menu scrolls: bring the entry into view before the click, so the click does not land
    // where the entry was while the list was still moving; a group still opening moves it again.
    await expect(async () => {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ timeout: 1000 });
    }).toPass();
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }

  /** User menu, then "Log out": the confirmation opens (not confirmed yet). */
  async openLogoutDialog(): Promise<LogoutDialog> {
    return this.logoutDialog.openFrom(this.userMenu, this.page.getByTestId('admin-logout'));
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin(\/|$)/);
    await expect(this.main).toBeVisible();
    await expect(this.userMenu).toBeVisible();
  }

  async expectDashboard(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/dashboard$/);
    await expect(this.dashboard).toBeVisible();
  }

  /** Width of the desktop sidebar in CSS pixels (animated: poll it). */
  async sidebarWidth(): Promise<number> {
    const box = await this.sidebar.boundingBox();
    return box === null ? 0 : Math.round(box.width);
  }
}
