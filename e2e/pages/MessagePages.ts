import { expect, type Locator, type Page } from '@playwright/test';

/** The back office's notice list (view sys/notice) and its add / edit dialog. */
export class NoticeAdminPage {
  readonly root: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('notice-admin-page');
    this.dialog = page.getByTestId('notice-dialog');
  }

  /** Adds a notice through the dialog, published or as a draft. */
  async add(title: string, text: string, publish: boolean): Promise<void> {
    await this.root.getByTestId('notice-add').click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByTestId('notice-title').fill(title);
    await this.dialog.getByTestId('notice-content').click();
    await this.page.keyboard.type(text);
    await this.dialog
      .getByTestId(publish ? 'notice-state-published' : 'notice-state-draft')
      .click();
    await this.dialog.getByTestId('notice-save').click();
    await expect(this.dialog).toBeHidden();
  }

  row(title: string): Locator {
    return this.root.getByRole('row').filter({ hasText: title });
  }
}

/** The back office's message screen (view sys/msg): the send form and the history. */
export class MessageSendPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('message-send-page');
  }

  /** Sends a message to one user, found by user name in the picker's search and ticked there. */
  async sendToUser(
    user: { id: string; userName: string },
    title: string,
    content: string,
  ): Promise<void> {
    const userId = user.id;
    await this.root.getByTestId('message-send-title').fill(title);
    await this.root.getByTestId('message-send-content').fill(content);
    await this.root.getByTestId('message-send-scope-users').click();
    const picker = this.page.getByTestId('message-send-scope-user-select');
    await expect(picker).toBeVisible();
    // Other journeys add users: the learner is found by name, not by being on the first page.
    await picker.getByTestId('message-send-scope-user-select-search').fill(user.userName);
    await picker.getByTestId('message-send-scope-user-select-search').press('Enter');
    const box = picker.getByTestId(`message-send-scope-user-select-table-select-${userId}`);
    // The list may load again right after it opens: tick until the tick holds.
    await expect(async () => {
      if (!(await box.locator('input').isChecked())) await box.click();
      await expect(box.locator('input')).toBeChecked({ timeout: 1000 });
    }).toPass();
    await picker.getByTestId('message-send-scope-user-select-confirm').click();
    await expect(picker).toBeHidden();
    await expect(this.root.getByTestId(`message-send-scope-tag-users-${userId}`)).toBeVisible();
    await this.root.getByTestId('message-send-submit').click();
  }
}

/** The learner's message bell and the user centre's messages tab. */
export class MessagesTab {
  readonly bell: Locator;
  readonly badge: Locator;
  readonly root: Locator;
  readonly detail: Locator;

  constructor(readonly page: Page) {
    this.bell = page.getByTestId('header-message-bell');
    this.badge = page.getByTestId('header-unread-badge');
    this.root = page.getByTestId('messages-tab');
    this.detail = page.getByTestId('message-detail');
  }

  row(title: string): Locator {
    return this.root.getByRole('row').filter({ hasText: title });
  }
}
