import type { Db } from '../../core/prisma.ts';
import { logger } from '../../core/logger.ts';

/** How often a process writes the users it saw active. */
export const ACTIVITY_FLUSH_MS = 15_000;
/** Users remembered per day before the memory is reset (a reset only costs repeated no-op inserts). */
const MAX_REMEMBERED = 200_000;

/**
 * Who was active on which server calendar day (signed in, or made a signed-in request). A request
 * costs a Set lookup: each process remembers whom it has recorded today and writes the newly seen
 * users in one batched insert every few seconds (a user already stored that day is ignored).
 */
export class UserActivity {
  private day = '';
  /** The current day's bounds (local time, ms): the day's name is worked out once a day. */
  private dayFrom = 0;
  private dayUntil = 0;
  private seen = new Set<string>();
  private pending: Array<{ day: string; userId: string }> = [];
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly prisma: Db) {
    this.timer = setInterval(() => void this.flush(), ACTIVITY_FLUSH_MS);
    this.timer.unref();
  }

  /** Notes the user as active now. */
  mark(userId: string, now: Date = new Date()): void {
    const t = now.getTime();
    if (t < this.dayFrom || t >= this.dayUntil) {
      const y = now.getFullYear();
      const m = now.getMonth();
      const d = now.getDate();
      this.day = `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      this.dayFrom = new Date(y, m, d).getTime();
      this.dayUntil = new Date(y, m, d + 1).getTime();
      this.seen = new Set();
    } else if (this.seen.size >= MAX_REMEMBERED) {
      this.seen = new Set();
    }
    const day = this.day;
    if (this.seen.has(userId)) return;
    this.seen.add(userId);
    this.pending.push({ day, userId });
  }

  /** Writes the users seen since the last write (one statement); the ones that fail are seen again later. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.length === 0) return;
      const batch = this.pending;
      this.pending = [];
      try {
        // A user deleted since the request is left out (the row would have no user).
        await this.prisma.$executeRaw`
          INSERT INTO "UserDayActivity" ("day", "userId")
          SELECT t.d::date, t.u
          FROM unnest(${batch.map((b) => b.day)}::text[], ${batch.map((b) => b.userId)}::text[]) AS t(d, u)
          WHERE EXISTS (SELECT 1 FROM "User" x WHERE x."id" = t.u)
          ON CONFLICT DO NOTHING`;
      } catch (err) {
        logger.warn({ err, users: batch.length }, 'user activity not recorded');
        for (const b of batch) if (b.day === this.day) this.seen.delete(b.userId);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
