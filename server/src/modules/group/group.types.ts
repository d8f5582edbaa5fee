import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A user group.' })
export class Group {
  @Field(() => ID) id!: string;
  @Field(() => String) groupName!: string;
  @Field(() => String) remark!: string;
  @Field(() => Int) memberCount!: number;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
}

@ObjectType()
export class GroupPage {
  @Field(() => [Group]) records!: Group[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: 'A membership with the member user fields the list shows.' })
export class GroupMember {
  @Field(() => ID, { description: 'groupId:userId (what removeGroupMembers takes)' }) id!: string;
  @Field(() => ID) groupId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: 'Login account' }) userName!: string;
  @Field(() => String) realName!: string;
  @Field(() => String, { nullable: true }) deptCode!: string | null;
  @Field(() => String, { nullable: true }) deptName!: string | null;
  @Field(() => String, { nullable: true }) mobile!: string | null;
  @Field(() => Date) joinTime!: Date;
}

@ObjectType()
export class GroupMemberPage {
  @Field(() => [GroupMember]) records!: GroupMember[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class GroupPagingInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => String, { nullable: true, description: 'Group name contains' })
  title?: string | null;
}

@InputType()
export class CreateGroupInput {
  @Field(() => String) groupName!: string;
  @Field(() => String, { nullable: true }) remark?: string | null;
}

@InputType()
export class UpdateGroupInput extends CreateGroupInput {
  @Field(() => ID) id!: string;
}

@InputType()
export class GroupMemberPagingInput {
  @Field(() => ID) groupId!: string;
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => String, { nullable: true, description: 'Account, name or mobile contains' })
  userName?: string | null;
}

@InputType()
export class GroupMembershipInput {
  @Field(() => [ID]) userIds!: string[];
  @Field(() => [ID]) groupIds!: string[];
}
