// The mail a customer gets when staff change an order's status (issue 12 §3). Every status change goes out
// through mailOrderStatus alone, so routing it through the mail outbox is a change in one place.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { Mail } from './mailer.js';
import { SHOP_INFO } from '../../widgets/domain/shop-info.js';
import { OrderStatus } from '../../widgets/domain/order-status.js';

export interface StatusChangeMail {
  orderNo: number;
  customerName: string;
  customerEmail: string;
  customerMobile: string;
  status: string;
  note: string;
}

const SENTENCES: Readonly<Record<string, string>> = {
  [OrderStatus.Paid]: 'We have received your payment. Thank you!',
  [OrderStatus.PaymentFailed]: 'Your card payment did not go through. Please contact us to complete your order.',
  [OrderStatus.Shipped]: 'Your order has left our shop.',
  [OrderStatus.EnRoute]: 'Your order is on its way to you.',
  [OrderStatus.Delivered]: 'Your order has been delivered. Enjoy!',
  [OrderStatus.ReadyForPickup]: `Your order is ready for pickup at ${SHOP_INFO.pickup.address} (${SHOP_INFO.pickup.hours}).`,
  [OrderStatus.Collected]: 'You have collected your order. Thank you!',
  [OrderStatus.Cancelled]: 'Your order has been cancelled.',
};

export function orderStatusMail(change: StatusChangeMail, publicUrl: string): Mail {
  const note = change.note ? (change.status === OrderStatus.Cancelled ? `Reason: ${change.note}` : `Note: ${change.note}`) : '';
  const text = [
    `Hello ${change.customerName},`,
    '',
    `Order #${change.orderNo} is now ${change.status}.`,
    SENTENCES[change.status] ?? '',
    note,
    '',
    `Track it at ${publicUrl}/ordertrack?OrderNo=${change.orderNo} with the mobile you ordered with.`,
    '',
    SHOP_INFO.name,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  return { to: change.customerEmail, subject: `Order #${change.orderNo}: ${change.status}`, text };
}

/** Mails the customer about a status change; orders without an email get none. A mail failure is logged, never thrown. */
export async function mailOrderStatus(ctx: AppContext, change: StatusChangeMail, log: Pick<FastifyBaseLogger, 'error'>): Promise<void> {
  if (!change.customerEmail) return;
  try {
    await ctx.mailer.send(orderStatusMail(change, ctx.config.publicUrl));
  } catch (err) {
    log.error({ err, orderNo: change.orderNo }, 'order status email failed');
  }
}
