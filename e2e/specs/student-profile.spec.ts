import { expect, test } from '../fixtures/index.ts';
import { toasts } from '../pages/components.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { ProfilePage, type ProfileValues } from '../pages/ProfilePage.ts';
import { STUDENT } from '../support/accounts.ts';
import { graphql } from '../support/graphql.ts';
import { t } from '../support/i18n.ts';

/** An answer of the same length that differs from the right one in every character. */
function wrongAnswer(answer: string): string {
  return [...answer].map((c) => (c === 'z' ? 'y' : 'z')).join('');
}

/** What prisma/seed/seed.ts gives the demo student. */
const SEEDED: ProfileValues = { realName: '学员', familyName: '张', className: '一班' };
const UPDATED: ProfileValues = { realName: 'Ada', familyName: 'Lovelace', className: 'Class 3B' };

test('a student signs in, switches to English, edits the profile and logs out', async ({
  page,
  context,
  request,
  loginPage,
  db,
  screens,
}) => {
  const learner = new LearnerShell(page);
  const profile = new ProfilePage(page);

  await test.step('the login page opens in Chinese with a captcha picture', async () => {
    await loginPage.goto('/login');
    await expect(loginPage.heading).toHaveText(t('zh', 'auth.login.heading'));
    await expect(loginPage.submit).toHaveText(t('zh', 'auth.login.submit'));
    await screens.take('01-login');
  });

  await test.step('a wrong captcha answer is refused and a fresh captcha is shown', async () => {
    const firstKey = await loginPage.shownCaptchaKey();
    const firstPicture = (await loginPage.captchaPicture.getAttribute('src')) ?? '';
    await loginPage.fill(STUDENT, wrongAnswer(await db.captchaAnswer(page)));
    await loginPage.submit.click();

    await expect(
      toasts(page, 'error').filter({ hasText: t('zh', 'error.CAPTCHA_WRONG') }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.captcha).toHaveValue('');
    await expect(loginPage.captchaPicture).not.toHaveAttribute('src', firstPicture);
    expect(await loginPage.shownCaptchaKey()).not.toBe(firstKey);
    // A captcha is good for one attempt: the server has used up the first one.
    expect(await db.captchaAnswerFor(firstKey)).toBeNull();
    await screens.take('02-wrong-captcha');
  });

  await test.step('the right answer signs in to the learner home', async () => {
    await loginPage.submitAs(STUDENT);
    await learner.expectHome();
    // The exam module is on (demo settings): the study submenu holds the online exams.
    await expect(learner.navStudy).toHaveText(t('zh', 'learner.header.study'));
    await expect(learner.adminButton).toHaveCount(0);
    // A Chinese name reads family name first; a Latin one given name first, in either language.
    await expect(learner.userName).toHaveText(`${SEEDED.familyName}${SEEDED.realName}`);
    await screens.take('03-home-zh');
  });

  await test.step('switching to English changes the interface at once', async () => {
    await learner.language.choose('en');
    await expect(learner.navStudy).toHaveText(t('en', 'learner.header.study'));
    await expect(learner.language.button).toContainText(t('en', 'app.lang.en'));
    await expect(page).toHaveTitle(new RegExp(`^${t('en', 'learner.home.title')} - `));
    await screens.take('04-home-en');
  });

  await test.step('the profile shows the account and its editable names', async () => {
    await learner.openProfile();
    await profile.expectLoaded();
    await expect(profile.heading).toHaveText(t('en', 'profile.page.title'));
    await expect(profile.account).toHaveValue(STUDENT.username);
    await profile.expectValues(SEEDED);
    await screens.take('05-profile');
  });

  await test.step('saving the profile notifies and reloads the page', async () => {
    await profile.fill(UPDATED);
    const reloaded = page.waitForEvent('load');
    await profile.submit.click();
    await expect(
      toasts(page, 'success').filter({ hasText: t('en', 'profile.info.updated') }),
    ).toBeVisible();
    await screens.take('06-profile-saved');
    await reloaded;
  });

  await test.step('after the reload the new values are shown, still in English', async () => {
    await profile.expectLoaded();
    await profile.expectValues(UPDATED);
    // Grade is the department the student belongs to (read-only).
    await expect(profile.grade).toHaveValue('培训中心');
    await expect(profile.heading).toHaveText(t('en', 'profile.page.title'));
    await expect(learner.userName).toHaveText(`${UPDATED.realName} ${UPDATED.familyName}`);
    await screens.take('07-profile-reloaded');
  });

  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
  expect(token, 'the session token cookie').not.toBe('');
  expect((await graphql(request, '{ me { id } }', { token })).errorCodes).toEqual([]);

  await test.step('logging out asks for confirmation, then opens the login page', async () => {
    const dialog = await learner.openLogoutDialog();
    await expect(dialog.root).toContainText(t('en', 'auth.logout.message'));
    await screens.take('08-logout-confirm');
    await dialog.confirm();
    await loginPage.expectShown();
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.heading).toHaveText(t('en', 'auth.login.heading'));
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await screens.take('09-logged-out');
  });

  await test.step('the session is over on the server too', async () => {
    const me = await graphql(request, '{ me { id } }', { token });
    expect(me.errorCodes.length).toBeGreaterThan(0);
  });

  await test.step('a later visit to /profile leads to the login page', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
    await loginPage.expectShown();
    await expect(profile.root).toHaveCount(0);
    await screens.take('10-profile-needs-login');
  });
});
