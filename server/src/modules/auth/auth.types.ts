import { Field, InputType, ObjectType } from 'type-graphql';
import { CurrentUser } from '../user/user.types.ts';

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
