import { expect, type Locator, type Page } from '@playwright/test';
import { openStudyEntry } from './LearnerShell.ts';

/** /web/repo: the question banks a learner can practise, as cards. */
export class RepoListPage {
  readonly root: Locator;
  readonly navLink: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('repo-list');
    this.navLink = page.getByTestId('nav-repo');
  }

  /** Through the learner header's study menu, "question banks". */
  async openFromHeader(): Promise<void> {
    await openStudyEntry(this.page, 'nav-repo');
    await expect(this.page).toHaveURL(/\/web\/repo$/);
    await expect(this.root).toBeVisible();
  }

  card(repoId: string): Locator {
    return this.page.getByTestId(`repo-card-${repoId}`);
  }

  async openBank(repoId: string): Promise<void> {
    await this.page.getByTestId(`repo-open-${repoId}`).click();
    await expect(this.page).toHaveURL(new RegExp(`/web/repo/view/${repoId}$`));
  }
}

/** /web/repo/view/{repoId}: a bank with its three practice modes (continue or start over). */
export class RepoViewPage {
  readonly root: Locator;
  readonly title: Locator;
  readonly count: Locator;
  readonly wrongBookLink: Locator;
  readonly restartDialog: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('repo-view');
    this.title = page.getByTestId('repo-view-title');
    this.count = page.getByTestId('repo-view-count');
    this.wrongBookLink = page.getByTestId('repo-wrong-link');
    this.restartDialog = page.getByTestId('restart-dialog');
  }

  /** A mode's card; data-unfinished says whether an unfinished training of it is waiting. */
  modeCard(mode: number): Locator {
    return this.page.getByTestId(`mode-card-${mode}`);
  }

  /** Start (or continue) a mode. */
  modeButton(mode: number): Locator {
    return this.page.getByTestId(`mode-${mode}`);
  }

  restartButton(mode: number): Locator {
    return this.page.getByTestId(`mode-${mode}-restart`);
  }

  async expectLoaded(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.title).not.toBeEmpty();
  }
}
