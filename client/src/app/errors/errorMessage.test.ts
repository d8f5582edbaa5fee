import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { errorExtensions, errorFields, errorMessage, isSessionError } from './errorMessage';
import { LocalisedError } from './localisedError';
import { RestError } from './restError';

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

describe('errorMessage for REST envelopes', () => {
  it('uses the catalogue message for the legacy code, in the UI language', () => {
    const error = new RestError(10010001, '参数不完整或类型错误！', 200);
    expect(errorMessage(en, error)).toBe(MESSAGES.en['error.PARAM_INVALID']);
    expect(errorMessage(zh, error)).toBe(MESSAGES.zh['error.PARAM_INVALID']);
  });

  it("keeps the server's text for templated messages and unknown codes", () => {
    expect(errorMessage(en, new RestError(20010037, 'Late by more than 15 minutes', 200))).toBe(
      'Late by more than 15 minutes',
    );
    expect(errorMessage(en, new RestError(99999999, 'Something new', 200))).toBe('Something new');
    expect(errorMessage(en, new RestError(99999999, '', 200))).toBe(
      MESSAGES.en['app.error.hiccup'],
    );
  });

  it('maps responses without an envelope by HTTP status', () => {
    expect(errorMessage(en, new RestError(0, '', 502))).toBe(MESSAGES.en['app.error.unavailable']);
    expect(errorMessage(en, new RestError(0, '', 404))).toBe(MESSAGES.en['app.error.notFound']);
    expect(errorMessage(en, new RestError(0, '', 413))).toBe(
      MESSAGES.en['app.error.requestFailed'],
    );
  });

  it('treats code 10010002 as an ended session', () => {
    expect(isSessionError(new RestError(10010002, 'x', 200))).toBe(true);
    expect(isSessionError(new RestError(10010001, 'x', 200))).toBe(false);
  });
});

describe('errorFields', () => {
  it('reads the per-field details of a validation error', () => {
    const error = gqlError('x', {
      code: 'BAD_USER_INPUT',
      subCode: 'PARAM_INVALID',
      fields: { 'answerList.1.content': 'needs a text or an image', bad: 3 },
    });
    expect(errorFields(error)).toEqual({ 'answerList.1.content': 'needs a text or an image' });
    expect(errorFields(gqlError('x', { code: 'FORBIDDEN' }))).toEqual({});
    expect(errorFields(new Error('x'))).toEqual({});
  });
});

describe('errorMessage for errors the client words', () => {
  it('shows the message of the id with its values, in both languages', () => {
    const error = new LocalisedError('files.direct.refused', { status: 403 });
    expect(errorMessage(en, error)).toContain('(HTTP 403)');
    expect(errorMessage(zh, error)).toContain('HTTP 403');
    expect(errorMessage(en, new LocalisedError('files.direct.unreachable'))).toContain('CORS');
  });
});
