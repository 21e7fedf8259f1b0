import type { Product } from '../../widgets/domain/types.js';

// Best sellers: products by units actually ordered (most first), then the curated best_seller_rank list for the
// ones never ordered; sold-out products keep their relative place but go after all others.
// Ranking costs O(products ever ordered + curated products), not O(catalogue), so it can be redone after orders
// without rebuilding the snapshot.

/** Units ordered per ProductNo. */
export type Units = ReadonlyMap<number, number>;

/**
 * The ranking. `curated`: the curated best_seller_rank list in rank order (whether ordered or not);
 * `byNo`: the snapshot's cards, so units of products no longer in the catalogue are ignored.
 */
export function rankByUnits(units: Units, curated: readonly Product[], byNo: ReadonlyMap<number, Product>): Product[] {
  const sold: Product[] = [];
  for (const [no, count] of units) {
    const p = count > 0 ? byNo.get(no) : undefined;
    if (p) sold.push(p);
  }
  sold.sort((a, b) => units.get(b.ProductNo)! - units.get(a.ProductNo)! || a.ProductNo - b.ProductNo);
  const ranked = [...sold, ...curated.filter((p) => !(units.get(p.ProductNo)! > 0))];
  return [...ranked.filter((p) => !p.IsSoldOut), ...ranked.filter((p) => p.IsSoldOut)];
}

/** units + the quantities of one order's lines (a new map: a snapshot's maps are never mutated). */
export function addUnits(units: Units, lines: readonly { ProductNo: number; Quantity: number }[]): Map<number, number> {
  const next = new Map(units);
  for (const line of lines) next.set(line.ProductNo, (next.get(line.ProductNo) ?? 0) + line.Quantity);
  return next;
}
