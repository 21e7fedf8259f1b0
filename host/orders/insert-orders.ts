// The statement that stores orders: any number of them, with their lines and queued confirmation mails, in one
// statement (atomic on its own). Its text is the same for 1 or 50 orders (the orders and lines travel as two
// JSON parameters), so the database parses and plans one small statement however many orders it carries, and
// commits once: with the embedded database that per-statement cost, not the rows, is what an order costs.
import type { Queryable } from '../db/db.js';
import { DEFAULT_SHOP_NO, DEFAULT_STORE_NO, ONLINE_STORE_NAME, OrderSource } from '../../widgets/domain/constants.js';
import { PaymentMethod } from '../../widgets/domain/types.js';
import { initialStatus } from '../../widgets/domain/order-status.js';
import { trinidadDate } from '../../widgets/domain/dates.js';
import { ORDER_CONFIRMATION, STAFF_LOW_STOCK, STAFF_NEW_ORDER } from '../mail/kinds.js';
import { recipientsSql } from '../mail/staff-recipients.js';
import type { Catalog } from '../catalog/catalog.js';
import { orderEventsCte } from '../admin/order-event-log.js';
import { storedChannel } from '../../widgets/domain/notify-channel.js';
import { findSku } from '../../widgets/domain/cart.js';

type CatalogView = Pick<Catalog, 'shop' | 'cities' | 'product' | 'stockTaken' | 'stockChanged' | 'settings'>;
import type { OrderInput } from '../../widgets/domain/schemas.js';
import type { PricedOrder } from './price-order.js';
import type { TokenCustomer } from '../auth/token-customer.js';

export type Answer = Record<string, unknown>;

/** One order to store: what the request brought, priced by the server. */
export interface OrderRow {
  order: OrderInput;
  priced: PricedOrder;
  customer: TokenCustomer | null;
  idempotencyKey: string | null;
  /** The answer stored for replays, with OrderNo 0 (the database writes the real number in); null: none yet. */
  answer: Answer | null;
  claimToken: string | null;
  /** When the order arrived: its created_at and (in Trinidad) its order date. */
  now: Date;
}

const ORDER_COLUMNS = `ord int, response jsonb, idempotency_key text, customer_no int, customer_mobile text, customer_name text,
  customer_email text, customer_address text, customer_city_no int, deliver_country_no smallint, is_pickup smallint,
  pm_no smallint, remarks text, item_total numeric, freight numeric, total_amount numeric, store_no int,
  invoice_store_name text, shop_no int, shop_name text, source smallint, from_social_ad boolean, status text,
  is_wipay_payment smallint, is_wipay_payment_pending smallint, order_date date, delivery_date date,
  created_at timestamptz, claim_token text, mail boolean, notify_channel text, message boolean, staff_numbers jsonb`;

const LINE_COLUMNS = `ord int, line_no int, product_no int, product_name text, barcode text, color text, size text, quantity int,
  rate numeric, discount numeric, discount_percent numeric, total_amount numeric`;

