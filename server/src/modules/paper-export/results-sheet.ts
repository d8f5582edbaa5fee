/**
 * The results sheet of an exam: one row per handed-in paper with the learner, the state, the
 * score and its split by question type, the time used, the outcome and the screen leaves.
 */
import dayjs from 'dayjs';
import type { Lang } from '../../core/i18n.ts';
import type { XlsxColumn, XlsxRow } from '../../core/transfer/xlsx.ts';
import { typeName } from './paper-pdf.ts';

/** A paper as the sheet lists it. */
export interface ResultRow {
  userName: string;
  realName: string;
  familyName: string;
  deptName: string | null;
  state: number;
  userScore: number;
  totalScore: number;
  objScore: number;
  subjScore: number;
  /** Points earned per question type (composites under 99). */
  byType: ReadonlyMap<number, number>;
  userTime: number;
  passed: boolean | null;
  leaveTimes: number;
  exState: number;
  startedAt: Date;
  handedAt: Date | null;
}

const FIXED_HEAD = [
  { key: 'userName', zh: '账号', en: 'Account', width: 16 },
  { key: 'realName', zh: '姓名', en: 'Name', width: 14 },
  { key: 'deptName', zh: '部门', en: 'Department', width: 18 },
  { key: 'state', zh: '状态', en: 'State', width: 12 },
  { key: 'userScore', zh: '得分', en: 'Score', width: 10 },
  { key: 'totalScore', zh: '总分', en: 'Total', width: 10 },
  { key: 'objScore', zh: '客观题得分', en: 'Objective', width: 12 },
  { key: 'subjScore', zh: '主观题得分', en: 'Subjective', width: 12 },
] as const;

const FIXED_TAIL = [
  { key: 'userTime', zh: '用时(分钟)', en: 'Minutes used', width: 12 },
  { key: 'passed', zh: '是否通过', en: 'Passed', width: 10 },
  { key: 'leaveTimes', zh: '切屏次数', en: 'Screen leaves', width: 12 },
  { key: 'exception', zh: '异常', en: 'Exception', width: 8 },
  { key: 'startTime', zh: '开始时间', en: 'Started', width: 20 },
  { key: 'handTime', zh: '交卷时间', en: 'Handed in', width: 20 },
] as const;

const STATES: Record<Lang, readonly string[]> = {
  zh: ['考试中', '待阅卷', '已完成', '已作废'],
  en: ['In exam', 'Awaiting marking', 'Finished', 'Abandoned'],
};

/** The type a question's points are summed under (composites 991-993 count as 99). */
export function typeColumnOf(quType: number): number {
  return quType >= 99 ? 99 : quType;
}

/** The sheet's columns: the fixed ones with one "<type> score" column per type in `types`. */
export function resultColumns(types: readonly number[]): XlsxColumn[] {
  const byType = [...new Set(types.map(typeColumnOf))]
    .sort((a, b) => a - b)
    .map((t) => ({
      key: `type${t}`,
      zh: `${typeName(t, 'zh')}得分`,
      en: `${typeName(t, 'en')} score`,
      width: 14,
    }));
  return [...FIXED_HEAD, ...byType, ...FIXED_TAIL];
}

const time = (d: Date | null) => (d === null ? '' : dayjs(d).format('YYYY-MM-DD HH:mm:ss'));
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A paper's cells. */
export function resultCells(r: ResultRow, types: readonly number[], lang: Lang): XlsxRow<string> {
  const yes = lang === 'en' ? 'Yes' : '是';
  const no = lang === 'en' ? 'No' : '否';
  const row: XlsxRow<string> = {
    userName: r.userName,
    realName: r.familyName === '' ? r.realName : `${r.familyName}${r.realName}`,
    deptName: r.deptName ?? '',
    state: STATES[lang][r.state] ?? String(r.state),
    userScore: round2(r.userScore),
    totalScore: round2(r.totalScore),
    objScore: round2(r.objScore),
    subjScore: round2(r.subjScore),
    userTime: Math.ceil(r.userTime / 60),
    passed: r.passed === null ? '' : r.passed ? yes : no,
    leaveTimes: r.leaveTimes,
    exception: r.exState === 0 ? no : yes,
    startTime: time(r.startedAt),
    handTime: time(r.handedAt),
  };
  for (const t of new Set(types.map(typeColumnOf))) row[`type${t}`] = round2(r.byType.get(t) ?? 0);
  return row;
}
