// The shop's catalogue from the back office, in Chromium at 375 and 1280 px (docs/back-office.md#your-catalogue):
// staff add a category, then a product in it with two sizes of their own price and stock and two photos uploaded
// from files; a shopper finds it by search, picks the dearer size (its price shows and is charged, its stock taken)
// and orders it; hidden, the product leaves the shop but stays on its order. DOCS_SHOTS=1 saves the screenshots
// docs/back-office.md shows.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage, type RunningHost, VIEWPORTS, withShop } from '../helpers/e2e.js';
import { expectNoErrors, fillCustomer, visit, visibleOrderButton, waitForOrders, WAIT } from '../helpers/e2e-shop.js';
import { addStaff } from '../../host/admin/staff.js';
import { formatTT } from '../../widgets/domain/money.js';

const STAFF = { mobile: '7000007', name: 'Ria Ramkissoon', password: 'hibiscus-2025' };

let host: RunningHost;
let browser: Browser;
withShop((h, b) => {
  host = h;
  browser = b;
});

let photoDir: string;
const photoFiles: string[] = [];
beforeAll(async () => {
  photoDir = await mkdtemp(join(tmpdir(), 'trini-photos-'));
  const front = join(photoDir, 'front.png');
  const back = join(photoDir, 'back.jpg');
  await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#8e1b3a' } })
    .composite([{ input: Buffer.from('<svg width="1400" height="1400"><circle cx="700" cy="700" r="420" fill="#f4d58d"/></svg>') }])
    .png()
    .toFile(front);
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d6f5f' } })
    .composite([{ input: Buffer.from('<svg width="1200" height="900"><rect x="350" y="150" width="500" height="600" rx="60" fill="#f7efe2"/></svg>') }])
    .jpeg()
    .toFile(back);
  photoFiles.push(front, back);
  await addStaff(host.db, STAFF, new Date());
});
afterAll(() => rm(photoDir, { recursive: true, force: true }));

const shoot = process.env.DOCS_SHOTS === '1';
async function shot(target: Page | Locator, name: string): Promise<void> {
  if (shoot) await target.screenshot({ path: join('docs', 'images', `${name}.png`) });
}

async function signIn(page: Page): Promise<Locator> {
  await page.goto(`${host.url}/admin#products`, { waitUntil: 'domcontentloaded', timeout: WAIT });
  const admin = page.locator('trini-admin-app');
  await admin.getByLabel('Mobile').fill(STAFF.mobile, { timeout: WAIT });
  await admin.getByLabel('Password').fill(STAFF.password);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await admin.getByRole('button', { name: 'Add a product' }).waitFor({ timeout: WAIT });
  return admin;
}

