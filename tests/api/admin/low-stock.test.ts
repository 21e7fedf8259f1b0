// Low stock (docs/back-office.md#low-stock): an order that takes a product from above the shop's low-stock threshold to
// it or below queues one staff mail in its own statement; orders below it queue none, until a restock lifts the product
// above and an order crosses again. Options of a product share its stock. The Products list filters the products at
// the threshold or below, and the board counts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { testConfig } from '../../../host/config.js';

const STAFF_MAIL = 'stock@shop.tt';
let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest({
    config: { staffAlertEmails: [STAFF_MAIL], load: { ...testConfig().load, orderQueueLimit: 100, orderMaxWaitMs: 60_000 } },
  });
});
afterAll(() => a.t.close());

let mobileSeq = 7580000;
async function order(lines: Json[]): Promise<number> {
  const r = await a.post(
    '/api/shop/SaveOrder',
    { PMNo: 3, IsPickup: 1, ODeliverCountryNo: 1, CustomerMobile: String(++mobileSeq), CustomerName: 'Stock Shopper', OrderProductList: lines },
    null,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.OrderNo as number;
}
const setStock = async (productNo: number, stock: number | null) =>
  expect((await a.post('/api/admin/SaveProduct', { ProductNo: productNo, Stock: stock, IsSoldOut: false })).status).toBe(200);
const nameOf = async (no: number) => (await a.t.db.query<{ name: string }>('SELECT name FROM products WHERE product_no = $1', [no]))[0].name;

/** The low-stock mails sent since the last call. */
let seen = 0;
async function newLowStockMails() {
  await a.t.flushMail();
  const mails = a.t.mail.sent.slice(seen);
  seen = a.t.mail.sent.length;
  return mails.filter((m) => m.subject.startsWith('Low stock'));
}

describe('the low-stock mail', () => {
  it('goes once when an order crosses the threshold, not for orders below it, and again after a restock above it', async () => {
    await newLowStockMails();
    const name = await nameOf(30);
    await setStock(30, 8); // threshold 5
    await order([{ ProductNo: 30, Quantity: 2 }]); // 6 left
    expect(await newLowStockMails()).toEqual([]);

    const crossing = await order([{ ProductNo: 30, Quantity: 1 }]); // 5 left: at the threshold
    // Queued in the order's own statement, before any sender ran.
    expect(await a.t.db.query("SELECT order_no, recipients, details FROM mail_outbox WHERE kind = 'staff_low_stock' AND order_no = $1", [crossing])).toEqual([
      { order_no: crossing, recipients: STAFF_MAIL, details: { threshold: 5, products: [{ productNo: 30, name, stock: 5 }] } },
    ]);
    const [mail, ...more] = await newLowStockMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: STAFF_MAIL, subject: `Low stock: ${name} (5 left)` });
    expect(mail.text).toContain(`Order #${crossing} took this product to 5 or fewer units:`);
    expect(mail.text).toContain(`#30 ${name}: 5 left`);
    expect(mail.text).toContain(`${a.t.config.publicUrl}/admin#products/low`);

    await order([{ ProductNo: 30, Quantity: 1 }]); // 4 left: still below
    await order([{ ProductNo: 30, Quantity: 4 }]); // sold out: still below
    expect(await newLowStockMails()).toEqual([]);

    await setStock(30, 9); // restocked above
    await order([{ ProductNo: 30, Quantity: 1 }]); // 8 left
    expect(await newLowStockMails()).toEqual([]);
    const again = await order([{ ProductNo: 30, Quantity: 5 }]); // 3 left: crosses again
    const mails = await newLowStockMails();
    expect(mails.map((m) => m.subject)).toEqual([`Low stock: ${name} (3 left)`]);
    expect(mails[0].text).toContain(`Order #${again} `);
  });

  it('names in one mail every product an order takes across; the options of a product take its stock together', async () => {
    await newLowStockMails();
    const options = (await a.get('/api/Product/loadproduct?ProductNo=40', null)).body.ProductSKUList as Json[];
    await setStock(40, 7);
    await setStock(31, 6);
    await setStock(32, 20);
    const no = await order([
      { ProductNo: 40, Quantity: 2, Color: options[0].Color, Size: options[0].Size },
      { ProductNo: 40, Quantity: 2, Color: options[1].Color, Size: options[1].Size },
      { ProductNo: 31, Quantity: 1 },
      { ProductNo: 32, Quantity: 1 },
    ]);
    const mails = await newLowStockMails();
    expect(mails.map((m) => m.subject)).toEqual(['Low stock: 2 products']);
    expect(mails[0].text).toContain(`Order #${no} took these products to 5 or fewer units:`);
    expect(mails[0].text).toContain(`#31 ${await nameOf(31)}: 5 left`);
    expect(mails[0].text).toContain(`#40 ${await nameOf(40)}: 3 left`);
    expect(mails[0].text).not.toContain('#32 ');
  });

  it('goes once when orders arriving together cross it', async () => {
    await newLowStockMails();
    await setStock(33, 7);
    await Promise.all([0, 1, 2, 3].map(() => order([{ ProductNo: 33, Quantity: 1 }])));
    // Orders stored in one statement cross together: the mail gives the level the statement left (3 to 5).
    const mails = await newLowStockMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject.startsWith(`Low stock: ${await nameOf(33)} (`)).toBe(true);
    expect(mails[0].subject).toMatch(/\([345] left\)$/);
  });

  it('follows the threshold saved in Settings', async () => {
    const settings = (await a.get('/api/admin/GetShopSettings')).body.Settings as Json;
    expect((await a.post('/api/admin/SaveShopSettings', { Settings: { ...settings, lowStockThreshold: 2 } })).status).toBe(200);
    try {
      await newLowStockMails();
      await setStock(34, 4);
      await order([{ ProductNo: 34, Quantity: 1 }]); // 3 left: above 2
      expect(await newLowStockMails()).toEqual([]);
      await order([{ ProductNo: 34, Quantity: 1 }]); // 2 left
      expect((await newLowStockMails()).map((m) => m.subject)).toEqual([`Low stock: ${await nameOf(34)} (2 left)`]);
    } finally {
      await a.post('/api/admin/SaveShopSettings', { Settings: settings });
    }
  });
});

