import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { setLocale } from '../../i18n/locale';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { LoginDocument, LoginPage, LoginSwitchesDocument } from './LoginPage';
import { CreateCaptchaDocument } from './useCaptcha';

const noCaptcha = { site: { ...EMPTY_SITE, siteName: 'Examhall', captchaEnabled: false } };

describe('LoginPage', () => {
  afterEach(() => {
    act(() => setLocale('zh'));
  });

  it('shows the fields e2e tests rely on, without the captcha when it is switched off', () => {
    renderWithApp(<LoginPage />, { session: noCaptcha });
    expect(screen.getByTestId('login-username')).toBeTruthy();
    expect(screen.getByTestId('login-password')).toBeTruthy();
    expect(screen.getByTestId('login-submit')).toBeTruthy();
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    expect(screen.queryByTestId('login-captcha-image')).toBeNull();
  });

  it('asks for the required fields', async () => {
    renderWithApp(<LoginPage />, { session: noCaptcha });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(MESSAGES.zh['auth.login.usernameRequired'] ?? '')).toBeTruthy();
    expect(screen.getByText(MESSAGES.zh['auth.login.passwordRequired'] ?? '')).toBeTruthy();
  });

  it('shows the captcha input and the picture from createCaptcha when captcha is on', async () => {
    const image = 'data:image/svg+xml;base64,PHN2Zy8+';
    renderWithApp(<LoginPage />, {
      session: { site: { ...EMPTY_SITE, captchaEnabled: true } },
      mocks: [
        {
          request: { query: CreateCaptchaDocument },
          result: {
            data: {
              createCaptcha: {
                __typename: 'CaptchaChallenge',
                key: 'k1',
                image,
                expiresInSeconds: 120,
              },
            },
          },
        },
      ],
    });
    expect(screen.getByTestId('login-captcha')).toBeTruthy();
    const button = screen.getByTestId('login-captcha-image');
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).toBe(image));
  });

  it('shows the captcha once the server demands it for the account, with the site captcha off', async () => {
    const { GraphQLError } = await import('graphql');
    renderWithApp(<LoginPage />, {
      session: noCaptcha,
      mocks: [
        {
          request: {
            query: LoginDocument,
            variables: { input: { username: 'admin', password: 'x' } },
          },
          result: {
            errors: [
              new GraphQLError('captcha needed', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  subCode: 'LOGIN_CAPTCHA_REQUIRED',
                  legacyCode: 10010020,
                },
              }),
            ],
          },
        },
        {
          request: { query: CreateCaptchaDocument },
          result: {
            data: {
              createCaptcha: {
                __typename: 'CaptchaChallenge',
                key: 'k1',
                image: 'data:image/svg+xml;base64,PHN2Zy8+',
                expiresInSeconds: 120,
              },
            },
          },
        },
      ],
    });
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    fireEvent.change(
      screen.getByTestId('login-username').querySelector('input') ??
        screen.getByTestId('login-username'),
      { target: { value: 'admin' } },
    );
    fireEvent.change(
      screen.getByTestId('login-password').querySelector('input') ??
        screen.getByTestId('login-password'),
      { target: { value: 'x' } },
    );
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-captcha')).toBeTruthy();
  });

  it('follows a language switch at once', () => {
    renderWithApp(<LoginPage />, { session: noCaptcha });
    expect(screen.getByTestId('login-submit').textContent).toBe(MESSAGES.zh['auth.login.submit']);
    expect(screen.getByTestId('lang-switch').textContent).toContain('中文');
    act(() => setLocale('en'));
    expect(screen.getByTestId('login-submit').textContent).toBe(MESSAGES.en['auth.login.submit']);
    expect(screen.getByTestId('lang-switch').textContent).toContain('English');
  });

  it('offers the phone tab and the registration link only when their switches are on', async () => {
    const switches = (on: boolean) => ({
      request: { query: LoginSwitchesDocument },
      result: {
        data: {
          switchConfig: {
            __typename: 'SwitchConfig',
            faceLogin: false,
            mobileLogin: on,
            userReg: on,
            userDeptType: 0,
            wechatLogin: false,
            cropLogin: false,
            dingLogin: false,
          },
        },
      },
    });
    const off = renderWithApp(<LoginPage />, { session: noCaptcha, mocks: [switches(false)] });
    expect(await screen.findByTestId('login-forgot')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('login-tab-mobile')).toBeNull());
    expect(screen.queryByTestId('login-register')).toBeNull();
    off.unmount();

    renderWithApp(<LoginPage />, { session: noCaptcha, mocks: [switches(true)] });
    fireEvent.click(await screen.findByTestId('login-tab-mobile'));
    expect(await screen.findByTestId('login-sms-mobile')).toBeTruthy();
    expect(screen.getByTestId('login-sms-send')).toBeTruthy();
    expect(screen.getByTestId('login-register')).toBeTruthy();
  });
});
