/**
 * GraphQL types of training practice. The question types here are learner types, separate from the
 * admin question types: the key fields (isRight, analysis, rightBlanks, rightPairs) resolve to null
 * until the service reveals them (after a check, or in rote mode 13).
 */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An option of a training question as the learner sees it.' })
export class TrainingOption {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A, B, C ... in the bank order' }) abc!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Option text; always null for a fill-blank blank (its content is the key)',
  })
  content!: string | null;
  @Field(() => String) image!: string;
  @Field(() => Boolean, { description: 'Types 1-3: chosen by the learner' }) checked!: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Revealed only. Types 1-3: a right option. Types 5 and 6: the learner got this blank / pair right.',
  })
  isRight?: boolean | null;
}

@ObjectType({ description: 'A matching pair: a left item (option id) and a right-side text.' })
export class TrainingPair {
  @Field(() => ID) leftId!: string;
  @Field(() => String) text!: string;
}

@ObjectType({ description: 'A question of a training (or one part of a composite).' })
export class TrainingQuestion {
  @Field(() => ID, { nullable: true, description: 'Set on the top-level question' })
  trainId?: string;
  @Field(() => ID, { nullable: true, description: 'Set on the top-level question (= id)' })
  quId?: string;
  @Field(() => Int, { nullable: true, description: 'Position in the training, from 0' })
  sort?: number;
  @Field(() => ID) id!: string;
  @Field(() => Int, {
    description:
      '1 single, 2 multiple, 3 true/false, 4 short answer, 5 fill blank, 6 matching, 99 composite',
  })
  quType!: number;
  @Field(() => String) content!: string;
  @Field(() => Int, { description: '1 normal, 2 harder' }) level!: number;
  @Field(() => [TrainingOption], {
    description: 'Choices (1-3), blanks in order (5) or left items (6)',
  })
  options!: TrainingOption[];
  @Field(() => [String], {
    description: 'Type 6: the right-side texts to choose from (order unrelated to the answer)',
  })
  matchChoices!: string[];
  @Field(() => String, { nullable: true, description: "Type 4: the learner's text" })
  answer!: string | null;
  @Field(() => [String], { description: "Type 5: the learner's value per blank" })
  blanks!: string[];
  @Field(() => [TrainingPair], { description: "Type 6: the learner's pairs" })
  pairs!: TrainingPair[];
  @Field(() => Boolean, { description: 'Checked (locked)' }) answered!: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description: "Revealed only: the learner's answer is right (null: subjective or no answer)",
  })
  isRight?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Revealed only' })
  analysis?: string;
  @Field(() => [[String]], {
    nullable: true,
    description: 'Revealed only, type 5: the accepted values of each blank',
  })
  rightBlanks?: string[][];
  @Field(() => [TrainingPair], {
    nullable: true,
    description: 'Revealed only, type 6: the correct text of each left item',
  })
  rightPairs?: TrainingPair[];
  @Field(() => String, {
    nullable: true,
    description: "Revealed only, type 4: the reference answer ('' when there is none)",
  })
  referenceAnswer?: string;
  @Field(() => [TrainingQuestion], { description: 'Composite (99): its parts' })
  subList!: TrainingQuestion[];
}

@ObjectType({ description: 'A bank question with its key, as the question view page shows it' })
export class QuestionDetail {
  @Field(() => ID) repoId!: string;
  @Field(() => String) repoTitle!: string;
  @Field(() => String, { nullable: true }) chapterTitle!: string | null;
  @Field(() => TrainingQuestion, { description: 'Revealed: key, marks and analysis' })
  question!: TrainingQuestion;
}

@ObjectType({ description: 'A training (practice run): header, progress and result.' })
export class Training {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: '1 question bank, 2 wrong-answer book' }) kind!: number;
  @Field(() => ID, { nullable: true }) repoId!: string | null;
  @Field(() => ID, { nullable: true, description: "Kind 2 of one exam's mistakes: the exam" })
  examId!: string | null;
  @Field(() => String, { nullable: true, description: 'Bank title' }) repoTitle!: string | null;
  @Field(() => String, { description: 'Bank title, or the wrong-answer book' }) title!: string;
  @Field(() => Int, { description: '11 sequential, 12 random, 13 rote' }) mode!: number;
  @Field(() => String, { description: 'Mode name in the request language' }) modeText!: string;
  @Field(() => Int, { description: '0 in progress (can continue), 1 finished' }) state!: number;
  @Field(() => Int) total!: number;
  @Field(() => Int) answered!: number;
  @Field(() => Int) rightCount!: number;
  @Field(() => Int, { description: 'answered / total, whole percent' }) percent!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType()
