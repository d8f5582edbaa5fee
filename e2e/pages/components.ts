import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../support/i18n.ts';

/** The 中文 / English switch in the login page, the learner header and the admin top bar. */
export class LanguageSwitch {
  readonly button: Locator;

  constructor(private readonly page: Page) {
    this.button = page.getByTestId('lang-switch');
  }

  async choose(locale: Locale): Promise<void> {
    await this.button.click();
    const option = this.page.getByTestId(`lang-option-${locale}`);
    await expect(option).toBeVisible();
    await option.click();
    await expect(this.page.locator('html')).toHaveAttribute(
      'lang',
      locale === 'zh' ? 'zh-CN' : 'en',
    );
  }
}

/** The "Log out?" confirmation both shells open from their user menu. */
export class LogoutDialog {
  readonly root: Locator;
  readonly confirmButton: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('logout-dialog');
    this.confirmButton = page.getByTestId('logout-dialog-confirm');
  }

  /**
   * Opens the confirmation from a user menu: `menu` opens it, `item` is its "Log out". A pick made
   * while the menu is still opening can be lost on a loaded machine (no dialog, the menu stays
   * open): open the menu and pick again until the confirmation shows, never opening it twice.
   */
  async openFrom(menu: Locator, item: Locator): Promise<this> {
    await expect(async () => {
      if (await this.root.isVisible()) return;
      if (!(await item.isVisible())) await menu.click({ timeout: 2_000 });
      await item.click({ timeout: 2_000 });
      await expect(this.root).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    return this;
  }

  async confirm(): Promise<void> {
    await this.confirmButton.click();
  }
}

/** Notifications (toasts) of one kind: error, success, info. */
export function toasts(page: Page, type: 'error' | 'success' | 'info'): Locator {
  return page.getByTestId(`toast-${type}`);
}

/**
 * A remote-search selector (`RemoteSelect`, by its test id): types the text, waits for the
 * server's answer and chooses the option whose label is exactly `label` (default: the text).
 */
export async function chooseRemote(root: Locator, text: string, label = text): Promise<void> {
  const box = root.getByRole('combobox');
  await box.click();
  await box.fill(text);
  const option = root.getByRole('option', { name: label, exact: false }).filter({
    has: root.page().getByText(label, { exact: true }),
  });
  await expect(option.first()).toBeVisible();
  await option.first().click();
  await expect(box).toHaveValue(label);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}
