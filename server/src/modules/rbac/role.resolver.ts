import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_AREA, PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import {
  AdminMenu,
  CreateRoleInput,
  Role,
  RoleListInput,
  SaveRoleMenusInput,
  UpdateRoleInput,
} from './rbac.types.ts';

@Resolver()
export class RoleResolver {
  @Authorized(ADMIN_AREA)
  @Query(() => [Role], { description: 'Every role, highest rank first (role selects; any admin).' })
  roles(
    @Arg('input', () => RoleListInput, { nullable: true }) input: RoleListInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Role[]> {
    return ctx.services.roles.list(requireSession(ctx), input ?? {});
  }

  @Authorized(PERMISSIONS.roleList)
  @Query(() => Role)
  role(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<Role> {
    return ctx.services.roles.detail(requireSession(ctx), id);
  }

  @Authorized(PERMISSIONS.roleList)
  @Query(() => [ID], { description: "The role's menu and function ids." })
  roleMenuIds(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<string[]> {
    return ctx.services.roles.menuIds(id);
  }

  @Authorized(PERMISSIONS.roleUpdate)
  @Query(() => [AdminMenu], {
    description: 'The menus you may grant to a role (all for super admins), as a tree.',
  })
  grantableMenus(@Ctx() ctx: GqlContext): Promise<AdminMenu[]> {
    return ctx.services.menus.grantableTree(requireSession(ctx));
  }

  @Authorized(PERMISSIONS.roleAdd)
  @Mutation(() => Role, { description: 'The level must be greater than your own best level.' })
  createRole(
    @Arg('input', () => CreateRoleInput) input: CreateRoleInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Role> {
    return ctx.services.roles.create(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.roleUpdate)
  @Mutation(() => Role, { description: 'Only roles ranking below you; sa and student never.' })
  updateRole(
    @Arg('input', () => UpdateRoleInput) input: UpdateRoleInput,
    @Ctx() ctx: GqlContext,
  ): Promise<Role> {
    return ctx.services.roles.update(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.roleDelete)
  @Mutation(() => Int, { description: 'Deletes roles without users (all or none); the count.' })
  deleteRoles(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.roles.delete(requireSession(ctx), ids);
  }

  @Authorized(PERMISSIONS.roleUpdate)
  @Mutation(() => [ID], {
    description: "Replaces a role's menus with menus you hold; returns its menu ids.",
  })
  saveRoleMenus(
    @Arg('input', () => SaveRoleMenusInput) input: SaveRoleMenusInput,
    @Ctx() ctx: GqlContext,
  ): Promise<string[]> {
    return ctx.services.roles.saveMenus(requireSession(ctx), input);
  }
}
