// The request histogram (route patterns, never raw URLs: one series per route, not per product or query) and the
// orders' and payments' outcomes, read from the answers the routes already give.
import type { FastifyInstance } from 'fastify';
import { isOrderCreating } from '../http/load-shedding.js';
import { PRICES_CHANGED } from '../orders/price-order.js';
import { ORDER_IN_PROGRESS } from '../api/orders.js';
import type { Metrics, RefusalReason } from './metrics.js';

const PAYMENT_RETURN = '/api/shop/WipayReceive';
/** Refusals that say nothing about the order itself (sign-in, rate limits): counted only in the histogram. */
const NOT_ABOUT_THE_ORDER = new Set([401, 403, 404, 429]);

/** One answer in the request histogram: its route pattern, status and time (ms). */
export function observeRequest(metrics: Metrics, method: string, route: string, statusCode: number, ms: number): void {
  metrics.http.observe({ method, route, status: String(statusCode) }, ms / 1000);
}

/** On the root app, before any route's scope, so every scope inherits them. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics, shed: () => void): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    observeRequest(metrics, request.method, route, reply.statusCode, reply.elapsedTime);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isOrderCreating(request.method, request.routeOptions.url)) countOrderAnswer(metrics, reply.statusCode, payload, shed);
    else if (request.routeOptions.url === PAYMENT_RETURN) countPaymentReturn(metrics, reply.statusCode, payload);
    done(null, payload);
  });
}

function countOrderAnswer(metrics: Metrics, status: number, payload: unknown, shed: () => void): void {
  if (status === 503) return shed();
  if (status < 400 || NOT_ABOUT_THE_ORDER.has(status) || status >= 500) return;
  const reason = refusalReason(status, messageOf(payload));
  if (reason) metrics.ordersRefused.inc({ reason });
}

function refusalReason(status: number, msg: string | undefined): RefusalReason | undefined {
  if (status !== 409) return 'validation';
  if (msg === PRICES_CHANGED) return 'price';
  if (msg === ORDER_IN_PROGRESS) return undefined;
  return 'stock';
}

function countPaymentReturn(metrics: Metrics, status: number, payload: unknown): void {
  const outcome = status === 400 ? 'unverified' : status === 404 ? 'unknown' : status === 409 ? 'conflict' : statusOf(payload);
  if (outcome) metrics.paymentReturns.inc({ outcome });
}

function parsed(payload: unknown): Record<string, unknown> | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const messageOf = (payload: unknown) => {
  const msg = parsed(payload)?.msg;
  return typeof msg === 'string' ? msg : undefined;
};

const statusOf = (payload: unknown) => {
  const status = parsed(payload)?.status;
  return typeof status === 'string' && /^[a-z_]{1,20}$/.test(status) ? status : undefined;
};
