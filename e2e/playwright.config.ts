import { defineConfig, type ReporterDescription } from '@playwright/test';
import { launchOptions } from './support/browser.ts';
import { BASE_URL_ENV } from './support/run-state.ts';

const reporters: ReporterDescription[] = [
  ['list'],
  // Playwright's full JSON stays beside the screenshots; the CI folder gets only the summary.
  ['json', { outputFile: 'artifacts/playwright-report.json' }],
];
if (process.env.E2E_REPORT !== undefined && process.env.E2E_REPORT !== '') {
  reporters.push(['./summary-reporter.ts']);
}

/**
 * Browser journeys against the real platform. The global setup starts one server on a fresh
 * database for the whole run, so the journeys run one after another in a single worker.
 * The workers read this file again after the global setup, so `baseURL` is the started server's.
 * The `setup` project signs each demo role in once and saves its storage state in `.auth/`; the
 * `journeys` project runs after it.
 */
export default defineConfig({
  projects: [
    { name: 'setup', testDir: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'journeys', testDir: 'specs', dependencies: ['setup'] },
  ],
  outputDir: 'artifacts/test-results',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  // No retries, in CI either: a journey that passes only on a second try is a bug to look at.
  retries: 0,
  forbidOnly: process.env.CI !== undefined && process.env.CI !== '',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reporters,
  use: {
    baseURL: process.env[BASE_URL_ENV],
    browserName: 'chromium',
    headless: true,
    launchOptions,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    screenshot: 'only-on-failure',
    trace: 'off',
    video: 'off',
  },
});
