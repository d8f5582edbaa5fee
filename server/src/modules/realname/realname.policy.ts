import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { can } from '../../core/auth/policy.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';

/** A real-name record (masked ID, photo address) is read by its owner and by its reviewers. */
export function mayReadRecord(session: SessionUser, record: { userId: string }): boolean {
  return record.userId === session.userId || can(session, PERMISSIONS.realNameList);
}
