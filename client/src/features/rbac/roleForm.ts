/** The role dialog's checks: a name (at most 50 characters) and a level from 0 to 9999. */
export const MAX_ROLE_LEVEL = 9999;
export const ROLE_TYPES = [1, 2] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

export interface RoleFormValues {
  id?: string;
  roleName: string;
  roleType: RoleType;
  roleLevel: number;
}

export type RoleFormErrors = Partial<Record<'roleName' | 'roleLevel', 'required' | 'range'>>;

export function validateRole(values: RoleFormValues): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (values.roleName.trim() === '') errors.roleName = 'required';
  if (
    !Number.isInteger(values.roleLevel) ||
    values.roleLevel < 0 ||
    values.roleLevel > MAX_ROLE_LEVEL
  ) {
    errors.roleLevel = 'range';
  }
  return errors;
}
