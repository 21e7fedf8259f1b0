// Products and stock (docs/back-office.md#products-and-stock): the product list, stock in the editor, an order taking
// stock in its own statement (never more than is left, also under 50 concurrent orders), the storefront showing
// it at once, and cancelled orders and refunded returns putting it back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { STOCK_MESSAGES, stockMessage } from '../../../widgets/domain/stock.js';
import { OrderStatus as S } from '../../../widgets/domain/order-status.js';
import { testConfig } from '../../../host/config.js';

let a: AdminTest;
beforeAll(async () => {
  // Room for 50 orders at once: the point is the stock, not the load shedding (tested on its own).
  a = await createAdminTest({ config: { load: { ...testConfig().load, orderQueueLimit: 100, orderMaxWaitMs: 60_000 } } });
});
afterAll(() => a.t.close());

const save = (body: Json) => a.post('/api/admin/SaveProduct', body);
const shown = async (no: number) => (await a.get(`/api/Product/loadproduct?ProductNo=${no}`, null)).body;
const stockOf = async (no: number) => (await a.t.db.query<{ stock: number | null }>('SELECT stock FROM products WHERE product_no = $1', [no]))[0].stock;
const nameOf = async (no: number) => (await a.t.db.query<{ name: string }>('SELECT name FROM products WHERE product_no = $1', [no]))[0].name;
let mobileSeq = 7560000;
const order = (productNo: number, quantity: number, extra: Json = {}) =>
  a.post(
    '/api/shop/SaveOrder',
    {
      PMNo: 3,
      IsPickup: 1,
      ODeliverCountryNo: 1,
      CustomerMobile: String(++mobileSeq),
      CustomerName: 'Stock Shopper',
      OrderProductList: [{ ProductNo: productNo, Quantity: quantity }],
      ...extra,
    },
    null,
  );

describe('the product list', () => {
  it('lists products by number with name, category, price, stock and sold out; searches by name or number', async () => {
    const all = await a.get('/api/admin/GetProducts');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, PageNo: 1, PageSize: 25 });
    expect(all.body.Total).toBeGreaterThanOrEqual(80);
    expect(all.body.PageCount).toBe(Math.ceil(all.body.Total / 25));
    const first = all.body.Products[0];
    expect(Object.keys(first)).toEqual([
      'ProductNo',
      'ProductName',
      'CategoryName',
      'SalesPrice',
      'DiscountPercent',
      'Stock',
      'IsSoldOut',
      'LowStock',
      'Hidden',
    ]);
    expect(first.CategoryName).not.toBe('');

    const name = await nameOf(20);
    const word = name.split(' ')[0].toLowerCase();
    const byName = await a.get(`/api/admin/GetProducts?Search=${encodeURIComponent(word)}`);
    expect(byName.body.Products.map((p: Json) => p.ProductNo)).toContain(20);
    expect(byName.body.Products.every((p: Json) => (p.ProductName as string).toLowerCase().includes(word) || p.ProductNo === Number(word))).toBe(true);
    const byNo = await a.get('/api/admin/GetProducts?Search=20');
    expect(byNo.body.Products.map((p: Json) => p.ProductNo)).toContain(20);

    const soldOut = await a.get('/api/admin/GetProducts?SoldOut=1');
    expect(soldOut.body.Total).toBeGreaterThan(0);
    expect(soldOut.body.Products.every((p: Json) => p.IsSoldOut === true)).toBe(true);
    const forSale = await a.get('/api/admin/GetProducts?SoldOut=0');
    expect(forSale.body.Total + soldOut.body.Total).toBe(all.body.Total);
    expect((await a.get('/api/admin/GetProducts?PageNo=0')).status).toBe(400);
    expect((await a.get('/api/admin/GetProducts?SoldOut=maybe')).body).toEqual({ success: false, msg: 'SoldOut must be true or false.' });
  });

  it('edits name, description and stock; refuses a stock that is not a whole number', async () => {
    for (const bad of [-1, 1.5, 'ten', true, 2_000_000]) {
      expect(await save({ ProductNo: 21, Stock: bad }), String(bad)).toEqual({ status: 400, body: { success: false, msg: STOCK_MESSAGES.invalid } });
    }
    expect((await save({ ProductNo: 21, ProductName: '  ' })).body).toEqual({ success: false, msg: 'ProductName must not be empty.' });
    const r = await save({ ProductNo: 21, ProductName: 'Sorrel Syrup 500 ml', ProductDescription: 'Made in Arima.', Stock: '12' });
    expect(r.status).toBe(200);
    expect(r.body.Product).toMatchObject({ ProductName: 'Sorrel Syrup 500 ml', ProductDescription: 'Made in Arima.', Stock: 12 });
    expect(await shown(21)).toMatchObject({ ProductName: 'Sorrel Syrup 500 ml', ProductDescription: 'Made in Arima.', Stock: 12, IsSoldOut: 0 });
    expect((await save({ ProductNo: 21, Stock: null })).body.Product.Stock).toBeNull();
    expect(await shown(21)).not.toHaveProperty('Stock');
    const audit = await a.audit('product', 21);
    expect(audit.at(-1)).toMatchObject({ action: 'SaveProduct', before: { Stock: 12 }, after: { Stock: null } });
  });
});