// n is referenced several times, so PostgreSQL computes it once: one nextval per order, shared by its lines and
// mails. The token's customer is linked only while that customer exists: a still-valid token from before the
// database was recreated must not make the foreign key fail every order as a 500. A card order's confirmation
// is queued once it is paid (host/api/payments.ts), and so is its staff alert (the others' is queued here, to
// STAFF_ALERT_EMAIL or the active staff: host/mail/staff-recipients.ts). Each order's event for the staff's live
// board is written last (host/admin/order-event-log.ts). No CTE is named after a table a later one reads: the
// recipients' SQL reads the staff table.
const INSERT_ORDERS = `
WITH n AS (
  SELECT i.*, nextval(pg_get_serial_sequence('orders', 'order_no'))::int AS order_no
    FROM jsonb_to_recordset($1::jsonb) AS i(${ORDER_COLUMNS})
   ORDER BY i.ord),
o AS (
  INSERT INTO orders (order_no, response, idempotency_key, customer_no, customer_mobile, customer_name, customer_email,
    customer_address, customer_city_no, deliver_country_no, is_pickup, pm_no, remarks, item_total, freight, total_amount,
    store_no, invoice_store_name, shop_no, shop_name, source, from_social_ad, status, is_wipay_payment,
    is_wipay_payment_pending, order_date, delivery_date, created_at, claim_token, notify_channel)
  SELECT order_no, CASE WHEN response IS NULL THEN NULL ELSE jsonb_set(response, '{OrderNo}', to_jsonb(order_no)) END,
    idempotency_key, (SELECT c.customer_no FROM customers c WHERE c.customer_no = n.customer_no), customer_mobile,
    customer_name, customer_email, customer_address, customer_city_no, deliver_country_no, is_pickup, pm_no, remarks,
    item_total, freight, total_amount, store_no, invoice_store_name, shop_no, shop_name, source, from_social_ad, status,
    is_wipay_payment, is_wipay_payment_pending, order_date, delivery_date, created_at, claim_token, notify_channel
    FROM n),
lines AS (
  INSERT INTO order_lines (order_no, line_no, product_no, product_name, barcode, color, size, quantity, rate, discount,
    discount_percent, total_amount)
  SELECT n.order_no, l.line_no, l.product_no, l.product_name, l.barcode, l.color, l.size, l.quantity, l.rate, l.discount,
    l.discount_percent, l.total_amount
    FROM jsonb_to_recordset($2::jsonb) AS l(${LINE_COLUMNS}) JOIN n ON n.ord = l.ord),
mail AS (INSERT INTO mail_outbox (order_no, kind) SELECT order_no, '${ORDER_CONFIRMATION}' FROM n WHERE mail),
staff_alert AS (INSERT INTO mail_outbox (order_no, kind, recipients)
  SELECT n.order_no, '${STAFF_NEW_ORDER}', r.list FROM n, (SELECT ${recipientsSql('$3')} AS list) r
   WHERE n.is_wipay_payment = 0 AND r.list IS NOT NULL),
message AS (INSERT INTO message_outbox (order_no, kind, channel, to_number)
  SELECT order_no, '${ORDER_CONFIRMATION}', notify_channel, customer_mobile FROM n WHERE message),
staff_message AS (INSERT INTO message_outbox (order_no, kind, channel, to_number)
  SELECT n.order_no, '${STAFF_NEW_ORDER}', 'whatsapp', s.number FROM n CROSS JOIN LATERAL jsonb_array_elements_text(n.staff_numbers) AS s(number)
   WHERE n.is_wipay_payment = 0),
${orderEventsCte("SELECT 'order', order_no, NULL::int, status FROM n ORDER BY ord")}`;

const STORED = 'SELECT ord, order_no, NULL::int AS stock FROM n';

