import type { HomeCategoryName } from '../categories.js';

/** The silhouette drawn on a product's generated photo; also gives its ProductStyle. */
export type Shape = 'bottle' | 'pump' | 'jar' | 'tube' | 'dropper' | 'spray' | 'bar' | 'box' | 'tub' | 'stick' | 'pouch';

/** Ribbon texts used by the seed (the reference design shows whatever RibbonText holds). */
export type Ribbon = 'New' | 'Best Seller' | 'Sale' | 'Limited';

/**
 * One seed product as written by hand. Money is an exact decimal string in TT$.
 * Multi-buy prices (p2, p3, p5) are the total for 2, 3 or 5 units (docs/domain.md#pricing), cheaper per unit than `sales`.
 */
export interface ProductSeed {
  no: number;
  name: string;
  sub: string; // subcategory of docs/screens.md#page-shell
  desc: string;
  shape: Shape;
  style: string; // StyleName: the pack size, e.g. '250 ml'
  price: string; // list price
  sales: string; // SalesPrice, <= price
  p2?: string;
  p3?: string;
  p5?: string;
  discount?: number; // DiscountPercent
  free?: true; // FreeDelivery = 1
  freeQty?: 2 | 3; // FreeDeliveryQuantity
  ribbon?: Ribbon;
  soldOut?: true;
  video?: true;
  variants?: Array<[color: string, size: string]>;
  best?: number; // curated best_seller_rank
  banners?: number[]; // 11..15
  hidden?: true; // not on the home page grid
}

export interface HomeCategoryProducts {
  home: HomeCategoryName;
  code: string; // three letters used in SKU numbers
  products: ProductSeed[];
}
