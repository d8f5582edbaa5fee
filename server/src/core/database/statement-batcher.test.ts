import { describe, expect, it } from 'vitest';
import { StatementBatcher, answersByIndex } from './statement-batcher.ts';

/** A batch runner whose batches the test finishes by hand. */
function manualRunner() {
  const batches: Array<{ inputs: readonly string[]; finish(): void; fail(e: Error): void }> = [];
  const run = (inputs: readonly string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        inputs,
        finish: () => resolve(inputs.map((i) => `${i}!`)),
        fail: reject,
      });
    });
  return { batches, run };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('StatementBatcher', () => {
  it('runs a lone call at once, and the calls made while every lane is busy as one batch', async () => {
    const { batches, run } = manualRunner();
    const batcher = new StatementBatcher({ run, lanes: 1, maxBatch: 10 });
    const first = batcher.submit('a');
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([['a']]);
    const later = ['b', 'c', 'd'].map((x) => batcher.submit(x));
    await turn();
    expect(batches).toHaveLength(1);
    expect(batcher.waitingCount).toBe(3);
    batches[0]?.finish();
    expect(await first).toBe('a!');
    await turn();
    expect(batches[1]?.inputs).toEqual(['b', 'c', 'd']);
    batches[1]?.finish();
    expect(await Promise.all(later)).toEqual(['b!', 'c!', 'd!']);
  });

  it('gathers the calls of one turn of the event loop, and splits past maxBatch over the lanes', async () => {
    const { batches, run } = manualRunner();
    const batcher = new StatementBatcher({ run, lanes: 2, maxBatch: 2 });
    const calls = ['a', 'b', 'c', 'd', 'e'].map((x) => batcher.submit(x));
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    batches[1]?.finish();
    await turn();
    expect(batches[2]?.inputs).toEqual(['e']);
    batches[0]?.finish();
    batches[2]?.finish();
    expect(await Promise.all(calls)).toEqual(['a!', 'b!', 'c!', 'd!', 'e!']);
  });

  it('never puts two calls of one key in a batch or in flight at once, and keeps their order', async () => {
    const { batches, run } = manualRunner();
    const batcher = new StatementBatcher({
      run,
      lanes: 3,
      maxBatch: 10,
      keyOf: (input: string) => input.slice(0, 1),
    });
    const calls = ['p1', 'q1', 'p2', 'r1', 'p3'].map((x) => batcher.submit(x));
    await turn();
    // p2 and p3 wait for p1; the other lanes take nothing while only p's calls wait.
    expect(batches.map((b) => b.inputs)).toEqual([['p1', 'q1', 'r1']]);
    batches[0]?.finish();
    await turn();
    expect(batches[1]?.inputs).toEqual(['p2']);
    batches[1]?.finish();
    await turn();
    expect(batches[2]?.inputs).toEqual(['p3']);
    batches[2]?.finish();
    expect(await Promise.all(calls)).toEqual(['p1!', 'q1!', 'p2!', 'r1!', 'p3!']);
  });

  it('keeps the order of every call left after a full batch, blocked or not', async () => {
    const { batches, run } = manualRunner();
    const batcher = new StatementBatcher({
      run,
      lanes: 1,
      maxBatch: 2,
      keyOf: (input: string) => input.slice(0, 1),
    });
    const calls = ['p1', 'p2', 'q1', 'r1', 'p3', 's1'].map((x) => batcher.submit(x));
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([['p1', 'q1']]);
    expect(batcher.waitingCount).toBe(4);
    batches[0]?.finish();
    await turn();
    expect(batches[1]?.inputs).toEqual(['p2', 'r1']);
    batches[1]?.finish();
    await turn();
    expect(batches[2]?.inputs).toEqual(['p3', 's1']);
    batches[2]?.finish();
    expect(await Promise.all(calls)).toEqual(['p1!', 'p2!', 'q1!', 'r1!', 'p3!', 's1!']);
  });

  it('runs each call of a failed batch alone, so a bad call fails only itself', async () => {
    const runs: Array<readonly string[]> = [];
    const batcher = new StatementBatcher({
      run: async (inputs: readonly string[]) => {
        runs.push(inputs);
        if (inputs.includes('bad')) throw new Error('invalid input syntax');
        return inputs.map((i) => `${i}!`);
      },
      lanes: 1,
      maxBatch: 10,
    });
    const calls = ['a', 'bad', 'c'].map((x) => batcher.submit(x));
    const settled = await Promise.allSettled(calls);
    expect(settled.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.message))).toEqual([
      'a!',
      'invalid input syntax',
      'c!',
    ]);
    expect(runs).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('rejects every call when each fails alone too, and runs the next batch', async () => {
    const { batches, run } = manualRunner();
    const batcher = new StatementBatcher({ run, lanes: 1, maxBatch: 10 });
    const failed = Promise.allSettled([batcher.submit('a'), batcher.submit('b')]);
    await turn();
    const next = batcher.submit('c');
    batches[0]?.fail(new Error('connection lost'));
    await turn();
    batches[1]?.fail(new Error('connection lost'));
    await turn();
    batches[2]?.fail(new Error('connection lost'));
    for (const r of await failed) {
      expect(r).toMatchObject({ status: 'rejected', reason: { message: 'connection lost' } });
    }
    await turn();
    expect(batches.map((b) => b.inputs)).toEqual([['a', 'b'], ['a'], ['b'], ['c']]);
    batches[3]?.finish();
    expect(await next).toBe('c!');
  });

  it('rejects a batch whose runner answers the wrong number of results', async () => {
    const batcher = new StatementBatcher({
      run: async () => [],
      lanes: 1,
      maxBatch: 10,
    });
    const calls = [batcher.submit('a'), batcher.submit('b')];
    for (const call of calls) await expect(call).rejects.toThrow('a batch of 1 answered 0');
  });
});

describe('answersByIndex', () => {
  it("puts each row at its call's place without its index; a call no row answers gets undefined", () => {
    const rows = [
      { i: 2, id: 'c' },
      { i: 0, id: 'a' },
    ];
    expect(answersByIndex(4, rows)).toEqual([{ id: 'a' }, undefined, { id: 'c' }, undefined]);
  });
});
