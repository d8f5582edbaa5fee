import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class DashboardCounts {
  @Field(() => Int) userCount!: number;
  @Field(() => Int) examCount!: number;
  @Field(() => Int, { description: 'Question banks' }) repoCount!: number;
  @Field(() => Int, { description: 'Top-level questions of every bank' }) quCount!: number;
}
