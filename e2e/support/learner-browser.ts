import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Db } from '../fixtures/db.ts';
import { authStateFile, type Role } from './auth-state.ts';
import { graphql } from './graphql.ts';

/**
 * A second browser context signed in as a demo role (the saved session), with the project's
 * address, locale, time zone and window; its page records uncaught exceptions in `uncaught`.
 */
export async function signedInContext(
  browser: Browser,
  testInfo: TestInfo,
  role: Role,
): Promise<{ context: BrowserContext; page: Page; uncaught: string[] }> {
  const { baseURL, locale, timezoneId, viewport } = testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    storageState: authStateFile(role),
  });
  const page = await context.newPage();
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.stack ?? e.message));
  return { context, page, uncaught };
}

/** A session from the API (the captcha answered from the database); returns the token. */
export async function signInByApi(
  request: APIRequestContext,
  db: Db,
  username: string,
  password: string,
): Promise<string> {
  const captcha = await graphql(request, 'mutation { createCaptcha { key } }');
  const key = (captcha.data?.createCaptcha as { key: string }).key;
  const value = (await db.captchaAnswerFor(key)) ?? '';
  const login = await graphql(
    request,
    `mutation { login(input: { username: "${username}", password: "${password}", captchaKey: "${key}", captchaValue: "${value}" }) { token } }`,
  );
  expect(login.errorCodes).toEqual([]);
  return (login.data?.login as { token: string }).token;
}
