import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_AREA, PERMISSIONS } from '../../core/auth/permissions.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import {
  CreateGroupInput,
  Group,
  GroupMemberPage,
  GroupMemberPagingInput,
  GroupMembershipInput,
  GroupPage,
  GroupPagingInput,
  UpdateGroupInput,
} from './group.types.ts';

@Resolver()
export class GroupResolver {
  @Authorized(ADMIN_AREA)
  @Query(() => GroupPage, { description: 'Groups by name (the screen and the group picker).' })
  groupPaging(
    @Arg('input', () => GroupPagingInput, { nullable: true }) input: GroupPagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<GroupPage> {
    return ctx.services.groups.paging(input ?? {});
  }

  @Authorized(PERMISSIONS.groupList)
  @Query(() => GroupMemberPage, { description: 'Members of a group, latest joined first.' })
  groupMemberPaging(
    @Arg('input', () => GroupMemberPagingInput) input: GroupMemberPagingInput,
    @Ctx() ctx: GqlContext,
  ): Promise<GroupMemberPage> {
    return ctx.services.groups.memberPaging(input);
  }

  @Authorized(PERMISSIONS.groupAdd)
  @Mutation(() => Group)
  createGroup(
    @Arg('input', () => CreateGroupInput) input: CreateGroupInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Group> {
    return ctx.services.groups.create(input);
  }

  @Authorized(PERMISSIONS.groupUpdate)
  @Mutation(() => Group)
  updateGroup(
    @Arg('input', () => UpdateGroupInput) input: UpdateGroupInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Group> {
    return ctx.services.groups.update(input);
  }

  @Authorized(PERMISSIONS.groupDelete)
  @Mutation(() => Int, { description: 'Deletes groups with their memberships; the count.' })
  deleteGroups(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.groups.delete(ids);
  }

  @Authorized(PERMISSIONS.groupUserJoin)
  @Mutation(() => Int, { description: 'Adds every user to every group; memberships added.' })
  joinGroups(
    @Arg('input', () => GroupMembershipInput) input: GroupMembershipInput,
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.groups.join(input);
  }

  @Authorized(PERMISSIONS.groupUserRemove)
  @Mutation(() => Int, { description: 'Removes every user from every group; memberships removed.' })
  leaveGroups(
    @Arg('input', () => GroupMembershipInput) input: GroupMembershipInput,
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.groups.leave(input);
  }

  @Authorized(PERMISSIONS.groupUserRemove)
  @Mutation(() => Int, { description: 'Removes memberships by id (groupId:userId); the count.' })
  removeGroupMembers(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.groups.removeMembers(ids);
  }
}
