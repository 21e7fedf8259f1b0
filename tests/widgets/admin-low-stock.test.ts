// @vitest-environment happy-dom
// Low stock in the back office (docs/back-office.md#low-stock): the orders board shows a badge while products are at
// the shop's threshold or below, linking to the Products screen's Low stock filter, which the screen also offers.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mount } from './mount.js';
import { $, $$, fakeApi, json, resetPage, restoreFakes, settle, text, type FakeRequest } from './store-pages-fake.js';
import { openTab } from './admin-app-page.js';

let calls: FakeRequest[];
let lowStock: number;
const row = (ProductNo: number, Stock: number | null, LowStock: boolean) => ({
  ProductNo,
  ProductName: `Product ${ProductNo}`,
  CategoryName: 'Skin care',
  SalesPrice: 100,
  DiscountPercent: 0,
  Stock,
  IsSoldOut: Stock === 0,
  LowStock,
});

beforeAll(async () => {
  await import('../../widgets/index.js');
});
beforeEach(async () => {
  await act(resetPage);
  localStorage.clear();
  localStorage.setItem('trini-staff', 'staff.token.here');
  lowStock = 2;
  calls = fakeApi((req) => {
    if (req.path === '/api/shop/PaymentOptions') return json({ success: true, UseWipay: false, Sandbox: false });
    switch (req.path) {
      case '/api/admin/GetOrders':
        return json({ success: true, Orders: [], Total: 0, PageNo: 1, PageSize: 25, PageCount: 1, LowStock: lowStock });
      case '/api/admin/GetShops':
        return json({ success: true, Shops: [] });
      case '/api/admin/SetupChecklist':
        return json({ success: true, Items: [], Done: true, Owner: false });
      case '/api/admin/GetProducts': {
        const low = req.url.searchParams.get('LowStock') === '1';
        const products = low ? [row(30, 3, true), row(37, 0, true)] : [row(12, null, false), row(30, 3, true), row(35, 9, false)];
        return json({ success: true, Products: products, Total: products.length, PageNo: 1, PageSize: 25, PageCount: 1, LowStockThreshold: 5 });
      }
    }
    return undefined;
  });
});
afterEach(restoreFakes);

describe('low stock in the back office', () => {
  it('the board shows a badge that opens the Products screen on its Low stock filter', async () => {
    const el = await mount('<trini-admin-app></trini-admin-app>');
    await settle();
    expect(text(el, '.low-stock-badge')).toBe('2 products low on stock');
    expect($(el, '.low-stock-badge').getAttribute('href')).toBe('#products/low');

    await openTab('#products/low');
    expect($(el, ".tabs a[href='#products']").getAttribute('aria-current')).toBe('page');
    expect(
      calls
        .filter((c) => c.path === '/api/admin/GetProducts')
        .at(-1)!
        .url.searchParams.get('LowStock'),
    ).toBe('1');
    expect(($(el, '.products select') as HTMLSelectElement).value).toBe('lowStock');
    expect(text(el, '.products .total')).toBe('2 products with 5 or fewer left');
    expect($$(el, '.product-row .stock.low').map((s) => s.textContent)).toEqual(['3 left', 'Sold out']);
  });

  it('shows no badge while nothing is low; the filter is offered on the Products screen', async () => {
    lowStock = 0;
    const el = await mount('<trini-admin-app></trini-admin-app>');
    await settle();
    expect(el.shadowRoot!.querySelector('.low-stock-badge')).toBeNull();
    await openTab('#products');
    expect($$(el, '.products select option').map((o) => o.textContent)).toEqual(['All products', 'For sale', 'Sold out', 'Low stock']);
    expect($$(el, '.product-row .stock').map((s) => [s.textContent, s.classList.contains('low')])).toEqual([
      ['In stock', false],
      ['3 left', true],
      ['9 left', false],
    ]);
  });
});
