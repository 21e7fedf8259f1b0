// @vitest-environment happy-dom
// Receipt photos in the back office (docs/notifications.md#receipt-photos): the order's page shows each photo, fetched
// with the staff token (never a plain public address), and the board lists the photos on no order, each put on its
// order by number.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { $, $$, fakeApi, field, json, resetPage, restoreFakes, settle, submit, text, type, type FakeRequest } from './store-pages-fake.js';
import { mountAdmin } from './admin-app-page.js';

const ORDER = {
  OrderNo: 41,
  OrderDate: '2025-03-10',
  CustomerName: 'Nadia Mohammed',
  CustomerMobile: '7080001',
  CustomerEmail: '',
  CustomerAddress: '',
  CityName: '',
  Remarks: '',
  PMNo: 2,
  PMName: 'Bank Transfer',
  IsPaid: 0,
  IsPickup: 1,
  ShopNo: 16,
  ShopName: 'Trini Naturals',
  Source: 1,
  ItemTotal: 645,
  Freight: 0,
  TotalAmount: 645,
  Status: 'Pending',
  NextStatuses: ['Paid', 'Cancelled'],
  OrderProductList: [{ LineNo: 1, ProductNo: 62, ProductName: 'Bay Rum Cologne', Color: '', Size: '', Quantity: 2, Rate: 322.5, TotalAmount: 645 }],
  StatusHistory: [{ Status: 'Pending', At: '2025-03-10T14:00:00.000Z', Note: '', By: '' }],
  Returns: [],
  PaymentAttempts: [],
};
const RECEIPT = { ReceiptNo: 7, OrderNo: 41, From: '+18687080001', Caption: 'Order 41', Size: 2048, ReceivedAt: '2025-03-10T15:00:00.000Z' };
const STRAY = { ...RECEIPT, ReceiptNo: 8, OrderNo: null, From: '+18687080099', Caption: '' };

let calls: FakeRequest[];
let unmatched: object[];
beforeAll(async () => {
  await import('../../widgets/index.js');
});
beforeEach(async () => {
  await act(resetPage);
  localStorage.clear();
  localStorage.setItem('trini-staff', 'staff.token.here');
  unmatched = [STRAY];
  calls = fakeApi((req) => {
    if (req.path === '/api/shop/PaymentOptions') return json({ success: true, UseWipay: false, Sandbox: false });
    if (!req.path.startsWith('/api/admin/')) return undefined;
    if (req.headers.get('authorization') !== 'Bearer staff.token.here') return json({ success: false, msg: 'Please sign in as staff.' }, 401);
    switch (req.path) {
      case '/api/admin/GetShops':
        return json({ success: true, Shops: [{ ShopNo: 16, ShopName: 'Trini Naturals' }] });
      case '/api/admin/GetOrders':
        return json({ success: true, Orders: [ORDER], Total: 1, PageNo: 1, PageSize: 25 });
      case '/api/admin/GetOrder':
        return json({ success: true, Order: { ...ORDER, PaymentReceipts: [RECEIPT] } });
      case '/api/admin/GetReceipts':
        return json({ success: true, Receipts: unmatched, Limit: 100 });
      case '/api/admin/ReceiptPhoto':
        return new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), { headers: { 'content-type': 'image/jpeg' } });
      case '/api/admin/AttachReceipt':
        unmatched = [];
        return json({ success: true, msg: `The receipt is on order ${req.body.OrderNo}.` });
    }
    return undefined;
  });
});
afterEach(() => {
  location.hash = '';
  restoreFakes();
});

describe('receipt photos in the back office', () => {
  it("show on the order's page, loaded with the staff token, beside the bank transfer's next step", async () => {
    location.hash = '#order/41';
    const el = await mountAdmin();
    await settle();
    const photo = $(el, '[part="receipts"] img') as HTMLImageElement;
    expect(photo.getAttribute('src')).toMatch(/^blob:/);
    expect(photo.getAttribute('alt')).toMatch(/^Receipt photo from \+18687080001, /);
    expect(text(el, '[part="receipts"] figcaption')).toContain('+18687080001 · “Order 41”');
    const fetched = calls.filter((c) => c.path === '/api/admin/ReceiptPhoto');
    expect(fetched.map((c) => [c.url.searchParams.get('ReceiptNo'), c.headers.get('authorization')])).toEqual([['7', 'Bearer staff.token.here']]);
    expect($$(el, '.actions .quick button').map((b) => b.textContent)).toContain('Bank transfer received');
  });

  it('lists the photos on no order above the board, and puts one on the order staff name', async () => {
    const el = await mountAdmin();
    await settle();
    expect(text(el, '[part="unmatched-receipts"] summary')).toBe('1 receipt photo on no order');
    await type(field(el, 'Order number'), '41');
    await submit($(el, '[part="unmatched-receipts"] form'));
    await settle();
    expect(calls.filter((c) => c.path === '/api/admin/AttachReceipt').map((c) => c.body)).toEqual([{ ReceiptNo: 8, OrderNo: 41 }]);
    expect(el.shadowRoot!.querySelector('[part="unmatched-receipts"]')).toBeNull();
  });
});
