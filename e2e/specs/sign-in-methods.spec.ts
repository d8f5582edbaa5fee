import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { fakeChatProviders } from '../../server/test/fixtures/chat-providers.ts';
import { watchCaptchas } from '../fixtures/captcha.ts';
import { expect, test } from '../fixtures/index.ts';
import { toasts } from '../pages/components.ts';
import { LearnerShell } from '../pages/LearnerShell.ts';
import { RegisterPage, SmsForm, SmsOutboxPage } from '../pages/SignInPages.ts';
import { authStateFile, savedState } from '../support/auth-state.ts';
import { t } from '../support/i18n.ts';
import { forgetSignInLimits } from '../support/rate-limits.ts';

const PASSWORD = 'Regist3r!pass';
const NEW_PASSWORD = 'N3w-Regist3r!';

/** The demo administrator on a page of its own (the learner keeps the test's page). */
async function adminPage(browser: Browser): Promise<Page> {
  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    storageState: authStateFile('admin'),
  });
  const page = await context.newPage();
  watchCaptchas(page);
  return page;
}

/** Saves a chat-app login's settings as the demo administrator (GraphQL, as the settings form does). */
async function saveChatSettings(
  request: APIRequestContext,
  type: string,
  data: Record<string, string>,
): Promise<void> {
  const token = savedState('admin').cookies.find((c) => c.name === 'token')?.value ?? '';
  const res = await request.post('/graphql', {
    headers: { token },
    data: {
      query:
        'mutation S($input: SaveProviderConfigInput!) { saveProviderConfig(input: $input) { id } }',
      variables: { input: { type, provider: 'oauth', data } },
    },
  });
  const body = (await res.json()) as { errors?: unknown[] };
  expect(body.errors).toBeUndefined();
}

/** The resend wait of the e2e server (SMS_RESEND_SECONDS=2) before another code to a number. */
const RESEND_WAIT_MS = 2500;

