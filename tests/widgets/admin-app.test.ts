// @vitest-environment happy-dom
// <trini-admin-app> (docs/back-office.md#admin-page): sign-in keeps the staff token for the tab, the board shows the machine's
// next steps as quick buttons, a 401 signs the staff member out; its calls never carry the customer's token.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeJwt } from './mount.js';
import { $, $$, click, fakeApi, field, json, resetPage, restoreFakes, settle, submit, text, type, type FakeRequest } from './store-pages-fake.js';
import { mountAdmin } from './admin-app-page.js';

const ORDER = {
  OrderNo: 41,
  OrderDate: '2025-03-10',
  CustomerName: 'Nadia Mohammed',
  CustomerMobile: '7080001',
  PMNo: 2,
  PMName: 'Bank Transfer',
  IsPaid: 0,
  IsPickup: 0,
  ShopNo: 16,
  ShopName: 'Trini Naturals',
  Source: 1,
  TotalAmount: 645,
  Status: 'Pending',
  NextStatuses: ['Paid', 'Cancelled'],
};
/** A cash-on-delivery order still to be paid, as the order page and its packing slip load it. */
const CASH_ORDER = {
  ...ORDER,
  OrderNo: 43,
  PMNo: 3,
  PMName: 'Cash on Delivery',
  TotalAmount: 685,
  CustomerEmail: '',
  CustomerAddress: '12 Frederick Street',
  CityName: 'Port of Spain',
  Remarks: '',
  ItemTotal: 645,
  Freight: 40,
  OrderProductList: [{ LineNo: 1, ProductNo: 62, ProductName: 'Bay Rum Cologne', Color: '', Size: '', Quantity: 2, Rate: 322.5, TotalAmount: 645 }],
  StatusHistory: [{ Status: 'Pending', At: '2025-03-10T14:00:00.000Z', Note: '', By: '' }],
  Returns: [],
  PaymentAttempts: [],
};
let calls: FakeRequest[];
let boardOrders: object[] = [ORDER];
let signedOutServer = false;
let cardPayments: { UseWipay: boolean; Sandbox: boolean } = { UseWipay: true, Sandbox: false };

beforeAll(async () => {
  await import('../../widgets/index.js');
});
beforeEach(async () => {
  await act(resetPage);
  localStorage.clear();
  localStorage.clear();
  signedOutServer = false;
  boardOrders = [ORDER];
  cardPayments = { UseWipay: true, Sandbox: false };
  calls = fakeApi((req) => {
    if (req.path === '/api/shop/PaymentOptions') return json({ success: true, ...cardPayments });
    if (req.path === '/api/admin/Login') {
      return req.body.Password === 'hibiscus-2025'
        ? json({ success: true, Token: 'staff.token.here', Name: 'Ann' })
        : json({ success: false, msg: 'Invalid mobile number or password.' }, 401);
    }
    if (!req.path.startsWith('/api/admin/')) return undefined;
    if (signedOutServer || req.headers.get('authorization') !== 'Bearer staff.token.here')
      return json({ success: false, msg: 'Please sign in as staff.' }, 401);
    switch (req.path) {
      case '/api/admin/GetShops':
        return json({ success: true, Shops: [{ ShopNo: 16, ShopName: 'Trini Naturals' }] });
      case '/api/admin/GetOrders':
        return json({ success: true, Orders: boardOrders, Total: boardOrders.length, PageNo: 1, PageSize: 25 });
      case '/api/admin/GetOrder':
        return json({ success: true, Order: CASH_ORDER });
      case '/api/admin/SetOrderStatus':
        return json({
          success: true,
          msg: `Order ${req.body.OrderNo} is now ${req.body.Status}.`,
          Status: req.body.Status,
          NextStatuses: ['Shipped', 'Cancelled'],
        });
    }
    return undefined;
  });
});
afterEach(restoreFakes);

