import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyAnswer, setBlank, setPair, setPart, setText } from '../question/answerState';
import { AutosaveScheduler, isTypedChange } from './autosave';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AutosaveScheduler', () => {
  it('saves typing 800 ms after the last change', () => {
    const save = vi.fn();
    const auto = new AutosaveScheduler(save);
    auto.typed('q1');
    vi.advanceTimersByTime(500);
    auto.typed('q1');
    vi.advanceTimersByTime(700);
    expect(save).not.toHaveBeenCalled();
    expect(auto.isDirty('q1')).toBe(true);
    vi.advanceTimersByTime(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(auto.isDirty()).toBe(false);
  });

  it('saves every 5 s while the learner keeps typing', () => {
    const save = vi.fn();
    const auto = new AutosaveScheduler(save);
    for (let t = 0; t < 12_000; t += 300) {
      auto.typed('q1');
      vi.advanceTimersByTime(300);
    }
    expect(save).toHaveBeenCalledTimes(2); // at 5 s and at 10 s
    vi.advanceTimersByTime(800);
    expect(save).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(10_000);
    expect(save).toHaveBeenCalledTimes(3); // nothing dirty, nothing saved
  });

  it('saves at once on a pick and flushes pending typing on demand', () => {
    const save = vi.fn();
    const auto = new AutosaveScheduler(save);
    auto.typed('q1');
    auto.now('q1');
    expect(save).toHaveBeenCalledWith('q1');
    vi.advanceTimersByTime(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    auto.typed('q2');
    auto.typed('q3');
    auto.flush('q4');
    expect(save).toHaveBeenCalledTimes(1);
    auto.flush();
    expect(save.mock.calls.map((c) => c[0])).toEqual(['q1', 'q2', 'q3']);
    auto.typed('q5');
    auto.dispose();
    vi.advanceTimersByTime(10_000);
    expect(save).toHaveBeenCalledTimes(3);
  });
});

describe('isTypedChange', () => {
  it('tells typing from picks, inside composites too', () => {
    const empty = emptyAnswer();
    expect(isTypedChange(empty, { ...empty, optionIds: ['a'] })).toBe(false);
    expect(isTypedChange(empty, setText(empty, 'x'))).toBe(true);
    expect(isTypedChange(empty, setBlank(empty, 2, 0, 'x'))).toBe(true);
    expect(isTypedChange(empty, setPair(empty, 'l1', 'right'))).toBe(true);
    const picked = setPart(empty, 's1', { ...emptyAnswer(), optionIds: ['a'] });
    expect(isTypedChange(empty, picked)).toBe(false);
    expect(isTypedChange(picked, setPart(picked, 's2', setText(emptyAnswer(), 'y')))).toBe(true);
  });
});
