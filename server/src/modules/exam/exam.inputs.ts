/**
 * Input validation of the exam and apply operations: one zod schema per operation, shared by the
 * GraphQL resolvers and the REST routes (legacy clients may send numbers and flags as strings).
 */
import dayjs from 'dayjs';
import { z } from 'zod';
import { EXAM_TYPES, OPEN_TYPES, RULE_QU_TYPES } from './exam.constants.ts';
import {
  absent,
  boolLike,
  id,
  intLike,
  numLike,
  optionalId,
  optionalInt,
  optionalText as optionalTextOf,
  parseInput,
  plainText,
} from '../../core/input.ts';
import { pagingFields } from '../../core/paging.ts';

const optionalText = optionalTextOf(200);

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const LEGACY_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

/**
 * A point in time: a Date, an ISO 8601 string (with or without offset; without one it is server
 * time), the legacy 'yyyy-MM-dd HH:mm:ss' (server time) or epoch milliseconds.
 */
const timeLike = z.preprocess(
  (v) => {
    if (v instanceof Date) return v;
    if (typeof v === 'number' && Number.isFinite(v)) return new Date(v);
    if (typeof v === 'string') {
      const s = v.trim();
      if (ISO_8601.test(s)) return new Date(s);
      if (LEGACY_TIME.test(s)) return dayjs(s).toDate();
    }
    return v;
  },
  z.date().refine((d) => !Number.isNaN(d.getTime()), 'invalid time'),
);

/** Ids of a scope list: null / absent = none; duplicates dropped. */
const idList = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z
    .array(id)
    .max(5000)
    .transform((ids) => [...new Set(ids)]),
);

/** An exam's proctor users or groups: absent or null keeps the stored ones (none on create). */
const proctorIdList = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .array(id)
    .max(500)
    .transform((ids) => [...new Set(ids)])
    .optional(),
);

const ExamRuleSchema = z.object({
  repoId: id,
  chapterId: optionalId,
  quType: intLike.refine(
    (t) => (RULE_QU_TYPES as readonly number[]).includes(t),
    'quType must be 1-6 or 99',
  ),
  level: z.preprocess(
    (v) => (v === 0 || v === '0' ? undefined : absent(v)),
    intLike.refine((l) => l === 1 || l === 2, 'level must be 1 or 2').optional(),
  ),
  quCount: intLike.pipe(z.number().min(1).max(1000)),
  /** > 0 (SCORE_VALUE_ZERO otherwise, checked by the service). */
  quScore: numLike.pipe(z.number().min(0).max(1000)),
});

const minutes = (max: number) => intLike.pipe(z.number().min(0).max(max));

