import { describe, expect, it } from 'vitest';
import { isMobile, mobileInput } from './mobileRules';

describe('mobile rules', () => {
  it('accepts mainland numbers starting 13 to 19 only', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380001')).toBe(false);
    expect(isMobile('')).toBe(false);
  });

  it('keeps digits only, up to 11', () => {
    expect(mobileInput('138-0013 8000 9')).toBe('13800138000');
  });
});
