// The Products screen's list (docs/back-office.md#products-and-stock): GET /api/admin/GetProducts?Search=&PageNo=&SoldOut=
// &LowStock= answers { success, Products, Total, PageNo, PageSize, PageCount, LowStockThreshold }, by product number.
// Search matches the name (any part), the number or the barcode; SoldOut=1 lists what cannot be bought (flagged, or no
// stock left), SoldOut=0 the rest; LowStock=1 the tracked products at the shop's low-stock threshold or below. Read
// from the database, so staff see the stock as it is, not as a snapshot last had it.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { bag, optionalBoolean, optionalId, optionalText } from './params.js';
import { ADMIN_PAGE_SIZE } from './orders.js';
import { lowStockCondition } from '../../admin/low-stock.js';

type Row = Record<string, unknown>;

function listRow(r: Row, threshold: number) {
  const stock = r.stock == null ? null : Number(r.stock);
  return {
    ProductNo: Number(r.product_no),
    ProductName: String(r.name),
    CategoryName: String(r.category_name ?? ''),
    SalesPrice: Number(r.sales_price),
    DiscountPercent: Number(r.discount_percent),
    Stock: stock,
    IsSoldOut: r.is_sold_out === true || stock === 0,
    LowStock: stock !== null && stock <= threshold,
    /** Out of the shop (docs/back-office.md#your-catalogue). */
    Hidden: r.hidden === true,
  };
}

export async function adminProductListApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetProducts', async (request) => {
    const q = bag(request.query);
    const search = optionalText(q, 'Search', 100);
    const soldOut = optionalBoolean(q, 'SoldOut');
    const lowStock = optionalBoolean(q, 'LowStock');
    const threshold = ctx.catalog.settings().lowStockThreshold;
    const pageNo = optionalId(q, 'PageNo') ?? 1;
    if (pageNo > 10_000) throw new ApiError(400, 'PageNo must be at most 10000.');
    const where: string[] = [];
    const params: unknown[] = [];
    if (search) {
      params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, search);
      const byNo = /^\d{1,9}$/.test(search) ? ` OR p.product_no = ${Number(search)}` : '';
      where.push(`(p.name ILIKE $1 OR p.barcode = $2${byNo})`);
    }
    if (soldOut === true) where.push('(p.is_sold_out OR p.stock = 0)');
    if (soldOut === false) where.push('NOT p.is_sold_out AND (p.stock IS NULL OR p.stock > 0)');
    if (lowStock === true) where.push(lowStockCondition(`$${params.push(threshold)}`));
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ n }] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p ${filter}`, params);
    const rows = await ctx.db.query(
      `SELECT p.product_no, p.name, c.name AS category_name, p.sales_price, p.discount_percent, p.stock, p.is_sold_out, p.hidden
         FROM products p LEFT JOIN categories c ON c.category_no = p.category_no ${filter}
        ORDER BY p.product_no LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(pageNo - 1) * ADMIN_PAGE_SIZE}`,
      params,
    );
    const total = Number(n);
    return {
      success: true,
      Products: rows.map((r) => listRow(r, threshold)),
      Total: total,
      PageNo: pageNo,
      PageSize: ADMIN_PAGE_SIZE,
      PageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
      LowStockThreshold: threshold,
    };
  });
}
