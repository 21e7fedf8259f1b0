// Card payments through WiPay (docs/api.md#payments: GetWipayUrl, WipayReceive; docs/payments.md#wipay).
// GetWipayUrl stores the order unpaid (its stock held: host/orders/held-stock.ts), opens a payment attempt with the
// server's total and answers the hosted page's url; new card orders are limited per address and per mobile. With
// { OrderNo, OrderRef | CustomerMobile } it opens a new attempt for that order instead (Try again,
// host/payments/retry-payment.ts), limited per address together with TrackOrder. WipayReceive verifies the browser's
// return against that attempt and marks the order paid exactly once; a forged, mismatched or replayed return changes
// nothing, and a decline changes the order only when its own shopper opened the attempt. Payment results change only
// orders awaiting their payment (or whose payment failed): a payment for any other (cancelled, paid already, on its
// way) is recorded and flagged for refund, staff are mailed, the status stays and the customer gets no confirmation.
// An order placed on a partner's page names that page (ReturnTo): kept when its origin is allowed for the order's shop,
// and answered with the verified return so the return page sends the shopper back there (host/payments/return-page.ts).
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, PluginOptions } from '../context.js';
import { ApiError, fail } from '../http/errors.js';
import { customerFromRequest, jwtSecret } from '../auth/tokens.js';
import { countCall } from '../http/rate-limits.js';
import { orderRef } from '../payments/order-ref.js';
import { PaymentMethod } from '../../widgets/domain/types.js';
import { PAYMENT_ORDER_FAILED, PAYMENT_ORDER_PLACED, WIPAY_REDIRECT_NOTE } from '../../widgets/domain/messages.js';
import { parseOrderPayload } from '../orders/price-order.js';
import { findByIdempotencyKey, idempotencyKey, isUniqueViolation, loadOrder, storeOrder, type Answer, type StoredOrder } from '../orders/store-order.js';
import { isRetryBody, orderToRetry, takesCardPayment, type RetryBody } from '../payments/retry-payment.js';
import { newAttemptId, requestPayment, verifyReturn, type FetchLike, type ReturnParams } from '../payments/wipay.js';
import { registerFormParser, singleValues } from '../http/form-body.js';
import { parseReturnPage, returnPageFor } from '../payments/return-page.js';
import {
  attemptNotOpened,
  findAttempt,
  flagRefundDue,
  markOrderPaid,
  markPaymentFailed,
  openAttempt,
  paidTransactionId,
  recordAttemptFailure,
  recordAttemptSuccess,
  saveGatewayAnswer,
  setRequestedTransaction,
  type Attempt,
} from '../payments/payment-store.js';
import { ORDER_IN_PROGRESS, priceOrReply } from './orders.js';
import { enqueueConfirmation } from '../mail/outbox.js';
import { enqueueConfirmationMessage, enqueueOrderMessage, enqueueStaffOrderMessages } from '../messages/enqueue.js';
import { isTrackingSignature, PAY_PATH } from '../messages/tracking-link.js';
import { PAY_AGAIN } from '../mail/kinds.js';
import { enqueueRefundDueMail } from '../mail/refund-due-mail.js';
import { enqueueNewOrderAlert } from '../mail/staff-mails.js';
import { configuredRecipients } from '../mail/staff-recipients.js';
import { OrderStatus } from '../../widgets/domain/order-status.js';
import { recordOrderEvent } from '../admin/order-event-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTTP client for the gateway: global fetch; tests route it through app.inject. */
    wipayFetch: FetchLike;
  }
}

export const CARD_PAYMENT_OFF = 'Card payment is not available.';
export const GATEWAY_DOWN = 'The card payment service is not available right now. Please try again or choose another payment method.';
export const UNKNOWN_REFERENCE = 'Unknown payment reference.';
export const NOT_VERIFIED = 'The payment could not be verified.';
export const ALREADY_RECORDED = 'Payment already recorded.';
export const REFUND_DUE_MSG = 'This order was cancelled before your payment arrived. Your payment was received and the shop will refund it.';

export async function paymentsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  await app.register(async (scope) => {
    registerFormParser(scope); // WipayReceive also takes the return parameters as a form body
    registerGetWipayUrl(scope, app, ctx);
    registerPayAgain(scope, app, ctx);
    registerWipayReceive(scope, ctx);
  });
}

