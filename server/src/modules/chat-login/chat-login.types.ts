import { Field, ObjectType } from 'type-graphql';

@ObjectType()
export class ChatLoginUrl {
  @Field(() => String, { description: 'The provider address the browser goes to' }) url!: string;
}
