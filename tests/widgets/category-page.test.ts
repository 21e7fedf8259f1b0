// @vitest-environment happy-dom
// <trini-category-page> (docs/screens.md#category-page, docs/architecture.md#decisions: the filter, sort and page-size controls work).
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, product } from './mount.js';
import {
  $,
  $$,
  click,
  fakeApi,
  field,
  json,
  loadWidgetsSameOrigin,
  resetPage,
  restoreFakes,
  settle,
  text,
  type,
  type FakeRequest,
} from './store-pages-fake.js';
import type { Category, Product } from '../../widgets/domain/types.js';

const cat = (no: number, name: string, subs: Category[] = []): Category => ({
  ProductCategoryNo: no,
  ProductCategoryName: name,
  ImageFilePath: '',
  SubCategories: subs,
});
const TREE = [cat(2, 'Hair', [cat(201, 'Hair Oil'), cat(202, 'Shampoo')]), cat(5, 'Body', [cat(501, 'Body Cream')])];

// 20 hair products: names H01..H20, price 10 * n (+ .5 for the last), odd ones sold out every 5th,
// oils (201) for n <= 12, shampoos (202) after; ribbons on a few.
const hair: Product[] = Array.from({ length: 20 }, (_, i) => {
  const n = i + 1;
  return product({
    ProductNo: n,
    ProductName: `H${String(n).padStart(2, '0')} Hair Product`,
    ProductCategoryNo: n <= 12 ? 201 : 202,
    SalesPrice: n === 20 ? 200.5 : n * 10,
    IsSoldOut: n % 5 === 0 ? 1 : 0,
    RibbonText: n === 3 || n === 14 ? 'New' : n === 7 ? 'Best Seller' : '',
  });
});
const body: Product[] = [product({ ProductNo: 50, ProductName: 'Cocoa Body Cream', ProductCategoryNo: 501, SalesPrice: 65 }), { ...hair[0] }];

let calls: FakeRequest[];
let failProducts: number | null;
let gate: Promise<void> | null;

beforeAll(loadWidgetsSameOrigin);
beforeEach(async () => {
  await act(resetPage);
  failProducts = null;
  gate = null;
  calls = fakeApi(async (req) => {
    if (req.path === '/api/store/getproductcategorylist') return json(TREE);
    if (req.path === '/api/Product/GetProducts') {
      if (gate) await gate;
      if (failProducts) return json({ success: false, msg: 'Nope' }, failProducts);
      const no = Number(req.query.get('CategoryNo'));
      const list = no === 2 ? hair : no === 5 ? body : [];
      return json({ ProductList: list.slice(0, Number(req.query.get('MaxRecords'))) });
    }
    if (req.path === '/api/design/LoadDesignPageProducts') {
      return json({
        Sections: [
          { SectionName: 'Trending Now', Products: [body[0]] },
          { SectionName: 'Empty', Products: [] },
        ],
      });
    }
    return undefined;
  });
});
afterEach(restoreFakes);

async function mountPage(attrs = 'category-no="2"'): Promise<HTMLElement> {
  const el = await mount(`<trini-category-page ${attrs}></trini-category-page>`);
  await settle();
  return el;
}
const names = (el: Element) => $$(el, '.content .products .card .name a').map((a) => a.textContent);
const count = (el: Element) => text(el, '.count');
const select = (el: Element, label: string) => field(el, label) as unknown as HTMLSelectElement;

