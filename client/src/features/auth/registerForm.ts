import type { PasswordStrengthProblem } from '../profile/passwordPolicy';

/** The message of each password-strength problem. */
export const STRENGTH_IDS: Record<PasswordStrengthProblem, string> = {
  length: 'profile.password.length',
  classes: 'profile.password.classes',
};

/** A department of the registration picker, with its children. */
export interface DeptNode {
  deptCode: string;
  deptName: string;
  children?: DeptNode[] | null;
}

/** The tree in display order, each department with its depth (for indentation in a select). */
export function flattenDepartments(
  nodes: readonly DeptNode[],
  depth = 0,
): Array<{ deptCode: string; deptName: string; depth: number }> {
  return nodes.flatMap((n) => [
    { deptCode: n.deptCode, deptName: n.deptName, depth },
    ...flattenDepartments(n.children ?? [], depth + 1),
  ]);
}
