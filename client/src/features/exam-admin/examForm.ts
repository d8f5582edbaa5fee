/**
 * The exam editor's model: the form values, the checks the editor runs before saving (mirroring
 * the server's, which checks them again), the live total score, and the conversions from
 * examDetail and to saveExam's input. Numbers are kept as the text of their inputs.
 */
import { isBlankHtml } from '../../components/ui/richTextHtml';
import type { Scope, ScopeItem } from '../sys/pickers/scope';
import { OPEN_TYPE } from './examConstants';

export interface RuleDraft {
  /** React key (stable while editing). */
  key: string;
  repoId: string;
  repoTitle: string;
  /** '' for the whole bank. */
  chapterId: string;
  chapterTitle: string;
  /** 0 until chosen. */
  quType: number;
  /** 0 for any difficulty. */
  level: number;
  quCount: string;
  quScore: string;
}

export interface ExamFormValues {
  id: string | null;
  title: string;
  content: string;
  examType: string;
  offline: boolean;
  openType: number;
  password: string;
  applyOn: boolean;
  scope: Scope;
  /** `YYYY-MM-DDTHH:mm` (datetime-local, the browser's time zone). */
  startTime: string;
  endTime: string;
  totalTime: string;
  qualifyScore: string;
  chance: string;
  lateMax: string;
  handMin: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  answerDisplay: number;
  partialCredit: boolean;
  camOn: boolean;
  camInterval: string;
  faceOn: boolean;
  faceChance: string;
  leaveOn: boolean;
  leaveCount: string;
  leaveSeconds: string;
  rules: RuleDraft[];
  /**
   * The stored exam's timing (editing only). Inputs hold minutes, the stored instants may carry
   * seconds: an unchanged input sends the stored instant back. With papers (`locked`) the server
   * refuses any change of start and running time and an earlier end (EXAM_LOCKED_BY_STATE).
   */
  origin?: { startTime: string; endTime: string; totalTime: number; locked: boolean };
}

let keySeq = 0;
export function newRuleKey(): string {
  keySeq += 1;
  return `r${keySeq}`;
}

export function emptyRule(): RuleDraft {
  return {
    key: newRuleKey(),
    repoId: '',
    repoTitle: '',
    chapterId: '',
    chapterTitle: '',
    quType: 0,
    level: 0,
    quCount: '',
    quScore: '',
  };
}

/** A datetime-local value for an instant ('' for none), in the browser's time zone. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; null for '' or nonsense. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A new exam: public, starting at the next full hour for a day, 60 minutes, shown after hand-in. */
export function newExam(now: Date = new Date()): ExamFormValues {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
  return {
    id: null,
    title: '',
    content: '',
    examType: '1',
    offline: false,
    openType: OPEN_TYPE.PUBLIC,
    password: '',
    applyOn: false,
    scope: { departs: [], groups: [], users: [] },
    startTime: toLocalInput(start),
    endTime: toLocalInput(end),
    totalTime: '60',
    qualifyScore: '60',
    chance: '0',
    lateMax: '0',
    handMin: '0',
    shuffleQuestions: false,
    shuffleOptions: false,
    answerDisplay: 1,
    partialCredit: false,
    camOn: false,
    camInterval: '5',
    faceOn: false,
    faceChance: '3',
    leaveOn: false,
    leaveCount: '3',
    leaveSeconds: '10',
    rules: [emptyRule()],
  };
}

