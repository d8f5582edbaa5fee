import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One recorded admin write (or refused attempt).' })
export class AuditLogEntry {
  @Field(() => ID) id!: string;
  @Field(() => String) actorId!: string;
  @Field(() => String) actorName!: string;
  @Field(() => String, { description: 'Mutation name or REST path' }) action!: string;
  @Field(() => String) targetType!: string;
  @Field(() => String, { description: 'Target id(s), comma separated' }) targetId!: string;
  @Field(() => String, { description: 'ok or error' }) outcome!: string;
  @Field(() => String, { nullable: true, description: 'Catalogue name of the error' })
  errorName!: string | null;
  @Field(() => Int, { nullable: true, description: 'Legacy code of the error' })
  errorCode!: number | null;
  @Field(() => String, { description: 'Redacted input and transport, as JSON text' })
  detail!: string;
  @Field(() => String) ip!: string;
  @Field(() => Date) createTime!: Date;
}

@ObjectType()
export class AuditLogPage {
  @Field(() => [AuditLogEntry]) records!: AuditLogEntry[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class AuditLogPagingInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => String, { nullable: true, description: 'User id or part of the account name' })
  actor?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the mutation name or REST path' })
  action?: string | null;
  @Field(() => String, { nullable: true, description: 'ok or error' }) outcome?: string | null;
  @Field(() => Date, { nullable: true }) startTime?: Date | null;
  @Field(() => Date, { nullable: true }) endTime?: Date | null;
}
