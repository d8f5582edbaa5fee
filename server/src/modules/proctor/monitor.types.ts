/** GraphQL types of the learner-side monitoring calls. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'A camera snapshot of your running paper.' })
export class CaptureSaveInput {
  @Field(() => ID) paperId!: string;
  @Field(() => String, { description: 'jpg or png as base64 or a data URL, at most 1 MiB' })
  base64!: string;
}

@ObjectType({ description: 'The outcome of a camera capture and its face check.' })
export class CaptureResult {
  @Field(() => Boolean, { description: 'The paper was handed in (too many failed face checks)' })
  isBreak!: boolean;
  @Field(() => Int, { description: 'Consecutive failed face checks' }) failCount!: number;
  @Field(() => Int, { description: 'Failures the exam allows' }) faceChance!: number;
  @Field(() => Int) leftChances!: number;
  @Field(() => Boolean, { nullable: true, description: 'null when the exam has no face checks' })
  pass!: boolean | null;
  @Field(() => String) failMsg!: string;
  @Field(() => ID) captureId!: string;
}

@InputType({ description: 'A screen leave over the exam threshold.' })
export class LeaveIncrInput {
  @Field(() => ID, { description: 'The paper id' }) id!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds away as the browser measured (used without a check-process)',
  })
  seconds?: number | null;
}

@ObjectType({ description: 'Screen leaves of your paper and the exam limit.' })
export class LeaveCheck {
  @Field(() => Int) leaveTimes!: number;
  @Field(() => Boolean, { description: 'Over the limit: the paper has been handed in' })
  overLimit!: boolean;
  @Field(() => Int) leaveCount!: number;
  @Field(() => Int) leaveSeconds!: number;
}

@ObjectType({ description: "The monitoring settings of your running paper's exam." })
export class PaperMonitor {
  @Field(() => ID) paperId!: string;
  @Field(() => Boolean) camOn!: boolean;
  @Field(() => Int, { description: 'Minutes between snapshots; 0: only one at the start' })
  camInterval!: number;
  @Field(() => Boolean) faceOn!: boolean;
  @Field(() => Int, { description: 'Failed face checks that hand the paper in' })
  faceChance!: number;
  @Field(() => Int, { description: 'Consecutive failed face checks so far' }) faceFails!: number;
  @Field(() => Boolean) leaveOn!: boolean;
  @Field(() => Int, { description: 'Leaves allowed; one more hands the paper in' })
  leaveCount!: number;
  @Field(() => Int, { description: 'Seconds away that count as a leave' }) leaveSeconds!: number;
  @Field(() => Int) leaveTimes!: number;
}
