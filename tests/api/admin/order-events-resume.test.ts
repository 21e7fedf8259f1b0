// The live board misses nothing (docs/back-office.md#live-board): every event has an id, in commit order, that every
// host agrees on; a stream opened with Last-Event-ID (the header EventSource sends on reconnecting, or ?LastEventId=)
// is sent the events after it first, then the live ones, each once and in order; an id too far back gets one reset.
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { openEventStream, type OpenStream, type StreamEvent } from '../../helpers/event-stream.js';
import { addStaff } from '../../../host/admin/staff.js';
import { buildApp } from '../../../host/app.js';
import { testConfig } from '../../../host/config.js';
import { openPostgres } from '../../../host/db/postgres.js';
import { memoryMailer } from '../../../host/mail/mailer.js';
import { pruneOrderEvents, REPLAY_MAX } from '../../../host/admin/order-event-log.js';
import { EVENTS_MSG } from '../../../host/api/admin/order-events.js';
import { createDatabase } from '../../helpers/postgres-admin.js';

const within2s = { timeout: 2000, interval: 20 };
const changes = (s: OpenStream): StreamEvent[] => s.events.filter((e) => ['order', 'status', 'return'].includes(e.event));
const ready = (s: OpenStream) => vi.waitFor(() => expect(s.events.some((e) => e.event === 'ready')).toBe(true), within2s);

