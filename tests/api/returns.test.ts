// POST /api/shop/SaveProductReturn (docs/screens.md#account-pages, docs/orders.md#returns): validation, order ownership, RMA numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { RETURN_TEXTS } from '../../widgets/domain/returns.js';
import { PHONE_INVALID } from '../../widgets/domain/messages.js';
import { productBarcode } from '../../host/db/seed/products/index.js';

let t: TestApp;
const clock = new Date('2025-03-10T15:00:00Z');

type Json = Record<string, unknown>;
async function post(url: string, payload: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Json,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Json };
}

async function registerCustomer(mobile: string, name: string): Promise<string> {
  const res = await post('/api/customer/register', {
    CustomerName: name,
    Mobile1: mobile,
    EmailID: `${mobile}@example.tt`,
    NewPassword: 'sorrel-2025',
    ConfirmPassword: 'sorrel-2025',
    ConfirmMobile: true,
  });
  expect(res.status).toBe(200);
  return res.body.jwt as string;
}

async function placeOrder(mobile: string, token?: string): Promise<number> {
  const res = await post(
    '/api/shop/SaveOrder',
    {
      PMNo: 3,
      IsPickup: 1,
      ODeliverCountryNo: 1,
      CustomerMobile: mobile,
      CustomerName: 'Asha Ramdial',
      OrderProductList: [{ ProductNo: 20, Quantity: 10 }],
    },
    token,
  );
  expect(res.status).toBe(200);
  // Only an order the customer has received can be returned.
  await t.db.query(`UPDATE orders SET status = 'Collected' WHERE order_no = $1`, [res.body.OrderNo]);
  return res.body.OrderNo as number;
}

let ashaToken: string;
let ashaOrder: number;
let guestOrder: number;
let kevinToken: string;
let kevinOrder: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ashaToken = await registerCustomer('7100001', 'Asha Ramdial');
  kevinToken = await registerCustomer('7100002', 'Kevin Ali');
  ashaOrder = await placeOrder('7100001', ashaToken);
  guestOrder = await placeOrder('7200003');
  kevinOrder = await placeOrder('7100002', kevinToken);
});
afterAll(async () => t?.close());

const request = (over: Json = {}): Json => ({
  OrderNo: ashaOrder,
  OrderDate: '2025-03-08',
  FirstName: 'Asha',
  LastName: 'Ramdial',
  EmailID: 'asha@example.tt',
  Telephone: '7100001',
  ProductName: 'Cocoa Butter Body Cream',
  ProductCode: productBarcode(20),
  Quantity: 1,
  ReasonNo: 4,
  IsOpened: true,
  Details: 'The pump does not work.',
  ...over,
});

const save = (body: unknown, token?: string) => post('/api/shop/SaveProductReturn', body, token);

async function storedReturn(rma: string) {
  const [row] = await t.db.query<Json>('SELECT *, order_date::text AS day FROM product_returns WHERE rma_no = $1', [Number(rma.slice(4))]);
  return row;
}

