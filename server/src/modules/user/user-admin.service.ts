import type { PermissionCode } from '../../core/auth/permissions.ts';
/**
 * User administration (/api/sys/user/*): reading users (user-admin-read.ts) and changing
 * them (user-admin-write.ts); the inputs are in user-admin.inputs.ts.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import type { Infra } from '../../core/infra.ts';
import type { Page } from '../../core/paging.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { SessionService } from '../auth/index.ts';
import {
  type AdminUserView,
  filterSql,
  userDetail,
  userPaging,
  userViews,
} from './user-admin-read.ts';
import {
  type AccountDeps,
  type SeatGuard,
  batchDept,
  batchExpire,
  batchRole,
  assertMayManageUser,
  changePassword,
  joinRef,
  removeRef,
  saveUser,
  setUserState,
} from './user-admin-write.ts';
import type {
  BatchDeptInput,
  BatchExpireInput,
  BatchRoleInput,
  ChangePasswordInput,
  SaveUserInput,
  SetStateInput,
  UserFilter,
  UserPagingInput,
  UserRefInput,
} from './user-admin.inputs.ts';

export type { AdminUserView } from './user-admin-read.ts';
export { UserFilterSchema } from './user-admin.inputs.ts';

export class UserAdminService {
  private readonly deps: AccountDeps;

  constructor(
    private readonly infra: Infra,
    sessions: SessionService,
    seats: SeatGuard,
  ) {
    this.deps = { db: infra.prisma, sessions, seats };
  }

  /** Refuses (LICENSE_SEATS_EXCEEDED) adding `n` enabled accounts beyond the licence's seats. */
  assertSeats(tx: Prisma.TransactionClient, n: number): Promise<void> {
    return this.deps.seats.assertSeats(tx, n);
  }

  paging(raw: UserPagingInput): Promise<Page<AdminUserView>> {
    return userPaging(this.infra.prisma, raw);
  }

  /** The SQL condition (over `"User" u`) of the user filters (the export uses it too). */
  filterSql(filter: UserFilter): Promise<Prisma.Sql> {
    return filterSql(this.infra.prisma, filter);
  }

  /** Views of these users, in the given order (unknown ids are skipped). */
  views(userIds: readonly string[]): Promise<AdminUserView[]> {
    return userViews(this.infra.prisma, userIds);
  }

  detail(rawId: unknown): Promise<AdminUserView> {
    return userDetail(this.infra.prisma, rawId);
  }

  /** Creates (sys:user:add) or updates (sys:user:update) a user. */
  save(session: SessionUser, raw: SaveUserInput): Promise<AdminUserView> {
    return saveUser(this.deps, session, raw);
  }

  /** Moves users to a department; returns how many. */
  batchDept(session: SessionUser, raw: BatchDeptInput): Promise<number> {
    return batchDept(this.deps, session, raw);
  }

  /** Replaces the roles of users (at least one role); returns how many users. */
  batchRole(session: SessionUser, raw: BatchRoleInput): Promise<number> {
    return batchRole(this.deps, session, raw);
  }

  /** Sets (or, with null / empty, clears) the expiry time of users; returns how many. */
  batchExpire(session: SessionUser, raw: BatchExpireInput): Promise<number> {
    return batchExpire(this.deps, session, raw);
  }

  /** Sets the state of users (0 normal, 1 disabled, 2 pending review); returns how many. */
  setState(session: SessionUser, raw: SetStateInput): Promise<number> {
    return setUserState(this.deps, session, raw);
  }

  /** An admin sets a user's password (policy applies); the user's sessions end. */
  changePassword(session: SessionUser, raw: ChangePasswordInput): Promise<void> {
    return changePassword(this.deps, session, raw);
  }

  /** Throws unless the caller holds `permission` and may manage the user (rank rules). */
  assertMayManage(session: SessionUser, userId: string, permission: PermissionCode): Promise<void> {
    return assertMayManageUser(this.infra.prisma, session, userId, permission);
  }

  /** Links users to a reference (refId); returns the ids of the users that exist (now linked). */
  joinRef(raw: UserRefInput): Promise<string[]> {
    return joinRef(this.infra.prisma, raw);
  }

  /** Unlinks users from a reference; returns how many links were removed. */
  removeRef(raw: UserRefInput): Promise<number> {
    return removeRef(this.infra.prisma, raw);
  }
}