describe('<trini-category-page> data and layout', () => {
  it('shows a loader, then the tree, heading, description and the first page of cards', async () => {
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const el = await mount('<trini-category-page category-no="2"></trini-category-page>');
    await settle();
    expect($(el, '.loading').getAttribute('aria-busy')).toBe('true');
    await act(async () => open());
    await settle();
    expect(el.shadowRoot!.querySelector('.loading')).toBeNull();

    const productCall = calls.find((c) => c.path === '/api/Product/GetProducts')!;
    expect(productCall.query.get('CategoryNo')).toBe('2');
    expect(productCall.query.get('MaxRecords')).toBe('100'); // the whole category, so the filters see it all
    expect(text(el, '.tree .panel-title')).toBe('ALL CATEGORIES');
    expect($$(el, '.tree .top > .row a').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hair', '/category/2'],
      ['Body', '/category/5'],
    ]);
    expect($(el, '.tree .row.current a').getAttribute('aria-current')).toBe('page');
    expect(text(el, '.intro h1')).toBe('Hair');
    expect(text(el, '.intro p')).toMatch(/coconut/);
    expect($$(el, '.breadcrumb li').map((li) => li.textContent)).toEqual(['Home', 'All Categories', 'Hair']);
    expect(names(el)).toHaveLength(15); // Show defaults to 15
    expect(count(el)).toBe('Showing 1–15 of 20 products');
  });

  it('expands and collapses a branch of the tree', async () => {
    const el = await mountPage('category-no="201"');
    const [hairToggle, bodyToggle] = $$(el, '.tree .expand');
    expect(hairToggle.getAttribute('aria-expanded')).toBe('true'); // holds the current category
    expect(bodyToggle.getAttribute('aria-expanded')).toBe('false');
    expect(($(el, '#subcategories-5') as HTMLElement).hidden).toBe(true);
    await click(bodyToggle);
    expect(($(el, '#subcategories-5') as HTMLElement).hidden).toBe(false);
    expect(text(el, '.tree .row.current')).toBe('Hair Oil');
    expect(text(el, '.intro h1')).toBe('Hair Oil');
  });

  it('shows the design page sections with their headings and cards (empty sections left out)', async () => {
    const el = await mountPage();
    expect(calls.find((c) => c.path === '/api/design/LoadDesignPageProducts')!.query.get('PageNo')).toBe('2');
    expect($$(el, '.design-section h2').map((h) => h.textContent)).toEqual(['Trending Now']);
    expect(text(el, '.design-section .card .name')).toBe('Cocoa Body Cream');
  });

  it('with no category-no lists all categories: every top category, without repeats', async () => {
    const el = await mountPage('category-no=""');
    const asked = calls.filter((c) => c.path === '/api/Product/GetProducts').map((c) => c.query.get('CategoryNo'));
    expect(asked.sort()).toEqual(['2', '5']);
    expect(text(el, '.intro h1')).toBe('All Categories');
    expect(count(el)).toBe('Showing 1–15 of 21 products');
    // The top categories are the subcategory filter here.
    expect($$(el, '.subcategories .check').map((l) => l.textContent)).toEqual(['Hair', 'Body']);
  });

  it('reloads when category-no changes', async () => {
    const el = await mountPage();
    el.setAttribute('category-no', '5');
    await settle();
    expect(text(el, '.intro h1')).toBe('Body');
    expect(names(el)).toEqual(['Cocoa Body Cream', 'H01 Hair Product']);
  });

  it('an unknown category says so and the page stays usable', async () => {
    const el = await mountPage('category-no="999"');
    expect(text(el, '.intro h1')).toBe('Category not found');
    expect(text(el, '.no-results')).toBe('There are no products in this category yet.');
    expect($$(el, '.tree .top')).toHaveLength(2);
  });

  it('a failed product load shows a retry message (logged) and retry loads them', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    failProducts = 404;
    const el = await mountPage();
    expect(text(el, '.content .failed p')).toBe('Could not load the products. Please check your connection.');
    expect(error).toHaveBeenCalled();
    failProducts = null;
    await click($(el, '.content .failed button'));
    expect(names(el)).toHaveLength(15);
  });
});

