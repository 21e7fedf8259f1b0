// The server's own pricing of an order (docs/orders.md#server-pricing: never trust client money). Every product is reloaded
// from the catalogue snapshot and every amount is recomputed with widgets/domain, the same code the cart uses.
//
// Price-change policy: client amounts (TotalAmount, ItemTotal, Freight, and each line's SalesPrice and
// TotalAmount) are optional. Absent, the server's amounts are used. Present and different from the
// server's by even a cent, the order is refused with 409 and the server's amounts, so the shopper sees
// the new prices before paying them; nothing is stored.
import { findShortage, stockMessage } from '../../widgets/domain/stock.js';
import type { OrderLine, OrderProduct, Product } from '../../widgets/domain/types.js';
import { findSku, lineFromProduct } from '../../widgets/domain/cart.js';
import { nameWithOption } from '../../widgets/domain/options.js';
import { deliveryMinimumText, isFreeDelivery } from '../../widgets/domain/freight.js';
import type { DeliveryRates } from '../../widgets/domain/delivery-rates.js';
import { priceSummary } from '../../widgets/domain/price-summary.js';
import { fromCents, toCents } from '../../widgets/domain/money.js';
import { OrderStruct, parseWith, type OrderInput } from '../../widgets/domain/schemas.js';
import { orderMessage } from '../../widgets/domain/validation.js';
import { ApiError } from '../http/errors.js';
import { parseOrderFast } from './order-fast-parse.js';
import { MAX_LINE_QUANTITY } from '../../widgets/domain/constants.js';

/** More distinct lines than any real cart holds; keeps one order's work bounded. */
export const MAX_ORDER_LINES = 100;

export const PRICES_CHANGED = 'Prices have changed since you added these items. Please review your cart and place the order again.';

/** An order line as the server prices it: the stored line (numbered when stored) and its delivery rule. */
export interface PricedLine extends Omit<OrderLine, 'LineNo'> {
  FreeDelivery: number;
  FreeDeliveryQuantity: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  FreeDelivery: boolean;
  ItemTotal: number;
  Freight: number;
  TotalAmount: number;
}

/** The order fields pricing reads (a validated OrderStruct value fits). */
export interface PricingInput {
  OrderProductList: readonly OrderProduct[];
  IsPickup: number;
  ODeliverCountryNo: number;
  Freight?: number;
  ItemTotal?: number;
  TotalAmount?: number;
}

/** 409: the client's amounts differ from the server's; carries the server's amounts for the answer. */
export class PricesChangedError extends ApiError {
  constructor(readonly amounts: { ItemTotal: number; Freight: number; TotalAmount: number }) {
    super(409, PRICES_CHANGED);
  }
  body() {
    return { success: false as const, msg: this.message, ...this.amounts };
  }
}

/**
 * Prices an order against the catalogue. Throws ApiError (400 unknown product, bad quantity, missing
 * variant, delivery below the minimum; 409 sold out or short of stock) or PricesChangedError.
 */
