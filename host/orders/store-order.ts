// Storing an order: one statement for the order, its lines, (for non-gateway orders) the answer replayed for a
// repeated Idempotency-Key and its queued confirmation mail (insert-orders.ts, host/mail/outbox.ts), shared with
// the orders arriving meanwhile (order-writer.ts); afterwards the best sellers count its units (in memory, see
// host/catalog/best-sellers.ts). Also reads orders back for the account pages and the mails.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { OrderInput } from '../../widgets/domain/schemas.js';
import { PAYMENT_METHOD_NAMES } from '../../widgets/domain/constants.js';
import type { OrderDetail } from '../../widgets/domain/types.js';
import { ApiError } from '../http/errors.js';
import type { TokenCustomer } from '../auth/token-customer.js';
import type { PricedOrder } from './price-order.js';
import { newClaimToken } from './claims.js';
import type { OrderRow } from './insert-orders.js';
import { findShortage, stockMessage } from '../../widgets/domain/stock.js';
import { nameWithOption } from '../../widgets/domain/options.js';
import { findSku } from '../../widgets/domain/cart.js';

/** 1-100 characters of letters, digits, '_', '-' and ':'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:-]{1,100}$/;

import type { Answer } from './insert-orders.js';

export type { Answer };

/** The Idempotency-Key header: null when absent, else a valid key; anything else is a 400. */
export function idempotencyKey(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw new ApiError(400, 'The Idempotency-Key header must be 1 to 100 letters, digits, "_", "-" or ":".');
  }
  return raw;
}

export interface KeyedOrder {
  orderNo: number;
  /** The first answer; null while a gateway order still waits for its payment url. */
  answer: Answer | null;
}

export async function findByIdempotencyKey(db: Queryable, key: string): Promise<KeyedOrder | null> {
  // Never the claim token: a replay of the key is no proof of the order (see claims.ts).
  const [row] = await db.query<{ order_no: number; response: Answer | null }>('SELECT order_no, response FROM orders WHERE idempotency_key = $1', [key]);
  return row ? { orderNo: Number(row.order_no), answer: parseJson(row.response) } : null;
}

export interface NewOrder {
  order: OrderInput;
  priced: PricedOrder;
  customer: TokenCustomer | null;
  idempotencyKey: string | null;
  /** The answer stored with the order, for replays. Gateway orders store theirs once the url is known. */
  answer?: (orderNo: number) => Answer;
}

export type StoreResult = ({ created: true } & KeyedOrder) | ({ created: false } & KeyedOrder);

/**
 * Stores the order, its lines, its answer and its queued confirmation mail, atomically, together with the other
 * orders arriving meanwhile (ctx.orders: group commit, see order-writer.ts); resolves once committed. With an
 * Idempotency-Key that already has an order (including one committed by a concurrent request: the UNIQUE
 * constraint refuses the second insert), nothing is created and the stored order is returned instead. That
 * constraint is the only check: no look-up before the insert, which would cost every order a query.
 */
export async function storeOrder(ctx: AppContext, input: NewOrder, _log: FastifyBaseLogger): Promise<StoreResult> {
  const { idempotencyKey: key } = input;
  const claimToken = input.customer ? null : newClaimToken();
  let orderNo: number;
  try {
    orderNo = await storeRetryingDeadlocks(ctx, {
      order: input.order,
      priced: input.priced,
      customer: input.customer,
      idempotencyKey: key,
      // The database writes the new OrderNo into the stored answer (no second statement to record it).
      answer: input.answer ? input.answer(0) : null,
      claimToken,
      now: ctx.now(),
    });
  } catch (err) {
    if (isStockShort(err)) throw await stockRefusal(ctx, input.priced.lines);
    if (!key || !isUniqueViolation(err)) throw err;
    const existing = await findByIdempotencyKey(ctx.db, key);
    if (!existing) throw err;
    return { created: false, ...existing };
  }
  // Best sellers count ordered units: recorded in memory and re-ranked in the background, never a rebuild.
  ctx.catalog.recordSale(input.priced.lines);
  ctx.outbox.kick();
  ctx.events.published();
  return { created: true, orderNo, answer: input.answer ? input.answer(orderNo) : null };
}

/** Concurrent statements taking the stock of the same products may deadlock: PostgreSQL aborts one, which is retried. */
async function storeRetryingDeadlocks(ctx: AppContext, row: OrderRow): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.orders.store(row);
    } catch (err) {
      if (attempt >= 5 || (err as { code?: unknown })?.code !== '40P01') throw err;
    }
  }
}

/** The order asked for more than is left (the products_stock_left check refused its statement). */
function isStockShort(err: unknown): boolean {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return e?.code === '23514' && (e.constraint === 'products_stock_left' || String(e.message).includes('products_stock_left'));
}

/**
 * The 409 naming the product (or its option) and what is left. The levels are read again into the snapshot, which
 * brings the storefront up to date and tells the other hosts; the message is read from it.
 */
async function stockRefusal(ctx: AppContext, lines: PricedOrder['lines']): Promise<ApiError> {
  const tracked = [...new Set(lines.map((l) => l.ProductNo))].filter((no) => ctx.catalog.product(no)?.Stock !== undefined);
  await ctx.catalog.stockChanged(tracked);
  const short = optionShortage(ctx, lines) ?? findShortage(lines, (no) => ctx.catalog.product(no)?.Stock);
  // Stock put back meanwhile: the first tracked product is still what ran short.
  const named = short ?? { name: lines.find((l) => tracked.includes(l.ProductNo))?.ProductName ?? 'An item', left: 0 };
  return new ApiError(409, stockMessage(named.name, named.left));
}

