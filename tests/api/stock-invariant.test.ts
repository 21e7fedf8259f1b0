// A property of the shop's stock (docs/orders.md#returns): over random sequences of orders, pickups, cancellations,
// returns, refunds, refusals and restocks through the API, every tracked product's stock equals
// initial + restocked - sold + returned, where sold counts the units of orders not cancelled and returned the
// refunded units; and the API accepts a return exactly when the model says its units are still returnable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createAdminTest, type AdminTest } from './admin/helpers.js';
import { OrderStatus as S } from '../../widgets/domain/order-status.js';
import { RETURNABLE_ORDER_STATUSES, returnableUnits } from '../../widgets/domain/return-limits.js';

const PRODUCTS = [20, 21, 22] as const;
const INITIAL = 6;

let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest();
});
afterAll(() => a.t.close());

type Op =
  | { kind: 'order'; product: number; quantity: number }
  | { kind: 'collect' | 'cancel'; order: number }
  | { kind: 'return'; order: number; quantity: number }
  | { kind: 'approve' | 'refund' | 'refuse'; ret: number }
  | { kind: 'restock'; product: number; units: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('order' as const), product: fc.constantFrom(...PRODUCTS), quantity: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constantFrom('collect' as const, 'cancel' as const), order: fc.nat(7) }),
  fc.record({ kind: fc.constant('return' as const), order: fc.nat(7), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'refund' as const, 'refuse' as const), ret: fc.nat(7) }),
  fc.record({ kind: fc.constant('restock' as const), product: fc.constantFrom(...PRODUCTS), units: fc.integer({ min: 1, max: 3 }) }),
);

interface ModelOrder {
  no: number;
  product: number;
  quantity: number;
  status: string;
  mobile: string;
}
interface ModelReturn {
  rma: string;
  order: ModelOrder;
  quantity: number;
  status: 'Awaiting review' | 'Approved' | 'Refunded' | 'Refused';
}

let mobileSeq = 7900000;
const stockOf = async (no: number) => (await a.t.db.query<{ stock: number }>('SELECT stock FROM products WHERE product_no = $1', [no]))[0].stock;
const line = async (orderNo: number) =>
  (await a.t.db.query<{ product_name: string; barcode: string }>('SELECT product_name, barcode FROM order_lines WHERE order_no = $1', [orderNo]))[0];

