// Which controller sheds orders past capacity (ORDER_SHEDDING, docs/performance.md#load-shedding-and-timeouts):
// the host's own (load-shedding.ts: refusals before routing, an admission budget per window of the event loop), or
// @fastify/under-pressure with a concurrency limit (order-pressure.ts), which bench:overload measures beside it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { PartnerSet } from './partner-origins.js';
import { createOrderGate, registerLoadShedding, shedBeforeRouting } from './load-shedding.js';
import { registerOrderPressure } from './order-pressure.js';

export interface OrderShedding {
  /** Answers a refused order in the server's request handler (true), before Fastify sees it. */
  beforeRouting(req: IncomingMessage, res: ServerResponse): boolean;
  /** Registers the hooks on the scope of the order routes. */
  register(scope: FastifyInstance): Promise<void>;
  stop(): void;
  /** Orders admitted and not yet answered (the host's own controller; metrics). */
  inProgress?(): number;
}

export function orderShedding(config: Config, partners: PartnerSet): OrderShedding {
  if (config.orderShedding === 'under-pressure') {
    return { beforeRouting: () => false, register: (scope) => registerOrderPressure(scope, config, partners), stop: () => undefined };
  }
  const { gate, stop } = createOrderGate(config);
  return {
    beforeRouting: shedBeforeRouting(gate, config, partners),
    register: async (scope) => void (await registerLoadShedding(scope, config, gate, partners)),
    stop,
    inProgress: () => gate.inFlight,
  };
}