for (const [width, viewport] of [
  ['375', VIEWPORTS.narrow],
  ['1280', VIEWPORTS.wide],
] as const) {
  describe(`the catalogue at ${width} px`, () => {
    it(
      'adds a category and a product with options and photos; a shopper finds it and buys an option; hidden, it leaves the shop',
      { timeout: 180_000 },
      async () => {
        const name = `Sorrel Sea Moss Gel ${width}`;
        const category = `Island Pantry ${width}`;
        const staff = await openPage(browser, viewport);
        const admin = await signIn(staff.page);

        // --- A new category
        await admin.getByRole('button', { name: 'Categories' }).click();
        await admin.getByLabel('New category').fill(category, { timeout: WAIT });
        await admin.getByRole('button', { name: 'Add category' }).click();
        await admin.getByText(`Category ${category} added.`).waitFor({ timeout: WAIT });
        // Last in the shop's order, until moved.
        const added = admin.locator('.category-row').last().getByLabel('Name');
        await expect.poll(() => added.inputValue(), { timeout: WAIT }).toBe(category);
        await added.scrollIntoViewIfNeeded();
        await shot(staff.page, `back-office-categories-${width}`);
        await admin.getByRole('button', { name: '← Products' }).click();

        // --- The product, with two sizes of their own price and stock
        await admin.getByRole('button', { name: 'Add a product' }).click();
        const editor = admin.locator('form.editor');
        await editor.getByLabel('Name', { exact: true }).fill(name, { timeout: WAIT });
        await editor.getByLabel('Description').fill('Wildcrafted Caribbean sea moss blended with sorrel and ginger.');
        await editor.getByLabel('Category').selectOption({ label: category });
        await editor.getByLabel('Price (TT$)', { exact: true }).fill('85');
        await editor.getByLabel('Cost price (TT$, never shown to shoppers)').fill('31.40');
        await editor.getByLabel('Ribbon').fill('New');
        for (const [size, price, stock] of [
          ['250 ml', '85', '3'],
          ['500 ml', '150', '2'],
        ]) {
          await editor.getByRole('button', { name: 'Add an option' }).click();
          const row = editor.locator('.option-row').last();
          await row.getByLabel('Size').fill(size);
          await row.getByLabel('Price (empty: product’s)').fill(price);
          await row.getByLabel('Stock (empty: product’s)').fill(stock);
        }
        await editor.getByRole('button', { name: 'Add product' }).click();
        await editor.getByText(/^Product \d+ added\. The storefront shows it now\.$/).waitFor({ timeout: WAIT });
        const heading = await editor.locator('h1').textContent();
        const productNo = Number(/^#(\d+) /.exec(heading ?? '')?.[1]);
        expect(productNo).toBeGreaterThan(86);

        // --- Two photos from files, in order, then the second made the main one
        await editor.locator('input[type=file]').setInputFiles(photoFiles);
        await editor.getByText('2 photos added.').waitFor({ timeout: WAIT });
        expect(await editor.locator('.photo-list img').count()).toBe(2);
        await editor.getByRole('button', { name: 'Move photo 2 earlier' }).click();
        await editor.getByText('Photo order saved.').waitFor({ timeout: WAIT });
        const [photos] = await host.db.query<{ paths: string[] }>(
          'SELECT array_agg(image_file_path ORDER BY sort) AS paths FROM product_images WHERE product_no = $1',
          [productNo],
        );
        expect(photos.paths).toHaveLength(2);
        for (const img of await editor.locator('.photo-list img').all()) {
          await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: WAIT }).toBe(200);
        }
        await shot(staff.page, `back-office-catalogue-${width}`);

        // --- A shopper finds it by search and buys the 500 ml
        const shopper = await openPage(browser, viewport);
        const page = shopper.page;
        expect(await visit(page, `${host.url}/search/sorrel%20sea%20moss`)).toBe(200);
        await page.locator('trini-product-grid').getByRole('link', { name }).first().click({ timeout: WAIT });
        await page.waitForURL(`**/productdetails/${productNo}**`, { timeout: WAIT });
        const detail = page.locator('trini-product-detail');
        // The main image is the photo moved first, drawn by the host (a WebP it wrote).
        await expect
          .poll(() => detail.locator('picture source[type="image/webp"]').first().getAttribute('srcset'), { timeout: WAIT })
          .toContain(photos.paths[0].replace('.jpg', '-600.webp'));
        // A tap before hydration is replayed after it, so the option is checked once the widget has mounted.
        await page.waitForFunction(() => document.querySelector('trini-product-detail')?.matches(':state(mounted)'), undefined, { timeout: WAIT });
        await detail.getByRole('radio', { name: '500 ml' }).check({ timeout: WAIT });
        await expect.poll(() => detail.locator('[part="price"]').first().textContent(), { timeout: WAIT }).toBe(formatTT(150));
        await detail.locator('[part="buy-button"]').click();
        await page.waitForURL('**/cart', { timeout: WAIT });
        await visit(page, `${host.url}/checkout`);
        const checkout = page.locator('trini-checkout');
        await checkout.locator('form').waitFor({ timeout: WAIT });
        const mobile = width === '375' ? '7230375' : '7231280';
        await fillCustomer(checkout, { mobile, name: 'Kezia Phillip' });
        await checkout.getByRole('radio', { name: 'Pickup', exact: true }).check({ timeout: WAIT });
        await visibleOrderButton(checkout).click({ timeout: WAIT });
        await page.waitForURL('**/success', { timeout: WAIT });
        const [order] = await waitForOrders(host, mobile);
        const lines = await host.db.query<{ product_no: number; size: string; rate: string; quantity: number }>(
          'SELECT product_no, size, rate, quantity FROM order_lines WHERE order_no = $1',
          [order.order_no],
        );
        expect(lines.map((l) => ({ ...l, rate: Number(l.rate) }))).toEqual([{ product_no: productNo, size: '500 ml', rate: 150, quantity: 1 }]);
        const skus = await host.db.query<{ size: string; stock: number }>('SELECT size, stock FROM product_skus WHERE product_no = $1 ORDER BY sku_no', [
          productNo,
        ]);
        expect(skus).toEqual([
          { size: '250 ml', stock: 3 },
          { size: '500 ml', stock: 1 },
        ]);

        expectNoErrors(shopper.errors, `shopper at ${width} px`);
        shopper.errors.length = 0;

        // --- Hidden: out of the shop, still on its order
        await editor.getByLabel(/Hidden from the shop/).check();
        await editor.getByRole('button', { name: 'Save' }).click();
        await editor.getByText(`Product ${productNo} saved. It is hidden from the shop.`).waitFor({ timeout: WAIT });
        expect(await visit(page, `${host.url}/productdetails/${productNo}`)).toBe(404);
        await visit(page, `${host.url}/search/sorrel%20sea%20moss`);
        await page.locator('trini-product-grid').waitFor({ timeout: WAIT });
        expect(await page.locator('trini-product-grid').getByRole('link', { name }).count()).toBe(0);
        await staff.page.goto(`${host.url}/admin#orders`, { waitUntil: 'domcontentloaded', timeout: WAIT });
        const card = admin.locator(`.order-card[data-order-no="${order.order_no}"]`);
        await card.waitFor({ timeout: WAIT });
        expect(await card.locator('.order-items').textContent()).toContain(name);

        // The hidden product's page and the search that no longer finds anything answer 404, as they should.
        expect(shopper.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
        expectNoErrors(staff.errors, `staff at ${width} px`);
        await shopper.context.close();
        await staff.context.close();
      },
    );
  });
}
