import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { byCode, catalogue, errorNames, type ErrorName } from './catalogue.ts';
import { buildClientFiles, defaultOutDir, toIcuMessage } from './export-client-messages.ts';
import { renderMessage } from './render.ts';

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every code listed in learner-side.md section 8 and admin-back-office.md section 8. */
const SPEC_CODES: readonly number[] = [
  // common
  10010001,
  10010002,
  10010003,
  10010012,
  10010013,
  10010014,
  10010015,
  // authorisation key, data
  20020001,
  20020002,
  60000001,
  // exam and training
  ...range(20010001, 20010050),
  // system
  ...range(13001001, 13001035),
  // binding and users
  ...range(14001001, 14001022),
  // accounts
  ...range(90010001, 90010008),
];

/** Platform codes the spec lacks (documented in catalogue.ts). */
const PLATFORM_CODES: Readonly<Record<number, ErrorName>> = {
  10010004: 'PERMISSION_DENIED',
  10010005: 'TOO_MANY_ATTEMPTS',
  10010006: 'CAPTCHA_EXPIRED',
  10010007: 'PASSWORD_POLICY',
  10010008: 'PASSWORD_CONFIRM_MISMATCH',
  10010009: 'PASSWORD_SAME_AS_OLD',
  10010010: 'INTERNAL_ERROR',
  10010011: 'ROUTE_NOT_FOUND',
  10010016: 'PAYLOAD_TOO_LARGE',
  10010017: 'REPO_USED_BY_EXAM',
  10010018: 'UNSUPPORTED_MEDIA_TYPE',
  10010019: 'TOO_MANY_OPERATIONS',
  10010020: 'LOGIN_CAPTCHA_REQUIRED',
  10010021: 'EXAM_PASSWORD_TRIES_EXCEEDED',
  10010022: 'EXAM_PASSWORD_EXAM_LOCKED',
  10010023: 'UPLOAD_RATE_EXCEEDED',
  10010024: 'UPLOAD_QUOTA_EXCEEDED',
  10010025: 'CROSS_SITE_REFUSED',
  14001040: 'REALNAME_CLOSED',
  14001041: 'FACE_NOT_FOUND',
  14001042: 'FACE_MULTIPLE',
  14001043: 'FACE_TOO_SMALL',
  14001044: 'FACE_IMAGE_INVALID',
  14001045: 'REALNAME_NOT_PENDING',
  14001046: 'REALNAME_NOT_APPROVED',
  14001047: 'FACE_LOGIN_FAILED',
  14001048: 'FACE_NOT_MATCHED',
  14001049: 'FACE_TOKEN_INVALID',
  14001080: 'DIRECT_UPLOAD_UNAVAILABLE',
  14001090: 'LICENSE_FILE_INVALID',
  14001091: 'LICENSE_KEY_NOT_CONFIGURED',
  14001092: 'LICENSE_SEATS_EXCEEDED',
  14001093: 'LICENSE_FILE_EXPIRED',
  14001094: 'DIRECT_UPLOAD_PROVIDER_FAILED',
  14001100: 'DIRECT_UPLOAD_KEY_INVALID',
  14001101: 'DIRECT_UPLOAD_NOT_FOUND',
  14001102: 'DIRECT_UPLOAD_ALREADY_REGISTERED',
  14001030: 'FACE_SERVICE_UNAVAILABLE',
  14001031: 'FACE_SERVICE_REJECTED',
  14001032: 'FACE_SERVICE_BUSY',
  14001033: 'SMS_SERVICE_UNAVAILABLE',
  14001034: 'SMS_RESEND_WAIT',
  14001035: 'SMS_DAILY_LIMIT',
  14001036: 'OAUTH_STATE_INVALID',
  14001037: 'CHAT_ACCOUNT_NOT_BOUND',
  14001038: 'CHAT_ACCOUNT_ALREADY_BOUND',
  14001039: 'CHAT_LOGIN_NOT_CONFIGURED',
  14001120: 'OAUTH_STATE_OTHER_BROWSER',
  14001050: 'FACE_NOT_LIVE',
  14001051: 'FACE_CHALLENGE_INVALID',
  14001052: 'FACE_CHALLENGE_FAILED',
  14001060: 'MOBILE_UNBIND_NEEDS_CODE',
  14001061: 'MOBILE_ALREADY_LINKED',
  14001062: 'MOBILE_REBIND_BY_USER_ONLY',
  20010070: 'PROCTOR_CAMERA_OFF',
  20010071: 'EXAM_FACE_LIMIT_EXCEEDED',
  20010072: 'EXAM_FORCED_HAND_IN',
  20010073: 'EXAM_NOT_PROCTOR',
  20010080: 'EXAM_FORCED_HAND_IN_REASON',
  20010081: 'EXAM_HANDED_IN_NOTICE',
  20010082: 'EXAM_HANDED_IN_REASON',
  20010083: 'EXAM_TIME_EXTENDED',
  20010090: 'EXAM_BEFORE_SLOT',
  20010091: 'EXAM_STAGGER_END_TOO_EARLY',
  20010110: 'ANALYSIS_NO_SUGGESTION',
  20010111: 'ANALYSIS_QUESTION_NOT_IN_EXAM',
  20010112: 'EXAM_TMPL_NOT_FOUND',
  20010113: 'EXAM_TMPL_NO_RULES',
  20010130: 'EXPORT_EXPIRED',
  20010131: 'EXPORT_NOT_READY',
  20010150: 'COURSE_NOT_AVAILABLE',
  20010151: 'COURSE_ITEM_INVALID',
  20010152: 'COURSE_VIDEO_KEY_DENIED',
  20010153: 'COURSE_TRANSCODE_UNAVAILABLE',
  20010154: 'COURSE_NOT_A_VIDEO',
};

