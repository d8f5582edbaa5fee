import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { auditWitness } from '../../core/audit.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import {
  AdminUser,
  AdminUserPage,
  AdminUserPagingInput,
  ChangeUserPasswordInput,
  SaveUserInput,
  UserExportInput,
  UserTransferJob,
} from './user-admin.types.ts';

/** User administration; the rules live in UserAdminService. */
@Resolver()
export class UserAdminResolver {
  @Authorized(PERMISSIONS.userList)
  @Query(() => AdminUserPage, { description: 'Users with the filters of the users screen.' })
  adminUserPaging(
    @Arg('input', () => AdminUserPagingInput, { nullable: true })
    input: AdminUserPagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<AdminUserPage> {
    return ctx.services.userAdmin.paging(input ?? {});
  }

  @Authorized(PERMISSIONS.userList)
  @Query(() => AdminUser)
  adminUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<AdminUser> {
    return ctx.services.userAdmin.detail(id);
  }

  @Authorized()
  @Mutation(() => AdminUser, {
    description: 'Creates (needs sys:user:add) or updates (needs sys:user:update) a user.',
  })
  saveUser(
    @Arg('input', () => SaveUserInput) input: SaveUserInput,
    @Ctx() ctx: GqlContext,
  ): Promise<AdminUser> {
    return ctx.services.userAdmin.save(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => Int, { description: 'Moves users to a department; returns how many.' })
  batchUserDept(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('deptCode', () => String) deptCode: string,
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.userAdmin.batchDept(requireSession(ctx), { ids, deptCode });
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => Int, { description: 'Replaces the roles of users; returns how many users.' })
  batchUserRole(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('roles', () => [ID]) roles: string[],
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.userAdmin.batchRole(requireSession(ctx), { ids, roles });
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => Int, {
    description: 'Sets the expiry (yyyy-MM-dd HH:mm:ss or ISO; null clears) of users.',
  })
  batchUserExpire(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('expireTime', () => String, { nullable: true }) expireTime: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.userAdmin.batchExpire(requireSession(ctx), { ids, expireTime });
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => Int, {
    description: 'Sets the state of users: 0 normal (enable), 1 disabled, 2 pending review.',
  })
  setUserState(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('state', () => Int) state: number,
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.userAdmin.setState(requireSession(ctx), { ids, state });
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => Boolean, { description: "Sets a user's password; their sessions end." })
  async changeUserPassword(
    @Arg('input', () => ChangeUserPasswordInput) input: ChangeUserPasswordInput,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await ctx.services.userAdmin.changePassword(requireSession(ctx), input);
    return true;
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => [ID], { description: 'Links users to a reference; returns the linked user ids.' })
  joinUserRef(
    @Arg('refId', () => ID) refId: string,
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() ctx: GqlContext,
  ): Promise<string[]> {
    return ctx.services.userAdmin.joinRef({ refId, ids });
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => Int, { description: 'Unlinks users from a reference; returns how many.' })
  removeUserRef(
    @Arg('refId', () => ID) refId: string,
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.userAdmin.removeRef({ refId, ids });
  }

  @Authorized(PERMISSIONS.userExport)
  @Mutation(() => UserTransferJob, {
    description: "Starts an xlsx export of users; download with kind 'result' once completed.",
  })
  async startUserExport(
    @Arg('input', () => UserExportInput, { nullable: true }) input: UserExportInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<UserTransferJob> {
    const session = requireSession(ctx);
    const { jobId } = await ctx.services.userTransfer.startExport(session, input ?? {});
    return ctx.services.userTransfer.status(session, jobId, ctx.lang);
  }

  @Authorized()
  @Query(() => UserTransferJob, {
    description:
      'A user import (sys:user:import) or export (sys:user:export) job you started; someone else’s only with a reason, kept in the audit log.',
  })
  userTransferJob(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why you read a job someone else started (at least 5 characters)',
    })
    reason: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<UserTransferJob> {
    return ctx.services.userTransfer.status(requireSession(ctx), id, ctx.lang, {
      reason,
      witness: auditWitness(ctx, 'graphql', 'userTransferJob'),
    });
  }
}
