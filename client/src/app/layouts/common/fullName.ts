import type { IntlShape } from 'react-intl';

export interface NameParts {
  realName: string;
  familyName: string;
  userName?: string;
}

/**
 * The displayed name from first name (realName) and family name, in the order the language uses
 * ("张三" in Chinese, "San Zhang" in English); the account name when both are empty.
 */
export function formatFullName(intl: IntlShape, user: NameParts): string {
  const realName = user.realName.trim();
  const familyName = user.familyName.trim();
  if (realName === '' && familyName === '') return user.userName ?? '';
  return intl.formatMessage({ id: 'common.user.fullName' }, { realName, familyName }).trim();
}
