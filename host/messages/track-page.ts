// /track/<order>/<signature>: the page a notice's tracking link opens (tracking-link.ts). The signature is the
// proof: the order's number, total, status and history show without the order number and mobile being typed.
// A wrong signature is the not-found page, as an unknown order is.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../context.js';
import { html } from '../pages/html.js';
import { notFoundPage, sendPage } from '../pages/routes.js';
import { jwtSecret } from '../auth/tokens.js';
import { loadOrder } from '../orders/store-order.js';
import { orderStatusHistory } from '../orders/status-history.js';
import { formatTT } from '../../widgets/domain/money.js';
import { formatDay } from '../../widgets/domain/dates.js';
import { isTrackingSignature } from './tracking-link.js';
import { howToPay } from './notices.js';
import { OrderStatus } from '../../widgets/domain/order-status.js';
import { takesCardPayment } from '../payments/retry-payment.js';
import { PaymentMethod } from '../../widgets/domain/types.js';

export async function trackPage(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get<{ Params: { orderNo: string; signature: string } }>('/track/:orderNo/:signature', async (request, reply) => {
    const { orderNo, signature } = request.params;
    const no = /^\d{1,9}$/.test(orderNo) ? Number(orderNo) : 0;
    const order = no && isTrackingSignature(await jwtSecret(ctx.config), no, signature) ? await loadOrder(ctx.db, no) : null;
    if (!order) return sendPage(reply, notFoundPage(), ctx);
    const history = await orderStatusHistory(ctx.db, order);
    const payable = ctx.config.useWipay && takesCardPayment(order);
    // A card order's way to pay is the button; the others are told how.
    const unpaid = !order.Paid && order.Status !== OrderStatus.Cancelled && order.PMNo !== PaymentMethod.Wipay;
    const body = html`<section class="track-order" aria-labelledby="track-title">
<h1 id="track-title">Order #${order.OrderNo}</h1>
<p>Placed on ${formatDay(order.OrderDate)} · ${order.IsPickup === 1 ? 'Pickup' : 'Delivery'} · Total ${formatTT(order.TotalAmount)}</p>
<p>Status: <strong class="status">${order.Status}</strong></p>
${unpaid ? html`<p class="how-to-pay">${howToPay(order, ctx.catalog.settings())}</p>` : ''}
${
  payable
    ? html`<form method="post" action="/track/${order.OrderNo}/${signature}/pay" id="pay"><button type="submit" class="button">Pay ${formatTT(order.TotalAmount)} by card</button></form>`
    : ''
}
<h2>History</h2>
<ol class="history">${history.map((h) => html`<li>${h.Status}${h.At ? html` · ${formatDay(h.At.slice(0, 10))}` : ''}${h.Note ? ` · ${h.Note}` : ''}</li>`)}</ol>
</section>`;
    return sendPage(reply, { title: `Order #${order.OrderNo}`, description: 'Your order and its status.', path: request.url, body, noIndex: true }, ctx);
  });
}
