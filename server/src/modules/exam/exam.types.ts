/**
 * GraphQL types of exams and exam applies. Learner types carry no password
 * and no rule sources; admin types (ExamDetail) carry everything an editor needs.
 */
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

// ---------------------------------------------------------------------------------------------
// Learner
// ---------------------------------------------------------------------------------------------

@ObjectType({ description: 'An exam in the learner list.' })
export class LearnerExamRow {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { description: 'Dictionary exam_type: 1 formal, 2 mock, 3 practice' })
  examType!: number;
  @Field(() => String, { description: 'examType in the request language' }) examTypeText!: string;
  @Field(() => Boolean, { description: 'Taken on paper, outside the platform' }) offline!: boolean;
  @Field(() => Int, { description: '1 public, 2 departments, 3 people, 9 password' })
  openType!: number;
  @Field(() => Date) startTime!: Date;
  @Field(() => Date) endTime!: Date;
  @Field(() => Int, { description: 'Minutes' }) totalTime!: number;
  @Field(() => Float) totalScore!: number;
  @Field(() => Float) qualifyScore!: number;
  @Field(() => Int, { description: 'Attempts allowed; 0 = unlimited' }) chance!: number;
  @Field(() => Int, { description: 'Papers the caller already has in this exam' })
  attemptsUsed!: number;
  @Field(() => Int, { description: '0 in progress, 1 disabled, 2 not started, 3 ended' })
  listState!: number;
  @Field(() => Boolean, { description: 'The exam takes applications' }) applyOn!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: "The caller's latest apply: 0 under review, 1 approved, 2 rejected; null: none",
  })
  applyState!: number | null;
  @Field(() => Boolean, {
    description:
      'May sit it without applying (public, password, in scope, or an approved application)',
  })
  admitted!: boolean;
  @Field(() => ID, { nullable: true, description: "The caller's paper in progress, if any" })
  openPaperId!: string | null;
}

@ObjectType()
export class LearnerExamPage {
  @Field(() => [LearnerExamRow]) records!: LearnerExamRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class LearnerExamPageInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => String, { nullable: true, description: 'Title contains' }) title?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Exam ids to leave out' })
  excludes?: string[] | null;
  @Field(() => Int, { nullable: true }) examType?: number | null;
  @Field(() => Int, { nullable: true }) openType?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'List state: 0 in progress, 2 not started, 3 ended',
  })
  listState?: number | null;
}

@ObjectType({ description: 'Questions of one type and score in an exam.' })
export class ExamRuleSummary {
  @Field(() => Int) quType!: number;
  @Field(() => Int) quCount!: number;
  @Field(() => Float, { description: 'Score of each question' }) quScore!: number;
  @Field(() => Float, { description: 'quCount x quScore' }) totalScore!: number;
}

@ObjectType({ description: 'Why the learner cannot start now (a catalogue error).' })
export class ExamStartBlock {
  @Field(() => Int, { description: 'Legacy code, e.g. 20010036' }) code!: number;
  @Field(() => String, { description: 'Catalogue name, e.g. EXAM_NOT_IN_TIME_WINDOW' })
  subCode!: string;
  @Field(() => String, { description: 'Message in the request language' }) message!: string;
}

