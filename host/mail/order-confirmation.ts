// The order confirmation email: plain text plus simple HTML, amounts in TT$ (docs/architecture.md#decisions).
import type { Mail } from './mailer.js';
import type { StoredOrder } from '../orders/store-order.js';
import { formatTT } from '../../widgets/domain/money.js';
import { PaymentMethod } from '../../widgets/domain/types.js';
import { bankTransferReady, mainPickup, type ShopSettings } from '../../widgets/domain/shop-settings.js';
import { nameWithOption } from '../../widgets/domain/options.js';
import { escapeHtml } from '../../widgets/domain/html-escape.js';
import { claimLink } from '../orders/claims.js';

export interface ConfirmationOptions {
  cityName?: string;
  publicUrl: string;
  shop: ShopSettings;
}

export function orderConfirmationMail(order: StoredOrder, { cityName = '', publicUrl, shop }: ConfirmationOptions): Mail {
  const pickup = mainPickup(shop);
  const contact = [shop.phone, shop.email].filter(Boolean).join(' · ');
  const lines = order.OrderProductList.map((l) => ({
    name: nameWithOption(l.ProductName, l),
    quantity: l.Quantity,
    amount: formatTT(l.TotalAmount),
  }));
  const fulfilment =
    order.IsPickup === 1
      ? pickup
        ? [`Pickup from ${pickup.address}`, `${pickup.hours}.${pickup.phone ? ` Questions: ${pickup.phone}.` : ''}`]
        : ['Pickup: we will tell you where and when.']
      : [
          `Delivery to ${[order.CustomerAddress, cityName, order.ODeliverCountryNo === 1 ? 'Trinidad' : 'Tobago'].filter(Boolean).join(', ')}`,
          'Delivery usually takes about 2 working days.',
        ];
  const payment = paymentLines(order, shop);
  const freight = order.IsPickup === 1 ? `${formatTT(0)} (pickup)` : formatTT(order.Freight);
  const trackUrl = `${publicUrl}/ordertrack`;
  // A guest order joins an account only through its claim token; the mail is one place the guest keeps it.
  const claimUrl = order.CustomerNo === null && order.ClaimToken ? claimLink(publicUrl, order.OrderNo, order.ClaimToken) : null;
  const claimText = 'To keep this order in your account, open this link and log in or register:';

  const text = [
    `Hello ${order.CustomerName},`,
    '',
    `Thank you for your order #${order.OrderNo} of ${order.OrderDate} at ${shop.name}.`,
    '',
    ...lines.map((l) => `${l.quantity} x ${l.name}   ${l.amount}`),
    '',
    `Items: ${formatTT(order.ItemTotal)}`,
    `Freight: ${freight}`,
    `Total: ${formatTT(order.TotalAmount)}`,
    '',
    ...fulfilment,
    '',
    ...payment,
    ...(order.Remarks ? ['', `Your notes: ${order.Remarks}`] : []),
    '',
    `Track your order at ${trackUrl} with order number ${order.OrderNo} and your mobile number.`,
    ...(claimUrl ? ['', `${claimText} ${claimUrl}`] : []),
    '',
    shop.name,
    ...(contact ? [contact] : []),
  ].join('\n');

  const rows = lines
    .map(
      (l) =>
        `<tr><td style="padding:4px 8px">${escapeHtml(l.name)}</td><td style="padding:4px 8px;text-align:center">${l.quantity}</td><td style="padding:4px 8px;text-align:right">${escapeHtml(l.amount)}</td></tr>`,
    )
    .join('');
  const total = (label: string, value: string, bold = false) =>
    `<tr><td colspan="2" style="padding:4px 8px;text-align:right">${escapeHtml(label)}</td><td style="padding:4px 8px;text-align:right${bold ? ';font-weight:bold' : ''}">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<p>Hello ${escapeHtml(order.CustomerName)},</p>
<p>Thank you for your order <strong>#${order.OrderNo}</strong> of ${escapeHtml(order.OrderDate)} at ${escapeHtml(shop.name)}.</p>
<table style="border-collapse:collapse;border:1px solid #ddd">
<thead><tr style="background:#f4f4f4"><th style="padding:4px 8px;text-align:left">Item</th><th style="padding:4px 8px">Qty</th><th style="padding:4px 8px;text-align:right">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${total('Items', formatTT(order.ItemTotal))}${total('Freight', freight)}${total('Total', formatTT(order.TotalAmount), true)}</tfoot>
</table>
${fulfilment.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
${payment.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
${order.Remarks ? `<p>Your notes: ${escapeHtml(order.Remarks)}</p>` : ''}
<p>Track your order at <a href="${escapeHtml(trackUrl)}">${escapeHtml(trackUrl)}</a> with order number ${order.OrderNo} and your mobile number.</p>
${claimUrl ? `<p>${escapeHtml(claimText)} <a href="${escapeHtml(claimUrl)}">${escapeHtml(claimUrl)}</a></p>` : ''}
<p>${escapeHtml(shop.name)}${contact ? `<br>${escapeHtml(contact)}` : ''}</p>
</body></html>`;

  return { to: order.CustomerEmail, subject: `Your ${shop.name} order #${order.OrderNo}`, text, html };
}

function paymentLines(order: StoredOrder, shop: ShopSettings): string[] {
  switch (order.PMNo) {
    case PaymentMethod.Wipay:
      return order.Paid
        ? [`Payment: paid by card (WiPay)${order.WipayTransactionId ? `, transaction ${order.WipayTransactionId}` : ''}.`]
        : ['Payment: by card (WiPay), not yet received.'];
    case PaymentMethod.BankTransfer: {
      const b = shop.bank;
      // Never an empty account: an order taken before the details were removed is told to ask.
      if (!bankTransferReady(b)) return [`Payment: bank transfer of ${formatTT(order.TotalAmount)}; we will send you the account details.`];
      return [
        `Payment: bank transfer of ${formatTT(order.TotalAmount)} within 3 days to:`,
        `Account name: ${b.accountName}; Bank: ${b.bank}; Account number: ${b.accountNumber}${b.swift ? `; SWIFT: ${b.swift}` : ''}.`,
        ...(b.receiptNote ? [b.receiptNote] : []),
      ];
    }
    default:
      return [`Payment: cash on delivery, ${formatTT(order.TotalAmount)}${order.IsPickup === 1 ? ' when you collect your order' : ' to the courier'}.`];
  }
}
