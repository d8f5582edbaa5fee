/**
 * The checks the exam editor runs before saving, mirroring the server's (which checks them again),
 * and their message ids.
 */
import { OPEN_TYPE } from './examConstants';
import {
  fromLocalInput,
  instantOf,
  parseNumber,
  totalScoreOf,
  type ExamFormValues,
} from './examForm';

export type ExamProblem =
  | 'required'
  | 'integer'
  | 'positive'
  | 'nonNegative'
  | 'window'
  | 'tooLong'
  | 'handMinAboveTotal'
  | 'qualifyAboveTotal'
  | 'noRules'
  | 'scopeEmpty'
  | 'duplicateRule'
  | 'exceedsBank'
  | 'scoreDecimals'
  | 'lockedByPapers'
  | 'endEarlier'
  | 'staggerEnd';

export interface ExamError {
  problem: ExamProblem;
  /** A number for the message ({n}), e.g. the bank's question count. */
  n?: number;
}

/**
 * Errors by field path: `title`, `startTime`, `endTime`, `totalTime`, ..., `scope`, `rules` and
 * per rule `rules.<i>.repoId|quType|quCount|quScore`.
 */
export type ExamErrors = Record<string, ExamError>;

/** Title length the server accepts. */
export const TITLE_MAX = 100;
/** Longest exam a paper may run, minutes (a week). */
export const TOTAL_TIME_MAX = 10080;
/** Longest staggered start, minutes (a day), as the server accepts. */
export const STAGGER_MAX = 1440;

/**
 * Questions each rule's bank slice holds, when the editor knows it (keyed by the rule's key).
 * Unknown counts are not checked here (the server refuses with EXAM_RULE_EXCEEDS_BANK {n}).
 */
export type Availability = Readonly<Record<string, number | undefined>>;

function intField(
  errors: ExamErrors,
  field: string,
  text: string,
  opts: { min: number; required?: boolean; max?: number },
): number | null {
  const n = parseNumber(text);
  if (n === null) {
    if (opts.required !== false || text.trim() !== '') errors[field] = { problem: 'required' };
    return null;
  }
  if (!Number.isInteger(n)) {
    errors[field] = { problem: 'integer' };
    return null;
  }
  if (n < opts.min) {
    errors[field] = { problem: opts.min > 0 ? 'positive' : 'nonNegative' };
    return null;
  }
  if (opts.max !== undefined && n > opts.max) {
    errors[field] = { problem: 'tooLong', n: opts.max };
    return null;
  }
  return n;
}

function hasTwoDecimalsAtMost(n: number): boolean {
  return Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
}

/**
 * The editor's checks, mirroring the server's save rules: a title; end after start; a running
 * time of at least one minute; whole non-negative chance / late / earliest hand-in, the latter
 * within the running time; with a staggered start, an end no earlier than start + stagger +
 * running time (the last slot still gets the whole running time); a password for openType 9 and someone in the scope for 2 and 3; at
 * least one rule, each with a bank, a type, a whole count >= 1 and a score > 0, no two rules on
 * the same slice (bank, chapter, type, difficulty), no count above what the bank holds when that
 * is known; and the pass mark within the total score.
 */
