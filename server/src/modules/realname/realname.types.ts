import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "A real-name verification record: the current submission and the identity approved last. ID numbers are masked; photo addresses are served to the record's owner and to sys:user:real:list only.",
})
export class RealNameRecord {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) userName!: string;
  @Field(() => String, { description: 'The name as submitted' }) realName!: string;
  @Field(() => String, {
    nullable: true,
    description: "Address of the submission's photo; null once a rejected photo was deleted",
  })
  face!: string | null;
  @Field(() => String, { description: 'Masked ID number (first and last four characters)' })
  idCard!: string;
  @Field(() => Int, { description: '0 pending, 1 approved, 2 rejected' }) state!: number;
  @Field(() => String, { description: "The reviewer's message, or the automatic review's reason" })
  auditMsg!: string;
  @Field(() => ID, { nullable: true }) auditBy!: string | null;
  @Field(() => String, { nullable: true, description: "The reviewer's real name" })
  auditByName!: string | null;
  @Field(() => Date, { nullable: true }) auditTime!: Date | null;
  @Field(() => Date) submitTime!: Date;
  @Field(() => Boolean, {
    description:
      'An approval is in effect (this submission or an earlier one): face login and face checks work',
  })
  approved!: boolean;
  @Field(() => String, { nullable: true }) approvedRealName!: string | null;
  @Field(() => String, { nullable: true, description: 'Masked approved ID number' })
  approvedIdCard!: string | null;
  @Field(() => String, { nullable: true, description: 'Address of the approved photo' })
  approvedFace!: string | null;
  @Field(() => Date, { nullable: true }) approvedTime!: Date | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "Reviewers only (null for the learner): this pending submission's ID number is held by another account, so it cannot be approved while that lasts",
  })
  idCardHeldByOther!: boolean | null;
}

@ObjectType()
export class RealNamePage {
  @Field(() => [RealNameRecord]) records!: RealNameRecord[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class SubmitRealNameInput {
  @Field(() => String) realName!: string;
  @Field(() => String, { description: '15 or 18 characters; a final X is allowed' })
  idCard!: string;
  @Field(() => String, {
    description:
      'One jpg/png image: base64, a data URL, or the address (data.url) of an image you uploaded',
  })
  face!: string;
}

@InputType()
export class RealNamePageInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => Int, { nullable: true, description: '0 pending, 1 approved, 2 rejected' })
  state?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Contained in the submitted name, the account name or the login name',
  })
  realName?: string | null;
}

@InputType()
export class AuditRealNameInput {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: '1 approve, 2 reject' }) state!: number;
  @Field(() => String, { nullable: true, description: 'Required to reject' })
  auditMsg?: string | null;
}

@InputType()
export class FaceLoginInput {
  @Field(() => String, { description: 'One jpg/png image: base64 or a data URL' }) face!: string;
  @Field(() => String, {
    nullable: true,
    description: "With it: compared with that account's approved photo; without: the best match",
  })
  userName?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The movement challenge answered (faceChallenge), when the level is active',
  })
  challengeId?: string | null;
  @Field(() => [String], {
    nullable: true,
    description:
      'The frames taken during the challenge: the first facing the camera, then those of each step in order (3-10 jpg images)',
  })
  frames?: string[] | null;
}

@InputType()
export class FaceCheckInput {
  @Field(() => String, { description: 'One jpg/png image: base64 or a data URL' }) base64!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The movement challenge answered (faceChallenge), when the level is active',
  })
  challengeId?: string | null;
  @Field(() => [String], {
    nullable: true,
    description:
      'The frames taken during the challenge: the first facing the camera, then those of each step in order (3-10 jpg images)',
  })
  frames?: string[] | null;
}

@InputType()
export class FaceChallengeInput {
  @Field(() => String, { description: "'login' (a face login, no session needed) or 'check'" })
  purpose!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The account the face login will name, if any: the answer must name the same',
  })
  userName?: string | null;
}

@ObjectType({ description: 'A movement challenge for active liveness, answered once.' })
export class FaceChallenge {
  @Field(() => String) challengeId!: string;
  @Field(() => [String], {
    description:
      "The movements to make, in order: turn_left, turn_right, look_up, look_down (the person's own left); empty when the level is not active",
  })
  steps!: string[];
  @Field(() => Int, { description: 'Seconds the challenge stays valid' }) validSeconds!: number;
  @Field(() => String, {
    description: "The liveness level of the path: 'off', 'passive' or 'active'",
  })
  level!: string;
}

@ObjectType({ description: "A face check against the caller's approved real-name photo." })
export class FaceCheckResult {
  @Field(() => Boolean) pass!: boolean;
  @Field(() => String, { description: "Why it failed, in the request's language; '' on a pass" })
  failMsg!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'On a pass: proof that you passed a face check in this session, valid for FACE_TOKEN_TTL_SECONDS (default 300); calls that need a fresh face check take it',
  })
  faceToken!: string | null;
  @Field(() => String, { nullable: true, description: 'The approved real name, on a pass' })
  realName!: string | null;
  @Field(() => String, { nullable: true, description: 'The approved ID number masked, on a pass' })
  idCard!: string | null;
}
