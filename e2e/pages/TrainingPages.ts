import { expect, type Locator, type Page } from '@playwright/test';
import { QuestionPanel } from './QuestionPanel.ts';

/** /web/repo/training/{repoId}/{mode}: one question at a time with the answer sheet beside it. */
export class TrainingPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly mode: Locator;
  readonly progress: Locator;
  readonly number: Locator;
  readonly question: QuestionPanel;
  readonly checkButton: Locator;
  readonly nextButton: Locator;
  readonly prevButton: Locator;
  readonly finishButton: Locator;
  readonly finishDialog: Locator;
  readonly finishConfirm: Locator;
  readonly sheet: Locator;
  readonly rightCount: Locator;
  readonly wrongCount: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('training-page');
    this.title = page.getByTestId('training-title');
    this.mode = page.getByTestId('training-mode');
    this.progress = page.getByTestId('training-progress');
    this.number = page.getByTestId('question-number');
    this.question = new QuestionPanel(page.getByTestId('question-view'));
    this.checkButton = page.getByTestId('check-answer');
    this.nextButton = page.getByTestId('next-question');
    this.prevButton = page.getByTestId('prev-question');
    this.finishButton = page.getByTestId('finish-training');
    this.finishDialog = page.getByTestId('finish-dialog');
    this.finishConfirm = page.getByTestId('finish-dialog-confirm');
    this.sheet = page.getByTestId('answer-sheet');
    this.rightCount = page.getByTestId('sheet-right-count');
    this.wrongCount = page.getByTestId('sheet-wrong-count');
  }

  /** Waits for the training and its current question; returns the training's id. */
  async expectLoaded(): Promise<string> {
    await expect(this.root).toBeVisible();
    await expect(this.root).toHaveAttribute('data-train-id', /.+/);
    await expect(this.question.root).toBeVisible();
    return (await this.root.getAttribute('data-train-id')) ?? '';
  }

  /** Square n (1-based) of the answer sheet: data-state unanswered | right | wrong | done. */
  sheetItem(n: number): Locator {
    return this.page.getByTestId(`sheet-item-${n}`);
  }

  /** Waits until question n (1-based) is the one on screen. */
  async expectAt(n: number): Promise<void> {
    await expect(this.sheetItem(n)).toHaveAttribute('data-current', 'true');
    await expect(this.question.root).toBeVisible();
  }
}

/** /web/repo/repo/{trainId}: a training's result and its questions. */
export class TrainingResultPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly state: Locator;
  readonly accuracy: Locator;
  readonly total: Locator;
  readonly answered: Locator;
  readonly right: Locator;
  readonly wrong: Locator;
  readonly backButton: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('training-result');
    this.title = page.getByTestId('result-title');
    this.state = page.getByTestId('result-state');
    this.accuracy = page.getByTestId('result-accuracy');
    this.total = page.getByTestId('result-total');
    this.answered = page.getByTestId('result-answered');
    this.right = page.getByTestId('result-right');
    this.wrong = page.getByTestId('result-wrong');
    this.backButton = page.getByTestId('result-back');
  }

  /** Question n (1-based) of the result: data-state right | wrong | done | unanswered. */
  item(n: number): Locator {
    return this.page.getByTestId(`result-item-${n}`);
  }
}

/** /web/book: the learner's wrong answers by bank. */
export class WrongBookPage {
  readonly root: Locator;
  readonly navLink: Locator;
  readonly practise: Locator;
  readonly allRepos: Locator;
  readonly questions: Locator;
  readonly total: Locator;
  /** Opens the exam selection dialog (one exam at a time). */
  readonly examFilter: Locator;
  /** "Exam: <title>" while the book is narrowed to one exam, with its clear button. */
  readonly examTag: Locator;
  readonly examClear: Locator;
  readonly examDialog: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('wrongbook-page');
    this.examFilter = page.getByTestId('wrongbook-exam-filter');
    this.examTag = page.getByTestId('wrongbook-exam-tag');
    this.examClear = page.getByTestId('wrongbook-exam-clear');
    this.examDialog = page.getByTestId('wrongbook-exam-picker');
    this.navLink = page.getByTestId('nav-book');
    this.practise = page.getByTestId('wrongbook-practise');
    this.allRepos = page.getByTestId('wrongbook-repo-all');
    this.questions = this.root.locator('[data-testid^="wrongbook-question-"]');
    this.total = page.getByTestId('wrongbook-pager-total');
  }

  repo(repoId: string): Locator {
    return this.page.getByTestId(`wrongbook-repo-${repoId}`);
  }

  question(quId: string): Locator {
    return this.page.getByTestId(`wrongbook-question-${quId}`);
  }
}
