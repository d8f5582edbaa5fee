/**
 * The exam editor's model: the form values (numbers kept as the text of their inputs), a new exam,
 * the date-time inputs, the live total score and the rule list's moves. The checks are in
 * examValidation.ts, the conversions from examDetail and to saveExam's input in examMapping.ts.
 */
import type { Scope } from '../sys/pickers/scope';
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
  /** Who proctors the exam: users and groups (no departments). */
  proctors: Scope;
  /** `YYYY-MM-DDTHH:mm` (datetime-local, the browser's time zone). */
  startTime: string;
  endTime: string;
  totalTime: string;
  qualifyScore: string;
  chance: string;
  lateMax: string;
  handMin: string;
  /** Minutes over which learners' starts are spread; 0 = off. */
  staggerMinutes: string;
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
   * refuses any change of start, running time and stagger and an earlier end
   * (EXAM_LOCKED_BY_STATE).
   */
  origin?: {
    startTime: string;
    endTime: string;
    totalTime: number;
    staggerMinutes: number;
    locked: boolean;
  };
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
    proctors: { departs: [], groups: [], users: [] },
    startTime: toLocalInput(start),
    endTime: toLocalInput(end),
    totalTime: '60',
    qualifyScore: '60',
    chance: '0',
    lateMax: '0',
    handMin: '0',
    staggerMinutes: '0',
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

/**
 * The instant of a datetime-local input: the stored instant when the input still shows it
 * (keeping its seconds), else the input's minute; null for ''.
 */
export function instantOf(local: string, stored?: string): string | null {
  if (stored !== undefined && toLocalInput(stored) === local) return new Date(stored).toISOString();
  return fromLocalInput(local);
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
