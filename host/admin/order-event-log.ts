// The stored side of the board's live events (host/db/migrations/013_order_events.sql): each event is written in the
// transaction of the change it reports, so it exists exactly when the change does, and gets an id every host agrees
// on. The ids must also be in commit order (a stream resumes "after id n"), so every writer takes one advisory lock
// just before its event and holds it to its commit: the event-writing transactions commit one after another.
import type { Queryable } from '../db/db.js';

/** Any fixed bigint no other code uses (see host/db/migrate.ts, host/secrets.ts). */
export const ORDER_EVENTS_LOCK_KEY = 7_415_260_317;
/** The most events a reconnecting stream is sent; further behind, it is told to reload. */
export const REPLAY_MAX = 500;
/** How long events are kept, and at most how many. */
const KEEP = { interval: '24 hours', rows: 10_000 } as const;

export type OrderEventType = 'order' | 'status' | 'return';

export interface OrderEvent {
  type: OrderEventType;
  OrderNo?: number;
  RmaNo?: number;
  Status: string;
}

export interface StoredEvent {
  id: number;
  event: OrderEvent;
}

/**
 * Writes the event in the caller's transaction. Call it last in the transaction: the lock it takes is held to the
 * commit, and taking it before other row locks could deadlock with a writer that holds those rows.
 */
export async function recordOrderEvent(tx: Queryable, event: OrderEvent): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [ORDER_EVENTS_LOCK_KEY]);
  await tx.query('INSERT INTO order_events (type, order_no, rma_no, status) VALUES ($1, $2, $3, $4)', [
    event.type,
    event.OrderNo ?? null,
    event.RmaNo ?? null,
    event.Status,
  ]);
}

/**
 * The same for a statement that makes the change itself (new orders: host/orders/insert-orders.ts, new returns:
 * host/api/returns.ts): CTEs writing an event for each row `select` gives (type, order_no, rma_no, status). They must
 * come after the statement's other CTEs: unreferenced data-modifying CTEs run after the main query, in order, so the
 * lock is taken after the rows the statement changes are.
 */
export function orderEventsCte(select: string): string {
  return `events_lock AS (SELECT pg_advisory_xact_lock(${ORDER_EVENTS_LOCK_KEY}::bigint) AS locked),
events AS (INSERT INTO order_events (type, order_no, rma_no, status) SELECT e.* FROM (${select}) e, events_lock)`;
}

interface EventRow {
  event_id: string | number;
  type: OrderEventType;
  order_no: number | null;
  rma_no: number | null;
  status: string;
}

function toStored(row: EventRow): StoredEvent {
  const event: OrderEvent = { type: row.type, Status: row.status };
  if (row.order_no != null) event.OrderNo = Number(row.order_no);
  if (row.rma_no != null) event.RmaNo = Number(row.rma_no);
  return { id: Number(row.event_id), event };
}

/** Up to `limit` events after `afterId`, oldest first. */
export async function eventsAfter(db: Queryable, afterId: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db.query<EventRow & Record<string, unknown>>(
    'SELECT event_id, type, order_no, rma_no, status FROM order_events WHERE event_id > $1 ORDER BY event_id LIMIT $2',
    [afterId, limit],
  );
  return rows.map(toStored);
}

/** The newest event's id (or the pruned boundary when none is kept): where a new stream starts. */
export async function latestEventId(db: Queryable): Promise<{ latest: number; prunedThrough: number }> {
  const [row] = await db.query<{ latest: string | number; pruned_through: string | number }>(
    'SELECT greatest(through_id, (SELECT max(event_id) FROM order_events)) AS latest, through_id AS pruned_through FROM order_events_pruned',
  );
  return { latest: Number(row?.latest ?? 0), prunedThrough: Number(row?.pruned_through ?? 0) };
}

export type Replay = { kind: 'events'; events: StoredEvent[] } | { kind: 'reset'; latest: number };

/**
 * What a stream resuming after `afterId` is sent first: the events since, or a reset when some were pruned, there
 * are more than REPLAY_MAX, or the id is none this database gave. The rows are read before the boundary: a prune
 * in between then shows as a reset, never as a hole.
 */
export async function replayAfter(db: Queryable, afterId: number): Promise<Replay> {
  const events = await eventsAfter(db, afterId, REPLAY_MAX + 1);
  const { latest, prunedThrough } = await latestEventId(db);
  if (afterId < prunedThrough || afterId > latest || events.length > REPLAY_MAX) return { kind: 'reset', latest };
  return { kind: 'events', events };
}

/** Deletes events older than a day and all but the newest 10,000, and moves the boundary past them. */
export async function pruneOrderEvents(db: Queryable): Promise<void> {
  await db.query(
    `WITH cut AS (
       SELECT greatest(
         (SELECT max(event_id) FROM order_events WHERE at < now() - interval '${KEEP.interval}'),
         (SELECT event_id FROM order_events ORDER BY event_id DESC OFFSET ${KEEP.rows} LIMIT 1)) AS through_id),
     gone AS (DELETE FROM order_events WHERE event_id <= (SELECT through_id FROM cut) RETURNING event_id)
     UPDATE order_events_pruned SET through_id = greatest(through_id, (SELECT max(event_id) FROM gone))
      WHERE EXISTS (SELECT 1 FROM gone)`,
  );
}
