import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class MenuRouteMeta {
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) icon!: string | null;
}

@ObjectType({ description: 'An admin-shell route; component Layout means the shell itself.' })
export class MenuRoute {
  @Field(() => ID) id!: string;
  @Field(() => String) parentId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) path!: string;
  @Field(() => String) component!: string;
  @Field(() => String, { nullable: true }) redirect!: string | null;
  @Field(() => Boolean) hidden!: boolean;
  @Field(() => MenuRouteMeta) meta!: MenuRouteMeta;
  @Field(() => [MenuRoute]) children!: MenuRoute[];
}

@ObjectType({ description: 'A role; roles are referred to by id (built-ins: sa, student).' })
export class Role {
  @Field(() => ID) id!: string;
  @Field(() => String) roleName!: string;
  @Field(() => Int, { description: '1 learner, 2 admin / proctor' }) roleType!: number;
  @Field(() => Int, { description: 'Lower ranks higher; sa is 0' }) roleLevel!: number;
  @Field(() => Int, { description: 'Users holding the role' }) userCount!: number;
  @Field(() => Boolean, {
    description: 'Whether the caller may edit, delete and assign menus to it',
  })
  editable!: boolean;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
}

@InputType()
export class RoleListInput {
  @Field(() => String, { nullable: true, description: 'Name contains' }) roleName?: string | null;
  @Field(() => Int, { nullable: true }) roleType?: number | null;
}

@InputType()
export class CreateRoleInput {
  @Field(() => String) roleName!: string;
  @Field(() => Int, { description: '1 learner, 2 admin / proctor' }) roleType!: number;
  @Field(() => Int, { description: 'Must be greater than your own best level' })
  roleLevel!: number;
}

@InputType()
export class UpdateRoleInput extends CreateRoleInput {
  @Field(() => ID) id!: string;
}

@InputType()
export class SaveRoleMenusInput {
  @Field(() => ID) roleId!: string;
  @Field(() => [ID], { description: "The role's complete menu list (ancestors are added)" })
  menuIds!: string[];
}

@ObjectType({
  description: 'An admin menu (1), function (2, carries a permission tag) or route (3).',
})
export class AdminMenu {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "'0' for a top-level menu" }) parentId!: string;
  @Field(() => Int, { description: '1 menu, 2 function, 3 route' }) menuType!: number;
  @Field(() => String) metaTitle!: string;
  @Field(() => String, { description: 'Route name, letters only' }) name!: string;
  @Field(() => String, { nullable: true }) path!: string | null;
  @Field(() => String, { nullable: true, description: 'View key; Layout for top-level menus' })
  component!: string | null;
  @Field(() => String, { nullable: true }) redirect!: string | null;
  @Field(() => String, { nullable: true, description: 'Permission code, e.g. sys:user:add' })
  permissionTag!: string | null;
  @Field(() => String, { nullable: true }) metaIcon!: string | null;
  @Field(() => Boolean) hidden!: boolean;
  @Field(() => Int) sort!: number;
  @Field(() => [AdminMenu]) children!: AdminMenu[];
}

@InputType()
export class MenuTreeInput {
  @Field(() => Boolean, { nullable: true, description: "Wrap the tree in a '0' top-level node" })
  withRoot?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Leave out functions (menuType 2)' })
  excludeFunctions?: boolean | null;
}

@InputType()
export class CreateMenuInput {
  @Field(() => String, { description: "'0' for top level" }) parentId!: string;
  @Field(() => Int, { description: '1 menu, 2 function, 3 route' }) menuType!: number;
  @Field(() => String) metaTitle!: string;
  @Field(() => String, { description: 'Letters only, unique' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Required unless a function' })
  path?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Required unless a function or top level (always Layout)',
  })
  component?: string | null;
  @Field(() => String, { nullable: true }) redirect?: string | null;
  @Field(() => String, { nullable: true }) permissionTag?: string | null;
  @Field(() => String, { nullable: true }) metaIcon?: string | null;
  @Field(() => Boolean, { nullable: true }) hidden?: boolean | null;
  @Field(() => Int, { nullable: true }) sort?: number | null;
}

@InputType()
export class UpdateMenuInput extends CreateMenuInput {
  @Field(() => ID) id!: string;
}
