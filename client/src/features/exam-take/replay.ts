/**
 * The seq rules of exam saves, as pure functions.
 *
 * Every save carries a client sequence number, increasing per paper on this browser. The server
 * keeps, per question, the seq of the last save it applied and ignores an older or equal one. So a
 * replay may send saves in any number of times and any state of the server: the newest wins.
 */
import type { BufferedSave } from './saveBuffer';

/** Finite, non-negative seq values only (null / NaN from a server that has none count as 0). */
function seqValue(seq: number | null | undefined): number {
  return typeof seq === 'number' && Number.isFinite(seq) && seq > 0 ? seq : 0;
}

/**
 * The seq the next save uses: above everything this browser used for the paper and above every
 * seq the server reported (paper load, question load, save answers).
 */
export function nextSeq(
  localLast: number,
  serverSeqs: readonly (number | null | undefined)[] = [],
): number {
  return Math.max(seqValue(localLast), ...serverSeqs.map(seqValue)) + 1;
}

/** What a replay sends: the newest save of each question, oldest first. */
export function replayOrder(saves: readonly BufferedSave[]): BufferedSave[] {
  const newest = new Map<string, BufferedSave>();
  for (const save of saves) {
    const current = newest.get(save.quId);
    if (current === undefined || current.seq < save.seq) newest.set(save.quId, save);
  }
  return [...newest.values()].sort((a, b) => a.seq - b.seq);
}

/** The waiting save to send next: the lowest seq (replays in the order the learner answered). */
export function nextToSend(pending: Iterable<BufferedSave>): BufferedSave | undefined {
  let best: BufferedSave | undefined;
  for (const save of pending) if (best === undefined || save.seq < best.seq) best = save;
  return best;
}

/**
 * After a reload: a buffered save newer than what the server holds for the question is the
 * learner's latest answer and is shown instead of the server's; an older one is obsolete.
 */
export function isNewerThanServer(
  save: Pick<BufferedSave, 'seq'> | undefined,
  serverSeq: number | null | undefined,
): boolean {
  return save !== undefined && save.seq > seqValue(serverSeq);
}

/** An answer sheet line with the learner's unsent changes laid over the server's state. */
export interface SheetLine {
  quId: string;
  answered: boolean;
  mark: boolean;
}

export function overlaySheet<T extends SheetLine>(
  items: readonly T[],
  local: ReadonlyMap<string, Pick<BufferedSave, 'answered' | 'answer'>>,
): T[] {
  return items.map((item) => {
    const save = local.get(item.quId);
    if (save === undefined) return item;
    return { ...item, answered: save.answered, mark: save.answer.mark };
  });
}
