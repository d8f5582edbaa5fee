import type { PermissionCode } from '../../core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';

/**
 * Who may do what with banks and questions:
 * - any signed-in user (learners included) lists banks, reads a bank's detail, chapters and
 *   counts: none of that carries answer data;
 * - creating / editing / deleting banks needs repo:add / repo:update / repo:delete;
 * - everything about questions (list, read with answers, save, delete, import, export) needs the
 *   matching qu:* code; a save is an add without an id and an update with one.
 * Operations whose permission depends on the input (save) check it here, in the service.
 */
export function requirePermission(session: SessionUser, code: PermissionCode): void {
  if (!hasPermission(session, code)) throw new AppError('PERMISSION_DENIED');
}
