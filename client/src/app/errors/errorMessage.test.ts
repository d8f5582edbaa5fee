import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { errorExtensions, errorMessage, isSessionError } from './errorMessage';

const zh = createIntl({ locale: 'zh-CN', messages: MESSAGES.zh });
const en = createIntl({ locale: 'en', messages: MESSAGES.en });

function gqlError(message: string, extensions?: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

function serverError(status: number) {
  return new ServerError('Response not successful', {
    response: new Response('oops', { status }),
    bodyText: 'oops',
  });
}

describe('errorMessage', () => {
  it('uses the catalogue message for the sub-code, in the UI language', () => {
    const error = gqlError('图形验证码错误！', {
      code: 'BAD_USER_INPUT',
      subCode: 'CAPTCHA_WRONG',
      legacyCode: 10010012,
    });
    expect(errorMessage(zh, error)).toBe(MESSAGES.zh['error.CAPTCHA_WRONG']);
    expect(errorMessage(en, error)).toBe(MESSAGES.en['error.CAPTCHA_WRONG']);
  });

  it('fills placeholders from extensions.args', () => {
    const error = gqlError('late', {
      code: 'FORBIDDEN',
      subCode: 'EXAM_LATE',
      legacyCode: 20010037,
      args: { n: 15 },
    });
    expect(errorMessage(en, error)).toContain('15');
    expect(errorMessage(en, error)).not.toContain('{n}');
    expect(errorMessage(zh, error)).toContain('15');
  });

  it('finds the sub-code from the legacy code when the sub-code is absent', () => {
    const error = gqlError('x', { code: 'UNAUTHENTICATED', legacyCode: 90010002 });
    expect(errorMessage(en, error)).toBe(MESSAGES.en['error.WRONG_CREDENTIALS']);
  });

  it('falls back to the server message for unknown sub-codes', () => {
    const error = gqlError('Something specific went wrong', {
      code: 'CONFLICT',
      subCode: 'BRAND_NEW_CODE',
    });
    expect(errorMessage(en, error)).toBe('Something specific went wrong');
  });

  it('falls back to the server message without extensions', () => {
    expect(errorMessage(en, gqlError('Cannot query field "foo"'))).toBe('Cannot query field "foo"');
  });

  it('says the server had a hiccup for unexplained internal errors and empty messages', () => {
    expect(errorMessage(en, gqlError('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' }))).toBe(
      MESSAGES.en['app.error.hiccup'],
    );
    expect(errorMessage(zh, gqlError('  '))).toBe(MESSAGES.zh['app.error.hiccup']);
    expect(errorMessage(en, new Error('boom'))).toBe(MESSAGES.en['app.error.hiccup']);
    expect(errorMessage(en, undefined)).toBe(MESSAGES.en['app.error.hiccup']);
  });

  it('maps transport failures to the HTTP messages', () => {
    expect(errorMessage(en, new TypeError('Failed to fetch'))).toBe(
      MESSAGES.en['app.error.noResponse'],
    );
    expect(errorMessage(en, serverError(502))).toBe(MESSAGES.en['app.error.unavailable']);
    expect(errorMessage(en, serverError(500))).toBe(MESSAGES.en['app.error.unavailable']);
    expect(errorMessage(en, serverError(400))).toBe(MESSAGES.en['app.error.badRequest']);
    expect(errorMessage(en, serverError(404))).toBe(MESSAGES.en['app.error.notFound']);
    expect(errorMessage(en, serverError(418))).toBe(MESSAGES.en['app.error.requestFailed']);
  });
});

describe('isSessionError', () => {
  it('is true for NOT_LOGGED_IN and bare UNAUTHENTICATED', () => {
    expect(
      isSessionError(gqlError('x', { code: 'UNAUTHENTICATED', subCode: 'NOT_LOGGED_IN' })),
    ).toBe(true);
    expect(isSessionError(gqlError('x', { code: 'UNAUTHENTICATED' }))).toBe(true);
  });

  it('is false for failed logins, other errors and transport errors', () => {
    expect(
      isSessionError(gqlError('x', { code: 'UNAUTHENTICATED', subCode: 'WRONG_CREDENTIALS' })),
    ).toBe(false);
    expect(isSessionError(gqlError('x', { code: 'FORBIDDEN', subCode: 'PERMISSION_DENIED' }))).toBe(
      false,
    );
    expect(isSessionError(serverError(401))).toBe(false);
  });
});

describe('errorExtensions', () => {
  it('reads typed extensions and ignores malformed ones', () => {
    expect(
      errorExtensions(
        gqlError('x', { code: 'FORBIDDEN', subCode: 'A', legacyCode: 1, args: { n: 2 } }),
      ),
    ).toEqual({
      code: 'FORBIDDEN',
      subCode: 'A',
      legacyCode: 1,
      args: { n: 2 },
    });
    expect(errorExtensions(gqlError('x', { code: 3, args: [1] }))).toEqual({
      code: undefined,
      subCode: undefined,
      legacyCode: undefined,
      args: undefined,
    });
    expect(errorExtensions(new Error('x'))).toEqual({});
  });
});
