import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { TimeAnnouncer } from './TimeAnnouncer';

/** Renders the announcer and returns a way to move its clock, as the exam page does. */
function renderClock(initial: number): (left: number) => void {
  let setLeft: (left: number) => void = () => undefined;
  function Clock() {
    const [left, set] = useState(initial);
    setLeft = set;
    return <TimeAnnouncer left={left} />;
  }
  renderWithApp(<Clock />);
  return (left) => act(() => setLeft(left));
}

describe('TimeAnnouncer', () => {
  it('is a polite status that stays silent while the clock ticks', () => {
    const tick = renderClock(310);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    for (let left = 309; left > 301; left -= 1) tick(left);
    expect(region.textContent).toBe('');
  });

  it('says when 5 minutes and then 1 minute are left', () => {
    const tick = renderClock(301);
    tick(300);
    expect(screen.getByRole('status').textContent).toBe('距离交卷还剩 5 分钟');
    tick(61);
    tick(60);
    expect(screen.getByRole('status').textContent).toBe('距离交卷还剩 1 分钟');
  });

  it('says how much extra time was granted', () => {
    const tick = renderClock(100);
    tick(700);
    expect(screen.getByRole('status').textContent).toBe('已为你延长考试时间 10 分钟，还剩 12 分钟');
  });
});
