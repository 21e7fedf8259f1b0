// @vitest-environment happy-dom
// <trini-account-page> (docs/screens.md#account-pages, docs/architecture.md#decisions: wired to the customer's real data).
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, mount, product } from './mount.js';
import {
  $,
  $$,
  captureNavigation,
  click,
  fakeApi,
  field,
  json,
  loadWidgetsSameOrigin,
  resetPage,
  restoreFakes,
  settle,
  submit,
  text,
  toastTexts,
  type,
  type FakeRequest,
} from './store-pages-fake.js';

const claims = { custom_id: '42', custom_Email: 'asha@example.tt', custom_mobile: '7654321', custom_CustomerName: 'Asha Ramdial', exp: 4102444800 };

const HISTORY = [
  { OrderId: 1002, Customer: 'Asha Ramdial', NoofProduct: 1, Status: 'Shipped', Total: 1234.5, DateAdded: '2025-03-09' },
  { OrderId: 1001, Customer: 'Asha Ramdial', NoofProduct: 2, Status: 'Pending', Total: 240, DateAdded: '2025-03-01' },
];
const ORDER = {
  OrderNo: 1001,
  OrderDate: '2025-03-01',
  DeliveryDate: null,
  Status: 'Paid',
  PMNo: 1,
  PMName: 'WiPay',
  IsPickup: 0,
  CustomerName: 'Asha Ramdial',
  CustomerMobile: '7654321',
  CustomerEmail: 'asha@example.tt',
  CustomerAddress: '12 Cipero Street',
  CityName: 'San Fernando',
  ODeliverCountryNo: 1,
  Remarks: '',
  ItemTotal: 200,
  Freight: 40,
  TotalAmount: 240,
  IsWipayPayment: 1,
  Paid: true,
  PaidAt: '2025-03-02T10:00:00.000Z',
  OrderProductList: [
    {
      LineNo: 1,
      ProductNo: 20,
      ProductName: 'Neem Soap',
      Barcode: '845020',
      Color: '',
      Size: '',
      Quantity: 2,
      Rate: 40,
      Discount: 0,
      DiscountPercent: 0,
      TotalAmount: 80,
    },
    {
      LineNo: 2,
      ProductNo: 21,
      ProductName: 'Shea Butter',
      Barcode: '845021',
      Color: '',
      Size: '200g',
      Quantity: 1,
      Rate: 120,
      Discount: 0,
      DiscountPercent: 0,
      TotalAmount: 120,
    },
    {
      LineNo: 3,
      ProductNo: 22,
      ProductName: 'Old Balm',
      Barcode: '845022',
      Color: '',
      Size: '',
      Quantity: 1,
      Rate: 0,
      Discount: 0,
      DiscountPercent: 0,
      TotalAmount: 0,
    },
  ],
};
const PRODUCTS = new Map([
  [20, product({ ProductNo: 20, ProductName: 'Neem Soap', SalesPrice: 40 })],
  [
    21,
    product({
      ProductNo: 21,
      ProductName: 'Shea Butter',
      SalesPrice: 120,
      ProductSKUCount: 2,
      ProductSKUList: [
        { ProductSKUNo: 1, Color: '', Size: '100g', Barcode: '' },
        { ProductSKUNo: 2, Color: '', Size: '200g', Barcode: '' },
      ],
    }),
  ],
]);
const STATUS: Record<string, string> = { '1001': 'Awaiting payment', '1002': 'Shipped', '1003': 'En Route', '1004': 'Delivered', '1005': 'Cancelled' };

let calls: FakeRequest[];
let hrefs: string[];
let history: unknown[];
let historyStatus: number;
let progress: unknown = null; // GET /api/shop/GetOrderProgress's answer; null: not answered (as an older host)

