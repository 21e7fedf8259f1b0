// Live events for the back office (docs/back-office.md#live-board): a new order, an order's status change, a new return
// or a return's answer. Published by whatever made the change, after it committed; delivered to this host's open
// OrderEvents streams at once and, on PostgreSQL, to the other hosts' through NOTIFY order_events (a few events per
// NOTIFY, gathered for EVENTS_GATHER_MS, so a burst of orders costs a handful of NOTIFYs rather than one each).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import { listenOnChannel, type CatalogListener } from '../catalog/listen.js';

export const ORDER_EVENTS_CHANNEL = 'order_events';
export const EVENTS_GATHER_MS = 20;
/** A NOTIFY payload must stay under 8000 bytes. */
const PAYLOAD_MAX = 7000;

export type OrderEventType = 'order' | 'status' | 'return';

export interface OrderEvent {
  type: OrderEventType;
  OrderNo?: number;
  RmaNo?: number;
  Status: string;
}

type Subscriber = (event: OrderEvent) => void;

export class OrderEvents {
  private readonly subscribers = new Set<Subscriber>();
  private readonly id = randomUUID();
  private pending: OrderEvent[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Pick<Db, 'kind' | 'query'>) {}

  publish(event: OrderEvent): void {
    this.deliver(event);
    if (this.db.kind !== 'postgres') return;
    this.pending.push(event);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), EVENTS_GATHER_MS);
      this.timer.unref();
    }
  }

  /** Calls `fn` with every event from now on; answers the unsubscribe. */
  subscribe(fn: Subscriber): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  get listeners(): number {
    return this.subscribers.size;
  }

  /** Follows the other hosts' events (PostgreSQL). */
  listen(connectionString: string, log?: { warn(obj: unknown, msg: string): void }): Promise<CatalogListener> {
    return listenOnChannel(connectionString, ORDER_EVENTS_CHANNEL, (payload) => this.receive(payload), log);
  }

  /** Sends what is gathered now (also on close, so no event is lost to a stopping host). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const events = this.pending;
    this.pending = [];
    for (const chunk of chunks(events)) {
      // A lost NOTIFY leaves other hosts' boards to their next refresh; the change itself is committed.
      await this.db.query('SELECT pg_notify($1, $2)', [ORDER_EVENTS_CHANNEL, JSON.stringify({ from: this.id, events: chunk })]).catch(() => undefined);
    }
  }

  private receive(payload: string): void {
    let message: { from?: unknown; events?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (message.from === this.id || !Array.isArray(message.events)) return;
    for (const e of message.events as OrderEvent[]) if (e && typeof e.type === 'string') this.deliver(e);
  }

  private deliver(event: OrderEvent): void {
    for (const fn of this.subscribers) {
      try {
        fn(event);
      } catch {
        // one broken stream must not stop the others
      }
    }
  }
}

function chunks(events: readonly OrderEvent[]): OrderEvent[][] {
  const out: OrderEvent[][] = [];
  let current: OrderEvent[] = [];
  let size = 0;
  for (const e of events) {
    const n = JSON.stringify(e).length + 1;
    if (current.length && size + n > PAYLOAD_MAX) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(e);
    size += n;
  }
  if (current.length) out.push(current);
  return out;
}
