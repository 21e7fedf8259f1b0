// Storing an order: one transaction for the order, its lines and (for non-gateway orders) the answer
// replayed for a repeated Idempotency-Key; afterwards the best sellers count its units (in memory, see
// host/catalog/best-sellers.ts) and the confirmation email is queued in the same transaction (host/mail/outbox.ts). Also reads orders back for the account pages and the mails.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import type { OrderInput } from '../../widgets/domain/validation.js';
import {
  DEFAULT_ORDER_STATUS,
  DEFAULT_SHOP_NO,
  DEFAULT_STORE_NO,
  ONLINE_STORE_NAME,
  OrderSource,
  PAYMENT_METHOD_NAMES,
} from '../../widgets/domain/constants.js';
import { PaymentMethod, type OrderDetail } from '../../widgets/domain/types.js';
import { OrderStatus } from '../../widgets/domain/order-status.js';
import { ApiError } from '../http/errors.js';
import type { TokenCustomer } from '../auth/tokens.js';
import { ORDER_CONFIRMATION } from '../mail/kinds.js';
import type { PricedOrder } from './price-order.js';
import { newClaimToken } from './claims.js';

// The status a card order is stored in (host/payments/payment-store.ts moves it on), from the order state machine.
export const AWAITING_PAYMENT = OrderStatus.AwaitingPayment;

/** 1-100 characters of letters, digits, '_', '-' and ':'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:-]{1,100}$/;

export type Answer = Record<string, unknown>;

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
  /** A guest order's unspent claim token (see claims.ts); null once claimed or for a signed-in order. */
  claimToken: string | null;
}