beforeAll(loadWidgetsSameOrigin);
beforeEach(async () => {
  const { login } = await import('../../widgets/state/session.js');
  await act(async () => {
    await resetPage();
    login(fakeJwt(claims));
  });
  history = HISTORY;
  historyStatus = 200;
  calls = fakeApi((req) => {
    const b = req.body as Record<string, string>;
    switch (req.path) {
      case '/api/customer/GetAccount':
        return json({
          success: true,
          CustomerNo: 42,
          CustomerName: 'Asha Marie Ramdial',
          Mobile1: '7654321',
          EmailID: 'asha@example.tt',
          Address: '12 Cipero Street',
        });
      case '/api/customer/UpdateAccount':
        if (b.EmailID === 'taken@example.tt') return json({ success: false, msg: 'That email cannot be used.' }, 400);
        return json({
          success: true,
          msg: 'Your account details have been saved.',
          jwt: fakeJwt({ ...claims, custom_CustomerName: b.CustomerName, custom_Email: b.EmailID }),
        });
      case '/api/customer/ChangePassword':
        return b.CurrentPassword === 'old-pass'
          ? json({ success: true, msg: 'Your password has been changed.', jwt: fakeJwt({ ...claims, ver: 1 }) })
          : json({ success: false, msg: 'The current password is not correct.' }, 400);
      case '/api/shop/GetOrderHistory':
        return historyStatus === 200 ? json(history) : json({ success: false, msg: 'Please log in.' }, historyStatus);
      case '/api/shop/GetOrder':
        return req.query.get('OrderNo') === '1001' ? json(ORDER) : json({ success: false, msg: 'Order not found.' }, 404);
      case '/api/shop/GetOrderProgress':
        return progress ? json(progress) : undefined;
      case '/api/shop/TrackOrder': {
        const status = STATUS[req.query.get('OrderNo')!];
        if (!status || req.query.get('Mobile') !== '7654321') return json({ success: false, msg: 'No order found for that number and mobile.' }, 404);
        return json({ success: true, OrderNo: Number(req.query.get('OrderNo')), Status: status, OrderDate: '2025-03-01', IsPickup: 0 });
      }
      case '/api/shop/SaveProductReturn':
        return json({ success: true, msg: 'Your return request has been received. Your RMA number is RMA-000123.', RMANo: 'RMA-000123' });
      case '/api/Product/loadproduct': {
        const p = PRODUCTS.get(Number(req.query.get('ProductNo')));
        return p ? json(p) : json({ success: false, msg: 'Product not found.' }, 404);
      }
    }
    return undefined;
  });
  hrefs = captureNavigation();
});
afterEach(restoreFakes);

async function mountView(view: string, orderNo = ''): Promise<HTMLElement> {
  const el = await mount(`<trini-account-page view="${view}" order-no="${orderNo}"></trini-account-page>`);
  await settle();
  return el;
}
const logOut = async () => act(async () => (await import('../../widgets/state/session.js')).logout());
const posted = (path: string) => calls.filter((c) => c.path === path && c.method === 'POST').map((c) => c.body);

describe('<trini-account-page> access', () => {
  it('sends a logged-out visitor to /login on every view but track and return', async () => {
    await logOut();
    for (const view of ['account', 'edit', 'password', 'history', 'detail']) {
      hrefs.length = 0;
      const el = await mountView(view, '1001');
      expect(hrefs).toEqual(['/login']);
      expect(text(el, '.notice')).toBe('Please log in to see your account. Login');
      await act(async () => el.remove());
    }
    hrefs.length = 0;
    const track = await mountView('track');
    expect(hrefs).toEqual([]);
    expect(text(track, 'h1')).toBe('Order Track');
    expect(track.shadowRoot!.querySelector('.side-menu')).toBeNull();
    expect(calls.filter((c) => c.path !== '/api/shop/TrackOrder')).toEqual([]); // nothing private was asked for
    await act(async () => track.remove());
    // A guest's return starts with the order number and the mobile; nothing of an account is asked for.
    const returns = await mountView('return', '1001');
    expect(hrefs).toEqual([]);
    expect(text(returns, 'h1')).toBe('Product Returns');
    expect(field(returns, 'Order ID').value).toBe('1001');
    expect(field(returns, 'Mobile').value).toBe('');
    expect(returns.shadowRoot!.querySelector('button[type="submit"]')!.textContent).toBe('Find order');
    expect(calls).toEqual([]);
  });

  it('redirects when the session ends while the page is open, and when the server refuses the token (401)', async () => {
    const el = await mountView('account');
    expect(hrefs).toEqual([]);
    await logOut();
    expect(hrefs).toEqual(['/login']);
    await act(async () => el.remove());
    const { login, $session } = await import('../../widgets/state/session.js');
    await act(async () => void login(fakeJwt(claims)));
    hrefs.length = 0;
    historyStatus = 401;
    await mountView('history');
    expect($session.get().loggedIn).toBe(false);
    expect(hrefs).toEqual(['/login']);
  });
});