describe('<trini-category-page> controls', () => {
  it('Show changes the page size; Prev/Next and page numbers move through pages', async () => {
    const el = await mountPage();
    expect($$(el, '.pagination .page').map((b) => b.textContent)).toEqual(['1', '2']);
    await click($(el, '.pagination .next'));
    expect(names(el)).toEqual(['H16 Hair Product', 'H17 Hair Product', 'H18 Hair Product', 'H19 Hair Product', 'H20 Hair Product']);
    expect($(el, '.pagination [aria-current="page"]').textContent).toBe('2');
    expect(($(el, '.pagination .next') as HTMLButtonElement).disabled).toBe(true);
    await type(select(el, 'Show'), '5');
    await settle();
    expect(names(el)).toHaveLength(5);
    expect(count(el)).toBe('Showing 1–5 of 20 products'); // back to page 1
    expect($$(el, '.pagination .page').map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);
    await click($$(el, '.pagination .page')[2]);
    expect(names(el)[0]).toBe('H11 Hair Product');
    await click($(el, '.pagination .prev'));
    expect(names(el)[0]).toBe('H06 Hair Product');
    expect($$(el, 'select')[1].querySelectorAll('option').length).toBe(4);
  });

  it('Sort By orders by name and by price, both ways', async () => {
    const el = await mountPage();
    expect($$(el, 'select')[0].textContent).toBe('DefaultName(A-Z)Name(Z-A)Price(Low>High)Price(High>Low)');
    await type(select(el, 'Sort By'), 'name-desc');
    await settle();
    expect(names(el)[0]).toBe('H20 Hair Product');
    await type(select(el, 'Sort By'), 'price-asc');
    await settle();
    expect(names(el).slice(0, 2)).toEqual(['H01 Hair Product', 'H02 Hair Product']);
    await type(select(el, 'Sort By'), 'price-desc');
    await settle();
    expect(names(el)[0]).toBe('H20 Hair Product');
    expect($$(el, '.content .card .price')[0].textContent).toBe('TT$200.50');
    await type(select(el, 'Sort By'), 'name-asc');
    await settle();
    expect(names(el)[0]).toBe('H01 Hair Product');
  });

  it('PRICE: the slider runs 0..the dearest price rounded up, step 1; the boxes filter by [min, max]', async () => {
    const el = await mountPage();
    const slider = $(el, 'input[type="range"]') as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(['0', '201', '1', '201']);
    await type(field(el, 'Max (TT$)'), '50');
    await settle();
    expect(names(el)).toEqual(['H01 Hair Product', 'H02 Hair Product', 'H03 Hair Product', 'H04 Hair Product', 'H05 Hair Product']);
    expect(slider.value).toBe('50');
    await type(field(el, 'Min (TT$)'), '30');
    await settle();
    expect(count(el)).toBe('Showing 1–3 of 3 products');
    await type(slider, '35');
    await settle();
    expect(names(el)).toEqual(['H03 Hair Product']);
    expect(text(el, '.range-text')).toBe('TT$30.00 – TT$35.00');
  });

  it('AVAILABILITY filters on IsSoldOut', async () => {
    const el = await mountPage();
    await click(field(el, 'Out of Stock'));
    expect(names(el)).toEqual(['H05 Hair Product', 'H10 Hair Product', 'H15 Hair Product', 'H20 Hair Product']);
    await click(field(el, 'In Stock'));
    expect(count(el)).toBe('Showing 1–15 of 20 products'); // both ticked: everything
    await click(field(el, 'Out of Stock'));
    expect(count(el)).toBe('Showing 1–15 of 16 products');
  });

  it('SUBCATEGORIES filters on the category (and its descendants)', async () => {
    const el = await mountPage();
    expect($$(el, '.subcategories .check').map((l) => l.textContent)).toEqual(['Hair Oil', 'Shampoo']);
    await click(field(el, 'Shampoo'));
    expect(names(el)).toHaveLength(8);
    expect(names(el)[0]).toBe('H13 Hair Product');
    await click(field(el, 'Hair Oil'));
    expect(count(el)).toBe('Showing 1–15 of 20 products');
  });

  it('TAGS are the ribbons present, as toggle chips that filter; Clear filters resets everything', async () => {
    const el = await mountPage();
    const chips = $$(el, '.chip');
    expect(chips.map((c) => c.textContent)).toEqual(['New', 'Best Seller']);
    await click(chips[0]);
    expect(chips[0].getAttribute('aria-pressed')).toBe('true');
    expect(names(el)).toEqual(['H03 Hair Product', 'H14 Hair Product']);
    await click(field(el, 'Out of Stock'));
    expect(text(el, '.no-results p')).toBe('No products match these filters.');
    await click($(el, '.no-results button'));
    expect(count(el)).toBe('Showing 1–15 of 20 products');
    expect($$(el, '.chip[aria-pressed="true"]')).toHaveLength(0);
  });

  it('grid and list icons switch the layout (list uses the compact card)', async () => {
    const el = await mountPage();
    const [grid, list] = $$(el, '.views button');
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    await click(list);
    expect($(el, '.content .products').className).toBe('products list');
    expect($$(el, '.content .card.compact')).toHaveLength(15);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    await click(grid);
    expect($(el, '.content .products').className).toBe('products grid');
  });

  it('cards on the page add to the shared cart', async () => {
    const el = await mountPage();
    await click($$(el, '.content .card .add')[0]);
    const { $cart } = await import('../../widgets/state/cart.js');
    expect($cart.get().ItemList.map((l) => l.ProductNo)).toEqual([1]);
  });
});
