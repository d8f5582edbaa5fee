import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Asks for an SMS code (the SMS form).' })
export class SendSmsCodeInput {
  @Field(() => String, { description: 'login, reset or bind (legacy 1, 2, 3)' }) smsType!: string;
  @Field(() => String) mobile!: string;
  @Field(() => String, { nullable: true }) captchaKey?: string;
  @Field(() => String, { nullable: true }) captchaValue?: string;
}

@ObjectType()
export class SmsCodeSent {
  @Field(() => Int, { description: 'Seconds before another code may be asked for' })
  waitSeconds!: number;
}
