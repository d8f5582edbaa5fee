import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A change of your points, with the balance after it.' })
export class PointsLog {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'What it was for' }) refRemark!: string;
  @Field(() => Date) createTime!: Date;
  @Field(() => Int, { description: '+ earned, - spent' }) points!: number;
  @Field(() => Int) balance!: number;
}

@ObjectType()
export class PointsLogPage {
  @Field(() => [PointsLog]) records!: PointsLog[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: 'A points rule: examPass, trainFinish, dailyLogin.' })
export class PointsRule {
  @Field(() => String) code!: string;
  @Field(() => Int) points!: number;
  @Field(() => Boolean) enabled!: boolean;
}

@InputType()
export class PointsRuleInput {
  @Field(() => String) code!: 'examPass' | 'trainFinish' | 'dailyLogin';
  @Field(() => Int) points!: number;
  @Field(() => Boolean) enabled!: boolean;
}
