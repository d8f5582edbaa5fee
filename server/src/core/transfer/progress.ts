/**
 * The percentage shown when `done` of `total` items are finished on the stretch of the bar from
 * `from` to `to` (done is capped at total; an empty total counts as one).
 */
export function stretch(from: number, to: number, done: number, total: number): number {
  return from + Math.floor(((to - from) * Math.min(done, total)) / Math.max(total, 1));
}

/**
 * Reports a job's progress over a stretch of the bar, writing only when it has moved by at least
 * `step` points since the last write (the stretch's start counts as written).
 */
export class ProgressStretch {
  private shown: number;

  constructor(
    private readonly write: (progress: number) => Promise<unknown>,
    private readonly from: number,
    private readonly to: number,
    private readonly step = 0,
  ) {
    this.shown = from;
  }

  async report(done: number, total: number): Promise<void> {
    const progress = stretch(this.from, this.to, done, total);
    if (progress < this.shown + this.step) return;
    this.shown = progress;
    await this.write(progress);
  }
}
