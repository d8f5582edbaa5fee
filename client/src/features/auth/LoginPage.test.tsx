import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { setLocale } from '../../i18n/locale';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { LoginPage } from './LoginPage';
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

  it('follows a language switch at once', () => {
    renderWithApp(<LoginPage />, { session: noCaptcha });
    expect(screen.getByTestId('login-submit').textContent).toBe(MESSAGES.zh['auth.login.submit']);
    expect(screen.getByTestId('lang-switch').textContent).toContain('中文');
    act(() => setLocale('en'));
    expect(screen.getByTestId('login-submit').textContent).toBe(MESSAGES.en['auth.login.submit']);
    expect(screen.getByTestId('lang-switch').textContent).toContain('English');
  });
});
