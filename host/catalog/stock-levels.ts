// Stock levels reach the storefront without a rebuild (docs/back-office.md#products-and-stock): an order's new levels are written
// into the snapshot's product and card objects (the one change a snapshot takes in place: the lists hold those same
// objects, so every list shows it) and the pre-serialised answers are dropped, to be made again on demand. Other
// hosts hear the product numbers (NOTIFY catalog_changed 'stock:<host>:<numbers>') and read those rows.
import type { Queryable } from '../db/db.js';
import type { CatalogData } from './data.js';
import { forgetJson } from './products-json.js';

export const STOCK_PREFIX = 'stock:';

export interface StockLevel {
  stock: number;
  /** The product's own sold-out flag, when known (a NOTIFY's re-read); else kept unless the stock ran out. */
  soldOutFlag?: boolean;
  /** Units left of the options counted apart (sku number -> units), when re-read. */
  options?: ReadonlyMap<number, number>;
}

/** Writes the levels into the snapshot's products; answers whether any product shown changed. */
export function applyStockLevels(data: CatalogData, levels: ReadonlyMap<number, StockLevel>): boolean {
  let changed = false;
  for (const [productNo, level] of levels) {
    const product = data.byNo.get(productNo);
    if (!product) continue;
    const soldOut = (level.soldOutFlag ?? product.IsSoldOut === 1) || level.stock === 0 ? 1 : 0;
    let changedHere = false;
    // The card shares the product's option objects.
    for (const sku of level.options ? product.ProductSKUList : []) {
      const stock = level.options!.get(sku.ProductSKUNo);
      if (stock === undefined || sku.Stock === stock) continue;
      sku.Stock = stock;
      changedHere = true;
    }
    const both = new Set([product, data.cards.get(productNo) ?? product]);
    for (const p of both) {
      if (p.Stock === level.stock && p.IsSoldOut === soldOut) continue;
      p.Stock = level.stock;
      p.IsSoldOut = soldOut;
      changedHere = true;
    }
    // Lists are joined from each product's remembered JSON: it is made again from the new levels.
    if (changedHere) both.forEach(forgetJson);
    changed ||= changedHere;
  }
  return changed;
}

/** The NOTIFY payload telling other hosts which products' stock changed (a NOTIFY payload stays under 8000 bytes). */
export function stockPayload(instanceId: string, productNos: readonly number[]): string[] {
  const payloads: string[] = [];
  for (let i = 0; i < productNos.length; i += 500) payloads.push(`${STOCK_PREFIX}${instanceId}:${productNos.slice(i, i + 500).join(',')}`);
  return payloads;
}

/** The product numbers of a stock NOTIFY from another host; null when the payload is not one (or is this host's). */
export function stockNotice(payload: string, instanceId: string): number[] | null {
  if (!payload.startsWith(STOCK_PREFIX)) return null;
  const [origin, list = ''] = payload.slice(STOCK_PREFIX.length).split(':');
  if (origin === instanceId) return [];
  return list
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The stored levels (tracked products only) and sold-out flags of these products. */
export async function readStockLevels(db: Queryable, productNos: readonly number[]): Promise<Map<number, StockLevel>> {
  const rows = await db.query<{ product_no: number; stock: number | null; is_sold_out: boolean; options: Record<string, number> | null }>(
    `SELECT product_no, stock, is_sold_out,
            (SELECT jsonb_object_agg(s.sku_no, s.stock) FROM product_skus s WHERE s.product_no = p.product_no AND s.stock IS NOT NULL) AS options
       FROM products p WHERE product_no = ANY($1::int[]) AND stock IS NOT NULL`,
    [productNos],
  );
  return new Map(
    rows.map((r) => [
      Number(r.product_no),
      {
        stock: Number(r.stock),
        soldOutFlag: r.is_sold_out === true,
        ...(r.options ? { options: new Map(Object.entries(r.options).map(([no, stock]) => [Number(no), Number(stock)])) } : {}),
      },
    ]),
  );
}