function registerGetWipayUrl(scope: FastifyInstance, app: FastifyInstance, ctx: AppContext): void {
  scope.post('/api/shop/GetWipayUrl', async (request, reply) => {
    if (!ctx.config.useWipay) throw new ApiError(400, CARD_PAYMENT_OFF);
    if (isRetryBody(request.body)) return retryPayment(app, ctx, request.body, request, reply);
    const key = idempotencyKey(request.headers);
    const existing = key ? await findByIdempotencyKey(ctx.db, key) : null;
    if (existing?.answer) return existing.answer;

    let orderNo: number;
    let page: string | null = null;
    if (existing) {
      // Same key, no answer yet: an earlier attempt could not reach the gateway (or is still running).
      orderNo = existing.orderNo;
    } else {
      // Each card order holds its stock until paid or released: one address or one mobile cannot hold the shop's.
      await countCall(ctx.requestCounts, ctx.config, reply, { call: 'card', address: request.ip });
      const order = parseOrderPayload(request.body);
      if (order.PMNo !== PaymentMethod.Wipay) throw new ApiError(400, 'Use SaveOrder for bank transfer and cash on delivery.');
      page = returnPageOf(request.body);
      await countCall(ctx.requestCounts, ctx.config, reply, { mobile: order.CustomerMobile.trim() });
      const priced = priceOrReply(order, ctx, reply);
      if (!priced) return reply;
      const customer = await customerFromRequest(request, ctx);
      const stored = await storeOrder(ctx, { order, priced, customer, idempotencyKey: key }, request.log);
      if (stored.answer) return stored.answer;
      orderNo = stored.orderNo;
      if (!stored.created) page = null; // a concurrent request with the same key stored it
    }
    const order = await loadOrder(ctx.db, orderNo);
    if (!order || order.PMNo !== PaymentMethod.Wipay || order.Paid) throw new ApiError(409, ORDER_IN_PROGRESS);
    // A page on another origin than the shop's is not kept: that shopper comes back to the store's success page.
    if (page && returnPageFor(page, order.ShopNo, orderNo, ctx.partners)) {
      await ctx.db.query('UPDATE orders SET return_page = $2 WHERE order_no = $1', [orderNo, page]);
    }
    // The browser that placed the order (or repeats its key) is the order's own.
    const opened = await openPayment(app, ctx, order, true, request.log);
    if (!opened.ok) return fail(reply, 502, GATEWAY_DOWN);
    // The first answer stored wins; a concurrent request with the same key gets that one.
    const saved = await saveGatewayAnswer(ctx.db, orderNo, opened.answer);
    if (!saved && key) return (await findByIdempotencyKey(ctx.db, key))?.answer ?? opened.answer;
    return opened.answer;
  });
}

/** Try again: the same order, a new attempt; nothing stored for replays (each try is its own attempt). */
async function retryPayment(app: FastifyInstance, ctx: AppContext, body: RetryBody, request: FastifyRequest, reply: FastifyReply) {
  // Counted with TrackOrder: both answer whether an order number and a mobile belong together.
  await countCall(ctx.requestCounts, ctx.config, reply, { call: 'track', address: request.ip });
  const customer = await customerFromRequest(request, ctx);
  const { order, byOwner } = await orderToRetry(ctx.db, body, {
    secret: await jwtSecret(ctx.config),
    customerNo: customer?.customerNo ?? null,
  });
  const opened = await openPayment(app, ctx, order, byOwner, request.log);
  return opened.ok ? opened.answer : fail(reply, 502, GATEWAY_DOWN);
}

/**
 * Opens a payment attempt for the order with the gateway: its hosted page's url, or not reachable.
 * `app` is the instance whose wipayFetch is the gateway client (replaced by tests on a built app).
 */
