import { describe, expect, it } from 'vitest';
import { THEME_PRESETS } from '../features/admin-shell/preferences';
import {
  applyBrandColor,
  brandPalette,
  brandVar,
  contrastRatio,
  mix,
  TEXT_CONTRAST,
} from './palette';

describe('brand palette', () => {
  it('reproduces the default palette of the theme', () => {
    const p = brandPalette('#409EFF');
    expect(p[50]).toBe('#ecf5ff');
    expect(p[100]).toBe('#d9ecff');
    expect(p[200]).toBe('#b3d8ff');
    expect(p[300]).toBe('#8cc5ff');
    expect(p[400]).toBe('#66b1ff');
    expect(p[500]).toBe('#409eff');
    expect(p[600]).toBe('#337ecc');
  });

  it('mixes towards white and black within bounds', () => {
    expect(mix('#000000', 1)).toBe('#ffffff');
    expect(mix('#ffffff', -1)).toBe('#000000');
    expect(mix('#123456', 0)).toBe('#123456');
  });

  it('sets and clears the CSS variables', () => {
    const el = document.createElement('div');
    applyBrandColor(el, '#F5222D');
    expect(el.style.getPropertyValue(brandVar(500))).toBe('#f5222d');
    expect(el.style.getPropertyValue('--chakra-colors-brand-50')).not.toBe('');
    applyBrandColor(el, null);
    expect(el.style.getPropertyValue(brandVar(500))).toBe('');
  });

  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The spec's brand colour with white text: below AA, which is why text uses `ink`.
    expect(contrastRatio('#409EFF', '#ffffff')).toBeLessThan(3);
  });

  it.each(THEME_PRESETS)('gives theme colour %s an ink shade text can use (4.5:1)', (preset) => {
    const p = brandPalette(preset);
    expect(contrastRatio(p.ink, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(p.ink, p[50])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(p.ink, p[100])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps a theme colour that text can already use as its own ink', () => {
    expect(brandPalette('#304156').ink).toBe('#304156');
  });
});
