import type { FastifyInstance } from 'fastify';
import type { AppContext, PluginOptions } from '../context.js';
import type { FetchLike } from '../payments/wipay.js';
import { customersApi } from './customers.js';
import { reviewsApi } from './reviews.js';
import { ordersApi } from './orders.js';
import { paymentsApi } from './payments.js';
import { returnsApi } from './returns.js';
import { paymentOptionsApi } from './payment-options.js';
import { embedAccessApi } from './embed-access.js';
import { wipayEmulator } from '../payments/emulator.js';
import { adminApi } from './admin/index.js';
import { orderProgressApi } from './order-progress.js';
import { adminPagePlugin } from '../pages/admin-page.js';
import { messageWebhooks } from '../messages/webhooks.js';
import { devMessages } from '../messages/dev-messages.js';
import { trackPage } from '../messages/track-page.js';

/** Every store API plugin of docs/api.md, one per resource, each registered in a scope of its own (its hooks and parsers stay its own). */
type ApiPlugin = (app: FastifyInstance, options: PluginOptions) => Promise<void>;

const plugins: ApiPlugin[] = [
  customersApi,
  reviewsApi,
  ordersApi,
  paymentsApi,
  returnsApi,
  paymentOptionsApi,
  embedAccessApi, // may a partner page's origin call the API (its widgets say so when not)
  orderProgressApi, // status history and return answers for the account pages
  adminApi, // the back office, /api/admin/*
  adminPagePlugin, // its page, /admin
  wipayEmulator, // the WiPay sandbox stand-in (the default WIPAY_BASE_URL), see host/payments/emulator.ts
  messageWebhooks, // WhatsApp's and Twilio's receipts and replies, see host/messages/webhooks.ts
  devMessages, // the message emulator's phone, /dev/messages
  trackPage, // the signed tracking link of a notice, /track/<order>/<signature>
  // catalog, customers, reviews, orders, payments: each engineer adds one import and one entry here.
];

/** The WiPay gateway client, `app.wipayFetch`: on the root app, so that tests can replace that of a built app. */
export function decorateGateway(app: FastifyInstance): void {
  app.decorate('wipayFetch', ((url, init) => globalThis.fetch(url, init)) as FetchLike);
}

export async function registerApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const plugin of plugins) await app.register(plugin, { ctx });
}
