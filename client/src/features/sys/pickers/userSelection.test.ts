import { describe, expect, it } from 'vitest';
import { updatePicked, type PickedUser } from './userSelection';

const u = (id: string): PickedUser => ({ id, userName: id, realName: id, familyName: '' });

describe('user select dialog selection', () => {
  it('keeps ticks of other pages and follows this page', () => {
    let picked = updatePicked(new Map(), [u('a'), u('b')], ['a', 'b']);
    expect([...picked.keys()]).toEqual(['a', 'b']);
    // next page
    picked = updatePicked(picked, [u('c'), u('d')], ['d']);
    expect([...picked.keys()].sort()).toEqual(['a', 'b', 'd']);
    // back on page one, untick b
    picked = updatePicked(picked, [u('a'), u('b')], ['a']);
    expect([...picked.keys()].sort()).toEqual(['a', 'd']);
  });
});
