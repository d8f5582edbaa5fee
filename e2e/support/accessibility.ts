import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts that fail a journey: WCAG failures a user meets, not advice. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One failing axe rule on one screen, with the elements it failed on. */
export interface AccessibilityFinding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core's whole rule set (WCAG 2.0-2.2 A/AA and best practice) on what the page shows now
 * and returns the serious and critical violations. Toasts are left out: they disappear on their
 * own and are audited where a test opens them on purpose.
 */
export async function auditAccessibility(
  page: Page,
  screen: string,
): Promise<AccessibilityFinding[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).exclude('[data-testid^="toast-"]').analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}  ${node.html.slice(0, 160)}`),
    }));
}

/**
 * Waits for finite CSS animations and transitions to end (a drawer sliding in is half transparent,
 * which would be measured as low contrast); endless ones (spinners) are ignored.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/** A readable list of findings for a failed expectation. */
export function describeFindings(findings: readonly AccessibilityFinding[]): string {
  return findings
    .map((f) => `[${f.screen}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

/**
 * Collects the findings of every screen a test audits; the page fixture fails the test at its end
 * when any were found, so one run reports every screen at once.
 */
export class AccessibilityLog {
  readonly findings: AccessibilityFinding[] = [];
  private readonly audited = new Set<string>();

  constructor(private readonly page: Page) {}

  /** Audits the page as it is now, once per screen name. */
  async audit(screen: string, page: Page = this.page): Promise<void> {
    if (this.audited.has(screen)) return;
    this.audited.add(screen);
    this.findings.push(...(await auditAccessibility(page, screen)));
  }
}
