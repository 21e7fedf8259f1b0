// GET /api/shop/PaymentOptions: whether this host takes card payments (USE_WIPAY, on by default), so the
// checkout offers the card option by default where the host is configured for WiPay (issue 16).
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../context.js';

export async function paymentOptionsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/shop/PaymentOptions', async () => ({ success: true, UseWipay: ctx.config.useWipay }));
}
