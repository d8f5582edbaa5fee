import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { AdminShell } from '../pages/AdminShell.ts';
import { ExamCheckPage } from '../pages/ExamPages.ts';
import { ExamTakePage } from '../pages/ExamTakePage.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { screenSettled } from '../support/screens.ts';
import { savedState } from '../support/auth-state.ts';
import { reflowProblems } from '../support/reflow.ts';

/** The seeded demo exam (prisma/seed/demo-exam.ts): every question type. */
const DEMO_EXAM_ID = 'exam-demo';
const LEARNER_SCREENS = [
  '/web/index',
  '/web/repo',
  '/web/book',
  '/web/paper',
  '/web/uc',
  '/web/uc?tab=settings',
  '/web/uc?tab=password',
  '/web/uc?tab=real',
  '/profile',
];

/**
 * 320 px is WCAG 1.4.10's width (a 1280 px window at 400 %); 640 px with text at 200 % is a
 * 1280 px window zoomed to 200 % (1.4.4). The text size is the root font size, which every rem in
 * the theme follows.
 */
const MODES = [
  { name: '320px', width: 320, height: 720, text: '100%' },
  { name: '200% text', width: 640, height: 720, text: '200%' },
] as const;

async function scaleText(page: Page, size: string): Promise<void> {
  await page.addInitScript((fontSize) => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = fontSize;
    });
  }, size);
}

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test.use({ viewport: { width: mode.width, height: mode.height } });

    test(`learner screens and the exam reflow without sideways scrolling at ${mode.name}`, async ({
      page,
      db,
      screens,
    }) => {
      test.setTimeout(120_000);
      await scaleText(page, mode.text);
      const problems: string[] = [];
      const check = async (screen: string) => {
        await screenSettled(page);
        problems.push(...(await reflowProblems(page)).map((p) => `[${screen}] ${p}`));
        await screens.take(`${mode.width}-${screen.replace(/\W+/g, '-')}`);
      };

      const login = new LoginPage(page, db);
      await login.goto();
      await login.expectShown();
      await check('login');

      await page.context().addCookies(savedState('student').cookies);
      const shell = new LearnerShell(page);
      for (const path of LEARNER_SCREENS) {
        await page.goto(path);
        await shell.expectLoaded();
        await check(path);
      }

      const examCheck = new ExamCheckPage(page);
      await examCheck.goto(DEMO_EXAM_ID);
      await examCheck.expectLoaded(DEMO_EXAM_ID);
      await check('exam-check');
      await examCheck.start();
      const exam = new ExamTakePage(page);
      await exam.expectLoaded();
      await check('exam');
      await exam.openHandIn();
      await check('exam-hand-in');
      await exam.handIn();
      await expect(page.getByTestId('paper-result')).toBeVisible();
      await check('exam-result');

      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}

test.describe('back office font sizes', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const size of ['default', 'medium', 'small', 'mini'] as const) {
    test(`the dashboard reflows at 390 px with the ${size} font size`, async ({
      page,
      screens,
    }) => {
      await page.addInitScript((value) => {
        if (value !== 'default') localStorage.setItem('examhall.admin.fontSize', value);
      }, size);
      await page.context().addCookies(savedState('admin').cookies);
      await page.goto('/admin/dashboard');
      const admin = new AdminShell(page);
      await admin.expectDashboard();
      await screenSettled(page);
      await expect(page.locator('html')).toHaveAttribute('data-font-size', size);
      const problems = await reflowProblems(page);
      await screens.take(`admin-${size}`);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
