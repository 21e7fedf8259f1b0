// Load shedding in front of the order-creating routes (docs/architecture.md#performance; docs/performance.md#load-shedding-and-timeouts).
// Orders need the database; catalogue reads do not (they come from the in-memory snapshot). When orders arrive
// faster than the database stores them, waiting would only pile them up until every client times out, so past
// a bounded number in progress a new order is answered 503 + Retry-After at once, before its body is parsed.
// The widgets retry with the same Idempotency-Key (widgets/api/order-retry.ts), so a shed order is never lost.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { PartnerSet } from './partner-origins.js';
import { isHttpsShop, securityHeaders } from './https.js';

/** Every route that creates an order. A new one must be added here. */
export const ORDER_CREATING_ROUTES = new Set(['/api/shop/SaveOrder', '/api/shop/GetWipayUrl']);

export const STORE_BUSY = 'The store is very busy right now. Your order was not placed yet; please try again in a moment.';

/** Orders always admitted (within the limit) whatever the event loop's load: a double click is not a flood. */
export const SATURATION_FLOOR = 4;

/**
 * Orders in progress allowed while the loop is behind (the last window busy and late, see WindowVerdicts). Each
 * one's later steps (the database's answers, the reply) run in turns no limit can refuse, so while turns are
 * already long, fewer in progress keep them from growing. Merely busy is not enough: near capacity the loop is
 * busy most of the time and on time all the same, and the limit then refused orders the host stored in time
 * (a few per thousand at 300/s embedded). Otherwise the configured limit rules.
 */
export const BUSY_IN_FLIGHT = 8;

/** After a saturated window, the next admits at most this share of what it admitted. */
export const SATURATED_BUDGET_SHARE = 0.75;
/** After a window with room to spare, the budget doubles (plus the floor) until it no longer limits anything. */
export const UNLIMITED_BUDGET_FROM = 10_000;

/**
 * The event loop's recent load: whether the last sampling window saturated it, and the current window's
 * number (it changes every sample).
 */
export interface LoopLoad {
  /** The last two windows were behind, or the last far behind (WindowVerdicts): the host cannot keep up. */
  saturated(): boolean;
  /** The last window kept the loop busy (saturated or not): no room to take more yet. */
  busy(): boolean;
  /** The last window kept the loop busy, and some timer in it ran late: requests queued behind long turns. */
  behind(): boolean;
  /**
   * The loop's current turn has run so long that its timers are overdue: whatever this turn still reads from
   * the sockets has waited that long already, and an order admitted now makes the rest of the turn longer still.
   */
  overdue(): boolean;
  window(): number;
}

const NEVER_SATURATED: LoopLoad = { saturated: () => false, busy: () => false, behind: () => false, overdue: () => false, window: () => 0 };

/**
 * Admission for one class of requests: at most `limit` in progress, none while the oldest has waited too long,
 * and a budget per sampling window that shrinks while the process is saturated and grows back when it is not.
 *
 * The budget is needed because the number in progress does not always show a backlog: when an order's work is
 * short and barely yields (in-process database work, say), one order is done within one turn of the loop, so
 * the number in progress stays near one however far behind the host is, and the requests wait unread in their
 * sockets instead, where no limit sees them. Saturation of the event loop is what shows
 * that the host has fallen behind. After a saturated window the budget is SATURATED_BUDGET_SHARE of what that
 * window admitted (never below SATURATION_FLOOR); after one with room to spare it doubles; after one that was
 * busy without requests waiting (one client sending orders back to back) it stays as it is. Growing back step by
 * step, not at once, keeps the requests queued up during a flood from all being admitted the moment the host
 * catches its breath. In a flood the host thus spends its time answering 503s quickly, reads stay fast, and the
 * admitted orders are stored without a queue in front of them.
 */
export class AdmissionGate {
  private readonly started = new Map<object, number>();
  private windowNo = 0;
  private admittedThisWindow = 0;
  private budget = Number.POSITIVE_INFINITY;

  constructor(
    private readonly limit: number,
    private readonly maxWaitMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly load: LoopLoad = NEVER_SATURATED,
  ) {}

  get inFlight(): number {
    return this.started.size;
  }

  /** Admits `token` (true) or refuses it (false). */
  enter(token: object): boolean {
    if (!this.wouldAdmit()) return false;
    this.started.set(token, this.now());
    this.admittedThisWindow++;
    return true;
  }