test.describe('every way in', () => {
  let restore: Record<string, boolean | number | string> = {};
  test.beforeEach(() => forgetSignInLimits());
  test.afterEach(async ({ db }) => {
    await db.setSwitches(restore);
  });

  test('a learner registers, an admin approves the account, the learner logs in', async ({
    page,
    browser,
    loginPage,
    db,
    screens,
  }) => {
    restore = await db.setSwitches({ userReg: true, userAudit: true, userDeptType: 0 });
    const userName = `reg${Date.now().toString(36)}`;
    const register = new RegisterPage(page, db);

    await test.step('the login page links to the registration form', async () => {
      await loginPage.goto();
      await page.getByTestId('login-register').click();
      await expect(page).toHaveURL(/\/register$/);
      await expect(register.submit).toBeVisible();
      await screens.take('01-register');
    });

    await test.step('the form checks the fields before sending', async () => {
      await register.submit.click();
      await expect(page.getByText(t('zh', 'sys.common.required')).first()).toBeVisible();
    });

    await test.step('registration with review: the account waits for an administrator', async () => {
      await register.fill({
        userName,
        realName: '新学员',
        className: '三班',
        password: PASSWORD,
        deptName: '\u3000培训中心',
      });
      await register.submit.click();
      await expect(register.pending).toContainText(t('zh', 'error.REGISTRATION_PENDING_REVIEW'));
      expect((await db.userByName(userName))?.state).toBe(2);
      await screens.take('02-register-pending');
    });

    await test.step('logging in before the review is refused', async () => {
      await loginPage.goto();
      await loginPage.submitAs({ username: userName, password: PASSWORD });
      await expect(
        toasts(page, 'error').filter({ hasText: t('zh', 'error.ACCOUNT_PENDING_AUDIT') }),
      ).toBeVisible();
    });

    await test.step('an administrator approves the account in the user list', async () => {
      const admin = await adminPage(browser);
      const id = (await db.userByName(userName))!.id;
      await admin.goto('/admin/sys/user');
      const search = admin.getByTestId('user-search');
      await search.fill(userName);
      await search.press('Enter');
      await admin.getByTestId(`user-approve-${id}`).click();
      await expect(toasts(admin, 'success').first()).toBeVisible();
      await expect.poll(async () => (await db.userByName(userName))?.state).toBe(0);
      await admin.context().close();
    });

    await test.step('the learner logs in', async () => {
      await loginPage.goto();
      await loginPage.loginAs({ username: userName, password: PASSWORD });
      await new LearnerShell(page).expectHome();
    });
  });

  test('SMS login, linking and unlinking the number, and a forgotten password, codes from the outbox', async ({
    page,
    browser,
    loginPage,
    db,
    screens,
  }) => {
    restore = await db.setSwitches({ userReg: true, userAudit: false, mobileLogin: true });
    const userName = `sms${Date.now().toString(36)}`;
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const admin = await adminPage(browser);
    const outbox = new SmsOutboxPage(admin);
    const register = new RegisterPage(page, db);

    await test.step('a new learner registers (no review) and is signed in', async () => {
      await page.goto('/register');
      await register.fill({
        userName,
        realName: '短信',
        className: '一班',
        password: PASSWORD,
        deptName: '总部',
      });
      await register.submit.click();
      await new LearnerShell(page).expectHome();
    });

    await test.step('the learner links a number in the personal centre', async () => {
      await page.goto('/web/uc?tab=bind');
      await expect(page.getByTestId('binding-row-mobile')).toBeVisible();
      await screens.take('03-linked-accounts');
      await page.getByTestId('binding-link-mobile').click();
      const form = new SmsForm(page, db, 'bind-mobile');
      // Screens are audited before a code is asked for: the "code sent" toast is still fading in
      // afterwards, and a half-transparent toast fails the contrast check.
      await screens.take('04-bind-mobile', page, { fullPage: false });
      await form.requestCode(mobile);
      await form.code.fill(await outbox.latestCode(mobile));
      await screens.take('05-sms-outbox', admin);
      await page.getByTestId('bind-mobile-confirm').click();
      await expect(page.getByTestId('binding-row-mobile')).toContainText(mobile);
      expect((await db.userByName(userName))?.mobile).toBe(mobile);
    });

    await test.step('unlinking the number needs a code sent to it', async () => {
      await page.waitForTimeout(RESEND_WAIT_MS);
      await page.getByTestId('binding-unlink-mobile').click();
      const form = new SmsForm(page, db, 'bind-mobile');
      await expect(form.mobile).toHaveValue(mobile);
      await form.requestCode();
      await form.code.fill(await outbox.latestCode(mobile));
      await page.getByTestId('bind-mobile-confirm').click();
      await expect(page.getByTestId('binding-link-mobile')).toBeVisible();
      expect((await db.userByName(userName))?.mobile).toBeNull();
      // Linked again, for the SMS login below.
      await page.waitForTimeout(RESEND_WAIT_MS);
      await page.getByTestId('binding-link-mobile').click();
      await form.requestCode(mobile);
      await form.code.fill(await outbox.latestCode(mobile));
      await page.getByTestId('bind-mobile-confirm').click();
      await expect(page.getByTestId('binding-row-mobile')).toContainText(mobile);
    });

    await test.step('the learner signs in with an SMS code on the phone tab', async () => {
      await page.context().clearCookies();
      await page.waitForTimeout(RESEND_WAIT_MS);
      await loginPage.goto();
      await page.getByTestId('login-tab-mobile').click();
      const form = new SmsForm(page, db, 'login-sms');
      await screens.take('06-login-phone');
      await form.requestCode(mobile);
      await form.code.fill(await outbox.latestCode(mobile));
      await page.getByTestId('login-sms-submit').click();
      await new LearnerShell(page).expectHome();
    });

    await test.step('a forgotten password is reset with a code; the old one stops working', async () => {
      await page.context().clearCookies();
      await page.waitForTimeout(RESEND_WAIT_MS);
      await loginPage.goto();
      await page.getByTestId('login-forgot').click();
      await expect(page).toHaveURL(/\/forgot$/);
      const form = new SmsForm(page, db, 'forgot-sms');
      await screens.take('07-forgot');
      await form.requestCode(mobile);
      await form.code.fill(await outbox.latestCode(mobile));
      await page.getByTestId('forgot-password-new').fill(NEW_PASSWORD);
      await page.getByTestId('forgot-password-confirm').fill(NEW_PASSWORD);
      await page.getByTestId('forgot-submit').click();
      await expect(page).toHaveURL(/\/login$/);
      await loginPage.expectShown();
      await loginPage.submitAs({ username: userName, password: PASSWORD });
      await expect(
        toasts(page, 'error').filter({ hasText: t('zh', 'error.WRONG_CREDENTIALS') }),
      ).toBeVisible();
      await loginPage.goto();
      await loginPage.loginAs({ username: userName, password: NEW_PASSWORD });
      await new LearnerShell(page).expectHome();
    });

    await admin.context().close();
  });

  test('a learner links DingTalk, signs in with it through /sync, and unlinks it (fake provider)', async ({
    page,
    request,
    asStudent: _learner,
    loginPage,
    db,
    screens,
  }) => {
    const fake = await fakeChatProviders({
      wechat: { appId: 'wx-e2e', appSecret: 'wx-secret' },
      wecom: { corpId: 'ww-e2e', agentId: '1000002', secret: 'wecom-secret' },
      ding: { clientId: 'ding-e2e', clientSecret: 'ding-secret' },
    });
    try {
      restore = await db.setSwitches({ dingLogin: true });
      await saveChatSettings(request, 'ding-talk', fake.settings('ding-talk'));
      fake.person = `ding-${Date.now().toString(36)}`;

      await test.step('the learner links DingTalk in the personal centre', async () => {
        await page.goto('/web/uc?tab=bind');
        await page.getByTestId('binding-link-ding-talk').click();
        // The fake provider signs the person in and sends the browser back with state 'bind'.
        await expect(page).toHaveURL(/\/web\/uc\?tab=bind$/);
        await expect(toasts(page, 'success').first()).toBeVisible();
        await expect(page.getByTestId('binding-unlink-ding-talk')).toBeVisible();
        // Audited once the toast has gone (a fading toast fails the contrast check).
        await expect(toasts(page, 'success')).toHaveCount(0, { timeout: 15_000 });
        await screens.take('08-linked-ding');
      });

      await test.step('signed out, the learner signs in with DingTalk', async () => {
        await page.context().clearCookies();
        await loginPage.goto();
        await page.getByTestId('login-chat-ding-talk').click();
        await new LearnerShell(page).expectHome();
      });

      await test.step('after unlinking, the same DingTalk account is told it is linked to nobody', async () => {
        await page.goto('/web/uc?tab=bind');
        await page.getByTestId('binding-unlink-ding-talk').click();
        await page.getByTestId('unbind-confirm-confirm').click();
        await expect(page.getByTestId('binding-link-ding-talk')).toBeVisible();
        await page.context().clearCookies();
        await loginPage.goto();
        await page.getByTestId('login-chat-ding-talk').click();
        await expect(page).toHaveURL(/\/sync\?error=CHAT_ACCOUNT_NOT_BOUND/);
        await expect(page.getByTestId('sync-error')).toContainText(
          t('zh', 'error.CHAT_ACCOUNT_NOT_BOUND'),
        );
        await screens.take('09-sync-not-linked');
      });
    } finally {
      await fake.close();
    }
  });
});
