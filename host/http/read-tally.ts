import type { FastifyBaseLogger } from 'fastify';

/** How often the summed-up reads are logged. */
export const READ_TALLY_MS = 60_000;

/**
 * Reads answered from memory, summed up in one log line per window instead of one line each: a line per read adds
 * much to the CPU cost of an answer served from memory (docs/performance.md#catalogue-reads) and fills the log
 * with lines that say nothing a proxy's access log does not.
 */
export class ReadTally {
  private reads = 0;
  private notModified = 0;
  private slowestMs = 0;
  private started = 0;
  private timer: NodeJS.Timeout | undefined;
  private log: FastifyBaseLogger | undefined;

  constructor(private readonly windowMs = READ_TALLY_MS) {}

  count(log: FastifyBaseLogger, statusCode: number, ms: number): void {
    this.log = log;
    this.reads++;
    if (statusCode === 304) this.notModified++;
    if (ms > this.slowestMs) this.slowestMs = ms;
    // A timer only while there is something to log: an idle host wakes for nothing.
    if (this.timer) return;
    this.started = Date.now();
    this.timer = setTimeout(() => this.flush(), this.windowMs).unref();
  }

  /** Logs what was counted since the last line, if anything (at a window's end, and when the app closes). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.reads || !this.log) return;
    const seconds = Math.round((Date.now() - this.started) / 100) / 10;
    this.log.info({ reads: this.reads, notModified: this.notModified, slowestMs: this.slowestMs, seconds }, 'catalogue reads');
    this.reads = 0;
    this.notModified = 0;
    this.slowestMs = 0;
  }
}
