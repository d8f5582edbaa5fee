/**
 * GraphQL types of taking an exam. PaperQuestion has the field names of TrainingQuestion (and reuses
 * its option and pair types) so the client's question view renders both. While a paper is in
 * progress every key field (isRight, analysis, referenceAnswer, rightBlanks, rightPairs, option
 * isRight) resolves to null.
 */
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TrainingOption, TrainingPair, TrainingPairInput } from '../training/index.ts';

@ObjectType({ description: 'A question of a paper (or one part of a composite).' })
export class PaperQuestion {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'Set on the top-level question (= id)' })
  quId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Set on the top-level question' })
  paperId?: string | null;
  @Field(() => Int, { nullable: true, description: 'Position in the paper, from 0' })
  sort?: number | null;
  @Field(() => Int) quType!: number;
  @Field(() => Int) level!: number;
  @Field(() => String) content!: string;
  @Field(() => Boolean, { description: 'The learner has answered it' }) answered!: boolean;
  @Field(() => Boolean, { nullable: true, description: "The learner's flag (top level)" })
  mark?: boolean | null;
  @Field(() => Float, { nullable: true, description: 'Full marks on this paper (top level)' })
  score?: number | null;
  @Field(() => Float, { nullable: true, description: 'Sequence of the last applied save' })
  seq?: number | null;
  @Field(() => [TrainingOption], {
    description: "Choices (1-3) in the paper's option order, blanks (5) or left items (6)",
  })
  options!: TrainingOption[];
  @Field(() => [String], { description: 'Type 5: the learner value per blank' })
  blanks!: string[];
  @Field(() => String, { nullable: true, description: "Type 4: the learner's text" })
  answer!: string | null;
  @Field(() => [TrainingPair], { description: "Type 6: the learner's pairs" })
  pairs!: TrainingPair[];
  @Field(() => [String], { description: 'Type 6: right-side texts (order unrelated to the key)' })
  matchChoices!: string[];
  @Field(() => [PaperQuestion], { description: 'Composite parts' })
  subList!: PaperQuestion[];
  @Field(() => String, { nullable: true, description: 'Revealed only' })
  referenceAnswer?: string | null;
  @Field(() => [[String]], { nullable: true, description: 'Revealed only' })
  rightBlanks?: string[][] | null;
  @Field(() => [TrainingPair], { nullable: true, description: 'Revealed only' })
  rightPairs?: TrainingPair[] | null;
  @Field(() => String, { nullable: true, description: 'Revealed only' })
  analysis?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Revealed only' })
  isRight?: boolean | null;
}

@ObjectType()
export class PaperRef {
  @Field(() => ID) id!: string;
}

@ObjectType({ description: 'One line of the answer sheet.' })
export class PaperItem {
  @Field(() => ID) quId!: string;
  @Field(() => Int) quType!: number;
  @Field(() => Int) sort!: number;
  @Field(() => Float) score!: number;
  @Field(() => Boolean) answered!: boolean;
  @Field(() => Boolean) mark!: boolean;
}

@ObjectType({ description: 'A paper being taken (or taken): header and answer sheet.' })
export class PaperDetail {
  @Field(() => ID) id!: string;
  @Field(() => ID) examId!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { description: '0 in exam, 1 awaiting marking, 2 finished, 3 abandoned' })
  state!: number;
  @Field(() => Int, { description: 'Seconds to the deadline by the server clock (>= 0)' })
  leftSeconds!: number;
  @Field(() => Float) totalScore!: number;
  @Field(() => Float) qualifyScore!: number;
  @Field(() => Int, { description: 'Earliest hand-in, minutes after the start' }) handMin!: number;
  @Field(() => Date) startedAt!: Date;
  @Field(() => Date) deadline!: Date;
  @Field(() => Int) quCount!: number;
  @Field(() => Int) answeredCount!: number;
  @Field(() => [PaperItem]) items!: PaperItem[];
}

@ObjectType({ description: 'The outcome of a hand-in (or of marking).' })
export class PaperResultSummary {
  @Field(() => ID) id!: string;
  @Field(() => Int) state!: number;
  @Field(() => Float) objScore!: number;
  @Field(() => Float) subjScore!: number;
  @Field(() => Float) userScore!: number;
  @Field(() => Float) totalScore!: number;
  @Field(() => Boolean, { nullable: true, description: 'null while awaiting marking' })
  passed!: boolean | null;
}

@ObjectType()
export class FillAnswerResult {
  @Field(() => Boolean, { description: 'false: a stale seq, ignored (not an error)' })
  applied!: boolean;
  @Field(() => Float, { description: 'The seq stored for the question now' }) seq!: number;
}

@ObjectType()
export class ExtraTimeResult {
  @Field(() => ID, { nullable: true, description: 'The running paper, null when none' })
  paperId!: string | null;
  @Field(() => Date, { nullable: true }) deadline!: Date | null;
  @Field(() => Int, { nullable: true }) leftSeconds!: number | null;
}

@InputType()
export class CreatePaperInput {
  @Field(() => ID) examId!: string;
  @Field(() => String, { nullable: true, description: 'openType 9 exams' }) password?: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The token of a face check passed in the last 10 minutes (faceCheck); needed by an exam with face checks (faceOn)',
  })
  faceToken?: string;
}

@InputType({ description: "A composite part's answer." })
export class PaperSubAnswerInput {
  @Field(() => ID) quId!: string;
  @Field(() => [ID], { nullable: true }) optionIds?: string[];
  @Field(() => String, { nullable: true }) text?: string;
  @Field(() => [String], { nullable: true }) blanks?: string[];
  @Field(() => [TrainingPairInput], { nullable: true }) pairs?: TrainingPairInput[];
}

@InputType({ description: 'Saves the answer (and flag) of one question of a paper.' })
export class FillAnswerInput {
  @Field(() => ID) paperId!: string;
  @Field(() => ID) quId!: string;
  @Field(() => [ID], { nullable: true, description: 'Types 1-3' }) optionIds?: string[];
  @Field(() => String, { nullable: true, description: 'Type 4' }) text?: string;
  @Field(() => [String], { nullable: true, description: 'Type 5' }) blanks?: string[];
  @Field(() => [TrainingPairInput], { nullable: true, description: 'Type 6' })
  pairs?: TrainingPairInput[];
  @Field(() => [PaperSubAnswerInput], { nullable: true, description: 'Composite parts' })
  sub?: PaperSubAnswerInput[];
  @Field(() => Boolean, { nullable: true, description: 'The flag; omitted keeps it' })
  mark?: boolean;
  @Field(() => Float, {
    nullable: true,
    description: 'Client sequence (increasing per question); a save with an older seq is ignored',
  })
  seq?: number;
}

@InputType()
export class ExtraTimeInput {
  @Field(() => ID) examId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => Int, { description: '1..600' }) minutes!: number;
}
