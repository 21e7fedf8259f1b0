// The catalogue as a product CSV in Shopify's columns (docs/back-office.md#product-csv). GET /api/admin/ExportProducts
// answers every product, hidden ones too; POST /api/admin/ImportProducts (the file as the body, text/csv) reads a
// file: with DryRun=1 it only says what it would do and each problem by line and column; without, a file with no
// problem is stored in one transaction and one with any problem changes nothing.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/errors.js';
import { mediaDir } from '../../http/static.js';
import { writeAudit } from '../../admin/audit.js';
import { parseCsv } from '../../products-csv/parse-csv.js';
import { exportCsv, type ExportProduct } from '../../products-csv/shopify-columns.js';
import { readImport } from '../../products-csv/read-import.js';
import { applyImport } from '../../products-csv/apply-import.js';
import { staffOf } from './guard.js';
import { bag, optionalBoolean } from './params.js';

export const MAX_CSV_BYTES = 10 * 1024 * 1024;

async function exportProducts(db: Queryable): Promise<ExportProduct[]> {
  const products = await db.query<Record<string, unknown>>(
    `SELECT p.*, c.name AS category_name FROM products p LEFT JOIN categories c ON c.category_no = p.category_no ORDER BY p.product_no`,
  );
  const skus = await db.query<Record<string, unknown>>('SELECT * FROM product_skus ORDER BY product_no, sku_no');
  const images = await db.query<{ product_no: number; image_file_path: string }>(
    'SELECT product_no, image_file_path FROM product_images ORDER BY product_no, sort',
  );
  const num = (v: unknown) => (v == null ? null : Number(v));
  return products.map((r) => {
    const no = Number(r.product_no);
    const photos = images.filter((i) => Number(i.product_no) === no).map((i) => i.image_file_path);
    return {
      productNo: no,
      name: String(r.name),
      description: String(r.description ?? ''),
      category: String(r.category_name ?? ''),
      ribbon: String(r.ribbon_text ?? ''),
      hidden: r.hidden === true,
      sku: String(r.sku_no ?? ''),
      barcode: String(r.barcode ?? ''),
      stock: num(r.stock),
      price: Number(r.price),
      salesPrice: Number(r.sales_price),
      cost: Number(r.purchase_price),
      options: skus
        .filter((s) => Number(s.product_no) === no)
        .map((s) => ({ color: String(s.color ?? ''), size: String(s.size ?? ''), barcode: String(s.barcode ?? ''), price: num(s.price), stock: num(s.stock) })),
      photos: photos.length || !r.image_file_path ? photos : [String(r.image_file_path)],
    };
  });
}

export async function adminProductCsvApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.addContentTypeParser(/^text\/(csv|plain)/i, { parseAs: 'string', bodyLimit: MAX_CSV_BYTES }, (_request, body, done) => done(null, body));

  app.get('/api/admin/ExportProducts', async (_request, reply) => {
    const base = ctx.config.publicUrl.replace(/\/$/, '');
    const csv = exportCsv(await exportProducts(ctx.db), ctx.catalog.settings().name, (path) => `${base}/media/${path}`);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="products.csv"');
    return csv;
  });

  app.post('/api/admin/ImportProducts', { bodyLimit: MAX_CSV_BYTES }, async (request, reply) => {
    if (typeof request.body !== 'string') throw new ApiError(415, 'Send the CSV file itself as the request body (Content-Type text/csv).');
    const dryRun = optionalBoolean(bag(request.query), 'DryRun') ?? false;
    const parsed = parseCsv(request.body);
    if (!parsed.ok) throw new ApiError(400, `Line ${parsed.line}: ${parsed.msg} Nothing was changed.`);
    if (parsed.records.length < 2) throw new ApiError(400, 'The file has no products. Nothing was changed.');
    const prices = new Map(
      (await ctx.db.query<{ product_no: number; sales_price: string }>('SELECT product_no, sales_price FROM products')).map((r) => [
        Number(r.product_no),
        Number(r.sales_price),
      ]),
    );
    const media = mediaDir(ctx.config);
    const photos = await ctx.db.query<{ path: string }>(
      "SELECT image_file_path AS path FROM product_images UNION SELECT image_file_path FROM products WHERE image_file_path <> ''",
    );
    const { products, problems } = await readImport(parsed.records, {
      priceOf: (no) => prices.get(no),
      mediaDir: media,
      photos: new Set(photos.map((r) => r.path)),
      importDir: join(ctx.config.dataDir, 'import'),
    });
    const adds = products.filter((p) => p.productNo === undefined).length;
    const summary = { Products: products.length, New: adds, Existing: products.length - adds, Problems: problems };
    if (problems.length) {
      reply.code(400);
      return {
        success: false,
        DryRun: dryRun,
        msg: `${problems.length} problem${problems.length === 1 ? '' : 's'} in the file. Nothing was changed.`,
        ...summary,
      };
    }
    if (dryRun) return { success: true, DryRun: true, msg: `Ready to import: ${adds} new, ${products.length - adds} existing.`, ...summary };
    const result = await applyImport(ctx.db, products, media, ctx.now().toISOString().slice(0, 10));
    const staff = staffOf(request);
    await writeAudit(ctx.db, {
      staffNo: staff.staffNo,
      action: 'ImportProducts',
      entity: 'product',
      key: 'import',
      before: null,
      after: result,
      at: ctx.now(),
    });
    await ctx.catalog.reload();
    return { success: true, DryRun: false, msg: `Imported: ${result.Added} new, ${result.Updated} updated.`, ...summary, ...result };
  });
}
