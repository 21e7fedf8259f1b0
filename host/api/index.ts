import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.js';

/** Every store API plugin of §7, one per resource. Each is `(app, ctx) => Promise<void>`. */
type ApiPlugin = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

const plugins: ApiPlugin[] = [
  // catalog, customers, reviews, orders, payments: each engineer adds one import and one entry here.
];

export async function registerApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const plugin of plugins) await plugin(app, ctx);
}
