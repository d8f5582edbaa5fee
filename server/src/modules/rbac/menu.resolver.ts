import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { AdminMenu, CreateMenuInput, MenuTreeInput, UpdateMenuInput } from './rbac.types.ts';

@Resolver()
export class MenuResolver {
  @Authorized(PERMISSIONS.menuList)
  @Query(() => [AdminMenu], { description: 'Every menu and function as a sorted tree.' })
  menuTree(
    @Arg('input', () => MenuTreeInput, { nullable: true }) input: MenuTreeInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<AdminMenu[]> {
    return ctx.services.menus.tree(input ?? {}, ctx.lang);
  }

  @Authorized(PERMISSIONS.menuList)
  @Query(() => AdminMenu)
  menu(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<AdminMenu> {
    return ctx.services.menus.detail(id);
  }

  @Authorized(PERMISSIONS.menuAdd)
  @Mutation(() => AdminMenu)
  createMenu(
    @Arg('input', () => CreateMenuInput) input: CreateMenuInput,
    @Ctx() ctx: GqlContext,
  ): Promise<AdminMenu> {
    return ctx.services.menus.create(input);
  }

  @Authorized(PERMISSIONS.menuUpdate)
  @Mutation(() => AdminMenu)
  updateMenu(
    @Arg('input', () => UpdateMenuInput) input: UpdateMenuInput,
    @Ctx() ctx: GqlContext,
  ): Promise<AdminMenu> {
    return ctx.services.menus.update(input);
  }

  @Authorized(PERMISSIONS.menuDelete)
  @Mutation(() => Int, { description: 'Deletes menus without other children; the count.' })
  deleteMenus(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.menus.delete(ids);
  }

  @Authorized(PERMISSIONS.menuUpdate)
  @Mutation(() => AdminMenu)
  sortMenu(
    @Arg('id', () => ID) id: string,
    @Arg('sort', () => Int) sort: number,
    @Ctx() ctx: GqlContext,
  ): Promise<AdminMenu> {
    return ctx.services.menus.sort({ id, sort });
  }
}
