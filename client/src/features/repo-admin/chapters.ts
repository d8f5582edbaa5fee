/** The chapter list of the bank form: kept chapters carry their id; order is the sort. */
export interface ChapterRow {
  key: string;
  id?: string;
  title: string;
}

let seq = 0;
export function chapterKey(): string {
  seq += 1;
  return `c${seq}`;
}

/** Appends a chapter; blank titles are ignored. */
export function addChapter(rows: readonly ChapterRow[], title: string): ChapterRow[] {
  const t = title.trim();
  if (t === '') return [...rows];
  return [...rows, { key: chapterKey(), title: t }];
}

export function renameChapter(
  rows: readonly ChapterRow[],
  index: number,
  title: string,
): ChapterRow[] {
  return rows.map((r, i) => (i === index ? { ...r, title } : r));
}

export function removeChapter(rows: readonly ChapterRow[], index: number): ChapterRow[] {
  return rows.filter((_, i) => i !== index);
}

/** Moves a chapter one place up (-1) or down (+1); out of range does nothing. */
export function moveChapter(rows: readonly ChapterRow[], index: number, by: -1 | 1): ChapterRow[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const out = [...rows];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

export type ChapterProblem = 'required' | 'duplicate' | 'tooLong';

/** Chapter titles: required, at most 100 characters, unique within the bank (trimmed). */
export function chapterProblems(rows: readonly ChapterRow[]): Map<number, ChapterProblem> {
  const problems = new Map<number, ChapterProblem>();
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    const t = r.title.trim();
    if (t === '') problems.set(i, 'required');
    else if (t.length > 100) problems.set(i, 'tooLong');
    else if (seen.has(t)) problems.set(i, 'duplicate');
    else seen.set(t, i);
  });
  return problems;
}

/** SaveRepoInput.chapters: the complete list in order. */
export function chaptersInput(rows: readonly ChapterRow[]) {
  return rows.map((r, i) => ({
    ...(r.id !== undefined ? { id: r.id } : {}),
    title: r.title.trim(),
    sort: i,
  }));
}
