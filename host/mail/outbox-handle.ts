// The running mail sender as the rest of the host sees it (started by startOutbox in outbox.ts). Kept apart from
// outbox.ts so that AppContext can name it without importing the sender, which reads orders, whose module takes
// an AppContext: that was an import cycle.

export interface Outbox {
  /** Something was queued: send soon (never awaited by an order; while orders keep coming, see quietMs). */
  kick(): void;
  /** Sends every row due now, then resolves (tests; waits for a batch under way first). Returns the rows sent. */
  flush(): Promise<number>;
  /** Stops the timer and waits for the batch under way. */
  close(): Promise<void>;
}
