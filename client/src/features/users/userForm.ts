import { checkPasswordStrength } from '../profile/passwordPolicy';

/** Spec section 5: mainland mobile, 11 digits starting 13 to 19. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A login name has no spaces. */
export const USER_NAME_RE = /^\S+$/;

export interface UserFormValues {
  id?: string;
  userName: string;
  realName: string;
  familyName: string;
  className: string;
  password: string;
  deptCode: string;
  roles: string[];
  mobile: string;
  email: string;
  /** `YYYY-MM-DDTHH:mm` (datetime-local) or '' for none. */
  expireTime: string;
  state: number;
}

export type UserFormField = keyof Omit<UserFormValues, 'id'>;
export type UserFormProblem =
  'required' | 'roleRequired' | 'mobile' | 'email' | 'userName' | 'length' | 'classes' | 'date';
export type UserFormErrors = Partial<Record<UserFormField, UserFormProblem>>;

export const EMPTY_USER: UserFormValues = {
  userName: '',
  realName: '',
  familyName: '',
  className: '',
  password: '',
  deptCode: '',
  roles: [],
  mobile: '',
  email: '',
  expireTime: '',
  state: 0,
};

/**
 * The user dialog's checks: account, name, department and at least one role
 * required; the password only when creating (blank on edit keeps it) and then 8-60 characters with
 * three character classes; a valid mainland mobile and e-mail when given.
 */
export function validateUser(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {};
  const creating = values.id === undefined;
  if (values.userName.trim() === '') errors.userName = 'required';
  else if (!USER_NAME_RE.test(values.userName.trim())) errors.userName = 'userName';
  if (values.realName.trim() === '') errors.realName = 'required';
  if (values.deptCode === '') errors.deptCode = 'required';
  if (values.roles.length === 0) errors.roles = 'roleRequired';
  if (creating && values.password === '') errors.password = 'required';
  else {
    const strength = checkPasswordStrength(values.password);
    if (strength !== null) errors.password = strength;
  }
  if (values.mobile.trim() !== '' && !MOBILE_RE.test(values.mobile.trim()))
    errors.mobile = 'mobile';
  if (values.email.trim() !== '' && !EMAIL_RE.test(values.email.trim())) errors.email = 'email';
  if (values.expireTime !== '' && Number.isNaN(new Date(values.expireTime).getTime())) {
    errors.expireTime = 'date';
  }
  return errors;
}

/** A `datetime-local` value for an instant ('' for none), in the browser's time zone. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; null for ''. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** What saveUser takes: blanks as null; an empty password on edit is left out (kept). */
export function toSaveUserInput(values: UserFormValues) {
  const blank = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    id: values.id ?? null,
    userName: values.userName.trim(),
    realName: values.realName.trim(),
    familyName: values.familyName.trim(),
    className: values.className.trim(),
    password: values.password === '' ? null : values.password,
    deptCode: values.deptCode,
    roles: values.roles,
    mobile: blank(values.mobile),
    email: blank(values.email),
    expireTime: fromLocalInput(values.expireTime) ?? '',
    state: values.state,
  };
}

/** The admin's password change for a user: strong, and confirmed. */
export function validateNewPassword(password: string, confirm: string) {
  const errors: { password?: UserFormProblem | 'mismatch'; confirm?: 'required' | 'mismatch' } = {};
  if (password === '') errors.password = 'required';
  else {
    const strength = checkPasswordStrength(password);
    if (strength !== null) errors.password = strength;
  }
  if (confirm === '') errors.confirm = 'required';
  else if (confirm !== password) errors.confirm = 'mismatch';
  return errors;
}
