import type { Category, City, DesignSection, Product, Shop } from '../../widgets/domain/types.js';
import type { ShopSettings } from '../../widgets/domain/shop-settings.js';

/**
 * The in-memory catalogue snapshot (docs/architecture.md#performance): every catalogue read is served from here,
 * never from a query per request. reload() rebuilds it after the catalogue changes
 * (a saved review changes a product's Rating). An order only records its units with recordSale().
 */
export interface Catalog {
  reload(): Promise<void>;
  /** A stored order's units, for the best sellers: in memory, re-ranked in the background, never a rebuild. */
  recordSale(lines: readonly { ProductNo: number; Quantity: number }[]): void;
  /**
   * The stock levels an order left (ProductNo -> units left): shown at once (sold out at 0) without a rebuild, and
   * other hosts told (host/catalog/stock-levels.ts).
   */
  stockTaken(levels: ReadonlyMap<number, number>): void;
  /** Stock put back (a cancelled order, a refunded return): re-read for these products, shown, other hosts told. */
  stockChanged(productNos: readonly number[]): Promise<void>;
  /** The full product (images, variants, reviews), or undefined when unknown. */
  product(productNo: number): Product | undefined;
  products(): readonly Product[];
  categories(): readonly Category[];
  cities(): readonly City[];
  shop(shopNo: number): Shop | undefined;
  /** The origins saved with the partner shops (their pages may call the API). */
  partnerOrigins(): ReadonlySet<string>;
  /** The origins saved with one shop (none for an unknown shop). */
  shopOrigins(shopNo: number): readonly string[];
  sections(pageNo: number): readonly DesignSection[];
  /** The shop's own facts as last saved (defaults until the owner saves them). */
  settings(): ShopSettings;
}
