// The words of each WhatsApp or SMS notice: the whole text (SMS, the emulator) and the same facts as the body
// parameters of the approved WhatsApp template the configuration names (docs/notifications.md#whatsapp-templates).
import type { StoredOrder } from '../orders/store-order.js';
import type { MessageSettings } from './settings.js';
import type { OutgoingMessage } from './provider.js';
import { formatTT } from '../../widgets/domain/money.js';
import { PaymentMethod } from '../../widgets/domain/types.js';
import { bankTransferReady, mainPickup, type ShopSettings } from '../../widgets/domain/shop-settings.js';
import { OrderStatus } from '../../widgets/domain/order-status.js';

export type Notice = Omit<OutgoingMessage, 'channel' | 'to'>;

type Templates = MessageSettings['templates'];

/** How the shopper pays, in one sentence. */
export function howToPay(order: StoredOrder, shop: ShopSettings): string {
  const total = formatTT(order.TotalAmount);
  if (order.PMNo === PaymentMethod.Wipay) return order.Paid ? 'Paid by card, thank you.' : `Pay ${total} by card from the link below.`;
  if (order.PMNo === PaymentMethod.BankTransfer) {
    const b = shop.bank;
    if (!bankTransferReady(b)) return `Pay ${total} by bank transfer; we will send you the account details.`;
    return `Pay ${total} by bank transfer within 3 days to ${b.accountName}, ${b.bank}, account ${b.accountNumber}, and reply with a photo of the receipt.`;
  }
  return `Pay ${total} cash ${order.IsPickup === 1 ? 'when you collect it' : 'on delivery'}.`;
}

export function confirmationNotice(order: StoredOrder, shop: ShopSettings, link: string, t: Templates): Notice {
  const total = formatTT(order.TotalAmount);
  const pay = howToPay(order, shop);
  return {
    text: `${shop.name}: thank you, ${order.CustomerName}! Order #${order.OrderNo}, total ${total}. ${pay} Track it: ${link} Reply STOP to end these messages.`,
    template: { name: t.confirmation, language: t.language, params: [order.CustomerName, String(order.OrderNo), total, pay, link] },
  };
}

const SENTENCES: Readonly<Record<string, string>> = {
  [OrderStatus.Paid]: 'is paid. Thank you!',
  [OrderStatus.PaymentFailed]: 'was not paid: the card payment did not go through.',
  [OrderStatus.Shipped]: 'has been shipped.',
  [OrderStatus.EnRoute]: 'is on its way to you.',
  [OrderStatus.Delivered]: 'has been delivered. Enjoy!',
  [OrderStatus.Collected]: 'has been collected. Thank you!',
};

/** The new status in a sentence, with the reason of a cancellation. */
export function statusSentence(status: string, note: string, shop: ShopSettings): string {
  if (status === OrderStatus.Cancelled) return `has been cancelled${note ? `. Reason: ${note.replace(/[.!]+$/, '')}` : ''}.`;
  if (status === OrderStatus.ReadyForPickup) {
    const pickup = mainPickup(shop);
    return `is ready for pickup${pickup ? ` at ${pickup.address} (${pickup.hours})` : ''}.`;
  }
  return SENTENCES[status] ?? `is now ${status}.`;
}

export function statusNotice(orderNo: number, status: string, note: string, shop: ShopSettings, link: string, t: Templates): Notice {
  const sentence = statusSentence(status, note, shop);
  return {
    text: `${shop.name}: order #${orderNo} ${sentence} Track it: ${link}`,
    template: { name: t.status, language: t.language, params: [String(orderNo), sentence, link] },
  };
}

/** After a declined card, or a payment the shopper left unfinished (the order still Awaiting payment). */
export function payAgainNotice(order: StoredOrder, shop: ShopSettings, link: string, t: Templates): Notice {
  const total = formatTT(order.TotalAmount);
  const text =
    order.Status === OrderStatus.AwaitingPayment
      ? `${shop.name}: the card payment for order #${order.OrderNo} (${total}) was not finished, and we hold its items only a while longer. Pay by card: ${link}`
      : `${shop.name}: the card payment for order #${order.OrderNo} (${total}) did not go through. Pay again with another card: ${link}`;
  return {
    text,
    template: { name: t.payAgain, language: t.language, params: [String(order.OrderNo), total, link] },
  };
}

export function staffOrderNotice(order: StoredOrder, adminLink: string, t: Templates): Notice {
  const total = formatTT(order.TotalAmount);
  return {
    text: `New order #${order.OrderNo} from ${order.CustomerName}, ${total}: ${adminLink}`,
    template: { name: t.staffOrder, language: t.language, params: [String(order.OrderNo), order.CustomerName, total, adminLink] },
  };
}
