import { Field, ID, ObjectType } from 'type-graphql';

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
