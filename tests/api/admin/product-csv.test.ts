// The product CSV in Shopify's columns (docs/back-office.md#product-csv): the catalogue exported and imported again
// changes nothing; a 50-product file with options, a photo from the import folder and problems on purpose is refused
// whole with each problem by line and column, and once mended is imported in one go.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMNS } from '../../../host/products-csv/shopify-columns.js';
import { parseCsv } from '../../../host/products-csv/parse-csv.js';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';

let a: AdminTest;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'trini-csv-'));
  a = await createAdminTest({ config: { dataDir } });
});
afterAll(async () => {
  await a.t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const exported = async () => {
  const r = await a.get('/api/admin/ExportProducts');
  expect(r.status).toBe(200);
  expect(String(r.headers['content-type'])).toMatch(/^text\/csv/);
  return r.text;
};
const importCsv = async (csv: string, dryRun = false) => {
  const r = await a.t.app.inject({
    method: 'POST',
    url: `/api/admin/ImportProducts${dryRun ? '?DryRun=1' : ''}`,
    payload: csv,
    headers: { authorization: `Bearer ${a.token}`, 'content-type': 'text/csv' },
  });
  return { status: r.statusCode, body: r.json() as Json };
};
/** Everything an import may change, in a fixed order. */
const catalogue = async () => ({
  products: await a.t.db.query(
    `SELECT product_no, name, description, category_no, ribbon_text, hidden, sku_no, barcode, stock, price::text, sales_price::text,
            purchase_price::text, image_file_path, image_file_path_thumbnail FROM products ORDER BY product_no`,
  ),
  skus: await a.t.db.query('SELECT sku_no, product_no, color, size, barcode, price::text, stock FROM product_skus ORDER BY sku_no'),
  images: await a.t.db.query('SELECT product_no, sort, image_file_path, image_file_path_thumbnail FROM product_images ORDER BY product_no, sort'),
  categories: await a.t.db.query('SELECT category_no, name, parent_no, sort, hidden FROM categories ORDER BY category_no'),
});

describe('export and import again', () => {
  it("writes Shopify's columns, and an export imported again changes nothing", async () => {
    // Some of what the back office adds, so the round trip carries it: own option prices and stock, a hidden product.
    expect(
      (
        await a.post('/api/admin/SaveProduct', {
          ProductNo: 20,
          Options: [
            { Size: 'S', Price: 99, Stock: 2 },
            { Size: 'L', Stock: 5 },
          ],
          PurchasePrice: 12.5,
        })
      ).status,
    ).toBe(200);
    expect(
      (await a.post('/api/admin/SaveProduct', { ProductNo: 21, Hidden: true, ProductDescription: '=1+1 <b>bold</b> & "quoted",\nsecond line' })).status,
    ).toBe(200);
    const csv = await exported();
    const parsed = parseCsv(csv);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.records[0].cells).toEqual([...COLUMNS]);
    const before = await catalogue();
    const dry = await importCsv(csv, true);
    expect(dry.body).toMatchObject({ success: true, DryRun: true, Products: before.products.length, New: 0, Problems: [] });
    const done = await importCsv(csv);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ success: true, Added: 0, Updated: before.products.length, CategoriesAdded: [] });
    expect(await catalogue()).toEqual(before);
  });

  it('is for staff only', async () => {
    expect((await a.get('/api/admin/ExportProducts', null)).status).toBe(401);
    const r = await a.t.app.inject({ method: 'POST', url: '/api/admin/ImportProducts', payload: 'Handle\n', headers: { 'content-type': 'text/csv' } });
    expect(r.statusCode).toBe(401);
  });
});

/** A Shopify-style file of 50 products: every fifth with three sizes, the first with a photo from the import folder. */
function shopifyFile(): { csv: string; lines: string[] } {
  const q = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const header = [
    'Handle',
    'Title',
    'Body (HTML)',
    'Vendor',
    'Type',
    'Tags',
    'Published',
    'Option1 Name',
    'Option1 Value',
    'Variant SKU',
    'Variant Inventory Qty',
    'Variant Price',
    'Variant Compare At Price',
    'Variant Barcode',
    'Image Src',
    'Image Position',
    'Cost per item',
    'Status',
    'Gift Card',
  ];
  const rows: string[][] = [header];
  for (let i = 1; i <= 50; i++) {
    const base = [
      `moruga-cocoa-soap-${String.fromCharCode(96 + (i % 26 || 26))}${i}x`,
      `Moruga Cocoa Soap ${i}`,
      `<p>Cold-pressed cocoa butter, batch ${i}.</p>`,
      'Moruga Naturals',
      i % 2 ? 'Cocoa Soaps' : 'Face Wash',
      'New',
      'TRUE',
    ];
    const image = i === 1 ? ['soap-1.png', '1'] : ['', ''];
    if (i % 5 === 0) {
      ['100 g', '200 g', '400 g'].forEach((size, k) =>
        rows.push([
          ...(k === 0 ? base : [base[0], '', '', '', '', '', '']),
          'Size',
          size,
          k === 0 ? `MCS-${i}` : '',
          String(10 + k),
          (35 + k * 20).toFixed(2),
          '',
          '',
          ...(k === 0 ? image : ['', '']),
          k === 0 ? '9.50' : '',
          k === 0 ? 'active' : '',
          'FALSE',
        ]),
      );
    } else {
      rows.push([
        ...base,
        'Title',
        'Default Title',
        `MCS-${i}`,
        '25',
        '45.00',
        '55.00',
        `88000000000${String(i).padStart(2, '0')}`,
        ...image,
        '12.00',
        'active',
        'FALSE',
      ]);
    }
  }
  const lines = rows.map((r) => r.map(q).join(','));
  return { csv: lines.join('\n') + '\n', lines };
}

