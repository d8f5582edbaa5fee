import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The nine dashboard counts; modules not built yet count 0.' })
export class DashboardCounts {
  @Field(() => Int) userCount!: number;
  @Field(() => Int) examCount!: number;
  @Field(() => Int, { description: 'Exam templates' }) tmplCount!: number;
  @Field(() => Int, { description: 'Question banks' }) repoCount!: number;
  @Field(() => Int, { description: 'Top-level questions of every bank' }) quCount!: number;
  @Field(() => Int, { description: 'Courses' }) courseCount!: number;
  @Field(() => Int, { description: 'Courseware: distinct files the courses use' })
  fileCount!: number;
  @Field(() => Int, { description: 'Battles (0: no battle module yet)' }) battleCount!: number;
  @Field(() => Int, { description: 'Certificates granted (0: no certificate module yet)' })
  grantCount!: number;
}

@ObjectType({ description: 'One day of the dashboard user overview (server calendar day).' })
export class UserDayStat {
  @Field(() => String, { description: 'yyyy-MM-dd, server time zone' }) dateStr!: string;
  @Field(() => Int, { description: 'Users created that day' }) newUser!: number;
  @Field(() => Int, { description: 'Users who signed in or acted that day' }) activeUser!: number;
  @Field(() => Int, { description: 'Users at the end of that day' }) allUser!: number;
}

@ObjectType({ description: 'One day of the dashboard exam overview (server calendar day).' })
export class ExamDayStat {
  @Field(() => String, { description: 'yyyy-MM-dd, server time zone' }) dateStr!: string;
  @Field(() => Int, { description: 'Distinct exams with a paper started that day' })
  examCount!: number;
  @Field(() => Int, { description: 'Distinct learners who started a paper that day' })
  examUser!: number;
  @Field(() => Int, { description: 'Distinct learners with a passed paper handed in that day' })
  passUser!: number;
}

@ObjectType({ description: 'An exam in progress now, for the dashboard.' })
export class OngoingExam {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { description: 'Papers being sat now' }) procCount!: number;
  @Field(() => Int, { description: 'Papers handed in' }) handCount!: number;
}

@ObjectType()
export class OngoingExamPage {
  @Field(() => [OngoingExam]) records!: OngoingExam[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class OngoingExamPageInput {
  @Field(() => Int, { nullable: true }) current?: number;
  @Field(() => Int, { nullable: true, description: '1-100 (default 5)' }) size?: number;
  @Field(() => String, { nullable: true, description: 'Title contains' }) title?: string;
}
