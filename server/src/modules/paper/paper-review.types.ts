/** GraphQL types of admin paper management and the watch detail's handed-in list. */
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PaperResultItem } from './paper-results.types.ts';

@ObjectType({ description: 'A paper in the paper management table of an exam.' })
export class ExamPaperRow {
  @Field(() => ID) id!: string;
  @Field(() => ID) examId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) realName!: string;
  @Field(() => String) familyName!: string;
  @Field(() => String) userName!: string;
  @Field(() => String, { nullable: true }) deptName!: string | null;
  @Field(() => Int, { description: '0 in exam, 1 awaiting marking, 2 finished, 3 abandoned' })
  state!: number;
  @Field(() => Date) startedAt!: Date;
  @Field(() => Date, { nullable: true }) handedAt!: Date | null;
  @Field(() => Int, { description: 'Seconds between start and hand-in' }) userTime!: number;
  @Field(() => Float) userScore!: number;
  @Field(() => Float) objScore!: number;
  @Field(() => Float) subjScore!: number;
  @Field(() => Float) totalScore!: number;
  @Field(() => Float) qualifyScore!: number;
  @Field(() => Boolean, { nullable: true }) passed!: boolean | null;
  @Field(() => Int, { description: '0 none, 1 pass, 2 fail, 3 invalid score' })
  reviewState!: number;
  @Field(() => Int, { description: '0 normal, otherwise an exception' }) exState!: number;
  @Field(() => String) exMsg!: string;
  @Field(() => Int) leaveTimes!: number;
  @Field(() => Int, {
    nullable: true,
    description: '1 learner, 2 deadline job, 3 deadline sweep, 4 proctor, 5 rule',
  })
  handBy!: number | null;
}

@ObjectType()
export class ExamPaperPage {
  @Field(() => [ExamPaperRow]) records!: ExamPaperRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: 'A whole paper for marking: keys, answers, per-question scores.' })
export class PaperReview extends ExamPaperRow {
  @Field(() => String) examTitle!: string;
  @Field(() => ID, { nullable: true, description: 'Who last marked or labelled it' })
  reviewedBy!: string | null;
  @Field(() => Date, { nullable: true }) reviewedAt!: Date | null;
  @Field(() => Int, { description: 'Questions still waiting for a mark' }) markingLeft!: number;
  @Field(() => [PaperResultItem], {
    description: 'Keys are shown once the paper is handed in (never while in progress)',
  })
  items!: PaperResultItem[];
}

@ObjectType({ description: 'A row of the watch detail handed-in list.' })
export class HandedInPaperRow {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) realName!: string;
  @Field(() => String) familyName!: string;
  @Field(() => String) userName!: string;
  @Field(() => String, { nullable: true }) deptName!: string | null;
  @Field(() => Date, { nullable: true, description: 'Hand-in time' }) handTime!: Date | null;
  @Field(() => Int, { description: 'Minutes used (rounded up)' }) userTime!: number;
  @Field(() => Int, { description: '1 awaiting marking, 2 finished, 3 abandoned' }) state!: number;
  @Field(() => Int, { nullable: true, description: 'How it was handed in (1-5)' })
  handBy!: number | null;
  @Field(() => Float) userScore!: number;
  @Field(() => Int, { description: '0 normal, otherwise an exception' }) exState!: number;
  @Field(() => String, { description: 'The exception message (hover)' }) exMsg!: string;
  @Field(() => Int, { description: 'Screen-leave count' }) leaveTimes!: number;
}

@ObjectType()
export class HandedInPaperPage {
  @Field(() => [HandedInPaperRow]) records!: HandedInPaperRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class ExamPaperPageInput {
  @Field(() => Int, { nullable: true }) current?: number;
  @Field(() => Int, { nullable: true, description: '1-100 (default 10)' }) size?: number;
  @Field(() => ID, { nullable: true, description: 'The exam (all exams when omitted)' })
  examId?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Real name, family name or account contains',
  })
  realName?: string;
  @Field(() => Int, { nullable: true, description: 'Paper state 0-3' }) state?: number;
}

@InputType()
export class HandedInPaperPageInput {
  @Field(() => Int, { nullable: true }) current?: number;
  @Field(() => Int, { nullable: true, description: '1-100 (default 10)' }) size?: number;
  @Field(() => ID) examId!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Real name, family name or account contains',
  })
  realName?: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only papers with an exception; false: only normal ones',
  })
  hasEx?: boolean;
}

@InputType({ description: 'A mark for one subjective question.' })
export class PaperMarkInput {
  @Field(() => ID) quId!: string;
  @Field(() => Float, { description: 'Points for the whole question, 0..its value' })
  score!: number;
  @Field(() => String, { nullable: true, description: 'Shown to the learner (plain text)' })
  comment?: string;
}

@InputType()
export class ReviewPaperInput {
  @Field(() => ID) paperId!: string;
  @Field(() => [PaperMarkInput]) marks!: PaperMarkInput[];
}

@InputType()
export class MarkPapersAsInput {
  @Field(() => [ID]) ids!: string[];
  @Field(() => Int, { description: '0 none, 1 pass, 2 fail, 3 invalid score' })
  reviewState!: number;
}
