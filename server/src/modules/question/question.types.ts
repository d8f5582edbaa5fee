import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TransferJobErrorFields, TransferJobFields } from '../../core/transfer/transfer.types.ts';

// Admin question types: they carry the key (isRight, matching answers, blank values) and the
// analysis, so only qu:list holders can resolve them. Learner-facing question types live with
// training and exams and never carry these fields.

@ObjectType({ description: 'An option with its key (admin only).' })
export class AdminQuestionOption {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A to Z by position' }) abc!: string;
  @Field(() => Int) sort!: number;
  @Field(() => String, {
    description:
      'Rich text. Type 5: the accepted values of the blank joined by ||; type 6: the left item; type 4: the reference answer.',
  })
  content!: string;
  @Field(() => String) image!: string;
  @Field(() => Boolean, { description: 'Types 1-3: a right choice. Types 4-6: always true.' })
  isRight!: boolean;
  @Field(() => String, { nullable: true, description: 'Type 6: the right-hand text (plain)' })
  answer!: string | null;
}

@ObjectType({ description: 'A question with key and analysis (admin only).' })
export class AdminQuestion {
  @Field(() => ID) id!: string;
  @Field(() => ID) repoId!: string;
  @Field(() => ID, { nullable: true }) chapterId!: string | null;
  @Field(() => String, { nullable: true }) chapterTitle!: string | null;
  @Field(() => ID, { nullable: true, description: 'Set on a part of a composite' })
  parentId!: string | null;
  @Field(() => Int, {
    description:
      '1 single, 2 multiple, 3 true/false, 4 short answer, 5 fill blank, 6 matching, 99 composite',
  })
  quType!: number;
  @Field(() => Int, { description: '1 normal, 2 harder' }) level!: number;
  @Field(() => String) content!: string;
  @Field(() => String) analysis!: string;
  @Field(() => Int) sort!: number;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
  @Field(() => [AdminQuestionOption]) answerList!: AdminQuestionOption[];
  @Field(() => [AdminQuestion], { description: 'Composites: the parts, in order' })
  subList!: AdminQuestion[];
}

@ObjectType()
export class AdminQuestionRow {
  @Field(() => ID) id!: string;
  @Field(() => ID) repoId!: string;
  @Field(() => String) repoTitle!: string;
  @Field(() => ID, { nullable: true }) chapterId!: string | null;
  @Field(() => String, { nullable: true }) chapterTitle!: string | null;
  @Field(() => Int) quType!: number;
  @Field(() => Int) level!: number;
  @Field(() => String) content!: string;
  @Field(() => String, { description: 'The stem as plain text (200 characters at most)' })
  contentText!: string;
  @Field(() => Int) optionCount!: number;
  @Field(() => Int) subCount!: number;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
}

@ObjectType()
export class AdminQuestionPage {
  @Field(() => [AdminQuestionRow]) records!: AdminQuestionRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class AdminQuestionPagingInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => ID, { nullable: true }) repoId?: string | null;
  @Field(() => ID, { nullable: true }) chapterId?: string | null;
  @Field(() => Int, { nullable: true }) quType?: number | null;
  @Field(() => Int, { nullable: true }) level?: number | null;
  @Field(() => String, { nullable: true, description: 'Text the stem contains' })
  content?: string | null;
}

@InputType()
export class QuestionOptionInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Keep this stored option (else matched by position)',
  })
  id?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => Boolean, { nullable: true }) isRight?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Type 6: the right-hand text' })
  answer?: string | null;
}

@InputType()
export class QuestionPartInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => Int) quType!: number;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true }) analysis?: string | null;
  @Field(() => Int, { nullable: true }) level?: number | null;
  @Field(() => [QuestionOptionInput], { nullable: true }) answerList?: QuestionOptionInput[] | null;
}

@InputType()
export class SaveQuestionInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Absent: create (qu:add); else edit (qu:update)',
  })
  id?: string | null;
  @Field(() => ID) repoId!: string;
  @Field(() => ID, { nullable: true }) chapterId?: string | null;
  @Field(() => Int) quType!: number;
  @Field(() => String) content!: string;
  @Field(() => String, { nullable: true }) analysis?: string | null;
  @Field(() => Int, { nullable: true }) level?: number | null;
  @Field(() => [QuestionOptionInput], { nullable: true }) answerList?: QuestionOptionInput[] | null;
  @Field(() => [QuestionPartInput], { nullable: true, description: 'Composites: the parts' })
  subList?: QuestionPartInput[] | null;
}

@ObjectType({ description: 'One problem of an xlsx import.' })
export class QuestionJobError extends TransferJobErrorFields {
  @Field(() => String, {
    description:
      'Column key: no, parentNo, quType, chapter, level, content, analysis, option, isRight, answer, image, header',
  })
  field!: string;
  @Field(() => String, { description: 'Catalogue name (PARAM_INVALID)' }) subCode!: string;
  @Field(() => Int, { description: 'Catalogue code (10010001)' }) code!: number;
}

@ObjectType({ description: 'An xlsx import or export of a bank (state kept in the database).' })
export class QuestionJob extends TransferJobFields {
  @Field(() => ID) repoId!: string;
  @Field(() => Int, { description: 'Top-level questions in the file (import) or written (export)' })
  total!: number;
  @Field(() => Int, { description: 'Import: questions (a composite with its parts = 1) refused' })
  failed!: number;
  @Field(() => [QuestionJobError]) errors!: QuestionJobError[];
  @Field(() => String, {
    nullable: true,
    description: 'Catalogue name when the job failed as a whole',
  })
  failReason!: string | null;
}
