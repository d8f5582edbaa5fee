import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: "The platform's licence, as the licence page and the back office show it.",
})
export class LicenceInfo {
  @Field(() => String, {
    description:
      'community (no licence: unrestricted), valid, expired, or invalid (the stored file does not verify under the configured key)',
  })
  state!: string;
  @Field(() => Boolean, { description: 'Whether the server has a public key to check licences' })
  keyConfigured!: boolean;
  @Field(() => String, { nullable: true }) licensee!: string | null;
  @Field(() => Int, { nullable: true, description: 'Enabled accounts the licence allows' })
  seats!: number | null;
  @Field(() => Date, { nullable: true }) expireTime!: Date | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Enabled accounts now (holders of sys:config:view only)',
  })
  usedSeats!: number | null;
}
