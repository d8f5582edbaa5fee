/**
 * What the exam page says aloud about the time (WCAG 2.2.1 and 2.2.2): the countdown itself is a
 * silent timer; a polite announcement is made when 5 minutes and 1 minute are left, and when extra
 * time is granted during the exam.
 */

/** Seconds left at which a warning is announced, largest first. */
export const WARNING_MARKS = [300, 60] as const;

/**
 * A jump up of the time left by at least this many seconds is extra time granted; smaller ones are
 * the page's clock being corrected by the server.
 */
export const EXTRA_TIME_MIN_SECONDS = 30;

export type TimeAnnouncement =
  | { kind: 'warning'; minutes: number }
  | { kind: 'extraTime'; addedMinutes: number; leftMinutes: number };

/**
 * The announcement due when the time left changes from `before` to `after` seconds, or null.
 * A warning is due when a mark is crossed going down (not when the page opens below it).
 */
export function timeAnnouncement(before: number, after: number): TimeAnnouncement | null {
  if (after - before >= EXTRA_TIME_MIN_SECONDS) {
    return {
      kind: 'extraTime',
      addedMinutes: Math.round((after - before) / 60),
      leftMinutes: Math.ceil(after / 60),
    };
  }
  for (const mark of WARNING_MARKS) {
    if (before > mark && after <= mark && after > 0) return { kind: 'warning', minutes: mark / 60 };
  }
  return null;
}
