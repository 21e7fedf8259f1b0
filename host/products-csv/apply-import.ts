// An import read without a problem, stored in one transaction (all or nothing; docs/back-office.md#product-csv). A
// category named by Type that the shop lacks is added at the top level; a photo from the import folder is drawn
// into its copies first (a failed import leaves only unused files); an existing product's photos change only when
// the file lists others.
import type { Db, Queryable } from '../db/db.js';
import { writePhotoCopies } from '../media/product-photo.js';
import { storeOptions } from '../api/admin/product-options.js';
import { readPhotos, storePhotos, type Photo } from '../api/admin/product-photo-rows.js';
import type { PlannedProduct } from './read-import.js';

/** Numbering, as the back office's own adds take it (host/api/admin/products.ts, categories.ts). */
const PRODUCT_LOCK = 7_024_001;
const CATEGORY_LOCK = 7_024_002;

export interface ImportResult {
  Added: number;
  Updated: number;
  CategoriesAdded: string[];
}

async function categoryNo(tx: Queryable, name: string, added: string[]): Promise<number> {
  const [found] = await tx.query<{ category_no: number }>(
    'SELECT category_no FROM categories WHERE lower(name) = lower($1) ORDER BY parent_no NULLS LAST, sort, category_no LIMIT 1',
    [name],
  );
  if (found) return Number(found.category_no);
  await tx.query('SELECT pg_advisory_xact_lock($1)', [CATEGORY_LOCK]);
  const [{ no, last }] = await tx.query<{ no: number; last: number }>(
    'SELECT coalesce(max(category_no), 0) + 1 AS no, coalesce(max(sort), 0) + 1 AS last FROM categories',
  );
  await tx.query('INSERT INTO categories (category_no, name, sort) VALUES ($1, $2, $3)', [Number(no), name, Number(last)]);
  added.push(name);
  return Number(no);
}

const samePhotos = (a: readonly Photo[], b: readonly Photo[]) => a.length === b.length && a.every((p, i) => p.ImageFilePath === b[i].ImageFilePath);

export async function applyImport(db: Db, products: readonly PlannedProduct[], mediaDir: string, today: string): Promise<ImportResult> {
  // Photo numbers and files first, outside the transaction: drawing takes time, and a number is never reused.
  const drawn = new Map<Buffer, Photo>();
  for (const p of products) {
    for (const photo of p.photos ?? []) {
      if (!('bytes' in photo)) continue;
      const [{ no }] = await db.query<{ no: string }>("SELECT nextval('product_photo_no') AS no");
      // A new product has no number yet: its photos are filed under products/0/ (a photo's own number is unique).
      const written = await writePhotoCopies(mediaDir, `products/${p.productNo ?? 0}/${Number(no)}`, photo.bytes);
      drawn.set(photo.bytes, { ImageFilePath: written.image, ImageFilePathThumbnail: written.thumbnail });
    }
  }
  return db.transaction(async (tx) => {
    const result: ImportResult = { Added: 0, Updated: 0, CategoriesAdded: [] };
    for (const p of products) {
      let productNo = p.productNo;
      const columns: Record<string, unknown> = {
        name: p.name,
        description: p.description,
        category_no: p.category === undefined ? undefined : await categoryNo(tx, p.category, result.CategoriesAdded),
        ribbon_text: p.ribbon,
        hidden: p.hidden,
        sku_no: p.sku,
        barcode: p.barcode,
        sales_price: p.salesPrice,
        price: p.price,
        purchase_price: p.cost,
        stock: p.stock,
      };
      if (productNo === undefined) {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [PRODUCT_LOCK]);
        const [{ no }] = await tx.query<{ no: number }>('SELECT coalesce(max(product_no), 0) + 1 AS no FROM products');
        productNo = Number(no);
        await tx.query(
          'INSERT INTO products (product_no, name, category_no, price, sales_price, date_added, is_home_page) VALUES ($1, $2, $3, $4, $4, $5, false)',
          [productNo, p.name, columns.category_no, p.salesPrice, today],
        );
        result.Added += 1;
      } else result.Updated += 1;
      if (p.options) {
        const optionStock = await storeOptions(tx, productNo, p.options);
        if (optionStock !== undefined) columns.stock = optionStock;
      }
      const set = Object.entries(columns).filter(([, v]) => v !== undefined);
      if (set.length) {
        await tx.query(`UPDATE products SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE product_no = $1`, [
          productNo,
          ...set.map(([, v]) => v),
        ]);
      }
      if (p.photos) {
        const photos = p.photos.map((photo) =>
          'bytes' in photo ? drawn.get(photo.bytes)! : { ImageFilePath: photo.path, ImageFilePathThumbnail: photo.path.replace(/(\.\w+)$/, '-thumb$1') },
        );
        if (!samePhotos(photos, await readPhotos(tx, productNo))) await storePhotos(tx, productNo, photos);
      }
    }
    return result;
  });
}