/** `rates`: the shop's delivery terms (its settings). */
export function priceOrder(order: PricingInput, product: (productNo: number) => Product | undefined, rates: DeliveryRates): PricedOrder {
  if (order.OrderProductList.length > MAX_ORDER_LINES) {
    throw new ApiError(400, `An order can hold at most ${MAX_ORDER_LINES} different items.`);
  }
  const seen = new Set<string>();
  const lines = order.OrderProductList.map((item) => {
    const p = product(item.ProductNo);
    if (!p) throw new ApiError(400, `Product ${item.ProductNo} is not available. Please remove it from your cart.`);
    if (p.IsSoldOut === 1) throw new ApiError(409, `${p.ProductName} is sold out. Please remove it from your cart.`);
    if (!Number.isInteger(item.Quantity) || item.Quantity < 1 || item.Quantity > MAX_LINE_QUANTITY) {
      throw new ApiError(400, `The quantity of ${p.ProductName} must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`);
    }
    const option = chooseOption(p, item);
    const optionStock = findSku(p, option)?.Stock;
    if (optionStock !== undefined && item.Quantity > optionStock) throw new ApiError(409, stockMessage(nameWithOption(p.ProductName, option), optionStock));
    const key = `${p.ProductNo}\u0000${option.Color}\u0000${option.Size}`;
    if (seen.has(key)) throw new ApiError(400, `${p.ProductName} is listed twice. Please change its quantity instead.`);
    seen.add(key);
    const line = lineFromProduct(p, item.Quantity, option);
    return {
      ProductNo: p.ProductNo,
      ProductName: p.ProductName,
      Barcode: line.Barcode,
      Color: option.Color,
      Size: option.Size,
      Quantity: line.Quantity,
      Rate: line.SalesPrice,
      Discount: line.Discount,
      DiscountPercent: line.DiscountPercent,
      TotalAmount: line.TotalAmount,
      FreeDelivery: line.FreeDelivery,
      FreeDeliveryQuantity: line.FreeDeliveryQuantity,
    } satisfies PricedLine;
  });

  // The snapshot's levels refuse at once what is plainly short; the order's statement is the authority (insert-orders.ts).
  const short = findShortage(lines, (no) => product(no)?.Stock);
  if (short) throw new ApiError(409, stockMessage(short.name, short.left));

  const ItemTotal = fromCents(lines.reduce((cents, line) => cents + toCents(line.TotalAmount), 0));
  const FreeDelivery = isFreeDelivery(lines);
  // The cart's own summary rule; a delivery asked for below the minimum is refused rather than changed.
  const summary = priceSummary({ ItemTotal, FreeDelivery, DeliverCountryNo: order.ODeliverCountryNo, IsPickup: order.IsPickup }, rates);
  if (order.IsPickup !== 1 && summary.pickupRequired) throw new ApiError(400, deliveryMinimumText(rates.minimum));
  const Freight = summary.freight;
  const TotalAmount = summary.toPay;

  const amounts = { ItemTotal, Freight, TotalAmount };
  const differs = (client: number | undefined, server: number) => client !== undefined && toCents(client) !== toCents(server);
  const changed =
    differs(order.TotalAmount, TotalAmount) ||
    differs(order.ItemTotal, ItemTotal) ||
    differs(order.Freight, Freight) ||
    order.OrderProductList.some((item, i) => differs(item.SalesPrice, lines[i].Rate) || differs(item.TotalAmount, lines[i].TotalAmount));
  if (changed) throw new PricesChangedError(amounts);
  return { lines, FreeDelivery, ...amounts };
}

/**
 * The variant a line is for. With several variants the client must name one of them exactly
 * (missing and empty Color/Size mean the same); with one, that one; with none, no option.
 */
function chooseOption(p: Product, item: OrderProduct): { Color: string; Size: string } {
  const skus = p.ProductSKUList ?? [];
  const wanted = { Color: (item.Color ?? '').trim(), Size: (item.Size ?? '').trim() };
  if (skus.length > 1) {
    const sku = skus.find((s) => (s.Color ?? '') === wanted.Color && (s.Size ?? '') === wanted.Size);
    if (!sku) throw new ApiError(400, `Please select an option for ${p.ProductName}.`);
    return { Color: sku.Color ?? '', Size: sku.Size ?? '' };
  }
  if (skus.length === 1) return { Color: skus[0].Color ?? '', Size: skus[0].Size ?? '' };
  return { Color: '', Size: '' };
}

/**
 * The order body, validated with the widgets' own schema (wrong types: 400 naming the field) and then the
 * docs/domain.md#order-checks in their order (400 with the spec's message). The common valid body takes the
 * fast path, which gives the schema's own value; the schema decides the rest and words the error.
 */
export function parseOrderPayload(body: unknown): OrderInput {
  let order = parseOrderFast(body);
  if (!order) {
    const parsed = parseWith(OrderStruct, body);
    if (!parsed.ok) throw new ApiError(400, parsed.msg);
    order = parsed.value;
  }
  const message = orderMessage(order);
  if (message) throw new ApiError(400, message);
  return order;
}
