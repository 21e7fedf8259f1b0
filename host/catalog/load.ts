import type { Db } from '../db/db.js';
import type { CatalogRows } from './rows.js';
import { SHOP_TIME_ZONE } from '../../widgets/domain/dates.js';

// The whole catalogue (and the shop's settings) in eleven queries, inside one read-only repeatable-read transaction so that every table
// is read at the same moment (a review saved halfway through a reload cannot make the counts disagree).
// The two tables that grow with the catalogue (products, images) come back as one JSON text each: the database
// drivers decode a result field by field, which for a big catalogue is most of a reload's work, while one
// JSON.parse of the same rows is cheap. The rows are the same (num() and str() accept JSON numbers too).

/** Products per read (see QUERIES.products). */
const PRODUCTS_PER_READ = 2500;

/** A product the shop shows: not hidden, nor in a hidden category or one under a hidden category. */
const SHOWN = `NOT hidden AND category_no NOT IN (SELECT c.category_no FROM categories c LEFT JOIN categories t ON t.category_no = c.parent_no
    WHERE c.hidden OR t.hidden IS TRUE)`;

/** The catalogue's queries by table (exported for the test that checks the JSON reads against row-by-row ones). */
export const QUERIES = {
  // Hidden categories leave the shop with their subcategories (docs/back-office.md#your-catalogue).
  categories: `SELECT category_no, name, parent_no, sort, image_file_path FROM categories c
    WHERE NOT c.hidden AND NOT EXISTS (SELECT 1 FROM categories h WHERE h.category_no = c.parent_no AND h.hidden)
    ORDER BY sort, category_no`,
  // In slices of PRODUCTS_PER_READ, by product_no after the last one read: one text for a whole big catalogue
  // would raise the process's memory peak at each refresh (in the database's memory and as strings).
  products: `SELECT coalesce(json_agg(p ORDER BY p.product_no), '[]')::text AS json FROM (SELECT product_no, name, description, category_no, home_category, style_name, product_style, barcode, sku_no,
      price, sales_price, sales_price2, sales_price3, sales_price5, discount_percent,
      free_delivery, free_delivery_quantity, ribbon_text, is_sold_out, stock, video_file_name, image_file_path,
      image_file_path_thumbnail, is_home_page, home_sort, best_seller_rank, banner_nos, date_added
    FROM products WHERE product_no > $1 AND ${SHOWN} ORDER BY product_no LIMIT $2) p`, // JSON writes a date as YYYY-MM-DD whatever the DateStyle
  images: `SELECT coalesce(json_agg(i ORDER BY i.product_no, i.sort), '[]')::text AS json
    FROM (SELECT product_no, sort, image_file_path, image_file_path_thumbnail FROM product_images
           WHERE product_no IN (SELECT product_no FROM products WHERE ${SHOWN})) i`,
  skus: 'SELECT sku_no, product_no, color, size, barcode, price, stock FROM product_skus ORDER BY product_no, sku_no',
  reviews: `SELECT review_no, product_no, customer_name, review_title, comments, rating,
      to_char(created_at AT TIME ZONE '${SHOP_TIME_ZONE}', 'YYYY-MM-DD') AS review_date
    FROM reviews ORDER BY product_no, created_at DESC, review_no DESC`,
  cities: 'SELECT city_no, name, country_no FROM cities ORDER BY country_no, name, city_no',
  shops: 'SELECT shop_no, shop_name, origins FROM shops ORDER BY shop_no',
  sections: 'SELECT section_no, page_no, section_name FROM design_sections ORDER BY page_no, sort, section_no',
  sectionProducts: 'SELECT section_no, product_no FROM design_section_products ORDER BY section_no, sort, product_no',
  // Units actually ordered, whatever the order's state: the brief's measure of a best seller.
  sales: 'SELECT product_no, sum(quantity) AS units FROM order_lines GROUP BY product_no',
  // The shop's own facts travel with the catalogue, so a saved change reaches every host by the same NOTIFY.
  settings: 'SELECT settings FROM shop_settings WHERE id = 1',
} as const;

/** The queries above that answer with one row holding all their rows as JSON text (products: one per slice). */
const AS_JSON = new Set<keyof typeof QUERIES>(['products', 'images']);

/** `productsPerRead`: PRODUCTS_PER_READ (tests read in smaller slices to cover the slicing). */
export async function loadCatalogRows(db: Db, productsPerRead = PRODUCTS_PER_READ): Promise<CatalogRows> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const rows: Partial<Record<keyof typeof QUERIES, unknown[]>> = {};
    for (const [name, sql] of Object.entries(QUERIES) as [keyof typeof QUERIES, string][]) {
      if (name === 'products') {
        const products: { product_no: number }[] = [];
        for (let after = -1; ;) {
          const [slice] = await tx.query<{ json: string }>(sql, [after, productsPerRead]);
          const part = JSON.parse(slice.json) as { product_no: number }[];
          products.push(...part);
          if (part.length < productsPerRead) break;
          after = part[part.length - 1].product_no;
        }
        rows[name] = products;
        continue;
      }
      const result = await tx.query<{ json?: string }>(sql);
      rows[name] = AS_JSON.has(name) ? (JSON.parse(result[0].json!) as unknown[]) : result;
    }
    return rows as unknown as CatalogRows;
  });
}
