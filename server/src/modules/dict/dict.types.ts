import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A dictionary catalogue node; dicCode is empty for a grouping node.' })
export class DictCatalogNode {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "'0' at the top" }) parentId!: string;
  @Field(() => String) title!: string;
  @Field(() => String) dicCode!: string;
  @Field(() => String) remark!: string;
  @Field(() => Int) sort!: number;
  @Field(() => Boolean, { description: 'Seeded: cannot be deleted, keeps its dicCode' })
  builtIn!: boolean;
  @Field(() => [DictCatalogNode]) children!: DictCatalogNode[];
}

@ObjectType({ description: 'A dictionary value; values of one dictionary may form a tree.' })
export class DictValueNode {
  @Field(() => ID) id!: string;
  @Field(() => ID) catalogId!: string;
  @Field(() => String) dicCode!: string;
  @Field(() => String, { description: "'0' at the top" }) parentId!: string;
  @Field(() => String) value!: string;
  @Field(() => String) title!: string;
  @Field(() => Int) sort!: number;
  @Field(() => Boolean, { description: 'Seeded: cannot be deleted, keeps its value' })
  builtIn!: boolean;
  @Field(() => [DictValueNode]) children!: DictValueNode[];
}

@ObjectType({ description: 'One entry of a dictionary as screens show it (cache 5 minutes).' })
export class DictItem {
  @Field(() => String) value!: string;
  @Field(() => String) title!: string;
}

@InputType()
export class SaveDictCatalogInput {
  @Field(() => ID, { nullable: true, description: 'Absent: create (sys:dic:add); else update' })
  id?: string | null;
  @Field(() => String, { nullable: true, description: "Parent catalogue id; '0' or absent: top" })
  parentId?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Letters, digits, _ and -, starting with a letter; empty: a grouping node',
  })
  dicCode?: string | null;
  @Field(() => String, { nullable: true }) remark?: string | null;
  @Field(() => Int, { nullable: true }) sort?: number | null;
}

@InputType()
export class SaveDictValueInput {
  @Field(() => ID, { nullable: true, description: 'Absent: create (sys:dic:add); else update' })
  id?: string | null;
  @Field(() => String, { nullable: true, description: 'The dictionary of a new value' })
  dicCode?: string | null;
  @Field(() => ID, { nullable: true, description: 'Alternative to dicCode for a new value' })
  catalogId?: string | null;
  @Field(() => String, { nullable: true, description: "Parent value id; '0' or absent: top" })
  parentId?: string | null;
  @Field(() => String) value!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { nullable: true }) sort?: number | null;
}
