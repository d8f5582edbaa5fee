import { expect, type Locator, type Page } from '@playwright/test';

/** The item analysis tab of an exam's detail page (watch detail, ?tab=analysis). */
export class ItemAnalysisPanel {
  readonly tab: Locator;
  readonly root: Locator;
  readonly papers: Locator;
  readonly alpha: Locator;
  readonly exportButton: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByTestId('watch-tab-analysis');
    this.root = page.getByTestId('analysis-panel');
    this.papers = page.getByTestId('analysis-papers');
    this.alpha = page.getByTestId('analysis-alpha');
    this.exportButton = page.getByTestId('analysis-export');
  }

  async open(): Promise<void> {
    await this.tab.click();
    await expect(this.root).toBeVisible();
    await expect(this.page.getByTestId('analysis-facility-1')).toBeVisible();
  }

  /** The cells of the n-th question (1-based, in the table's order). */
  facility(n: number): Locator {
    return this.page.getByTestId(`analysis-facility-${n}`);
  }
  flags(n: number): Locator {
    return this.page.getByTestId(`analysis-flags-${n}`);
  }
  options(n: number): Locator {
    return this.page.getByTestId(`analysis-options-${n}`);
  }
  level(n: number): Locator {
    return this.page.getByTestId(`analysis-level-${n}`);
  }
  applyButton(n: number): Locator {
    return this.page.getByTestId(`analysis-apply-${n}`);
  }
}
