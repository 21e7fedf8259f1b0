// What each option of a product offers where a product card lets the shopper choose one (docs/domain.md#options-in-the-card).
// An option costs the product's price unless it has its own, and draws on the product's stock, so the units of its
// other options already in the cart leave fewer for this one; an option whose units are counted apart offers no
// more than its own. An option already in the cart is not added again (docs/domain.md#cart).
import type { Cart, Product, ProductSku } from './types.js';
import type { LineOption } from './cart.js';
import { findLine, findSku, optionPrices } from './cart.js';
import { maxLineQuantity } from './stock.js';
import { lineTotal } from './pricing.js';
import { optionLabel } from './options.js';

export interface OptionOffer {
  /** At most this many units of the option can still go in the cart (0: none). */
  max: number;
  /** Nothing can be added: the product is sold out, or the cart already holds what is left of it. */
  soldOut: boolean;
  /** This option already has its line in the cart. */
  inCart: boolean;
  /** The line total of `quantity` units (bundle prices and discount applied), `quantity` kept within 1..max. */
  total: number;
  /** The units the total is for. */
  quantity: number;
}

type OfferProduct = Pick<Product, 'ProductNo' | 'IsSoldOut' | 'Stock' | 'ProductSKUList'> & Parameters<typeof lineTotal>[0];

/** The options a shopper can tell apart: those with a colour or a size. */
export function namedOptions(product: Pick<Product, 'ProductSKUList'>): ProductSku[] {
  return (product.ProductSKUList ?? []).filter((sku) => optionLabel(sku) !== '');
}

/** What `option` of `product` offers for `quantity` units, given the cart as it is. */
export function optionOffer(product: OfferProduct, option: LineOption, quantity: number, cart: Pick<Cart, 'ItemList'>): OptionOffer {
  const inCartUnits = cart.ItemList.filter((line) => line.ProductNo === product.ProductNo).reduce((sum, line) => sum + line.Quantity, 0);
  const tracked = typeof product.Stock === 'number';
  let max = tracked ? Math.max(0, Math.min(maxLineQuantity(product), (product.Stock as number) - inCartUnits)) : maxLineQuantity(product);
  const sku = findSku(product, option);
  if (typeof sku?.Stock === 'number') max = Math.min(max, sku.Stock);
  const soldOut = product.IsSoldOut === 1 || max === 0;
  const units = Math.min(Math.max(1, Math.floor(quantity) || 1), Math.max(1, max));
  return {
    max,
    soldOut,
    inCart: findLine(cart, product.ProductNo, option) !== undefined,
    total: lineTotal(optionPrices(product, sku), units),
    quantity: units,
  };
}