/** The first line asking for more of an option counted apart than the snapshot has left, named with its option. */
function optionShortage(ctx: AppContext, lines: PricedOrder['lines']): { name: string; left: number } | null {
  for (const l of lines) {
    const product = ctx.catalog.product(l.ProductNo);
    const left = product && findSku(product, l)?.Stock;
    if (left !== undefined && l.Quantity > left) return { name: nameWithOption(l.ProductName, l), left: Math.max(0, left) };
  }
  return null;
}

// ---- Reading orders back

/** A stored order as read back: what GetOrder answers (without the city's name) and the host's own fields. */
export interface StoredOrder extends Omit<OrderDetail, 'CityName'> {
  CustomerNo: number | null;
  CustomerCityNo: number | null;
  StoreNo: number;
  InvoiceStoreName: string;
  ShopNo: number;
  ShopName: string;
  Source: number;
  IsFromSocialAd: number;
  IsWipayPaymentPending: number;
  WipayTransactionId: string | null;
  /** Host-only: the unspent claim token of a guest order, for the confirmation mail's claim link. */
  ClaimToken: string | null;
  /** When a card payment first arrived for the order after it stopped taking payments: the shop owes a refund. */
  RefundDueAt: string | null;
}

type Row = Record<string, unknown>;

export async function loadOrder(db: Queryable, orderNo: number): Promise<StoredOrder | null> {
  const [o] = await db.query('SELECT *, order_date::text AS order_day, delivery_date::text AS delivery_day FROM orders WHERE order_no = $1', [orderNo]);
  if (!o) return null;
  const lines = await db.query('SELECT * FROM order_lines WHERE order_no = $1 ORDER BY line_no', [orderNo]);
  return toStoredOrder(o, lines);
}

/** Several orders at once (two queries), by OrderNo; unknown numbers are absent. */
export async function loadOrders(db: Queryable, orderNos: readonly number[]): Promise<Map<number, StoredOrder>> {
  const result = new Map<number, StoredOrder>();
  if (orderNos.length === 0) return result;
  const orders = await db.query('SELECT *, order_date::text AS order_day, delivery_date::text AS delivery_day FROM orders WHERE order_no = ANY($1::int[])', [
    orderNos,
  ]);
  const lines = await db.query('SELECT * FROM order_lines WHERE order_no = ANY($1::int[]) ORDER BY order_no, line_no', [orderNos]);
  const byOrder = new Map<number, Row[]>();
  for (const l of lines) {
    const no = Number(l.order_no);
    if (!byOrder.has(no)) byOrder.set(no, []);
    byOrder.get(no)!.push(l);
  }
  for (const o of orders) result.set(Number(o.order_no), toStoredOrder(o, byOrder.get(Number(o.order_no)) ?? []));
  return result;
}

function toStoredOrder(o: Row, lines: Row[]): StoredOrder {
  const pmNo = Number(o.pm_no);
  return {
    OrderNo: Number(o.order_no),
    OrderDate: String(o.order_day ?? ''),
    DeliveryDate: o.delivery_day == null ? null : String(o.delivery_day),
    Status: String(o.status),
    PMNo: pmNo,
    PMName: PAYMENT_METHOD_NAMES[pmNo] ?? '',
    IsPickup: Number(o.is_pickup),
    CustomerNo: o.customer_no == null ? null : Number(o.customer_no),
    CustomerName: String(o.customer_name),
    CustomerMobile: String(o.customer_mobile),
    CustomerEmail: String(o.customer_email),
    CustomerAddress: String(o.customer_address),
    CustomerCityNo: o.customer_city_no == null ? null : Number(o.customer_city_no),
    ODeliverCountryNo: Number(o.deliver_country_no),
    Remarks: String(o.remarks),
    ItemTotal: Number(o.item_total),
    Freight: Number(o.freight),
    TotalAmount: Number(o.total_amount),
    StoreNo: Number(o.store_no),
    InvoiceStoreName: String(o.invoice_store_name),
    ShopNo: Number(o.shop_no),
    ShopName: String(o.shop_name),
    Source: Number(o.source),
    IsFromSocialAd: o.from_social_ad ? 1 : 0,
    IsWipayPayment: Number(o.is_wipay_payment),
    IsWipayPaymentPending: Number(o.is_wipay_payment_pending),
    Paid: o.paid_at != null,
    PaidAt: o.paid_at == null ? null : new Date(o.paid_at as string).toISOString(),
    WipayTransactionId: o.wipay_transaction_id == null ? null : String(o.wipay_transaction_id),
    ClaimToken: o.claim_token == null ? null : String(o.claim_token),
    RefundDueAt: o.refund_due_at == null ? null : new Date(o.refund_due_at as string).toISOString(),
    OrderProductList: lines.map((l) => ({
      LineNo: Number(l.line_no),
      ProductNo: Number(l.product_no),
      ProductName: String(l.product_name),
      Barcode: String(l.barcode),
      Color: String(l.color),
      Size: String(l.size),
      Quantity: Number(l.quantity),
      Rate: Number(l.rate),
      Discount: Number(l.discount),
      DiscountPercent: Number(l.discount_percent),
      TotalAmount: Number(l.total_amount),
    })),
  };
}

// ---- Helpers

function parseJson(value: unknown): Answer | null {
  if (value == null) return null;
  if (typeof value === 'string') return JSON.parse(value) as Answer;
  return value as Answer;
}

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
