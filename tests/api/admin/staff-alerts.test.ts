// Staff hear about orders (docs/back-office.md#staff-alerts, docs/back-office.md#live-board): a new order, a paid card
// order and a new return are mailed to the staff; the board's event stream carries each new order and status
// change within 2 s, with the staff token or a short-lived ticket; customers get a mail for each answer to a return.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { openEventStream, type OpenStream } from '../../helpers/event-stream.js';
import { APPROVE, injectFetch, payAndReturn } from '../../helpers/card-flow.js';
import { addStaff } from '../../../host/admin/staff.js';
import { buildApp } from '../../../host/app.js';
import { testConfig } from '../../../host/config.js';
import { openPostgres } from '../../../host/db/postgres.js';
import { memoryMailer } from '../../../host/mail/mailer.js';
import { createDatabase } from '../../helpers/postgres-admin.js';
import { GUARD_MSG } from '../../../host/api/admin/guard.js';

let a: AdminTest;
let base: string;
beforeAll(async () => {
  a = await createAdminTest();
  await a.t.db.query("UPDATE staff SET email = 'ann@shop.tt'");
  await addStaff(a.t.db, { mobile: '7000002', name: 'Ravi', password: 'hibiscus-2025', email: 'ravi@shop.tt' }, new Date());
  await addStaff(a.t.db, { mobile: '7000003', name: 'No Mail', password: 'hibiscus-2025' }, new Date());
  a.t.app.wipayFetch = injectFetch(a.t.app);
  base = await a.t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => a.t.close());

async function mailsAfter<T>(action: () => Promise<T>): Promise<{ result: T; mails: typeof a.t.mail.sent }> {
  await a.t.flushMail();
  const before = a.t.mail.sent.length;
  const result = await action();
  await a.t.flushMail();
  return { result, mails: a.t.mail.sent.slice(before) };
}

describe('staff mails', () => {
  it('a cash order: one mail to every active staff member with an email', async () => {
    const { result: no, mails } = await mailsAfter(() => a.placeOrder({ CustomerMobile: '7570001' }));
    const staff = mails.filter((m) => m.subject.startsWith('New order'));
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ to: 'ann@shop.tt, ravi@shop.tt', subject: expect.stringMatching(new RegExp(`^New order #${no}: TT\\$`)) });
    expect(staff[0].text).toContain(`${a.t.config.publicUrl}/admin#order/${no}`);
    expect(staff[0].text).toMatch(/4 x /);
  });

  it('a card order: no mail while it waits for its payment, one once paid', async () => {
    const placed = await mailsAfter(() =>
      a.post(
        '/api/shop/GetWipayUrl',
        {
          PMNo: 1,
          IsPickup: 1,
          ODeliverCountryNo: 1,
          CustomerMobile: '7570002',
          CustomerName: 'Card Shopper',
          OrderProductList: [{ ProductNo: 86, Quantity: 1 }],
        },
        null,
      ),
    );
    expect(placed.mails.filter((m) => m.subject.startsWith('New order'))).toEqual([]);
    const paid = await mailsAfter(() => payAndReturn(a.t.app, placed.result.body.url, APPROVE));
    const staff = paid.mails.filter((m) => m.subject.startsWith('New order'));
    expect(staff).toHaveLength(1);
    expect(staff[0].subject).toMatch(/\(Card \(WiPay\) \(paid\)\)$|\(paid\)\)$/);
  });

  it('a new return: a mail to the staff; each answer: a mail to the customer', async () => {
    const no = await a.placeOrder({ CustomerMobile: '7570003' });
    // Delivered, so returnable; the return names the order's first line by its code.
    await a.t.db.query(`UPDATE orders SET status = 'Delivered' WHERE order_no = $1`, [no]);
    const [{ barcode }] = await a.t.db.query<{ barcode: string }>('SELECT barcode FROM order_lines WHERE order_no = $1 AND line_no = 1', [no]);
    const { result, mails } = await mailsAfter(() =>
      a.post(
        '/api/shop/SaveProductReturn',
        {
          FirstName: 'Asha',
          LastName: 'Ramdial',
          EmailID: 'asha@example.tt',
          Telephone: '7570003',
          OrderNo: no,
          OrderDate: '',
          ProductName: 'Shea Butter (200g)',
          ProductCode: barcode,
          Quantity: 1,
          ReasonNo: 1,
          IsOpened: 0,
          Details: 'Cracked jar',
        },
        null,
      ),
    );
    expect(result.status).toBe(200);
    const rma = result.body.RMANo as string;
    expect(mails.filter((m) => m.subject.startsWith('New return'))).toEqual([
      expect.objectContaining({ to: 'ann@shop.tt, ravi@shop.tt', subject: `New return ${rma}: 1 x Shea Butter (200g)` }),
    ]);
    for (const [status, note, sentence] of [
      ['Approved', '', /approved/],
      ['Refunded', 'Paid back in cash', /refund is on its way/],
    ] as const) {
      const answer = await mailsAfter(() => a.post('/api/admin/SetReturnStatus', { RmaNo: rma, Status: status, Note: note }));
      expect(answer.result.status).toBe(200);
      expect(answer.mails).toEqual([expect.objectContaining({ to: 'asha@example.tt', subject: `Return ${rma}: ${status}` })]);
      expect(answer.mails[0].text).toMatch(sentence);
      if (note) expect(answer.mails[0].text).toContain(`Note: ${note}`);
    }
  });

  it('a refused return tells the customer the reason', async () => {
    const r = await a.post(
      '/api/shop/SaveProductReturn',
      {
        FirstName: 'Ben',
        LastName: 'Ali',
        EmailID: 'ben@example.tt',
        Telephone: '7570004',
        OrderNo: null,
        OrderDate: '',
        ProductName: 'Lamp',
        ProductCode: 'L-1',
        Quantity: 1,
        ReasonNo: 3,
        IsOpened: 1,
        Details: '',
      },
      null,
    );
    expect(r.status).toBe(200);
    const { mails } = await mailsAfter(() => a.post('/api/admin/SetReturnStatus', { RmaNo: r.body.RMANo, Status: 'Refused', Note: 'Bought over a year ago' }));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ben@example.tt', subject: `Return ${r.body.RMANo}: Refused` });
    expect(mails[0].text).toContain('Reason: Bought over a year ago');
  });
});

