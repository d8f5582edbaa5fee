/** The exam's answer sheet: one line per question, answered or not, flagged or not. */

export interface ExamSheetItem {
  quId: string;
  quType: number;
  sort: number;
  score: number;
  answered: boolean;
  mark: boolean;
}

export type ExamSheetStatus = 'unanswered' | 'answered';

export function examSheetStatus(item: Pick<ExamSheetItem, 'answered'>): ExamSheetStatus {
  return item.answered ? 'answered' : 'unanswered';
}

export function unansweredCount(items: readonly Pick<ExamSheetItem, 'answered'>[]): number {
  return items.filter((i) => !i.answered).length;
}

export function flaggedCount(items: readonly Pick<ExamSheetItem, 'mark'>[]): number {
  return items.filter((i) => i.mark).length;
}

/** Questions in paper order. */
export function inPaperOrder<T extends Pick<ExamSheetItem, 'sort'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sort - b.sort);
}

/** One group of the sheet: consecutive questions of one type, with their paper positions. */
export interface SheetGroup<T> {
  quType: number;
  entries: { item: T; index: number }[];
}

/** The sheet grouped by question type, keeping the paper order (types come in runs). */
export function groupByType<T extends Pick<ExamSheetItem, 'quType'>>(
  items: readonly T[],
): SheetGroup<T>[] {
  const groups: SheetGroup<T>[] = [];
  items.forEach((item, index) => {
    const last = groups.at(-1);
    if (last !== undefined && last.quType === item.quType) last.entries.push({ item, index });
    else groups.push({ quType: item.quType, entries: [{ item, index }] });
  });
  return groups;
}

/** Where to start: the first unanswered question (all answered: the first one). */
export function startIndex(items: readonly Pick<ExamSheetItem, 'answered'>[]): number {
  const i = items.findIndex((item) => !item.answered);
  return i < 0 ? 0 : i;
}
