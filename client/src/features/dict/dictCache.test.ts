import { describe, expect, it } from 'vitest';
import { DICT_CACHE_MS, forgetDict, isDictFresh, markDictFetched } from './dictCache';

describe('dictionary cache', () => {
  it('keeps a dictionary for 5 minutes', () => {
    forgetDict();
    expect(isDictFresh('user_state', 1000)).toBe(false);
    markDictFetched('user_state', 1000);
    expect(isDictFresh('user_state', 1000 + DICT_CACHE_MS - 1)).toBe(true);
    expect(isDictFresh('user_state', 1000 + DICT_CACHE_MS)).toBe(false);
    expect(DICT_CACHE_MS).toBe(300_000);
  });

  it('forgets one or all', () => {
    markDictFetched('a', 0);
    markDictFetched('b', 0);
    forgetDict('a');
    expect(isDictFresh('a', 1)).toBe(false);
    expect(isDictFresh('b', 1)).toBe(true);
    forgetDict();
    expect(isDictFresh('b', 1)).toBe(false);
  });
});
