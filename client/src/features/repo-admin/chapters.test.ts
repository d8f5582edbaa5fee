import { describe, expect, it } from 'vitest';
import {
  addChapter,
  chapterProblems,
  chaptersInput,
  moveChapter,
  removeChapter,
  renameChapter,
  type ChapterRow,
} from './chapters';

const rows: ChapterRow[] = [
  { key: 'a', id: 'ch-1', title: '安全生产基础' },
  { key: 'b', id: 'ch-2', title: '职场通用知识' },
];

describe('chapter list', () => {
  it('adds trimmed titles and ignores blank ones', () => {
    expect(addChapter(rows, '  ')).toHaveLength(2);
    const next = addChapter(rows, ' 应急处置 ');
    expect(next.map((r) => r.title)).toEqual(['安全生产基础', '职场通用知识', '应急处置']);
    expect(next[2]?.id).toBeUndefined();
  });

  it('moves, renames and removes', () => {
    expect(moveChapter(rows, 1, -1).map((r) => r.key)).toEqual(['b', 'a']);
    expect(moveChapter(rows, 0, -1).map((r) => r.key)).toEqual(['a', 'b']);
    expect(moveChapter(rows, 1, 1).map((r) => r.key)).toEqual(['a', 'b']);
    expect(renameChapter(rows, 0, 'x')[0]?.title).toBe('x');
    expect(removeChapter(rows, 0).map((r) => r.key)).toEqual(['b']);
  });

  it('finds blank, too long and duplicate titles', () => {
    const bad = [
      ...rows,
      { key: 'c', title: ' 安全生产基础 ' },
      { key: 'd', title: '' },
      { key: 'e', title: 'x'.repeat(101) },
    ];
    expect([...chapterProblems(bad)]).toEqual([
      [2, 'duplicate'],
      [3, 'required'],
      [4, 'tooLong'],
    ]);
    expect(chapterProblems(rows).size).toBe(0);
  });

  it('sends the complete list in order with kept ids', () => {
    const next = moveChapter(addChapter(rows, '应急处置'), 2, -1);
    expect(chaptersInput(next)).toEqual([
      { id: 'ch-1', title: '安全生产基础', sort: 0 },
      { title: '应急处置', sort: 1 },
      { id: 'ch-2', title: '职场通用知识', sort: 2 },
    ]);
  });
});
