import { expect, type Locator, type Page } from '@playwright/test';
import { chooseRemote } from './components.ts';

/**
 * A `datetime-local` value for an instant, in `timeZone` (the browser's: the journeys run the
 * browser in Asia/Shanghai, whatever the machine's zone is); the machine's zone when absent.
 */
export function localDateTime(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** Back office, menu ExamList (view exam/list): exams with their actions. */
export class ExamAdminList {
  readonly root: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly stateFilter: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('exam-admin-list');
    this.addButton = page.getByTestId('exam-add');
    this.search = page.getByTestId('exam-search');
    this.stateFilter = page.getByTestId('exam-filter-state');
    this.rows = this.root.locator('[data-testid^="exam-table-row-"]');
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/exam');
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/exam(\?|$)/);
    await expect(this.root).toBeVisible();
  }

  /** The row of an exam by id. */
  row(examId: string): Locator {
    return this.page.getByTestId(`exam-table-row-${examId}`);
  }

  /** The row of an exam by its title. */
  rowByTitle(title: string): Locator {
    return this.rows.filter({
      has: this.page.getByTestId('exam-row-title').getByText(title, { exact: true }),
    });
  }

  /** The id of the exam shown with a title (from its row's test id). */
  async examIdOf(title: string): Promise<string> {
    const testId = await this.rowByTitle(title).first().getAttribute('data-testid');
    return (testId ?? '').replace('exam-table-row-', '');
  }

  /** Narrows the list to exams whose title contains `text`. */
  async filter(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  async openNew(): Promise<ExamEditor> {
    await this.addButton.click();
    const editor = new ExamEditor(this.page);
    await editor.expectLoaded();
    return editor;
  }

  async openEdit(examId: string): Promise<ExamEditor> {
    await this.page.getByTestId(`exam-edit-${examId}`).click();
    const editor = new ExamEditor(this.page);
    await editor.expectLoaded();
    return editor;
  }

  /** Watch detail of an exam, on its papers tab. */
  async openPapers(examId: string): Promise<ExamWatchDetail> {
    await this.page.getByTestId(`exam-papers-${examId}`).click();
    const detail = new ExamWatchDetail(this.page);
    await expect(detail.papers.root).toBeVisible();
    return detail;
  }

  async openWatchDetail(examId: string): Promise<ExamWatchDetail> {
    await this.page.getByTestId(`exam-watch-${examId}`).click();
    const detail = new ExamWatchDetail(this.page);
    await expect(detail.root).toBeVisible();
    return detail;
  }

  /** The enable switch of an exam (checked = enabled). */
  stateSwitch(examId: string): Locator {
    return this.page.getByTestId(`exam-state-${examId}`);
  }

  listState(examId: string): Locator {
    return this.page.getByTestId(`exam-list-state-${examId}`);
  }

  /** Delete from the row and confirm. */
  async delete(examId: string): Promise<void> {
    await this.page.getByTestId(`exam-delete-${examId}`).click();
    const dialog = this.page.getByTestId('exam-delete-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('exam-delete-dialog-confirm').click();
  }
}

/** One draw rule row of the editor (by its position, from 0). */
export class ExamRuleRow {
  readonly root: Locator;
  readonly repo: Locator;
  readonly chapter: Locator;
  readonly quType: Locator;
  readonly level: Locator;
  readonly quCount: Locator;
  readonly quScore: Locator;
  readonly available: Locator;
  readonly subtotal: Locator;
  readonly remove: Locator;

  constructor(page: Page, index: number) {
    const tid = `exam-rule-${index}`;
    this.root = page.getByTestId(tid);
    this.repo = page.getByTestId(`${tid}-repoId`);
    this.chapter = page.getByTestId(`${tid}-chapterId`);
    this.quType = page.getByTestId(`${tid}-quType`);
    this.level = page.getByTestId(`${tid}-level`);
    this.quCount = page.getByTestId(`${tid}-quCount`);
    this.quScore = page.getByTestId(`${tid}-quScore`);
    this.available = page.getByTestId(`${tid}-available`);
    this.subtotal = page.getByTestId(`${tid}-subtotal`);
    this.remove = page.getByTestId(`${tid}-remove`);
  }

  /**
   * Fills the row: bank by title (e.g. the demo bank 示例题库), type by code (1 single ... 6
   * matching, 99 composite), count and score each; waits for the bank's count of that type.
   */
  async fill(rule: { repo: string; quType: number; count: number; score: number }): Promise<void> {
    await chooseRemote(this.repo, rule.repo);
    await this.quType.selectOption(String(rule.quType));
    await this.quCount.fill(String(rule.count));
    await this.quScore.fill(String(rule.score));
    await expect(this.available).toBeVisible();
  }
}

/** Back office, hidden route ExamAdd (view exam/edit, ?id=; 0 creates). */
export class ExamEditor {
  readonly root: Locator;
  readonly title: Locator;
  readonly content: Locator;
  readonly examType: Locator;
  readonly startTime: Locator;
  readonly endTime: Locator;
  readonly totalTime: Locator;
  readonly qualifyScore: Locator;
  readonly chance: Locator;
  readonly lateMax: Locator;
  readonly handMin: Locator;
  readonly password: Locator;
  readonly scope: Locator;
  readonly addRule: Locator;
  readonly totalScore: Locator;
  readonly save: Locator;
  readonly rulesLocked: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('exam-editor');
    this.title = page.getByTestId('exam-form-title');
    this.content = page.getByTestId('exam-form-content');
    this.examType = page.getByTestId('exam-form-examType');
    this.startTime = page.getByTestId('exam-form-startTime');
    this.endTime = page.getByTestId('exam-form-endTime');
    this.totalTime = page.getByTestId('exam-form-totalTime');
    this.qualifyScore = page.getByTestId('exam-form-qualifyScore');
    this.chance = page.getByTestId('exam-form-chance');
    this.lateMax = page.getByTestId('exam-form-lateMax');
    this.handMin = page.getByTestId('exam-form-handMin');
    this.password = page.getByTestId('exam-form-password');
    this.scope = page.getByTestId('exam-form-scope');
    this.addRule = page.getByTestId('exam-rule-add');
    this.totalScore = page.getByTestId('exam-total-score');
    this.save = page.getByTestId('exam-form-save');
    this.rulesLocked = page.getByTestId('exam-rules-locked');
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/exam\/edit\?id=/);
    await expect(this.root).toBeVisible();
  }

  rule(index: number): ExamRuleRow {
    return new ExamRuleRow(this.page, index);
  }

  /** Chooses the open type (1 everyone, 2 departments, 3 people, 9 password). */
  async openType(type: 1 | 2 | 3 | 9): Promise<void> {
    await this.page.getByTestId(`exam-form-openType-${type}`).click();
  }

  /** Sets the window (the inputs take the browser's local time, to the minute). */
  async window(start: Date, end: Date): Promise<void> {
    const timeZone = await this.page.evaluate(
      () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await this.startTime.fill(localDateTime(start, timeZone));
    await this.endTime.fill(localDateTime(end, timeZone));
  }

  /** When learners see the answers: 0 never, 1 after hand-in, 2 after the window ends. */
  async answerDisplay(value: 0 | 1 | 2): Promise<void> {
    const item = this.page
      .getByTestId('exam-form-answerDisplay')
      .locator('label')
      .filter({ has: this.page.locator(`input[value="${value}"]`) });
    await item.click();
    await expect(item.locator('input')).toBeChecked();
  }

  /**
   * Fills the basics and the rules: the title, a window from `start` for `hours`, the running
   * time and pass mark, then one row per rule (rows added as needed).
   */
  async fill(exam: {
    title: string;
    start?: Date;
    hours?: number;
    totalTime?: number;
    qualifyScore?: number;
    rules: { repo: string; quType: number; count: number; score: number }[];
  }): Promise<void> {
    await this.title.fill(exam.title);
    const start = exam.start ?? new Date(Date.now() - 5 * 60_000);
    await this.window(start, new Date(start.getTime() + (exam.hours ?? 3) * 3_600_000));
    if (exam.totalTime !== undefined) await this.totalTime.fill(String(exam.totalTime));
    await this.qualifyScore.fill(String(exam.qualifyScore ?? 0));
    for (const [i, rule] of exam.rules.entries()) {
      if (!(await this.rule(i).root.isVisible())) await this.addRule.click();
      await this.rule(i).fill(rule);
    }
  }

  /** Assigns a proctor: the user found by name in the user picker of the proctors field. */
  async addProctor(user: { id: string; userName: string }): Promise<void> {
    await this.page.getByTestId('exam-form-proctors-users').click();
    const picker = this.page.getByTestId('exam-form-proctors-user-select');
    await expect(picker).toBeVisible();
    await picker.getByTestId('exam-form-proctors-user-select-search').fill(user.userName);
    await picker.getByTestId('exam-form-proctors-user-select-search').press('Enter');
    const box = picker.getByTestId(`exam-form-proctors-user-select-table-select-${user.id}`);
    // The list may load again right after it opens: tick until the tick holds.
    await expect(async () => {
      if (!(await box.locator('input').isChecked())) await box.click();
      await expect(box.locator('input')).toBeChecked({ timeout: 1000 });
    }).toPass();
    await picker.getByTestId('exam-form-proctors-user-select-confirm').click();
    await expect(picker).toBeHidden();
    await expect(this.page.getByTestId(`exam-form-proctors-tag-users-${user.id}`)).toBeVisible();
  }

  /** Saves and waits for the exam list. */
  async saveAndReturn(): Promise<ExamAdminList> {
    await this.save.click();
    const list = new ExamAdminList(this.page);
    await list.expectLoaded();
    return list;
  }
}

