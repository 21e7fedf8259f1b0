// After the order's own shopper's card is declined, one WhatsApp reminder links to the order's tracking page,
// whose "Pay by card" opens a new payment of the same order; paying it there pays that order, and no second
// reminder follows another decline (docs/notifications.md#pay-again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { APPROVE, DECLINE, injectFetch, payAndReturn } from '../../helpers/card-flow.js';
import { trackingLink } from '../../../host/messages/tracking-link.js';
import { formatTT } from '../../../widgets/domain/money.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.wipayFetch = injectFetch(t.app);
});
afterAll(() => t.close());

const MOBILE = '7655001';

async function cardOrder(): Promise<{ orderNo: number; url: string }> {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/shop/GetWipayUrl',
    payload: {
      PMNo: 1,
      IsPickup: 1,
      CustomerMobile: MOBILE,
      CustomerName: 'Ravi Maharaj',
      NotifyChannel: 'whatsapp',
      OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return { orderNo: r.json().OrderNo as number, url: r.json().url as string };
}

const messages = (orderNo: number) =>
  t.db.query<{ kind: string; state: string }>('SELECT kind, state FROM message_outbox WHERE order_no = $1 ORDER BY message_no', [orderNo]);
const phone = () => t.db.query<{ body: string }>("SELECT body FROM emulated_messages WHERE number = '+18687655001' ORDER BY emulated_no");

describe('the pay-again reminder', () => {
  it('goes once after a decline, and its link pays the same order', async () => {
    const { orderNo, url } = await cardOrder();
    await t.flushMail();
    expect(await messages(orderNo)).toEqual([]); // a card order is confirmed once paid
    expect((await payAndReturn(t.app, url, DECLINE)).status).toBe('failed');
    await t.flushMail();
    expect(await messages(orderNo)).toEqual([{ kind: 'pay_again', state: 'sent' }]);
    const link = trackingLink(t.config.publicUrl, t.config.jwtSecret!, orderNo);
    const [{ total_amount }] = await t.db.query<{ total_amount: string }>('SELECT total_amount FROM orders WHERE order_no = $1', [orderNo]);
    expect((await phone()).map((m) => m.body)).toEqual([
      `Trini Naturals: the card payment for order #${orderNo} (${formatTT(Number(total_amount))}) did not go through. Pay again with another card: ${link}`,
    ]);

    // The link's page offers the card payment of this order.
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${new URL(link).pathname}/pay"`);
    // A second decline (another try from the link) sends no second reminder.
    const again = await t.app.inject({ method: 'POST', url: `${new URL(link).pathname}/pay` });
    expect(again.statusCode).toBe(303);
    expect((await payAndReturn(t.app, String(again.headers.location), DECLINE)).status).toBe('failed');
    await t.flushMail();
    expect(await messages(orderNo)).toEqual([{ kind: 'pay_again', state: 'sent' }]);

    // Paying from the link pays this order: no second order, the confirmation follows.
    const pay = await t.app.inject({ method: 'POST', url: `${new URL(link).pathname}/pay` });
    expect(pay.statusCode).toBe(303);
    const paid = await payAndReturn(t.app, String(pay.headers.location), APPROVE);
    expect(paid).toMatchObject({ success: true, status: 'success', OrderNo: orderNo });
    const [order] = await t.db.query<{ status: string; n: string }>(
      'SELECT status, (SELECT count(*) FROM orders WHERE customer_mobile = $2)::int AS n FROM orders WHERE order_no = $1',
      [orderNo, MOBILE],
    );
    expect(order).toEqual({ status: 'Paid', n: 1 });
    await t.flushMail();
    expect((await messages(orderNo)).map((m) => m.kind)).toEqual(['pay_again', 'order_confirmation']);
    // Paid: the page no longer offers a payment, and the pay address refuses one.
    expect((await t.app.inject({ method: 'GET', url: new URL(link).pathname })).body).not.toContain('/pay"');
    const late = await t.app.inject({ method: 'POST', url: `${new URL(link).pathname}/pay` });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, msg: `Order ${orderNo} takes no card payment now.` });
  });

  it('refuses the pay address with another signature', async () => {
    const { orderNo } = await cardOrder();
    const r = await t.app.inject({ method: 'POST', url: `/track/${orderNo}/AAAAAAAAAAAAAAAAAAAAAA/pay` });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ success: false, msg: 'No such order.' });
  });
});
