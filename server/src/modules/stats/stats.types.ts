import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class DashboardCounts {
  @Field(() => Int) userCount!: number;
}
