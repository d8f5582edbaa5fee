import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestError } from '@playwright/test/reporter';

/**
 * Writes `{ numPassedTests, numFailedTests }` to the file named by E2E_REPORT (the CI adds up these
 * two keys over every JSON file in its report folder). A run that fails outside any test (global
 * setup, a broken spec file, an interrupt) counts as one failed test, so it cannot read as green.
 */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;
  private globalErrors = 0;

  printsToStdio(): boolean {
    return false;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onError(_error: TestError): void {
    this.globalErrors += 1;
  }

  onEnd(result: FullResult): void {
    const file = process.env.E2E_REPORT;
    if (file === undefined || file === '') return;
    let passed = 0;
    let failed = 0;
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') passed += 1;
      else if (outcome === 'unexpected') failed += 1;
    }
    if (failed === 0 && (result.status !== 'passed' || this.globalErrors > 0)) failed = 1;
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    fs.writeFileSync(
      file,
      `${JSON.stringify({ numPassedTests: passed, numFailedTests: failed }, null, 2)}\n`,
    );
  }
}
