// The sales report nets out refunds (docs/back-office.md#shops): a refunded return takes its units and its share of
// the line's amount out of Units and Revenue, shown apart as RefundedUnits and Refunds, on screen and in the CSV
// (where Source reads Checkout or Quick order). The figures are checked against a sum made here from the lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';

let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest();
});
afterAll(() => a.t.close());

async function returnOf(orderNo: number, lineNo: number, quantity: number, statuses: string[]): Promise<void> {
  const [line] = await a.t.db.query<{ product_name: string; barcode: string }>(
    'SELECT product_name, barcode FROM order_lines WHERE order_no = $1 AND line_no = $2',
    [orderNo, lineNo],
  );
  const [order] = await a.t.db.query<{ customer_mobile: string }>('SELECT customer_mobile FROM orders WHERE order_no = $1', [orderNo]);
  const r = await a.post(
    '/api/shop/SaveProductReturn',
    {
      FirstName: 'Asha',
      LastName: 'Ramdial',
      EmailID: 'asha@example.tt',
      Telephone: order.customer_mobile,
      OrderNo: orderNo,
      OrderDate: '',
      ProductName: line.product_name,
      ProductCode: line.barcode,
      Quantity: quantity,
      ReasonNo: 1,
      IsOpened: 0,
      Details: '',
    },
    null,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  for (const Status of statuses)
    expect((await a.post('/api/admin/SetReturnStatus', { RmaNo: r.body.RMANo, Status, Note: Status === 'Refused' ? 'Used' : '' })).status).toBe(200);
}

const cents = (n: number | string) => Math.round(Number(n) * 100);

describe('GetShopReport after refunds', () => {
  it('equals a sum made from the order lines, less the refunded units and their share of each line', async () => {
    const shopNo = (await a.post('/api/admin/SaveShop', { ShopName: 'Refund Test Shop' })).body.ShopNo as number;
    const first = await a.placeOrder({ ShopNo: shopNo, Source: 2, CustomerMobile: '7580001' }); // 4 x #20 + 1 x #79
    const second = await a.placeOrder({ ShopNo: shopNo, Source: 2, CustomerMobile: '7580002', OrderProductList: [{ ProductNo: 20, Quantity: 6 }] });
    for (const no of [first, second]) await a.t.db.query(`UPDATE orders SET status = 'Delivered' WHERE order_no = $1`, [no]);
    await returnOf(first, 1, 3, ['Approved', 'Refunded']);
    await returnOf(first, 1, 1, ['Approved', 'Refunded']); // the line's last unit
    await returnOf(second, 1, 1, ['Approved', 'Refunded']);
    await returnOf(second, 1, 2, ['Approved']); // approved, not refunded yet: still a sale
    await returnOf(first, 2, 1, ['Refused']);

    const lines = await a.t.db.query<{ order_no: number; line_no: number; quantity: number; total_amount: string }>(
      'SELECT order_no, line_no, quantity, total_amount::text FROM order_lines WHERE order_no = ANY($1::int[])',
      [[first, second]],
    );
    const line = (o: number, l: number) => lines.find((x) => Number(x.order_no) === o && Number(x.line_no) === l)!;
    const refunded = [
      { l: line(first, 1), units: 3 + 1 },
      { l: line(second, 1), units: 1 },
    ];
    const soldUnits = lines.reduce((n, l) => n + Number(l.quantity), 0);
    const soldCents = lines.reduce((n, l) => n + cents(l.total_amount), 0);
    const refundedUnits = refunded.reduce((n, r) => n + r.units, 0);
    const refundCents = refunded.reduce((n, r) => n + Math.round((cents(r.l.total_amount) * r.units) / Number(r.l.quantity)), 0);

    const report = await a.get('/api/admin/GetShopReport');
    const row = report.body.Rows.find((r: Json) => r.ShopNo === shopNo);
    expect(row).toEqual({
      ShopNo: shopNo,
      ShopName: 'Refund Test Shop',
      Source: 2,
      Orders: 2,
      Units: soldUnits - refundedUnits,
      Revenue: (soldCents - refundCents) / 100,
      RefundedUnits: refundedUnits,
      Refunds: refundCents / 100,
    });
    expect(row.Units).toBe(11 - 5);
    const daily = report.body.Daily.filter((d: Json) => d.ShopNo === shopNo);
    expect(daily.reduce((n: number, d: Json) => n + cents(d.Revenue), 0)).toBe(soldCents - refundCents);

    const csv = await a.get('/api/admin/GetShopReport', undefined, { accept: 'text/csv' });
    expect(csv.text.split('\r\n')).toContain(
      `${shopNo},"Refund Test Shop","Quick order",2,${soldUnits - refundedUnits},${((soldCents - refundCents) / 100).toFixed(2)},${refundedUnits},${(refundCents / 100).toFixed(2)}`,
    );
  });
});
