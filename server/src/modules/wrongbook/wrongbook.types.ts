import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A bank with questions in your wrong-answer book.' })
export class WrongBookRepo {
  @Field(() => ID) repoId!: string;
  @Field(() => String) repoTitle!: string;
  @Field(() => Int, { description: 'Questions of this bank in the book' }) quCount!: number;
  @Field(() => Int, { description: 'Wrong answers over those questions' }) wrongCount!: number;
  @Field(() => Date) lastWrongAt!: Date;
}

@ObjectType({ description: 'A question in your wrong-answer book (no answer key).' })
export class WrongBookQuestion {
  @Field(() => ID) quId!: string;
  @Field(() => Int) quType!: number;
  @Field(() => String, { description: 'The stem as plain text, shortened' }) title!: string;
  @Field(() => String, { description: 'The stem (rich text)' }) content!: string;
  @Field(() => ID) repoId!: string;
  @Field(() => String) repoTitle!: string;
  @Field(() => ID, { nullable: true, description: 'Exam of the wrong answer, if any' })
  examId!: string | null;
  @Field(() => Int) wrongCount!: number;
  @Field(() => Int, { description: 'Right answers in a row since the last wrong one' })
  rightStreak!: number;
  @Field(() => Date) lastWrongAt!: Date;
}

@ObjectType()
export class WrongBookRepoPage {
  @Field(() => [WrongBookRepo]) records!: WrongBookRepo[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@ObjectType()
export class WrongBookQuestionPage {
  @Field(() => [WrongBookQuestion]) records!: WrongBookQuestion[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class WrongBookRepoPageInput {
  @Field(() => Int, { nullable: true }) current?: number;
  @Field(() => Int, { nullable: true }) size?: number;
  @Field(() => String, { nullable: true, description: 'Bank title contains' }) title?: string;
}

@InputType()
export class WrongBookQuestionPageInput {
  @Field(() => Int, { nullable: true }) current?: number;
  @Field(() => Int, { nullable: true }) size?: number;
  @Field(() => ID, { nullable: true }) repoId?: string;
  @Field(() => ID, { nullable: true }) examId?: string;
  @Field(() => String, { nullable: true, description: 'Stem text contains' }) title?: string;
}
