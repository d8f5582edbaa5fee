/** The UI language: zh (default) or en, kept in localStorage. */
export type Locale = 'zh' | 'en';

export const LOCALES: readonly Locale[] = ['zh', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh';
const STORAGE_KEY = 'examhall.lang';

function isLocale(value: unknown): value is Locale {
  return value === 'zh' || value === 'en';
}

function readStored(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let current: Locale = readStored();
const listeners = new Set<() => void>();

export function getLocale(): Locale {
  return current;
}

export function setLocale(next: Locale): void {
  if (next === current) return;
  current = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, next);
  } catch {
    // storage may be unavailable (private mode); the choice then lasts for this page only
  }
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** BCP 47 tag used by react-intl for number and date formatting. */
export function intlTag(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : 'en';
}
