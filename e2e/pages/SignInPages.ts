import { expect, type Locator, type Page } from '@playwright/test';
import type { Db } from '../fixtures/db.ts';
import { t } from '../support/i18n.ts';
import { toasts } from './components.ts';

/**
 * The SMS form wherever it appears (phone login, forgot password, bind-mobile dialog): the
 * number, the picture captcha and the code with its send button; test ids start with `prefix`.
 */
export class SmsForm {
  readonly mobile: Locator;
  readonly captcha: Locator;
  readonly code: Locator;
  readonly send: Locator;

  constructor(
    readonly page: Page,
    private readonly db: Db,
    readonly prefix: string,
  ) {
    this.mobile = page.getByTestId(`${prefix}-mobile`);
    this.captcha = page.getByTestId(`${prefix}-captcha`);
    this.code = page.getByTestId(`${prefix}-code`);
    this.send = page.getByTestId(`${prefix}-send`);
  }

  /** Fills the number (unless given already) and the captcha, and asks for a code. */
  async requestCode(mobile?: string): Promise<void> {
    if (mobile !== undefined) await this.mobile.fill(mobile);
    await this.captcha.fill(await this.db.captchaAnswer(this.page, `${this.prefix}-captcha-image`));
    await this.send.click();
    await expect(
      toasts(this.page, 'success')
        .filter({ hasText: t('zh', 'auth.sms.sent') })
        .first(),
    ).toBeVisible();
  }
}

/** /register */
export class RegisterPage {
  readonly userName: Locator;
  readonly realName: Locator;
  readonly className: Locator;
  readonly password: Locator;
  readonly confirm: Locator;
  readonly dept: Locator;
  readonly captcha: Locator;
  readonly submit: Locator;
  readonly pending: Locator;

  constructor(
    readonly page: Page,
    private readonly db: Db,
  ) {
    this.userName = page.getByTestId('register-userName');
    this.realName = page.getByTestId('register-realName');
    this.className = page.getByTestId('register-className');
    this.password = page.getByTestId('register-password-new');
    this.confirm = page.getByTestId('register-password-confirm');
    this.dept = page.getByTestId('register-dept');
    this.captcha = page.getByTestId('register-captcha');
    this.submit = page.getByTestId('register-submit');
    this.pending = page.getByTestId('register-pending');
  }

  async fill(values: {
    userName: string;
    realName: string;
    className: string;
    password: string;
    deptName: string;
  }): Promise<void> {
    await this.userName.fill(values.userName);
    await this.realName.fill(values.realName);
    await this.className.fill(values.className);
    await this.password.fill(values.password);
    await this.confirm.fill(values.password);
    await this.dept.selectOption({ label: values.deptName });
    await this.captcha.fill(await this.db.captchaAnswer(this.page, 'register-captcha-image'));
  }
}

/** The SMS outbox screen (/admin/sys/sms): the newest code sent to a number. */
export class SmsOutboxPage {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByTestId('sms-outbox-page');
  }

  async open(): Promise<void> {
    await this.page.goto('/admin/sys/sms');
    await expect(this.root).toBeVisible();
  }

  /** Searches the outbox for the number and reads the code of the newest message. */
  async latestCode(mobile: string): Promise<string> {
    await this.open();
    const search = this.page.getByTestId('sms-outbox-mobile');
    await search.fill(mobile);
    await search.press('Enter');
    const first = this.page.getByTestId('sms-outbox-content').first();
    await expect(first).toContainText(mobile === '' ? '' : '验证码');
    const text = (await first.textContent()) ?? '';
    const code = /验证码 (\d{6})/.exec(text)?.[1];
    if (code === undefined) throw new Error(`no code in the outbox message: ${text}`);
    return code;
  }
}
