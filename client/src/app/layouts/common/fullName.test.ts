import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatFullName } from './fullName';

const en = createIntl({
  locale: 'en',
  messages: { 'common.user.fullName': '{realName} {familyName}' },
});

describe('formatFullName', () => {
  it('keeps a Chinese name in Chinese order in any language', () => {
    expect(formatFullName(en, { realName: '学员', familyName: '张' })).toBe('张学员');
  });
  it('uses the language pattern for other names', () => {
    expect(formatFullName(en, { realName: 'San', familyName: 'Zhang' })).toBe('San Zhang');
  });
  it('falls back to the account name', () => {
    expect(formatFullName(en, { realName: ' ', familyName: '', userName: 'admin' })).toBe('admin');
  });
});
