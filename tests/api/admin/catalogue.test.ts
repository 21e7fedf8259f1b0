// The shop's catalogue from the back office (docs/back-office.md#your-catalogue): a product added with options that
// have their own price and stock, photos drawn into the seed's copies, categories added, renamed, ordered and hidden,
// a hidden product out of the shop but not out of its orders, and the cost price in no public answer.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasterFiles } from '../../../widgets/domain/raster-media.js';
import { CATEGORY_BAR } from '../../../widgets/domain/navigation.js';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';

let a: AdminTest;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'trini-catalogue-'));
  a = await createAdminTest({ config: { dataDir } });
});
afterAll(async () => {
  await a.t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const media = () => join(dataDir, 'media');
const png = (width: number, height: number, colour = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
const upload = (productNo: number, body: Buffer, type = 'image/png') =>
  a.t.app.inject({
    method: 'POST',
    url: `/api/admin/AddProductPhoto?ProductNo=${productNo}`,
    payload: body,
    headers: { authorization: `Bearer ${a.token}`, 'content-type': type },
  });
const storefront = async (no: number) => a.get(`/api/Product/loadproduct?ProductNo=${no}`, null);
const search = async (text: string) => (await a.get(`/api/trini/GetProducts?SearchText=${encodeURIComponent(text)}&MaxRecords=20`, null)).body as Json[];
const order = (lines: Json[]) =>
  a.t.app.inject({
    method: 'POST',
    url: '/api/shop/SaveOrder',
    payload: {
      PMNo: 3,
      IsPickup: 1,
      ODeliverCountryNo: 1,
      CustomerMobile: '7654321',
      CustomerName: 'Asha Ramdial',
      OrderProductList: lines,
    },
  });

let categoryNo: number;
let productNo: number;

/** The header's category bar of the home page: [top, [subcategories]]. */
async function bar(): Promise<Array<[string, string[]]>> {
  const html = (await a.get('/home', null)).text;
  const nav = /<nav class="category-bar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1];
  return [...nav.matchAll(/<li class="category-bar__item">\s*<a [^>]*>([^<]*)<\/a>\s*<ul class="category-bar__sub">([\s\S]*?)<\/ul>/g)].map((m) => [
    m[1],
    [...m[2].matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((s) => s[1]),
  ]);
}

describe('the category bar', () => {
  it("is the shop's own categories: the seed's as they always were", async () => {
    expect(await bar()).toEqual(CATEGORY_BAR.map((c) => [c.name.replace('&', '&amp;'), c.subcategories.map((s) => s.replace('&', '&amp;'))]));
  });
});

describe('a new product in a new category', () => {
  it('adds a top category and a subcategory, last in the shop order, shown to shoppers', async () => {
    const top = await a.post('/api/admin/SaveCategory', { Name: 'Island Pantry' });
    expect(top.status, JSON.stringify(top.body)).toBe(200);
    const sub = await a.post('/api/admin/SaveCategory', { Name: 'Sea Moss', ParentNo: top.body.Category.CategoryNo });
    expect(sub.body.Category).toMatchObject({ Name: 'Sea Moss', ParentNo: top.body.Category.CategoryNo, Hidden: false, Products: 0 });
    categoryNo = sub.body.Category.CategoryNo;
    const tree = (await a.get('/api/store/getproductcategorylist', null)).body as Json[];
    expect(tree.at(-1)).toMatchObject({ ProductCategoryName: 'Island Pantry', SubCategories: [{ ProductCategoryName: 'Sea Moss' }] });
    const [audit] = await a.audit('category', categoryNo);
    expect(audit).toMatchObject({ action: 'AddCategory', before: null, after: { Name: 'Sea Moss' } });
  });

  it('adds a product with two options of their own price and stock; the shop shows it and search finds it', async () => {
    const r = await a.post('/api/admin/SaveProduct', {
      ProductName: 'Sorrel Sea Moss Gel',
      ProductDescription: 'Wildcrafted sea moss blended with sorrel.',
      CategoryNo: categoryNo,
      SalesPrice: 85,
      Price: 95,
      PurchasePrice: 31.4,
      Barcode: '8901234567890',
      Stock: 99,
      RibbonText: 'New',
      Options: [
        { Size: '250 ml', Price: 85, Stock: 3, Barcode: '8901234567891' },
        { Size: '500 ml', Price: 150, Stock: 1, Barcode: '8901234567892' },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    productNo = r.body.Product.ProductNo;
    // The options count their units, so the product's stock is their sum (not the 99 given).
    expect(r.body.Product).toMatchObject({ CategoryNo: categoryNo, PurchasePrice: 31.4, Barcode: '8901234567890', Stock: 4, Hidden: false });
    expect(r.body.Product.Options).toMatchObject([
      { Size: '250 ml', Price: 85, Stock: 3 },
      { Size: '500 ml', Price: 150, Stock: 1 },
    ]);
    const shown = await storefront(productNo);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ ProductName: 'Sorrel Sea Moss Gel', SalesPrice: 85, ProductCategoryName: 'Sea Moss', Stock: 4 });
    expect(shown.body.ProductSKUList).toMatchObject([
      { Size: '250 ml', Price: 85, Stock: 3 },
      { Size: '500 ml', Price: 150, Stock: 1 },
    ]);
    expect((await search('sorrel sea moss')).map((p) => p.ProductNo)).toContain(productNo);
    expect((await a.audit('product', productNo))[0]).toMatchObject({ action: 'AddProduct', before: null });
    // In the header's bar now that it has a product (an empty category is left out: its link would find nothing).
    expect((await bar()).at(-1)).toEqual(['Island Pantry', ['Sea Moss']]);
  });

  it('keeps the cost price out of every public answer', async () => {
    const answers = [
      (await storefront(productNo)).text,
      (await a.get(`/api/trini/GetProducts?SearchText=sorrel`, null)).text,
      (await a.get(`/api/Product/GetProducts?CategoryNo=${categoryNo}&MaxRecords=10`, null)).text,
      (await a.get(`/productdetails/${productNo}`, null)).text,
    ];
    for (const text of answers) {
      expect(text).toContain('Sorrel Sea Moss Gel');
      expect(text).not.toMatch(/PurchasePrice|purchase_price|31\.4/);
    }
  });

  it("charges the option's own price, takes its stock, and refuses a sold-out option", async () => {
    const big = await order([{ ProductNo: productNo, Quantity: 1, Size: '500 ml' }]);
    expect(big.statusCode, big.body).toBe(200);
    const [line] = await a.t.db.query<Json>('SELECT rate, total_amount, size FROM order_lines WHERE order_no = $1', [big.json().OrderNo]);
    expect(line).toMatchObject({ size: '500 ml' });
    expect(Number(line.rate)).toBe(150);
    const skus = await a.t.db.query<Json>('SELECT size, stock FROM product_skus WHERE product_no = $1 ORDER BY sku_no', [productNo]);
    expect(skus).toEqual([
      { size: '250 ml', stock: 3 },
      { size: '500 ml', stock: 0 },
    ]);
    const again = await order([{ ProductNo: productNo, Quantity: 1, Size: '500 ml' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/Sorrel Sea Moss Gel \(500 ml\)/);
    // The snapshot shows the option sold out on its own, the product still on sale.
    await expect.poll(async () => (await storefront(productNo)).body.ProductSKUList[1].Stock).toBe(0);
    expect((await storefront(productNo)).body.IsSoldOut).toBe(0);
    // The page's structured data offers each option at its own price and stock.
    const page = (await a.get(`/productdetails/${productNo}`, null)).text;
    const group = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]) as Json)
      .find((ld) => ld['@type'] === 'ProductGroup')!;
    expect(group.hasVariant.map((v: Json) => [v.size, v.offers.price, v.offers.availability])).toEqual([
      ['250 ml', '85.00', 'https://schema.org/InStock'],
      ['500 ml', '150.00', 'https://schema.org/OutOfStock'],
    ]);
    const tooMany = await order([{ ProductNo: productNo, Quantity: 4, Size: '250 ml' }]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ success: false });
  });

  it('names the option when the database refuses an order the storefront still shows in stock', async () => {
    // Another till sold the last 250 ml units: the rows change, this host's snapshot is not told.
    await a.t.db.query("UPDATE product_skus SET stock = 0 WHERE product_no = $1 AND size = '250 ml'", [productNo]);
    await a.t.db.query('UPDATE products SET stock = 0 WHERE product_no = $1', [productNo]);
    expect((await storefront(productNo)).body.ProductSKUList[0].Stock).toBe(3);
    const refused = await order([{ ProductNo: productNo, Quantity: 1, Size: '250 ml' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, msg: 'Sorrel Sea Moss Gel (250 ml) is sold out. Please remove it from your cart.' });
    // The refusal brings the storefront up to date.
    expect((await storefront(productNo)).body.ProductSKUList[0].Stock).toBe(0);
    const restocked = await a.post('/api/admin/SaveProduct', {
      ProductNo: productNo,
      Options: [
        { Size: '250 ml', Price: 85, Stock: 3, Barcode: '8901234567891' },
        { Size: '500 ml', Price: 150, Stock: 0, Barcode: '8901234567892' },
      ],
    });
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
    expect((await storefront(productNo)).body).toMatchObject({ Stock: 3, ProductSKUList: [{ Stock: 3 }, { Stock: 0 }] });
  });

  it('gives an option back its units when its order is cancelled', async () => {
    const placed = await order([{ ProductNo: productNo, Quantity: 2, Size: '250 ml' }]);
    expect(placed.statusCode, placed.body).toBe(200);
    const r = await a.post('/api/admin/SetOrderStatus', { OrderNo: placed.json().OrderNo, Status: 'Cancelled', Note: 'Asked to cancel' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [sku] = await a.t.db.query<Json>("SELECT stock FROM product_skus WHERE product_no = $1 AND size = '250 ml'", [productNo]);
    expect(sku.stock).toBe(3);
  });
});

describe('photos', () => {
  it('draws an uploaded photo into the seed copies, adds photos in order and reorders them', async () => {
    const first = await upload(productNo, await png(1600, 1200));
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(
      productNo,
      await sharp({ create: { width: 900, height: 900, channels: 3, background: '#2e86c1' } })
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    expect(second.statusCode, second.body).toBe(200);
    const photos = second.json().Photos as Json[];
    expect(photos).toHaveLength(2);
    for (const p of photos) {
      const stem = String(p.ImageFilePath).replace(/\.jpg$/, '');
      expect(p.ImageFilePathThumbnail).toBe(`${stem}-thumb.jpg`);
      for (const f of [...rasterFiles(stem).map((r) => r.path), p.ImageFilePath, p.ImageFilePathThumbnail]) expect(existsSync(join(media(), f)), f).toBe(true);
    }
    const big = await sharp(join(media(), photos[0].ImageFilePath)).metadata();
    expect([big.width, big.format]).toEqual([1200, 'jpeg']);
    const webp = await sharp(join(media(), String(photos[0].ImageFilePath).replace('.jpg', '-400.webp'))).metadata();
    expect([webp.width, webp.format]).toEqual([400, 'webp']);
    expect((await storefront(productNo)).body.ImageFilePath).toBe(photos[0].ImageFilePath);

    const reordered = await a.post('/api/admin/SetProductPhotos', { ProductNo: productNo, Photos: [photos[1].ImageFilePath, photos[0].ImageFilePath] });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    const shown = (await storefront(productNo)).body;
    expect(shown.ImageFilePath).toBe(photos[1].ImageFilePath);
    expect(shown.ProductImageList.map((p: Json) => p.ImageFilePath)).toEqual([photos[1].ImageFilePath, photos[0].ImageFilePath]);

    // The link preview shows the main photo: its share card's left half is the photo's blue.
    const page = (await a.get(`/productdetails/${productNo}`, null)).text;
    const card = /<meta property="og:image" content="https?:\/\/[^/]+([^"]+)"/.exec(page)![1];
    const jpeg = await a.t.app.inject({ method: 'GET', url: card });
    expect(jpeg.statusCode).toBe(200);
    const { data, info } = await sharp(jpeg.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [r, g, b] = at(315, 315);
    expect([info.width, info.height]).toEqual([1200, 630]);
    expect(b).toBeGreaterThan(150);
    expect(r).toBeLessThan(90);
    expect(g).toBeGreaterThan(100);
  });

  it.each([
    ['a 20 MB photo', () => Promise.resolve(Buffer.alloc(20 * 1024 * 1024, 1)), 413, /This photo is 20\.0 MB; a photo can be at most 15 MB\./],
    ['a text file named .jpg', () => Promise.resolve(Buffer.from('not a photo at all\n')), 400, /This file is not a photo we can read/],
    ['a 12,000 px image', () => png(12_000, 40), 400, /12000 x 40 pixels; a photo can be at most 10000 pixels/],
  ])('refuses %s with a clear message and stores nothing', async (_name, bytes, status, message) => {
    const before = readdirSync(join(media(), 'products', String(productNo))).length;
    const rows = await a.t.db.query('SELECT * FROM product_images WHERE product_no = $1', [productNo]);
    const r = await upload(productNo, await bytes(), 'image/jpeg');
    expect(r.statusCode).toBe(status);
    expect(r.json()).toMatchObject({ success: false, msg: expect.stringMatching(message) });
    expect(readdirSync(join(media(), 'products', String(productNo)))).toHaveLength(before);
    expect(await a.t.db.query('SELECT * FROM product_images WHERE product_no = $1', [productNo])).toEqual(rows);
  });
});

describe('hiding', () => {
  it('takes a hidden product out of the shop, keeps its orders and reviews, and shows it again', async () => {
    const placed = await order([{ ProductNo: productNo, Quantity: 1, Size: '250 ml' }]);
    expect(placed.statusCode).toBe(200);
    await a.t.db.query(
      "INSERT INTO reviews (product_no, customer_mobile, customer_name, review_title, comments, rating) VALUES ($1, '7654321', 'Asha', 'Lovely', 'Smooth and fresh', 5)",
      [productNo],
    );
    expect((await a.post('/api/admin/SaveProduct', { ProductNo: productNo, Hidden: true })).status).toBe(200);
    expect((await storefront(productNo)).status).toBe(404);
    expect((await search('sorrel sea moss')).map((p) => p.ProductNo)).not.toContain(productNo);
    expect((await order([{ ProductNo: productNo, Quantity: 1, Size: '250 ml' }])).statusCode).toBe(400);
    const kept = (await a.get(`/api/admin/GetOrder?OrderNo=${placed.json().OrderNo}`)).body.Order;
    expect(kept.OrderProductList).toMatchObject([{ ProductNo: productNo, ProductName: 'Sorrel Sea Moss Gel', Size: '250 ml' }]);
    expect(await a.t.db.query('SELECT count(*)::int AS n FROM reviews WHERE product_no = $1', [productNo])).toEqual([{ n: 1 }]);
    // Still in the back office's list, to show again.
    expect((await a.get(`/api/admin/GetProducts?Search=Sorrel`)).body.Products).toContainEqual(expect.objectContaining({ ProductNo: productNo, Hidden: true }));
    expect((await a.post('/api/admin/SaveProduct', { ProductNo: productNo, Hidden: false })).status).toBe(200);
    expect((await storefront(productNo)).status).toBe(200);
  });

  it('renames, orders and hides a category: a hidden one leaves the shop with its products', async () => {
    const renamed = await a.post('/api/admin/SaveCategory', { CategoryNo: categoryNo, Name: 'Sea Moss Gels', Sort: -5 });
    expect(renamed.body.Category).toMatchObject({ Name: 'Sea Moss Gels', Sort: -5, Products: 1 });
    expect((await storefront(productNo)).body.ProductCategoryName).toBe('Sea Moss Gels');
    expect((await bar()).at(-1)).toEqual(['Island Pantry', ['Sea Moss Gels']]);
    const listed = (await a.get('/api/admin/GetCategories')).body.Categories as Json[];
    expect(listed[0]).toMatchObject({ CategoryNo: categoryNo });

    expect((await a.post('/api/admin/SaveCategory', { CategoryNo: categoryNo, Hidden: true })).status).toBe(200);
    const tree = JSON.stringify((await a.get('/api/store/getproductcategorylist', null)).body);
    expect(tree).not.toContain('Sea Moss Gels');
    expect((await bar()).map(([top]) => top)).not.toContain('Island Pantry');
    expect((await storefront(productNo)).status).toBe(404);
    expect((await a.get('/api/admin/GetCategories')).body.Categories.find((c: Json) => c.CategoryNo === categoryNo)).toMatchObject({ Hidden: true });
  });
});

describe('refusals', () => {
  it.each([
    [{ ProductName: 'X', SalesPrice: 10 }, 400, 'CategoryNo is required for a new product.'],
    [{ ProductName: 'X', CategoryNo: 999999, SalesPrice: 10 }, 400, 'Category 999999 was not found.'],
    [{ ProductNo: 20, Options: [{ Size: 'S', Stock: 2 }, { Size: 'M' }] }, 400, 'Give every option its stock, or none (then the product counts its stock).'],
    [{ ProductNo: 20, Options: [{ Size: 'S' }, { Size: 'S' }] }, 400, 'Option 2 (S) is listed twice.'],
    [{ ProductNo: 20, Options: [{ Barcode: '1' }] }, 400, 'Option 1 needs a colour or a size.'],
    [{ ProductNo: 20, PurchasePrice: -1 }, 400, 'PurchasePrice must be an amount from 0 to 1000000 with at most two decimals.'],
  ])('SaveProduct %j is a %i: %s', async (body, status, msg) => {
    const r = await a.post('/api/admin/SaveProduct', body);
    expect(r.status).toBe(status);
    expect(r.body).toEqual({ success: false, msg });
  });

  it.each([
    [{}, 400, 'Name is required for a new category.'],
    [{ Name: 'Deep', ParentNo: 101 }, 400, expect.stringMatching(/is a subcategory; choose a top category as the parent\.$/)],
    [{ CategoryNo: 999999, Name: 'Gone' }, 404, 'Category 999999 was not found.'],
  ])('SaveCategory %j is a %i', async (body, status, msg) => {
    const r = await a.post('/api/admin/SaveCategory', body);
    expect(r.status).toBe(status);
    expect(r.body).toEqual({ success: false, msg });
  });

  it('refuses a photo for an unknown product and a body that is not a photo type', async () => {
    expect((await upload(999999, await png(10, 10))).statusCode).toBe(404);
    const r = await a.t.app.inject({
      method: 'POST',
      url: `/api/admin/AddProductPhoto?ProductNo=20`,
      payload: { not: 'a photo' },
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(r.statusCode).toBe(415);
    expect(r.json().success).toBe(false);
  });
});
