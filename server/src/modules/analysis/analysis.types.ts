import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'An option of a choice question and how many finished papers chose it.',
})
export class OptionChoice {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A, B, C ... in the bank order' }) abc!: string;
  @Field(() => String, { description: 'Plain text, shortened' }) content!: string;
  @Field(() => Boolean) isRight!: boolean;
  @Field(() => Int) count!: number;
}

@ObjectType({ description: "One question's figures over an exam's finished papers." })
export class ItemAnalysis {
  @Field(() => ID) quId!: string;
  @Field(() => Int) quType!: number;
  @Field(() => String, { description: 'Plain text, shortened' }) content!: string;
  @Field(() => Int, { description: 'The bank level now: 1 normal, 2 harder (0: deleted)' })
  level!: number;
  @Field(() => Int, { description: 'Finished papers that drew the question' }) attempts!: number;
  @Field(() => Float, { nullable: true }) meanScore!: number | null;
  @Field(() => Float) fullScore!: number;
  @Field(() => Float, { nullable: true, description: 'Mean fraction of full marks earned, 0..1' })
  facility!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Upper 27% minus lower 27% mean fraction earned, -1..1',
  })
  discrimination!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Correlation of the question's marks with the rest of the paper",
  })
  itemRestCorrelation!: number | null;
  @Field(() => [String], { description: 'tooEasy, tooHard, poorDiscrimination' })
  flags!: string[];
  @Field(() => Int, { nullable: true, description: 'The level the facility suggests' })
  suggestedLevel!: number | null;
  @Field(() => [OptionChoice], { description: 'Choice questions only' })
  options!: OptionChoice[];
  @Field(() => Int, { description: 'Choice questions: papers that left it unanswered' })
  unanswered!: number;
}

@ObjectType({ description: "An exam's item analysis (after Moodle's quiz statistics)." })
export class ExamItemAnalysis {
  @Field(() => ID) examId!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { description: 'Finished papers analysed' }) papers!: number;
  @Field(() => Float, { nullable: true, description: "Cronbach's alpha (KR-20)" })
  alpha!: number | null;
  @Field(() => Int, { description: 'Questions every paper drew (what alpha covers)' })
  alphaItems!: number;
  @Field(() => Int, { description: 'Attempts a question needs for flags and a suggestion' })
  minAttempts!: number;
  @Field(() => [ItemAnalysis]) items!: ItemAnalysis[];
}

@ObjectType()
export class QuestionLevel {
  @Field(() => ID) id!: string;
  @Field(() => Int) level!: number;
}
