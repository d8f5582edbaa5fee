import { describe, expect, it } from 'vitest';
import { examTypeOptions } from './examConstants';

const EN: Record<string, string> = {
  'examAdmin.examType.formal': 'Formal exam',
  'examAdmin.examType.mock': 'Mock exam',
  'examAdmin.examType.practice': 'Practice exam',
};
const label = (id: string) => EN[id] ?? id;

describe('exam type choices', () => {
  it('labels the built-in types in the UI language, not with the dictionary titles', () => {
    const dictionary = [
      { value: '1', title: '正式考试' },
      { value: '2', title: '模拟考试' },
      { value: '3', title: '练习考试' },
      { value: '7', title: '岗位考试' },
    ];
    expect(examTypeOptions(dictionary, label)).toEqual([
      { value: '1', label: 'Formal exam' },
      { value: '2', label: 'Mock exam' },
      { value: '3', label: 'Practice exam' },
      { value: '7', label: '岗位考试' },
    ]);
  });

  it('offers the three built-in types until the dictionary loads', () => {
    expect(examTypeOptions([], label).map((o) => o.label)).toEqual([
      'Formal exam',
      'Mock exam',
      'Practice exam',
    ]);
  });
});
