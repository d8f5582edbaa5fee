import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Site settings any visitor may read.' })
export class SitePublicConfig {
  @Field(() => String) siteName!: string;
  @Field(() => String) backLogo!: string;
  @Field(() => String) frontLogo!: string;
  @Field(() => String) copyRight!: string;
  @Field(() => Boolean) moduleExam!: boolean;
  @Field(() => Boolean) moduleCourse!: boolean;
  @Field(() => Boolean, { description: 'Whether password login asks for a picture captcha.' })
  captchaEnabled!: boolean;
}
