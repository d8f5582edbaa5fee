import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

export type Locale = 'zh' | 'en';

const i18nDir = path.join(repoRoot, 'client', 'src', 'i18n');
const catalogues = new Map<Locale, Record<string, string>>();

function catalogue(locale: Locale): Record<string, string> {
  let messages = catalogues.get(locale);
  if (messages === undefined) {
    const read = (file: string): Record<string, string> => {
      const full = path.join(i18nDir, file);
      if (!fs.existsSync(full)) return {};
      return JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, string>;
    };
    // The same order as client/src/i18n/messages.ts: errors, the app, the back office, courses.
    messages = {
      ...read(`errors.${locale}.json`),
      ...read(`${locale}.json`),
      ...read(`admin.${locale}.json`),
      ...read(`course.${locale}.json`),
    };
    catalogues.set(locale, messages);
  }
  return messages;
}

/**
 * A UI text as the client's catalogues (client/src/i18n) have it, with simple `{name}` values
 * filled in, so the journeys check what users read without copying the wording here.
 */
export function t(
  locale: Locale,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const message = catalogue(locale)[id];
  if (message === undefined) throw new Error(`No ${locale} message ${id} in ${i18nDir}`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
