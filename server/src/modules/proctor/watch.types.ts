/** GraphQL types of the proctor console and of the live exam events. */
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Counters of an exam being watched.' })
export class WatchStat {
  @Field(() => Int) requireCount!: number;
  @Field(() => Int) processCount!: number;
  @Field(() => Int) handCount!: number;
  @Field(() => Int) missCount!: number;
  @Field(() => Int) onlineCount!: number;
}

@ObjectType({ description: 'One examinee card of the watch grid.' })
export class WatchRow {
  @Field(() => ID, { description: 'The paper id' }) id!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) realName!: string;
  @Field(() => String) userName!: string;
  @Field(() => String, { nullable: true }) deptCode!: string | null;
  @Field(() => String, { nullable: true }) deptName!: string | null;
  @Field(() => Boolean) online!: boolean;
  @Field(() => Date, { nullable: true }) lastSeen!: Date | null;
  @Field(() => Int) answerCount!: number;
  @Field(() => Int) quCount!: number;
  @Field(() => Int) leaveTimes!: number;
  @Field(() => Int) faceFails!: number;
  @Field(() => String, { nullable: true, description: 'Latest snapshot address (private)' })
  image!: string | null;
  @Field(() => Date) startTime!: Date;
  @Field(() => Date) deadline!: Date;
}

@ObjectType()
export class WatchRowPage {
  @Field(() => [WatchRow]) records!: WatchRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType({ description: 'The watch grid query (both or neither of online/offline: everyone).' })
export class WatchRowQuery {
  @Field(() => ID) examId!: string;
  @Field(() => String, { nullable: true, description: 'Department code (its subtree)' })
  deptCode?: string | null;
  @Field(() => String, { nullable: true }) realName?: string | null;
  @Field(() => Boolean, { nullable: true }) online?: boolean | null;
  @Field(() => Boolean, { nullable: true }) offline?: boolean | null;
}

@ObjectType({ description: 'How many were reached (messages) or handed in, and how many not.' })
export class SendCount {
  @Field(() => Int) success!: number;
  @Field(() => Int) fail!: number;
}

@InputType()
export class ForceHandInput {
  @Field(() => ID) paperId!: string;
  @Field(() => String, { nullable: true, description: 'The reason recorded (exMsg)' })
  message?: string | null;
}

@InputType()
export class ForceHandAllInput {
  @Field(() => ID) examId!: string;
  @Field(() => Int, { description: 'Paper exState to record (0 normal, non-zero exception)' })
  exState!: number;
  @Field(() => String) message!: string;
}

@InputType()
export class WatchMessageInput {
  @Field(() => ID) examId!: string;
  @Field(() => ID, { nullable: true, description: 'One examinee; absent: everyone online' })
  userId?: string | null;
  @Field(() => String) message!: string;
}

@ObjectType({
  description:
    'A live event of an exam for its proctors. kind: online, offline, progress (answered/total), leave (leaveTimes, leaveSeconds), snapshot (snapshotUrl, facePass, faceScore, failCount), handIn (handBy, exState, exMsg), extraTime (deadline).',
})
export class WatchEventType {
  @Field(() => String) kind!: string;
  @Field(() => ID) examId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => ID, { nullable: true }) paperId!: string | null;
  @Field(() => Date) at!: Date;
  @Field(() => Boolean, { nullable: true }) online?: boolean | null;
  @Field(() => Int, { nullable: true }) answered?: number | null;
  @Field(() => Int, { nullable: true }) total?: number | null;
  @Field(() => Int, { nullable: true }) leaveTimes?: number | null;
  @Field(() => Int, { nullable: true }) leaveSeconds?: number | null;
  @Field(() => String, { nullable: true }) snapshotUrl?: string | null;
  @Field(() => Boolean, { nullable: true }) facePass?: boolean | null;
  @Field(() => Float, { nullable: true }) faceScore?: number | null;
  @Field(() => Int, { nullable: true }) failCount?: number | null;
  @Field(() => Int, { nullable: true }) handBy?: number | null;
  @Field(() => Int, { nullable: true }) exState?: number | null;
  @Field(() => String, { nullable: true }) exMsg?: string | null;
  @Field(() => Date, { nullable: true }) deadline?: Date | null;
}

@ObjectType({
  description:
    'A live event for the learner sitting an exam. kind: message (message), handedIn (message = the reason, handBy), extraTime (deadline).',
})
export class LearnerEventType {
  @Field(() => String) kind!: string;
  @Field(() => ID) examId!: string;
  @Field(() => ID, { nullable: true }) paperId!: string | null;
  @Field(() => String) message!: string;
  @Field(() => Date) at!: Date;
  @Field(() => Int, { nullable: true }) handBy?: number | null;
  @Field(() => Date, { nullable: true }) deadline?: Date | null;
}

@ObjectType({ description: 'A screen leave as recorded: evidence for review, not proof.' })
export class PaperLeaveRecord {
  @Field(() => ID) id!: string;
  @Field(() => Date, { description: 'When the learner left' }) startedAt!: Date;
  @Field(() => Int, { description: 'Seconds away' }) seconds!: number;
  @Field(() => Int, { description: "The paper's leave count after this leave" })
  leaveTimes!: number;
}

@ObjectType({ description: 'A camera capture with its face check.' })
export class PaperCaptureRecord {
  @Field(() => ID) id!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: 'The snapshot address (private)' }) url!: string;
  @Field(() => Boolean, { nullable: true, description: 'null when the exam had no face checks' })
  facePass!: boolean | null;
  @Field(() => Float, { nullable: true, description: 'Similarity with the approved photo' })
  faceScore!: number | null;
  @Field(() => String, { description: 'Why the check failed; empty otherwise' }) faceMsg!: string;
  @Field(() => Int, { description: 'Consecutive failed checks after this one' })
  failCount!: number;
}

@ObjectType({ description: "A paper's monitoring record: its screen leaves and camera captures." })
export class PaperEvents {
  @Field(() => ID) paperId!: string;
  @Field(() => ID) examId!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) realName!: string;
  @Field(() => Int) state!: number;
  @Field(() => Int) exState!: number;
  @Field(() => String) exMsg!: string;
  @Field(() => Int) leaveTimes!: number;
  @Field(() => Int) faceFails!: number;
  @Field(() => [PaperLeaveRecord]) leaves!: PaperLeaveRecord[];
  @Field(() => [PaperCaptureRecord]) captures!: PaperCaptureRecord[];
}