async function openPayment(
  app: FastifyInstance,
  ctx: AppContext,
  order: StoredOrder,
  byOwner: boolean,
  log: FastifyBaseLogger,
): Promise<{ ok: true; answer: Answer } | { ok: false }> {
  const orderNo = order.OrderNo;
  const attemptId = newAttemptId(orderNo);
  await openAttempt(ctx.db, attemptId, orderNo, order.TotalAmount, ctx.now(), byOwner);
  let url: string;
  let transactionId: string;
  try {
    ({ url, transaction_id: transactionId } = await requestPayment(
      ctx.config,
      {
        orderId: attemptId,
        total: order.TotalAmount,
        responseUrl: `${ctx.config.publicUrl}/wipay`,
        name: order.CustomerName.slice(0, 100),
        email: order.CustomerEmail || undefined,
        phone: order.CustomerMobile,
        addr1: order.CustomerAddress.slice(0, 100) || undefined,
        data: JSON.stringify({ OrderNo: orderNo }),
      },
      app.wipayFetch,
    ));
  } catch (err) {
    log.error({ err, orderNo, attemptId }, 'WiPay payment request failed');
    await attemptNotOpened(ctx.db, attemptId, String((err as Error).message), ctx.now());
    return { ok: false };
  }
  // The return must name this transaction: another attempt's genuine return cannot pay this order.
  await setRequestedTransaction(ctx.db, attemptId, transactionId);
  return {
    ok: true,
    answer: {
      success: true,
      url,
      msg: WIPAY_REDIRECT_NOTE,
      OrderNo: orderNo,
      ItemTotal: order.ItemTotal,
      Freight: order.Freight,
      TotalAmount: order.TotalAmount,
    },
  };
}

// The pay-again link of a notice (docs/notifications.md#pay-again): the tracking link's signature is the proof
// that the shopper holds the order's notices, as OrderRef is for the browser back from the gateway.
function registerPayAgain(scope: FastifyInstance, app: FastifyInstance, ctx: AppContext): void {
  scope.post<{ Params: { orderNo: string; signature: string } }>(PAY_PATH, async (request, reply) => {
    if (!ctx.config.useWipay) throw new ApiError(400, CARD_PAYMENT_OFF);
    const { orderNo, signature } = request.params;
    const no = /^\d{1,9}$/.test(orderNo) ? Number(orderNo) : 0;
    if (!no || !isTrackingSignature(await jwtSecret(ctx.config), no, signature)) throw new ApiError(404, 'No such order.');
    const order = await loadOrder(ctx.db, no);
    if (!order || !takesCardPayment(order)) throw new ApiError(409, `Order ${no} takes no card payment now.`);
    const opened = await openPayment(app, ctx, order, true, request.log);
    return opened.ok ? reply.redirect(String(opened.answer.url), 303) : fail(reply, 502, GATEWAY_DOWN);
  });
}

function registerWipayReceive(scope: FastifyInstance, ctx: AppContext): void {
  scope.post('/api/shop/WipayReceive', async (request, reply) => {
    // Query parameters as the gateway sends them; a JSON or form body is accepted too (query wins).
    const params: ReturnParams = { ...singleValues(request.body), ...singleValues(request.query) };
    const attemptId = params.order_id ?? '';
    const attempt = attemptId && attemptId.length <= 48 ? await findAttempt(ctx.db, attemptId) : null;
    if (!attempt) return fail(reply, 404, UNKNOWN_REFERENCE);
    const verified = verifyReturn(params, attempt, ctx.config.wipay.apiKey);
    if (!verified.ok) {
      request.log.warn({ attemptId, reason: verified.reason }, 'WiPay return refused');
      return reply.code(400).send({ success: false, status: 'failed', msg: NOT_VERIFIED });
    }
    if (verified.status === 'success') return recordSuccess(ctx, attempt, verified.transactionId, params, reply, request.log);
    return recordFailure(ctx, attempt, verified.status, params, reply);
  });
}

