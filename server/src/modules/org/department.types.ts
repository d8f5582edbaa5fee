import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A department (deptCode: the parent code plus A01, A02, ...).' })
export class Department {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "'0' at the top level" }) parentId!: string;
  @Field(() => String) deptCode!: string;
  @Field(() => String) deptName!: string;
  @Field(() => Int) sort!: number;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
}

@ObjectType()
export class DepartmentDetail extends Department {
  @Field(() => String, { nullable: true, description: 'null at the top level' })
  parentName!: string | null;
}

@ObjectType({ description: 'A node of the department tree.' })
export class DepartmentNode {
  @Field(() => ID) id!: string;
  @Field(() => String) parentId!: string;
  @Field(() => String) deptCode!: string;
  @Field(() => String) deptName!: string;
  @Field(() => Int) sort!: number;
  @Field(() => [DepartmentNode]) children!: DepartmentNode[];
}

@InputType()
export class SaveDepartmentInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Absent: create (sys:depart:add); else update (sys:depart:update)',
  })
  id?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "'0' or absent: top level. Changing it moves the subtree (codes are rewritten).",
  })
  parentId?: string | null;
  @Field(() => String) deptName!: string;
  @Field(() => Int, { nullable: true, description: 'Default: after the last sibling' })
  sort?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Create only: an explicit code (parent code + one segment); default: the next free',
  })
  deptCode?: string | null;
}
