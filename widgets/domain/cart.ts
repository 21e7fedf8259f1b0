// Cart rules of docs/domain.md#cart. Every operation returns a new, recalculated Cart; an operation that changes
// nothing returns the very same object, so stores can skip notifying and saving.
import type { Cart, CartLine, CountryNo, OrderProduct, PricingFields, Product, ProductSku } from './types.js';
import { DEFAULT_COUNTRY_NO, MAX_LINE_QUANTITY } from './constants.js';
import { freightFor, grandTotal, isFreeDelivery } from './freight.js';
import { fromCents, roundMoney, toCents } from './money.js';
import { priceLine } from './pricing.js';
import { isOptionKind, optionKindOf } from './option-kind.js';

/** A chosen variant. Missing and empty Color/Size mean the same thing. */
export interface LineOption {
  Color?: string;
  Size?: string;
}

function sameOption(line: LineOption, option: LineOption): boolean {
  return (line.Color ?? '') === (option.Color ?? '') && (line.Size ?? '') === (option.Size ?? '');
}

/** The product's option that `option` names, if any. */
export function findSku(product: Pick<Product, 'ProductSKUList'>, option: LineOption | undefined): ProductSku | undefined {
  return option ? product.ProductSKUList?.find((candidate) => sameOption(candidate, option)) : undefined;
}

/** The prices an option sells at: its own price has no multi-buy prices (those are the product's); else the product's. */
export function optionPrices<T extends PricingFields>(product: T, sku: Pick<ProductSku, 'Price'> | undefined): T {
  return sku?.Price ? { ...product, SalesPrice: sku.Price, SalesPrice2: 0, SalesPrice3: 0, SalesPrice5: 0 } : product;
}

/** With an option, only that variant's line matches; without one, every line of the product does
 * (the cart panel removes by product number, docs/domain.md#cart). */
function matches(line: CartLine, productNo: number, option?: LineOption): boolean {
  return line.ProductNo === productNo && (option === undefined || sameOption(line, option));
}

export type CardAddAction = 'soldOut' | 'chooseOption' | 'add';

/** A product card adds quantity 1, unless sold out or it has variants to choose on the detail page. */
export function cardAddAction(product: Pick<Product, 'IsSoldOut' | 'ProductSKUCount'>): CardAddAction {
  if (product.IsSoldOut === 1) return 'soldOut';
  if (product.ProductSKUCount > 1) return 'chooseOption';
  return 'add';
}

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
}

export function findLine(cart: Pick<Cart, 'ItemList'>, productNo: number, option?: LineOption): CartLine | undefined {
  return cart.ItemList.find((line) => matches(line, productNo, option));
}

/** Sets TotalAmount, Discount, DiscountAmount, NetAmount and GrandTotal from the pricing fields. */
export function repriceLine(line: CartLine): CartLine {
  const { total, discount } = priceLine(line, line.Quantity);
  return {
    ...line,
    Rate: line.SalesPrice,
    Discount: discount,
    DiscountAmount: discount,
    TotalAmount: total,
    NetAmount: total,
    GrandTotal: total,
  };
}

export function recalculate(cart: Cart): Cart {
  const lines = cart.ItemList.map(repriceLine);
  const itemTotal = fromCents(lines.reduce((cents, line) => cents + toCents(line.TotalAmount), 0));
  const free = isFreeDelivery(lines);
  const freight = freightFor(cart.DeliverCountryNo, free, cart.IsPickup === 1);
  return {
    ...cart,
    ItemList: lines,
    ItemCount: lines.length,
    ItemTotal: itemTotal,
    FreeDelivery: free,
    Freight: freight,
    ItemGrandTotal: grandTotal(itemTotal, freight),
  };
}

/** An empty cart still carries the country's default freight (docs/domain.md#cart: clearing resets it to the default). */
export function emptyCart(countryNo: CountryNo = DEFAULT_COUNTRY_NO): Cart {
  return recalculate({
    ItemList: [],
    ItemCount: 0,
    ItemTotal: 0,
    Freight: 0,
    ItemGrandTotal: 0,
    FreeDelivery: false,
    FromSocialAd: false,
    DeliverCountryNo: countryNo,
    IsPickup: 0,
  });
}

