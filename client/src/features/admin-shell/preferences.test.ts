import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME_COLOR,
  FONT_SIZE_KEY,
  fontSizePreference,
  normalizeHex,
  readFontSize,
  readThemeColor,
  setFontSize,
  setThemeColor,
  THEME_COLOR_KEY,
  themeColorPreference,
} from './preferences';

afterEach(() => {
  setFontSize('default');
  setThemeColor(DEFAULT_THEME_COLOR);
  localStorage.clear();
});

describe('font size preference', () => {
  it('defaults and ignores unknown values', () => {
    expect(readFontSize()).toBe('default');
    localStorage.setItem(FONT_SIZE_KEY, 'huge');
    expect(readFontSize()).toBe('default');
    localStorage.setItem(FONT_SIZE_KEY, 'mini');
    expect(readFontSize()).toBe('mini');
  });

  it('persists the choice and tells subscribers', () => {
    let calls = 0;
    const off = fontSizePreference.subscribe(() => {
      calls += 1;
    });
    setFontSize('small');
    expect(fontSizePreference.get()).toBe('small');
    expect(localStorage.getItem(FONT_SIZE_KEY)).toBe('small');
    setFontSize('small');
    expect(calls).toBe(1);
    setFontSize('default');
    expect(localStorage.getItem(FONT_SIZE_KEY)).toBeNull();
    off();
  });
});

describe('theme colour preference', () => {
  it('normalises colours', () => {
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(normalizeHex('13c2c2')).toBe('#13C2C2');
    expect(normalizeHex('red')).toBeNull();
    expect(normalizeHex(undefined)).toBeNull();
  });

  it('persists a preset and falls back to the default', () => {
    expect(readThemeColor()).toBe(DEFAULT_THEME_COLOR);
    setThemeColor('#13c2c2');
    expect(themeColorPreference.get()).toBe('#13C2C2');
    expect(localStorage.getItem(THEME_COLOR_KEY)).toBe('#13C2C2');
    expect(readThemeColor()).toBe('#13C2C2');
    setThemeColor('nonsense');
    expect(themeColorPreference.get()).toBe(DEFAULT_THEME_COLOR);
    expect(localStorage.getItem(THEME_COLOR_KEY)).toBeNull();
    localStorage.setItem(THEME_COLOR_KEY, 'garbage');
    expect(readThemeColor()).toBe(DEFAULT_THEME_COLOR);
  });
});
