import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A system notice.' })
export class Notice {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Sanitized rich text' }) content!: string;
  @Field(() => Int, { description: '0 published, 1 draft' }) state!: number;
  @Field(() => Date, { nullable: true }) publishTime!: Date | null;
  @Field(() => String) createByName!: string;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
}

@ObjectType()
export class NoticePage {
  @Field(() => [Notice]) records!: Notice[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class NoticePagingInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Admins: 0 published, 1 draft (others always get published notices)',
  })
  state?: number | null;
  @Field(() => String, { nullable: true, description: 'Title contains' }) title?: string | null;
}

@InputType()
export class SaveNoticeInput {
  @Field(() => ID, { nullable: true, description: 'Absent: a new notice' }) id?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Rich text (sanitized when stored)' }) content!: string;
  @Field(() => Int, { nullable: true, description: '0 published, 1 draft (default)' })
  state?: number | null;
}
