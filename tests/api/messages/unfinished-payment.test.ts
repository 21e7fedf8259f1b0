// A card payment the shopper left unfinished (the gateway's page abandoned) gets one WhatsApp or SMS reminder halfway
// through the stock hold, with the link that pays the same order (docs/notifications.md#pay-again): never twice, not
// after the payment, not after a cancel, not after the reminder of a declined card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { APPROVE, DECLINE, injectFetch, payAndReturn } from '../../helpers/card-flow.js';
import { appHeldStock } from '../../../host/app.js';
import { trackingLink } from '../../../host/messages/tracking-link.js';
import { formatTT } from '../../../widgets/domain/money.js';

let t: TestApp;
let clock = new Date('2026-03-10T12:00:00Z');
const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  t.app.wipayFetch = injectFetch(t.app);
});
afterAll(() => t.close());

let mobileSeq = 7654100;
async function cardOrder(channel = 'whatsapp'): Promise<{ orderNo: number; url: string; mobile: string }> {
  const mobile = String(++mobileSeq);
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/shop/GetWipayUrl',
    payload: {
      PMNo: 1,
      IsPickup: 1,
      CustomerMobile: mobile,
      CustomerName: 'Kavita Singh',
      NotifyChannel: channel,
      OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return { orderNo: r.json().OrderNo as number, url: r.json().url as string, mobile };
}

const reminders = (orderNo: number) =>
  t.db.query<{ channel: string; state: string }>("SELECT channel, state FROM message_outbox WHERE order_no = $1 AND kind = 'pay_again'", [orderNo]);
const release = async () => {
  await appHeldStock(t.app)!.release();
  await t.flushMail();
};

describe('the reminder of an unfinished card payment', () => {
  it('goes once, halfway through the hold, with the link that pays the same order', async () => {
    const { orderNo, mobile } = await cardOrder();
    minutes(29);
    await release();
    expect(await reminders(orderNo)).toEqual([]);
    minutes(1); // 30 of the 60 minutes
    await release();
    expect(await reminders(orderNo)).toEqual([{ channel: 'whatsapp', state: 'sent' }]);
    const [{ body }] = await t.db.query<{ body: string }>('SELECT body FROM emulated_messages WHERE number = $1', [`+1868${mobile}`]);
    const [{ total_amount }] = await t.db.query<{ total_amount: string }>('SELECT total_amount FROM orders WHERE order_no = $1', [orderNo]);
    const link = trackingLink(t.config.publicUrl, t.config.jwtSecret!, orderNo);
    expect(body).toBe(
      `Trini Naturals: the card payment for order #${orderNo} (${formatTT(Number(total_amount))}) was not finished, and we hold its items only a while longer. Pay by card: ${link}`,
    );
    minutes(10);
    await release();
    expect(await reminders(orderNo)).toHaveLength(1);

    // The link pays this order.
    const pay = await t.app.inject({ method: 'POST', url: `${new URL(link).pathname}/pay` });
    expect(pay.statusCode).toBe(303);
    expect(await payAndReturn(t.app, String(pay.headers.location), APPROVE)).toMatchObject({ status: 'success', OrderNo: orderNo });
  });

  it('is not sent for a paid order, a cancelled one, one whose declined card was reminded, or one with email chosen', async () => {
    const paid = await cardOrder();
    expect(await payAndReturn(t.app, paid.url, APPROVE)).toMatchObject({ status: 'success' });
    const declined = await cardOrder();
    expect((await payAndReturn(t.app, declined.url, DECLINE)).status).toBe('failed');
    const byEmail = await cardOrder('email');
    const cancelled = await cardOrder();
    await t.db.query("UPDATE orders SET status = 'Cancelled' WHERE order_no = $1", [cancelled.orderNo]);
    minutes(31);
    await release();
    expect(await reminders(paid.orderNo)).toEqual([]);
    expect(await reminders(declined.orderNo)).toEqual([{ channel: 'whatsapp', state: 'sent' }]); // the decline's own, only
    expect(await reminders(byEmail.orderNo)).toEqual([]);
    expect(await reminders(cancelled.orderNo)).toEqual([]);
  });

  it('is not sent once the hold has ended and the order is cancelled', async () => {
    const { orderNo } = await cardOrder();
    minutes(61); // no look happened in between: the order is past its hold
    await release();
    expect(await reminders(orderNo)).toEqual([]);
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE order_no = $1', [orderNo]))[0].status).toBe('Cancelled');
  });
});
