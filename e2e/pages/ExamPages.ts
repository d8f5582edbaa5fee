import { expect, type Locator, type Page } from '@playwright/test';
import { QuestionPanel } from './QuestionPanel.ts';

/**
 * /web/index: the online exams (cards with state, window, scores, attempts and the actions
 * 开始考试 / 继续考试 / 申请参加 / 考试记录), a title search, state tabs and the apply dialog.
 */
export class ExamListPage {
  readonly root: Locator;
  readonly search: Locator;
  readonly searchSubmit: Locator;
  readonly cards: Locator;
  readonly breakNotice: Locator;
  readonly applyDialog: Locator;
  readonly applyMessage: Locator;
  readonly applySubmit: Locator;
  readonly navLink: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('exam-list');
    this.search = page.getByTestId('exam-search');
    this.searchSubmit = page.getByTestId('exam-search-submit');
    this.cards = this.root.locator('[data-testid^="exam-card-"][data-state]');
    this.breakNotice = page.getByTestId('exam-break-notice');
    this.applyDialog = page.getByTestId('apply-dialog');
    this.applyMessage = page.getByTestId('apply-msg');
    this.applySubmit = page.getByTestId('apply-submit');
    this.navLink = page.getByTestId('nav-home');
  }

  async goto(): Promise<void> {
    await this.page.goto('/web/index');
    await expect(this.root).toBeVisible();
  }

  /** Filters by title (Enter). */
  async searchTitle(title: string): Promise<void> {
    await this.search.fill(title);
    await this.search.press('Enter');
  }

  /** State tab: 'all', 0 in progress, 2 not started, 3 ended. */
  tab(state: 'all' | 0 | 2 | 3): Locator {
    return this.page.getByTestId(`exam-tab-${state}`);
  }

  /** The card of an exam: data-state is its list state, data-action its main action. */
  card(examId: string): Locator {
    return this.page.getByTestId(`exam-card-${examId}`);
  }

  /** The card whose title is `title`. */
  cardByTitle(title: string): Locator {
    return this.cards.filter({
      has: this.page.getByTestId('exam-card-title').getByText(title, { exact: true }),
    });
  }

  startButton(examId: string): Locator {
    return this.page.getByTestId(`exam-start-${examId}`);
  }

  continueButton(examId: string): Locator {
    return this.page.getByTestId(`exam-continue-${examId}`);
  }

  applyButton(examId: string): Locator {
    return this.page.getByTestId(`exam-apply-${examId}`);
  }

  recordsLink(examId: string): Locator {
    return this.page.getByTestId(`exam-records-${examId}`);
  }

  /** 开始考试 on a card: lands on the check page. */
  async start(examId: string): Promise<ExamCheckPage> {
    await this.startButton(examId).click();
    const check = new ExamCheckPage(this.page);
    await check.expectLoaded(examId);
    return check;
  }

  /** 申请参加 with a message, sent (the dialog closes on success). */
  async apply(examId: string, message: string): Promise<void> {
    await this.applyButton(examId).click();
    await expect(this.applyDialog).toBeVisible();
    await this.applyMessage.fill(message);
    await this.applySubmit.click();
    await expect(this.applyDialog).toBeHidden();
  }
}

/** /web/exam/check/{id}: the exam's rules and notes, the password (open type 9) and the start. */
export class ExamCheckPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly window: Locator;
  readonly totalScore: Locator;
  readonly qualifyScore: Locator;
  readonly totalTime: Locator;
  readonly attemptsLeft: Locator;
  readonly content: Locator;
  readonly rules: Locator;
  readonly notes: Locator;
  readonly password: Locator;
  readonly startBlock: Locator;
  readonly resumeNotice: Locator;
  readonly startButton: Locator;
  readonly backButton: Locator;
  readonly error: Locator;
  readonly errorText: Locator;
  readonly applyButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('exam-check');
    this.title = page.getByTestId('exam-check-title');
    this.window = page.getByTestId('exam-check-window');
    this.totalScore = page.getByTestId('exam-check-total');
    this.qualifyScore = page.getByTestId('exam-check-qualify');
    this.totalTime = page.getByTestId('exam-check-time');
    this.attemptsLeft = page.getByTestId('exam-check-attempts');
    this.content = page.getByTestId('exam-check-content');
    this.rules = page.getByTestId('exam-check-rules');
    this.notes = page.getByTestId('exam-check-notes');
    this.password = page.getByTestId('exam-check-password');
    this.startBlock = page.getByTestId('exam-check-block');
    this.resumeNotice = page.getByTestId('exam-check-resume');
    this.startButton = page.getByTestId('exam-check-start');
    this.backButton = page.getByTestId('exam-check-back');
    this.error = page.getByTestId('exam-check-error');
    this.errorText = page.getByTestId('exam-check-error-text');
    this.applyButton = page.getByTestId('exam-check-apply');
  }

  async goto(examId: string): Promise<void> {
    await this.page.goto(`/web/exam/check/${examId}`);
  }

  async expectLoaded(examId?: string): Promise<void> {
    await expect(this.root).toBeVisible();
    if (examId !== undefined) await expect(this.root).toHaveAttribute('data-exam-id', examId);
  }

  /** One note: late, hand, cam, face, leave, auto. */
  note(key: 'late' | 'hand' | 'cam' | 'face' | 'leave' | 'auto'): Locator {
    return this.page.getByTestId(`exam-check-note-${key}`);
  }

  /**
   * Fills the password when asked, starts, and waits for the exam page's address. An exam with
   * face checks runs the face check dialog first (the camera's face against the approved photo,
   * with the movement challenge when the level asks for one), which can take a while.
   */
  async start(password?: string): Promise<void> {
    if (password !== undefined) await this.password.fill(password);
    await this.startButton.click();
    await expect(this.page).toHaveURL(/\/web\/exam\/start\/[^/]+$/, { timeout: 60_000 });
  }

  /** The face check dialog an exam with face checks opens on start. */
  faceCheckDialog(): Locator {
    return this.page.getByTestId('face-check-dialog');
  }
}