/** Text of an input as a number; null when blank or not a number. */
export function parseNumber(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Scores are kept to two decimals (0.1 x 3 is 0.3, not 0.30000000000000004). */
export function roundScore(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A rule's subtotal (count x score each), 0 while either is missing. */
export function ruleSubtotal(rule: Pick<RuleDraft, 'quCount' | 'quScore'>): number {
  const count = parseNumber(rule.quCount);
  const score = parseNumber(rule.quScore);
  if (count === null || score === null || count < 0 || score < 0) return 0;
  return roundScore(count * score);
}

/** The exam's total score: the sum of the rules' subtotals (server: totalScore). */
export function totalScoreOf(rules: readonly Pick<RuleDraft, 'quCount' | 'quScore'>[]): number {
  return roundScore(rules.reduce((sum, r) => sum + ruleSubtotal(r), 0));
}

/** Questions the rules draw. */
export function questionCountOf(rules: readonly Pick<RuleDraft, 'quCount'>[]): number {
  return rules.reduce((sum, r) => {
    const n = parseNumber(r.quCount);
    return sum + (n !== null && Number.isInteger(n) && n > 0 ? n : 0);
  }, 0);
}

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
  | 'endEarlier';

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
 * within the running time; a password for openType 9 and someone in the scope for 2 and 3; at
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
  }

  const totalTime = intField(errors, 'totalTime', values.totalTime, {
    min: 1,
    max: TOTAL_TIME_MAX,
  });
  intField(errors, 'chance', values.chance, { min: 0 });
  intField(errors, 'lateMax', values.lateMax, { min: 0 });
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
};

/**
 * The instant of a datetime-local input: the stored instant when the input still shows it
 * (keeping its seconds), else the input's minute; null for ''.
 */
export function instantOf(local: string, stored?: string): string | null {
  if (stored !== undefined && toLocalInput(stored) === local) return new Date(stored).toISOString();
  return fromLocalInput(local);
}

/** The first field with an error, in the order the editor shows them (to scroll to it). */
export function firstErrorField(errors: ExamErrors): string | null {
  const keys = Object.keys(errors);
  return keys.length === 0 ? null : (keys[0] as string);
}

/** The rule fields the editor needs of examDetail's ruleList. */
export interface RuleDetail {
  repoId: string;
  repoTitle?: string | null;
  chapterId?: string | null;
  chapterTitle?: string | null;
  quType: number;
  level?: number | null;
  quCount: number;
  quScore: number;
}

/** What the editor reads of examDetail. */
export interface ExamDetailLike {
  id: string;
  title: string;
  content?: string | null;
  examType: number;
  offline: boolean;
  openType: number;
  password?: string | null;
  applyOn: boolean;
  startTime: unknown;
  endTime: unknown;
  totalTime: number;
  qualifyScore: number;
  chance: number;
  lateMax: number;
  handMin: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  answerDisplay: number;
  partialCredit: boolean;
  camOn: boolean;
  camInterval: number;
  faceOn: boolean;
  faceChance: number;
  leaveOn: boolean;
  leaveCount: number;
  leaveSeconds: number;
  departIds?: readonly string[] | null;
  groupIds?: readonly string[] | null;
  userIds?: readonly string[] | null;
  ruleList: readonly RuleDetail[];
  /** Papers of the exam; with papers the timing and rules are locked. */
  paperCount?: number;
}

/** Names for the scope's ids (unknown ids show the id until the names load). */
export interface ScopeNames {
  departs?: ReadonlyMap<string, string>;
  groups?: ReadonlyMap<string, string>;
  users?: ReadonlyMap<string, string>;
}

function named(ids: readonly string[] | null | undefined, names?: ReadonlyMap<string, string>) {
  return (ids ?? []).map((id): ScopeItem => ({ id, name: names?.get(id) ?? id }));
}

/** The form for an existing exam. */
export function fromDetail(detail: ExamDetailLike, names: ScopeNames = {}): ExamFormValues {
  const iso = (v: unknown) => new Date(v as string).toISOString();
  return {
    origin: {
      startTime: iso(detail.startTime),
      endTime: iso(detail.endTime),
      totalTime: detail.totalTime,
      locked: (detail.paperCount ?? 0) > 0,
    },
    id: detail.id,
    title: detail.title,
    content: detail.content ?? '',
    examType: String(detail.examType),
    offline: detail.offline,
    openType: detail.openType,
    password: detail.password ?? '',
    applyOn: detail.applyOn,
    scope: {
      departs: named(detail.departIds, names.departs),
      groups: named(detail.groupIds, names.groups),
      users: named(detail.userIds, names.users),
    },
    startTime: toLocalInput(detail.startTime),
    endTime: toLocalInput(detail.endTime),
    totalTime: String(detail.totalTime),
    qualifyScore: String(detail.qualifyScore),
    chance: String(detail.chance),
    lateMax: String(detail.lateMax),
    handMin: String(detail.handMin),
    shuffleQuestions: detail.shuffleQuestions,
    shuffleOptions: detail.shuffleOptions,
    answerDisplay: detail.answerDisplay,
    partialCredit: detail.partialCredit,
    camOn: detail.camOn,
    camInterval: String(detail.camInterval),
    faceOn: detail.faceOn,
    faceChance: String(detail.faceChance),
    leaveOn: detail.leaveOn,
    leaveCount: String(detail.leaveCount),
    leaveSeconds: String(detail.leaveSeconds),
    rules: detail.ruleList.map((r) => ({
      key: newRuleKey(),
      repoId: r.repoId,
      repoTitle: r.repoTitle ?? '',
      chapterId: r.chapterId ?? '',
      chapterTitle: r.chapterTitle ?? '',
      quType: r.quType,
      level: r.level ?? 0,
      quCount: String(r.quCount),
      quScore: String(r.quScore),
    })),
  };
}

