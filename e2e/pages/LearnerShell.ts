import { expect, type Locator, type Page } from '@playwright/test';
import { LanguageSwitch, LogoutDialog } from './components.ts';

/** An entry of the header's study submenu: the menu opens, then the entry is chosen. */
export async function openStudyEntry(
  page: Page,
  entry: 'nav-home' | 'nav-repo' | 'nav-book' | 'nav-paper',
): Promise<void> {
  const item = page.getByTestId(entry);
  // A pick made while the menu is still opening can be lost on a loaded machine (the menu stays
  // open): open it and pick again until the menu has closed on the pick.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('nav-study').click();
    await item.click({ timeout: 2_000 });
    await expect(item).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The learner frame: header (brand, study menu, language, Administrator, user menu) around a page. */
export class LearnerShell {
  readonly header: Locator;
  /** The study submenu's trigger (exam module on); its entries are in `openStudyEntry`. */
  readonly navStudy: Locator;
  readonly navHome: Locator;
  readonly adminButton: Locator;
  readonly userMenu: Locator;
  readonly userName: Locator;
  readonly siteName: Locator;
  readonly banner: Locator;
  readonly bannerName: Locator;
  readonly language: LanguageSwitch;
  readonly logoutDialog: LogoutDialog;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.navStudy = page.getByTestId('nav-study');
    this.navHome = page.getByTestId('nav-home');
    this.adminButton = page.getByTestId('header-admin-link');
    this.userMenu = page.getByTestId('header-user-menu');
    this.userName = page.getByTestId('header-user-name');
    this.siteName = this.header.getByTestId('site-name');
    this.banner = page.getByTestId('user-banner');
    this.bannerName = page.getByTestId('user-banner-name');
    this.language = new LanguageSwitch(page);
    this.logoutDialog = new LogoutDialog(page);
  }

  async gotoHome(): Promise<void> {
    await this.page.goto('/web/index');
    await this.expectHome();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.userMenu).toBeVisible();
  }

  async expectHome(): Promise<void> {
    await expect(this.page).toHaveURL(/\/web\/index$/);
    await this.expectLoaded();
    await expect(this.banner).toBeVisible();
  }

  /** User menu, then "User centre". */
  async openProfile(): Promise<void> {
    const link = this.page.getByTestId('header-profile-link');
    // A click on an item while the menu is still opening can be lost on a busy machine: again.
    await expect(async () => {
      if (!(await link.isVisible())) await this.userMenu.click();
      await link.click({ timeout: 2000 });
      await expect(this.page).toHaveURL(/\/profile$/, { timeout: 2000 });
    }).toPass();
  }

  /** User menu, then "Log out": the confirmation opens (not confirmed yet). */
  async openLogoutDialog(): Promise<LogoutDialog> {
    return this.logoutDialog.openFrom(this.userMenu, this.page.getByTestId('header-logout'));
  }
}
