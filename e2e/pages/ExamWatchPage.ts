import { expect, type Locator, type Page } from '@playwright/test';

/** Back office, hidden menu ExamWatch (view exam/watch): the live proctor console of one exam. */
export class ExamWatchPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly countdown: Locator;
  readonly interval: Locator;
  readonly search: Locator;
  readonly grid: Locator;
  readonly log: Locator;
  readonly empty: Locator;
  readonly messageAll: Locator;
  readonly handAll: Locator;
  readonly snapshots: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('exam-watch');
    this.title = page.getByTestId('exam-watch-title');
    this.countdown = page.getByTestId('exam-watch-countdown');
    this.interval = page.getByTestId('exam-watch-interval');
    this.search = page.getByTestId('exam-watch-search');
    this.grid = page.getByTestId('exam-watch-grid');
    this.log = page.getByTestId('exam-watch-log');
    this.empty = page.getByTestId('exam-watch-empty');
    this.messageAll = page.getByTestId('exam-watch-message-all');
    this.handAll = page.getByTestId('exam-watch-hand-all');
    this.snapshots = page.getByTestId('exam-watch-snapshots');
  }

  async goto(examId: string): Promise<void> {
    await this.page.goto(`/admin/exam/watch/${encodeURIComponent(examId)}`);
    await this.expectLoaded(examId);
  }

  async expectLoaded(examId: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/admin/exam/watch/${examId}$`));
    await expect(this.root).toBeVisible();
  }

  /** A counter: require, process, hand, miss, online. */
  stat(key: 'require' | 'process' | 'hand' | 'miss' | 'online'): Locator {
    return this.page.getByTestId(`exam-watch-stat-${key}`);
  }

  async statValue(key: 'require' | 'process' | 'hand' | 'miss' | 'online'): Promise<number> {
    await expect(this.stat(key)).not.toHaveText('—');
    return Number(await this.stat(key).textContent());
  }

  /** Narrows the cards to names (or accounts) containing `text`. */
  async filter(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  /** An examinee's card, by paper id. */
  card(paperId: string): WatchCardPart {
    return new WatchCardPart(this.page, paperId);
  }

  messageDialog(): Locator {
    return this.page.getByTestId('watch-message-dialog');
  }

  handDialog(): Locator {
    return this.page.getByTestId('watch-hand-dialog');
  }

  recordDialog(): Locator {
    return this.page.getByTestId('paper-events-dialog');
  }
}

export class WatchCardPart {
  readonly root: Locator;
  readonly presence: Locator;
  readonly progress: Locator;
  readonly leaves: Locator;
  readonly message: Locator;
  readonly hand: Locator;
  readonly record: Locator;

  constructor(page: Page, paperId: string) {
    this.root = page.getByTestId(`watch-card-${paperId}`);
    this.presence = page.getByTestId(`watch-card-presence-${paperId}`);
    this.progress = page.getByTestId(`watch-card-progress-${paperId}`);
    this.leaves = page.getByTestId(`watch-card-leaves-${paperId}`);
    this.message = page.getByTestId(`watch-card-message-${paperId}`);
    this.hand = page.getByTestId(`watch-card-hand-${paperId}`);
    this.record = page.getByTestId(`watch-card-record-${paperId}`);
  }

  async expectOnline(online: boolean): Promise<void> {
    await expect(this.root).toHaveAttribute('data-online', online ? 'true' : 'false');
  }
}
