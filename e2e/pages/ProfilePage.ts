import { expect, type Locator, type Page } from '@playwright/test';

export interface ProfileValues {
  realName: string;
  familyName: string;
  className: string;
}

/** /profile: personal profile (and the password form beside it). */
export class ProfilePage {
  readonly root: Locator;
  readonly heading: Locator;
  readonly userId: Locator;
  readonly account: Locator;
  readonly grade: Locator;
  readonly realName: Locator;
  readonly familyName: Locator;
  readonly className: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('profile-page');
    this.heading = this.root.getByRole('heading', { level: 2 }).first();
    this.userId = page.getByTestId('profile-user-id');
    this.account = page.getByTestId('profile-account');
    this.grade = page.getByTestId('profile-grade');
    this.realName = page.getByTestId('profile-real-name');
    this.familyName = page.getByTestId('profile-family-name');
    this.className = page.getByTestId('profile-class-name');
    this.submit = page.getByTestId('profile-submit');
  }

  /** Waits until the form holds the user's data. */
  async expectLoaded(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.account).not.toHaveValue('');
  }

  async fill(values: ProfileValues): Promise<void> {
    await this.realName.fill(values.realName);
    await this.familyName.fill(values.familyName);
    await this.className.fill(values.className);
  }

  async expectValues(values: ProfileValues): Promise<void> {
    await expect(this.realName).toHaveValue(values.realName);
    await expect(this.familyName).toHaveValue(values.familyName);
    await expect(this.className).toHaveValue(values.className);
  }
}
