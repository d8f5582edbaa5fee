import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { artifactsDir } from './paths.ts';

/**
 * Screenshots of each screen a journey visits, saved as e2e/artifacts/<spec>-<step>.png for people
 * to look at. Off in CI (CI set) unless E2E_SCREENSHOTS=1; E2E_SCREENSHOTS=0 turns them off.
 */
export class Screens {
  private readonly enabled: boolean;
  private readonly spec: string;

  constructor(
    private readonly page: Page,
    testInfo: TestInfo,
  ) {
    const flag = process.env.E2E_SCREENSHOTS;
    const inCi = process.env.CI !== undefined && process.env.CI !== '';
    this.enabled = flag === undefined ? !inCi : flag === '1' || flag === 'true';
    this.spec = path.basename(testInfo.file).replace(/\.spec\.ts$/, '');
  }

  async take(step: string, page: Page = this.page): Promise<void> {
    if (!this.enabled) return;
    fs.mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({
      path: path.join(artifactsDir, `${this.spec}-${step}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
  }
}