export async function findByIdempotencyKey(db: Queryable, key: string): Promise<KeyedOrder | null> {
  const [row] = await db.query<{ order_no: number; response: Answer | null; claim_token: string | null }>(
    'SELECT order_no, response, claim_token FROM orders WHERE idempotency_key = $1',
    [key],
  );
  return row ? { orderNo: Number(row.order_no), answer: parseJson(row.response), claimToken: row.claim_token } : null;
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
 * Inserts the order, its lines, its answer and its queued confirmation mail in one statement (atomic on its
 * own, and two round trips in all: the embedded database answers one query at a time, so round trips are
 * what an order costs). With an Idempotency-Key that already has an order (including one committed by a
 * concurrent request: the UNIQUE constraint refuses the second insert), nothing is created and the stored
 * order is returned instead.
 */
export async function storeOrder(ctx: AppContext, input: NewOrder, log: FastifyBaseLogger): Promise<StoreResult> {
  const { idempotencyKey: key } = input;
  let result: StoreResult;
  try {
    const claimToken = input.customer ? null : newClaimToken();
    const orderNo = await insertOrder(ctx.db, ctx, input, claimToken);
    result = { created: true, orderNo, answer: input.answer ? input.answer(orderNo) : null, claimToken };
  } catch (err) {
    if (!key || !isUniqueViolation(err)) throw err;
    const existing = await findByIdempotencyKey(ctx.db, key);
    if (!existing) throw err;
    return { created: false, ...existing };
  }
  if (result.created) {
    // Best sellers count ordered units: recorded in memory and re-ranked in the background, never a rebuild.
    ctx.catalog.recordSale(input.priced.lines);
    ctx.outbox.kick();
  }
  return result;
}

async function insertOrder(
  db: Queryable,
  ctx: AppContext,
  { order, priced, customer, idempotencyKey, answer }: NewOrder,
  claimToken: string | null,
): Promise<number> {
  const wipay = order.PMNo === PaymentMethod.Wipay;
  const shop = ctx.catalog.shop(order.ShopNo ?? DEFAULT_SHOP_NO) ?? ctx.catalog.shop(DEFAULT_SHOP_NO);
  const cityNo = order.CustomerCityNo && ctx.catalog.cities().some((c) => c.ODeliverCityNo === order.CustomerCityNo) ? order.CustomerCityNo : null;
  const email = clean(order.EmailID, 254) || clean(order.CustomerEmail, 254) || customer?.email || '';
  const now = ctx.now();
  const values: unknown[] = [
    // The stored answer is the caller's with the new OrderNo written in by the database (one round trip, not two).
    answer ? JSON.stringify(answer(0)) : null,
    idempotencyKey,
    customer?.customerNo ?? null,
    order.CustomerMobile.trim(),
    clean(order.CustomerName, 100),
    email,
    clean(order.CustomerAddress, 500),
    cityNo,
    order.ODeliverCountryNo === 1 ? 1 : 2,
    order.IsPickup,
    order.PMNo,
    clean(order.Remarks, 2000),
    cents(priced.ItemTotal),
    cents(priced.Freight),
    cents(priced.TotalAmount),
    order.StoreNo ?? DEFAULT_STORE_NO,
    clean(order.InvoiceStoreName, 100) || ONLINE_STORE_NAME,
    shop?.ShopNo ?? DEFAULT_SHOP_NO,
    shop?.ShopName ?? '',
    order.Source === OrderSource.QuickOrder ? OrderSource.QuickOrder : OrderSource.Checkout,
    order.IsFromSocialAd === 1,
    wipay ? AWAITING_PAYMENT : DEFAULT_ORDER_STATUS,
    wipay ? 1 : 0,
    wipay ? 1 : 0,
    trinidadDate(now),
    isoDate(order.NewDeliveryDate) ?? isoDate(order.DeliveryDate),
    now.toISOString(),
    claimToken,
  ];
  const tuples = priced.lines.map((line, i) => {
    const base = values.length;
    values.push(
      i + 1,
      line.ProductNo,
      line.ProductName,
      line.Barcode,
      line.Color,
      line.Size,
      line.Quantity,
      cents(line.Rate),
      cents(line.Discount),
      line.DiscountPercent,
      cents(line.TotalAmount),
    );
    const p = (k: number) => `$${base + k}`;
    return `((SELECT order_no FROM n),${p(1)}::int,${p(2)}::int,${p(3)},${p(4)},${p(5)},${p(6)},${p(7)}::int,${p(8)}::numeric,${p(9)}::numeric,${p(10)}::numeric,${p(11)}::numeric)`;
  });
  // A card order is confirmed once paid (host/api/payments.ts queues it then).
  const mail = email && !wipay ? `, mail AS (INSERT INTO mail_outbox (order_no, kind) SELECT order_no, '${ORDER_CONFIRMATION}' FROM o)` : '';
  // The token's customer is linked only while that customer exists: a still-valid token from before the database
  // was recreated must not make the foreign key fail every order as a 500.
  const [row] = await db.query<{ order_no: number }>(
    `WITH n AS (SELECT nextval(pg_get_serial_sequence('orders', 'order_no'))::int AS order_no),
     o AS (
       INSERT INTO orders (order_no, response, idempotency_key, customer_no, customer_mobile, customer_name, customer_email, customer_address,
         customer_city_no, deliver_country_no, is_pickup, pm_no, remarks, item_total, freight, total_amount, store_no,
         invoice_store_name, shop_no, shop_name, source, from_social_ad, status, is_wipay_payment, is_wipay_payment_pending,
         order_date, delivery_date, created_at, claim_token)
       SELECT n.order_no, jsonb_set($1::jsonb, '{OrderNo}', to_jsonb(n.order_no)), $2, (SELECT customer_no FROM customers WHERE customer_no = $3),
         $4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28
       FROM n
       RETURNING order_no),
     lines AS (
       INSERT INTO order_lines (order_no, line_no, product_no, product_name, barcode, color, size, quantity, rate, discount,
         discount_percent, total_amount) VALUES ${tuples.join(',')})${mail}
     SELECT order_no FROM o`,
    values,
  );
  return Number(row.order_no);
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
}

type Row = Record<string, unknown>;

export async function loadOrder(db: Queryable, orderNo: number): Promise<StoredOrder | null> {
  const [o] = await db.query(
    'SELECT *, order_date::text AS order_day, delivery_date::text AS delivery_day FROM orders WHERE order_no = $1',
    [orderNo],
  );
  if (!o) return null;
  const lines = await db.query('SELECT * FROM order_lines WHERE order_no = $1 ORDER BY line_no', [orderNo]);
  return toStoredOrder(o, lines);
}

/** Several orders at once (two queries), by OrderNo; unknown numbers are absent. */
export async function loadOrders(db: Queryable, orderNos: readonly number[]): Promise<Map<number, StoredOrder>> {
  const result = new Map<number, StoredOrder>();
  if (orderNos.length === 0) return result;
  const orders = await db.query(
    'SELECT *, order_date::text AS order_day, delivery_date::text AS delivery_day FROM orders WHERE order_no = ANY($1::int[])',
    [orderNos],
  );
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

function clean(value: string | undefined, max: number): string {
  return (value ?? '').trim().slice(0, max);
}

/** Exact decimal text for a numeric(12,2) column. */
function cents(amount: number): string {
  return amount.toFixed(2);
}

const trinidadDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Port_of_Spain', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's calendar day (Trinidad and Tobago, UTC-4 all year) as yyyy-mm-dd. */
export function trinidadDate(date: Date): string {
  return trinidadDay.format(date);
}

function isoDate(value: string | undefined): string | null {
  // Year 0000 parses in JavaScript but is no date to PostgreSQL.
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) ? value : null;
}

function parseJson(value: unknown): Answer | null {
  if (value == null) return null;
  if (typeof value === 'string') return JSON.parse(value) as Answer;
  return value as Answer;
}

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
