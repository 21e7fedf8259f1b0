// Blocks of the static pages built from the shop's settings: the bank account, the pickup outlets, how to reach us.
// A fact the owner has not entered is left out, never filled in.
import { html, type Html } from '../html.js';
import { bankTransferReady, type ShopSettings } from '../../../widgets/domain/shop-settings.js';

export function bankDetails(shop: ShopSettings): Html {
  const b = shop.bank;
  if (!bankTransferReady(b)) return html`<p>Bank transfer is not offered at the moment; please pay cash on delivery or by card.</p>`;
  return html`<div class="info-block">
  <dl>
    <dt>Account name</dt><dd>${b.accountName}</dd>
    <dt>Bank</dt><dd>${b.bank}</dd>
    <dt>Account number</dt><dd>${b.accountNumber}</dd>
    ${b.swift ? html`<dt>SWIFT code</dt><dd>${b.swift}</dd>` : ''}
  </dl>
  ${b.receiptNote ? html`<p>${b.receiptNote}</p>` : ''}
</div>`;
}

export function pickupDetails(shop: ShopSettings): Html {
  if (shop.pickups.length === 0) return html`<p>Orders are delivered; there is no pickup outlet at the moment.</p>`;
  return html`${shop.pickups.map(
    (p) => html`<div class="info-block">
  <p><strong>${p.address}</strong><br>${p.hours}${p.phone ? html`<br>Contact: ${p.phone}` : ''}</p>
</div>`,
  )}`;
}

/** "Smaller orders are welcome: choose Pickup ..." with the first outlet, when the shop has one. */
export function pickupSentence(shop: ShopSettings): Html {
  const p = shop.pickups[0];
  if (!p) return html``;
  return html`Smaller orders are welcome: choose <strong>Pickup</strong> at checkout and collect them from our outlet at ${p.address} (${p.hours}).`;
}

/** A paragraph with the shop's email and phone, or nothing when it has neither. */
export function contactLine(shop: ShopSettings, lead: string): Html {
  const ways = [shop.email, shop.phone].filter(Boolean);
  return ways.length ? html`<p>${lead}: ${ways.join(' or ')}.</p>` : html``;
}