describe('<trini-admin-app>', () => {
  it('signs in, lists the orders with the next steps as quick buttons, and moves one on', async () => {
    const { login } = await import('../../widgets/state/session.js');
    await act(async () => login(fakeJwt({ custom_id: '5', custom_Email: '', custom_mobile: '7654321', custom_CustomerName: 'A Customer', exp: 4102444800 })));
    const el = await mountAdmin();
    await type(field(el, 'Mobile'), '7000001');
    await type(field(el, 'Password'), 'wrong');
    await submit($(el, 'form'));
    expect(text(el, '.message.error')).toBe('Invalid mobile number or password.');
    await type(field(el, 'Password'), 'hibiscus-2025');
    await submit($(el, 'form'));
    await settle();
    expect(localStorage.getItem('trini-staff')).toBe('staff.token.here');
    expect(text(el, '.order-card .status')).toBe('Pending');
    // A bank transfer is Paid before it ships: the one quick button says so; Cancelled needs a reason, so it is not one.
    expect($$(el, '.order-card .quick button').map((b) => b.textContent)).toEqual(['Bank transfer received']);
    await click($(el, '.order-card .quick button'));
    await settle();
    expect(calls.filter((c) => c.path === '/api/admin/SetOrderStatus').map((c) => c.body)).toEqual([{ OrderNo: 41, Status: 'Paid', Note: '' }]);
    expect(text(el, '.message.done')).toBe('Order 41 is now Paid.');
    // Every admin call carried the staff token, never the customer's.
    expect(
      calls
        .filter((c) => c.path.startsWith('/api/admin/') && c.path !== '/api/admin/Login')
        .every((c) => c.headers.get('authorization') === 'Bearer staff.token.here'),
    ).toBe(true);
  });

  it('flags an order whose card payment arrived after it was cancelled "Refund due" on the board', async () => {
    boardOrders = [
      { ...ORDER, OrderNo: 42, PMNo: 1, PMName: 'WiPay', IsPaid: 1, Status: 'Cancelled', NextStatuses: [], RefundDue: 1 },
      { ...ORDER, RefundDue: 0 },
    ];
    localStorage.setItem('trini-staff', 'staff.token.here');
    const el = await mountAdmin();
    const cards = $$(el, '.order-card');
    expect(cards.map((c) => c.getAttribute('data-order-no'))).toEqual(['42', '41']);
    expect(Array.from(cards[0].querySelectorAll('.status')).map((s) => s.textContent)).toEqual(['Cancelled', 'Refund due']);
    expect(cards[0].querySelector('.status-refund-due')).not.toBeNull();
    expect(cards[1].querySelector('.status-refund-due')).toBeNull();
  });

  it("a cash-on-delivery packing slip always shows the amount to collect, with 'Show prices' unticked", async () => {
    localStorage.setItem('trini-staff', 'staff.token.here');
    location.hash = '#slip/43';
    try {
      const el = await mountAdmin();
      const prices = el.shadowRoot!.querySelector<HTMLInputElement>('.slip-tools input[type="checkbox"]')!;
      expect(prices.checked).toBe(false);
      expect(text(el, '.slip-payment')).toBe('Payment: Cash on Delivery: collect TT$685.00');
      expect($$(el, '.slip-lines .amount')).toHaveLength(0); // the line prices stay off
    } finally {
      location.hash = '';
    }
  });

  it('a 401 (token expired, staff disabled) shows the sign-in form again', async () => {
    localStorage.setItem('trini-staff', 'staff.token.here');
    const el = await mountAdmin();
    expect($$(el, '.order-card')).toHaveLength(1);
    signedOutServer = true;
    await click($(el, '.order-card .quick button'));
    await settle();
    expect(localStorage.getItem('trini-staff')).toBeNull();
    expect(el.shadowRoot!.querySelector('form.sign-in')).not.toBeNull();
  });

  it('shows "payments: sandbox" beside the tabs while card payments go to a sandbox, and nothing when live', async () => {
    localStorage.setItem('trini-staff', 'staff.token.here');
    cardPayments = { UseWipay: true, Sandbox: true };
    const sandboxed = await mountAdmin();
    expect(text(sandboxed, '.tabs .sandbox-badge')).toBe('payments: sandbox');
    await act(resetPage);
    cardPayments = { UseWipay: true, Sandbox: false };
    const live = await mountAdmin();
    expect($$(live, '.order-card')).toHaveLength(1);
    expect(live.shadowRoot!.querySelector('.sandbox-badge')).toBeNull();
  });
});
