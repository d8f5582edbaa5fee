/**
 * GraphQL types of exam results (learner side) and the items shared with admin review. The question
 * of an item is a PaperQuestion (paper.types.ts): keys only when the result reveals them.
 */
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PaperQuestion } from './paper.types.ts';

@ObjectType({ description: 'One question of a handed-in paper with its score.' })
export class PaperResultItem {
  @Field(() => ID) quId!: string;
  @Field(() => Int) quType!: number;
  @Field(() => Int, { description: 'Position in the paper, from 0' }) sort!: number;
  @Field(() => Float, { description: 'Full marks of the question on this paper' }) score!: number;
  @Field(() => Boolean) answered!: boolean;
  @Field(() => Float, {
    nullable: true,
    description: 'Points earned; null while not marked, or hidden (answers not visible)',
  })
  userScore!: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'null: subjective and not marked, or hidden (answers not visible)',
  })
  isRight!: boolean | null;
  @Field(() => Boolean, { description: 'A subjective answer waiting for a marker' })
  needsMarking!: boolean;
  @Field(() => String, { nullable: true, description: "The marker's comment; null when hidden" })
  comment!: string | null;
  @Field(() => PaperQuestion, {
    nullable: true,
    description:
      "The question as the learner saw it with the learner's answer; keys only when revealed. " +
      'null if the question was deleted from its bank.',
  })
  question!: PaperQuestion | null;
}

@ObjectType({ description: "A paper's result (/web/exam/result/{id})." })
export class PaperResult {
  @Field(() => ID) id!: string;
  @Field(() => ID) examId!: string;
  @Field(() => String, { description: "The exam's title" }) title!: string;
  @Field(() => ID) userId!: string;
  @Field(() => Int, { description: '0 in exam, 1 awaiting marking, 2 finished, 3 abandoned' })
  state!: number;
  @Field(() => Int, { description: 'Seconds between start and hand-in' }) userTime!: number;
  @Field(() => Date) startedAt!: Date;
  @Field(() => Date, { nullable: true }) handedAt!: Date | null;
  @Field(() => Float) totalScore!: number;
  @Field(() => Float) qualifyScore!: number;
  @Field(() => Float) objScore!: number;
  @Field(() => Float) subjScore!: number;
  @Field(() => Float) userScore!: number;
  @Field(() => Boolean, { nullable: true, description: 'null until finished (state 2)' })
  passed!: boolean | null;
  @Field(() => Int, { description: '0 none, 1 pass, 2 fail, 3 invalid score' })
  reviewState!: number;
  @Field(() => Int, {
    description: "The exam's setting: 0 never, 1 after hand-in, 2 after the end",
  })
  answerDisplay!: number;
  @Field(() => Date, {
    nullable: true,
    description: 'answerDisplay 2: when answers become visible (the exam end); else null',
  })
  answersFrom!: Date | null;
  @Field(() => Boolean, {
    description: 'Keys, analysis and per-question scores are shown now',
  })
  answersVisible!: boolean;
  @Field(() => Boolean, {
    description: 'The keys would show, but the caller is sitting an exam now (shown after it)',
  })
  answersHeldByExam!: boolean;
  @Field(() => [PaperResultItem], { description: 'Empty while the paper is in progress (state 0)' })
  items!: PaperResultItem[];
}

@ObjectType({ description: 'A row of my results / exam records.' })
export class MyPaperRow {
  @Field(() => ID) id!: string;
  @Field(() => ID) examId!: string;
  @Field(() => String) examTitle!: string;
  @Field(() => ID) userId!: string;
  @Field(() => Int, { description: '0 in exam, 1 awaiting marking, 2 finished, 3 abandoned' })
  state!: number;
  @Field(() => Date) startedAt!: Date;
  @Field(() => Date, { nullable: true }) handedAt!: Date | null;
  @Field(() => Int, { description: 'Seconds between start and hand-in' }) userTime!: number;
  @Field(() => Float) totalScore!: number;
  @Field(() => Float) qualifyScore!: number;
  @Field(() => Float) objScore!: number;
  @Field(() => Float) subjScore!: number;
  @Field(() => Float) userScore!: number;
  @Field(() => Boolean, { nullable: true, description: 'null until finished' })
  passed!: boolean | null;
  @Field(() => Int, { description: '0 none, 1 pass, 2 fail, 3 invalid score' })
  reviewState!: number;
}

@ObjectType()
export class MyPaperPage {
  @Field(() => [MyPaperRow]) records!: MyPaperRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class MyPaperPageInput {
  @Field(() => Int, { nullable: true, description: 'Page, from 1' }) current?: number;
  @Field(() => Int, { nullable: true, description: 'Rows per page, 1-100 (default 10)' })
  size?: number;
  @Field(() => ID, { nullable: true }) examId?: string;
  @Field(() => ID, {
    nullable: true,
    description: 'Whose papers: yourself (default); another user needs paper:list',
  })
  userId?: string;
  @Field(() => String, { nullable: true, description: 'Exam title contains' }) title?: string;
}
