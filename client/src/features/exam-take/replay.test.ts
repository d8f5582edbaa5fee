import { describe, expect, it } from 'vitest';
import { isNewerThanServer, nextSeq, nextToSend, overlaySheet, replayOrder } from './replay';
import type { BufferedSave } from './saveBuffer';

function save(quId: string, seq: number, answered = true, mark = false): BufferedSave {
  return { paperId: 'p1', quId, seq, answer: { text: `${quId}${seq}`, mark }, answered, at: 0 };
}

describe('seq rules', () => {
  it('numbers the next save above the local counter and every seq the server reported', () => {
    expect(nextSeq(0)).toBe(1);
    expect(nextSeq(5)).toBe(6);
    expect(nextSeq(5, [9, null, 3])).toBe(10);
    expect(nextSeq(12, [9, undefined])).toBe(13);
    expect(nextSeq(Number.NaN, [Number.NaN, -4])).toBe(1);
  });

  it('replays the newest save of each question, oldest first', () => {
    const order = replayOrder([
      save('q2', 8),
      save('q1', 3),
      save('q2', 5),
      save('q3', 6),
      save('q1', 9),
    ]);
    expect(order.map((s) => `${s.quId}@${s.seq}`)).toEqual(['q3@6', 'q2@8', 'q1@9']);
  });

  it('picks the lowest seq to send next', () => {
    expect(nextToSend([])).toBeUndefined();
    expect(nextToSend([save('a', 4), save('b', 2), save('c', 3)])?.quId).toBe('b');
  });

  it('shows a buffered answer only when it is newer than what the server holds', () => {
    expect(isNewerThanServer(save('q', 5), 4)).toBe(true);
    expect(isNewerThanServer(save('q', 5), 5)).toBe(false);
    expect(isNewerThanServer(save('q', 5), 9)).toBe(false);
    expect(isNewerThanServer(save('q', 1), null)).toBe(true);
    expect(isNewerThanServer(undefined, 0)).toBe(false);
  });

  it('lays unsent answers and flags over the answer sheet', () => {
    const items = [
      { quId: 'q1', answered: false, mark: false, sort: 0 },
      { quId: 'q2', answered: true, mark: true, sort: 1 },
      { quId: 'q3', answered: true, mark: false, sort: 2 },
    ];
    const local = new Map([
      ['q1', save('q1', 3, true, true)],
      ['q2', save('q2', 4, false, false)],
    ]);
    expect(overlaySheet(items, local)).toEqual([
      { quId: 'q1', answered: true, mark: true, sort: 0 },
      { quId: 'q2', answered: false, mark: false, sort: 1 },
      { quId: 'q3', answered: true, mark: false, sort: 2 },
    ]);
  });
});
