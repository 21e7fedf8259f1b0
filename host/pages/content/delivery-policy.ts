import { DELIVERY_POLICY_MINIMUM } from './facts.js';
import { html } from '../html.js';
import { SHOP_INFO } from '../../../widgets/domain/shop-info.js';

export const deliveryPolicy = {
  title: 'Delivery Policy',
  description: `How ${SHOP_INFO.name} delivers across Trinidad and Tobago: processing times, freight, the TT$500 delivery minimum and pickup.`,
  body: html`
<h2>Where we deliver</h2>
<p>We deliver across Trinidad and Tobago. Orders are processed within about 2 working days of being placed (and, for bank transfers, of your payment reaching us).</p>
<h2>Minimum order for delivery</h2>
<p>The minimum order for delivery is ${DELIVERY_POLICY_MINIMUM} in items. Smaller orders are welcome: choose <strong>Pickup</strong> at checkout and collect them from our outlet at ${SHOP_INFO.pickup.address} (${SHOP_INFO.pickup.hours}).</p>
<h2>Freight</h2>
<ul>
  <li>Trinidad: TT$40.00, or free when your order qualifies for free delivery.</li>
  <li>Tobago: TT$60.00, or TT$30.00 when your order qualifies for free delivery.</li>
  <li>Pickup orders pay no freight.</li>
</ul>
<p>Products marked <em>Free delivery</em> qualify on their own; some qualify from a stated quantity, shown on the product page.</p>
<h2>Address</h2>
<p>One shipping address per order. We cannot deliver to Post Office Box addresses.</p>
<h2>Delivery attempts</h2>
<p>Our courier makes up to 3 delivery attempts. Please keep your phone on; the courier calls before arriving. If all attempts fail, the order is returned to our outlet for pickup.</p>
<h2>Payment</h2>
<p>You can pay cash on delivery, by bank transfer (your order ships once the deposit is received; please pay within 3 days), or by card through WiPay when that option is shown at checkout.</p>`,
};