/** Runs one sequence against the API and the model side by side; a mismatch fails the property. */
async function run(ops: Op[], address: string): Promise<void> {
  const stock = new Map<number, number>(PRODUCTS.map((p) => [p, INITIAL]));
  const restocked = new Map<number, number>(PRODUCTS.map((p) => [p, 0]));
  for (const p of PRODUCTS) expect((await a.post('/api/admin/SaveProduct', { ProductNo: p, Stock: INITIAL })).status).toBe(200);
  const orders: ModelOrder[] = [];
  const returns: ModelReturn[] = [];
  const taken = (o: ModelOrder) => returns.filter((r) => r.order === o && r.status !== 'Refused').reduce((n, r) => n + r.quantity, 0);

  for (const op of ops) {
    if (op.kind === 'order') {
      const mobile = String(++mobileSeq);
      const r = await a.post(
        '/api/shop/SaveOrder',
        {
          PMNo: 3,
          IsPickup: 1,
          ODeliverCountryNo: 1,
          CustomerMobile: mobile,
          CustomerName: 'Model Shopper',
          OrderProductList: [{ ProductNo: op.product, Quantity: op.quantity }],
        },
        null,
      );
      const fits = stock.get(op.product)! >= op.quantity;
      expect(r.status, JSON.stringify(r.body)).toBe(fits ? 200 : 409);
      if (fits) {
        orders.push({ no: r.body.OrderNo as number, product: op.product, quantity: op.quantity, status: S.Pending, mobile });
        stock.set(op.product, stock.get(op.product)! - op.quantity);
      }
    } else if (op.kind === 'collect' || op.kind === 'cancel') {
      const o = orders[op.order % Math.max(1, orders.length)];
      if (!o || o.status !== S.Pending) continue;
      if (op.kind === 'collect') {
        for (const Status of [S.ReadyForPickup, S.Collected])
          expect((await a.post('/api/admin/SetOrderStatus', { OrderNo: o.no, Status, Note: '' })).status).toBe(200);
        o.status = S.Collected;
      } else {
        expect((await a.post('/api/admin/SetOrderStatus', { OrderNo: o.no, Status: S.Cancelled, Note: 'Model cancels' })).status).toBe(200);
        o.status = S.Cancelled;
        const refunded = returns.filter((r) => r.order === o && r.status === 'Refunded').reduce((n, r) => n + r.quantity, 0);
        stock.set(o.product, stock.get(o.product)! + o.quantity - refunded);
      }
    } else if (op.kind === 'return') {
      const o = orders[op.order % Math.max(1, orders.length)];
      if (!o) continue;
      const { product_name, barcode } = await line(o.no);
      const res = await a.t.app.inject({
        method: 'POST',
        url: '/api/shop/SaveProductReturn',
        remoteAddress: address,
        payload: {
          FirstName: 'Model',
          LastName: 'Shopper',
          EmailID: 'model@example.tt',
          Telephone: o.mobile,
          OrderNo: o.no,
          OrderDate: '',
          ProductName: product_name,
          ProductCode: barcode,
          Quantity: op.quantity,
          ReasonNo: 1,
          IsOpened: 0,
          Details: '',
        },
      });
      const accepted = RETURNABLE_ORDER_STATUSES.includes(o.status) && op.quantity <= returnableUnits(o.quantity, taken(o));
      expect(res.statusCode, res.body).toBe(accepted ? 200 : 409);
      if (accepted) returns.push({ rma: res.json().RMANo as string, order: o, quantity: op.quantity, status: 'Awaiting review' });
    } else if (op.kind === 'approve' || op.kind === 'refund' || op.kind === 'refuse') {
      const r = returns[op.ret % Math.max(1, returns.length)];
      if (!r) continue;
      const to = { approve: 'Approved', refund: 'Refunded', refuse: 'Refused' }[op.kind] as ModelReturn['status'];
      const allowed = (r.status === 'Awaiting review' && to !== 'Refunded') || (r.status === 'Approved' && to !== 'Approved');
      const res = await a.post('/api/admin/SetReturnStatus', { RmaNo: r.rma, Status: to, Note: to === 'Refused' ? 'Model refuses' : '' });
      expect(res.status).toBe(allowed ? 200 : 409);
      if (!allowed) continue;
      r.status = to;
      if (to === 'Refunded') stock.set(r.order.product, stock.get(r.order.product)! + r.quantity);
    } else if (op.kind === 'restock') {
      const now = await stockOf(op.product);
      expect((await a.post('/api/admin/SaveProduct', { ProductNo: op.product, Stock: now + op.units })).status).toBe(200);
      stock.set(op.product, stock.get(op.product)! + op.units);
      restocked.set(op.product, restocked.get(op.product)! + op.units);
    }

    for (const p of PRODUCTS) {
      const live = orders.filter((o) => o.product === p && o.status !== S.Cancelled);
      const sold = live.reduce((n, o) => n + o.quantity, 0);
      const returned = returns
        .filter((r) => r.order.product === p && r.status === 'Refunded' && r.order.status !== S.Cancelled)
        .reduce((n, r) => n + r.quantity, 0);
      const actual = await stockOf(p);
      expect(actual, `product ${p} after ${JSON.stringify(op)}`).toBe(stock.get(p));
      expect(actual).toBe(INITIAL + restocked.get(p)! - sold + returned);
    }
  }
}

describe('stock = initial - sold + returned', () => {
  it('holds over random sequences of order, pickup, cancel, return, refund, refusal and restock', { timeout: 240_000 }, async () => {
    let runNo = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        await run(ops, `10.90.${Math.floor(++runNo / 250)}.${runNo % 250}`);
      }),
      { numRuns: 30 },
    );
  });
});