describe('<trini-account-page view="account">', () => {
  it('shows the tiles and the side menu; Logout goes home', async () => {
    const el = await mountView('account');
    expect(text(el, 'h1')).toBe('My Account');
    expect($$(el, '.tile').map((a) => [a.querySelector('.tile-title')!.textContent, a.getAttribute('href')])).toEqual([
      ['Edit your account information', '/editaccountinfo'],
      ['Change your password', '/changepassword'],
      ['Modify your wish list', '/wishlist'],
      ['View your order history', '/orderhistory'],
    ]);
    expect($$(el, '.side-menu a').map((a) => a.textContent)).toEqual([
      'My Account',
      'Edit Account',
      'Change Password',
      'Wishlist',
      'Order History',
      'Order Track',
    ]);
    expect($(el, '.side-menu [aria-current="page"]').textContent).toBe('My Account');
    await click($(el, '.side-menu .logout'));
    const { $session } = await import('../../widgets/state/session.js');
    expect($session.get().loggedIn).toBe(false);
    expect(hrefs).toEqual(['/home']);
  });
});

describe('<trini-account-page view="history">', () => {
  it('lists the real orders: OrderId, Customer, NoofProduct, Status, Total (TT$), DateAdded, View', async () => {
    const el = await mountView('history');
    const rows = $$(el, 'tbody tr').map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['#1002', 'Asha Ramdial', '1', 'Shipped', 'TT$1,234.50', '9 Mar 2025', 'View'],
      ['#1001', 'Asha Ramdial', '2', 'Pending', 'TT$240.00', '1 Mar 2025', 'View'],
    ]);
    expect($$(el, 'tbody a').map((a) => a.getAttribute('href'))).toEqual(['/orderdetail?OrderNo=1002', '/orderdetail?OrderNo=1001']);
    expect($(el, '.side-menu [aria-current="page"]').textContent).toBe('Order History');
  });

  it('says so when there are no orders; a failed load offers a retry', async () => {
    history = [];
    const el = await mountView('history');
    expect(text(el, '.notice p')).toBe('You have not made any previous orders!');
    await act(async () => el.remove());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    historyStatus = 409;
    const failed = await mountView('history');
    expect(text(failed, '.notice.failed p')).toBe('Could not load your orders. Please check your connection.');
    historyStatus = 200;
    history = HISTORY;
    await click($(failed, '.notice.failed button'));
    expect($$(failed, 'tbody tr')).toHaveLength(2);
  });
});