export function validateExam(values: ExamFormValues, availability: Availability = {}): ExamErrors {
  const errors: ExamErrors = {};
  const title = values.title.trim();
  if (title === '') errors.title = { problem: 'required' };
  else if (title.length > TITLE_MAX) errors.title = { problem: 'tooLong', n: TITLE_MAX };

  const start = fromLocalInput(values.startTime);
  const end = fromLocalInput(values.endTime);
  if (start === null) errors.startTime = { problem: 'required' };
  if (end === null) errors.endTime = { problem: 'required' };
  if (start !== null && end !== null && new Date(end).getTime() <= new Date(start).getTime()) {
    errors.endTime = { problem: 'window' };
  }

  const origin = values.origin;
  if (origin?.locked === true) {
    if (
      instantOf(values.startTime, origin.startTime) !== new Date(origin.startTime).toISOString()
    ) {
      errors.startTime = { problem: 'lockedByPapers' };
    }
    const endAt = instantOf(values.endTime, origin.endTime);
    const endMs = endAt === null ? null : new Date(endAt).getTime();
    if (
      errors.endTime === undefined &&
      endMs !== null &&
      endMs < new Date(origin.endTime).getTime()
    ) {
      errors.endTime = { problem: 'endEarlier' };
    }
    if (parseNumber(values.totalTime) !== origin.totalTime) {
      errors.totalTime = { problem: 'lockedByPapers' };
    }
    if (parseNumber(values.staggerMinutes) !== origin.staggerMinutes) {
      errors.staggerMinutes = { problem: 'lockedByPapers' };
    }
  }

  const totalTime = intField(errors, 'totalTime', values.totalTime, {
    min: 1,
    max: TOTAL_TIME_MAX,
  });
  intField(errors, 'chance', values.chance, { min: 0 });
  intField(errors, 'lateMax', values.lateMax, { min: 0 });
  const stagger =
    errors.staggerMinutes === undefined
      ? intField(errors, 'staggerMinutes', values.staggerMinutes, { min: 0, max: STAGGER_MAX })
      : null;
  if (
    stagger !== null &&
    stagger > 0 &&
    totalTime !== null &&
    start !== null &&
    end !== null &&
    errors.endTime === undefined
  ) {
    const need = stagger + totalTime;
    if (new Date(end).getTime() < new Date(start).getTime() + need * 60_000) {
      errors.endTime = { problem: 'staggerEnd', n: need };
    }
  }
  const handMin = intField(errors, 'handMin', values.handMin, { min: 0 });
  if (handMin !== null && totalTime !== null && handMin > totalTime) {
    errors.handMin = { problem: 'handMinAboveTotal', n: totalTime };
  }

  if (values.openType === OPEN_TYPE.PASSWORD && values.password.trim() === '') {
    errors.password = { problem: 'required' };
  }
  if (values.openType === OPEN_TYPE.DEPARTS && values.scope.departs.length === 0) {
    errors.scope = { problem: 'scopeEmpty' };
  }
  if (
    values.openType === OPEN_TYPE.PEOPLE &&
    values.scope.departs.length + values.scope.groups.length + values.scope.users.length === 0
  ) {
    errors.scope = { problem: 'scopeEmpty' };
  }

  if (values.camOn) intField(errors, 'camInterval', values.camInterval, { min: 1 });
  if (values.faceOn) intField(errors, 'faceChance', values.faceChance, { min: 1 });
  if (values.leaveOn) {
    intField(errors, 'leaveCount', values.leaveCount, { min: 1 });
    intField(errors, 'leaveSeconds', values.leaveSeconds, { min: 1 });
  }

  if (values.rules.length === 0) errors.rules = { problem: 'noRules' };
  const slices = new Map<string, number>();
  values.rules.forEach((rule, i) => {
    const at = `rules.${i}`;
    if (rule.repoId === '') errors[`${at}.repoId`] = { problem: 'required' };
    if (rule.quType === 0) errors[`${at}.quType`] = { problem: 'required' };
    const count = intField(errors, `${at}.quCount`, rule.quCount, { min: 1 });
    const available = availability[rule.key];
    if (count !== null && available !== undefined && count > available) {
      errors[`${at}.quCount`] = { problem: 'exceedsBank', n: available };
    }
    const score = parseNumber(rule.quScore);
    if (score === null) errors[`${at}.quScore`] = { problem: 'required' };
    else if (score <= 0) errors[`${at}.quScore`] = { problem: 'positive' };
    else if (!hasTwoDecimalsAtMost(score)) errors[`${at}.quScore`] = { problem: 'scoreDecimals' };
    if (rule.repoId !== '' && rule.quType !== 0) {
      const slice = `${rule.repoId}|${rule.chapterId}|${rule.quType}|${rule.level}`;
      if (slices.has(slice)) errors[`${at}.quType`] = { problem: 'duplicateRule' };
      else slices.set(slice, i);
    }
  });

  const total = totalScoreOf(values.rules);
  const qualify = parseNumber(values.qualifyScore);
  if (qualify === null) errors.qualifyScore = { problem: 'required' };
  else if (qualify < 0) errors.qualifyScore = { problem: 'nonNegative' };
  else if (!hasTwoDecimalsAtMost(qualify)) errors.qualifyScore = { problem: 'scoreDecimals' };
  else if (values.rules.length > 0 && total > 0 && qualify > total) {
    errors.qualifyScore = { problem: 'qualifyAboveTotal', n: total };
  }
  return errors;
}

/** Message ids per problem (literal, for the i18n completeness test). */
export const PROBLEM_IDS: Record<ExamProblem, string> = {
  required: 'examAdmin.form.required',
  integer: 'examAdmin.form.integer',
  positive: 'examAdmin.form.positive',
  nonNegative: 'examAdmin.form.nonNegative',
  window: 'examAdmin.form.window',
  tooLong: 'examAdmin.form.tooLong',
  handMinAboveTotal: 'examAdmin.form.handMinAboveTotal',
  qualifyAboveTotal: 'examAdmin.form.qualifyAboveTotal',
  noRules: 'examAdmin.form.noRules',
  scopeEmpty: 'examAdmin.form.scopeEmpty',
  duplicateRule: 'examAdmin.form.duplicateRule',
  exceedsBank: 'error.EXAM_RULE_EXCEEDS_BANK',
  scoreDecimals: 'examAdmin.form.scoreDecimals',
  lockedByPapers: 'examAdmin.form.lockedByPapers',
  endEarlier: 'examAdmin.form.endEarlier',
  staggerEnd: 'examAdmin.form.staggerEnd',
};

/** The first field with an error, in the order the editor shows them (to scroll to it). */
export function firstErrorField(errors: ExamErrors): string | null {
  const keys = Object.keys(errors);
  return keys.length === 0 ? null : (keys[0] as string);
}
