import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import adminEn from './admin.en.json';
import adminZh from './admin.zh.json';
import courseEn from './course.en.json';
import courseZh from './course.zh.json';
import en from './en.json';
import errorsEn from './errors.en.json';
import errorsZh from './errors.zh.json';
import { MESSAGES } from './messages';
import zh from './zh.json';

type Catalog = Record<string, string>;

const UI: Record<'zh' | 'en', Catalog> = {
  zh: { ...zh, ...adminZh, ...courseZh },
  en: { ...en, ...adminEn, ...courseEn },
};
const ERRORS: Record<'zh' | 'en', Catalog> = { zh: errorsZh, en: errorsEn };

/** Source files of the app (not generated code, not tests), as text. */
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../gql/**', '!../**/*.test.{ts,tsx}'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Files allowed to build a message id at run time (the error catalogue lookup). */
const DYNAMIC_ID_ALLOWED = ['/app/errors/errorMessage.ts'];

function missing(from: Catalog, to: Catalog): string[] {
  return Object.keys(from).filter((k) => !(k in to));
}

function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1] ?? '').sort();
}

/** Top-level namespaces of the catalogues (app, auth, error, ...). */
const NAMESPACES = [...new Set(Object.keys(MESSAGES.zh).map((k) => k.split('.')[0]))];

/**
 * Message ids a source file uses: `id: '...'` / `id="..."` (FormattedMessage, formatMessage,
 * defineMessages) and any string literal shaped like an id of a catalogue namespace (ids kept in
 * lookup tables, route handles and the like).
 */
export function extractIds(source: string, namespaces: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const m of source.matchAll(/\bid\s*[:=]\s*\{?\s*(['"])([^'"\n]+)\1/g)) {
    const id = m[2] ?? '';
    if (id.includes('.')) ids.add(id);
  }
  const ns = namespaces.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const literal = new RegExp(`(['"\`])((?:${ns})\\.[A-Za-z0-9_.]+)\\1`, 'g');
  for (const m of source.matchAll(literal)) ids.add(m[2] ?? '');
  return [...ids];
}

describe('i18n catalogues', () => {
  it('have the same keys in zh and en', () => {
    expect(missing(UI.zh, UI.en), 'in zh.json, missing from en.json').toEqual([]);
    expect(missing(UI.en, UI.zh), 'in en.json, missing from zh.json').toEqual([]);
  });

  it('keep the back-office catalogues apart from the app catalogues (no id in both)', () => {
    expect(Object.keys(adminZh).filter((k) => k in zh)).toEqual([]);
    expect(Object.keys(adminEn).filter((k) => k in en)).toEqual([]);
  });

  it('have the same error keys in zh and en', () => {
    expect(missing(ERRORS.zh, ERRORS.en), 'in errors.zh.json, missing from errors.en.json').toEqual(
      [],
    );
    expect(missing(ERRORS.en, ERRORS.zh), 'in errors.en.json, missing from errors.zh.json').toEqual(
      [],
    );
  });

  it('leave error.* ids to the generated error catalogues', () => {
    expect(Object.keys(UI.zh).filter((k) => k.startsWith('error.'))).toEqual([]);
    expect(Object.keys(ERRORS.zh).filter((k) => !k.startsWith('error.'))).toEqual([]);
  });

  it('use <feature>.<screen>.<key> ids', () => {
    const bad = Object.keys(UI.zh).filter(
      (k) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/.test(k),
    );
    expect(bad).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const differing = Object.keys(MESSAGES.zh).filter(
      (k) =>
        k in MESSAGES.en &&
        placeholders(MESSAGES.zh[k] ?? '').join() !== placeholders(MESSAGES.en[k] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('hold valid ICU messages', () => {
    for (const locale of ['zh', 'en'] as const) {
      const problems: string[] = [];
      const intl = createIntl({
        locale,
        messages: MESSAGES[locale],
        onError: (e) => problems.push(e.message),
      });
      for (const [id, message] of Object.entries(MESSAGES[locale])) {
        const values = Object.fromEntries(placeholders(message).map((p) => [p, 1]));
        intl.formatMessage({ id }, values);
      }
      expect(problems, locale).toEqual([]);
    }
  });

  it('contain every id used in the source, in both languages', () => {
    const files = Object.entries(SOURCES);
    expect(files.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const [file, source] of files) {
      for (const id of extractIds(source, NAMESPACES)) {
        for (const locale of ['zh', 'en'] as const) {
          if (!(id in MESSAGES[locale])) problems.push(`${file}: ${id} missing in ${locale}`);
        }
      }
      const dynamic = /\bid\s*[:=]\s*\{?\s*`[^`]*\$\{/.test(source);
      if (dynamic && !DYNAMIC_ID_ALLOWED.some((allowed) => file.endsWith(allowed))) {
        problems.push(`${file}: builds a message id at run time; use literal ids`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds ids in every form the code uses them', () => {
    const sample = `
      <FormattedMessage id="auth.login.title" />
      intl.formatMessage({ id: 'auth.login.submit' }, { n: 1 });
      defineMessages({ a: { id: "status.page.backHome", defaultMessage: 'x' } });
      const LABELS = { zh: 'app.lang.zh' };
      <Box data-testid="login-submit" id="plain-dom-id" />
    `;
    expect(extractIds(sample, ['auth', 'status', 'app']).sort()).toEqual([
      'app.lang.zh',
      'auth.login.submit',
      'auth.login.title',
      'status.page.backHome',
    ]);
  });
});
