import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ExamRuleView } from './exam.types.ts';

@ObjectType({ description: "An exam template: a named copy of an exam's draw rules." })
export class ExamTmpl {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { description: 'Draw rules (groups)' }) groupCount!: number;
  @Field(() => Float, { description: 'Sum of quCount x quScore' }) totalScore!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class ExamTmplPage {
  @Field(() => [ExamTmpl]) records!: ExamTmpl[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: 'A group of a template: one draw rule.' })
export class ExamTmplGroup extends ExamRuleView {
  @Field(() => ID) tmplId!: string;
  @Field(() => Int) sort!: number;
}

@ObjectType({ description: 'A bank question a template group draws from.' })
export class TmplQuestion {
  @Field(() => ID) id!: string;
  @Field(() => Int) quType!: number;
  @Field(() => Int) level!: number;
  @Field(() => String, { description: 'Plain text, shortened' }) content!: string;
}

@ObjectType({ description: 'An exam for selectors.' })
export class ExamTitle {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
}
