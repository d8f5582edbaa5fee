import { AppError } from '../errors/index.ts';
import type { PermissionCode } from './permissions.ts';
import { hasPermission, type SessionUser } from './session-user.ts';

/**
 * The one permission check services and routes use where the permission depends on the input (a
 * save is an add without an id and an update with one); fixed permissions are declared on the
 * operation (`@Authorized`, a route's `access`).
 */
export function requirePermission(session: SessionUser, code: PermissionCode): void {
  if (!hasPermission(session, code)) throw new AppError('PERMISSION_DENIED');
}

/** Whether the caller holds a permission code (super admins hold every code). */
export function can(session: SessionUser, code: PermissionCode): boolean {
  return hasPermission(session, code);
}