/** Names other code and the client rely on; they must not drift. */
const PINNED_NAMES: Readonly<Record<number, ErrorName>> = {
  10010001: 'PARAM_INVALID',
  10010002: 'NOT_LOGGED_IN',
  10010012: 'CAPTCHA_WRONG',
  10010015: 'LICENSE_INVALID',
  20010037: 'EXAM_LATE',
  20010038: 'EXAM_ATTEMPTS_EXCEEDED',
  20010050: 'PAPER_ALREADY_HANDED_IN',
  90010001: 'ACCOUNT_NOT_FOUND',
  90010002: 'WRONG_CREDENTIALS',
  90010003: 'ROLE_REQUIRED',
  90010004: 'ADMIN_NOT_EDITABLE',
  90010005: 'ACCOUNT_DISABLED',
  90010006: 'ACCOUNT_PENDING_AUDIT',
  90010007: 'OLD_PASSWORD_WRONG',
  90010008: 'ACCOUNT_EXPIRED',
  ...PLATFORM_CODES,
};

const entries = errorNames.map((name) => [name, catalogue[name]] as const);

const placeholders = (template: string): string[] =>
  [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).sort();

describe('error catalogue', () => {
  it('has unique codes', () => {
    const codes = entries.map(([, e]) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(byCode.size).toBe(codes.length);
  });

  it('contains every spec code', () => {
    const missing = SPEC_CODES.filter((code) => !byCode.has(code));
    expect(missing).toEqual([]);
    expect(new Set(SPEC_CODES).size).toBe(SPEC_CODES.length);
  });

  it('platform codes do not collide with spec codes', () => {
    for (const code of Object.keys(PLATFORM_CODES).map(Number)) {
      expect(SPEC_CODES).not.toContain(code);
    }
  });

  it('holds nothing beyond the spec codes and the documented platform codes', () => {
    const allowed = new Set([...SPEC_CODES, ...Object.keys(PLATFORM_CODES).map(Number)]);
    expect(entries.filter(([, e]) => !allowed.has(e.code)).map(([name]) => name)).toEqual([]);
  });

  it('keeps the pinned symbolic names', () => {
    for (const [code, name] of Object.entries(PINNED_NAMES)) {
      expect(byCode.get(Number(code)), `code ${code}`).toBe(name);
    }
  });

  it('uses SCREAMING_SNAKE names', () => {
    for (const [name] of entries) expect(name).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
  });

  it('byCode maps every code back to its name', () => {
    for (const [name, e] of entries) expect(byCode.get(e.code)).toBe(name);
  });

  it('has non-empty zh and en for every entry', () => {
    for (const [name, e] of entries) {
      expect(e.zh.trim(), name).not.toBe('');
      expect(e.en.trim(), name).not.toBe('');
      expect(e.zh, `${name} zh should contain Chinese`).toMatch(/\p{Script=Han}/u);
    }
  });

  it('has identical, well-formed placeholders in zh and en', () => {
    for (const [name, e] of entries) {
      expect(placeholders(e.zh), name).toEqual(placeholders(e.en));
      for (const p of placeholders(e.zh)) expect(p, name).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
      // no stray braces outside placeholders
      for (const t of [e.zh, e.en]) {
        expect(t.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, ''), name).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('renderMessage', () => {
  it('fills args in both languages', () => {
    expect(renderMessage('EXAM_ATTEMPTS_EXCEEDED', 'en', { n: 3 })).toBe(
      'You have used all your attempts (3 chances in total).',
    );
    expect(renderMessage('EXAM_LATE', 'zh', { n: 15 })).toBe('迟到超过15分钟，不能再参加考试！');
    expect(renderMessage('UPLOAD_TYPE_NOT_ALLOWED', 'en', { ext: 'exe' })).toBe(
      'Files of this type cannot be uploaded: exe',
    );
  });

  it('returns the template unchanged when there are no placeholders', () => {
    expect(renderMessage('NOT_LOGGED_IN', 'zh')).toBe(catalogue.NOT_LOGGED_IN.zh);
    expect(renderMessage('ACCOUNT_DISABLED', 'en', { n: 1 })).toBe(catalogue.ACCOUNT_DISABLED.en);
  });

  it('leaves missing args visible and never throws', () => {
    expect(renderMessage('HAND_IN_TOO_EARLY', 'en')).toBe(catalogue.HAND_IN_TOO_EARLY.en);
    expect(renderMessage('HAND_IN_TOO_EARLY', 'en', { m: 1 })).toContain('{n}');
    expect(renderMessage('NOPE' as ErrorName, 'en')).toBe('NOPE');
    expect(renderMessage('toString' as ErrorName, 'en')).toBe('toString');
  });

  it('inserts values literally', () => {
    expect(renderMessage('TOO_MANY_ATTEMPTS', 'en', { n: '$& {n}' })).toBe(
      'Too many attempts. Try again in $& {n} seconds.',
    );
  });
});

describe('client export', () => {
  it('converts templates to ICU messages', () => {
    expect(toIcuMessage("the question's value of {n} points")).toBe(
      "the question''s value of {n} points",
    );
    expect(toIcuMessage('a {b c} <d> {e}')).toBe("a '{'b c'}' '<'d'>' {e}");
    expect(toIcuMessage('plain')).toBe('plain');
  });

  it('covers every entry in both languages and every code', () => {
    const files = buildClientFiles();
    for (const lang of ['zh', 'en']) {
      const messages = JSON.parse(files[`errors.${lang}.json`]!) as Record<string, string>;
      expect(Object.keys(messages).sort()).toEqual(errorNames.map((n) => `error.${n}`).sort());
      expect(Object.keys(messages)).toEqual(Object.keys(messages).sort());
    }
    const codes = JSON.parse(files['error-codes.json']!) as Record<string, string>;
    expect(Object.keys(codes).length).toBe(errorNames.length);
    for (const [code, name] of Object.entries(codes)) expect(byCode.get(Number(code))).toBe(name);
  });

  it('the committed client files are up to date', () => {
    for (const [file, contents] of Object.entries(buildClientFiles())) {
      const onDisk = readFileSync(path.join(defaultOutDir, file), 'utf8');
      expect(
        onDisk,
        `${file} is stale: run npx tsx server/src/core/errors/export-client-messages.ts`,
      ).toBe(contents);
    }
  });
});
