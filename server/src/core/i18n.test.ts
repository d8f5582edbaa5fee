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
});
