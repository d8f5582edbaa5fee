import type { Lang } from '../../core/i18n.ts';

/** Training modes. */
export const TrainingMode = {
  /** Questions in bank order: chapter order, then creation order. */
  SEQUENTIAL: 11,
  /** Shuffled once at start; the order is kept when the learner continues. */
  RANDOM: 12,
  /** Rote (review): answers and analysis show without answering. */
  ROTE: 13,
} as const;

/** What a training practises. */
export const TrainingKind = {
  BANK: 1,
  /** The learner's wrong-answer book (optionally one bank's part of it). */
  BOOK: 2,
} as const;

export const TrainingState = {
  /** Can continue. */
  IN_PROGRESS: 0,
  FINISHED: 1,
} as const;

const MODE_TEXT: Record<Lang, Record<number, string>> = {
  zh: { 11: '顺序练习', 12: '随机练习', 13: '背题模式' },
  en: { 11: 'Sequential practice', 12: 'Random practice', 13: 'Rote mode' },
};

const BOOK_TEXT: Record<Lang, string> = { zh: '错题本', en: 'Wrong-answer book' };

/** The mode's name in the request language (the history's mode_dictText). */
export function modeText(mode: number, lang: Lang): string {
  return MODE_TEXT[lang][mode] ?? String(mode);
}

/** What a training is called in lists: the bank title, or the wrong-answer book (and its bank or exam). */
export function trainingTitle(kind: number, scopeTitle: string | null, lang: Lang): string {
  if (kind !== TrainingKind.BOOK) return scopeTitle ?? '';
  return scopeTitle === null ? BOOK_TEXT[lang] : `${BOOK_TEXT[lang]} - ${scopeTitle}`;
}

/** Progress in whole percent, 0-100. */
export function percentOf(answered: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((answered * 100) / total)) : 0;
}
