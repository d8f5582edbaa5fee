import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { DepartmentDetail, DepartmentNode, SaveDepartmentInput } from './department.types.ts';

@Resolver()
export class DepartmentResolver {
  @Authorized(PERMISSIONS.departList)
  @Query(() => [DepartmentNode], {
    description: 'The department tree; deptName keeps matching departments and their ancestors.',
  })
  departmentTree(
    @Arg('deptName', () => String, { nullable: true }) deptName: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<DepartmentNode[]> {
    return ctx.services.departments.tree({ deptName });
  }

  @Authorized()
  @Query(() => [DepartmentNode], {
    description: 'The department tree for pickers (any signed-in user).',
  })
  departmentTreeSelect(@Ctx() ctx: GqlContext): Promise<DepartmentNode[]> {
    return ctx.services.departments.tree();
  }

  @Authorized(PERMISSIONS.departList)
  @Query(() => DepartmentDetail)
  department(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<DepartmentDetail> {
    return ctx.services.departments.detail(id);
  }

  @Authorized()
  @Mutation(() => DepartmentDetail, {
    description:
      'Creates (needs sys:depart:add) or updates (needs sys:depart:update) a department.',
  })
  saveDepartment(
    @Arg('input', () => SaveDepartmentInput) input: SaveDepartmentInput,
    @Ctx() ctx: GqlContext,
  ): Promise<DepartmentDetail> {
    return ctx.services.departments.save(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.departDelete)
  @Mutation(() => Int, {
    description: 'Deletes departments without sub-departments or users; returns how many.',
  })
  deleteDepartments(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.departments.delete({ ids });
  }

  @Authorized(PERMISSIONS.departUpdate)
  @Mutation(() => Boolean, {
    description: 'Moves a department one place up (sort 0) or down (sort 1) among its siblings.',
  })
  async sortDepartment(
    @Arg('id', () => ID) id: string,
    @Arg('sort', () => Int) sort: number,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await ctx.services.departments.sort({ id, sort: sort as 0 | 1 });
    return true;
  }
}