describe('POST /api/shop/SaveProductReturn', () => {
  it('stores a logged-in customer’s return of their own order and answers the RMA number', async () => {
    const res = await save(request(), ashaToken);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.RMANo).toMatch(/^RMA-\d{6}$/);
    expect(res.body.msg).toBe(`Your return request has been received. Your RMA number is ${res.body.RMANo as string}.`);
    const row = await storedReturn(res.body.RMANo as string);
    expect(row).toMatchObject({
      order_no: ashaOrder,
      first_name: 'Asha',
      last_name: 'Ramdial',
      telephone: '7100001',
      day: '2025-03-08',
      product_code: productBarcode(20),
      quantity: 1,
      reason_no: 4,
      opened: true,
      details: 'The pump does not work.',
    });
    expect(Number(row.customer_no)).toBeGreaterThan(0);
  });

  it('numbers requests one after another', async () => {
    const a = await save(request({ ReasonNo: 1, Details: '' }), ashaToken);
    const b = await save(request({ ReasonNo: 2, Details: '' }), ashaToken);
    expect(Number((b.body.RMANo as string).slice(4))).toBe(Number((a.body.RMANo as string).slice(4)) + 1);
  });

  it('accepts form-style values: numbers as text, IsOpened as 0/1, a blank order date', async () => {
    const res = await save(request({ OrderNo: String(ashaOrder), Quantity: '2', ReasonNo: '3', IsOpened: 0, OrderDate: '', Details: '' }), ashaToken);
    expect(res.status).toBe(200);
    const row = await storedReturn(res.body.RMANo as string);
    expect(row).toMatchObject({ quantity: 2, reason_no: 3, opened: false, day: null });
  });

  it('refuses a logged-in customer’s return of another account’s order, even with that account’s mobile', async () => {
    for (const Telephone of ['7100001', '7100002']) {
      const res = await save(request({ OrderNo: kevinOrder, Telephone }), ashaToken);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, msg: 'No order found for that Order ID and telephone number.' });
    }
  });

  it('answers an order number that does not exist exactly like one that is not yours (no probing)', async () => {
    const missing = await save(request({ OrderNo: 999999 }), ashaToken);
    const foreign = await save(request({ OrderNo: kevinOrder }), ashaToken);
    expect(missing).toEqual(foreign);
    expect(missing).toEqual({ status: 404, body: { success: false, msg: 'No order found for that Order ID and telephone number.' } });
  });

  it('does not let an account with a guest’s mobile claim the guest’s order by that number alone', async () => {
    const sameMobile = await registerCustomer('7200003', 'Not The Guest');
    // Without the guest order's own mobile in the form (the account's mobile is not proof), it is refused.
    const res = await save(request({ OrderNo: guestOrder, Telephone: '7100009' }), sameMobile);
    expect(res.status).toBe(404);
  });

  it('lets a guest return an order placed with their mobile, and nobody else’s', async () => {
    const ok = await save(request({ OrderNo: guestOrder, Telephone: '7200003' }));
    expect(ok.status).toBe(200);
    expect((await storedReturn(ok.body.RMANo as string)).customer_no).toBeNull();
    for (const over of [
      { OrderNo: guestOrder, Telephone: '7200004' },
      { OrderNo: 999999, Telephone: '7200003' },
    ]) {
      const res = await save(request(over));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, msg: 'No order found for that Order ID and telephone number.' });
    }
  });

  it("GetGuestOrder finds a guest's order by its number and mobile (in the body), with its lines and no prices", async () => {
    const res = await post('/api/shop/GetGuestOrder', { OrderNo: guestOrder, Mobile: '7200003' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      OrderNo: guestOrder,
      OrderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      Status: 'Collected',
      OrderProductList: [{ LineNo: 1, ProductNo: 20, ProductName: 'Tobago Cocoa Body Butter', Barcode: productBarcode(20), Color: '', Size: '', Quantity: 10 }],
    });
    // Another mobile, an order of an account (even with its mobile), or no such order: one answer.
    for (const body of [
      { OrderNo: guestOrder, Mobile: '7200004' },
      { OrderNo: ashaOrder, Mobile: '7100001' },
      { OrderNo: 999999, Mobile: '7200003' },
      { OrderNo: 9_999_999_999, Mobile: '7200003' },
    ]) {
      const miss = await post('/api/shop/GetGuestOrder', body);
      expect(miss.status, JSON.stringify(body)).toBe(404);
      expect(miss.body).toEqual({ success: false, msg: 'No order found for that Order ID and telephone number.' });
    }
    for (const [body, msg] of [
      [{ OrderNo: 'x', Mobile: '7200003' }, RETURN_TEXTS.orderInvalid],
      [{ OrderNo: guestOrder, Mobile: '72' }, PHONE_INVALID],
      [{}, RETURN_TEXTS.orderInvalid],
    ] as const) {
      const bad = await post('/api/shop/GetGuestOrder', body);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ success: false, msg });
    }
  });

  it('stores a request without an order (an in-store purchase)', async () => {
    const res = await save(request({ OrderNo: null, OrderDate: '' }));
    expect(res.status).toBe(200);
    expect((await storedReturn(res.body.RMANo as string)).order_no).toBeNull();
  });

  it('gives a clear 400 message for each invalid field, in form order', async () => {
    const cases: Array<[Json, string]> = [
      [{ FirstName: ' ' }, RETURN_TEXTS.firstNameRequired],
      [{ LastName: undefined }, RETURN_TEXTS.lastNameRequired],
      [{ EmailID: '' }, RETURN_TEXTS.emailRequired],
      [{ EmailID: 'asha@' }, 'Please enter a valid email address.'],
      [{ Telephone: '' }, RETURN_TEXTS.telephoneRequired],
      [{ Telephone: '12345' }, PHONE_INVALID],
      [{ OrderNo: 'abc' }, 'OrderNo must be a number.'],
      [{ OrderNo: 0 }, RETURN_TEXTS.orderInvalid],
      [{ OrderDate: '2025-02-30' }, RETURN_TEXTS.orderDateInvalid],
      [{ OrderDate: '2025-03-11' }, RETURN_TEXTS.orderDateInvalid], // tomorrow in Trinidad
      [{ ProductName: '' }, RETURN_TEXTS.productNameRequired],
      [{ ProductCode: '' }, RETURN_TEXTS.productCodeRequired],
      [{ Quantity: 0 }, RETURN_TEXTS.quantityInvalid],
      [{ Quantity: 1.5 }, RETURN_TEXTS.quantityInvalid],
      [{ Quantity: 'two' }, 'Quantity must be a number.'],
      [{ ReasonNo: 6 }, RETURN_TEXTS.reasonRequired],
      [{ ReasonNo: 5, Details: '  ' }, RETURN_TEXTS.detailsRequired],
      [{ Details: 'x'.repeat(2001) }, RETURN_TEXTS.detailsTooLong],
      [{ IsOpened: 'maybe' }, 'IsOpened must be true or false.'],
      [{ FirstName: 42 }, 'FirstName must be a string.'],
    ];
    for (const [over, msg] of cases) {
      const res = await save(request(over), ashaToken);
      expect({ over, status: res.status, body: res.body }).toEqual({ over, status: 400, body: { success: false, msg } });
    }
    const empty = await save({});
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(RETURN_TEXTS.firstNameRequired);
  });

  it('never stores anything for a refused request', async () => {
    const [{ n: before }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_returns');
    await save(request({ Telephone: '1' }), ashaToken);
    await save(request({ OrderNo: guestOrder }), ashaToken);
    const [{ n: after }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_returns');
    expect(after).toBe(before);
  });
});
