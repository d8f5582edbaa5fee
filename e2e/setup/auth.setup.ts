import { test } from '../fixtures/index.ts';
import { AdminShell } from '../pages/AdminShell.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { ROLE_ACCOUNTS, ROLES, authStateFile } from '../support/auth-state.ts';

/**
 * Signs each demo role in once per run through the login form and saves its storage state, which
 * the journeys that start signed in reuse instead of the form.
 */
for (const role of ROLES) {
  test(`the demo ${role} signs in once for the run`, async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.loginAs(ROLE_ACCOUNTS[role]);
    if (role === 'admin') await new AdminShell(page).expectLoaded();
    else await new LearnerShell(page).expectHome();
    await page.context().storageState({ path: authStateFile(role) });
  });
}
