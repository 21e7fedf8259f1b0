// Catalogue edits a shop makes daily (docs/back-office.md#product-edits): GET /api/admin/GetProducts (the list, by
// name or number: product-list.ts), GET /api/admin/GetProduct?ProductNo= (the stored values)
// and POST /api/admin/SaveProduct { ProductNo, ProductName?, ProductDescription?, SalesPrice?, SalesPrice2?,
// SalesPrice3?, SalesPrice5?, DiscountPercent?, IsSoldOut?, RibbonText?, Stock? } for an existing product. The
// catalogue snapshot is rebuilt and the other hosts told, so the storefront shows it at once; placed orders keep
// the prices on their lines.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { writeAudit } from '../../admin/audit.js';
import { staffOf } from './guard.js';
import { bag, optionalBoolean, optionalMoney, optionalText, requiredId } from './params.js';
import { parseStock, STOCK_MESSAGES } from '../../../widgets/domain/stock.js';

export const RIBBON_MAX = 40;

/** Body field -> column; the answer and the audit use the field names. */
const FIELDS = {
  ProductName: 'name',
  ProductDescription: 'description',
  SalesPrice: 'sales_price',
  SalesPrice2: 'sales_price2',
  SalesPrice3: 'sales_price3',
  SalesPrice5: 'sales_price5',
  DiscountPercent: 'discount_percent',
  IsSoldOut: 'is_sold_out',
  RibbonText: 'ribbon_text',
  Stock: 'stock',
} as const;
type Field = keyof typeof FIELDS;
type Value = number | boolean | string | null;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;

type Row = Record<string, unknown>;

function editable(r: Row) {
  return {
    ProductNo: Number(r.product_no),
    ProductName: String(r.name),
    ProductDescription: String(r.description ?? ''),
    Price: Number(r.price),
    PurchasePrice: Number(r.purchase_price),
    SalesPrice: Number(r.sales_price),
    SalesPrice2: Number(r.sales_price2),
    SalesPrice3: Number(r.sales_price3),
    SalesPrice5: Number(r.sales_price5),
    DiscountPercent: Number(r.discount_percent),
    IsSoldOut: r.is_sold_out === true,
    RibbonText: String(r.ribbon_text),
    /** Units left; null: not tracked. */
    Stock: r.stock == null ? null : Number(r.stock),
  };
}

function changesFrom(body: Record<string, unknown>): Partial<Record<Field, Value>> {
  const changes: Partial<Record<Field, Value>> = {};
  const name = optionalText(body, 'ProductName', NAME_MAX);
  if (name === '') throw new ApiError(400, 'ProductName must not be empty.');
  if (name !== undefined) changes.ProductName = name;
  const description = optionalText(body, 'ProductDescription', DESCRIPTION_MAX);
  if (description !== undefined) changes.ProductDescription = description;
  if ('Stock' in body) {
    const stock = parseStock(body.Stock);
    if (!stock.ok) throw new ApiError(400, STOCK_MESSAGES.invalid);
    changes.Stock = stock.stock;
  }
  for (const name of ['SalesPrice', 'SalesPrice2', 'SalesPrice3', 'SalesPrice5'] as const) {
    const value = optionalMoney(body, name);
    if (value !== undefined) changes[name] = value;
  }
  if (changes.SalesPrice === 0) throw new ApiError(400, 'SalesPrice must be more than 0.');
  const discount = optionalMoney(body, 'DiscountPercent');
  if (discount !== undefined && discount > 95) throw new ApiError(400, 'DiscountPercent must be from 0 to 95.');
  if (discount !== undefined) changes.DiscountPercent = discount;
  const soldOut = optionalBoolean(body, 'IsSoldOut');
  if (soldOut !== undefined) changes.IsSoldOut = soldOut;
  const ribbon = optionalText(body, 'RibbonText', RIBBON_MAX);
  if (ribbon !== undefined) changes.RibbonText = ribbon;
  return changes;
}

export async function adminProductsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetProduct', async (request) => {
    const productNo = requiredId(bag(request.query), 'ProductNo');
    const [row] = await ctx.db.query('SELECT * FROM products WHERE product_no = $1', [productNo]);
    if (!row) throw new ApiError(404, `Product ${productNo} was not found.`);
    return { success: true, Product: editable(row) };
  });

  app.post('/api/admin/SaveProduct', async (request) => {
    const body = bag(request.body);
    const productNo = requiredId(body, 'ProductNo');
    const changes = changesFrom(body);
    const fields = Object.keys(changes) as Field[];
    if (!fields.length) throw new ApiError(400, `Nothing to change: give one or more of ${Object.keys(FIELDS).join(', ')}.`);
    const staff = staffOf(request);
    const now = ctx.now();
    const saved = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.query('SELECT * FROM products WHERE product_no = $1 FOR UPDATE', [productNo]);
      if (!before) throw new ApiError(404, `Product ${productNo} was not found.`);
      const sets = fields.map((f, i) => `${FIELDS[f]} = $${i + 2}`);
      const [after] = await tx.query(`UPDATE products SET ${sets.join(', ')} WHERE product_no = $1 RETURNING *`, [productNo, ...fields.map((f) => changes[f])]);
      const old = editable(before);
      const now_ = editable(after);
      await writeAudit(tx, {
        staffNo: staff.staffNo,
        action: 'SaveProduct',
        entity: 'product',
        key: productNo,
        before: Object.fromEntries(fields.map((f) => [f, old[f]])),
        after: Object.fromEntries(fields.map((f) => [f, now_[f]])),
        at: now,
      });
      return now_;
    });
    await ctx.catalog.reload();
    return { success: true, msg: `Product ${productNo} saved.`, Product: saved };
  });
}
