// The shop's products from the back office (docs/back-office.md#your-catalogue): GET /api/admin/GetProducts (the list,
// by name or number: product-list.ts), GET /api/admin/GetProduct?ProductNo= (the stored values, with options and
// photos) and POST /api/admin/SaveProduct: without ProductNo it adds a product, with one it changes the fields given.
// The catalogue snapshot is rebuilt and the other hosts told, so the storefront shows it at once; placed orders keep
// the prices on their lines.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/errors.js';
import { writeAudit } from '../../admin/audit.js';
import { staffOf } from './guard.js';
import { bag, optionalId, requiredId } from './params.js';
import { changesFrom, editable, FIELDS, type Field, type Row } from './product-fields.js';
import { parseOptions, readOptions, storeOptions, type StoredOption } from './product-options.js';
import { readPhotos, type Photo } from './product-photo-rows.js';

/** Only one product is numbered at a time (pg_advisory_xact_lock: every host, either database). */
const NUMBERING_LOCK = 7_024_001;

async function productAnswer(db: Queryable, row: Row): Promise<ReturnType<typeof editable> & { Options: StoredOption[]; Photos: Photo[] }> {
  const productNo = Number(row.product_no);
  return { ...editable(row), Options: await readOptions(db, productNo), Photos: await readPhotos(db, productNo) };
}

async function checkCategory(db: Queryable, categoryNo: number | undefined): Promise<void> {
  if (categoryNo === undefined) return;
  const [found] = await db.query('SELECT 1 FROM categories WHERE category_no = $1', [categoryNo]);
  if (!found) throw new ApiError(400, `Category ${categoryNo} was not found.`);
}

/** A new product's row: the name, category and price it must have; the rest as given or empty. */
async function insertProduct(tx: Queryable, changes: ReturnType<typeof changesFrom>, today: string): Promise<number> {
  if (!changes.ProductName) throw new ApiError(400, 'ProductName is required for a new product.');
  if (changes.CategoryNo === undefined) throw new ApiError(400, 'CategoryNo is required for a new product.');
  if (changes.SalesPrice === undefined) throw new ApiError(400, 'SalesPrice is required for a new product.');
  await tx.query('SELECT pg_advisory_xact_lock($1)', [NUMBERING_LOCK]);
  const [{ no }] = await tx.query<{ no: number }>('SELECT coalesce(max(product_no), 0) + 1 AS no FROM products');
  const productNo = Number(no);
  // price (the list price) is the selling price until the shop gives another.
  await tx.query(`INSERT INTO products (product_no, name, category_no, price, sales_price, date_added, is_home_page) VALUES ($1, $2, $3, $4, $4, $5, false)`, [
    productNo,
    changes.ProductName,
    changes.CategoryNo,
    changes.SalesPrice,
    today,
  ]);
  return productNo;
}

export async function adminProductsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetProduct', async (request) => {
    const productNo = requiredId(bag(request.query), 'ProductNo');
    const [row] = await ctx.db.query('SELECT * FROM products WHERE product_no = $1', [productNo]);
    if (!row) throw new ApiError(404, `Product ${productNo} was not found.`);
    return { success: true, Product: await productAnswer(ctx.db, row) };
  });

  app.post('/api/admin/SaveProduct', async (request) => {
    const body = bag(request.body);
    const given = optionalId(body, 'ProductNo');
    const changes = changesFrom(body);
    const options = parseOptions(body);
    const fields = Object.keys(changes) as Field[];
    if (!fields.length && !options) throw new ApiError(400, `Nothing to change: give one or more of ${Object.keys(FIELDS).join(', ')}, Options.`);
    await checkCategory(ctx.db, changes.CategoryNo as number | undefined);
    const staff = staffOf(request);
    const now = ctx.now();
    const saved = await ctx.db.transaction(async (tx) => {
      const productNo = given ?? (await insertProduct(tx, changes, now.toISOString().slice(0, 10)));
      const [before] = await tx.query('SELECT * FROM products WHERE product_no = $1 FOR UPDATE', [productNo]);
      if (!before) throw new ApiError(404, `Product ${productNo} was not found.`);
      const optionsBefore = await readOptions(tx, productNo);
      const optionStock = options ? await storeOptions(tx, productNo, options) : undefined;
      if (optionStock !== undefined) changes.Stock = optionStock;
      const set = Object.keys(changes) as Field[];
      const [after] = set.length
        ? await tx.query(`UPDATE products SET ${set.map((f, i) => `${FIELDS[f]} = $${i + 2}`).join(', ')} WHERE product_no = $1 RETURNING *`, [
            productNo,
            ...set.map((f) => changes[f]),
          ])
        : [before];
      const old = editable(before);
      const next = await productAnswer(tx, after);
      await writeAudit(tx, {
        staffNo: staff.staffNo,
        action: given === undefined ? 'AddProduct' : 'SaveProduct',
        entity: 'product',
        key: productNo,
        before: given === undefined ? null : { ...Object.fromEntries(set.map((f) => [f, old[f]])), ...(options ? { Options: optionsBefore } : {}) },
        after: { ...Object.fromEntries(set.map((f) => [f, next[f]])), ...(options ? { Options: next.Options } : {}) },
        at: now,
      });
      return next;
    });
    await ctx.catalog.reload();
    return { success: true, msg: given === undefined ? `Product ${saved.ProductNo} added.` : `Product ${saved.ProductNo} saved.`, Product: saved };
  });
}
