import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatClock, secondsLeft, ServerCountdown } from './countdown';

/** A server clock: the deadline in (fake) monotonic ms; extra time moves it. */
class ServerClock {
  calls = 0;
  failing = false;
  constructor(public deadlineMs: number) {}
  fetchLeft = (): Promise<number> => {
    this.calls += 1;
    if (this.failing) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(Math.max(0, Math.floor((this.deadlineMs - performance.now()) / 1000)));
  };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(initialLeft: number, deadlineSeconds = initialLeft) {
  const clock = new ServerClock(performance.now() + deadlineSeconds * 1000);
  const ticks: number[] = [];
  const onZero = vi.fn();
  const countdown = new ServerCountdown({
    fetchLeft: clock.fetchLeft,
    onTick: (s) => ticks.push(s),
    onZero,
  });
  countdown.start(initialLeft);
  return { clock, ticks, onZero, countdown };
}

describe('ServerCountdown', () => {
  it('counts down each second from the server value', async () => {
    const { ticks, countdown } = setup(120);
    await vi.advanceTimersByTimeAsync(3000);
    expect(ticks.at(-1)).toBe(117);
    expect(countdown.left()).toBe(117);
    countdown.stop();
  });

  it('ignores a change of the computer clock', async () => {
    const { countdown } = setup(600);
    await vi.advanceTimersByTimeAsync(10_000);
    vi.setSystemTime(Date.now() + 3_600_000); // the learner moves the clock an hour ahead
    await vi.advanceTimersByTimeAsync(1000);
    expect(countdown.left()).toBe(589);
    vi.setSystemTime(Date.now() - 7_200_000); // and two hours back
    await vi.advanceTimersByTimeAsync(1000);
    expect(countdown.left()).toBe(588);
    countdown.stop();
  });

  it('re-syncs every 30 s, so extra time shows within 30 s', async () => {
    const { clock, ticks, countdown } = setup(300);
    await vi.advanceTimersByTimeAsync(1000);
    const callsAfterStart = clock.calls;
    clock.deadlineMs += 10 * 60_000; // an admin grants 10 minutes
    await vi.advanceTimersByTimeAsync(28_000);
    expect(ticks.at(-1)).toBe(271);
    await vi.advanceTimersByTimeAsync(1000);
    expect(clock.calls).toBe(callsAfterStart + 1);
    expect(countdown.left()).toBe(870);
    countdown.stop();
  });

  it('corrects a wrong start value with the first server answer', async () => {
    const { countdown } = setup(99_999, 60);
    await vi.advanceTimersByTimeAsync(0);
    expect(countdown.left()).toBe(60);
    countdown.stop();
  });

  it('keeps counting when a re-sync fails', async () => {
    const { clock, countdown } = setup(100);
    clock.failing = true;
    await vi.advanceTimersByTimeAsync(31_000);
    expect(countdown.left()).toBe(69);
    countdown.stop();
  });

  it('calls time once at 0, after asking the server', async () => {
    const { clock, ticks, onZero } = setup(3);
    await vi.advanceTimersByTimeAsync(3000);
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(ticks.at(-1)).toBe(0);
    const calls = clock.calls;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(clock.calls).toBe(calls);
  });

  it('goes on when the server added time since the last re-sync', async () => {
    const { clock, onZero, countdown } = setup(5);
    clock.deadlineMs += 60_000;
    await vi.advanceTimersByTimeAsync(0);
    // The start sync already saw the new deadline; move it again without a re-sync.
    countdown.stop();
    const second = new ServerCountdown({ fetchLeft: clock.fetchLeft, onTick: () => {}, onZero });
    second.start(0); // the page thinks the time is up
    await vi.advanceTimersByTimeAsync(0);
    expect(onZero).not.toHaveBeenCalled();
    expect(second.left()).toBe(65);
    second.stop();
  });

  it('calls time at 0 even without a connection', async () => {
    const { clock, onZero } = setup(2);
    clock.failing = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('starts at once with 0 left', async () => {
    const { onZero } = setup(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(onZero).toHaveBeenCalledTimes(1);
  });
});

describe('countdown helpers', () => {
  it('rounds up and formats', () => {
    expect(secondsLeft(10, 0)).toBe(10);
    expect(secondsLeft(10, 400)).toBe(10);
    expect(secondsLeft(10, 1000)).toBe(9);
    expect(secondsLeft(10, 20_000)).toBe(0);
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3600 + 61)).toBe('1:01:01');
  });
});
