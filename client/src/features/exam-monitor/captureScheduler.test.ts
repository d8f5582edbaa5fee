import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURE_RETRY_MS, CaptureScheduler, captureIntervalMs } from './captureScheduler';

describe('the capture schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns camInterval minutes into ms, 0 when unset', () => {
    expect(captureIntervalMs(2)).toBe(120_000);
    expect(captureIntervalMs(0)).toBe(0);
    expect(captureIntervalMs(Number.NaN)).toBe(0);
  });

  it('takes one at the start and then one every interval', async () => {
    const take = vi.fn(() => Promise.resolve(true));
    const s = new CaptureScheduler({ intervalMs: 60_000, take });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(take).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(take).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(take).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(take).toHaveBeenCalledTimes(4);
    s.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(take).toHaveBeenCalledTimes(4);
  });

  it('takes only the first one without an interval', async () => {
    const take = vi.fn(() => Promise.resolve(true));
    const s = new CaptureScheduler({ intervalMs: 0, take });
    s.start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(take).toHaveBeenCalledTimes(1);
  });

  it('tries a failed snapshot again soon, and never runs two at once', async () => {
    let release: (v: boolean) => void = () => undefined;
    const take = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockRejectedValueOnce(new Error('network'))
      .mockImplementationOnce(() => new Promise<boolean>((r) => (release = r)))
      .mockResolvedValue(true);
    const s = new CaptureScheduler({ intervalMs: 60_000, take });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(CAPTURE_RETRY_MS);
    expect(take).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CAPTURE_RETRY_MS);
    expect(take).toHaveBeenCalledTimes(3);
    s.start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(take).toHaveBeenCalledTimes(3);
    release(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(take).toHaveBeenCalledTimes(4);
    s.stop();
  });
});
