import { Field, ID, Int, ObjectType } from 'type-graphql';

/** The GraphQL fields every import problem has (a base type, never in the schema by itself). */
@ObjectType()
export abstract class TransferJobErrorFields {
  @Field(() => Int, { description: 'Spreadsheet row number (1 is the header)' }) row!: number;
  @Field(() => String, { description: 'The column title in the request language' })
  fieldName!: string;
  @Field(() => String, { description: 'The problem in the request language' }) message!: string;
}

/** The GraphQL fields every import/export job has (a base type, never in the schema by itself). */
@ObjectType()
export abstract class TransferJobFields {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'import or export' }) kind!: string;
  @Field(() => String, { description: 'waiting, active, completed or failed' }) state!: string;
  @Field(() => Int, { description: '0 to 100' }) progress!: number;
  @Field(() => Int) imported!: number;
  @Field(() => String, { nullable: true }) failMessage!: string | null;
  @Field(() => String) fileName!: string;
  @Field(() => Boolean, { description: "Export: download with kind 'result'" }) hasResult!: boolean;
  @Field(() => Boolean, { description: "Import with errors: download with kind 'errors'" })
  hasErrorReport!: boolean;
  @Field(() => String, { description: 'POST { jobId, kind } here to download (token header)' })
  downloadPath!: string;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date, { nullable: true }) finishTime!: Date | null;
}