/** Watch detail (hidden route ExamWatchDetail, ?examId=): handed-in, applications, papers. */
export class ExamWatchDetail {
  readonly root: Locator;
  readonly title: Locator;
  readonly handedTab: Locator;
  readonly appliesTab: Locator;
  readonly papersTab: Locator;
  readonly handed: Locator;
  readonly handedRows: Locator;
  readonly papers: ExamPapersPanel;
  readonly extraTimeButton: Locator;
  readonly extraTime: ExtraTimeDialog;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('exam-watch-detail');
    this.title = page.getByTestId('watch-detail-title');
    this.handedTab = page.getByTestId('watch-tab-handed');
    this.appliesTab = page.getByTestId('watch-tab-applies');
    this.papersTab = page.getByTestId('watch-tab-papers');
    this.handed = page.getByTestId('handed-in-panel');
    this.handedRows = page.locator('[data-testid^="handed-table-row-"]');
    this.papers = new ExamPapersPanel(page);
    this.extraTimeButton = page.getByTestId('watch-extra-time');
    this.extraTime = new ExtraTimeDialog(page);
  }

  async goto(examId: string, tab?: 'handed' | 'applies' | 'papers'): Promise<void> {
    await this.page.goto(
      `/admin/exam/watch-detail?examId=${encodeURIComponent(examId)}${tab ? `&tab=${tab}` : ''}`,
    );
    await expect(this.root).toBeVisible();
  }

  async showPapers(): Promise<ExamPapersPanel> {
    await this.papersTab.click();
    await expect(this.papers.root).toBeVisible();
    return this.papers;
  }
}

