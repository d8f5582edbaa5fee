import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

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

@InputType({ description: 'Self-registration as a learner.' })
export class RegisterInput {
  @Field(() => String) userName!: string;
  @Field(() => String) password!: string;
  @Field(() => String) realName!: string;
  @Field(() => String, { nullable: true }) familyName?: string;
  @Field(() => String, { description: 'Grade or class' }) className!: string;
  @Field(() => String, { nullable: true, description: 'Needed when the learner picks one' })
  deptCode?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) captchaKey?: string;
  @Field(() => String, { nullable: true }) captchaValue?: string;
}

@ObjectType()
export class RegisterResult {
  @Field(() => String, {
    nullable: true,
    description: 'The new session; null while the account waits for review',
  })
  token!: string | null;
  @Field(() => Int, { description: '0 normal (signed in), 2 pending review' }) state!: number;
}

@InputType()
export class MobileLoginInput {
  @Field(() => String) mobile!: string;
  @Field(() => String) smsCode!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Needed once this address has failed several SMS codes (LOGIN_CAPTCHA_REQUIRED)',
  })
  captchaKey?: string;
  @Field(() => String, { nullable: true }) captchaValue?: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String) mobile!: string;
  @Field(() => String) smsCode!: string;
  @Field(() => String) password!: string;
  @Field(() => String, { nullable: true }) confirm?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Needed once this address has failed several SMS codes (LOGIN_CAPTCHA_REQUIRED)',
  })
  captchaKey?: string;
  @Field(() => String, { nullable: true }) captchaValue?: string;
}

@InputType({ description: 'Links or unlinks a mobile number (the bind form).' })
export class BindMobileInput {
  @Field(() => String) mobile!: string;
  @Field(() => String) smsCode!: string;
}

@ObjectType({ description: 'A login method linked to a user.' })
export class LoginBinding {
  @Field(() => ID, { description: 'mobile:<userId> for the mobile number' }) id!: string;
  @Field(() => String, { description: 'mobile, wechat, crop-wechat or ding-talk' })
  loginType!: string;
  @Field(() => String) loginTypeDictText!: string;
  @Field(() => String, { description: 'The number for mobile; the provider id otherwise' })
  openId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => Date, { nullable: true }) createTime!: Date | null;
}
