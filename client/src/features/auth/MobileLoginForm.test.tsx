import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_SITE } from '../../app/session/SessionContext';
import { renderWithApp } from '../../test/render';
import { MobileLoginDocument } from './accountDocuments';
import { MobileLoginForm } from './MobileLoginForm';
import { CreateCaptchaDocument } from './useCaptcha';

const noCaptcha = { site: { ...EMPTY_SITE, siteName: 'Examhall', captchaEnabled: false } };

describe('MobileLoginForm', () => {
  it('shows the captcha once the server asks for it after failed codes, and sends it next', async () => {
    const { GraphQLError } = await import('graphql');
    const input = { mobile: '13800138000', smsCode: '123456' };
    let sentWithCaptcha = false;
    renderWithApp(<MobileLoginForm />, {
      session: noCaptcha,
      mocks: [
        {
          request: { query: MobileLoginDocument, variables: { input } },
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
        {
          request: { query: CreateCaptchaDocument },
          result: {
            data: {
              createCaptcha: {
                __typename: 'CaptchaChallenge',
                key: 'k2',
                image: 'data:image/svg+xml;base64,PHN2Zy8+',
                expiresInSeconds: 120,
              },
            },
          },
        },
        {
          request: {
            query: MobileLoginDocument,
            variables: { input: { ...input, captchaKey: 'k1', captchaValue: 'ab12' } },
          },
          result: () => {
            sentWithCaptcha = true;
            return {
              errors: [new GraphQLError('wrong', { extensions: { code: 'BAD_USER_INPUT' } })],
            };
          },
        },
      ],
    });
    const field = (id: string) =>
      screen.getByTestId(id).querySelector('input') ?? screen.getByTestId(id);
    expect(screen.queryByTestId('login-sms-answer-captcha')).toBeNull();
    fireEvent.change(field('login-sms-mobile'), { target: { value: input.mobile } });
    fireEvent.change(field('login-sms-code'), { target: { value: input.smsCode } });
    fireEvent.click(screen.getByTestId('login-sms-submit'));
    const captcha = await screen.findByTestId('login-sms-answer-captcha');
    fireEvent.change(captcha, { target: { value: 'ab12' } });
    // The picture (and its key) has arrived.
    await waitFor(() =>
      expect(
        screen.getByTestId('login-sms-answer-captcha-image').querySelector('img'),
      ).toBeTruthy(),
    );
    fireEvent.click(screen.getByTestId('login-sms-submit'));
    await expect.poll(() => sentWithCaptcha).toBe(true);
  });
});
