// Live events for the back office (docs/back-office.md#live-board): a new order, an order's status change, a new return
// or a return's answer. Each is written to order_events in the transaction of the change (order-event-log.ts), so
// it has an id every host agrees on, in commit order. Each host reads the log after the last event it delivered and
// hands what is new to its open streams, in order: woken by its own changes once committed, by the other hosts'
// through NOTIFY order_events (PostgreSQL; a few changes per NOTIFY, gathered for EVENTS_GATHER_MS) and, should a
// NOTIFY be lost, at each heartbeat. Nothing is read while no stream is open.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';
import { listenOnChannel, type CatalogListener } from '../catalog/listen.js';
import { eventsAfter, latestEventId, pruneOrderEvents, replayAfter, type StoredEvent } from './order-event-log.js';
import { EventStreams } from './event-streams.js';

export type { StoredEvent } from './order-event-log.js';

export const ORDER_EVENTS_CHANNEL = 'order_events';
export const EVENTS_GATHER_MS = 20;
/** A comment line this often keeps proxies from closing an idle stream; staff changes are checked as often. */
export const HEARTBEAT_MS = 25_000;
const READ_PAGE = 500;
const READ_PAGES = 20;
const PRUNE_EVERY_MS = 10 * 60_000;

/** What a stream is sent: an event, a reset (too far behind: reload), or `ready` once caught up. Each with its id. */
export type StreamMessage = ({ kind: 'event' } & StoredEvent) | { kind: 'reset'; id: number } | { kind: 'ready'; id: number };

interface Log {
  warn(obj: unknown, msg: string): void;
}

type Subscriber = (event: StoredEvent) => void;

export class OrderEvents {
  readonly streams: EventStreams;
  private readonly subscribers = new Set<Subscriber>();
  private readonly id = randomUUID();
  /** The newest event handed to the subscribers; null while there are none. */
  private lastId: number | null = null;
  private starting: Promise<void> | null = null;
  private generation = 0;
  private reading = false;
  private readAgain = false;
  private notifyPending = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = 0;

  constructor(
    private readonly db: Pick<Db, 'kind' | 'query'>,
    private readonly log: Log = { warn: () => undefined },
    heartbeatMs = HEARTBEAT_MS,
  ) {
    this.streams = new EventStreams(db, heartbeatMs, () => this.wake(), log);
  }

  /** The streams open on this host that follow the events. */
  get listeners(): number {
    return this.subscribers.size;
  }

  /** After a change that recorded its event has committed: this host's streams read it, the others are told. */
  published(): void {
    this.wake();
    this.pruneNowAndThen();
    if (this.db.kind !== 'postgres') return;
    this.notifyPending = true;
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), EVENTS_GATHER_MS);
      this.timer.unref();
    }
  }

  /** Sends the gathered NOTIFY now (also on close, so no other host waits for a stopping one's heartbeat). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.notifyPending) return;
    this.notifyPending = false;
    // A lost NOTIFY leaves other hosts' streams to their next heartbeat; the change itself is committed.
    await this.db.query('SELECT pg_notify($1, $2)', [ORDER_EVENTS_CHANNEL, JSON.stringify({ from: this.id })]).catch(() => undefined);
  }

  /** Follows the other hosts' events and the staff changes of any process (PostgreSQL). */
  listen(connectionString: string, log?: Log): Promise<CatalogListener> {
    return listenOnChannel(connectionString, ORDER_EVENTS_CHANNEL, (payload) => this.receive(payload), log);
  }

  /**
   * Sends `send` the events after `afterId` (or, with null, none before now), then a `ready`, then each new event,
   * in id order and each once, until the answered function is called.
   */
  async subscribe(afterId: number | null, send: (message: StreamMessage) => void): Promise<() => void> {
    let cursor: number | null = null;
    const early: StoredEvent[] = [];
    const deliver = (e: StoredEvent) => {
      if (cursor === null) early.push(e);
      else if (e.id > cursor) {
        cursor = e.id;
        send({ kind: 'event', ...e });
      }
    };
    // Subscribed before the replay is read, so an event committed meanwhile arrives here (kept until the replay is sent).
    this.subscribers.add(deliver);
    const unsubscribe = () => {
      if (this.subscribers.delete(deliver) && this.subscribers.size === 0) this.stop();
    };
    try {
      const position = await this.start();
      if (afterId === null) cursor = position;
      else {
        const replay = await replayAfter(this.db, afterId);
        if (replay.kind === 'reset') {
          cursor = replay.latest;
          send({ kind: 'reset', id: cursor });
        } else {
          cursor = afterId;
          for (const e of replay.events) {
            cursor = e.id;
            send({ kind: 'event', ...e });
          }
        }
      }
      for (const e of early.splice(0)) deliver(e);
      send({ kind: 'ready', id: cursor });
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  /** Reads the log for events this host has not handed out yet (coalesced: one read at a time). */
  wake(): void {
    if (this.lastId === null) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    void this.read().finally(() => {
      this.reading = false;
      if (this.readAgain) {
        this.readAgain = false;
        this.wake();
      }
    });
  }

  private async start(): Promise<number> {
    if (this.lastId === null) {
      this.starting ??= latestEventId(this.db)
        .then(({ latest }) => {
          if (this.lastId === null && this.subscribers.size > 0) this.lastId = latest;
        })
        .finally(() => {
          this.starting = null;
        });
      await this.starting;
      // Wake-ups that came while nobody was subscribed were dropped.
      this.wake();
    }
    return this.lastId ?? 0;
  }

  private stop(): void {
    this.lastId = null;
    this.generation++;
  }

  private async read(): Promise<void> {
    const generation = this.generation;
    for (let page = 0; page < READ_PAGES; page++) {
      if (this.lastId === null || generation !== this.generation) return;
      let events: StoredEvent[];
      try {
        events = await eventsAfter(this.db, this.lastId, READ_PAGE);
      } catch (err) {
        this.log.warn({ err }, 'could not read the order events');
        return;
      }
      if (generation !== this.generation) return;
      for (const e of events) {
        if (this.lastId === null || e.id <= this.lastId) continue;
        this.lastId = e.id;
        for (const fn of this.subscribers) {
          try {
            fn(e);
          } catch {
            // one broken stream must not stop the others
          }
        }
      }
      if (events.length < READ_PAGE) return;
    }
    this.readAgain = true;
  }

  private receive(payload: string): void {
    if (payload === '') {
      // The listener reconnected: anything may have been missed meanwhile.
      this.wake();
      this.checkStaff(null);
      return;
    }
    let message: { from?: unknown; staffNo?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    if (typeof message.staffNo === 'number') this.checkStaff(message.staffNo);
    else if (message.from !== this.id) this.wake();
  }

  private checkStaff(staffNo: number | null): void {
    this.streams.endRevoked(staffNo).catch((err: unknown) => this.log.warn({ err }, 'could not check the event streams’ staff'));
  }

  private pruneNowAndThen(): void {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    pruneOrderEvents(this.db).catch((err: unknown) => this.log.warn({ err }, 'could not prune the order events'));
  }
}

/** NOTIFY order_events, in the transaction that disabled a staff member or changed their password (PostgreSQL). */
export async function notifyStaffChanged(tx: { query: Db['query'] }, kind: Db['kind'], staffNo: number): Promise<void> {
  if (kind !== 'postgres') return;
  await tx.query('SELECT pg_notify($1, $2)', [ORDER_EVENTS_CHANNEL, JSON.stringify({ staffNo })]);
}