describe('the live board', () => {
  const within2s = { timeout: 2000, interval: 20 };

  it('streams a new order and its status changes within 2 s, with the staff token', async () => {
    const stream = await openEventStream(`${base}/api/admin/OrderEvents`, { authorization: `Bearer ${a.token}` });
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      const t0 = Date.now();
      const no = await a.placeOrder({ CustomerMobile: '7570010', IsPickup: 1 });
      await vi.waitFor(() => expect(stream.events.find((e) => e.data.OrderNo === no)).toBeDefined(), within2s);
      const created = stream.events.filter((e) => e.data.OrderNo === no);
      expect(created).toEqual([
        { id: expect.stringMatching(/^\d+$/), event: 'order', data: { type: 'order', OrderNo: no, Status: 'Pending' }, at: expect.any(Number) },
      ]);
      expect(created[0].at - t0).toBeLessThan(2000);
      await a.post('/api/admin/SetOrderStatus', { OrderNo: no, Status: 'Ready for pickup', Note: '' });
      await vi.waitFor(
        () => expect(stream.events.some((e) => e.event === 'status' && e.data.OrderNo === no && e.data.Status === 'Ready for pickup')).toBe(true),
        within2s,
      );
    } finally {
      stream.close();
    }
  });

  it('opens with a short-lived ticket (EventSource sends no header); refuses everyone else', async () => {
    const ticket = await a.post('/api/admin/EventTicket', {});
    expect(ticket.body).toMatchObject({ success: true, Ticket: expect.any(String), ExpiresIn: 60 });
    const stream = await openEventStream(`${base}/api/admin/OrderEvents?Ticket=${ticket.body.Ticket}`);
    try {
      expect(stream.status).toBe(200);
      const no = await a.placeOrder({ CustomerMobile: '7570011' });
      await vi.waitFor(() => expect(stream.events.some((e) => e.data.OrderNo === no)).toBe(true), within2s);
    } finally {
      stream.close();
    }
    const customer = await a.registerCustomer('7570012');
    for (const [headers, query, status, msg] of [
      [{}, '', 401, GUARD_MSG.signIn],
      [{}, '?Ticket=not-a-ticket-at-all-not-at-all', 401, GUARD_MSG.signIn],
      [{ authorization: `Bearer ${customer}` }, '', 403, GUARD_MSG.staffOnly],
    ] as const) {
      const r = await a.get(`/api/admin/OrderEvents${query}`, null, headers as Record<string, string>);
      expect(r, `${JSON.stringify(headers)} ${query}`).toMatchObject({ status, body: { success: false, msg } });
    }
    // A ticket opens the stream only: it is no staff token.
    expect((await a.get('/api/admin/GetOrders', ticket.body.Ticket as string)).status).toBe(403);
    expect((await a.post('/api/admin/EventTicket', {}, null)).status).toBe(401);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!serverUrl)('two hosts on one PostgreSQL', () => {
  it('an order taken by one host reaches the board open on the other within 2 s', async () => {
    const made = await createDatabase(serverUrl!, 'trini_events', inject('seededTemplate'));
    const dbs = [await openPostgres(made.url), await openPostgres(made.url)];
    const apps = await Promise.all(dbs.map((db) => buildApp({ config: testConfig({ databaseUrl: made.url }), db, overrides: { mailer: memoryMailer() } })));
    let stream: OpenStream | undefined;
    try {
      await addStaff(dbs[0], { mobile: '7000009', name: 'Zara', password: 'hibiscus-2025' }, new Date());
      const login = await apps[1].inject({ method: 'POST', url: '/api/admin/Login', payload: { Mobile: '7000009', Password: 'hibiscus-2025' } });
      const url = await apps[1].listen({ host: '127.0.0.1', port: 0 });
      stream = await openEventStream(`${url}/api/admin/OrderEvents`, { authorization: `Bearer ${login.json().Token}` });
      const placed = await apps[0].inject({
        method: 'POST',
        url: '/api/shop/SaveOrder',
        payload: {
          PMNo: 3,
          IsPickup: 1,
          ODeliverCountryNo: 1,
          CustomerMobile: '7570020',
          CustomerName: 'Two Hosts',
          OrderProductList: [{ ProductNo: 86, Quantity: 1 }],
        },
      });
      const no = (placed.json() as Json).OrderNo as number;
      const s = stream;
      await vi.waitFor(() => expect(s.events.some((e) => e.event === 'order' && e.data.OrderNo === no)).toBe(true), { timeout: 2000, interval: 20 });
    } finally {
      stream?.close();
      for (const app of apps) await app.close();
      for (const db of dbs) await db.close();
      await made.drop();
    }
  });
});
