import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TransferJobFields } from '../../core/transfer/transfer.types.ts';

@ObjectType({
  description: "An export of an exam's papers or results (state kept in the database).",
})
export class PaperExportJob extends TransferJobFields {
  @Field(() => ID) examId!: string;
  @Field(() => String, {
    description: 'pdf, zip (a PDF per paper and the results sheet) or results (xlsx)',
  })
  format!: string;
  @Field(() => Int, { description: 'Papers written' }) total!: number;
  @Field(() => Float, { description: 'Bytes of the produced file (0 until done)' })
  resultSize!: number;
  @Field(() => Date, { nullable: true, description: 'When the file stops being downloadable' })
  expireTime!: Date | null;
  @Field(() => Boolean, { description: 'The file was produced and has expired (deleted)' })
  expired!: boolean;
  @Field(() => String, { nullable: true, description: 'Catalogue name when the job failed' })
  failReason!: string | null;
}

@ObjectType()
export class PaperExportJobPage {
  @Field(() => [PaperExportJob]) records!: PaperExportJob[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class StartPaperExportInput {
  @Field(() => ID, { nullable: true, description: 'Every handed-in paper of this exam' })
  examId?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Only these papers (of one exam)' })
  paperIds?: string[] | null;
  @Field(() => String, { description: 'pdf, zip or results' }) format!: string;
}