let a: AdminTest;
let base: string;
beforeAll(async () => {
  a = await createAdminTest();
  base = await a.t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => a.t.close());

const bearer = () => ({ authorization: `Bearer ${a.token}` });

/** Opens the stream, places an order and answers that order's event id once it has arrived. */
async function idOfNextOrder(): Promise<{ id: string; orderNo: number }> {
  const stream = await openEventStream(`${base}/api/admin/OrderEvents`, bearer());
  try {
    await ready(stream);
    const orderNo = await a.placeOrder({ IsPickup: 1 });
    await vi.waitFor(() => expect(stream.events.some((e) => e.data.OrderNo === orderNo)).toBe(true), within2s);
    return { id: stream.events.find((e) => e.data.OrderNo === orderNo)!.id!, orderNo };
  } finally {
    stream.close();
  }
}

describe('resuming the stream', () => {
  it('reconnecting with Last-Event-ID sends exactly the missed order, then live events once each', async () => {
    const seen = await idOfNextOrder();
    const missed = await a.placeOrder({ IsPickup: 1 });
    const again = await openEventStream(`${base}/api/admin/OrderEvents`, { ...bearer(), 'last-event-id': seen.id });
    try {
      await ready(again);
      expect(changes(again).map((e) => [e.event, e.data.OrderNo])).toEqual([['order', missed]]);
      expect(Number(again.events.at(-1)!.id)).toBe(Number(changes(again)[0].id));
      const live = await a.placeOrder({ IsPickup: 1 });
      await vi.waitFor(() => expect(changes(again).map((e) => e.data.OrderNo)).toEqual([missed, live]), within2s);
      const ids = changes(again).map((e) => Number(e.id));
      expect(ids[1]).toBeGreaterThan(ids[0]);
    } finally {
      again.close();
    }
  });

  it('a first open takes ?LastEventId= with a ticket; status changes and returns come back too', async () => {
    const seen = await idOfNextOrder();
    await a.post('/api/admin/SetOrderStatus', { OrderNo: seen.orderNo, Status: 'Ready for pickup', Note: '' });
    const ticket = (await a.post('/api/admin/EventTicket', {})).body.Ticket as string;
    const stream = await openEventStream(`${base}/api/admin/OrderEvents?Ticket=${ticket}&LastEventId=${seen.id}`);
    try {
      expect(stream.status).toBe(200);
      await ready(stream);
      expect(changes(stream).map((e) => e.data)).toEqual([{ type: 'status', OrderNo: seen.orderNo, Status: 'Ready for pickup' }]);
    } finally {
      stream.close();
    }
  });

  it('an id from before the pruned events, from another database or too far back: one reset, then live', async () => {
    const old = await idOfNextOrder();
    await a.placeOrder({ IsPickup: 1 });
    await a.t.db.query("UPDATE order_events SET at = now() - interval '2 days' WHERE event_id <= $1", [Number(old.id) + 1]);
    await pruneOrderEvents(a.t.db);
    const [{ through_id }] = await a.t.db.query<{ through_id: string }>('SELECT through_id FROM order_events_pruned');
    expect(Number(through_id)).toBeGreaterThan(Number(old.id));
    const [{ latest }] = await a.t.db.query<{ latest: string }>('SELECT max(event_id) AS latest FROM order_events');
    for (const from of [old.id, String(Number(latest ?? through_id) + 1000)]) {
      const stream = await openEventStream(`${base}/api/admin/OrderEvents`, { ...bearer(), 'last-event-id': from });
      try {
        await ready(stream);
        expect(
          stream.events.map((e) => e.event),
          from,
        ).toEqual(['reset', 'ready']);
        const live = await a.placeOrder({ IsPickup: 1 });
        await vi.waitFor(() => expect(changes(stream).map((e) => e.data.OrderNo)).toEqual([live]), within2s);
      } finally {
        stream.close();
      }
    }
    const behind = await idOfNextOrder();
    await a.t.db.query(`INSERT INTO order_events (type, order_no, status) SELECT 'status', $1, 'Pending' FROM generate_series(1, ${REPLAY_MAX + 1})`, [
      behind.orderNo,
    ]);
    const far = await openEventStream(`${base}/api/admin/OrderEvents`, { ...bearer(), 'last-event-id': behind.id });
    try {
      await ready(far);
      expect(far.events.map((e) => e.event)).toEqual(['reset', 'ready']);
    } finally {
      far.close();
    }
  });

  it('refuses an id that is no number with a 400, without using up the ticket', async () => {
    const ticket = (await a.post('/api/admin/EventTicket', {})).body.Ticket as string;
    for (const bad of ['abc', '-1', '1.5', '9'.repeat(16)]) {
      const r = await a.get(`/api/admin/OrderEvents?Ticket=${ticket}&LastEventId=${encodeURIComponent(bad)}`, null);
      expect(r, bad).toMatchObject({ status: 400, body: { success: false, msg: EVENTS_MSG.lastEventId } });
    }
    const stream = await openEventStream(`${base}/api/admin/OrderEvents?Ticket=${ticket}`);
    try {
      expect(stream.status).toBe(200);
    } finally {
      stream.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('two hosts on one PostgreSQL', () => {
  it('a stream resumed on one host gets exactly the order placed on the other; concurrent orders arrive in id order', async () => {
    const made = await createDatabase(serverUrl!, 'trini_resume', inject('seededTemplate'));
    const dbs = [await openPostgres(made.url), await openPostgres(made.url)];
    const apps = await Promise.all(dbs.map((db) => buildApp({ config: testConfig({ databaseUrl: made.url }), db, overrides: { mailer: memoryMailer() } })));
    const streams: OpenStream[] = [];
    let mobile = 7571000;
    const order = async (host: number): Promise<number> => {
      const placed = await apps[host].inject({
        method: 'POST',
        url: '/api/shop/SaveOrder',
        payload: {
          PMNo: 3,
          IsPickup: 1,
          ODeliverCountryNo: 1,
          CustomerMobile: String(++mobile),
          CustomerName: 'Two Hosts',
          OrderProductList: [{ ProductNo: 86, Quantity: 1 }],
        },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      return (placed.json() as Json).OrderNo as number;
    };
    try {
      await addStaff(dbs[0], { mobile: '7000009', name: 'Zara', password: 'hibiscus-2025' }, new Date());
      const login = await apps[1].inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: '7000009', Password: 'hibiscus-2025' } });
      const auth = { authorization: `Bearer ${login.json().Token}` };
      const url = `${await apps[1].listen({ host: '127.0.0.1', port: 0 })}/api/admin/OrderEvents`;

      const first = await openEventStream(url, auth);
      streams.push(first);
      await ready(first);
      const seenNo = await order(0);
      await vi.waitFor(() => expect(changes(first).map((e) => e.data.OrderNo)).toEqual([seenNo]), within2s);
      const seenId = changes(first)[0].id!;
      first.close();

      const missed = await order(0);
      const resumed = await openEventStream(url, { ...auth, 'last-event-id': seenId });
      streams.push(resumed);
      await ready(resumed);
      expect(changes(resumed).map((e) => [e.event, e.data.OrderNo])).toEqual([['order', missed]]);

      // Orders on both hosts at once: each arrives once, ids increasing, whichever host took it.
      const placed = await Promise.all(Array.from({ length: 20 }, (_, i) => order(i % 2)));
      await vi.waitFor(() => expect(changes(resumed)).toHaveLength(21), { timeout: 5000, interval: 20 });
      expect(new Set(changes(resumed).map((e) => e.data.OrderNo))).toEqual(new Set([missed, ...placed]));
      const ids = changes(resumed).map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      for (const s of streams) s.close();
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await made.drop();
    }
  });
});
