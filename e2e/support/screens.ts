import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { AccessibilityLog } from './accessibility.ts';
import { artifactsDir } from './paths.ts';

/**
 * Each screen a journey visits: audited for accessibility always (axe-core; serious and critical
 * findings fail the test), and saved as e2e/artifacts/<spec>-<step>.png for people to look at.
 * Screenshots are off in CI (CI set) unless E2E_SCREENSHOTS=1; E2E_SCREENSHOTS=0 turns them off.
 */
export class Screens {
  private readonly enabled: boolean;
  private readonly spec: string;

  constructor(
    private readonly page: Page,
    testInfo: TestInfo,
    private readonly accessibility: AccessibilityLog,
  ) {
    const flag = process.env.E2E_SCREENSHOTS;
    const inCi = process.env.CI !== undefined && process.env.CI !== '';
    this.enabled = flag === undefined ? !inCi : flag === '1' || flag === 'true';
    this.spec = path.basename(testInfo.file).replace(/\.spec\.ts$/, '');
  }

  /**
   * The whole page (scrolled to the top first: a full-page picture of a scrolled page draws
   * sticky headers in the middle), or with `{ fullPage: false }` what the window shows, for an
   * open dialog, which keeps the page where it was.
   */
  async take(
    step: string,
    page: Page = this.page,
    options: { fullPage?: boolean } = {},
  ): Promise<void> {
    await this.accessibility.audit(step, page);
    if (!this.enabled) return;
    fs.mkdirSync(artifactsDir, { recursive: true });
    const fullPage = options.fullPage ?? true;
    if (fullPage) {
      await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
    }
    await page.screenshot({
      path: path.join(artifactsDir, `${this.spec}-${step}.png`),
      fullPage,
      animations: 'disabled',
      caret: 'hide',
    });
  }
}

/**
 * Waits until the screen has loaded its data: the network quiet for a moment (bounded: a screen
 * that polls is never quiet) and no spinner or skeleton left.
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
