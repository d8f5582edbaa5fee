import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { XLSX_MIME } from '../support/xlsx.ts';

/** Back office, menu RepoList (view repo/list): the banks with their actions. */
export class RepoAdminList {
  readonly root: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly form: RepoForm;
  readonly importDialog: QuestionImportDialog;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('repo-admin-list');
    this.addButton = page.getByTestId('repo-add');
    this.search = page.getByTestId('repo-search');
    this.form = new RepoForm(page);
    this.importDialog = new QuestionImportDialog(page);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/repo$/);
    await expect(this.root).toBeVisible();
  }

  row(repoId: string): Locator {
    return this.page.getByTestId(`repo-row-${repoId}`);
  }

  /** The question count cell of a bank's row. */
  quCount(repoId: string): Locator {
    return this.row(repoId).getByTestId('repo-qu-count');
  }

  /** Narrows the list to banks whose title contains `text`. */
  async filter(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }

  async openImport(repoId: string): Promise<void> {
    await this.page.getByTestId(`repo-import-${repoId}`).click();
    await expect(this.importDialog.root).toBeVisible();
  }

  async openQuestions(repoId: string): Promise<void> {
    await this.page.getByTestId(`repo-questions-${repoId}`).click();
  }
}

/** The bank dialog (title, remark, chapters). */
export class RepoForm {
  readonly root: Locator;
  readonly title: Locator;
  readonly remark: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId('repo-form');
    this.title = page.getByTestId('repo-form-title');
    this.remark = page.getByTestId('repo-form-remark');
    this.submit = page.getByTestId('repo-form-submit');
  }
}

/** "Import questions - {bank}": template, one xlsx, a job with progress, per-row errors. */
export class QuestionImportDialog {
  readonly root: Locator;
  readonly templateLink: Locator;
  readonly fileInput: Locator;
  readonly fileName: Locator;
  readonly submit: Locator;
  readonly progress: Locator;
  readonly summary: Locator;
  readonly errors: Locator;
  readonly errorReport: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('import-dialog');
    this.templateLink = page.getByTestId('import-template');
    this.fileInput = page.getByTestId('import-file');
    this.fileName = page.getByTestId('import-file-name');
    this.submit = page.getByTestId('import-submit');
    this.progress = page.getByTestId('import-progress');
    this.summary = page.getByTestId('import-summary');
    this.errors = page.getByTestId('import-errors');
    this.errorReport = page.getByTestId('import-error-report');
  }

  /** Error rows of the table (row, column, problem). */
  errorRows(): Locator {
    return this.errors.locator('tbody tr');
  }

  async downloadTemplate(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.templateLink.click();
    return download;
  }

  async choose(name: string, bytes: Buffer): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: XLSX_MIME, buffer: bytes });
    await expect(this.fileName).toHaveText(name);
  }

  /** Waits until the job has completed (or failed: the state is checked by the caller). */
  async waitForJob(timeout = 60_000): Promise<void> {
    await expect(this.progress).toHaveAttribute('data-state', /^(completed|failed)$/, { timeout });
  }
}

/** Back office, menu QuList (view repo/qu-list): the questions, filtered by bank and more. */
export class QuestionAdminList {
  readonly root: Locator;
  readonly repoFilter: Locator;
  readonly rows: Locator;
  readonly pagerTotal: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('qu-admin-list');
    this.repoFilter = page.getByTestId('qu-filter-repo');
    this.rows = this.root.locator('[data-testid^="qu-row-"]');
    this.pagerTotal = page.getByTestId('qu-pager-total');
  }

  row(quId: string): Locator {
    return this.page.getByTestId(`qu-row-${quId}`);
  }
}
