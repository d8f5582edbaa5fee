/**
 * Password rules: 8 to 60 characters and at least three of uppercase,
 * lowercase, digit and special character. An empty value passes this rule; "required" is a
 * separate check.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 60;
export const PASSWORD_MIN_CLASSES = 3;

export type PasswordStrengthProblem = 'length' | 'classes';
export type PasswordChangeProblem = 'required' | PasswordStrengthProblem | 'mismatch' | 'sameAsOld';

export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirm: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChange, PasswordChangeProblem>>;

/** How many of the four character classes a password uses. */
export function characterClasses(password: string): number {
  let classes = 0;
  if (/[A-Z]/.test(password)) classes += 1;
  if (/[a-z]/.test(password)) classes += 1;
  if (/[0-9]/.test(password)) classes += 1;
  if (/[^A-Za-z0-9]/.test(password)) classes += 1;
  return classes;
}

export function checkPasswordStrength(password: string): PasswordStrengthProblem | null {
  if (password === '') return null;
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'length';
  if (characterClasses(password) < PASSWORD_MIN_CLASSES) return 'classes';
  return null;
}

/**
 * The password-change form's checks: all three required; the new one strong and different from
 * the current one; the confirmation equal to the new one.
 */
export function validatePasswordChange(input: PasswordChange): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (input.oldPassword === '') errors.oldPassword = 'required';

  if (input.password === '') {
    errors.password = 'required';
  } else {
    const strength = checkPasswordStrength(input.password);
    if (strength !== null) errors.password = strength;
    else if (input.oldPassword !== '' && input.password === input.oldPassword) {
      errors.password = 'sameAsOld';
    }
  }

  if (input.confirm === '') errors.confirm = 'required';
  else if (input.confirm !== input.password) errors.confirm = 'mismatch';

  return errors;
}
