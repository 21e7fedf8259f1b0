// Two hosts on one database, each with its own message sender (docs/notifications.md#how-notices-leave): orders taken
// by both, both senders running at once, and every notice reaches the provider exactly once, a status change made on
// the other host included. On PostgreSQL (npm run test:pg) the claims are FOR UPDATE SKIP LOCKED between two
// connection pools' transactions. The reminder of an unfinished card payment is queued once when both hosts look at
// once, and a receipt photo delivered to both is kept once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { appHeldStock, appOutbox } from '../../../host/app.js';
import { injectFetch } from '../../helpers/card-flow.js';
import { postWhatsAppCall, shopperPhoto, whatsAppCall } from '../../helpers/whatsapp-calls.js';
import { testConfig } from '../../../host/config.js';
import { addStaff } from '../../../host/admin/staff.js';
import { STAFF } from '../admin/helpers.js';
import { hostsOnOneDatabase, type HostsOnOneDatabase } from '../../helpers/hosts-on-one-database.js';
import { startFakeProvider, type FakeProvider } from '../../helpers/fake-provider.js';

let hosts: HostsOnOneDatabase;
let whatsapp: FakeProvider;
let minutesAhead = 0;
const flushBoth = () => Promise.all(hosts.apps.map((app) => appOutbox(app)!.flush()));

beforeAll(async () => {
  whatsapp = await startFakeProvider();
  const messages = {
    ...testConfig().messages,
    mode: 'live' as const,
    whatsapp: { apiUrl: whatsapp.url, phoneNumberId: '1234567890', accessToken: 'system-user-token-0001', appSecret: 'app-secret-1' },
  };
  hosts = await hostsOnOneDatabase({ now: () => new Date(Date.now() + minutesAhead * 60_000), config: { messages } });
  for (let i = 0; i < 2; i++) (await hosts.host()).wipayFetch = injectFetch(hosts.apps[i]);
});
afterAll(async () => {
  await hosts.close();
  await whatsapp.close();
});

describe('two hosts sending messages', () => {
  it('send each notice once', async () => {
    const orders = 12;
    for (let i = 0; i < orders; i++) {
      const app = hosts.apps[i % 2];
      const r = await app.inject({
        method: 'POST',
        url: '/api/shop/SaveOrder',
        payload: {
          PMNo: 3,
          IsPickup: 1,
          CustomerMobile: String(7660000 + i),
          CustomerName: 'Two Hosts',
          NotifyChannel: 'whatsapp',
          OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
        },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    await Promise.all(hosts.apps.flatMap((app) => [appOutbox(app)!.flush(), appOutbox(app)!.flush()]));
    await Promise.all(hosts.apps.map((app) => appOutbox(app)!.flush()));
    const rows = await hosts.db.query<{ state: string; attempts: number; to_number: string }>(
      "SELECT state, attempts, to_number FROM message_outbox WHERE to_number LIKE '766%' ORDER BY to_number",
    );
    expect(rows).toHaveLength(orders);
    expect(rows.every((r) => r.state === 'sent' && Number(r.attempts) === 1)).toBe(true);
    const recipients = whatsapp.seen.map((r) => (JSON.parse(r.body) as { to: string }).to).sort();
    expect(recipients).toEqual(rows.map((r) => `1868${r.to_number}`));
  });

  it('send a status notice once, whichever host changed the order', async () => {
    await addStaff(hosts.db, STAFF, new Date());
    const login = await hosts.apps[0].inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: STAFF.mobile, Password: STAFF.password } });
    expect(login.statusCode, login.body).toBe(200);
    const token = (login.json() as { Token: string }).Token;
    const placed = await hosts.apps[0].inject({
      method: 'POST',
      url: '/api/shop/SaveOrder',
      payload: {
        PMNo: 3,
        IsPickup: 0,
        ODeliverCountryNo: 1,
        CustomerCityNo: 2,
        CustomerAddress: '12 Cipero Street, San Fernando',
        CustomerMobile: '7670001',
        CustomerName: 'Two Hosts',
        NotifyChannel: 'whatsapp',
        OrderProductList: [
          { ProductNo: 20, Quantity: 4 },
          { ProductNo: 79, Quantity: 1 },
        ],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNo = (placed.json() as { OrderNo: number }).OrderNo;
    await flushBoth();
    const shipped = await hosts.apps[1].inject({
      method: 'POST',
      url: '/api/admin/SetOrderStatus',
      headers: { authorization: `Bearer ${token}` },
      payload: { OrderNo: orderNo, Status: 'Shipped' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await Promise.all(hosts.apps.flatMap((app) => [appOutbox(app)!.flush(), appOutbox(app)!.flush()]));
    const rows = await hosts.db.query<{ kind: string; state: string; attempts: number }>(
      'SELECT kind, state, attempts FROM message_outbox WHERE order_no = $1 ORDER BY message_no',
      [orderNo],
    );
    expect(rows.map((r) => [r.kind.split(':')[0], r.state, Number(r.attempts)])).toEqual([
      ['order_confirmation', 'sent', 1],
      ['order_status', 'sent', 1],
    ]);
    expect(whatsapp.seen.filter((r) => (JSON.parse(r.body) as { to: string }).to === '18687670001')).toHaveLength(2);
  });

  it('queue the reminder of an unfinished card payment once, and send it once', async () => {
    const orders: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await hosts.apps[i % 2].inject({
        method: 'POST',
        url: '/api/shop/GetWipayUrl',
        payload: {
          PMNo: 1,
          IsPickup: 1,
          CustomerMobile: String(7661000 + i),
          CustomerName: 'Two Hosts',
          NotifyChannel: 'whatsapp',
          OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
        },
      });
      expect(r.statusCode, r.body).toBe(200);
      orders.push(r.json().OrderNo as number);
    }
    minutesAhead = 31;
    const from = whatsapp.seen.length;
    await Promise.all(hosts.apps.flatMap((app) => [appHeldStock(app)!.release(), appHeldStock(app)!.release()]));
    await Promise.all(hosts.apps.map((app) => appHeldStock(app)!.release()));
    await flushBoth();
    await flushBoth();
    const rows = await hosts.db.query<{ order_no: number; state: string }>(
      "SELECT order_no, state FROM message_outbox WHERE kind = 'pay_again' AND order_no = ANY($1::int[]) ORDER BY order_no",
      [orders],
    );
    expect(rows.map((r) => [Number(r.order_no), r.state])).toEqual(orders.map((o) => [o, 'sent']));
    const recipients = whatsapp.seen.slice(from).map((r) => (JSON.parse(r.body) as { to: string }).to);
    expect(recipients.sort()).toEqual(orders.map((_, i) => `1868${7661000 + i}`));
  });

  it('keep a receipt photo delivered to both at once once', async () => {
    whatsapp.addMedia(
      'MEDIA-TWO',
      'image/png',
      await sharp({ create: { width: 40, height: 60, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    const call = whatsAppCall({ messages: [shopperPhoto('18687662000', 'wamid.TWOHOSTS', 'MEDIA-TWO')] });
    const answers = await Promise.all(hosts.apps.map((app) => postWhatsAppCall(app, 'app-secret-1', call)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await hosts.db.query("SELECT number FROM payment_receipts WHERE number = '+18687662000'")).toEqual([{ number: '+18687662000' }]);
  });
});