/** /web/exam/result/{paperId}: the score card and, when the exam shows them, the answers. */
export class PaperResultPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly state: Locator;
  readonly passed: Locator;
  readonly score: Locator;
  readonly totalScore: Locator;
  readonly objScore: Locator;
  readonly subjScore: Locator;
  readonly qualifyScore: Locator;
  readonly userTime: Locator;
  readonly markingNote: Locator;
  readonly answersHidden: Locator;
  readonly questions: Locator;
  readonly backButton: Locator;
  readonly recordsButton: Locator;
  readonly wrongBookButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('paper-result');
    this.title = page.getByTestId('result-title');
    this.state = page.getByTestId('result-state');
    this.passed = page.getByTestId('result-passed');
    this.score = page.getByTestId('result-score');
    this.totalScore = page.getByTestId('result-total-score');
    this.objScore = page.getByTestId('result-obj');
    this.subjScore = page.getByTestId('result-subj');
    this.qualifyScore = page.getByTestId('result-qualify');
    this.userTime = page.getByTestId('result-time');
    this.markingNote = page.getByTestId('result-marking');
    this.answersHidden = page.getByTestId('result-answers-hidden');
    this.questions = this.root.locator('[data-testid^="result-question-"][data-state]');
    this.backButton = page.getByTestId('result-back');
    this.recordsButton = page.getByTestId('result-records');
    this.wrongBookButton = page.getByTestId('result-wrongbook');
  }

  async goto(paperId: string): Promise<void> {
    await this.page.goto(`/web/exam/result/${paperId}`);
    await this.expectLoaded();
  }

  /** Waits for the result; returns the paper state (0 in exam, 1 marking, 2 finished, 3 abandoned). */
  async expectLoaded(): Promise<number> {
    await expect(this.root).toBeVisible();
    return Number(await this.root.getAttribute('data-state'));
  }

  /** Question n (1-based): data-state right | wrong | marking | scored. */
  question(n: number): Locator {
    return this.page.getByTestId(`result-question-${n}`);
  }

  /** Question n as a question panel (the learner's answer, the key, the analysis). */
  questionPanel(n: number): QuestionPanel {
    return new QuestionPanel(this.question(n).getByTestId('question-view'));
  }

  /** "得分 x / y" of question n. */
  questionScore(n: number): Locator {
    return this.question(n).getByTestId('result-question-score');
  }

  questionComment(n: number): Locator {
    return this.question(n).getByTestId('result-question-comment');
  }
}

/** /web/paper (my results), /web/paper/list/{examId}/{userId} (one exam) and the user-centre tab. */
export class MyPapersPage {
  readonly root: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly navLink: Locator;
  readonly userCentreTab: Locator;
  readonly recordsWrongBook: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('my-papers');
    this.rows = this.root.locator('[data-testid^="paper-row-"]');
    this.search = page.getByTestId('my-papers-search');
    this.navLink = page.getByTestId('nav-paper');
    this.userCentreTab = page.getByTestId('uc-tab-paper');
    this.recordsWrongBook = page.getByTestId('exam-records-wrongbook');
  }

  async goto(): Promise<void> {
    await this.page.goto('/web/paper');
    await expect(this.root).toBeVisible();
  }

  async gotoRecords(examId: string, userId: string): Promise<void> {
    await this.page.goto(`/web/paper/list/${examId}/${userId}`);
    await expect(this.root).toBeVisible();
  }

  /** A paper's row: data-state is the paper state. */
  row(paperId: string): Locator {
    return this.page.getByTestId(`paper-row-${paperId}`);
  }

  /** 查看成绩 of a handed-in paper: opens its result. */
  async openResult(paperId: string): Promise<PaperResultPage> {
    await this.page.getByTestId(`paper-result-${paperId}`).click();
    const result = new PaperResultPage(this.page);
    await result.expectLoaded();
    return result;
  }
}

/** /web/book/list/{examId}: the wrong answers that came from one exam. */
export class ExamWrongBookPage {
  readonly root: Locator;
  readonly examTitle: Locator;
  readonly questions: Locator;
  readonly practise: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('exam-wrongbook-page');
    this.examTitle = page.getByTestId('exam-wrongbook-exam');
    this.questions = this.root.locator('[data-testid^="exam-wrong-"]');
    this.practise = page.getByTestId('exam-wrongbook-practise');
    this.total = page.getByTestId('exam-wrongbook-pager-total');
  }

  async goto(examId: string): Promise<void> {
    await this.page.goto(`/web/book/list/${examId}`);
    await expect(this.root).toBeVisible();
  }

  question(quId: string): Locator {
    return this.page.getByTestId(`exam-wrong-${quId}`);
  }
}
