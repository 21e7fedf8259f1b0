// The shop's answer to a return goes to the order's shopper by the channel they chose, and a low-stock alert to the
// staff's WhatsApp numbers beside the mail (docs/notifications.md#channels).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest } from '../admin/helpers.js';
import { testConfig } from '../../../host/config.js';

let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest({ config: { messages: { ...testConfig().messages, staffNumbers: ['868 700 0019'] } } });
});
afterAll(() => a.t.close());

const phone = (number: string) =>
  a.t.db.query<{ channel: string; body: string }>('SELECT channel, body FROM emulated_messages WHERE number = $1 ORDER BY emulated_no', [number]);

async function deliveredOrder(mobile: string, channel: string): Promise<{ orderNo: number; token: string; barcode: string }> {
  const token = await a.registerCustomer(mobile);
  const orderNo = await a.placeOrder({ CustomerMobile: mobile, NotifyChannel: channel }, token);
  await a.t.db.query("UPDATE orders SET status = 'Delivered' WHERE order_no = $1", [orderNo]);
  const [{ barcode }] = await a.t.db.query<{ barcode: string }>('SELECT barcode FROM order_lines WHERE order_no = $1 AND line_no = 1', [orderNo]);
  return { orderNo, token, barcode };
}

async function requestReturn(o: { orderNo: number; token: string; barcode: string }, mobile: string): Promise<number> {
  const r = await a.t.app.inject({
    method: 'POST',
    url: '/api/shop/SaveProductReturn',
    headers: { authorization: `Bearer ${o.token}` },
    payload: {
      OrderNo: o.orderNo,
      // Yesterday in UTC is never the shop's tomorrow, whatever the hour (Trinidad is UTC-4).
      OrderDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      FirstName: 'Asha',
      LastName: 'Ramdial',
      EmailID: `${mobile}@example.tt`,
      Telephone: mobile,
      ProductName: 'Shea Butter (200g)',
      ProductCode: o.barcode,
      Quantity: 1,
      ReasonNo: 1,
      IsOpened: 0,
      Details: '',
      AgreeTerms: true,
    },
  });
  expect(r.statusCode, r.body).toBe(200);
  return Number(String(r.json().RMANo).replace('RMA-', ''));
}

describe('return answers', () => {
  it('reach the shopper by WhatsApp: approved with where to bring the item, refused with the reason', async () => {
    const o = await deliveredOrder('7655101', 'whatsapp');
    const approved = await requestReturn(o, '7655101');
    const refused = await requestReturn(o, '7655101');
    expect((await a.post('/api/admin/SetReturnStatus', { RmaNo: approved, Status: 'Approved' })).status).toBe(200);
    expect((await a.post('/api/admin/SetReturnStatus', { RmaNo: refused, Status: 'Refused', Note: 'The seal was broken.' })).status).toBe(200);
    await a.t.flushMail();
    const got = (await phone('+18687655101')).filter((m) => m.body.includes('your return'));
    expect(got).toHaveLength(2);
    expect(got[0].channel).toBe('whatsapp');
    expect(got[0].body).toMatch(
      new RegExp(
        `^Trini Naturals: your return RMA-0*${approved} \\(1 x Shea Butter \\(200g\\)\\) for order #${o.orderNo} is approved\\. Please bring or send the item to .+; we refund you once it arrives\\.$`,
      ),
    );
    expect(got[1].body).toBe(
      `Trini Naturals: your return RMA-${String(refused).padStart(6, '0')} (1 x Shea Butter (200g)) for order #${o.orderNo} was refused. Reason: The seal was broken.`,
    );
    // Listed with the order's messages for staff.
    const kinds = (await a.get(`/api/admin/GetOrder?OrderNo=${o.orderNo}`)).body.Order.Messages.map((m: { Kind: string }) => m.Kind);
    expect(kinds).toContain(`Return RMA-${String(refused).padStart(6, '0')}: Refused`);
  });

  it('go by mail only when the shopper chose email', async () => {
    const o = await deliveredOrder('7655102', 'email');
    const rma = await requestReturn(o, '7655102');
    expect((await a.post('/api/admin/SetReturnStatus', { RmaNo: rma, Status: 'Refused', Note: 'Too late.' })).status).toBe(200);
    expect(await a.t.db.query("SELECT 1 FROM message_outbox WHERE order_no = $1 AND kind LIKE 'return_status:%'", [o.orderNo])).toEqual([]);
  });
});

describe('the low-stock alert', () => {
  it("goes to the staff's WhatsApp numbers once, with the levels the order left", async () => {
    expect((await a.post('/api/admin/SaveProduct', { ProductNo: 34, Stock: 6, IsSoldOut: false })).status).toBe(200);
    const [{ name }] = await a.t.db.query<{ name: string }>('SELECT name FROM products WHERE product_no = 34');
    const first = await a.placeOrder({ CustomerMobile: '7655103', IsPickup: 1, OrderProductList: [{ ProductNo: 34, Quantity: 2 }] }); // 4 left
    await a.placeOrder({ CustomerMobile: '7655104', IsPickup: 1, OrderProductList: [{ ProductNo: 34, Quantity: 1 }] }); // 3: still below
    await a.t.flushMail();
    const alerts = (await phone('+18687000019')).filter((m) => m.body.startsWith('Low stock'));
    expect(alerts).toEqual([
      { channel: 'whatsapp', body: `Low stock after order #${first}: ${name} (4 left). Restock: ${a.t.config.publicUrl}/admin#products/low` },
    ]);
  });
});
