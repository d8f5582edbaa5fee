import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A message the log SMS provider delivered (codes included).' })
export class SmsOutboxEntry {
  @Field(() => ID) id!: string;
  @Field(() => String) mobile!: string;
  @Field(() => String, { description: 'login, reset or bind' }) smsType!: string;
  @Field(() => String) content!: string;
  @Field(() => Date) createTime!: Date;
}

@ObjectType()
export class SmsOutboxPage {
  @Field(() => [SmsOutboxEntry]) records!: SmsOutboxEntry[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class SmsOutboxPagingInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => String, { nullable: true, description: 'Part of the mobile number' })
  mobile?: string | null;
}
