import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifySaveError } from './saveErrors';
import { MemorySaveBuffer, type BufferedSave } from './saveBuffer';
import { SaveQueue, type SaveResult, type SaveStatus } from './saveQueue';

/** A server stand-in: per question the seq it holds and the answer it applied. */
class FakeServer {
  readonly held = new Map<string, { seq: number; text?: string }>();
  readonly calls: { quId: string; seq: number }[] = [];
  mode: 'up' | 'down' | 'hang' | 'over' = 'up';

  send = (save: BufferedSave): Promise<SaveResult> => {
    this.calls.push({ quId: save.quId, seq: save.seq });
    if (this.mode === 'down') return Promise.reject(new TypeError('Failed to fetch'));
    if (this.mode === 'hang') return new Promise<SaveResult>(() => {});
    if (this.mode === 'over') return Promise.reject(gqlError('PAPER_ALREADY_HANDED_IN', 20010050));
    const current = this.held.get(save.quId);
    if (current !== undefined && current.seq >= save.seq) {
      return Promise.resolve({ applied: false, seq: current.seq });
    }
    this.held.set(save.quId, { seq: save.seq, text: save.answer.text });
    return Promise.resolve({ applied: true, seq: save.seq });
  };
}

function gqlError(subCode: string, legacyCode: number, code = 'CONFLICT') {
  return new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: subCode, extensions: { code, subCode, legacyCode } }],
  });
}

function answer(text: string, mark = false) {
  return { text, mark };
}

let buffer: MemorySaveBuffer;
let server: FakeServer;
let statuses: SaveStatus[];

function makeQueue(extra: Partial<ConstructorParameters<typeof SaveQueue>[0]> = {}) {
  return new SaveQueue({
    paperId: 'p1',
    buffer,
    send: (save) => server.send(save),
    onStatus: (s) => statuses.push(s),
    retryDelayMs: () => 1000,
    timeoutMs: 5000,
    // Plain counting in these tests; the clock floor has its own test.
    seqFloor: () => 0,
    ...extra,
  });
}

