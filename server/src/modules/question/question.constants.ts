/**
 * Question types, levels and option labels as the bank editor, the xlsx files and the REST layer
 * name them. Types: 1 single, 2 multiple, 3 true/false, 4 short answer,
 * 5 fill in the blank, 6 matching, 99 composite (a stem with parts of the types 1-6).
 */
export const QU_TYPES = [1, 2, 3, 4, 5, 6, 99] as const;
export type QuTypeValue = (typeof QU_TYPES)[number];

/** Types a composite's parts may have (no nested composites). */
export const PART_TYPES: readonly number[] = [1, 2, 3, 4, 5, 6];

export const COMPOSITE = 99;
export const SHORT_ANSWER = 4;

/** Difficulty: 1 normal, 2 harder. */
export const LEVELS = [1, 2] as const;

/** At most 26 options, labelled A to Z. */
export const MAX_OPTIONS = 26;

export function isQuType(n: number): n is QuTypeValue {
  return (QU_TYPES as readonly number[]).includes(n);
}

/** The option label for a position: 0 -> A ... 25 -> Z. */
export function optionLabel(index: number): string {
  return index >= 0 && index < MAX_OPTIONS ? String.fromCharCode(65 + index) : '';
}

/** Type names as the xlsx files write them (zh) and also accept (en). */
export const QU_TYPE_NAMES: Record<QuTypeValue, { zh: string; en: string }> = {
  1: { zh: '单选题', en: 'Single choice' },
  2: { zh: '多选题', en: 'Multiple choice' },
  3: { zh: '判断题', en: 'True/false' },
  4: { zh: '简答题', en: 'Short answer' },
  5: { zh: '填空题', en: 'Fill in the blank' },
  6: { zh: '配对题', en: 'Matching' },
  99: { zh: '组合题', en: 'Composite' },
};

export const LEVEL_NAMES: Record<number, { zh: string; en: string }> = {
  1: { zh: '普通', en: 'Normal' },
  2: { zh: '较难', en: 'Harder' },
};
