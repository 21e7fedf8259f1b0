import { html, type Html } from '../html.js';
import { SHOP_INFO } from '../../../widgets/domain/shop-info.js';

export function bankDetails(): Html {
  const b = SHOP_INFO.bank;
  return html`<div class="info-block">
  <dl>
    <dt>Account name</dt><dd>${b.accountName}</dd>
    <dt>Bank</dt><dd>${b.bank}</dd>
    <dt>Account number</dt><dd>${b.accountNumber}</dd>
    <dt>SWIFT code</dt><dd>${b.swift}</dd>
  </dl>
  <p>${b.receiptNote}</p>
</div>`;
}

export function pickupDetails(): Html {
  const p = SHOP_INFO.pickup;
  return html`<div class="info-block">
  <p><strong>${p.address}</strong><br>${p.hours}<br>Contact: ${p.phone}</p>
</div>`;
}
