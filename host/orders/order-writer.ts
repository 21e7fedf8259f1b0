// Group commit for new orders. Orders that arrive while a batch is being stored wait (at most the time of one
// statement) and are then stored together in one statement (insert-orders.ts): a statement's cost grows little
// with the orders it holds, so under load the database keeps up, and with no load an order
// still goes out at once, alone. Every order is answered only after the statement holding it has committed.
import type { OrderRow } from './insert-orders.js';

/** Orders per statement (the JSON parameters stay a few hundred KB at most). */
export const MAX_BATCH = 50;

interface Waiting {
  row: OrderRow;
  resolve: (orderNo: number) => void;
  reject: (err: unknown) => void;
}

/** Stores the rows in one statement, all or none; their OrderNos in the same order. */
export type InsertMany = (rows: readonly OrderRow[]) => Promise<number[]>;

export class OrderWriter {
  private readonly queue: Waiting[] = [];
  private inFlight = 0;

  /**
   * @param concurrency statements in flight at once: 1 for the embedded database (it runs one at a time anyway),
   * a few for PostgreSQL (its pool has several connections).
   */
  constructor(
    private readonly insert: InsertMany,
    private readonly concurrency = 1,
  ) {}

  /** Resolves with the order's OrderNo once it is committed; rejects with the database's error for this order. */
  store(row: OrderRow): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (this.inFlight < this.concurrency) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.inFlight++;
    try {
      while (this.queue.length > 0) await this.write(this.queue.splice(0, MAX_BATCH));
    } finally {
      this.inFlight--;
    }
  }

  private async write(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.writeOne(batch[0]);
    let numbers: number[];
    try {
      numbers = await this.insert(batch.map((w) => w.row));
    } catch {
      // One order's problem (a repeated Idempotency-Key, most often) must not fail the others: store them one by
      // one, so each gets its own outcome.
      for (const w of batch) await this.writeOne(w);
      return;
    }
    batch.forEach((w, i) => w.resolve(numbers[i]));
  }

  private async writeOne(w: Waiting): Promise<void> {
    try {
      const [orderNo] = await this.insert([w.row]);
      w.resolve(orderNo);
    } catch (err) {
      w.reject(err);
    }
  }
}
