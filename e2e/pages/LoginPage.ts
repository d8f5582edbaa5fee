import { expect, type Locator, type Page } from '@playwright/test';
import type { Db } from '../fixtures/db.ts';
import type { Account } from '../support/accounts.ts';
import { LanguageSwitch } from './components.ts';

/** /login: account, password and picture captcha. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly captcha: Locator;
  readonly captchaImage: Locator;
  readonly captchaPicture: Locator;
  readonly submit: Locator;
  readonly heading: Locator;
  readonly language: LanguageSwitch;

  constructor(
    readonly page: Page,
    private readonly db: Db,
  ) {
    this.username = page.getByTestId('login-username');
    this.password = page.getByTestId('login-password');
    this.captcha = page.getByTestId('login-captcha');
    this.captchaImage = page.getByTestId('login-captcha-image');
    this.captchaPicture = this.captchaImage.locator('img');
    this.submit = page.getByTestId('login-submit');
    this.heading = page.getByRole('heading', { level: 2 });
    this.language = new LanguageSwitch(page);
  }

  /** Opens a path (default /login) and waits for the form with its captcha picture. */
  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login(\?|$)/);
    await expect(this.submit).toBeVisible();
    await expect(this.captchaPicture).toHaveAttribute('src', /^data:image\//);
  }

  /** The key of the captcha picture on screen. */
  async shownCaptchaKey(): Promise<string> {
    return this.db.shownCaptchaKey(this.page);
  }

  async fill(account: Account, captcha: string): Promise<void> {
    await this.username.fill(account.username);
    await this.password.fill(account.password);
    await this.captcha.fill(captcha);
  }

  /** Fills the form with the right answer to the shown captcha and submits it. */
  async submitAs(account: Account): Promise<void> {
    await this.fill(account, await this.db.captchaAnswer(this.page));
    await this.submit.click();
  }

  /** Logs in and waits until the app has left the login page. */
  async loginAs(account: Account): Promise<void> {
    await this.submitAs(account);
    await expect(this.page).not.toHaveURL(/\/login(\?|$)/);
  }
}