export function buildCart(lines: readonly CartLine[], settings: { countryNo?: CountryNo; isPickup?: boolean; fromSocialAd?: boolean } = {}): Cart {
  return recalculate({
    ...emptyCart(settings.countryNo ?? DEFAULT_COUNTRY_NO),
    ItemList: [...lines],
    IsPickup: settings.isPickup ? 1 : 0,
    FromSocialAd: settings.fromSocialAd ?? false,
  });
}

export function lineFromProduct(product: Product, quantity = 1, option?: LineOption): CartLine {
  const sku = findSku(product, option);
  const prices = optionPrices(product, sku);
  const line: CartLine = {
    ProductNo: product.ProductNo,
    ProductName: product.ProductName,
    Barcode: sku?.Barcode || product.Barcode,
    ProductStyle: product.ProductStyle,
    Quantity: isValidQuantity(quantity) ? quantity : 1,
    SalesPrice: prices.SalesPrice,
    SalesPrice2: prices.SalesPrice2,
    SalesPrice3: prices.SalesPrice3,
    SalesPrice5: prices.SalesPrice5,
    DiscountPercent: product.DiscountPercent,
    FreeDelivery: product.FreeDelivery,
    FreeDeliveryQuantity: product.FreeDeliveryQuantity,
    Rate: prices.SalesPrice,
    Discount: 0,
    DiscountAmount: 0,
    RibbonText: product.RibbonText,
    ImageFilePath: product.ImageFilePath,
    ImageFilePathThumbnail: product.ImageFilePathThumbnail,
    TotalAmount: 0,
    NetAmount: 0,
    GrandTotal: 0,
  };
  if (option?.Color) {
    line.Color = option.Color;
    const kind = optionKindOf(product.ProductCategoryName ?? '');
    if (kind) line.OptionKind = kind;
  }
  if (option?.Size) line.Size = option.Size;
  return repriceLine(line);
}

/** docs/domain.md#cart: a product already in the cart (same ProductNo, Color and Size) is left as it is. */
export function addToCart(cart: Cart, line: CartLine): Cart {
  if (findLine(cart, line.ProductNo, line)) return cart;
  return recalculate({ ...cart, ItemList: [...cart.ItemList, line] });
}

function mapLines(cart: Cart, productNo: number, option: LineOption | undefined, change: (line: CartLine) => CartLine): Cart {
  let changed = false;
  const lines = cart.ItemList.map((line) => {
    if (!matches(line, productNo, option)) return line;
    const next = change(line);
    if (next !== line) changed = true;
    return next;
  });
  return changed ? recalculate({ ...cart, ItemList: lines }) : cart;
}

/** Quantities are whole numbers from 1 to MAX_LINE_QUANTITY; anything else changes nothing. */
export function updateQuantity(cart: Cart, productNo: number, quantity: number, option?: LineOption): Cart {
  if (!isValidQuantity(quantity)) return cart;
  return mapLines(cart, productNo, option, (line) => (line.Quantity === quantity ? line : { ...line, Quantity: quantity }));
}

export function incrementQuantity(cart: Cart, productNo: number, option?: LineOption): Cart {
  return mapLines(cart, productNo, option, (line) => (isValidQuantity(line.Quantity + 1) ? { ...line, Quantity: line.Quantity + 1 } : line));
}

/** docs/domain.md#cart: minus only works above 1. */
export function decrementQuantity(cart: Cart, productNo: number, option?: LineOption): Cart {
  return mapLines(cart, productNo, option, (line) => (line.Quantity > 1 ? { ...line, Quantity: line.Quantity - 1 } : line));
}

export function removeFromCart(cart: Cart, productNo: number, option?: LineOption): Cart {
  const lines = cart.ItemList.filter((line) => !matches(line, productNo, option));
  return lines.length === cart.ItemList.length ? cart : recalculate({ ...cart, ItemList: lines });
}

/** Empties the cart and resets country, pickup and freight to the defaults; the ad flag belongs to the
 * visit, not the cart, so it survives. */
export function clearCart(cart: Cart): Cart {
  return { ...emptyCart(DEFAULT_COUNTRY_NO), FromSocialAd: cart.FromSocialAd };
}

export function setDeliveryCountry(cart: Cart, countryNo: CountryNo): Cart {
  if (!Number.isInteger(countryNo) || countryNo === cart.DeliverCountryNo) return cart;
  return recalculate({ ...cart, DeliverCountryNo: countryNo });
}

export function setPickup(cart: Cart, isPickup: boolean): Cart {
  const flag = isPickup ? 1 : 0;
  return flag === cart.IsPickup ? cart : recalculate({ ...cart, IsPickup: flag });
}