// Orders with products whose stock is tracked take their units in the same statement (and an option counted apart
// its own units, under a check of the same name). Rows are locked in
// product_no order (fewer deadlocks between concurrent statements); the products_stock_left check refuses the
// whole statement when any product would go below 0 (the writer then stores its orders one by one, and the one
// asking for more than is left gets its own refusal). The stock rows come back with the orders (ord null).
// A product this statement takes from above the low-stock threshold ($5) to it or below is named in one staff mail
// (and one WhatsApp alert per staff number), on the last of its orders that has such a product, with the levels it
// left (docs/back-office.md#low-stock); a product already at or below it is not named again until a restock lifts it
// above.
const TAKE_STOCK = `,
wanted AS (
  SELECT product_no, sum(quantity)::int AS quantity FROM jsonb_to_recordset($4::jsonb) AS w(product_no int, quantity int)
   GROUP BY product_no ORDER BY product_no),
taken AS (
  UPDATE products p SET stock = p.stock - w.quantity FROM wanted w
   WHERE p.product_no = w.product_no AND p.stock IS NOT NULL
  RETURNING p.product_no, p.name, p.stock, p.stock + w.quantity AS before),
options_taken AS (
  UPDATE product_skus s SET stock = s.stock - w.quantity
    FROM (SELECT product_no, color, size, sum(quantity)::int AS quantity
            FROM jsonb_to_recordset($4::jsonb) AS w(product_no int, color text, size text, quantity int) GROUP BY 1, 2, 3) w
   WHERE s.product_no = w.product_no AND s.color = w.color AND s.size = w.size AND s.stock IS NOT NULL
  RETURNING s.sku_no),
crossed AS (SELECT product_no, name, stock FROM taken WHERE stock <= $5::int AND before > $5::int),
low_facts AS (
  SELECT (SELECT max(n.order_no) FROM jsonb_to_recordset($4::jsonb) AS t(ord int, product_no int) JOIN n ON n.ord = t.ord
           WHERE t.product_no IN (SELECT product_no FROM crossed)) AS order_no,
         jsonb_build_object('threshold', $5::int, 'products',
           (SELECT jsonb_agg(jsonb_build_object('productNo', product_no, 'name', name, 'stock', stock) ORDER BY product_no) FROM crossed)) AS details
   WHERE EXISTS (SELECT 1 FROM crossed)),
low AS (INSERT INTO mail_outbox (order_no, kind, recipients, details)
  SELECT f.order_no, '${STAFF_LOW_STOCK}', r.list, f.details
    FROM low_facts f, (SELECT ${recipientsSql('$3')} AS list) r
   WHERE r.list IS NOT NULL),
low_message AS (INSERT INTO message_outbox (order_no, kind, channel, to_number, details)
  SELECT f.order_no, '${STAFF_LOW_STOCK}', 'whatsapp', s.number, f.details
    FROM low_facts f CROSS JOIN LATERAL jsonb_array_elements_text((SELECT staff_numbers FROM n LIMIT 1)) AS s(number))
${STORED} UNION ALL SELECT NULL, product_no, stock FROM taken`;

const INSERT_ONLY = `${INSERT_ORDERS}\n${STORED}`;
const INSERT_TAKING_STOCK = INSERT_ORDERS + TAKE_STOCK;

type StoredRow = { ord: number | null; order_no: number; stock: number | null };

/**
 * Stores the orders in one statement, taking the stock of tracked products; returns their OrderNos in the same
 * order. All or none: a product short of stock fails the statement with products_stock_left (23514).
 */
/** Whether WhatsApp and SMS notices are sent at all, and the staff's numbers for new-order alerts. */
export interface Messaging {
  on: boolean;
  staffNumbers: readonly string[];
}

export async function insertOrders(
  db: Queryable,
  catalog: CatalogView,
  rows: readonly OrderRow[],
  staffAlerts = '',
  messaging: Messaging = { on: false, staffNumbers: [] },
): Promise<number[]> {
  const orders: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  rows.forEach((row, ord) => {
    orders.push(orderRecord(row, ord, catalog, messaging));
    row.priced.lines.forEach((line, i) =>
      lines.push({
        ord,
        line_no: i + 1,
        product_no: line.ProductNo,
        product_name: line.ProductName,
        barcode: line.Barcode,
        color: line.Color,
        size: line.Size,
        quantity: line.Quantity,
        rate: cents(line.Rate),
        discount: cents(line.Discount),
        discount_percent: line.DiscountPercent,
        total_amount: cents(line.TotalAmount),
      }),
    );
  });
  // Only lines of tracked products (as the snapshot knows them): an order without one runs the statement it always did.
  const tracked = rows.flatMap((row, ord) =>
    row.priced.lines
      .filter((l) => catalog.product(l.ProductNo)?.Stock !== undefined)
      .map((l) => ({ ord, product_no: l.ProductNo, color: l.Color, size: l.Size, quantity: l.Quantity })),
  );
  const threshold = catalog.settings().lowStockThreshold;
  const stored = tracked.length
    ? await db.query<StoredRow>(INSERT_TAKING_STOCK, [JSON.stringify(orders), JSON.stringify(lines), staffAlerts, JSON.stringify(tracked), threshold])
    : await db.query<StoredRow>(INSERT_ONLY, [JSON.stringify(orders), JSON.stringify(lines), staffAlerts]);
  const numbers = new Array<number>(rows.length);
  const levels = new Map<number, number>();
  for (const r of stored) {
    if (r.ord == null) levels.set(Number(r.order_no), Number(r.stock));
    else numbers[Number(r.ord)] = Number(r.order_no);
  }
  catalog.stockTaken(levels);
  // Options counted apart are re-read (a query after the order, not in its way): they show sold out on their own.
  const countedApart = (l: (typeof tracked)[number]) => {
    const product = catalog.product(l.product_no);
    return product !== undefined && findSku(product, { Color: l.color, Size: l.size })?.Stock !== undefined;
  };
  const optioned = [...new Set(tracked.filter(countedApart).map((l) => l.product_no))];
  if (optioned.length) void catalog.stockChanged(optioned).catch(() => undefined);
  return numbers;
}

