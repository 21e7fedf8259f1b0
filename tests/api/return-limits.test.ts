// Stock counts stay true through returns (docs/orders.md#returns): only a delivered or collected order is returned, a
// return asks for at most what its line delivered less what earlier returns took (pending ones too, also when they
// arrive at once), and an order cancelled after a refund puts back only what was not returned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './admin/helpers.js';
import { RETURN_LIMIT_MESSAGES as M } from '../../widgets/domain/return-limits.js';
import { OrderStatus as S } from '../../widgets/domain/order-status.js';

let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest();
});
afterAll(() => a.t.close());

const stockOf = async (no: number) => (await a.t.db.query<{ stock: number }>('SELECT stock FROM products WHERE product_no = $1', [no]))[0].stock;
let mobileSeq = 7810000;
async function cashOrder(productNo: number, quantity: number): Promise<{ orderNo: number; mobile: string; name: string; code: string }> {
  const mobile = String(++mobileSeq);
  const r = await a.post(
    '/api/shop/SaveOrder',
    {
      PMNo: 3,
      IsPickup: 1,
      ODeliverCountryNo: 1,
      CustomerMobile: mobile,
      CustomerName: 'Return Shopper',
      OrderProductList: [{ ProductNo: productNo, Quantity: quantity }],
    },
    null,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const [line] = await a.t.db.query<{ product_name: string; barcode: string }>('SELECT product_name, barcode FROM order_lines WHERE order_no = $1', [
    r.body.OrderNo,
  ]);
  return { orderNo: r.body.OrderNo as number, mobile, name: line.product_name, code: line.barcode };
}
const returnOf = (o: { orderNo: number; mobile: string; name: string; code: string }, Quantity: number) =>
  a.post(
    '/api/shop/SaveProductReturn',
    {
      FirstName: 'Return',
      LastName: 'Shopper',
      EmailID: 'return@example.tt',
      Telephone: o.mobile,
      OrderNo: o.orderNo,
      OrderDate: '',
      ProductName: o.name,
      ProductCode: o.code,
      Quantity,
      ReasonNo: 1,
      IsOpened: 0,
      Details: '',
    },
    null,
  );
const refund = async (rma: Json) => {
  for (const Status of ['Approved', 'Refunded']) expect((await a.post('/api/admin/SetReturnStatus', { RmaNo: rma.RMANo, Status, Note: '' })).status).toBe(200);
};
const setStatus = (OrderNo: number, Status: string, Note = '') => a.post('/api/admin/SetOrderStatus', { OrderNo, Status, Note });
const collect = async (orderNo: number) => {
  for (const s of [S.ReadyForPickup, S.Collected]) expect((await setStatus(orderNo, s)).status).toBe(200);
};
const saveStock = (ProductNo: number, Stock: number) => a.post('/api/admin/SaveProduct', { ProductNo, Stock });

describe('returns give back at most what was delivered', () => {
  it('three refunded returns of one line and a cancel cannot raise the stock: a return needs a received order', async () => {
    await saveStock(30, 10);
    const order = await cashOrder(30, 2);
    expect(await stockOf(30)).toBe(8);
    for (let i = 0; i < 3; i++) {
      const r = await returnOf(order, 2);
      expect(r).toEqual({ status: 409, body: { success: false, msg: M.notReceived(order.orderNo, S.Pending) } });
    }
    expect((await setStatus(order.orderNo, S.Cancelled, 'Shopper asked')).status).toBe(200);
    expect(await stockOf(30)).toBe(10);
  });

  it('a return asks for at most the line’s units less earlier returns, pending ones included, refused ones not', async () => {
    await saveStock(41, 10);
    const order = await cashOrder(41, 3);
    await collect(order.orderNo);
    expect(await returnOf(order, 4)).toEqual({ status: 409, body: { success: false, msg: M.tooMany(order.name, 3) } });
    const first = await returnOf(order, 2);
    expect(first.status).toBe(200);
    expect(await returnOf(order, 2)).toEqual({ status: 409, body: { success: false, msg: M.tooMany(order.name, 1) } });
    const second = await returnOf(order, 1);
    expect(second.status).toBe(200);
    expect(await returnOf(order, 1)).toEqual({ status: 409, body: { success: false, msg: M.allReturned(order.name) } });
    // Refusing one frees its units for another request.
    expect((await a.post('/api/admin/SetReturnStatus', { RmaNo: second.body.RMANo, Status: 'Refused', Note: 'Opened and used' })).status).toBe(200);
    const third = await returnOf(order, 1);
    expect(third.status).toBe(200);
    await refund(first.body);
    await refund(third.body);
    expect(await stockOf(41)).toBe(10);
  });

  it('returns sent at once for the last units: exactly the line’s quantity is taken', async () => {
    const order = await cashOrder(42, 2);
    await collect(order.orderNo);
    const answers = await Promise.all(Array.from({ length: 6 }, () => returnOf(order, 1)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
  });

  it('a return of a product the order does not hold is refused', async () => {
    const order = await cashOrder(31, 1);
    await collect(order.orderNo);
    expect(await returnOf({ ...order, name: 'Something Else', code: 'NOPE-1' }, 1)).toEqual({
      status: 409,
      body: { success: false, msg: M.notInOrder(order.orderNo) },
    });
  });

  it('an order cancelled after a refund puts back only what was not returned', async () => {
    await saveStock(44, 10);
    const order = await cashOrder(44, 3);
    // A refund recorded before the order was cancelled (as a shop may have done by hand before these rules).
    const [{ rma_no }] = await a.t.db.query<{ rma_no: number }>(
      `INSERT INTO product_returns (order_no, first_name, last_name, email, telephone, product_name, quantity, reason_no, status, line_no)
       VALUES ($1, 'Return', 'Shopper', 'return@example.tt', $2, $3, 1, 1, 'Approved', 1) RETURNING rma_no`,
      [order.orderNo, order.mobile, order.name],
    );
    expect((await a.post('/api/admin/SetReturnStatus', { RmaNo: rma_no, Status: 'Refunded', Note: '' })).status).toBe(200);
    expect(await stockOf(44)).toBe(8);
    expect((await setStatus(order.orderNo, S.Cancelled, 'Damaged in the shop')).status).toBe(200);
    expect(await stockOf(44)).toBe(10);
  });
});
