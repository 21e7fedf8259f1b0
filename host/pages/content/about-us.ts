import { html } from '../html.js';
import type { ShopSettings } from '../../../widgets/domain/shop-settings.js';
import { bankDetails, contactLine, pickupDetails } from './blocks.js';

export const aboutUs = (shop: ShopSettings) => ({
  title: 'About Us',
  description: `${shop.name}: ${shop.tagline}.`,
  body: html`
<h2>Who we are</h2>
<p>${shop.name} brings natural body, skin and hair care to homes across Trinidad and Tobago: honest natural products, fair prices and friendly service.</p>
${contactLine(shop, 'Questions? Write or call us')}
<h2>Paying by bank transfer</h2>
${bankDetails(shop)}
<h2>Pickup</h2>
${pickupDetails(shop)}`,
});