describe('<trini-account-page view="detail">', () => {
  it('shows the order: id, date, payment, shipping, address, lines, totals and status history', async () => {
    const el = await mountView('detail', '1001');
    expect(calls.find((c) => c.path === '/api/shop/GetOrder')!.query.get('OrderNo')).toBe('1001');
    expect($$(el, '.details dt, .details dd').map((n) => n.textContent)).toEqual([
      'Order ID',
      '#1001',
      'Date Added',
      '1 Mar 2025',
      'Payment Method',
      'WiPay',
      'Shipping Method',
      'Delivery',
      'Status',
      'Paid',
    ]);
    expect(text(el, 'address')).toBe('Asha Ramdial12 Cipero StreetSan Fernando, Trinidad+1(868) 7654321');
    expect($$(el, '.lines tbody tr')[1].textContent).toBe('Shea Butter (200g)8450211TT$120.00TT$120.00');
    expect($$(el, '.lines tfoot tr').map((tr) => tr.textContent)).toEqual(['Sub-TotalTT$200.00', 'FreightTT$40.00', 'TotalTT$240.00']);
    expect($$(el, '.plain tbody tr').map((tr) => tr.textContent)).toEqual(['1 Mar 2025Awaiting payment', '2 Mar 2025Paid']);
  });

  it('shows the shop’s status changes with their notes, and the answers to the order’s returns', async () => {
    progress = {
      success: true,
      StatusHistory: [
        { Status: 'Awaiting payment', At: '2025-03-01T14:00:00.000Z', Note: '' },
        { Status: 'Paid', At: '2025-03-02T02:30:00.000Z', Note: '' }, // 22:30 on 1 March in Trinidad
        { Status: 'Shipped', At: '2025-03-03T15:00:00.000Z', Note: 'Van 2' },
      ],
      Returns: [
        {
          RMANo: 'RMA-000123',
          ProductName: 'Shea Butter (200g)',
          Quantity: 1,
          Status: 'Refunded',
          StatusNote: 'TT$120 back to the card',
          StatusChangedAt: '2025-03-05T15:00:00.000Z',
        },
      ],
    };
    try {
      const el = await mountView('detail', '1001');
      expect($$(el, '.plain tbody tr').map((tr) => tr.textContent)).toEqual(['1 Mar 2025Awaiting payment', '1 Mar 2025Paid', '3 Mar 2025ShippedVan 2']);
      expect(text(el, '.order-returns li')).toBe('RMA-000123: 1 × Shea Butter (200g) · Refunded · TT$120 back to the card');
    } finally {
      progress = null;
    }
  });

  it('Reorder adds the lines to the cart (unavailable ones named) and goes to /cart; Return goes to the return form', async () => {
    const el = await mountView('detail', '1001');
    await click($(el, '.reorder'));
    const { $cart } = await import('../../widgets/state/cart.js');
    expect($cart.get().ItemList.map((l) => [l.ProductNo, l.Quantity, l.Size ?? ''])).toEqual([
      [20, 2, ''],
      [21, 1, '200g'],
    ]);
    expect(await toastTexts()).toEqual(['Old Balm is no longer available and was not added.']);
    expect(hrefs).toEqual(['/cart']);
    await click($(el, '.return'));
    expect(hrefs[1]).toBe('/productreturn?OrderNo=1001');
  });

  it('an order that is not the customer’s (404) or no order-no says so', async () => {
    const el = await mountView('detail', '999');
    expect(text(el, '.notice')).toBe('We could not find that order in your account.');
    el.setAttribute('order-no', '');
    await settle();
    expect(text(el, '.notice p')).toBe('No order was chosen. Pick one from your order history.');
  });
});

describe('<trini-account-page view="edit">', () => {
  it('prefills from GetAccount, saves, logs the re-issued token in and confirms', async () => {
    const el = await mountView('edit');
    expect(text(el, 'h1')).toBe('Edit Account Information');
    expect([field(el, 'First Name').value, field(el, 'Last Name').value, field(el, 'E-Mail').value, field(el, 'Telephone').value]).toEqual([
      'Asha',
      'Marie Ramdial',
      'asha@example.tt',
      '7654321',
    ]);
    expect(field(el, 'Telephone').readOnly).toBe(true);
    await type(field(el, 'Last Name'), 'Ramdial-Singh');
    await type(field(el, 'E-Mail'), 'asha.rs@example.tt');
    await submit($(el, 'form'));
    expect(posted('/api/customer/UpdateAccount')).toEqual([{ CustomerName: 'Asha Ramdial-Singh', EmailID: 'asha.rs@example.tt', Address: '12 Cipero Street' }]);
    const { $session } = await import('../../widgets/state/session.js');
    expect([$session.get().name, $session.get().email]).toEqual(['Asha Ramdial-Singh', 'asha.rs@example.tt']);
    expect(text(el, '.form-message.done')).toBe('Your account details have been saved.');
    expect(await toastTexts()).toEqual(['Your account details have been saved.']);
  });

  it('checks the fields first, and shows the server’s refusal as Error: msg', async () => {
    const el = await mountView('edit');
    await type(field(el, 'First Name'), '  ');
    await submit($(el, 'form'));
    expect(text(el, '.form-message.error')).toBe('First Name is required.');
    await type(field(el, 'First Name'), 'Asha');
    await type(field(el, 'E-Mail'), 'asha@');
    await submit($(el, 'form'));
    expect(text(el, '.form-message.error')).toBe('Please enter a valid email address.');
    expect(posted('/api/customer/UpdateAccount')).toEqual([]);
    await type(field(el, 'E-Mail'), 'taken@example.tt');
    await submit($(el, 'form'));
    expect(text(el, '.form-message.error')).toBe('Error: That email cannot be used.');
    expect($(el, '.back').getAttribute('href')).toBe('/account');
  });
});

