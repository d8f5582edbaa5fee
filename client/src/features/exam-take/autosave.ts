/**
 * When an answer is saved: picking an option and the flag save at once; typed
 * answers (short answer, blanks, matching) save once the learner pauses (800 ms), and every 5 s
 * while they keep typing, so a long answer is never more than 5 s behind.
 */
import { emptyAnswer, type AnswerState } from '../question/answerState';

export const DEBOUNCE_MS = 800;
export const MAX_WAIT_MS = 5000;

interface Timers {
  debounce: ReturnType<typeof setTimeout>;
  maxWait: ReturnType<typeof setTimeout>;
}

export class AutosaveScheduler {
  private readonly dirty = new Map<string, Timers>();

  constructor(
    private readonly save: (quId: string) => void,
    private readonly debounceMs = DEBOUNCE_MS,
    private readonly maxWaitMs = MAX_WAIT_MS,
  ) {}

  /** A typed change: save after a pause, and at the latest `maxWaitMs` after the first change. */
  typed(quId: string): void {
    const timers = this.dirty.get(quId);
    if (timers !== undefined) clearTimeout(timers.debounce);
    const debounce = setTimeout(() => this.flush(quId), this.debounceMs);
    const maxWait = timers?.maxWait ?? setTimeout(() => this.flush(quId), this.maxWaitMs);
    this.dirty.set(quId, { debounce, maxWait });
  }

  /** Saves now (an option picked, the flag, leaving the question, hand-in). */
  now(quId: string): void {
    this.cancel(quId);
    this.save(quId);
  }

  /** Saves the question if it has unsaved typing; `undefined` saves every such question. */
  flush(quId?: string): void {
    const ids = quId === undefined ? [...this.dirty.keys()] : [quId];
    for (const id of ids) {
      if (!this.dirty.has(id)) continue;
      this.cancel(id);
      this.save(id);
    }
  }

  isDirty(quId?: string): boolean {
    return quId === undefined ? this.dirty.size > 0 : this.dirty.has(quId);
  }

  /** Drops the timers without saving (the page goes away after a flush). */
  dispose(): void {
    for (const id of [...this.dirty.keys()]) this.cancel(id);
  }

  private cancel(quId: string): void {
    const timers = this.dirty.get(quId);
    if (timers === undefined) return;
    clearTimeout(timers.debounce);
    clearTimeout(timers.maxWait);
    this.dirty.delete(quId);
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function samePairs(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

/**
 * Whether a change is typing (text, a blank, a matching choice: saved after a pause) rather than
 * a pick (options: saved at once). Looks into a composite's parts.
 */
export function isTypedChange(prev: AnswerState, next: AnswerState): boolean {
  if (prev.text !== next.text) return true;
  if (!sameList(prev.blanks, next.blanks)) return true;
  if (!samePairs(prev.pairs, next.pairs)) return true;
  const parts = new Set([...Object.keys(prev.sub), ...Object.keys(next.sub)]);
  for (const id of parts) {
    if (isTypedChange(prev.sub[id] ?? emptyAnswer(), next.sub[id] ?? emptyAnswer())) return true;
  }
  return false;
}
