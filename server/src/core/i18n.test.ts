import { describe, expect, it } from 'vitest';
import { langFromHeader } from './i18n.ts';

describe('langFromHeader', () => {
  it.each([
    [undefined, 'zh'],
    ['', 'zh'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['fr-FR', 'zh'],
    ['zh;q=0.5, en;q=0.9', 'en'],
  ])('%s -> %s', (header, lang) => {
    expect(langFromHeader(header)).toBe(lang);
  });

  it('answers a remembered header the same, past the number of headers it remembers', () => {
    for (let i = 0; i < 600; i++) {
      const english = i % 2 === 0;
      const header = english ? `en;q=0.9, zh;q=0.${i % 9}` : `zh-CN,zh;q=0.9,x-${i};q=0.1`;
      expect(langFromHeader(header), header).toBe(english ? 'en' : 'zh');
      expect(langFromHeader(header), header).toBe(english ? 'en' : 'zh');
    }
  });
});
