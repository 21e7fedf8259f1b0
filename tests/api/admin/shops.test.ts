// Partner shops and their sales (docs/back-office.md#shops): SaveShop adds or renames, the new shop works at once for
// orders and the shop lookup, GetShopReport as JSON and CSV without cancelled orders; audit rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { toCsv } from '../../../host/api/admin/report.js';

let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest({ now: () => new Date('2025-03-10T15:00:00Z') });
});
afterAll(() => a.t.close());

describe('SaveShop', () => {
  let added: number;

  it('adds a shop with the next number; it works at once for the shop lookup and an /fborder order', async () => {
    const before = (await a.get('/api/admin/GetShops')).body.Shops as Json[];
    const r = await a.post('/api/admin/SaveShop', { ShopName: 'Maracas Bay Beauty' });
    expect(r.status).toBe(200);
    added = r.body.ShopNo;
    expect(added).toBe(Math.max(...before.map((s) => s.ShopNo)) + 1);
    expect(r.body).toEqual({ success: true, ShopNo: added, msg: `Shop ${added} added.` });
    expect((await a.get(`/api/Shop/GetShop?ShopNo=${added}`, null)).body).toEqual({ ShopNo: added, ShopName: 'Maracas Bay Beauty' });
    const page = await a.t.app.inject({ method: 'GET', url: `/fborder/20/${added}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`shop-no="${added}"`);
    const orderNo = await a.placeOrder({ ShopNo: added, Source: 2 });
    const [row] = await a.t.db.query<Json>('SELECT shop_no, shop_name, source FROM orders WHERE order_no = $1', [orderNo]);
    expect(row).toEqual({ shop_no: added, shop_name: 'Maracas Bay Beauty', source: 2 });
  });

  it('renames a shop, and adds one under a chosen number; each change is audited', async () => {
    expect((await a.post('/api/admin/SaveShop', { ShopNo: added, ShopName: 'Maracas Beauty Bar' })).body).toEqual({
      success: true,
      ShopNo: added,
      msg: `Shop ${added} renamed.`,
    });
    expect((await a.get(`/api/Shop/GetShop?ShopNo=${added}`, null)).body.ShopName).toBe('Maracas Beauty Bar');
    expect((await a.post('/api/admin/SaveShop', { ShopNo: 500, ShopName: 'Tobago Naturals' })).body).toMatchObject({ ShopNo: 500, msg: 'Shop 500 added.' });
    const audit = await a.audit('shop', added);
    expect(audit.map((r) => [r.staff_no, r.action, r.before, r.after])).toEqual([
      [a.staffNo, 'SaveShop', null, { ShopName: 'Maracas Bay Beauty' }],
      [a.staffNo, 'SaveShop', { ShopName: 'Maracas Bay Beauty' }, { ShopName: 'Maracas Beauty Bar' }],
    ]);
  });

  it.each([
    [{}, 'ShopName is required.'],
    [{ ShopName: '   ' }, 'ShopName is required.'],
    [{ ShopName: 'x'.repeat(101) }, 'ShopName must be at most 100 characters.'],
    [{ ShopName: 5 }, 'ShopName must be text.'],
    [{ ShopNo: -1, ShopName: 'A' }, 'ShopNo must be a whole number from 1 to 2147483647.'],
    [[], 'The request body must be a JSON object.'],
  ])('refuses %j', async (payload, msg) => {
    expect(await a.post('/api/admin/SaveShop', payload)).toEqual({ status: 400, body: { success: false, msg } });
  });
});

describe('GetShopReport', () => {
  let shopNo: number;
  beforeAll(async () => {
    shopNo = (await a.post('/api/admin/SaveShop', { ShopName: 'Report, "Test" Shop' })).body.ShopNo;
    await a.placeOrder({ ShopNo: shopNo, Source: 2 }); // 4 x #20 + 1 x #79
    await a.placeOrder({ ShopNo: shopNo, Source: 2, OrderProductList: [{ ProductNo: 20, Quantity: 6 }] });
    await a.placeOrder({ ShopNo: shopNo, Source: 1 });
    const cancelled = await a.placeOrder({ ShopNo: shopNo, Source: 1 });
    expect((await a.post('/api/admin/SetOrderStatus', { OrderNo: cancelled, Status: 'Cancelled', Note: 'Test' })).status).toBe(200);
  });

  it('answers a row per shop and source, cancelled orders excluded, with revenue per day for the chart', async () => {
    const r = await a.get('/api/admin/GetShopReport?From=2025-03-01&To=2025-03-31');
    expect(r.status).toBe(200);
    const mine = r.body.Rows.filter((row: Json) => row.ShopNo === shopNo);
    const sums = await a.t.db.query<Json>(
      `SELECT source, count(*)::int AS n, sum(item_total)::text AS revenue FROM orders WHERE shop_no = $1 AND status <> 'Cancelled' GROUP BY source ORDER BY source`,
      [shopNo],
    );
    expect(mine).toEqual([
      { ShopNo: shopNo, ShopName: 'Report, "Test" Shop', Source: 1, Orders: 1, Units: 5, Revenue: Number(sums[0].revenue), RefundedUnits: 0, Refunds: 0 },
      { ShopNo: shopNo, ShopName: 'Report, "Test" Shop', Source: 2, Orders: 2, Units: 11, Revenue: Number(sums[1].revenue), RefundedUnits: 0, Refunds: 0 },
    ]);
    expect(r.body.Daily).toContainEqual({ Day: '2025-03-10', ShopNo: shopNo, Revenue: Number(sums[0].revenue) + Number(sums[1].revenue) });
    expect((await a.get('/api/admin/GetShopReport?From=2025-04-01')).body).toEqual({ success: true, Rows: [], Daily: [] });
  });

  it('answers the same rows as CSV with Accept: text/csv', async () => {
    const json = (await a.get('/api/admin/GetShopReport')).body.Rows;
    const r = await a.get('/api/admin/GetShopReport', undefined, { accept: 'text/csv' });
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe('attachment; filename="shop-report.csv"');
    expect(r.text).toBe(toCsv(json));
    const lines = r.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('"ShopNo","ShopName","Source","Orders","Units","Revenue","RefundedUnits","Refunds"');
    expect(lines).toContain(
      `${shopNo},"Report, ""Test"" Shop","Quick order",2,11,${json.find((x: Json) => x.ShopNo === shopNo && x.Source === 2).Revenue.toFixed(2)},0,0.00`,
    );
  });

  it('keeps a spreadsheet from running a shop name', () => {
    expect(toCsv([{ ShopNo: 1, ShopName: '=HYPERLINK("x")', Source: 1, Orders: 1, Units: 1, Revenue: 1, RefundedUnits: 0, Refunds: 0 }])).toBe(
      '"ShopNo","ShopName","Source","Orders","Units","Revenue","RefundedUnits","Refunds"\r\n1,"\'=HYPERLINK(""x"")","Checkout",1,1,1.00,0,0.00\r\n',
    );
  });

  it('quotes a shop name with formulas after semicolons and neutralises each of them', async () => {
    const no = (await a.post('/api/admin/SaveShop', { ShopName: 'x;=1+1;@SUM(1)' })).body.ShopNo as number;
    await a.placeOrder({ ShopNo: no, Source: 1 });
    const r = await a.get('/api/admin/GetShopReport', undefined, { accept: 'text/csv' });
    const line = r.text.split('\r\n').find((l) => l.startsWith(`${no},`));
    expect(line).toMatch(new RegExp(`^${no},"x;'=1\\+1;'@SUM\\(1\\)","Checkout",1,5,\\d+\\.\\d{2},0,0\\.00$`));
  });

  it.each([
    ['From=2025-13-01', 'From must be a date (yyyy-mm-dd).'],
    ['To=yesterday', 'To must be a date (yyyy-mm-dd).'],
    ['From=2025-03-02&To=2025-03-01', 'From must not be after To.'],
  ])('refuses %s', async (q, msg) => {
    expect(await a.get(`/api/admin/GetShopReport?${q}`)).toMatchObject({ status: 400, body: { success: false, msg } });
  });
});