@ObjectType({ description: 'The exam check page (before start).' })
export class ExamCheckInfo {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Sanitized rich text' }) content!: string;
  @Field(() => Int) examType!: number;
  @Field(() => String) examTypeText!: string;
  @Field(() => Int) openType!: number;
  @Field(() => Boolean, { description: 'openType 9: create-paper needs the password' })
  needsPassword!: boolean;
  @Field(() => Date) startTime!: Date;
  @Field(() => Date) endTime!: Date;
  @Field(() => Int) totalTime!: number;
  @Field(() => Float) totalScore!: number;
  @Field(() => Float) qualifyScore!: number;
  @Field(() => Int) chance!: number;
  @Field(() => Int) attemptsUsed!: number;
  @Field(() => Int, { nullable: true, description: 'null = unlimited' })
  attemptsLeft!: number | null;
  @Field(() => Int, { description: 'Minutes after start after which nobody may begin; 0 = none' })
  lateMax!: number;
  @Field(() => Int, { description: 'Earliest hand-in, minutes after start' }) handMin!: number;
  @Field(() => Boolean) camOn!: boolean;
  @Field(() => Boolean) faceOn!: boolean;
  @Field(() => Boolean) leaveOn!: boolean;
  @Field(() => Int, { description: 'Minutes over which starts are staggered; 0 = off' })
  staggerMinutes!: number;
  @Field(() => Date, {
    nullable: true,
    description: "The caller's own start slot (staggered exams): no start before it",
  })
  startSlot!: Date | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds from the answer to startSlot by the server clock (0 once reached)',
  })
  startSlotIn!: number | null;
  @Field(() => Boolean, {
    description: 'The exam has face checks and the caller has no approved real-name photo',
  })
  realNameRequired!: boolean;
  @Field(() => Int) listState!: number;
  @Field(() => ID, { nullable: true, description: "The caller's paper in progress (resume)" })
  openPaperId!: string | null;
  @Field(() => [ExamRuleSummary]) rules!: ExamRuleSummary[];
  @Field(() => ExamStartBlock, {
    nullable: true,
    description:
      'null when the learner may start (or resume); else 20010039 state, 20010036 window, 20010090 before the own start slot, 20010037 late, 20010038 attempts, 20010047 real-name needed or 20010002 another exam in progress',
  })
  startBlock!: ExamStartBlock | null;
}

@InputType()
export class ExamApplyInput {
  @Field(() => ID) examId!: string;
  @Field(() => String) applyMsg!: string;
}

// ---------------------------------------------------------------------------------------------
// Applies (admin list rows; applyExam returns one too)
// ---------------------------------------------------------------------------------------------

@ObjectType({ description: 'An application to join an exam.' })
export class ExamApplyRow {
  @Field(() => ID) id!: string;
  @Field(() => ID) examId!: string;
  @Field(() => String) examTitle!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: "The applicant's real name" }) applyUser!: string;
  @Field(() => String, { description: "The applicant's family name" }) familyName!: string;
  @Field(() => String) userName!: string;
  @Field(() => Date) applyTime!: Date;
  @Field(() => String) applyMsg!: string;
  @Field(() => Int, { description: '0 under review, 1 approved, 2 rejected' }) auditState!: number;
  @Field(() => ID, { nullable: true }) auditBy!: string | null;
  @Field(() => String, { nullable: true, description: "The auditor's real name" })
  auditByName!: string | null;
  @Field(() => String) auditMsg!: string;
  @Field(() => Date, { nullable: true }) auditTime!: Date | null;
  @Field(() => Boolean, { description: 'The applicant already has a paper in this exam' })
  auditUsed!: boolean;
}

@ObjectType()
export class ExamApplyPage {
  @Field(() => [ExamApplyRow]) records!: ExamApplyRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class ExamApplyPageInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => ID, { nullable: true }) examId?: string | null;
  @Field(() => Int, { nullable: true, description: '0 under review, 1 approved, 2 rejected' })
  auditState?: number | null;
  @Field(() => String, { nullable: true, description: 'Applicant real name contains' })
  realName?: string | null;
}

