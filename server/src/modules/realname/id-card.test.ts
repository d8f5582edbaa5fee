import { describe, expect, it } from 'vitest';
import { canonicalIdCard, checkCharacter, isValidIdCard, maskIdCard } from './id-card.ts';

/** A valid 18-character number for the region, birth date and sequence. */
function idFor(region: string, birth: string, seq = '123'): string {
  const first17 = `${region}${birth}${seq}`;
  return first17 + checkCharacter(first17);
}

describe('the ID number rule', () => {
  const today = new Date(2026, 10, 25);

  it('accepts a well-known valid number and its check character', () => {
    // The standard's own example.
    expect(checkCharacter('11010519491231002')).toBe('X');
    expect(isValidIdCard('11010519491231002X', today)).toBe(true);
    expect(isValidIdCard('11010519491231002x', today)).toBe(true);
    expect(isValidIdCard(' 110105194912310021 ', today)).toBe(false);
  });

  it('refuses a wrong check character', () => {
    const good = idFor('440301', '19900101');
    const last = good[17]!;
    const wrong = good.slice(0, 17) + (last === '0' ? '1' : '0');
    expect(isValidIdCard(good, today)).toBe(true);
    expect(isValidIdCard(wrong, today)).toBe(false);
  });

  it('refuses dates that do not exist or lie in the future', () => {
    expect(isValidIdCard(idFor('440301', '19900230'), today)).toBe(false);
    expect(isValidIdCard(idFor('440301', '19901301'), today)).toBe(false);
    expect(isValidIdCard(idFor('440301', '20000229'), today)).toBe(true);
    expect(isValidIdCard(idFor('440301', '19000229'), today)).toBe(false);
    expect(isValidIdCard(idFor('440301', '20261126'), today)).toBe(false);
    expect(isValidIdCard(idFor('440301', '18991231'), today)).toBe(false);
  });

  it('refuses other lengths, letters and unknown provinces', () => {
    expect(isValidIdCard('', today)).toBe(false);
    expect(isValidIdCard('1234567890123456', today)).toBe(false);
    expect(isValidIdCard('11010519491231002Y', today)).toBe(false);
    expect(isValidIdCard('X10105194912310021', today)).toBe(false);
    expect(isValidIdCard(idFor('990101', '19900101'), today)).toBe(false);
  });

  it('reads a 15-digit number as its 18-character form, without X', () => {
    const old = '440301900101123';
    expect(canonicalIdCard(old, today)).toBe(idFor('440301', '19900101', '123'));
    expect(isValidIdCard('44030190013112X', today)).toBe(false);
    expect(isValidIdCard('440301900230123', today)).toBe(false);
  });

  it('masks all but the first and last four characters', () => {
    expect(maskIdCard('11010519491231002x')).toBe('1101**********002X');
    expect(maskIdCard('440301900101123')).toBe('4403*******1123');
  });
});