describe('a file from another shop', () => {
  it('refuses a file with problems whole, naming each by line and column, then imports it mended in one go', async () => {
    mkdirSync(join(dataDir, 'import'), { recursive: true });
    await sharp({ create: { width: 800, height: 800, channels: 3, background: '#6b3e26' } })
      .png()
      .toFile(join(dataDir, 'import', 'soap-1.png'));
    const { lines } = shopifyFile();
    const broken = [...lines];
    // Line numbers are the file's: line 1 is the header.
    broken[2] = broken[2].replace(',45.00,', ',forty,'); // line 3: Variant Price
    broken[3] = broken[3].replace('Moruga Cocoa Soap 3', ''); // line 4: Title of a new product
    broken[4] = broken[4].replace(',25,', ',-3,'); // line 5: Variant Inventory Qty
    broken[6] = broken[6].replace(',200 g,', ',,'); // line 7: the second size of product 5
    broken[8] = broken[8].replace(',Title,', ',Scent,'); // line 9: Option1 Name
    broken.push('tortuga-rum-cake-99x,Tortuga Rum Cake,,,Cakes,,TRUE,Title,Default Title,,,30.00,,,https://cdn.shopify.com/s/files/cake.jpg,1,,active,FALSE');
    const cakeLine = broken.length;
    const before = await catalogue();
    const dry = await importCsv(broken.join('\n') + '\n', true);
    expect(dry.status).toBe(400);
    expect(dry.body.msg).toBe('6 problems in the file. Nothing was changed.');
    expect(dry.body.Problems).toEqual([
      { Line: 3, Column: 'Variant Price', Message: 'forty is not an amount (digits, at most two decimals).' },
      { Line: 4, Column: 'Title', Message: 'A new product needs a Title.' },
      { Line: 5, Column: 'Variant Inventory Qty', Message: '-3 is not a whole number from 0 to 1000000.' },
      { Line: 7, Column: 'Option1 Value', Message: 'The option needs its size.' },
      { Line: 9, Column: 'Option1 Name', Message: 'An option is a Color (or Colour) or a Size.' },
      { Line: cakeLine, Column: 'Image Src', Message: 'cake.jpg is not in the import folder; photos are taken from there, never fetched.' },
    ]);
    // Without the dry run, the same file changes nothing either.
    const refused = await importCsv(broken.join('\n') + '\n');
    expect(refused.status).toBe(400);
    expect(await catalogue()).toEqual(before);

    const mended = await importCsv(lines.join('\n') + '\n');
    expect(mended.status, JSON.stringify(mended.body)).toBe(200);
    expect(mended.body).toMatchObject({ Added: 50, Updated: 0, CategoriesAdded: ['Cocoa Soaps'] });
    const after = await catalogue();
    expect(after.products).toHaveLength(before.products.length + 50);
    const soaps = await a.t.db.query<Json>(
      `SELECT p.product_no, p.name, p.description, c.name AS category, p.sales_price::float AS price, p.price::float AS list, p.purchase_price::float AS cost, p.stock, p.barcode
         FROM products p JOIN categories c USING (category_no) WHERE p.name LIKE 'Moruga Cocoa Soap %' ORDER BY p.product_no`,
    );
    expect(soaps[0]).toMatchObject({
      name: 'Moruga Cocoa Soap 1',
      description: 'Cold-pressed cocoa butter, batch 1.',
      category: 'Cocoa Soaps',
      price: 45,
      list: 55,
      cost: 12,
      stock: 25,
      barcode: '8800000000001',
    });
    expect(soaps[1]).toMatchObject({ category: 'Face Wash' });
    const sized = soaps.find((s) => s.name === 'Moruga Cocoa Soap 5')!;
    expect(sized).toMatchObject({ price: 35, stock: 33 });
    expect(await a.t.db.query('SELECT size, price::float AS price, stock FROM product_skus WHERE product_no = $1 ORDER BY sku_no', [sized.product_no])).toEqual(
      [
        { size: '100 g', price: null, stock: 10 },
        { size: '200 g', price: 55, stock: 11 },
        { size: '400 g', price: 75, stock: 12 },
      ],
    );
    const [photo] = await a.t.db.query<Json>('SELECT image_file_path FROM product_images WHERE product_no = $1', [soaps[0].product_no]);
    expect(photo.image_file_path).toMatch(/^products\/0\/\d+\.jpg$/);
    // In the shop at once: search finds them, a sized one shows its sizes' prices.
    const found = (await a.get('/api/trini/GetProducts?SearchText=moruga%20cocoa&MaxRecords=100', null)).body as Json[];
    expect(found).toHaveLength(50);
    const shown = (await a.get(`/api/Product/loadproduct?ProductNo=${sized.product_no}`, null)).body;
    expect(shown.ProductSKUList.map((s: Json) => [s.Size, s.Price ?? null, s.Stock])).toEqual([
      ['100 g', null, 10],
      ['200 g', 55, 11],
      ['400 g', 75, 12],
    ]);
  });
});