describe('the Low stock filter and the board’s count', () => {
  it('lists exactly the tracked products at the threshold or below; the board counts them', async () => {
    await setStock(35, 6);
    await setStock(36, 5);
    await setStock(37, 0);
    const low = await a.get('/api/admin/GetProducts?LowStock=1');
    expect(low.status).toBe(200);
    expect(low.body.LowStockThreshold).toBe(5);
    const expected = await a.t.db.query<{ product_no: number }>('SELECT product_no FROM products WHERE stock IS NOT NULL AND stock <= 5 ORDER BY product_no');
    expect(low.body.Products.map((p: Json) => p.ProductNo)).toEqual(expected.map((r) => Number(r.product_no)));
    expect(low.body.Products.map((p: Json) => p.ProductNo)).toEqual(expect.arrayContaining([30, 31, 33, 36, 37, 40]));
    expect(low.body.Products.map((p: Json) => p.ProductNo)).not.toContain(35);
    expect(low.body.Products.every((p: Json) => p.LowStock === true && p.Stock <= 5)).toBe(true);
    // Untracked products are never low.
    expect((await a.get('/api/admin/GetProducts?Search=12')).body.Products.find((p: Json) => p.ProductNo === 12)).toMatchObject({
      Stock: null,
      LowStock: false,
    });
    expect((await a.get('/api/admin/GetOrders')).body.LowStock).toBe(expected.length);
    expect((await a.get('/api/admin/GetProducts?LowStock=maybe')).body).toEqual({ success: false, msg: 'LowStock must be true or false.' });
  });
});