@InputType()
export class AuditExamAppliesInput {
  @Field(() => [ID]) ids!: string[];
  @Field(() => Int, { description: '1 approve, 2 reject' }) auditState!: number;
  @Field(() => String, { description: 'Required' }) auditMsg!: string;
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

@ObjectType({ description: 'An exam in the admin list.' })
export class AdminExamRow {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => Int) examType!: number;
  @Field(() => String) examTypeText!: string;
  @Field(() => Boolean) offline!: boolean;
  @Field(() => Int) openType!: number;
  @Field(() => Date) startTime!: Date;
  @Field(() => Date) endTime!: Date;
  @Field(() => Int) totalTime!: number;
  @Field(() => Float) totalScore!: number;
  @Field(() => Int, { description: 'Stored state: 0 enabled, 1 disabled' }) state!: number;
  @Field(() => Int, { description: '0 in progress, 1 disabled, 2 not started, 3 ended' })
  listState!: number;
  @Field(() => Int, { description: 'Papers of the exam (any state)' }) paperCount!: number;
  @Field(() => Boolean, { description: 'Whether the caller may proctor (watch) the exam' })
  canProctor!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class AdminExamPage {
  @Field(() => [AdminExamRow]) records!: AdminExamRow[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class AdminExamPageInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Exam ids to leave out (pickers)' })
  excludes?: string[] | null;
  @Field(() => Int, {
    nullable: true,
    description: 'List state: 0 in progress, 1 disabled, 2 not started, 3 ended',
  })
  state?: number | null;
  @Field(() => Int, { nullable: true }) examType?: number | null;
  @Field(() => Int, { nullable: true }) openType?: number | null;
}

@ObjectType({ description: 'A draw rule as the editor shows it.' })
export class ExamRuleView {
  @Field(() => ID) id!: string;
  @Field(() => ID) repoId!: string;
  @Field(() => String, { nullable: true, description: 'null if the bank was deleted' })
  repoTitle!: string | null;
  @Field(() => ID, { nullable: true }) chapterId!: string | null;
  @Field(() => String, { nullable: true }) chapterTitle!: string | null;
  @Field(() => Int) quType!: number;
  @Field(() => Int, { nullable: true, description: '1 normal, 2 harder; null = any' })
  level!: number | null;
  @Field(() => Int) quCount!: number;
  @Field(() => Float) quScore!: number;
}

@ObjectType({ description: "One of an exam's assigned proctors." })
export class ExamProctor {
  @Field(() => String, { description: "'user' or 'group' (every member of the group)" })
  kind!: string;
  @Field(() => ID, { description: 'The user or group id' }) id!: string;
  @Field(() => String, { description: "The user's real name or the group's name" }) name!: string;
}

@ObjectType({ description: 'Everything the exam editor needs.' })
export class ExamDetail {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) content!: string;
  @Field(() => Int) examType!: number;
  @Field(() => String) examTypeText!: string;
  @Field(() => Boolean) offline!: boolean;
  @Field(() => Int) openType!: number;
  @Field(() => String, { nullable: true, description: 'openType 9: the password in clear' })
  password!: string | null;
  @Field(() => Boolean) applyOn!: boolean;
  @Field(() => Int, { description: '0 enabled, 1 disabled' }) state!: number;
  @Field(() => Int) listState!: number;
  @Field(() => Date) startTime!: Date;
  @Field(() => Date) endTime!: Date;
  @Field(() => Int) totalTime!: number;
  @Field(() => Float) totalScore!: number;
  @Field(() => Float) qualifyScore!: number;
  @Field(() => Int) chance!: number;
  @Field(() => Int) lateMax!: number;
  @Field(() => Int) handMin!: number;
  @Field(() => Int, { description: 'Minutes over which starts are staggered; 0 = off' })
  staggerMinutes!: number;
  @Field(() => Boolean) shuffleQuestions!: boolean;
  @Field(() => Boolean) shuffleOptions!: boolean;
  @Field(() => Int, { description: '0 never, 1 after hand-in, 2 after the window ends' })
  answerDisplay!: number;
  @Field(() => Boolean) partialCredit!: boolean;
  @Field(() => Boolean) camOn!: boolean;
  @Field(() => Int) camInterval!: number;
  @Field(() => Boolean) faceOn!: boolean;
  @Field(() => Int) faceChance!: number;
  @Field(() => Boolean) leaveOn!: boolean;
  @Field(() => Int) leaveCount!: number;
  @Field(() => Int) leaveSeconds!: number;
  @Field(() => [ID]) departIds!: string[];
  @Field(() => [ID]) groupIds!: string[];
  @Field(() => [ID]) userIds!: string[];
  @Field(() => [ID], { description: 'Users assigned to proctor the exam' })
  proctorUserIds!: string[];
  @Field(() => [ID], { description: 'Groups whose members proctor the exam' })
  proctorGroupIds!: string[];
  @Field(() => [ExamProctor], { description: 'The assigned proctors with names, users first' })
  proctors!: ExamProctor[];
  @Field(() => [ExamRuleView]) ruleList!: ExamRuleView[];
  @Field(() => Int, { description: 'Papers of the exam; with papers the rules are locked' })
  paperCount!: number;
  @Field(() => ID, { nullable: true }) createdBy!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@InputType()
export class ExamRuleInput {
  @Field(() => ID) repoId!: string;
  @Field(() => ID, { nullable: true }) chapterId?: string | null;
  @Field(() => Int) quType!: number;
  @Field(() => Int, { nullable: true, description: '1 normal, 2 harder; null = any' })
  level?: number | null;
  @Field(() => Int) quCount!: number;
  @Field(() => Float) quScore!: number;
}

@InputType({ description: 'Creates (no id: exam:add) or updates (exam:update) an exam.' })
export class ExamSaveInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true, description: 'Rich text (sanitized)' })
  content?: string | null;
  @Field(() => Int, { nullable: true, description: 'exam_type: 1 formal (default), 2, 3' })
  examType?: number | null;
  @Field(() => Boolean, { nullable: true }) offline?: boolean | null;
  @Field(() => Int, { description: '1 public, 2 departments, 3 people, 9 password' })
  openType!: number;
  @Field(() => String, { nullable: true, description: 'Required for openType 9' })
  password?: string | null;
  @Field(() => Boolean, { nullable: true }) applyOn?: boolean | null;
  @Field(() => Int, { nullable: true, description: '0 enabled (default), 1 disabled' })
  state?: number | null;
  @Field(() => Date) startTime!: Date;
  @Field(() => Date, { description: 'After startTime' }) endTime!: Date;
  @Field(() => Int, { description: 'Minutes, >= 1' }) totalTime!: number;
  @Field(() => Float, { nullable: true, description: '<= totalScore' })
  qualifyScore?: number | null;
  @Field(() => Int, { nullable: true, description: '0 = unlimited' }) chance?: number | null;
  @Field(() => Int, { nullable: true }) lateMax?: number | null;
  @Field(() => Int, { nullable: true }) handMin?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Staggered start over this many minutes (0 = off, default); endTime must then be at least startTime + staggerMinutes + totalTime',
  })
  staggerMinutes?: number | null;
  @Field(() => Boolean, { nullable: true }) shuffleQuestions?: boolean | null;
  @Field(() => Boolean, { nullable: true }) shuffleOptions?: boolean | null;
  @Field(() => Int, {
    nullable: true,
    description: '0 never, 1 after hand-in (default), 2 after end',
  })
  answerDisplay?: number | null;
  @Field(() => Boolean, { nullable: true }) partialCredit?: boolean | null;
  @Field(() => Boolean, { nullable: true }) camOn?: boolean | null;
  @Field(() => Int, { nullable: true }) camInterval?: number | null;
  @Field(() => Boolean, { nullable: true }) faceOn?: boolean | null;
  @Field(() => Int, { nullable: true }) faceChance?: number | null;
  @Field(() => Boolean, { nullable: true }) leaveOn?: boolean | null;
  @Field(() => Int, { nullable: true }) leaveCount?: number | null;
  @Field(() => Int, { nullable: true }) leaveSeconds?: number | null;
  @Field(() => [ID], { nullable: true, description: 'Departments (with sub-departments)' })
  departIds?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'openType 3: groups' })
  groupIds?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'openType 3: users' })
  userIds?: string[] | null;
  @Field(() => [ID], {
    nullable: true,
    description: 'Users who proctor the exam; null or absent keeps the stored ones',
  })
  proctorUserIds?: string[] | null;
  @Field(() => [ID], {
    nullable: true,
    description: 'Groups whose members proctor the exam; null or absent keeps the stored ones',
  })
  proctorGroupIds?: string[] | null;
  @Field(() => [ExamRuleInput]) ruleList!: ExamRuleInput[];
}