/** Lets promises and the buffer writes settle. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers();
  buffer = new MemorySaveBuffer();
  server = new FakeServer();
  statuses = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SaveQueue', () => {
  it('sends a save, then forgets it once acknowledged', async () => {
    const queue = makeQueue();
    const entry = queue.save('q1', answer('a'), true);
    expect(entry?.seq).toBe(1);
    await settle();
    expect(server.held.get('q1')).toEqual({ seq: 1, text: 'a' });
    expect(await buffer.list('p1')).toEqual([]);
    expect(queue.status()).toEqual({ waiting: 0, failing: false, halted: 'none' });
    expect(await buffer.lastSeq('p1')).toBe(1);
  });

  it('keeps only the newest waiting save of a question and sends in seq order', async () => {
    server.mode = 'hang';
    const queue = makeQueue();
    queue.save('q1', answer('a1'), true); // in flight, hangs
    queue.save('q2', answer('b1'), true);
    queue.save('q1', answer('a2'), true);
    queue.save('q3', answer('c1'), true);
    queue.save('q2', answer('b2'), true);
    server.mode = 'up';
    await vi.advanceTimersByTimeAsync(5000); // the hanging save times out
    expect(queue.status().failing).toBe(true);
    await vi.advanceTimersByTimeAsync(1000); // retry
    await settle();
    expect(server.calls.map((c) => `${c.quId}@${c.seq}`)).toEqual(['q1@1', 'q1@3', 'q3@4', 'q2@5']);
    expect(server.held.get('q1')?.text).toBe('a2');
    expect(server.held.get('q2')?.text).toBe('b2');
    expect(queue.status()).toEqual({ waiting: 0, failing: false, halted: 'none' });
  });

  it('keeps failed saves in the buffer, retries with backoff and reports recovery', async () => {
    server.mode = 'down';
    const delays: number[] = [];
    const queue = makeQueue({
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return attempt * 1000;
      },
    });
    queue.save('q1', answer('a'), true);
    queue.save('q2', answer('b'), false);
    await settle();
    expect(queue.status()).toEqual({ waiting: 2, failing: true, halted: 'none' });
    expect((await buffer.list('p1')).map((s) => s.quId)).toEqual(['q1', 'q2']);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(delays).toEqual([1, 2, 3]);
    // New saves while failing wait for the retry instead of hammering the server.
    const callsBefore = server.calls.length;
    queue.save('q3', answer('c'), true);
    await settle();
    expect(server.calls.length).toBe(callsBefore);
    server.mode = 'up';
    queue.retryNow(); // the browser's online event
    await settle();
    expect(queue.status()).toEqual({ waiting: 0, failing: false, halted: 'none' });
    expect(await buffer.list('p1')).toEqual([]);
    expect(statuses.at(-1)).toEqual({ waiting: 0, failing: false, halted: 'none' });
    expect(statuses.some((s) => s.failing && s.waiting === 3)).toBe(true);
  });

  it('replays what an earlier visit left, oldest first, above the seq it used', async () => {
    await buffer.put({
      paperId: 'p1',
      quId: 'q2',
      seq: 7,
      answer: answer('b'),
      answered: true,
      at: 0,
    });
    await buffer.put({
      paperId: 'p1',
      quId: 'q1',
      seq: 4,
      answer: answer('a'),
      answered: true,
      at: 0,
    });
    await buffer.put({
      paperId: 'p2',
      quId: 'q9',
      seq: 2,
      answer: answer('x'),
      answered: true,
      at: 0,
    });
    const queue = makeQueue();
    const restored = await queue.restore();
    expect(restored.map((s) => s.quId)).toEqual(['q1', 'q2']);
    await settle();
    expect(server.calls).toEqual([
      { quId: 'q1', seq: 4 },
      { quId: 'q2', seq: 7 },
    ]);
    expect(queue.save('q3', answer('c'), true)?.seq).toBe(8);
    expect((await buffer.list('p2')).length).toBe(1);
  });

  it('numbers new saves above any seq the server reported', async () => {
    const queue = makeQueue();
    queue.observeSeq(41);
    queue.observeSeq(null);
    queue.observeSeq(12);
    expect(queue.save('q1', answer('a'), true)?.seq).toBe(42);
    await settle();
    server.held.set('q2', { seq: 100 });
    // A stale save is not an error: the server keeps its newer answer and reports its seq.
    queue.save('q2', answer('b'), true);
    await settle();
    expect(queue.status().waiting).toBe(0);
    expect(queue.save('q3', answer('c'), true)?.seq).toBe(101);
  });

  it('takes the clock as the floor of a seq, so the later edit wins across tabs and devices', async () => {
    let clock = 1_000;
    const tabA = makeQueue({ seqFloor: () => clock });
    const tabB = makeQueue({ seqFloor: () => clock });
    expect(tabA.save('q1', answer('a'), true)?.seq).toBe(1_000);
    await settle();
    clock = 2_000;
    expect(tabB.save('q1', answer('b'), true)?.seq).toBe(2_000);
    await settle();
    clock = 3_000;
    // Back in the first tab, the learner changes the answer again: it is the newest edit.
    tabA.save('q1', answer('c'), true);
    await settle();
    expect(server.held.get('q1')).toEqual({ seq: 3_000, text: 'c' });
    // A clock set back still counts up.
    clock = 10;
    expect(tabA.save('q2', answer('d'), true)?.seq).toBe(3_001);
  });

  it('ignores a replay older than an answer saved elsewhere since', async () => {
    let clock = 5_000;
    const offline = makeQueue({ seqFloor: () => clock });
    server.mode = 'down';
    offline.save('q1', answer('old'), true);
    await settle();
    // Meanwhile the learner answered the same question on another device.
    server.mode = 'up';
    server.held.set('q1', { seq: 6_000, text: 'new' });
    clock = 7_000;
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(server.held.get('q1')).toEqual({ seq: 6_000, text: 'new' });
    expect(offline.status().waiting).toBe(0);
  });

  it('stops and empties the buffer when the paper is over', async () => {
    const over = vi.fn();
    server.mode = 'over';
    const queue = makeQueue({ onPaperOver: over });
    queue.save('q1', answer('a'), true);
    queue.save('q2', answer('b'), true);
    await settle();
    expect(over).toHaveBeenCalledTimes(1);
    expect(queue.status()).toEqual({ waiting: 0, failing: false, halted: 'over' });
    expect(await buffer.list('p1')).toEqual([]);
    expect(await buffer.lastSeq('p1')).toBe(0);
    expect(queue.save('q3', answer('c'), true)).toBeNull();
    expect(server.calls.length).toBe(1);
  });

  it('drops a save the server refuses for good and goes on with the others', async () => {
    const rejected = vi.fn();
    let first = true;
    const queue = makeQueue({
      onRejected: rejected,
      send: (save) => {
        if (first) {
          first = false;
          return Promise.reject(gqlError('QUESTION_NOT_IN_PAPER', 20010032, 'BAD_USER_INPUT'));
        }
        return server.send(save);
      },
    });
    queue.save('bad', answer('x'), true);
    queue.save('q1', answer('a'), true);
    await settle();
    expect(rejected).toHaveBeenCalledWith(
      expect.objectContaining({ quId: 'bad' }),
      expect.anything(),
    );
    expect(server.held.get('q1')?.text).toBe('a');
    expect(queue.status()).toEqual({ waiting: 0, failing: false, halted: 'none' });
  });

  it('keeps the buffer but stops sending when the session ends', async () => {
    const queue = makeQueue({
      send: () =>
        Promise.reject(
          new CombinedGraphQLErrors({
            data: null,
            errors: [
              {
                message: 'no',
                extensions: {
                  code: 'UNAUTHENTICATED',
                  subCode: 'NOT_LOGGED_IN',
                  legacyCode: 10010002,
                },
              },
            ],
          }),
        ),
    });
    queue.save('q1', answer('a'), true);
    await settle();
    expect(queue.status().halted).toBe('session');
    expect((await buffer.list('p1')).length).toBe(1);
  });

  it('flush resolves true once everything is saved and false when the connection fails', async () => {
    server.mode = 'down';
    const queue = makeQueue();
    queue.save('q1', answer('a'), true);
    await settle();
    expect(await queue.flush()).toBe(false);
    server.mode = 'up';
    expect(await queue.flush()).toBe(true);
    expect(await queue.flush()).toBe(true);
  });

  it('finish forgets the paper after a hand-in', async () => {
    server.mode = 'down';
    const queue = makeQueue();
    queue.save('q1', answer('a'), true);
    await settle();
    await queue.finish();
    expect(await buffer.list('p1')).toEqual([]);
    expect(queue.status().halted).toBe('over');
  });
});

describe('classifySaveError', () => {
  it('tells network failures, paper over, session end and refusals apart', () => {
    expect(classifySaveError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifySaveError(new Error('timeout'))).toBe('network');
    const response = new Response('', { status: 502 });
    expect(classifySaveError(new ServerError('bad gateway', { response, bodyText: '' }))).toBe(
      'network',
    );
    const badRequest = new Response('', { status: 400 });
    expect(classifySaveError(new ServerError('bad', { response: badRequest, bodyText: '' }))).toBe(
      'rejected',
    );
    expect(classifySaveError(gqlError('PAPER_ALREADY_HANDED_IN', 20010050))).toBe('over');
    expect(classifySaveError(gqlError('PAPER_DEADLINE_PASSED', 20010027))).toBe('over');
    expect(
      classifySaveError(
        new CombinedGraphQLErrors({
          data: null,
          errors: [{ message: 'x', extensions: { code: 'CONFLICT', legacyCode: 20010050 } }],
        }),
      ),
    ).toBe('over');
    expect(classifySaveError(gqlError('INTERNAL_ERROR', 10010010, 'INTERNAL_SERVER_ERROR'))).toBe(
      'network',
    );
    expect(classifySaveError(gqlError('PARAM_INVALID', 10010001, 'BAD_USER_INPUT'))).toBe(
      'rejected',
    );
  });
});