  /** Whether `enter` would admit a request now (changes nothing but the window's bookkeeping). */
  wouldAdmit(): boolean {
    if (this.started.size >= this.limit) return false;
    this.advanceWindow();
    // A few orders at once cost little, so a double click is never refused; past them, the budget rules.
    if (this.started.size >= SATURATION_FLOOR && (this.load.saturated() || this.load.overdue())) return false;
    if (this.started.size >= BUSY_IN_FLIGHT && this.load.behind()) return false;
    if (this.admittedThisWindow >= this.budget) return false;
    // Map iteration is insertion order: the first entry is the oldest request still in progress.
    for (const since of this.started.values()) return this.now() - since <= this.maxWaitMs;
    return true;
  }

  leave(token: object): void {
    this.started.delete(token);
  }

  private advanceWindow(): void {
    const w = this.load.window();
    if (w === this.windowNo) return;
    if (this.load.saturated()) {
      // What the last window admitted (nothing, when no request came in the windows between).
      const admitted = w === this.windowNo + 1 ? this.admittedThisWindow : 0;
      this.budget = Math.max(SATURATION_FLOOR, Math.floor(Math.min(this.budget, admitted) * SATURATED_BUDGET_SHARE));
    } else if (!this.load.busy() && Number.isFinite(this.budget)) {
      const grown = this.budget * 2 ** (w - this.windowNo) + SATURATION_FLOOR;
      this.budget = grown >= UNLIMITED_BUDGET_FROM ? Number.POSITIVE_INFINITY : grown;
    }
    this.windowNo = w;
    this.admittedThisWindow = 0;
  }
}

/** Past this lateness of the sampling timer in a window, requests are waiting on each other, not just arriving often. */
export const SATURATION_DELAY_MS = 15;
/** A turn of the loop that has kept the timers waiting this long is overdue (LoopLoad.overdue). */
export const OVERDUE_TURN_MS = 20;
/** A window with a tick this late is saturated on its own: a flood's first window, not a collection. */
export const FAR_BEHIND_MS = 40;
/** The sampling timer's period: short, so a long turn shows while it is still running. */
const TICK_MS = 5;

/**
 * The verdict on each sampling window. Busy: utilisation above `maxUtilisation`. Behind: busy, and some tick ran
 * more than SATURATION_DELAY_MS late, so turns of the loop were long enough to queue requests. (Utilisation
 * alone also climbs for one client sending orders back to back, which waits for nobody.) Saturated: behind in
 * this window and the one before, or far behind (a tick over FAR_BEHIND_MS late) in this one. A single window
 * a little behind is a garbage collection or one batch of answers written at once, which the next window
 * absorbs; acting on it shed up to a tenth of the orders at 500/s on PostgreSQL, every one of which the host
 * then stored in time. A flood's first window is far behind, and every later one behind.
 */
export class WindowVerdicts {
  busy = false;
  behind = false;
  saturated = false;

  constructor(private readonly maxUtilisation: number) {}

  /** Ends a window with the loop's utilisation over it (0-1) and the most any of its ticks ran late. */
  end(utilisation: number, maxLateMs: number): void {
    this.busy = utilisation > this.maxUtilisation;
    const behindBefore = this.behind;
    this.behind = this.busy && maxLateMs > SATURATION_DELAY_MS;
    this.saturated = this.behind && (behindBefore || maxLateMs > FAR_BEHIND_MS);
  }
}

/**
 * Event-loop utilisation and timer lateness, sampled every TICK_MS and judged per window of `sampleMs`
 * (WindowVerdicts; busy is an event-loop utilisation threshold, applied to orders only). Overdue: right now, the current turn has kept the next tick waiting more than OVERDUE_TURN_MS; this is
 * what stops a flood's first turns, before any window has ended.
 */
export function loopSaturation(max: number, sampleMs = 100): LoopLoad & { stop: () => void } {
  let last = performance.eventLoopUtilization();
  let lastTick = performance.now();
  let windowStart = lastTick;
  let maxLateMs = 0;
  const verdicts = new WindowVerdicts(max);
  let windowNo = 0;
  const timer = setInterval(() => {
    const tick = performance.now();
    maxLateMs = Math.max(maxLateMs, tick - lastTick - TICK_MS);
    lastTick = tick;
    if (tick - windowStart < sampleMs) return;
    windowStart = tick;
    const now = performance.eventLoopUtilization();
    verdicts.end(performance.eventLoopUtilization(now, last).utilization, maxLateMs);
    last = now;
    maxLateMs = 0;
    windowNo++;
  }, TICK_MS);
  timer.unref();
  return {
    saturated: () => verdicts.saturated,
    busy: () => verdicts.busy,
    behind: () => verdicts.behind,
    // A maximum of 1 turns saturation shedding off (the tests' setting: their own work shares the loop).
    overdue: () => max < 1 && performance.now() - lastTick > TICK_MS + OVERDUE_TURN_MS,
    window: () => windowNo,
    stop: () => clearInterval(timer),
  };
}

