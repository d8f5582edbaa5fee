import { describe, expect, it } from 'vitest';
import { timeAnnouncement } from './timeAnnouncements';

describe('time announcements', () => {
  it('warns once when 5 minutes and when 1 minute are left', () => {
    expect(timeAnnouncement(301, 300)).toEqual({ kind: 'warning', minutes: 5 });
    expect(timeAnnouncement(300, 299)).toBeNull();
    expect(timeAnnouncement(61, 60)).toEqual({ kind: 'warning', minutes: 1 });
    expect(timeAnnouncement(60, 59)).toBeNull();
  });

  it('warns when a re-sync jumps over a mark, but not at zero', () => {
    expect(timeAnnouncement(320, 290)).toEqual({ kind: 'warning', minutes: 5 });
    expect(timeAnnouncement(70, 0)).toBeNull();
  });

  it('says nothing for every other second', () => {
    for (let left = 1000; left > 0; left -= 1) {
      const said = timeAnnouncement(left, left - 1);
      if (left - 1 !== 300 && left - 1 !== 60) expect(said).toBeNull();
    }
  });

  it('announces extra time with the minutes added and left', () => {
    expect(timeAnnouncement(120, 720)).toEqual({
      kind: 'extraTime',
      addedMinutes: 10,
      leftMinutes: 12,
    });
  });

  it('takes a small correction by the server for no extra time', () => {
    expect(timeAnnouncement(500, 510)).toBeNull();
  });
});
