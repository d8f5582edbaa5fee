import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemorySaveBuffer, openSaveBuffer, type BufferedSave, type SaveBuffer } from './saveBuffer';

function save(quId: string, seq: number, paperId = 'p1', text = `t${seq}`): BufferedSave {
  return { paperId, quId, seq, answer: { text, mark: false }, answered: true, at: 0 };
}

const original = globalThis.indexedDB;

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  globalThis.indexedDB = new IDBFactory();
});

afterEach(() => {
  globalThis.indexedDB = original;
});

function contract(name: string, open: () => Promise<SaveBuffer>) {
  describe(name, () => {
    it('keeps only the newest save of a question, whatever the order of writes', async () => {
      const buffer = await open();
      await buffer.put(save('q1', 3));
      await buffer.put(save('q1', 2));
      await buffer.put(save('q1', 5));
      await buffer.put(save('q1', 4));
      const rows = await buffer.list('p1');
      expect(rows.map((r) => [r.quId, r.seq, r.answer.text])).toEqual([['q1', 5, 't5']]);
    });

    it('lists a paper oldest seq first and keeps papers apart', async () => {
      const buffer = await open();
      await buffer.put(save('q3', 9));
      await buffer.put(save('q1', 2));
      await buffer.put(save('q2', 7));
      await buffer.put(save('q1', 1, 'p2'));
      expect((await buffer.list('p1')).map((r) => r.quId)).toEqual(['q1', 'q2', 'q3']);
      expect((await buffer.list('p2')).map((r) => r.seq)).toEqual([1]);
      expect(await buffer.list('p3')).toEqual([]);
    });

    it('removes a save only when the acknowledged seq is not older than it', async () => {
      const buffer = await open();
      await buffer.put(save('q1', 4));
      await buffer.remove('p1', 'q1', 3);
      expect((await buffer.list('p1')).map((r) => r.seq)).toEqual([4]);
      await buffer.remove('p1', 'q1', 4);
      expect(await buffer.list('p1')).toEqual([]);
      await buffer.remove('p1', 'missing', 10);
    });

    it('remembers the highest seq used after the saves are gone, until the paper is cleared', async () => {
      const buffer = await open();
      expect(await buffer.lastSeq('p1')).toBe(0);
      await buffer.put(save('q1', 8));
      await buffer.put(save('q2', 3));
      await buffer.remove('p1', 'q1', 8);
      expect(await buffer.lastSeq('p1')).toBe(8);
      await buffer.put(save('q1', 1, 'p2'));
      await buffer.clearPaper('p1');
      expect(await buffer.list('p1')).toEqual([]);
      expect(await buffer.lastSeq('p1')).toBe(0);
      expect((await buffer.list('p2')).length).toBe(1);
    });

    it('stores the whole answer', async () => {
      const buffer = await open();
      const full: BufferedSave = {
        paperId: 'p1',
        quId: 'q9',
        seq: 12,
        answer: {
          mark: true,
          sub: [
            { quId: 's1', optionIds: ['a', 'b'] },
            { quId: 's2', blanks: ['x', ''] },
          ],
        },
        answered: true,
        at: 1234,
      };
      await buffer.put(full);
      expect(await buffer.list('p1')).toEqual([full]);
    });
  });
}

contract('IndexedDB save buffer', async () => {
  const buffer = await openSaveBuffer();
  expect(buffer.persistent).toBe(true);
  return buffer;
});
contract('memory save buffer', () => Promise.resolve(new MemorySaveBuffer()));

describe('openSaveBuffer', () => {
  it('uses IndexedDB and survives a reopen (a page reload)', async () => {
    const first = await openSaveBuffer();
    expect(first.persistent).toBe(true);
    await first.put(save('q1', 6));
    const second = await openSaveBuffer();
    expect((await second.list('p1')).map((r) => r.seq)).toEqual([6]);
    expect(await second.lastSeq('p1')).toBe(6);
  });

  it('falls back to memory without IndexedDB', async () => {
    // @ts-expect-error simulating a browser without IndexedDB
    delete globalThis.indexedDB;
    const buffer = await openSaveBuffer();
    expect(buffer.persistent).toBe(false);
    await buffer.put(save('q1', 1));
    expect((await buffer.list('p1')).length).toBe(1);
  });
});