export function setFromSocialAd(cart: Cart, fromSocialAd: boolean): Cart {
  return cart.FromSocialAd === fromSocialAd ? cart : { ...cart, FromSocialAd: fromSocialAd };
}

/** Units in the cart (the header badge): 2 of one product and 1 of another are 3. */
export function cartUnits(cart: Pick<Cart, 'ItemList'>): number {
  return cart.ItemList.reduce((units, line) => units + line.Quantity, 0);
}

/** The cart's lines as the order payload's OrderProductList (amounts for comparison only). */
export function orderProductsFromCart(cart: Cart): OrderProduct[] {
  return cart.ItemList.map((line) => {
    const product: OrderProduct = {
      ProductNo: line.ProductNo,
      Quantity: line.Quantity,
      SalesPrice: line.SalesPrice,
      TotalAmount: line.TotalAmount,
    };
    if (line.Color) product.Color = line.Color;
    if (line.Size) product.Size = line.Size;
    return product;
  });
}

// ---- Restoring from sessionStorage: the saved text may be anything (old versions, hand edits).

const MAX_PRICE = 1_000_000; // TT$; anything above is tampering, and keeps cents far inside safe integers

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function price(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? roundMoney(value) : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function restoreLine(raw: unknown): CartLine | null {
  if (!isRecord(raw)) return null;
  const productNo = raw.ProductNo;
  const quantity = raw.Quantity;
  const salesPrice = price(raw.SalesPrice);
  if (typeof productNo !== 'number' || !Number.isInteger(productNo) || productNo < 1) return null;
  if (typeof quantity !== 'number' || !isValidQuantity(quantity) || salesPrice === null) return null;
  const pricing: PricingFields = {
    SalesPrice: salesPrice,
    SalesPrice2: price(raw.SalesPrice2) ?? 0,
    SalesPrice3: price(raw.SalesPrice3) ?? 0,
    SalesPrice5: price(raw.SalesPrice5) ?? 0,
    DiscountPercent: Math.min(price(raw.DiscountPercent) ?? 0, 100),
    FreeDelivery: raw.FreeDelivery === 1 ? 1 : 0,
    FreeDeliveryQuantity: Number.isInteger(raw.FreeDeliveryQuantity) ? Math.max(0, raw.FreeDeliveryQuantity as number) : 0,
  };
  const line: CartLine = {
    ...pricing,
    ProductNo: productNo,
    ProductName: text(raw.ProductName),
    Barcode: text(raw.Barcode),
    ProductStyle: text(raw.ProductStyle),
    Quantity: quantity,
    Rate: salesPrice,
    Discount: 0,
    DiscountAmount: 0,
    RibbonText: text(raw.RibbonText),
    ImageFilePath: text(raw.ImageFilePath),
    ImageFilePathThumbnail: text(raw.ImageFilePathThumbnail),
    TotalAmount: 0,
    NetAmount: 0,
    GrandTotal: 0,
  };
  if (text(raw.Color)) line.Color = text(raw.Color);
  if (line.Color && isOptionKind(raw.OptionKind)) line.OptionKind = raw.OptionKind;
  if (text(raw.Size)) line.Size = text(raw.Size);
  return line;
}

/**
 * Rebuilds a cart from what sessionStorage held: a JSON string or an already parsed value, either a
 * whole Cart or just its line list. Unreadable input gives an empty cart; invalid lines and duplicates
 * are dropped; stored totals are ignored and recomputed.
 */
export function restoreCart(saved: unknown): Cart {
  let data = saved;
  if (typeof saved === 'string') {
    try {
      data = JSON.parse(saved);
    } catch {
      return emptyCart();
    }
  }
  const meta: Loose = isRecord(data) ? data : {};
  const rawLines = Array.isArray(data) ? data : Array.isArray(meta.ItemList) ? meta.ItemList : [];
  const lines: CartLine[] = [];
  for (const raw of rawLines) {
    const line = restoreLine(raw);
    if (line && !lines.some((kept) => matches(kept, line.ProductNo, line))) lines.push(line);
  }
  const country = meta.DeliverCountryNo;
  return buildCart(lines, {
    countryNo: typeof country === 'number' && Number.isInteger(country) && country > 0 ? country : DEFAULT_COUNTRY_NO,
    isPickup: meta.IsPickup === 1,
    fromSocialAd: meta.FromSocialAd === true,
  });
}
