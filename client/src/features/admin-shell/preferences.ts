import { useSyncExternalStore } from 'react';

/**
 * Admin shell preferences kept on this device (localStorage): the font size and the theme colour.
 * A tiny store each, read with useSyncExternalStore.
 */
export const FONT_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** Root font size per choice: everything sized in rem follows. */
export const FONT_SIZE_PX: Record<FontSize, number> = {
  default: 16,
  medium: 15,
  small: 14,
  mini: 13,
};

export const DEFAULT_THEME_COLOR = '#409EFF';

/** Theme colour presets (the default first). */
export const THEME_PRESETS: readonly string[] = [
  DEFAULT_THEME_COLOR,
  '#1890FF',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
  '#FA8C16',
  '#304156',
];

export const FONT_SIZE_KEY = 'examhall.admin.fontSize';
export const THEME_COLOR_KEY = 'examhall.admin.themeColor';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStore(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function read(key: string, storage: KeyValueStorage | undefined): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null, storage: KeyValueStorage | undefined): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // not kept; the choice lasts for this page only
  }
}

export function isFontSize(value: unknown): value is FontSize {
  return typeof value === 'string' && (FONT_SIZES as readonly string[]).includes(value);
}

/** '#abc' / 'ABCDEF' / '#aabbcc' -> '#AABBCC'; null for anything else. */
export function normalizeHex(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (m === null) return null;
  const hex = (m[1] as string).toUpperCase();
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `#${full}`;
}

export function readFontSize(storage = localStore()): FontSize {
  const stored = read(FONT_SIZE_KEY, storage);
  return isFontSize(stored) ? stored : 'default';
}

export function readThemeColor(storage = localStore()): string {
  return normalizeHex(read(THEME_COLOR_KEY, storage)) ?? DEFAULT_THEME_COLOR;
}

/** A small observable value kept in storage. */
function createPreference<T>(load: () => T, save: (value: T) => void) {
  let current = load();
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(value: T) {
      if (Object.is(value, current)) return;
      current = value;
      save(value);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const fontSizePreference = createPreference<FontSize>(
  () => readFontSize(),
  (value) => write(FONT_SIZE_KEY, value === 'default' ? null : value, localStore()),
);

export const themeColorPreference = createPreference<string>(
  () => readThemeColor(),
  (value) => write(THEME_COLOR_KEY, value === DEFAULT_THEME_COLOR ? null : value, localStore()),
);

export function setFontSize(value: FontSize): void {
  fontSizePreference.set(value);
}

export function setThemeColor(value: string): void {
  themeColorPreference.set(normalizeHex(value) ?? DEFAULT_THEME_COLOR);
}

export function useFontSize(): FontSize {
  return useSyncExternalStore(fontSizePreference.subscribe, fontSizePreference.get);
}

export function useThemeColor(): string {
  return useSyncExternalStore(themeColorPreference.subscribe, themeColorPreference.get);
}
