// Returns (docs/orders.md#return-statuses): the list, approved / refused with a reason / refunded, every refused step, the
// customer seeing the answer in the account's order detail, audit rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';
import { RETURN_STATUS_MESSAGES as M } from '../../../widgets/domain/return-status.js';

let a: AdminTest;
let token: string;
let orderNo: number;
let barcode: string;
beforeAll(async () => {
  a = await createAdminTest({ now: () => new Date('2025-03-10T15:00:00Z') });
  token = await a.registerCustomer('7500001');
  orderNo = await a.placeOrder({ CustomerMobile: '7500001' }, token);
  // Delivered, so returnable: each return below takes one of its first line's four units.
  await a.t.db.query(`UPDATE orders SET status = 'Delivered' WHERE order_no = $1`, [orderNo]);
  [{ barcode }] = await a.t.db.query<{ barcode: string }>('SELECT barcode FROM order_lines WHERE order_no = $1 AND line_no = 1', [orderNo]);
});
afterAll(() => a.t.close());

async function requestReturn(productName = 'Shea Butter (200g)'): Promise<number> {
  const r = await a.t.app.inject({
    method: 'POST',
    url: '/api/shop/SaveProductReturn',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      OrderNo: orderNo,
      OrderDate: '2025-03-10',
      FirstName: 'Asha',
      LastName: 'Ramdial',
      EmailID: 'asha@example.tt',
      Telephone: '7500001',
      ProductName: productName,
      ProductCode: barcode,
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
const setReturn = (RmaNo: number | string, Status: string, Note = '') => a.post('/api/admin/SetReturnStatus', { RmaNo, Status, Note });

describe('GetReturns and SetReturnStatus', () => {
  it('lists returns newest first and filters by status', async () => {
    const first = await requestReturn();
    const second = await requestReturn('Cocoa Butter');
    const r = await a.get('/api/admin/GetReturns');
    expect(r.body.Returns.map((x: Json) => x.RmaNo).slice(0, 2)).toEqual([second, first]);
    expect(r.body.Returns[0]).toMatchObject({
      RMANo: `RMA-${String(second).padStart(6, '0')}`,
      OrderNo: orderNo,
      CustomerName: 'Asha Ramdial',
      ProductName: 'Cocoa Butter',
      Status: 'Awaiting review',
      NextStatuses: ['Approved', 'Refused'],
    });
    expect((await a.get('/api/admin/GetReturns?Status=Refunded')).body.Total).toBe(0);
    expect((await a.get('/api/admin/GetReturns?Status=Lost')).status).toBe(400);
  });

  it('approves then refunds a return; the customer sees it; each step is audited', async () => {
    const rma = await requestReturn();
    expect(await setReturn(rma, 'Refunded')).toEqual({
      status: 409,
      body: { success: false, msg: M.notAllowed('Awaiting review', 'Refunded', ['Approved', 'Refused']) },
    });
    expect((await setReturn(`RMA-${String(rma).padStart(6, '0')}`, 'Approved')).body).toMatchObject({
      success: true,
      Return: { Status: 'Approved', NextStatuses: ['Refunded', 'Refused'] },
    });
    const done = await setReturn(rma, 'Refunded', 'TT$120 back to the card');
    expect(done.body).toMatchObject({
      success: true,
      msg: `Return RMA-${String(rma).padStart(6, '0')} is now Refunded.`,
      Return: { Status: 'Refunded', StatusNote: 'TT$120 back to the card' },
    });
    expect(await setReturn(rma, 'Approved')).toEqual({ status: 409, body: { success: false, msg: M.final('Refunded') } });
    const progress = await a.get(`/api/shop/GetOrderProgress?OrderNo=${orderNo}`, token);
    expect(progress.body.Returns).toContainEqual({
      RMANo: `RMA-${String(rma).padStart(6, '0')}`,
      ProductName: 'Shea Butter (200g)',
      Quantity: 1,
      Status: 'Refunded',
      StatusNote: 'TT$120 back to the card',
      StatusChangedAt: '2025-03-10T15:00:00.000Z',
    });
    const audit = await a.audit('return', rma);
    expect(audit.map((x) => [x.staff_no, x.action, x.before, x.after])).toEqual([
      [a.staffNo, 'SetReturnStatus', { Status: 'Awaiting review', Note: '' }, { Status: 'Approved', Note: '' }],
      [a.staffNo, 'SetReturnStatus', { Status: 'Approved', Note: '' }, { Status: 'Refunded', Note: 'TT$120 back to the card' }],
    ]);
  });

  it('refuses a return only with a reason', async () => {
    const rma = await requestReturn();
    expect(await setReturn(rma, 'Refused')).toEqual({ status: 409, body: { success: false, msg: M.reasonRequired } });
    expect((await setReturn(rma, 'Refused', 'Opened and used')).body.Return).toMatchObject({ Status: 'Refused', StatusNote: 'Opened and used' });
    expect(await setReturn(rma, 'Refunded')).toEqual({ status: 409, body: { success: false, msg: M.final('Refused') } });
  });

  it.each([
    [{}, 400, 'RmaNo is required.'],
    [{ RmaNo: 'RMA-x', Status: 'Approved' }, 400, 'RmaNo must be a whole number from 1 to 2147483647.'],
    [{ RmaNo: 1 }, 400, 'Status is required.'],
    [{ RmaNo: 1, Status: 'Lost' }, 400, 'Status must be one of: Awaiting review, Approved, Refused, Refunded.'],
    [{ RmaNo: 999999, Status: 'Approved' }, 404, 'Return RMA-999999 was not found.'],
  ])('refuses %j', async (payload, status, msg) => {
    expect(await a.post('/api/admin/SetReturnStatus', payload)).toEqual({ status, body: { success: false, msg } });
  });
});