/** The papers tab (paper management) of the watch detail. */
export class ExamPapersPanel {
  readonly root: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly stateFilter: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('papers-panel');
    this.rows = this.root.locator('[data-testid^="paper-table-row-"]');
    this.search = page.getByTestId('paper-search');
    this.stateFilter = page.getByTestId('paper-filter-state');
  }

  row(paperId: string): Locator {
    return this.page.getByTestId(`paper-table-row-${paperId}`);
  }

  /** The paper state label of a row (考试中 / 待阅卷 / 已完成 / 已作废). */
  state(paperId: string): Locator {
    return this.page.getByTestId(`paper-state-${paperId}`);
  }

  score(paperId: string): Locator {
    return this.page.getByTestId(`paper-score-${paperId}`);
  }

  /** Shows only the papers of a state (0 in exam, 1 awaiting marking, 2 finished, 3 abandoned). */
  async filterState(state: 0 | 1 | 2 | 3): Promise<void> {
    await this.stateFilter.selectOption(String(state));
  }

  /** Opens the marking page of a paper. */
  async openReview(paperId: string): Promise<PaperReviewPage> {
    await this.page.getByTestId(`paper-review-${paperId}`).click();
    const review = new PaperReviewPage(this.page);
    await review.expectLoaded();
    return review;
  }

  /** Labels a paper (1 pass, 2 fail, 3 invalid score, 0 none). */
  async markAs(paperId: string, reviewState: 0 | 1 | 2 | 3): Promise<void> {
    await this.page.getByTestId(`paper-mark-as-${paperId}`).click();
    await expect(this.page.getByTestId('mark-as-dialog')).toBeVisible();
    await this.page.getByTestId(`mark-as-state-${reviewState}`).click();
    await this.page.getByTestId('mark-as-submit').click();
    await expect(this.page.getByTestId('mark-as-dialog')).toBeHidden();
  }

  async delete(paperId: string): Promise<void> {
    await this.page.getByTestId(`paper-delete-${paperId}`).click();
    const dialog = this.page.getByTestId('paper-delete-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('paper-delete-dialog-confirm').click();
  }
}