describe('orders take stock', () => {
  it('takes the units, refuses more than is left naming the product and what is left, and shows sold out at 0', async () => {
    await save({ ProductNo: 30, Stock: 3, IsSoldOut: false });
    const name = await nameOf(30);
    expect((await order(30, 2)).status).toBe(200);
    expect(await stockOf(30)).toBe(1);
    expect(await shown(30)).toMatchObject({ Stock: 1, IsSoldOut: 0 });
    expect(await order(30, 2)).toEqual({ status: 409, body: { success: false, msg: stockMessage(name, 1) } });
    expect(stockMessage(name, 1)).toBe(`Sorry, only 1 of ${name} is left. Please lower the quantity to 1.`);
    expect((await order(30, 1)).status).toBe(200);
    expect(await stockOf(30)).toBe(0);
    expect(await shown(30)).toMatchObject({ Stock: 0, IsSoldOut: 1 });
    expect(await order(30, 1)).toEqual({ status: 409, body: { success: false, msg: `${name} is sold out. Please remove it from your cart.` } });
  });

  it('shows an order’s new levels in product lists made after it', async () => {
    type Listed = { ProductNo: number; Stock?: number; IsSoldOut: number };
    const listed = async (url: string) => ((await a.get(url, null)).body as Listed[]).find((p) => p.ProductNo === 31);
    await save({ ProductNo: 31, Stock: 2, IsSoldOut: false });
    expect(await listed('/api/trini/GetProducts?PageNo=1&MaxRecords=100')).toMatchObject({ Stock: 2, IsSoldOut: 0 });
    expect((await order(31, 2)).status).toBe(200);
    // Another page size: an answer made after the order, from the products' JSON.
    expect(await listed('/api/trini/GetProducts?PageNo=1&MaxRecords=99')).toMatchObject({ Stock: 0, IsSoldOut: 1 });
  });

  it('refuses in the database what a stale snapshot would let through', async () => {
    await save({ ProductNo: 31, Stock: 5 });
    await a.t.db.query('UPDATE products SET stock = 1 WHERE product_no = 31'); // behind the snapshot's back
    expect(await order(31, 2)).toEqual({ status: 409, body: { success: false, msg: stockMessage(await nameOf(31), 1) } });
    expect(await stockOf(31)).toBe(1);
    expect(await shown(31)).toMatchObject({ Stock: 1 }); // the refusal brought the storefront up to date
  });

  it('puts a cancelled order’s units back, and a refunded return’s', async () => {
    await save({ ProductNo: 32, Stock: 4 });
    const placed = await order(32, 3, { EmailID: 'back@example.tt' });
    const no = placed.body.OrderNo as number;
    expect(await stockOf(32)).toBe(1);
    await a.post('/api/admin/SetOrderStatus', { OrderNo: no, Status: S.Cancelled, Note: 'Changed her mind' });
    expect(await stockOf(32)).toBe(4);
    expect(await shown(32)).toMatchObject({ Stock: 4, IsSoldOut: 0 });

    const kept = await order(32, 4, { EmailID: 'keep@example.tt' });
    const keptNo = kept.body.OrderNo as number;
    expect(await shown(32)).toMatchObject({ Stock: 0, IsSoldOut: 1 });
    for (const Status of [S.ReadyForPickup, S.Collected]) await a.post('/api/admin/SetOrderStatus', { OrderNo: keptNo, Status, Note: '' });
    const [line] = await a.t.db.query<{ barcode: string; product_name: string }>('SELECT barcode, product_name FROM order_lines WHERE order_no = $1', [keptNo]);
    const [mobile] = await a.t.db.query<{ customer_mobile: string }>('SELECT customer_mobile FROM orders WHERE order_no = $1', [keptNo]);
    const rma = await a.post(
      '/api/shop/SaveProductReturn',
      {
        FirstName: 'Keep',
        LastName: 'Shopper',
        EmailID: 'keep@example.tt',
        Telephone: mobile.customer_mobile,
        OrderNo: keptNo,
        OrderDate: '',
        ProductName: line.product_name,
        ProductCode: line.barcode,
        Quantity: 2,
        ReasonNo: 1,
        IsOpened: 0,
        Details: '',
      },
      null,
    );
    expect(rma.status, JSON.stringify(rma.body)).toBe(200);
    for (const status of ['Approved', 'Refunded']) {
      expect((await a.post('/api/admin/SetReturnStatus', { RmaNo: rma.body.RMANo, Status: status, Note: '' })).status).toBe(200);
    }
    expect(await stockOf(32)).toBe(2);
    expect(await shown(32)).toMatchObject({ Stock: 2, IsSoldOut: 0 });
  });

  it('50 concurrent orders for the last 10 units: exactly 10 sold, the rest refused with the message', async () => {
    await save({ ProductNo: 33, Stock: 10 });
    const name = await nameOf(33);
    const before = (await a.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_lines WHERE product_no = 33'))[0].n;
    const results = await Promise.all(Array.from({ length: 50 }, () => order(33, 1)));
    const sold = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(sold).toHaveLength(10);
    for (const r of refused)
      expect(r).toEqual({
        status: 409,
        body: { success: false, msg: expect.stringMatching(new RegExp(`^(${escape(name)} is sold out|Sorry, only \\d+ of ${escape(name)})`)) },
      });
    expect(await stockOf(33)).toBe(0);
    const [{ n }] = await a.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_lines WHERE product_no = 33');
    expect(Number(n) - Number(before)).toBe(10);
    expect(await shown(33)).toMatchObject({ Stock: 0, IsSoldOut: 1 });
  });

  it('leaves products without stock as they were: no limit, no Stock in their answer', async () => {
    expect(await stockOf(86)).toBeNull();
    expect((await order(86, 5)).status).toBe(200);
    expect(await stockOf(86)).toBeNull();
    expect(await shown(86)).not.toHaveProperty('Stock');
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
