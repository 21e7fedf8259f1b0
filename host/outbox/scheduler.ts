// When an outbox's sender runs: on a kick (something was queued), on a poll (retries, rows other hosts queued), and
// never twice at once in one process. Orders come first: while kicks keep arriving less than quietMs apart, sending
// waits, for at most maxDeferMs. Composing and sending a notice costs the main thread about as much as taking an
// order, so during a burst the notices follow it instead of slowing the taking of orders.
import type { Outbox } from '../mail/outbox-handle.js';

/** One claimed batch: how many rows were handled, and whether it was full (then more may be due). */
export interface BatchResult {
  handled: number;
  full: boolean;
}

export interface ScheduleOptions {
  /** How often due rows are looked for without a kick. */
  pollMs: number;
  quietMs: number;
  maxDeferMs: number;
  /** Says why a run failed (the database did not answer); the next poll tries again. */
  onError(err: unknown): void;
}

/** A run sends batch after batch while they come full, up to this many; the next poll goes on. */
const MAX_BATCHES_PER_RUN = 1_000;
/** flush() runs until nothing is due, up to this many runs. */
const MAX_FLUSH_RUNS = 100;

export class OutboxScheduler implements Outbox {
  private running: Promise<number> | null = null;
  private again = false;
  private againOverdue = false;
  private closed = false;
  private pollTimer: NodeJS.Timeout | undefined;
  /** The first and the latest kick not yet followed by a run; the timer that ends the wait. */
  private firstKick: number | undefined;
  private lastKick = 0;
  private kickTimer: NodeJS.Timeout | undefined;

  /** `before`: work that must end before the first batch (releasing a crashed predecessor's claims). */
  constructor(
    private readonly sendBatch: () => Promise<BatchResult>,
    private readonly o: ScheduleOptions,
    before?: Promise<void>,
  ) {
    if (before) {
      this.running = this.guard(before.then(() => 0)).finally(() => {
        this.running = null;
      });
    }
    this.poll();
  }

  kick(): void {
    if (this.closed) return;
    this.lastKick = Date.now();
    this.firstKick ??= this.lastKick;
    if (!this.kickTimer) this.kickTimer = unrefTimeout(() => this.afterKicks(), this.o.quietMs);
  }

  /** Waits for a run under way (and any it calls for), then runs until one finds nothing due. */
  async flush(): Promise<number> {
    let total = 0;
    for (let i = 0; i < MAX_FLUSH_RUNS; i++) {
      if (this.running) {
        total += await this.running;
        continue;
      }
      const n = await this.run();
      total += n;
      if (n === 0) break;
    }
    return total;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.pollTimer);
    clearTimeout(this.kickTimer);
    if (this.running) await this.running;
  }

  /** One sender at a time per process; a kick during a run makes one more run after it. */
  private run(overdue = false): Promise<number> {
    if (this.running) {
      this.again = true;
      this.againOverdue ||= overdue;
      return this.running;
    }
    this.running = this.guard(this.drain(overdue)).finally(() => {
      this.running = null;
      if (!this.again || this.closed) return;
      const wasOverdue = this.againOverdue;
      this.again = false;
      this.againOverdue = false;
      void this.run(wasOverdue);
    });
    return this.running;
  }

  /**
   * Batches while they come full. But new orders since this run began come first again (quietMs): the next batch
   * then waits for their quiet period. Unless the run is `overdue` (orders kept it waiting maxDeferMs): then
   * everything due goes now, so a steady stream of orders cannot starve the notices.
   */
  private async drain(overdue: boolean): Promise<number> {
    let total = 0;
    for (let i = 0; i < MAX_BATCHES_PER_RUN; i++) {
      const { handled, full } = await this.sendBatch();
      total += handled;
      if (!full || this.closed || (!overdue && this.deferring())) break;
    }
    return total;
  }

  private guard(work: Promise<number>): Promise<number> {
    return work.catch((err: unknown) => {
      this.o.onError(err);
      return 0;
    });
  }

  private deferring(): boolean {
    return this.firstKick !== undefined;
  }

  private afterKicks(): void {
    this.kickTimer = undefined;
    if (this.closed || this.firstKick === undefined) return;
    const now = Date.now();
    const wait = Math.min(this.lastKick + this.o.quietMs - now, this.firstKick + this.o.maxDeferMs - now);
    if (wait > 0) {
      this.kickTimer = unrefTimeout(() => this.afterKicks(), wait);
      return;
    }
    const overdue = now - this.firstKick >= this.o.maxDeferMs;
    this.firstKick = undefined;
    void this.run(overdue);
  }

  private poll(): void {
    if (this.closed) return;
    this.pollTimer = unrefTimeout(() => {
      // The poll does not cut a wait short: the end of the quiet period sends.
      void (this.deferring() ? Promise.resolve(0) : this.run()).finally(() => this.poll());
    }, this.o.pollMs);
  }
}

function unrefTimeout(fn: () => void, ms: number): NodeJS.Timeout {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return timer;
}
