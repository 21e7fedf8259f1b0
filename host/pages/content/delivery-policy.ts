import { html } from '../html.js';
import type { ShopSettings } from '../../../widgets/domain/shop-settings.js';
import { formatTT } from '../../../widgets/domain/money.js';
import { pickupSentence } from './blocks.js';

export const deliveryPolicy = (shop: ShopSettings) => ({
  title: 'Delivery Policy',
  description: `How ${shop.name} delivers across Trinidad and Tobago: processing times, freight, the ${formatTT(shop.delivery.minimum)} delivery minimum and pickup.`,
  body: html`
<h2>Where we deliver</h2>
<p>We deliver across Trinidad and Tobago. Orders are processed within about 2 working days of being placed (and, for bank transfers, of your payment reaching us).</p>
<h2>Minimum order for delivery</h2>
<p>The minimum order for delivery is ${formatTT(shop.delivery.minimum)} in items. ${pickupSentence(shop)}</p>
<h2>Freight</h2>
<ul>
  <li>Trinidad: ${freightLine(shop.delivery.trinidad, shop.delivery.trinidadFreeDelivery)}</li>
  <li>Tobago: ${freightLine(shop.delivery.tobago, shop.delivery.tobagoFreeDelivery)}</li>
  <li>Pickup orders pay no freight.</li>
</ul>
<p>Products marked <em>Free delivery</em> qualify on their own; some qualify from a stated quantity, shown on the product page.</p>
<h2>Address</h2>
<p>One shipping address per order. We cannot deliver to Post Office Box addresses.</p>
<h2>Delivery attempts</h2>
<p>Our courier makes up to 3 delivery attempts. Please keep your phone on; the courier calls before arriving. If all attempts fail, the order is returned to our outlet for pickup.</p>
<h2>Payment</h2>
<p>You can pay cash on delivery, by bank transfer (your order ships once the deposit is received; please pay within 3 days), or by card through WiPay when that option is shown at checkout.</p>`,
});

const freightLine = (usual: number, free: number) =>
  `${formatTT(usual)}, or ${free === 0 ? 'free' : formatTT(free)} when your order qualifies for free delivery.`;
