// Orders (docs/api.md#orders: SaveOrder) and the account pages' order reads (docs/api.md#account-calls).
import { bankTransferReady } from '../../widgets/domain/shop-settings.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, PluginOptions } from '../context.js';
import { ApiError, fail } from '../http/errors.js';
import { customerFromRequest } from '../auth/tokens.js';
import type { TokenCustomer } from '../auth/token-customer.js';
import { PaymentMethod, type OrderHistoryRow } from '../../widgets/domain/types.js';
import { claimCookieOptions } from '../http/cookies.js';
import { perAddressLimit } from '../http/rate-limits.js';
import { isClaimToken, redeemCookieClaims, rememberClaim } from '../orders/claims.js';
import { trackProgress } from '../../widgets/domain/order-status.js';
import { parseOrderPayload, priceOrder, PricesChangedError, type PricedOrder } from '../orders/price-order.js';
import type { OrderInput } from '../../widgets/domain/schemas.js';
import { findByIdempotencyKey, idempotencyKey, loadOrder, storeOrder, type Answer, type KeyedOrder } from '../orders/store-order.js';

export const ORDER_PLACED = 'Order placed successfully.';
export const LOGIN_REQUIRED = 'Please log in.';
export const ORDER_IN_PROGRESS = 'This order is already being processed. Please wait a moment and check your orders.';
const NO_TRACKED_ORDER = 'No order found for that number and mobile.';

/** A bank transfer asked for before the shop has entered the account shoppers pay into. */
export const BANK_TRANSFER_OFF = 'Bank transfer is not offered at the moment. Please choose another way to pay.';

export async function ordersApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  saveOrderRoute(app, ctx);
  ordersReadRoutes(app, ctx);
}

/** POST /api/shop/SaveOrder: a cash or bank-transfer order, stored once per Idempotency-Key. */
function saveOrderRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/shop/SaveOrder', async (request, reply) => {
    const key = idempotencyKey(request.headers);
    let order: OrderInput;
    let priced: PricedOrder;
    let customer: TokenCustomer | null;
    try {
      order = parseOrderPayload(request.body);
      if (order.PMNo === PaymentMethod.Wipay) throw new ApiError(400, 'Use GetWipayUrl for card payments.');
      if (order.PMNo === PaymentMethod.BankTransfer && !bankTransferReady(ctx.catalog.settings().bank)) throw new ApiError(400, BANK_TRANSFER_OFF);
      priced = priceOrder(order, (no) => ctx.catalog.product(no), ctx.catalog.settings().delivery);
      customer = await customerFromRequest(request, ctx);
    } catch (err) {
      // A repeated key gets its first answer whatever the body says now (the prices may have changed since).
      // Only here is the key looked up first: a new order's key is checked by the insert's UNIQUE constraint.
      const replay = key ? await replayFor(ctx, key) : undefined;
      if (replay) return replay.answer;
      if (err instanceof PricesChangedError) return replyPricesChanged(reply, err);
      throw err;
    }
    const result = await storeOrder(
      ctx,
      {
        order,
        priced,
        customer,
        idempotencyKey: key,
        answer: (OrderNo) => ({
          success: true,
          msg: ORDER_PLACED,
          OrderNo,
          ItemTotal: priced.ItemTotal,
          Freight: priced.Freight,
          TotalAmount: priced.TotalAmount,
        }),
      },
      request.log,
    );
    if (!result.answer) return fail(reply, 409, ORDER_IN_PROGRESS);
    return result.answer;
  });
}