describe('<trini-account-page view="password">', () => {
  it('gives the messages in order, then changes the password, keeps the new token and clears the form', async () => {
    const el = await mountView('password');
    const form = $(el, 'form');
    const steps: Array<[Record<string, string>, string]> = [
      [{}, 'Current Password is required.'],
      [{ 'Current Password': 'old-pass' }, 'Password is required.'],
      [{ Password: 'sorrel-2025' }, 'Confirm Password is required.'],
      [{ 'Password Confirm': 'sorrel-2026' }, 'Passwords do not match.'],
      [{ Password: 'abc', 'Password Confirm': 'abc' }, 'Password must be at least 6 characters.'],
    ];
    for (const [values, message] of steps) {
      for (const [label, value] of Object.entries(values)) await type(field(el, label), value);
      await submit(form);
      expect(text(el, '.form-message.error')).toBe(message);
    }
    expect(posted('/api/customer/ChangePassword')).toEqual([]);
    await type(field(el, 'Current Password'), 'wrong');
    await type(field(el, 'Password'), 'sorrel-2025');
    await type(field(el, 'Password Confirm'), 'sorrel-2025');
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('Error: The current password is not correct.');
    await type(field(el, 'Current Password'), 'old-pass');
    await submit(form);
    expect(posted('/api/customer/ChangePassword').at(-1)).toEqual({ CurrentPassword: 'old-pass', NewPassword: 'sorrel-2025', ConfirmPassword: 'sorrel-2025' });
    expect(text(el, '.form-message.done')).toBe('Your password has been changed.');
    expect(field(el, 'Password').value).toBe('');
    // The change revoked the old token: the answer's new one keeps the shopper signed in.
    const { $session } = await import('../../widgets/state/session.js');
    expect($session.get().loggedIn).toBe(true);
    expect(localStorage.getItem('cjwt')).toBe(fakeJwt({ ...claims, ver: 1 }));
  });
});

describe('<trini-account-page view="track">', () => {
  const reached = (el: Element) => $$(el, '.step.done .label').map((l) => l.textContent);

  it('checks the form, then shows the four steps with the order’s real status highlighted', async () => {
    await logOut(); // guests can track
    const el = await mountView('track');
    const form = $(el, 'form');
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('Order ID is required.');
    await type(field(el, 'Order ID'), '1002');
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('Mobile is required.');
    await type(field(el, 'Mobile'), '76543');
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('Phone Number is invalid. Please enter 7 digits.');
    await type(field(el, 'Mobile'), '7654321');
    await submit(form);
    expect($$(el, '.step .label').map((l) => l.textContent)).toEqual(['Order Processed', 'Order Shipped', 'Order En Route', 'Order Arrived']);
    expect(reached(el)).toEqual(['Order Processed', 'Order Shipped']);
    expect($(el, '[aria-current="step"] .label').textContent).toBe('Order Shipped');
    for (const [no, stages] of [
      ['1003', 3],
      ['1004', 4],
      ['1001', 0],
    ] as const) {
      await type(field(el, 'Order ID'), no);
      await submit(form);
      expect(reached(el)).toHaveLength(stages);
    }
    // Waiting for its payment: no stage is ticked yet, and the page says why.
    expect(text(el, '.track-result .status')).toBe('Awaiting payment');
    expect(text(el, '.track-result .not-started')).toBe('We have your order. The steps are ticked as the shop processes it.');
    await type(field(el, 'Order ID'), '1005');
    await submit(form);
    expect(text(el, '.track-result .notice')).toBe('This order was cancelled, or its payment did not go through.');
    await type(field(el, 'Order ID'), '7777');
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('No order found for that number and mobile.');
    expect(el.shadowRoot!.querySelector('.track-result')).toBeNull();
  });

  it('a logged-in customer with an order-no gets the status at once', async () => {
    const el = await mountView('track', '1003');
    expect(field(el, 'Mobile').value).toBe('7654321');
    expect($(el, '[aria-current="step"] .label').textContent).toBe('Order En Route');
  });
});

