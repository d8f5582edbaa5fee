import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An in-site message to you.' })
export class Message {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Plain text with line breaks' }) content!: string;
  @Field(() => Date) createTime!: Date;
  @Field(() => Int, { description: '0 unread, 1 read' }) readState!: number;
  @Field(() => Date, { nullable: true }) readTime!: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The platform message's kind (applyApproved, paperMarked, ...); null from an admin",
  })
  kind!: string | null;
}

@ObjectType()
export class MessagePage {
  @Field(() => [Message]) records!: Message[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: "An admin's send to users, groups and departments." })
export class MessageSend {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => ID) sendBy!: string;
  @Field(() => String) sendByName!: string;
  @Field(() => Int, { description: 'Users it reached' }) recipients!: number;
  @Field(() => Int) userCount!: number;
  @Field(() => Int) groupCount!: number;
  @Field(() => Int) deptCount!: number;
  @Field(() => Date) createTime!: Date;
}

@ObjectType()
export class MessageSendPage {
  @Field(() => [MessageSend]) records!: MessageSend[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class SendMessageInput {
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Plain text, at most 2000 characters' }) content!: string;
  @Field(() => [ID], { nullable: true }) userIds?: string[] | null;
  @Field(() => [ID], { nullable: true }) groupIds?: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Department codes; their sub-departments are included',
  })
  deptCodes?: string[] | null;
}
