import { Field, InputType } from 'type-graphql';

@InputType()
export class UpdateProfileInput {
  @Field(() => String) realName!: string;
  @Field(() => String) familyName!: string;
  @Field(() => String) className!: string;
}

@InputType()
export class UpdateSettingsInput {
  @Field(() => Boolean, {
    description: 'Notifications through an SMS template also reach your linked number',
  })
  smsNotify!: boolean;
}

@InputType()
export class UpdatePasswordInput {
  @Field(() => String) oldPassword!: string;
  @Field(() => String) password!: string;
  @Field(() => String) confirm!: string;
}
