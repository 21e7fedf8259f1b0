// @vitest-environment happy-dom
// The product editor (docs/back-office.md#your-catalogue): a new product with its category, prices, cost price and
// two options of their own price and stock; photos uploaded one call each (a refused one named with the server's
// message), put in order and removed; the categories screen adds and hides a category.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mount } from './mount.js';
import { $, $$, click, fakeApi, field, json, resetPage, restoreFakes, settle, submit, text, type, type FakeRequest } from './store-pages-fake.js';

let calls: FakeRequest[];
const CATEGORIES = [
  { CategoryNo: 1, Name: 'Skin Care', ParentNo: null, Sort: 1, Hidden: false, Products: 0 },
  { CategoryNo: 2, Name: 'Hair Care', ParentNo: null, Sort: 2, Hidden: false, Products: 0 },
  { CategoryNo: 101, Name: 'Face Wash', ParentNo: 1, Sort: 5, Hidden: false, Products: 4 },
];
const photo = (n: number) => ({ ImageFilePath: `products/90/${n}.jpg`, ImageFilePathThumbnail: `products/90/${n}-thumb.jpg` });
let photos: ReturnType<typeof photo>[];
let last: ReturnType<typeof saved> | null;
const saved = (body: Record<string, unknown>) => ({
  ProductNo: 90,
  ProductName: body.ProductName,
  ProductDescription: body.ProductDescription,
  CategoryNo: Number(body.CategoryNo),
  Price: 0,
  PurchasePrice: Number(body.PurchasePrice),
  SalesPrice: Number(body.SalesPrice),
  SalesPrice2: 0,
  SalesPrice3: 0,
  SalesPrice5: 0,
  DiscountPercent: 0,
  IsSoldOut: false,
  RibbonText: '',
  Barcode: '',
  Stock: 5,
  Hidden: body.Hidden === true,
  Options: (body.Options as Array<Record<string, unknown>>).map((o, i) => ({ SkuNo: i + 1, ...o, Price: Number(o.Price), Stock: Number(o.Stock) })),
  Photos: photos,
});

beforeAll(async () => {
  await import('../../widgets/index.js');
});
beforeEach(async () => {
  await act(resetPage);
  localStorage.clear();
  localStorage.setItem('trini-staff', 'staff.token.here');
  photos = [];
  last = null;
  calls = fakeApi((req) => {
    if (req.path === '/api/shop/PaymentOptions') return json({ success: true, UseWipay: false, Sandbox: false });
    switch (req.path) {
      case '/api/admin/GetOrders':
        return json({ success: true, Orders: [], Total: 0, PageNo: 1, PageSize: 25, PageCount: 1, LowStock: 0 });
      case '/api/admin/SetupChecklist':
        return json({ success: true, Items: [], Done: true, Owner: false });
      case '/api/admin/GetProducts':
        return json({ success: true, Products: [], Total: 0, PageNo: 1, PageSize: 25, PageCount: 1, LowStockThreshold: 5 });
      case '/api/admin/GetCategories':
        return json({ success: true, Categories: CATEGORIES });
      case '/api/admin/SaveProduct':
        last = saved(req.body);
        return json({ success: true, msg: 'Product 90 added.', Product: last });
      case '/api/admin/GetProduct':
        return last ? json({ success: true, Product: { ...last, Photos: photos } }) : undefined;
      case '/api/admin/AddProductPhoto':
        if (req.headers.get('content-type') !== 'image/png')
          return json({ success: false, msg: 'This file is not a photo we can read. Upload a JPEG, PNG or WebP photo.' }, 400);
        photos = [...photos, photo(photos.length + 1)];
        return json({ success: true, msg: 'Photo added.', Photos: photos });
      case '/api/admin/SetProductPhotos':
        photos = (req.body.Photos as string[]).map((path) => photos.find((p) => p.ImageFilePath === path)!);
        return json({ success: true, msg: 'Photos saved.', Photos: photos });
      case '/api/admin/ImportProducts': {
        const bad = String(req.body).includes('forty');
        if (bad) {
          return json(
            {
              success: false,
              msg: '1 problem in the file. Nothing was changed.',
              Problems: [{ Line: 3, Column: 'Variant Price', Message: 'forty is not an amount (digits, at most two decimals).' }],
            },
            400,
          );
        }
        const dry = req.query.get('DryRun') === '1';
        return json({ success: true, DryRun: dry, msg: dry ? 'Ready to import: 2 new, 0 existing.' : 'Imported: 2 new, 0 updated.', Problems: [] });
      }
      case '/api/admin/SaveCategory':
        return json({ success: true, msg: `Category ${req.body.Name ?? 'Face Wash'} saved.`, Category: CATEGORIES[1] });
    }
    return undefined;
  });
});
afterEach(restoreFakes);

