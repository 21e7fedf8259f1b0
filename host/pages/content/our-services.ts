import { html } from '../html.js';
import type { ShopSettings } from '../../../widgets/domain/shop-settings.js';
import { formatTT } from '../../../widgets/domain/money.js';

export const ourServices = (shop: ShopSettings) => ({
  title: 'Our Services',
  description: `What ${shop.name} offers: online ordering, islandwide delivery, pickup, and partner shop ordering.`,
  body: html`
<ul>
  <li><strong>Online ordering</strong> as a guest or with an account, paying cash on delivery, by bank transfer or by card.</li>
  <li><strong>Delivery across Trinidad and Tobago</strong> for orders from ${formatTT(shop.delivery.minimum)}, usually within 2 working days.</li>
  ${shop.pickups.length ? html`<li><strong>Pickup</strong> from our outlet for any order, with no freight.</li>` : ''}
  <li><strong>Multi-buy prices</strong>: buy 2, 3 or 5 of many products and pay less per item.</li>
  <li><strong>Partner shops</strong>: boutiques and pharmacies can sell our range on their own pages.</li>
</ul>`,
});