async function recordSuccess(ctx: AppContext, attempt: Attempt, transactionId: string, params: ReturnParams, reply: FastifyReply, log: FastifyBaseLogger) {
  const orderNo = Number(attempt.order_no);
  const recorded = async (paidWith: string | null) =>
    paidWith === transactionId
      ? reply.send({ success: true, status: 'success', msg: ALREADY_RECORDED, OrderNo: orderNo, ...(await returnTo(ctx, orderNo)) })
      : reply.code(409).send({ success: false, status: 'failed', msg: 'This payment reference was already paid with another transaction.' });
  if (attempt.status === 'success') return recorded(attempt.transaction_id);

  const now = ctx.now();
  let outcome: { kind: 'paid' | 'raced' } | { kind: 'refundDue'; status: string };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      if (!(await recordAttemptSuccess(tx, attempt.attempt_id, transactionId, params.message ?? '', now))) return { kind: 'raced' };
      if (await markOrderPaid(tx, orderNo, transactionId, now)) {
        await enqueueConfirmation(tx, orderNo);
        await enqueueNewOrderAlert(tx, orderNo, configuredRecipients(ctx.config));
        if (ctx.config.messages.mode !== 'off') {
          await enqueueConfirmationMessage(tx, orderNo);
          await enqueueStaffOrderMessages(tx, orderNo, ctx.config.messages.staffNumbers);
        }
        await recordOrderEvent(tx, { type: 'status', OrderNo: orderNo, Status: OrderStatus.Paid });
        return { kind: 'paid' };
      }
      const status = await flagRefundDue(tx, orderNo, transactionId, attempt.total, now);
      await enqueueRefundDueMail(tx, orderNo, attempt.attempt_id, ctx.config.staffAlertEmails);
      await recordOrderEvent(tx, { type: 'status', OrderNo: orderNo, Status: status });
      return { kind: 'refundDue', status };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    log.warn({ attemptId: attempt.attempt_id, transactionId }, 'WiPay transaction id already used by another attempt');
    return reply.code(409).send({ success: false, status: 'failed', msg: 'This transaction was already used for another payment.' });
  }
  if (outcome.kind === 'raced') {
    return recorded(await paidTransactionId(ctx.db, attempt.attempt_id));
  }
  ctx.outbox.kick();
  ctx.events.published();
  if (outcome.kind === 'refundDue') {
    log.error({ orderNo, attemptId: attempt.attempt_id, transactionId, status: outcome.status }, 'WiPay payment for an order that took none: refund due');
    // A cancelled order is no purchase: the shopper is told so. Any other was paid already and goes ahead.
    if (outcome.status === OrderStatus.Cancelled) {
      return reply.send({ success: false, status: 'refund_due', msg: REFUND_DUE_MSG, OrderNo: orderNo });
    }
    return reply.send({ success: true, status: 'success', msg: ALREADY_RECORDED, OrderNo: orderNo, ...(await returnTo(ctx, orderNo)) });
  }
  return reply.send({ success: true, status: 'success', msg: PAYMENT_ORDER_PLACED, OrderNo: orderNo, ...(await returnTo(ctx, orderNo)) });
}

/** { ReturnTo } when the order was placed on a partner page still allowed for its shop; {} otherwise. */
async function returnTo(ctx: AppContext, orderNo: number): Promise<{ ReturnTo?: string }> {
  const [row] = await ctx.db.query<{ shop_no: number; return_page: string | null }>('SELECT shop_no, return_page FROM orders WHERE order_no = $1', [orderNo]);
  const page = row ? returnPageFor(row.return_page, Number(row.shop_no), orderNo, ctx.partners) : null;
  return page ? { ReturnTo: page } : {};
}

async function recordFailure(ctx: AppContext, attempt: Attempt, status: 'failed' | 'error', params: ReturnParams, reply: FastifyReply) {
  const orderNo = Number(attempt.order_no);
  if (attempt.status === 'success') {
    return reply.code(409).send({ success: false, status: 'success', msg: 'This payment was already completed.', OrderNo: orderNo });
  }
  const message = (params.message ?? '').slice(0, 500);
  // Anyone with the order number and its mobile may open an attempt; only the order's own shopper's decline is the order's.
  const owner = attempt.opened_by_owner;
  const failed = await ctx.db.transaction(async (tx) => {
    if (!(await recordAttemptFailure(tx, attempt.attempt_id, status, message, ctx.now())) || !owner) return false;
    await markPaymentFailed(tx, orderNo);
    await recordOrderEvent(tx, { type: 'status', OrderNo: orderNo, Status: OrderStatus.PaymentFailed });
    // One reminder per order however many cards are declined (message_outbox keeps one row per notice and number).
    if (ctx.config.messages.mode !== 'off') await enqueueOrderMessage(tx, orderNo, PAY_AGAIN);
    return true;
  });
  if (failed) {
    ctx.events.published();
    ctx.outbox.kick();
  }
  // The way back to this order for "Try again", for the browser the order's own shopper came back with.
  const proof = owner ? { OrderRef: orderRef(await jwtSecret(ctx.config), orderNo) } : {};
  return reply.send({ success: false, status, msg: PAYMENT_ORDER_FAILED, OrderNo: orderNo, GatewayMessage: message, ...proof });
}

/** The body's ReturnTo, checked: null when absent; a malformed address is a 400. */
function returnPageOf(body: unknown): string | null {
  const value = (body as { ReturnTo?: unknown } | null)?.ReturnTo;
  if (value === undefined || value === null || value === '') return null;
  const page = parseReturnPage(value);
  if (!page.ok) throw new ApiError(400, page.msg);
  return page.page;
}
