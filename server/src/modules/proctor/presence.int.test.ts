/**
 * Both presence stores (Redis, and memory for the embedded default) keep the same rules: a user is
 * online while one of their connections was seen within PRESENCE_TTL_MS; `touch` says when they
 * came online and `drop` when their last connection went.
 */
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { createPresenceStore, PRESENCE_TTL_MS, type PresenceStore } from './presence.ts';

const redisUrl = inject('redisUrl');
const redis = redisUrl === undefined ? undefined : new Redis(redisUrl);
const stores: Array<[string, () => PresenceStore]> = [['memory', () => createPresenceStore()]];
if (redis !== undefined) stores.push(['redis', () => createPresenceStore(redis)]);

afterAll(async () => {
  await redis?.quit();
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(stores)('%s presence', (_name, make) => {
  it('is online while a connection lives, offline when the last one goes or ages out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = make();
    const exam = `exam-${Math.random()}`;
    expect(await store.touch(exam, 'ann', 'c1')).toBe(true);
    expect(await store.touch(exam, 'ann', 'c1')).toBe(false);
    expect(await store.touch(exam, 'ann', 'c2')).toBe(false);
    expect(await store.touch(exam, 'bob', 'c3')).toBe(true);
    expect((await store.onlineUsers(exam)).sort()).toEqual(['ann', 'bob']);
    expect(await store.drop(exam, 'ann', 'c1')).toBe(false);
    expect(await store.drop(exam, 'ann', 'c2')).toBe(true);
    expect(await store.onlineUsers(exam)).toEqual(['bob']);
    const states = await store.states(exam, ['ann', 'bob', 'cat']);
    expect(states.get('ann')).toMatchObject({ online: false });
    expect(states.get('ann')?.lastSeen).toBeTypeOf('number');
    expect(states.get('cat')).toEqual({ online: false, lastSeen: null });

    // bob's connection is not refreshed: gone after the TTL; a new one brings him back.
    vi.setSystemTime(Date.now() + PRESENCE_TTL_MS + 1000);
    expect(await store.onlineUsers(exam)).toEqual([]);
    expect(await store.touch(exam, 'bob', 'c4')).toBe(true);
    expect(await store.drop(exam, 'bob', 'c3')).toBe(false);
    expect(await store.onlineUsers(exam)).toEqual(['bob']);
  });
});