describe('<trini-account-page view="return">', () => {
  it('prefills from the session and the order; a line can be picked', async () => {
    const el = await mountView('return', '1001');
    const values = ['First Name', 'Last Name', 'E-Mail', 'Telephone', 'Order ID', 'Order Date'].map((l) => field(el, l).value);
    expect(values).toEqual(['Asha', 'Ramdial', 'asha@example.tt', '7654321', '1001', '2025-03-01']);
    await type($(el, '#return-line'), '1');
    expect([field(el, 'Product Name').value, field(el, 'Product Code').value, field(el, 'Quantity').value]).toEqual(['Shea Butter (200g)', '845021', '1']);
    expect($$(el, 'input[name="return-reason"]').map((r) => (r as HTMLInputElement).value)).toEqual(['1', '4', '3', '5', '2']);
    expect(($$(el, 'input[name="return-opened"]')[1] as HTMLInputElement).checked).toBe(true); // No by default
  });

  it('validates with clear messages, opens the terms dialog, submits and shows the RMA number', async () => {
    const el = await mountView('return', '1001');
    const form = $(el, 'form');
    await type(field(el, 'Telephone'), '123');
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('Phone Number is invalid. Please enter 7 digits.');
    await type(field(el, 'Telephone'), '7654321');
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('Product Name is required.');
    await type(field(el, 'Product Name'), 'Neem Soap');
    await type(field(el, 'Product Code'), '845020');
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('Please choose a reason for the return.');
    await click($$(el, 'input[name="return-reason"]')[1] as HTMLElement); // Faulty
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('Please supply the details of the fault or reason.');
    await type(field(el, 'Faulty or other details'), 'The bar crumbled.');
    await submit(form);
    expect(text(el, '.form-message.error')).toBe('You must agree to the Return Terms & Conditions.');
    expect(posted('/api/shop/SaveProductReturn')).toEqual([]);

    const dialog = $(el, 'dialog') as HTMLDialogElement;
    await click($(el, '.terms-line .link-button'));
    expect(dialog.open).toBe(true);
    expect(text(el, 'dialog h2')).toBe('Return Terms & Conditions');
    await click($(el, '.close-terms'));
    expect(dialog.open).toBe(false);

    await click($(el, '.terms-line input[type="checkbox"]'));
    await click($$(el, 'input[name="return-opened"]')[0] as HTMLElement);
    await submit(form);
    expect(posted('/api/shop/SaveProductReturn')).toEqual([
      {
        OrderNo: 1001,
        OrderDate: '2025-03-01',
        FirstName: 'Asha',
        LastName: 'Ramdial',
        EmailID: 'asha@example.tt',
        Telephone: '7654321',
        ProductName: 'Neem Soap',
        ProductCode: '845020',
        Quantity: 1,
        ReasonNo: 4,
        IsOpened: true,
        Details: 'The bar crumbled.',
        AgreeTerms: true,
      },
    ]);
    expect(text(el, '.done-card .rma')).toBe('Your return request has been received. Your RMA number is RMA-000123.');
  });
});
