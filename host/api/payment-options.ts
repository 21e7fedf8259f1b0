// GET /api/shop/PaymentOptions: whether this host takes card payments, so the checkout offers the card option
// where it does, and whether they are a sandbox (no money moves), so the back office can say so.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../context.js';

export async function paymentOptionsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/shop/PaymentOptions', async () => ({ success: true, UseWipay: ctx.config.useWipay, Sandbox: ctx.config.cardPayments === 'sandbox' }));
}