export class TrainingCardItem {
  @Field(() => ID) quId!: string;
  @Field(() => Int, { nullable: true, description: 'null if the question was deleted' })
  quType!: number | null;
  @Field(() => Int) sort!: number;
  @Field(() => Boolean) answered!: boolean;
  @Field(() => Boolean, { nullable: true }) isRight!: boolean | null;
}

@ObjectType({ description: 'The answer sheet of a training.' })
export class TrainingCard {
  @Field(() => ID) id!: string;
  @Field(() => Int) kind!: number;
  @Field(() => Int) mode!: number;
  @Field(() => Int) state!: number;
  @Field(() => Int) total!: number;
  @Field(() => Int) answered!: number;
  @Field(() => Int) rightCount!: number;
  @Field(() => Int) wrongCount!: number;
  @Field(() => Int) percent!: number;
  @Field(() => [TrainingCardItem]) items!: TrainingCardItem[];
}

@ObjectType()
export class TrainingPage {
  @Field(() => [Training]) records!: Training[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class StartTrainingInput {
  @Field(() => Int, { description: '11 sequential, 12 random, 13 rote' }) mode!: number;
  @Field(() => ID, { nullable: true, description: 'Required for kind 1; a filter for kind 2' })
  repoId?: string;
  @Field(() => ID, {
    nullable: true,
    description: 'Kind 2 only: the questions got wrong in this exam',
  })
  examId?: string;
  @Field(() => ID, { nullable: true, description: "If given, must be the caller's own id" })
  userId?: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Finish the unfinished training of this bank and mode and start clean',
  })
  clear?: boolean;
  @Field(() => Int, {
    nullable: true,
    description: '1 question bank (default), 2 wrong-answer book',
  })
  kind?: number;
}

@InputType()
export class TrainingQuestionInput {
  @Field(() => ID) trainId!: string;
  @Field(() => ID) quId!: string;
}

@InputType()
export class TrainingPairInput {
  @Field(() => ID) leftId!: string;
  @Field(() => String) text!: string;
}

@InputType({ description: "A composite part's answer." })
export class TrainingSubAnswerInput {
  @Field(() => ID) quId!: string;
  @Field(() => [ID], { nullable: true }) optionIds?: string[];
  @Field(() => String, { nullable: true }) text?: string;
  @Field(() => [String], { nullable: true }) blanks?: string[];
  @Field(() => [TrainingPairInput], { nullable: true }) pairs?: TrainingPairInput[];
}

@InputType({ description: 'An answer to one training question (fill and check).' })
export class TrainingAnswerInput {
  @Field(() => ID) trainId!: string;
  @Field(() => ID) quId!: string;
  @Field(() => [ID], { nullable: true, description: 'Types 1-3: chosen option ids' })
  optionIds?: string[];
  @Field(() => String, { nullable: true, description: 'Type 4: rich text' }) text?: string;
  @Field(() => [String], { nullable: true, description: 'Type 5: one value per blank' })
  blanks?: string[];
  @Field(() => [TrainingPairInput], { nullable: true, description: 'Type 6' })
  pairs?: TrainingPairInput[];
  @Field(() => [TrainingSubAnswerInput], { nullable: true, description: 'Composite parts' })
  sub?: TrainingSubAnswerInput[];
}

@InputType()
export class TrainingPageInput {
  @Field(() => Int, { nullable: true, description: 'Page, from 1' }) current?: number;
  @Field(() => Int, { nullable: true, description: 'Rows per page, 1-100 (default 10)' })
  size?: number;
  @Field(() => String, { nullable: true, description: 'Bank title contains' }) title?: string;
  @Field(() => ID, { nullable: true }) repoId?: string;
  @Field(() => Int, { nullable: true, description: '1 bank, 2 wrong-answer book' }) kind?: number;
}
