import { ADMIN_AREA } from './permissions.ts';

/** Who is calling: what a resolver, REST route or policy may know about the session's user. */
export interface SessionUser {
  sessionId: string;
  tokenHash: string;
  userId: string;
  userName: string;
  /** 1 learner, 2 admin / proctor (the highest of the user's roles). */
  roleType: number;
  roleIds: string[];
  /** Permission codes such as sys:user:add. */
  permissions: ReadonlySet<string>;
  /** Holders of the built-in `sa` role pass every permission check. */
  isSuperAdmin: boolean;
  expiresAt: Date;
}

export const SUPER_ADMIN_ROLE_ID = 'sa';
export const STUDENT_ROLE_ID = 'student';

export function hasPermission(user: SessionUser, permission: string): boolean {
  if (permission === ADMIN_AREA) return user.roleType === 2;
  return user.isSuperAdmin || user.permissions.has(permission);
}
