import type { IntlShape } from 'react-intl';

export interface NameParts {
  realName: string;
  familyName: string;
  userName?: string;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The displayed name from first name (realName) and family name. A Chinese name keeps its own
 * order, family name first and no space ("张学员"), whatever the interface language; other names
 * follow the language's pattern ("San Zhang" in English). The account name when both are empty.
 */
export function formatFullName(intl: IntlShape, user: NameParts): string {
  const realName = user.realName.trim();
  const familyName = user.familyName.trim();
  if (realName === '' && familyName === '') return user.userName ?? '';
  if (CJK.test(realName) || CJK.test(familyName)) return `${familyName}${realName}`;
  return intl.formatMessage({ id: 'common.user.fullName' }, { realName, familyName }).trim();
}
