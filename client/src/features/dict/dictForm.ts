/** A dictionary code: letters, digits, _ and -, starting with a letter (the server's rule). */
export const DIC_CODE_RE = /^[A-Za-z][A-Za-z0-9_-]*$/;

export interface CatalogFormValues {
  id?: string;
  parentId: string;
  title: string;
  dicCode: string;
  remark: string;
  sort: number;
}

export interface ValueFormValues {
  id?: string;
  parentId: string;
  value: string;
  title: string;
  sort: number;
}

type Problem = 'required' | 'format';

export function validateCatalog(
  v: CatalogFormValues,
): Partial<Record<'title' | 'dicCode', Problem>> {
  const errors: Partial<Record<'title' | 'dicCode', Problem>> = {};
  if (v.title.trim() === '') errors.title = 'required';
  if (v.dicCode.trim() !== '' && !DIC_CODE_RE.test(v.dicCode.trim())) errors.dicCode = 'format';
  return errors;
}

export function validateValue(v: ValueFormValues): Partial<Record<'value' | 'title', Problem>> {
  const errors: Partial<Record<'value' | 'title', Problem>> = {};
  if (v.value.trim() === '') errors.value = 'required';
  if (v.title.trim() === '') errors.title = 'required';
  return errors;
}
