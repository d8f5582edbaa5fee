/** Question types. */
export const QU_TYPE = {
  SINGLE: 1,
  MULTIPLE: 2,
  JUDGE: 3,
  SHORT: 4,
  BLANK: 5,
  MATCH: 6,
  COMPOSITE: 99,
} as const;

/** Every type an admin can create, in menu order; parts of a composite use all but 99. */
export const QU_TYPES = [1, 2, 3, 4, 5, 6, 99] as const;
export const PART_TYPES = [1, 2, 3, 4, 5, 6] as const;

const TYPE_LABEL_IDS: Record<number, string> = {
  1: 'question.type.single',
  2: 'question.type.multiple',
  3: 'question.type.judge',
  4: 'question.type.short',
  5: 'question.type.blank',
  6: 'question.type.match',
  99: 'question.type.composite',
  991: 'question.type.composite',
  992: 'question.type.composite',
  993: 'question.type.composite',
};

export function typeLabelId(quType: number | null | undefined): string {
  return (quType != null ? TYPE_LABEL_IDS[quType] : undefined) ?? 'question.type.unknown';
}

/** Difficulty: 1 normal, 2 harder. */
export const LEVELS = [1, 2] as const;

export function levelLabelId(level: number): string {
  return level === 2 ? 'question.level.hard' : 'question.level.normal';
}

/** Types with options the learner picks (A, B, C ...). */
export function isChoiceType(quType: number): boolean {
  return quType === QU_TYPE.SINGLE || quType === QU_TYPE.MULTIPLE || quType === QU_TYPE.JUDGE;
}

export function isCompositeType(quType: number): boolean {
  return quType === 99 || quType === 991 || quType === 992 || quType === 993;
}

/** Training modes. */
export const TRAIN_MODE = { SEQUENTIAL: 11, RANDOM: 12, ROTE: 13 } as const;
export const TRAIN_MODES = [11, 12, 13] as const;
export type TrainMode = (typeof TRAIN_MODES)[number];

export function isTrainMode(value: number): value is TrainMode {
  return (TRAIN_MODES as readonly number[]).includes(value);
}

const MODE_LABEL_IDS: Record<number, string> = {
  11: 'training.mode.sequential',
  12: 'training.mode.random',
  13: 'training.mode.rote',
};

const MODE_HINT_IDS: Record<number, string> = {
  11: 'training.mode.sequentialHint',
  12: 'training.mode.randomHint',
  13: 'training.mode.roteHint',
};

export function modeLabelId(mode: number): string {
  return MODE_LABEL_IDS[mode] ?? 'training.mode.sequential';
}

export function modeHintId(mode: number): string {
  return MODE_HINT_IDS[mode] ?? 'training.mode.sequentialHint';
}

/** What a training practises: 1 a bank, 2 the wrong-answer book. */
export const TRAIN_KIND = { BANK: 1, BOOK: 2 } as const;
