import { describe, expect, it } from 'vitest';
import { applyBrandColor, brandPalette, brandVar, mix } from './palette';

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
});
