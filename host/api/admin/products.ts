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
import { bag, requiredId } from './params.js';
import { changesFrom, editable, FIELDS, type Field } from './product-fields.js';

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
