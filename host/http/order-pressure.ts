// Load shedding for the order-creating routes with kept parts (docs/performance.md#load-shedding-and-timeouts):
// @fastify/under-pressure judges the event loop (its utilisation and delay over each sample), and a concurrency
// limit bounds the orders in progress. Either refuses a new order 503 + Retry-After in onRequest, before its body
// is read; other routes are never refused. The widgets retry with the same Idempotency-Key.
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { busyRefusal, isOrderCreating } from './load-shedding.js';
import { isHttpsShop } from './https.js';
import type { PartnerSet } from './partner-origins.js';

/** How often under-pressure samples the event loop: short, so a flood is seen within its first tenth of a second. */
export const PRESSURE_SAMPLE_MS = 100;
/** Mean event-loop delay over a sample past which orders are refused. */
export const MAX_LOOP_DELAY_MS = 20;

const isOrder = (request: FastifyRequest) => isOrderCreating(request.method, request.routeOptions.url);

export async function registerOrderPressure(app: FastifyInstance, config: Config, partners: PartnerSet): Promise<void> {
  const { orderQueueLimit, retryAfterSeconds, maxEventLoopUtilization } = config.load;
  const https = isHttpsShop(config.publicUrl);
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    const { headers, body } = busyRefusal(retryAfterSeconds, https, partners, request.headers.origin);
    reply.code(503).headers(headers).send(body);
  };
  await app.register(underPressure, {
    sampleInterval: PRESSURE_SAMPLE_MS,
    // A utilisation of 1 can never be exceeded: the tests' setting, whose requests share the host's event loop.
    maxEventLoopUtilization: maxEventLoopUtilization < 1 ? maxEventLoopUtilization : 0,
    eventLoopUtilizationMode: 'interval',
    maxEventLoopDelay: maxEventLoopUtilization < 1 ? MAX_LOOP_DELAY_MS : 0,
    // Only orders are refused under pressure; every other request goes on.
    // Only orders are refused; Fastify goes no further with a request whose answer has been sent.
    pressureHandler: (request, reply) => {
      if (isOrder(request)) refuse(request, reply);
    },
  });

  const admitted = new WeakSet<FastifyRequest>();
  let inProgress = 0;
  const release = (request: FastifyRequest) => {
    if (admitted.delete(request)) inProgress--;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (reply.sent || !isOrder(request)) return done();
    if (inProgress >= orderQueueLimit) return refuse(request, reply);
    inProgress++;
    admitted.add(request);
    // A client that hung up never gets onResponse ('finish'): without this its slot would leak.
    reply.raw.once('close', () => release(request));
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
}