/** Replaces the scope's shown names with the ones now known. */
export function renameScope(scope: Scope, names: ScopeNames): Scope {
  const rename = (items: ScopeItem[], map?: ReadonlyMap<string, string>) =>
    items.map((i) => ({ ...i, name: map?.get(i.id) ?? i.name }));
  return {
    departs: rename(scope.departs, names.departs),
    groups: rename(scope.groups, names.groups),
    users: rename(scope.users, names.users),
  };
}

const num = (text: string, fallback = 0) => parseNumber(text) ?? fallback;

/**
 * saveExam's input (call after validateExam passed). The scope lists are sent only for the open
 * types that use them (2: departments; 3: departments, groups and users); the password only for 9.
 */
export function toSaveInput(values: ExamFormValues) {
  const scoped = values.openType === OPEN_TYPE.DEPARTS || values.openType === OPEN_TYPE.PEOPLE;
  const people = values.openType === OPEN_TYPE.PEOPLE;
  return {
    id: values.id,
    title: values.title.trim(),
    content: isBlankHtml(values.content) ? '' : values.content,
    examType: Number(values.examType) || 1,
    offline: values.offline,
    openType: values.openType,
    password: values.openType === OPEN_TYPE.PASSWORD ? values.password.trim() : null,
    applyOn: values.applyOn,
    departIds: scoped ? values.scope.departs.map((d) => d.id) : [],
    groupIds: people ? values.scope.groups.map((g) => g.id) : [],
    userIds: people ? values.scope.users.map((u) => u.id) : [],
    startTime: instantOf(values.startTime, values.origin?.startTime) ?? '',
    endTime: instantOf(values.endTime, values.origin?.endTime) ?? '',
    totalTime: num(values.totalTime),
    qualifyScore: num(values.qualifyScore),
    chance: num(values.chance),
    lateMax: num(values.lateMax),
    handMin: num(values.handMin),
    shuffleQuestions: values.shuffleQuestions,
    shuffleOptions: values.shuffleOptions,
    answerDisplay: values.answerDisplay,
    partialCredit: values.partialCredit,
    camOn: values.camOn,
    camInterval: values.camOn ? num(values.camInterval) : 0,
    faceOn: values.faceOn,
    faceChance: num(values.faceChance, 3),
    leaveOn: values.leaveOn,
    leaveCount: num(values.leaveCount, 3),
    leaveSeconds: num(values.leaveSeconds, 10),
    ruleList: values.rules.map((r) => ({
      repoId: r.repoId,
      chapterId: r.chapterId === '' ? null : r.chapterId,
      quType: r.quType,
      level: r.level === 0 ? null : r.level,
      quCount: num(r.quCount),
      quScore: num(r.quScore),
    })),
  };
}

/** Moves a rule up (-1) or down (+1); out of range leaves the list as it is. */
export function moveRule(rules: readonly RuleDraft[], index: number, by: -1 | 1): RuleDraft[] {
  const to = index + by;
  if (index < 0 || index >= rules.length || to < 0 || to >= rules.length) return [...rules];
  const next = [...rules];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as RuleDraft);
  return next;
}
