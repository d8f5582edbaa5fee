import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType()
export class CaptchaChallenge {
  @Field(() => String, { description: 'Send back as captchaKey with the answer.' }) key!: string;
  @Field(() => String, { description: 'SVG image as a data: URL' }) image!: string;
  @Field(() => Int) expiresInSeconds!: number;
}
