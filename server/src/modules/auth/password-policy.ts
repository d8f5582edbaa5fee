/** Spec: 8 to 60 characters, at least three of uppercase, lowercase, digit, special character. */
export function meetsPasswordPolicy(password: string): boolean {
  if (password.length < 8 || password.length > 60) return false;
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password));
  return classes.length >= 3;
}