/** The gate for order-creating requests, with its event-loop sampling; `stop` ends the sampling. */
export function createOrderGate(config: Config): { gate: AdmissionGate; stop: () => void } {
  const { orderQueueLimit, orderMaxWaitMs, maxEventLoopUtilization } = config.load;
  const loop = loopSaturation(maxEventLoopUtilization);
  return { gate: new AdmissionGate(orderQueueLimit, orderMaxWaitMs, undefined, loop), stop: loop.stop };
}

const BUSY_BODY = Buffer.from(JSON.stringify({ success: false, msg: STORE_BUSY }));

/**
 * The answer to a refused order, wherever it is refused (before routing, in an onRequest hook, by either
 * controller): 503, the JSON message, when to retry (Retry-After, exposed to partner pages, whose widgets wait it),
 * no-store, nosniff, and the security headers (CORS for a partner origin, HSTS over https) that the hooks it may
 * come before would add.
 */
export function busyRefusal(
  retryAfterSeconds: number,
  https: boolean,
  partners: PartnerSet,
  origin: string | undefined,
): { headers: Record<string, string | number>; body: Buffer } {
  const headers = {
    'retry-after': String(retryAfterSeconds),
    'access-control-expose-headers': 'Retry-After',
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'x-content-type-options': 'nosniff',
  };
  return { headers: securityHeaders(headers, https, partners, origin), body: BUSY_BODY };
}

export const isOrderCreating = (method: string | undefined, url: string | undefined) =>
  method === 'POST' && url !== undefined && ORDER_CREATING_ROUTES.has(url.split('?', 1)[0]);

/**
 * The same refusal before Fastify sees the request: a refused order then costs about what it costs a bare
 * node:http server (no routing, hooks, cookies or logging), which is what keeps 503s fast in a flood. Answers
 * true when it has answered. Admission itself still happens in the onRequest hook below, so a request that
 * passes here is counted once.
 */
export function shedBeforeRouting(
  gate: AdmissionGate,
  config: Config,
  partners: PartnerSet = new Set(config.embedOrigins),
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const https = isHttpsShop(config.publicUrl);
  return (req, res) => {
    if (!isOrderCreating(req.method, req.url) || gate.wouldAdmit()) return false;
    const { headers, body } = busyRefusal(config.load.retryAfterSeconds, https, partners, req.headers.origin);
    headers['content-length'] = body.length;
    res.writeHead(503, headers).end(body);
    return true;
  };
}

async function registerLoadShedding(app: FastifyInstance, config: Config, gate: AdmissionGate, partners: PartnerSet): Promise<void> {
  const { retryAfterSeconds } = config.load;
  const https = isHttpsShop(config.publicUrl);
  const admitted = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (admitted.delete(request)) gate.leave(request);
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isOrderCreating(request.method, request.routeOptions.url)) return;
    if (!gate.enter(request)) {
      const { headers, body } = busyRefusal(retryAfterSeconds, https, partners, request.headers.origin);
      return reply.code(503).headers(headers).send(body);
    }
    admitted.add(request);
    // Fastify's onResponse needs 'finish', which a response to a client that hung up never emits: without this
    // a slot would leak per aborted order until every order is refused.
    reply.raw.once('close', () => release(request));
  });
  // Normally the slot is held until the order's work is done and answered.
  app.addHook('onResponse', async (request) => release(request));
}

export interface OrderShedding {
  /** Answers a refused order in the server's request handler (true), before Fastify sees it. */
  beforeRouting(req: IncomingMessage, res: ServerResponse): boolean;
  /** Registers the hooks on the scope of the order routes. */
  register(scope: FastifyInstance): Promise<void>;
  stop(): void;
  /** Orders admitted and not yet answered (metrics). */
  inProgress(): number;
}

/** The order gate with its event-loop sampling, refusing before routing and admitting in the order routes' scope. */
export function orderShedding(config: Config, partners: PartnerSet): OrderShedding {
  const { gate, stop } = createOrderGate(config);
  return {
    beforeRouting: shedBeforeRouting(gate, config, partners),
    register: (scope) => registerLoadShedding(scope, config, gate, partners),
    stop,
    inProgress: () => gate.inFlight,
  };
}