/** A customer's orders, one order, the claim link of a guest order, and tracking by number and mobile. */
function ordersReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/shop/GetOrderHistory', async (request, reply) => {
    const customer = await requireCustomer(request, reply, ctx);
    if (!customer) return reply;
    await redeemCookieClaims(ctx.db, request, reply, customer, claimCookieOptions(ctx));
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT o.order_no, o.customer_name, o.status, o.total_amount, o.order_date::text AS order_day,
              (SELECT count(*)::int FROM order_lines l WHERE l.order_no = o.order_no) AS line_count
         FROM orders o
        WHERE o.customer_no = $1
        ORDER BY o.created_at DESC, o.order_no DESC
        LIMIT 500`,
      [customer.customerNo],
    );
    return rows.map((r): OrderHistoryRow => ({
      OrderId: Number(r.order_no),
      Customer: String(r.customer_name),
      NoofProduct: Number(r.line_count),
      Status: String(r.status),
      Total: Number(r.total_amount),
      DateAdded: String(r.order_day),
    }));
  });

  app.get('/api/shop/GetOrder', async (request, reply) => {
    const customer = await requireCustomer(request, reply, ctx);
    if (!customer) return reply;
    const orderNo = orderNoFrom(request.query);
    await redeemCookieClaims(ctx.db, request, reply, customer, claimCookieOptions(ctx));
    const order = await loadOrder(ctx.db, orderNo);
    if (!order || order.CustomerNo !== customer.customerNo) return fail(reply, 404, 'Order not found.');
    const CityName = ctx.catalog.cities().find((c) => c.ODeliverCityNo === order.CustomerCityNo)?.ODeliverCityName ?? '';
    const { ClaimToken: _unspent, ...shown } = order;
    return { ...shown, CityName, ...tracking(order.Status, order.IsPickup) };
  });

  // The claim link of a guest order's confirmation mail: the browser keeps the proof, and the next sign-in
  // (or the order history of an account already signed in) takes the order into the account.
  app.get('/claimorder', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const raw = typeof query.OrderNo === 'string' ? query.OrderNo.trim() : '';
    const orderNo = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
    if (orderNo >= 1 && isClaimToken(query.Claim)) {
      rememberClaim(request, reply, { orderNo, token: query.Claim }, claimCookieOptions(ctx));
    }
    return reply.redirect('/orderhistory', 303);
  });

  app.get('/api/shop/TrackOrder', { config: { rateLimit: perAddressLimit(ctx.config, 'track') } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const orderNo = orderNoFrom(query);
    const mobile = typeof query.Mobile === 'string' ? query.Mobile.trim() : '';
    if (!/^\d{7}$/.test(mobile)) return fail(reply, 404, NO_TRACKED_ORDER);
    const [row] = await ctx.db.query<Record<string, unknown>>(
      `SELECT order_no, status, is_pickup, order_date::text AS order_day FROM orders WHERE order_no = $1 AND customer_mobile = $2`,
      [orderNo, mobile],
    );
    if (!row) return fail(reply, 404, NO_TRACKED_ORDER);
    const status = String(row.status);
    return {
      success: true,
      OrderNo: Number(row.order_no),
      Status: status,
      OrderDate: String(row.order_day),
      IsPickup: Number(row.is_pickup),
      ...tracking(status, row.is_pickup),
    };
  });
}

/** The stored first answer for a key, or undefined; a key whose order has no answer yet is a 409. */
async function replayFor(ctx: AppContext, key: string): Promise<(KeyedOrder & { answer: Answer }) | undefined> {
  const existing = await findByIdempotencyKey(ctx.db, key);
  if (!existing) return undefined;
  if (!existing.answer) throw new ApiError(409, ORDER_IN_PROGRESS);
  return { ...existing, answer: existing.answer };
}

/** The answer to an order priced with amounts the server no longer charges: a 409 with the server's own. */
function replyPricesChanged(reply: FastifyReply, err: PricesChangedError): FastifyReply {
  return reply.code(409).send(err.body());
}

/** Prices the order; on a price change sends the 409 with the server's amounts and returns null. */
export function priceOrReply(order: OrderInput, ctx: AppContext, reply: FastifyReply): PricedOrder | null {
  try {
    return priceOrder(order, (no) => ctx.catalog.product(no), ctx.catalog.settings().delivery);
  } catch (err) {
    if (err instanceof PricesChangedError) {
      void replyPricesChanged(reply, err);
      return null;
    }
    throw err;
  }
}

async function requireCustomer(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): Promise<TokenCustomer | null> {
  const customer = await customerFromRequest(request, ctx);
  if (!customer) void fail(reply, 401, LOGIN_REQUIRED);
  return customer;
}

function orderNoFrom(query: unknown): number {
  const raw = (query as Record<string, unknown>).OrderNo;
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 1) throw new ApiError(400, 'OrderNo must be a whole number.');
  return n;
}

/** The order track page's stages (docs/screens.md#account-pages) from the order state machine; StageIndex -1 while none is reached. */
function tracking(status: string, isPickup: unknown): { Stages: readonly string[]; StageIndex: number; IsStopped: boolean } {
  const progress = trackProgress(status, Number(isPickup) === 1);
  return { Stages: progress.stages, StageIndex: progress.reached, IsStopped: progress.stopped };
}