export const ExamSaveSchema = z
  .object({
    id: optionalId,
    title: plainText(200, 'title is required'),
    content: z.preprocess((v) => v ?? '', z.string().max(200_000)),
    examType: z.preprocess(
      (v) => absent(v) ?? 1,
      intLike.refine((t) => (EXAM_TYPES as readonly number[]).includes(t), 'examType: 1, 2 or 3'),
    ),
    offline: boolLike,
    openType: intLike.refine(
      (t) => (OPEN_TYPES as readonly number[]).includes(t),
      'openType must be 1, 2, 3 or 9',
    ),
    password: z.preprocess((v) => (v === null ? undefined : v), z.string().max(100).optional()),
    applyOn: boolLike,
    state: z.preprocess(
      absent,
      intLike.refine((s) => s === 0 || s === 1, 'state must be 0 or 1').optional(),
    ),
    startTime: timeLike,
    endTime: timeLike,
    totalTime: intLike.pipe(z.number().min(1, 'totalTime must be at least 1').max(100_000)),
    qualifyScore: z.preprocess((v) => absent(v) ?? 0, numLike.pipe(z.number().min(0))),
    chance: z.preprocess((v) => absent(v) ?? 0, minutes(1000)),
    lateMax: z.preprocess((v) => absent(v) ?? 0, minutes(100_000)),
    handMin: z.preprocess((v) => absent(v) ?? 0, minutes(100_000)),
    staggerMinutes: z.preprocess((v) => absent(v) ?? 0, minutes(1440)),
    shuffleQuestions: boolLike,
    shuffleOptions: boolLike,
    answerDisplay: z.preprocess(
      (v) => absent(v) ?? 1,
      intLike.refine((a) => a === 0 || a === 1 || a === 2, 'answerDisplay: 0, 1 or 2'),
    ),
    partialCredit: boolLike,
    camOn: boolLike,
    camInterval: z.preprocess((v) => absent(v) ?? 0, minutes(1440)),
    faceOn: boolLike,
    faceChance: z.preprocess((v) => absent(v) ?? 3, minutes(100)),
    leaveOn: boolLike,
    leaveCount: z.preprocess((v) => absent(v) ?? 3, minutes(1000)),
    leaveSeconds: z.preprocess((v) => absent(v) ?? 10, minutes(86_400)),
    departIds: idList,
    groupIds: idList,
    userIds: idList,
    proctorUserIds: proctorIdList,
    proctorGroupIds: proctorIdList,
    ruleList: z.array(ExamRuleSchema).min(1, 'at least one rule').max(200),
  })
  .superRefine((v, ctx) => {
    if (v.endTime.getTime() <= v.startTime.getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: 'endTime must be after startTime',
      });
    }
    if (v.openType === 9 && (v.password ?? '').trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'password is required' });
    }
    const totalScore = v.ruleList.reduce((s, r) => s + r.quCount * r.quScore, 0);
    if (v.qualifyScore > totalScore + 1e-9) {
      ctx.addIssue({
        code: 'custom',
        path: ['qualifyScore'],
        message: 'qualifyScore must not exceed totalScore',
      });
    }
  });
export type ExamSaveInput = z.input<typeof ExamSaveSchema>;
export type ExamSaveData = z.output<typeof ExamSaveSchema>;

/** Exam ids to leave out (params.excludes: pickers hide exams already chosen). */
const excludes = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z.array(id).max(5000).optional(),
);

export const AdminExamPageSchema = z.object({
  ...pagingFields(),
  title: optionalText,
  excludes,
  /** The list state: 0 in progress, 1 disabled, 2 not started, 3 ended. */
  state: z.preprocess(absent, intLike.pipe(z.number().min(0).max(3)).optional()),
  examType: optionalInt,
  openType: optionalInt,
});
export type AdminExamPageInput = z.input<typeof AdminExamPageSchema>;

export const LearnerExamPageSchema = z.object({
  ...pagingFields(),
  title: optionalText,
  excludes,
  examType: optionalInt,
  openType: optionalInt,
  /** 0 in progress, 2 not started, 3 ended (disabled exams are never listed to learners). */
  listState: optionalInt,
});
export type LearnerExamPageInput = z.input<typeof LearnerExamPageSchema>;

/** A missing id is PARAM_INVALID; an id that names nothing is EXAM_NOT_FOUND (later). */
export function parseExamId(raw: unknown): string {
  return parseInput(id, raw);
}
export const IdsSchema = z.array(id).min(1).max(1000);

export const SetStateSchema = z.object({
  id,
  state: intLike.refine((s) => s === 0 || s === 1, 'state must be 0 or 1'),
});

export const ApplySchema = z.object({
  examId: id,
  applyMsg: z.string().trim().min(1, 'applyMsg is required').max(1000),
});
export type ApplyInput = z.input<typeof ApplySchema>;

export const ApplyPageSchema = z.object({
  ...pagingFields(),
  examId: optionalId,
  auditState: z.preprocess(absent, intLike.pipe(z.number().min(0).max(2)).optional()),
  realName: optionalText,
});
export type ApplyPageInput = z.input<typeof ApplyPageSchema>;

export const AuditSchema = z.object({
  ids: IdsSchema,
  auditState: intLike.refine((s) => s === 1 || s === 2, 'auditState must be 1 or 2'),
  auditMsg: z.string().trim().min(1, 'auditMsg is required').max(1000),
});
export type AuditInput = z.input<typeof AuditSchema>;
