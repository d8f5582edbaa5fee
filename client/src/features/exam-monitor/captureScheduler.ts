/**
 * When the exam camera takes its snapshots: one as soon as the camera shows a picture, then every
 * camInterval minutes (none after the first when the interval is 0). A snapshot that could not be
 * taken (no picture yet, the network down) is tried again soon; two never run at once.
 */

/** A snapshot that could not be taken is tried again after this long. */
export const CAPTURE_RETRY_MS = 15_000;

/** The exam's camInterval (minutes) as ms between snapshots; 0 when unset. */
export function captureIntervalMs(camInterval: number): number {
  return Number.isFinite(camInterval) && camInterval > 0 ? camInterval * 60_000 : 0;
}

export interface CaptureSchedulerOptions {
  intervalMs: number;
  /** Takes and sends one snapshot; false (or a rejection) when it could not. */
  take: () => Promise<boolean>;
  retryMs?: number;
}

export class CaptureScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private stopped = true;
  private firstDone = false;

  constructor(private readonly options: CaptureSchedulerOptions) {}

  /** Starts with a snapshot now (again after stop: the schedule resumes, no second first one). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.firstDone) this.schedule(this.options.intervalMs);
    else void this.run();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    if (this.stopped || ms <= 0) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private async run(): Promise<void> {
    if (this.stopped || this.running) return;
    this.running = true;
    let taken: boolean;
    try {
      taken = await this.options.take();
    } catch {
      taken = false;
    }
    this.running = false;
    if (this.stopped) return;
    if (!taken) {
      this.schedule(this.options.retryMs ?? CAPTURE_RETRY_MS);
      return;
    }
    this.firstDone = true;
    this.schedule(this.options.intervalMs);
  }
}
