import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applySignal, LeaveTracker, leaveCounts, PRESENT, type LeaveResult } from './leaveTracker';

const result = (leaveTimes: number, overLimit = false): LeaveResult => ({
  leaveTimes,
  overLimit,
  leaveCount: 3,
  leaveSeconds: 5,
});

describe('the leave state', () => {
  it('begins a leave on the first signal and ends it when every signal is off', () => {
    let r = applySignal(PRESENT, 'hidden', true, 1000);
    expect(r.step).toEqual({ kind: 'left' });
    r = applySignal(r.state, 'fullscreen', true, 2000);
    expect(r.step).toEqual({ kind: 'none' });
    expect(r.state.awaySince).toBe(1000);
    r = applySignal(r.state, 'hidden', false, 4000);
    expect(r.step).toEqual({ kind: 'none' });
    r = applySignal(r.state, 'fullscreen', false, 9000);
    expect(r.step).toEqual({ kind: 'returned', awayMs: 8000 });
    expect(r.state).toEqual(PRESENT);
  });

  it('counts a leave only past the threshold', () => {
    expect(leaveCounts(5000, 5)).toBe(false);
    expect(leaveCounts(5001, 5)).toBe(true);
    expect(leaveCounts(1, 0)).toBe(true);
  });
});

describe('the leave tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function tracker(overrides: { leaveIncr?: () => Promise<LeaveResult> } = {}) {
    const calls = {
      checkProcess: vi.fn(() => Promise.resolve(result(0))),
      leaveIncr: vi.fn((seconds: number) => {
        void seconds;
        return overrides.leaveIncr?.() ?? Promise.resolve(result(1));
      }),
      onAwayChange: vi.fn(),
      onRecorded: vi.fn(),
      onOverLimit: vi.fn(),
      onError: vi.fn(),
    };
    const t = new LeaveTracker({ leaveSeconds: 5, now: () => Date.now(), ...calls });
    return { t, ...calls };
  }

  it('tells the server at once and every 3 s while away, and stops on return', async () => {
    const { t, checkProcess, onAwayChange } = tracker();
    t.signal('blurred', true);
    expect(onAwayChange).toHaveBeenLastCalledWith(true, expect.objectContaining({ blurred: true }));
    expect(checkProcess).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9000);
    expect(checkProcess).toHaveBeenCalledTimes(4);
    t.signal('blurred', false);
    expect(onAwayChange).toHaveBeenLastCalledWith(false, expect.anything());
    await vi.advanceTimersByTimeAsync(9000);
    expect(checkProcess).toHaveBeenCalledTimes(4);
    t.dispose();
  });

  it('records a leave over the threshold with the seconds away, and not a short one', async () => {
    const { t, leaveIncr, onRecorded } = tracker();
    t.signal('hidden', true);
    await vi.advanceTimersByTimeAsync(4000);
    t.signal('hidden', false);
    await vi.runOnlyPendingTimersAsync();
    expect(leaveIncr).not.toHaveBeenCalled();

    t.signal('hidden', true);
    await vi.advanceTimersByTimeAsync(7000);
    t.signal('hidden', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(leaveIncr).toHaveBeenCalledWith(7);
    expect(onRecorded).toHaveBeenCalledWith(result(1));
    t.dispose();
  });

  it('ends the tracking when the server says the paper went over the limit', async () => {
    const { t, onOverLimit, onRecorded, checkProcess } = tracker({
      leaveIncr: () => Promise.resolve(result(4, true)),
    });
    t.signal('fullscreen', true);
    await vi.advanceTimersByTimeAsync(6000);
    t.signal('fullscreen', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(onOverLimit).toHaveBeenCalledWith(result(4, true));
    expect(onRecorded).not.toHaveBeenCalled();
    checkProcess.mockClear();
    t.signal('hidden', true);
    expect(checkProcess).not.toHaveBeenCalled();
  });

  it('reports a failed call and keeps checking', async () => {
    const { t, checkProcess, onError } = tracker();
    checkProcess.mockRejectedValueOnce(new Error('offline'));
    t.signal('blurred', true);
    await vi.advanceTimersByTimeAsync(3000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(checkProcess).toHaveBeenCalledTimes(2);
    t.dispose();
  });
});
