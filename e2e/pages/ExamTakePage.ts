import { expect, type Locator, type Page } from '@playwright/test';
import { QuestionPanel } from './QuestionPanel.ts';

/** What the save banner says: failing (answers wait on this device), restored, session, none. */
export type SaveBannerState = 'failing' | 'restored' | 'session' | 'none';

/**
 * /web/exam/start/{examId}: one question at a time, the answer sheet in the side panel, the
 * server's countdown, the save banner and the hand-in dialog (client features/exam-take).
 */
export class ExamTakePage {
  readonly root: Locator;
  readonly title: Locator;
  readonly countdown: Locator;
  readonly saveState: Locator;
  readonly banner: Locator;
  readonly bannerRetry: Locator;
  readonly number: Locator;
  readonly score: Locator;
  readonly question: QuestionPanel;
  readonly flagButton: Locator;
  readonly prevButton: Locator;
  readonly nextButton: Locator;
  readonly panelToggle: Locator;
  readonly sidePanel: Locator;
  readonly sheet: Locator;
  readonly handInButton: Locator;
  readonly handInDialog: Locator;
  readonly handInUnanswered: Locator;
  readonly handInConfirm: Locator;
  readonly handInError: Locator;
  readonly handInSaveFailed: Locator;
  readonly handInRetry: Locator;
  readonly handInForce: Locator;
  readonly timeUp: Locator;
  readonly failed: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('exam-take-page');
    this.title = page.getByTestId('exam-take-title');
    this.countdown = page.getByTestId('exam-countdown');
    this.saveState = page.getByTestId('save-state');
    this.banner = page.getByTestId('save-banner');
    this.bannerRetry = page.getByTestId('save-retry');
    this.number = page.getByTestId('exam-question-number');
    this.score = page.getByTestId('exam-question-score');
    this.question = new QuestionPanel(page.getByTestId('question-view'));
    this.flagButton = page.getByTestId('flag-question');
    this.prevButton = page.getByTestId('exam-prev');
    this.nextButton = page.getByTestId('exam-next');
    this.panelToggle = page.getByTestId('toggle-side-panel');
    this.sidePanel = page.getByTestId('exam-side-panel');
    this.sheet = page.getByTestId('exam-sheet');
    this.handInButton = page.getByTestId('hand-in');
    this.handInDialog = page.getByTestId('hand-in-dialog');
    this.handInUnanswered = page.getByTestId('hand-in-unanswered');
    this.handInConfirm = page.getByTestId('hand-in-confirm');
    this.handInError = page.getByTestId('hand-in-error');
    this.handInSaveFailed = page.getByTestId('hand-in-save-failed');
    this.handInRetry = page.getByTestId('hand-in-retry');
    this.handInForce = page.getByTestId('hand-in-force');
    this.timeUp = page.getByTestId('exam-time-up');
    this.failed = page.getByTestId('exam-take-failed');
  }

  /** Waits for the paper and its first question; returns the paper id. */
  async expectLoaded(): Promise<string> {
    await expect(this.root).toBeVisible();
    await expect(this.root).toHaveAttribute('data-paper-id', /.+/);
    await expect(this.question.root).toBeVisible();
    return (await this.root.getAttribute('data-paper-id')) ?? '';
  }

  /** Seconds left as the page shows them (the server's count, ticking each second). */
  async secondsLeft(): Promise<number> {
    return Number(await this.countdown.getAttribute('data-seconds'));
  }

  /** The countdown's text, e.g. 29:41. */
  async clock(): Promise<string> {
    return (await this.countdown.innerText()).trim();
  }

  /** The banner's state ('none' when no banner shows) and how many answers wait. */
  async bannerState(): Promise<{ state: SaveBannerState; waiting: number }> {
    if ((await this.banner.count()) === 0) return { state: 'none', waiting: 0 };
    const state = ((await this.banner.getAttribute('data-state')) ?? 'none') as SaveBannerState;
    const waiting = Number((await this.banner.getAttribute('data-waiting')) ?? '0');
    return { state, waiting };
  }

  /** Waits until every answer reached the server (the header says saved). */
  async expectSaved(): Promise<void> {
    await expect(this.saveState).toHaveAttribute('data-state', 'saved');
  }

  /** Square n (1-based) of the answer sheet: data-state answered | unanswered, data-flagged. */
  sheetItem(n: number): Locator {
    return this.page.getByTestId(`exam-sheet-item-${n}`);
  }

  /** Jumps to question n (1-based) through the answer sheet. */
  async goTo(n: number): Promise<void> {
    if ((await this.sidePanel.getAttribute('data-open')) === 'false')
      await this.panelToggle.click();
    await this.sheetItem(n).click();
    await this.expectAt(n);
  }

  async expectAt(n: number): Promise<void> {
    await expect(this.sheetItem(n)).toHaveAttribute('data-current', 'true');
    await expect(this.question.root).toBeVisible();
  }

  /** Picks the option with this label (A, B, ...) of the question on screen. */
  async pick(abc: string): Promise<void> {
    await this.question.option(abc).click();
    await expect(this.question.option(abc)).toHaveAttribute('aria-checked', 'true');
  }

  /** Picks the option whose text contains `text`. */
  async pickByText(text: string): Promise<void> {
    const option = this.question.root
      .locator('[data-testid^="option-"]', { hasText: text })
      .first();
    await option.click();
    await expect(option).toHaveAttribute('aria-checked', 'true');
  }

  /**
   * The option of the question on screen whose text is exactly `text`, whatever its letter
   * (options may be shuffled per learner).
   */
  optionWithText(text: string): Locator {
    return this.question.root
      .locator('[data-testid^="option-"]')
      .filter({ has: this.page.getByText(text, { exact: true }) });
  }

  /** Picks the options with these texts (one for single choice and true/false). */
  async choose(texts: readonly string[]): Promise<void> {
    for (const text of texts) {
      const option = this.optionWithText(text);
      await expect(option, `one option reads ${text}`).toHaveCount(1);
      await option.click();
      await expect(option).toHaveAttribute('aria-checked', 'true');
    }
  }

  async writeShortAnswer(text: string): Promise<void> {
    await this.question.shortAnswer.fill(text);
  }

  /** Types into blank i (0-based). */
  async fillBlank(index: number, text: string): Promise<void> {
    await this.question.blank(index).fill(text);
  }

  /** Chooses the right-hand text of matching item A, B, ... */
  async match(abc: string, text: string): Promise<void> {
    await this.question.match(abc).selectOption(text);
  }

  /** Flags (or unflags) the question on screen. */
  async toggleFlag(): Promise<void> {
    const before = await this.flagButton.getAttribute('aria-pressed');
    await this.flagButton.click();
    await expect(this.flagButton).toHaveAttribute(
      'aria-pressed',
      before === 'true' ? 'false' : 'true',
    );
  }

  /** Opens the hand-in dialog; returns the unanswered count it shows. */
  async openHandIn(): Promise<number> {
    await this.handInButton.click();
    await expect(this.handInDialog).toBeVisible();
    return Number(await this.handInUnanswered.getAttribute('data-count'));
  }

  /** Hands in (confirming) and waits for the result page; returns the paper id. */
  async handIn(): Promise<string> {
    const paperId = (await this.root.getAttribute('data-paper-id')) ?? '';
    if (!(await this.handInDialog.isVisible())) await this.openHandIn();
    await this.handInConfirm.click();
    await expect(this.page).toHaveURL(new RegExp(`/web/exam/result/${paperId}$`));
    return paperId;
  }
}
