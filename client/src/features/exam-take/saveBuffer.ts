/**
 * The browser's copy of answers not yet acknowledged by the server. Every save is written here before it is sent and removed once the server answered it;
 * what is left after a network failure, a closed tab or a crash is replayed later.
 *
 * One record per paper and question (the newest save only, with its seq), plus a per-paper seq
 * counter so that a reload keeps counting upwards. Stored in IndexedDB (through `idb`); where
 * IndexedDB cannot be opened (some private modes) a memory store keeps the same contract for the
 * life of the page.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AnswerFields } from '../question/answerState';

/** What one save writes: the question's whole answer and its flag. */
export interface SaveAnswer extends AnswerFields {
  mark: boolean;
}

export interface BufferedSave {
  paperId: string;
  quId: string;
  /** Per-paper client sequence; the server ignores a save older than the one it holds. */
  seq: number;
  answer: SaveAnswer;
  /** The learner has an answer in it (the answer sheet shows the question as answered). */
  answered: boolean;
  /** Date.now() when the learner made the change (information only). */
  at: number;
}

export interface SaveBuffer {
  /** False for the memory fallback: answers do not survive a reload. */
  readonly persistent: boolean;
  /** Keeps the save unless the buffer already holds a newer one of that question. */
  put(save: BufferedSave): Promise<void>;
  /** Removes the question's save if it is not newer than `seq` (a newer one still waits). */
  remove(paperId: string, quId: string, seq: number): Promise<void>;
  /** The paper's saves, oldest seq first. */
  list(paperId: string): Promise<BufferedSave[]>;
  /** The highest seq this browser has used for the paper (0 when none). */
  lastSeq(paperId: string): Promise<number>;
  /** Forgets the paper: its saves and its counter. */
  clearPaper(paperId: string): Promise<void>;
}

export const DB_NAME = 'examhall-exam';
const DB_VERSION = 1;
const OPEN_TIMEOUT_MS = 3000;

interface BufferSchema extends DBSchema {
  saves: {
    key: [string, string];
    value: BufferedSave;
    indexes: { byPaper: string };
  };
  counters: {
    key: string;
    value: { paperId: string; seq: number };
  };
}

function bySeq(a: BufferedSave, b: BufferedSave): number {
  return a.seq - b.seq;
}

class IdbSaveBuffer implements SaveBuffer {
  readonly persistent = true;

  constructor(private readonly db: IDBPDatabase<BufferSchema>) {}

  async put(save: BufferedSave): Promise<void> {
    const tx = this.db.transaction(['saves', 'counters'], 'readwrite');
    const saves = tx.objectStore('saves');
    const counters = tx.objectStore('counters');
    const [existing, counter] = await Promise.all([
      saves.get([save.paperId, save.quId]),
      counters.get(save.paperId),
    ]);
    const writes: Promise<unknown>[] = [];
    if (existing === undefined || existing.seq < save.seq) writes.push(saves.put(save));
    if (counter === undefined || counter.seq < save.seq) {
      writes.push(counters.put({ paperId: save.paperId, seq: save.seq }));
    }
    await Promise.all([...writes, tx.done]);
  }

  async remove(paperId: string, quId: string, seq: number): Promise<void> {
    const tx = this.db.transaction('saves', 'readwrite');
    const existing = await tx.store.get([paperId, quId]);
    if (existing !== undefined && existing.seq <= seq) await tx.store.delete([paperId, quId]);
    await tx.done;
  }

  async list(paperId: string): Promise<BufferedSave[]> {
    const rows = await this.db.getAllFromIndex('saves', 'byPaper', paperId);
    return rows.sort(bySeq);
  }

  async lastSeq(paperId: string): Promise<number> {
    const [counter, rows] = await Promise.all([
      this.db.get('counters', paperId),
      this.list(paperId),
    ]);
    return Math.max(counter?.seq ?? 0, ...rows.map((r) => r.seq));
  }

  async clearPaper(paperId: string): Promise<void> {
    const tx = this.db.transaction(['saves', 'counters'], 'readwrite');
    const saves = tx.objectStore('saves');
    const keys = await saves.index('byPaper').getAllKeys(paperId);
    await Promise.all([
      ...keys.map((key) => saves.delete(key)),
      tx.objectStore('counters').delete(paperId),
      tx.done,
    ]);
  }
}

/** The same contract in memory (IndexedDB unavailable; unit tests). */
export class MemorySaveBuffer implements SaveBuffer {
  readonly persistent = false;
  private readonly saves = new Map<string, BufferedSave>();
  private readonly counters = new Map<string, number>();

  private key(paperId: string, quId: string): string {
    return JSON.stringify([paperId, quId]);
  }

  put(save: BufferedSave): Promise<void> {
    const key = this.key(save.paperId, save.quId);
    const existing = this.saves.get(key);
    if (existing === undefined || existing.seq < save.seq) this.saves.set(key, { ...save });
    this.counters.set(save.paperId, Math.max(this.counters.get(save.paperId) ?? 0, save.seq));
    return Promise.resolve();
  }

  remove(paperId: string, quId: string, seq: number): Promise<void> {
    const key = this.key(paperId, quId);
    const existing = this.saves.get(key);
    if (existing !== undefined && existing.seq <= seq) this.saves.delete(key);
    return Promise.resolve();
  }

  list(paperId: string): Promise<BufferedSave[]> {
    const rows = [...this.saves.values()].filter((s) => s.paperId === paperId);
    return Promise.resolve(rows.map((r) => ({ ...r })).sort(bySeq));
  }

  async lastSeq(paperId: string): Promise<number> {
    const rows = await this.list(paperId);
    return Math.max(this.counters.get(paperId) ?? 0, ...rows.map((r) => r.seq));
  }

  clearPaper(paperId: string): Promise<void> {
    for (const [key, save] of this.saves) if (save.paperId === paperId) this.saves.delete(key);
    this.counters.delete(paperId);
    return Promise.resolve();
  }
}

/** Opens the IndexedDB buffer, or the memory one when IndexedDB is missing or refuses. */
export async function openSaveBuffer(): Promise<SaveBuffer> {
  if (typeof indexedDB === 'undefined') return new MemorySaveBuffer();
  try {
    const opening = openDB<BufferSchema>(DB_NAME, DB_VERSION, {
      upgrade(database) {
        const saves = database.createObjectStore('saves', { keyPath: ['paperId', 'quId'] });
        saves.createIndex('byPaper', 'paperId');
        database.createObjectStore('counters', { keyPath: 'paperId' });
      },
    });
    // An open blocked by another tab must not hold the exam page up.
    const db = await Promise.race([
      opening,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), OPEN_TIMEOUT_MS)),
    ]);
    return db === null ? new MemorySaveBuffer() : new IdbSaveBuffer(db);
  } catch {
    return new MemorySaveBuffer();
  }
}
