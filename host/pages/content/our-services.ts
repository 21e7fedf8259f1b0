import { html } from '../html.js';
import { SHOP_INFO } from '../../../widgets/domain/shop-info.js';

export const ourServices = {
  title: 'Our Services',
  description: `What ${SHOP_INFO.name} offers: online ordering, islandwide delivery, pickup, and partner shop ordering.`,
  body: html`
<ul>
  <li><strong>Online ordering</strong> as a guest or with an account, paying cash on delivery, by bank transfer or by card.</li>
  <li><strong>Delivery across Trinidad and Tobago</strong> for orders from TT$500, usually within 2 working days.</li>
  <li><strong>Pickup</strong> from our Tunapuna outlet for any order, with no freight.</li>
  <li><strong>Multi-buy prices</strong>: buy 2, 3 or 5 of many products and pay less per item.</li>
  <li><strong>Partner shops</strong>: boutiques and pharmacies can sell our range on their own pages.</li>
</ul>`,
};
