export interface NameParts {
  realName: string;
  familyName: string;
  userName?: string;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * The displayed name from first name (realName) and family name, in the name's own convention
 * whatever the interface language: a Chinese name family name first with no space ("张学员"),
 * others given name first ("Ada Lovelace"). The account name when both are empty.
 */
export function formatFullName(user: NameParts): string {
  const realName = user.realName.trim();
  const familyName = user.familyName.trim();
  if (realName === '' && familyName === '') return user.userName ?? '';
  if (CJK.test(realName) || CJK.test(familyName)) return `${familyName}${realName}`;
  return `${realName} ${familyName}`.trim();
}
