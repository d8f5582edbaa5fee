import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A notification template.' })
export class NotifyTmpl {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The template's name" }) title!: string;
  @Field(() => String, { description: 'Message title, with placeholders' }) msgTitle!: string;
  @Field(() => String, {
    description:
      'Message content with placeholders {realName} {userName} {examTitle} {startTime} {endTime} {totalTime}',
  })
  content!: string;
  @Field(() => [String], {
    description: "msg: in-site message; sms: a text to the recipient's linked number",
  })
  channels!: string[];
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
}

@ObjectType()
export class NotifyTmplPage {
  @Field(() => [NotifyTmpl]) records!: NotifyTmpl[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class SaveNotifyTmplInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String) msgTitle!: string;
  @Field(() => String) content!: string;
  @Field(() => [String], { nullable: true, description: 'Default: msg' }) channels?: Array<
    'msg' | 'sms'
  > | null;
}

@ObjectType({ description: "An exam notification's sending job." })
export class NotifyJob {
  @Field(() => ID) id!: string;
  @Field(() => ID) examId!: string;
  @Field(() => ID) tmplId!: string;
  @Field(() => String, { description: 'waiting, active, completed, failed' }) state!: string;
  @Field(() => Int) total!: number;
  @Field(() => Int) sent!: number;
  @Field(() => Int, { description: 'Texts the SMS provider took (templates with the sms channel)' })
  smsSent!: number;
  @Field(() => Int, { description: 'Texts the SMS provider refused' })
  smsFailed!: number;
  @Field(() => Int, { description: '0-100' }) progress!: number;
  @Field(() => String, { nullable: true }) failReason!: string | null;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date, { nullable: true }) finishTime!: Date | null;
}
