/** The exam editor's conversions: examDetail into the form, and the form into saveExam's input. */
import { isBlankHtml } from '../../components/ui/richTextHtml';
import type { Scope, ScopeItem } from '../sys/pickers/scope';
import { OPEN_TYPE } from './examConstants';
import { instantOf, newRuleKey, parseNumber, toLocalInput, type ExamFormValues } from './examForm';

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
  staggerMinutes: number;
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
  /** The assigned proctors with their names ('user' or 'group'). */
  proctors?: readonly { kind: string; id: string; name: string }[] | null;
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

function proctorsOf(detail: ExamDetailLike, kind: 'user' | 'group'): ScopeItem[] {
  return (detail.proctors ?? [])
    .filter((p) => p.kind === kind)
    .map((p) => ({ id: p.id, name: p.name }));
}

/** The form for an existing exam. */
export function fromDetail(detail: ExamDetailLike, names: ScopeNames = {}): ExamFormValues {
  const iso = (v: unknown) => new Date(v as string).toISOString();
  return {
    origin: {
      startTime: iso(detail.startTime),
      endTime: iso(detail.endTime),
      totalTime: detail.totalTime,
      staggerMinutes: detail.staggerMinutes,
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
    proctors: {
      departs: [],
      groups: proctorsOf(detail, 'group'),
      users: proctorsOf(detail, 'user'),
    },
    startTime: toLocalInput(detail.startTime),
    endTime: toLocalInput(detail.endTime),
    totalTime: String(detail.totalTime),
    qualifyScore: String(detail.qualifyScore),
    chance: String(detail.chance),
    lateMax: String(detail.lateMax),
    handMin: String(detail.handMin),
    staggerMinutes: String(detail.staggerMinutes),
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
    proctorUserIds: values.proctors.users.map((u) => u.id),
    proctorGroupIds: values.proctors.groups.map((g) => g.id),
    startTime: instantOf(values.startTime, values.origin?.startTime) ?? '',
    endTime: instantOf(values.endTime, values.origin?.endTime) ?? '',
    totalTime: num(values.totalTime),
    qualifyScore: num(values.qualifyScore),
    chance: num(values.chance),
    lateMax: num(values.lateMax),
    handMin: num(values.handMin),
    staggerMinutes: num(values.staggerMinutes),
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
