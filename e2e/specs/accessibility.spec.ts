import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { AdminShell } from '../pages/AdminShell.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { screenSettled } from '../support/screens.ts';
import { savedState, type Role } from '../support/auth-state.ts';
import type { Locale } from '../support/i18n.ts';

/** The widths every screen is audited at: a desktop and a phone (390 px, the spec's mobile). */
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const LOCALES: readonly Locale[] = ['zh', 'en'];

/** The learner screens with no record in their address (detail screens are audited by journeys). */
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

/** The client keeps the chosen language in localStorage; set it before the app starts. */
async function useLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('examhall.lang', lang), locale);
}

async function signIn(page: Page, role: Role): Promise<void> {
  await page.context().addCookies(savedState(role).cookies);
}

for (const viewport of VIEWPORTS) {
  for (const locale of LOCALES) {
    test.describe(`${viewport.name}, ${locale}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      // A sweep opens and audits a screen every second or two: 20 or so screens per test.
      test.describe.configure({ timeout: 240_000 });

      test(`the login page and the learner screens have no serious accessibility violation`, async ({
        page,
        db,
        accessibility,
      }) => {
        await useLocale(page, locale);
        const login = new LoginPage(page, db);
        await login.goto();
        await login.expectShown();
        await accessibility.audit(`${viewport.name}-${locale}-login`);

        await signIn(page, 'student');
        const shell = new LearnerShell(page);
        for (const path of LEARNER_SCREENS) {
          await page.goto(path);
          await shell.expectLoaded();
          await screenSettled(page);
          await accessibility.audit(`${viewport.name}-${locale}-${path}`);
        }
        await page.goto('/web/no-such-screen');
        await screenSettled(page);
        await accessibility.audit(`${viewport.name}-${locale}-not-found`);
      });

      test(`every back-office view in the sidebar has no serious accessibility violation`, async ({
        page,
        db,
        accessibility,
      }) => {
        await useLocale(page, locale);
        await signIn(page, 'admin');
        const shell = new AdminShell(page);
        const views = await db.adminViews();
        expect(views.length).toBeGreaterThan(10);
        for (const view of views) {
          await page.goto(view.path);
          await shell.expectLoaded();
          await screenSettled(page);
          await accessibility.audit(`${viewport.name}-${locale}-${view.path}`);
        }
      });
    });
  }
}