/** Extra time: learners from the user select dialog, minutes, then the new deadlines. */
export class ExtraTimeDialog {
  readonly root: Locator;
  readonly pick: Locator;
  readonly minutes: Locator;
  readonly submit: Locator;
  readonly results: Locator;
  readonly close: Locator;
  readonly userSelect: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('extra-time-dialog');
    this.pick = page.getByTestId('extra-time-pick');
    this.minutes = page.getByTestId('extra-time-minutes');
    this.submit = page.getByTestId('extra-time-submit');
    this.results = page.getByTestId('extra-time-results');
    this.close = page.getByTestId('extra-time-close');
    this.userSelect = page.getByTestId('extra-time-user-select');
  }

  /** Picks one learner by user id in the user select dialog. */
  async pickUser(userId: string): Promise<void> {
    await this.pick.click();
    await expect(this.userSelect).toBeVisible();
    await this.page.getByTestId(`extra-time-user-select-table-select-${userId}`).click();
    await this.userSelect.getByTestId('extra-time-user-select-confirm').click();
    await expect(this.userSelect).toBeHidden();
  }

  /** The outcome line of a learner (the new deadline, or "applies when they start"). */
  result(userId: string): Locator {
    return this.page.getByTestId(`extra-time-result-${userId}`);
  }
}

/** Marking page (hidden route ReviewPaperDetail, ?paperId=). */
export class PaperReviewPage {
  readonly root: Locator;
  readonly state: Locator;
  readonly userScore: Locator;
  readonly markingLeft: Locator;
  readonly projected: Locator;
  readonly submit: Locator;
  readonly nothingToMark: Locator;
  /** Questions still waiting for a mark. */
  readonly toMark: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('paper-review');
    this.state = page.getByTestId('review-paper-state');
    this.userScore = page.getByTestId('review-user-score');
    this.markingLeft = page.getByTestId('review-marking-left');
    this.projected = page.getByTestId('review-projected');
    this.submit = page.getByTestId('review-submit');
    this.nothingToMark = page.getByTestId('review-nothing-to-mark');
    this.toMark = page.locator('[data-testid^="review-item-"][data-needs-marking="true"]');
  }

  async goto(paperId: string): Promise<void> {
    await this.page.goto(`/admin/exam/review?paperId=${encodeURIComponent(paperId)}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/exam\/review\?paperId=/);
    await expect(this.root).toBeVisible();
  }

  /** A question of the paper by its position (from 0). */
  item(sort: number): Locator {
    return this.page.getByTestId(`review-item-${sort}`);
  }

  /**
   * Scores the first question waiting for a mark (e.g. the short answer) and submits; waits until
   * nothing is left to mark.
   */
  async markFirst(score: number, comment = ''): Promise<void> {
    const item = this.toMark.first();
    await item.locator('[data-testid^="review-score-"]').fill(String(score));
    if (comment !== '') await item.locator('[data-testid^="review-comment-"]').fill(comment);
    await this.submit.click();
  }

  /** Enters a score (and comment) for the question at `sort` without submitting. */
  async enterScore(sort: number, score: string, comment?: string): Promise<void> {
    await this.page.getByTestId(`review-score-${sort}`).fill(score);
    if (comment !== undefined) await this.page.getByTestId(`review-comment-${sort}`).fill(comment);
  }
}
