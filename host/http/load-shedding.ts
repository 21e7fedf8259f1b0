// Load shedding in front of the order-creating routes (DESIGN §4a; README "Load shedding").
// Orders need the database; catalogue reads do not (they come from the in-memory snapshot). When orders arrive
// faster than the database stores them, waiting would only pile them up until every client times out, so past
// a bounded number in progress a new order is answered 503 + Retry-After at once, before its body is parsed.
// The widgets retry with the same Idempotency-Key (widgets/api/order-retry.ts), so a shed order is never lost.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { fail } from './errors.js';

/** Every route that creates an order. A new one must be added here. */
export const ORDER_CREATING_ROUTES = new Set(['/api/shop/SaveOrder', '/api/shop/GetWipayUrl']);

export const STORE_BUSY = 'The store is very busy right now. Your order was not placed yet; please try again in a moment.';

/** Orders always admitted (within the limit) whatever the event loop's load: a double click is not a flood. */
export const SATURATION_FLOOR = 4;

/**
 * Admission for one class of requests: at most `limit` in progress, none while the oldest has waited too long,
 * and none while the process is saturated (`saturated()`: with the embedded database, its queries run on this
 * event loop, so admitted orders beyond that would slow every other answer, the 503s and catalogue reads too).
 */
export class AdmissionGate {
  private readonly started = new Map<object, number>();

  constructor(
    private readonly limit: number,
    private readonly maxWaitMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly saturated: () => boolean = () => false,
  ) {}

  get inFlight(): number {
    return this.started.size;
  }

  /** Admits `token` (true) or refuses it (false). */
  enter(token: object): boolean {
    if (this.started.size >= this.limit) return false;
    // A few orders at once cost little; saturation only stops the queue from growing past them.
    if (this.started.size >= SATURATION_FLOOR && this.saturated()) return false;
    const now = this.now();
    // Map iteration is insertion order: the first entry is the oldest request still in progress.
    for (const since of this.started.values()) {
      if (now - since > this.maxWaitMs) return false;
      break;
    }
    this.started.set(token, now);
    return true;
  }

  leave(token: object): void {
    this.started.delete(token);
  }
}

/**
 * Event-loop utilisation over the last SAMPLE_MS: above `max`, the loop has no room left for more order work.
 * (The same measure as @fastify/under-pressure's maxEventLoopUtilization, but applied to orders only.)
 */
export function loopSaturation(max: number, sampleMs = 100): { saturated: () => boolean; stop: () => void } {
  let last = performance.eventLoopUtilization();
  let utilization = 0;
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
  }, sampleMs);
  timer.unref();
  return { saturated: () => utilization > max, stop: () => clearInterval(timer) };
}

export async function registerLoadShedding(app: FastifyInstance, config: Config): Promise<AdmissionGate> {
  const { orderQueueLimit, orderMaxWaitMs, retryAfterSeconds, maxEventLoopUtilization } = config.load;
  const loop = loopSaturation(maxEventLoopUtilization);
  app.addHook('onClose', async () => loop.stop());
  const gate = new AdmissionGate(orderQueueLimit, orderMaxWaitMs, undefined, loop.saturated);
  const admitted = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (admitted.delete(request)) gate.leave(request);
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !ORDER_CREATING_ROUTES.has(request.routeOptions.url ?? '')) return;
    if (!gate.enter(request)) {
      // Exposed so the widgets on a partner origin can read it too (CORS hides other headers).
      reply.header('retry-after', String(retryAfterSeconds)).header('access-control-expose-headers', 'Retry-After').header('cache-control', 'no-store');
      return fail(reply, 503, STORE_BUSY);
    }
    admitted.add(request);
    // Fastify's onResponse needs 'finish', which a response to a client that hung up never emits: without this
    // a slot would leak per aborted order until every order is refused.
    reply.raw.once('close', () => release(request));
  });
  // Normally the slot is held until the order's work is done and answered.
  app.addHook('onResponse', async (request) => release(request));
  return gate;
}
