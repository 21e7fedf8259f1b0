// The board's live events (docs/back-office.md#live-board): a single-use ticket for the staff member (an EventSource
// cannot send the Authorization header), then GET /api/admin/OrderEvents?Ticket= as server-sent events, each with
// its id; LastEventId asks for the events after that one first.
import { $config } from '../runtime/config.js';
import { adminCall } from './admin.js';

export interface OrderEventData {
  type: 'order' | 'status' | 'return';
  OrderNo?: number;
  RmaNo?: number;
  Status: string;
}

export const ORDER_EVENT_TYPES = ['order', 'status', 'return'] as const;
/** `reset`: the events asked for are gone (reload everything); `ready`: caught up, live from here. */
export const STREAM_EVENT_TYPES = ['reset', 'ready'] as const;

/** Opens the stream, after `lastEventId` when given; null when the browser has no EventSource. */
export async function openOrderEvents(lastEventId: number | null): Promise<EventSource | null> {
  if (typeof globalThis.EventSource !== 'function') return null;
  const { Ticket } = await adminCall<{ Ticket: string }>('POST', 'EventTicket');
  const url = new URL(`${$config.get().apiBase.replace(/\/?$/, '/')}api/admin/OrderEvents`, globalThis.location?.href);
  url.searchParams.set('Ticket', Ticket);
  if (lastEventId !== null) url.searchParams.set('LastEventId', String(lastEventId));
  return new EventSource(url.href);
}
