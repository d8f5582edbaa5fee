import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The signed-in user: account, profile, roles and permission codes.' })
export class CurrentUser {
  @Field(() => ID) id!: string;
  @Field(() => String) userName!: string;
  @Field(() => String) realName!: string;
  @Field(() => String) familyName!: string;
  @Field(() => String) className!: string;
  @Field(() => String, { nullable: true }) deptCode!: string | null;
  @Field(() => String, { nullable: true, description: 'Department name' })
  deptCodeDictText!: string | null;
  @Field(() => String, { nullable: true }) mobile!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Int, { description: '0 normal, 1 disabled, 2 pending review' }) state!: number;
  @Field(() => String, { nullable: true }) avatar!: string | null;
  @Field(() => Int) points!: number;
  @Field(() => Boolean, {
    description: 'Notifications through an SMS template also reach the linked number',
  })
  smsNotify!: boolean;
  @Field(() => Int, { description: '1 learner, 2 admin / proctor' }) roleType!: number;
  @Field(() => [String], { description: 'Role ids' }) roles!: string[];
  @Field(() => [String], { description: 'Permission codes' }) permissions!: string[];
}

@InputType()
export class LoginInput {
  @Field(() => String) username!: string;
  @Field(() => String) password!: string;
  @Field(() => String, { nullable: true }) captchaKey?: string;
  @Field(() => String, { nullable: true }) captchaValue?: string;
}

@ObjectType()
export class LoginResult {
  @Field(() => String, { description: 'Send as the `token` header (or cookie) on later requests.' })
  token!: string;
  @Field(() => CurrentUser) user!: CurrentUser;
}