async function openProducts(): Promise<HTMLElement> {
  const el = await mount('<trini-admin-app></trini-admin-app>');
  await settle();
  await act(async () => {
    location.hash = '#products';
    dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await settle();
  return el;
}

const button = (el: HTMLElement, caption: string) => $$(el, 'button').find((b) => (b.textContent ?? '').trim() === caption)!;

async function choose(input: HTMLInputElement, files: File[]): Promise<void> {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

describe('the product editor', () => {
  it('adds a product with its category, cost price and two options of their own price and stock', async () => {
    const el = await openProducts();
    await click(button(el, 'Add a product'));
    expect(text(el, '.editor h1')).toBe('New product');
    expect(text(el, '.editor')).toContain('Add the product first, then its photos.');
    await type(field(el, 'Name'), 'Sorrel Sea Moss Gel');
    await type($(el, 'select[name=CategoryNo]'), '101');
    await type(field(el, 'Price (TT$)'), '85');
    await type(field(el, 'Cost price (TT$, never shown to shoppers)'), '31.40');
    await click(button(el, 'Add an option'));
    await click(button(el, 'Add an option'));
    const rows = $$(el, '.option-row');
    expect(rows).toHaveLength(2);
    for (const [i, [size, price, stock]] of [
      ['250 ml', '85', '3'],
      ['500 ml', '150', '2'],
    ].entries()) {
      await type(rows[i].querySelector('[name=option-Size]')!, size);
      await type(rows[i].querySelector('[name=option-Price]')!, price);
      await type(rows[i].querySelector('[name=option-Stock]')!, stock);
    }
    await submit($(el, 'form.editor'));

    const save = calls.find((c) => c.path === '/api/admin/SaveProduct')!;
    expect(save.body).toMatchObject({ ProductName: 'Sorrel Sea Moss Gel', CategoryNo: '101', SalesPrice: '85', PurchasePrice: '31.40', Hidden: false });
    expect(save.body).not.toHaveProperty('ProductNo');
    expect(save.body.Options).toEqual([
      { Color: '', Size: '250 ml', Barcode: '', Price: '85', Stock: '3' },
      { Color: '', Size: '500 ml', Barcode: '', Price: '150', Stock: '2' },
    ]);
    expect(text(el, '.editor .message')).toBe('Product 90 added. The storefront shows it now.');
    expect(text(el, '.editor h1')).toBe('#90 Sorrel Sea Moss Gel');
    expect($(el, '.photos-editor input[type=file]').getAttribute('accept')).toContain('image/webp');
  });

  it('uploads photos one call each, names a refused file, reorders and removes them', async () => {
    const el = await openProducts();
    await click(button(el, 'Add a product'));
    await type(field(el, 'Name'), 'Sorrel Sea Moss Gel');
    await type($(el, 'select[name=CategoryNo]'), '101');
    await type(field(el, 'Price (TT$)'), '85');
    await submit($(el, 'form.editor'));
    calls.length = 0;
    const input = $(el, '.photos-editor input[type=file]') as HTMLInputElement;
    await choose(input, [
      new File(['png-1'], 'front.png', { type: 'image/png' }),
      new File(['notes'], 'notes.jpg', { type: 'text/plain' }),
      new File(['png-2'], 'back.png', { type: 'image/png' }),
    ]);
    const uploads = calls.filter((c) => c.path === '/api/admin/AddProductPhoto');
    expect(uploads.map((c) => [c.query.get('ProductNo'), c.headers.get('content-type'), c.body])).toEqual([
      ['90', 'image/png', 'png-1'],
      ['90', 'text/plain', 'notes'],
      ['90', 'image/png', 'png-2'],
    ]);
    expect(text(el, '.photos-editor .message')).toBe('notes.jpg: This file is not a photo we can read. Upload a JPEG, PNG or WebP photo.');
    expect($$(el, '.photo-list img').map((i) => i.getAttribute('alt'))).toEqual(['View 1, shown first', 'View 2']);

    await click($(el, '[aria-label="Move photo 2 earlier"]') as HTMLElement);
    expect(calls.at(-1)!.body).toEqual({ ProductNo: 90, Photos: ['products/90/2.jpg', 'products/90/1.jpg'] });
    expect($$(el, '.photo-list img').map((i) => new URL(i.getAttribute('src')!).pathname)).toEqual([
      '/media/products/90/2-thumb.jpg',
      '/media/products/90/1-thumb.jpg',
    ]);
    await click($$(el, '.photo-list button').find((b) => b.textContent === 'Remove')!);
    expect(calls.at(-1)!.body).toEqual({ ProductNo: 90, Photos: ['products/90/1.jpg'] });
    expect(text(el, '.photos-editor .message')).toBe('Photo removed.');
  });
});

describe('the categories screen', () => {
  it('lists the tree, adds a subcategory and hides one', async () => {
    const el = await openProducts();
    await click(button(el, 'Categories'));
    // Each top category with its subcategories under it, whatever their places in the shop's order.
    expect($$(el, '.category-row').map((r) => r.getAttribute('data-category-no'))).toEqual(['1', '101', '2']);
    await type(field(el, 'New category'), 'Sea Moss');
    await type($(el, 'select[name=category-parent]'), '1');
    await submit($(el, '.categories form.card'));
    expect(calls.find((c) => c.path === '/api/admin/SaveCategory')!.body).toEqual({ Name: 'Sea Moss', ParentNo: '1' });
    await click($$(el, '.category-row')[1].querySelector<HTMLElement>('button.secondary')!);
    expect(calls.filter((c) => c.path === '/api/admin/SaveCategory').at(-1)!.body).toEqual({ CategoryNo: 101, Hidden: true });
  });
});

describe('the product CSV', () => {
  it('checks a chosen file first, lists its problems by line and column, and imports a good one only when asked', async () => {
    const el = await openProducts();
    const input = $(el, 'input[name=product-csv]') as HTMLInputElement;
    await choose(input, [new File(['Handle,Title,Variant Price\nsoap,Soap,forty\n'], 'bad.csv', { type: 'text/csv' })]);
    const dry = calls.filter((c) => c.path === '/api/admin/ImportProducts');
    expect(dry.map((c) => [c.query.get('DryRun'), c.headers.get('content-type')])).toEqual([['1', 'text/csv']]);
    expect(text(el, '.csv-problems caption')).toBe('Problems in bad.csv: nothing was changed');
    expect($$(el, '.csv-problems tbody td').map((td) => td.textContent)).toEqual([
      '3',
      'Variant Price',
      'forty is not an amount (digits, at most two decimals).',
    ]);
    expect(button(el, 'Import bad.csv')).toBeUndefined();

    await choose(input, [new File(['Handle,Title,Variant Price\nsoap,Soap,40.00\n'], 'good.csv', { type: 'text/csv' })]);
    expect(text(el, '.product-csv .message')).toBe('Ready to import: 2 new, 0 existing.');
    expect($$(el, '.csv-problems')).toHaveLength(0);
    await click(button(el, 'Import good.csv'));
    const last = calls.filter((c) => c.path === '/api/admin/ImportProducts').at(-1)!;
    expect(last.query.get('DryRun')).toBeNull();
    expect(last.body).toBe('Handle,Title,Variant Price\nsoap,Soap,40.00\n');
    expect(text(el, '.product-csv .message')).toBe('Imported: 2 new, 0 updated.');
  });
});
