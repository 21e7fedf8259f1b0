import type { Product } from '../../widgets/domain/types.js';

/** A list the catalogue calls page through: an array, or a ranking kept as positions. */
export interface ProductList {
  readonly length: number;
  slice(start?: number, end?: number): Product[];
}

/** A search's ranking, kept as positions in the search documents' products (4 bytes each, not a whole array). */
export class RankedProducts implements ProductList {
  constructor(
    private readonly products: readonly { readonly product: Product }[],
    private readonly positions: Int32Array,
  ) {}

  get length(): number {
    return this.positions.length;
  }

  slice(start = 0, end = this.positions.length): Product[] {
    const positions = this.positions.subarray(start, end);
    const products = new Array<Product>(positions.length);
    for (let i = 0; i < positions.length; i++) products[i] = this.products[positions[i]].product;
    return products;
  }
}

/**
 * One snapshot's search rankings by request (filters and normalised words, not page or page size), least recently
 * used dropped first: the pages and page sizes of one search, each its own answer, share one ranking, so only the
 * first of them pays for the search. Bounded in positions held (a broad search holds thousands) and in entries, the
 * entry bound well above what the position bound allows for rankings of a few hundred products: an entry bound just
 * below the number of distinct searches in a burst would drop each of them in turn and rank it again.
 */
export class RankingCache {
  private readonly entries = new Map<string, Int32Array>();
  private held = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxPositions = 2_000_000,
  ) {}

  /** The ranking for key, or rank() kept for next time. */
  get(key: string, rank: () => Int32Array): Int32Array {
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is the LRU order: re-inserting moves the entry to the most recently used end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const ranking = rank();
    if (ranking.length > this.maxPositions) return ranking;
    this.entries.set(key, ranking);
    this.held += ranking.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.held <= this.maxPositions) break;
      this.entries.delete(oldKey);
      this.held -= old.length;
    }
    return ranking;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Positions held over all rankings. */
  get positionsHeld(): number {
    return this.held;
  }
}