function orderRecord({ order, priced, customer, idempotencyKey, answer, claimToken, now }: OrderRow, ord: number, catalog: CatalogView, messaging: Messaging) {
  const wipay = order.PMNo === PaymentMethod.Wipay;
  const shop = catalog.shop(order.ShopNo ?? DEFAULT_SHOP_NO) ?? catalog.shop(DEFAULT_SHOP_NO);
  const cityNo = order.CustomerCityNo && catalog.cities().some((c) => c.ODeliverCityNo === order.CustomerCityNo) ? order.CustomerCityNo : null;
  const email = clean(order.EmailID, 254) || clean(order.CustomerEmail, 254) || customer?.email || '';
  const channel = storedChannel(order.NotifyChannel);
  const byMessage = channel === 'whatsapp' || channel === 'sms';
  return {
    ord,
    response: answer,
    idempotency_key: idempotencyKey,
    customer_no: customer?.customerNo ?? null,
    customer_mobile: order.CustomerMobile.trim(),
    customer_name: clean(order.CustomerName, 100),
    customer_email: email,
    customer_address: clean(order.CustomerAddress, 500),
    customer_city_no: cityNo,
    deliver_country_no: order.ODeliverCountryNo === 1 ? 1 : 2,
    is_pickup: order.IsPickup,
    pm_no: order.PMNo,
    remarks: clean(order.Remarks, 2000),
    item_total: cents(priced.ItemTotal),
    freight: cents(priced.Freight),
    total_amount: cents(priced.TotalAmount),
    store_no: order.StoreNo ?? DEFAULT_STORE_NO,
    invoice_store_name: clean(order.InvoiceStoreName, 100) || ONLINE_STORE_NAME,
    shop_no: shop?.ShopNo ?? DEFAULT_SHOP_NO,
    shop_name: shop?.ShopName ?? '',
    source: order.Source === OrderSource.QuickOrder ? OrderSource.QuickOrder : OrderSource.Checkout,
    from_social_ad: order.IsFromSocialAd === 1,
    status: initialStatus(order.PMNo),
    is_wipay_payment: wipay ? 1 : 0,
    is_wipay_payment_pending: wipay ? 1 : 0,
    order_date: trinidadDate(now),
    delivery_date: isoDate(order.NewDeliveryDate) ?? isoDate(order.DeliveryDate),
    created_at: now.toISOString(),
    claim_token: claimToken,
    // A given address gets the confirmation mail (the receipt, with the claim link) unless the shopper chose no notices.
    mail: email !== '' && !wipay && channel !== 'none',
    notify_channel: channel,
    // A card order's confirmation and staff alerts wait for its payment (host/api/payments.ts).
    message: byMessage && messaging.on && !wipay,
    staff_numbers: messaging.staffNumbers,
  };
}

function clean(value: string | undefined, max: number): string {
  return (value ?? '').trim().slice(0, max);
}

/** Exact decimal text for a numeric(12,2) column. */
function cents(amount: number): string {
  return amount.toFixed(2);
}

function isoDate(value: string | undefined): string | null {
  // Year 0000 parses in JavaScript but is no date to PostgreSQL.
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) ? value : null;
}
