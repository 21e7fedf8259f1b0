// The board's live events (docs/back-office.md#live-board): a ticket for the staff member (an EventSource cannot send
// the Authorization header), then GET /api/admin/OrderEvents?Ticket= as server-sent events.
import { $config } from '../runtime/config.js';
import { adminCall } from './admin.js';

export interface OrderEventData {
  type: 'order' | 'status' | 'return';
  OrderNo?: number;
  RmaNo?: number;
  Status: string;
}

export const ORDER_EVENT_TYPES = ['order', 'status', 'return'] as const;

/** Opens the stream; null when the browser has no EventSource. */
export async function openOrderEvents(): Promise<EventSource | null> {
  if (typeof globalThis.EventSource !== 'function') return null;
  const { Ticket } = await adminCall<{ Ticket: string }>('POST', 'EventTicket');
  const url = new URL(`${$config.get().apiBase.replace(/\/?$/, '/')}api/admin/OrderEvents`, globalThis.location?.href);
  url.searchParams.set('Ticket', Ticket);
  return new EventSource(url.href);
}
