// The big-catalogue path gives the answers the simple one gave: the catalogue read as JSON
// builds the same snapshot as the row-by-row read, and the indexed search returns exactly what the scan of
// search.ts returns, over the seed catalogue plus generated products (real database: PGlite, or PostgreSQL
// under npm run test:pg).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../helpers/test-db.js';
import type { Db } from '../../../host/db/db.js';
import { addExtraProducts } from '../../../host/db/seed/extra-products.js';
import { loadCatalogRows, QUERIES } from '../../../host/catalog/load.js';
import { buildCatalogData } from '../../../host/catalog/build.js';
import type { CatalogData } from '../../../host/catalog/data.js';
import type { CatalogRows } from '../../../host/catalog/rows.js';
import { filterProducts, BANNER_NOS } from '../../../host/catalog/queries.js';
import { similarProducts } from '../../../host/catalog/similar.js';
import { normalise, queryWords, searchProducts } from '../../../host/catalog/search.js';
import { searchIndexed } from '../../../host/catalog/search-index.js';
import type { ProductList } from '../../../host/catalog/ranking-cache.js';

// The catalogue's queries, with products and images read as they were before they came back as JSON.
const ROW_BY_ROW = {
  ...QUERIES,
  products: `SELECT product_no, name, description, category_no, home_category, style_name, product_style, barcode, sku_no,
      price, sales_price, sales_price2, sales_price3, sales_price5, purchase_price, discount_percent,
      free_delivery, free_delivery_quantity, ribbon_text, is_sold_out, video_file_name, image_file_path,
      image_file_path_thumbnail, is_home_page, home_sort, best_seller_rank, banner_nos,
      to_char(date_added, 'YYYY-MM-DD') AS date_added
    FROM products ORDER BY product_no`,
  images: 'SELECT product_no, image_file_path, image_file_path_thumbnail FROM product_images ORDER BY product_no, sort',
};

let db: Db;
let drop: () => Promise<void>;
let data: CatalogData;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  await addExtraProducts(db, 400);
  data = buildCatalogData(await loadCatalogRows(db), 0);
}, 120_000);
afterAll(async () => {
  await db?.close();
  await drop?.();
});

describe('the catalogue read', () => {
  it('builds the same snapshot from the JSON read as from the row-by-row one', async () => {
    const rows: Record<string, unknown[]> = {};
    for (const [name, sql] of Object.entries(ROW_BY_ROW)) rows[name] = await db.query(sql);
    const plain = buildCatalogData(rows as unknown as CatalogRows, 0);
    expect(data.products).toHaveLength(486);
    // Read in slices of 100 (the last one short) and of 486 (a last, empty read): the same products.
    for (const slice of [100, 486]) expect(JSON.stringify(buildCatalogData(await loadCatalogRows(db, slice), 0).products)).toBe(JSON.stringify(plain.products));
    for (const key of ['products', 'catalogueOrder', 'homeOrder', 'newest', 'bestSellers', 'categories', 'sections'] as const) {
      expect(JSON.stringify(data[key] instanceof Map ? [...data[key]] : data[key]), key).toBe(
        JSON.stringify(plain[key] instanceof Map ? [...plain[key]] : plain[key]),
      );
    }
    expect(JSON.stringify([...data.productsByCategoryText])).toBe(JSON.stringify([...plain.productsByCategoryText]));
  });
});

describe('the indexed search', () => {
  const nos = (list: ProductList) => list.slice().map((p) => p.ProductNo);
  /** What the scan of search.ts gives over the same base list. */
  const scanned = (banner: number | null, category: string, text: string) => {
    const base = filterProducts(data, banner, category, '');
    return nos(
      searchProducts(
        base.slice().map((p) => data.search.docs[data.search.positionOf.get(p.ProductNo)!]),
        text,
      ),
    );
  };

  it('finds exactly what a scan of every product finds, in the same order', () => {
    const words = [...new Set(data.search.docs.flatMap((d) => `${d.name} ${d.categories} ${d.description}`.split(' ')))].sort();
    let seed = 7;
    const pick = <T>(list: readonly T[]) => list[(seed = (seed * 48271) % 2147483647) % list.length];
    const texts = ['', ' , ', 'Crème', 'creams', 'SHEA   butter', 'beard & skin', 'zzz', "'; DROP TABLE products; --", 'a', 'oil oil'];
    for (const word of words.slice(0, 400)) texts.push(word, word.slice(0, 3), `${word}s`, word.slice(1));
    for (let i = 0; i < 200; i++) texts.push(`${pick(words)} ${pick(words)}`);
    const categories = ['', ...[...data.productsByCategoryText.keys()]];
    let compared = 0;
    let nonEmpty = 0;
    for (const text of texts) {
      for (const [banner, category] of [
        [null, ''],
        [null, pick(categories)],
        [pick(BANNER_NOS), ''],
        [pick(BANNER_NOS), pick(categories)],
      ] as const) {
        const got = nos(filterProducts(data, banner, category, normalise(text)));
        const want = scanned(banner, category, normalise(text));
        expect(got, `${text} | ${banner} | ${category}`).toEqual(want);
        const words = queryWords(text);
        if (words.length > 0) {
          // From the ranking kept for the search's other pages, the same again; a page's worth ranked alone is the same start.
          expect(nos(filterProducts(data, banner, category, normalise(text)))).toEqual(want);
          const base = filterProducts(data, banner, category, '');
          for (const limit of [1, 15, 45])
            expect(nos(searchIndexed(data.search, words, base === data.catalogueOrder ? undefined : base.slice(), limit))).toEqual(want.slice(0, limit));
        }
        compared++;
        if (got.length) nonEmpty++;
      }
    }
    expect(compared).toBeGreaterThan(4000);
    expect(nonEmpty).toBeGreaterThan(1000);
  });
});

describe('similar products', () => {
  it('are for every product those a pass over the whole catalogue finds, in the same order', () => {
    const topName = (p: { ProductCategoryNo: number }) => data.categoryInfo.get(p.ProductCategoryNo)?.topName ?? '';
    let compared = 0;
    for (const product of data.catalogueOrder) {
      const tiers = [
        (p: typeof product) => p.ProductCategoryNo === product.ProductCategoryNo,
        (p: typeof product) => product.NewCategoryName !== '' && p.NewCategoryName === product.NewCategoryName,
        (p: typeof product) => topName(product) !== '' && topName(p) === topName(product),
      ];
      const chosen = new Set([product.ProductNo]);
      const scanned: number[] = [];
      for (const inTier of tiers) {
        for (const p of data.catalogueOrder) {
          if (!chosen.has(p.ProductNo) && inTier(p)) {
            chosen.add(p.ProductNo);
            scanned.push(p.ProductNo);
          }
        }
      }
      expect(
        similarProducts(data.similar, data.categoryInfo, product).map((p) => p.ProductNo),
        `product ${product.ProductNo}`,
      ).toEqual(scanned);
      compared += scanned.length;
    }
    expect(compared).toBeGreaterThan(data.catalogueOrder.length * 10);
  });
});
