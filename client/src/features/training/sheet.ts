/** The answer sheet (training card): each question's state, and where a learner continues. */

export interface SheetItem {
  quId: string;
  /** null when the question has since been deleted. */
  quType?: number | null;
  answered: boolean;
  isRight?: boolean | null;
}

/** right / wrong once checked, done for a checked question without a verdict (short answer, rote). */
export type SheetStatus = 'unanswered' | 'right' | 'wrong' | 'done' | 'deleted';

export function sheetStatus(item: SheetItem): SheetStatus {
  if (item.quType === null) return 'deleted';
  if (!item.answered) return 'unanswered';
  if (item.isRight === true) return 'right';
  if (item.isRight === false) return 'wrong';
  return 'done';
}

/**
 * Where a learner who comes back continues: the first unanswered question after the last answered
 * one; else the first unanswered one; else (all answered) the last question. Deleted questions are
 * skipped.
 */
export function resumeIndex(items: readonly SheetItem[]): number {
  if (items.length === 0) return 0;
  const open = (i: number) => !items[i]!.answered && items[i]!.quType !== null;
  let last = -1;
  items.forEach((item, i) => {
    if (item.answered) last = i;
  });
  for (let i = last + 1; i < items.length; i += 1) if (open(i)) return i;
  for (let i = 0; i < items.length; i += 1) if (open(i)) return i;
  return items.length - 1;
}

/** The next question still to answer after `from` (wrapping), or null when none is left. */
export function nextUnanswered(items: readonly SheetItem[], from: number): number | null {
  for (let step = 1; step <= items.length; step += 1) {
    const i = (from + step) % items.length;
    const item = items[i]!;
    if (!item.answered && item.quType !== null) return i;
  }
  return null;
}

export function unansweredCount(items: readonly SheetItem[]): number {
  return items.filter((i) => !i.answered && i.quType !== null).length;
}

/** Right answers over checked questions with a verdict, in whole percent (0 with none). */
export function accuracy(right: number, wrong: number): number {
  const graded = right + wrong;
  return graded > 0 ? Math.round((right * 100) / graded) : 0;
}
