import { html } from '../html.js';
import { SHOP_INFO } from '../../../widgets/domain/shop-info.js';
import { bankDetails, pickupDetails } from './blocks.js';

export const aboutUs = {
  title: 'About Us',
  description: `${SHOP_INFO.name}: a Trinidad and Tobago retailer since ${SHOP_INFO.founded}, bringing natural body, skin and hair care to over ${SHOP_INFO.customers} customers.`,
  body: html`
<h2>Our story</h2>
<p>${SHOP_INFO.name} began in ${SHOP_INFO.founded} as a small apparel shop, grew into a superstore and a home store, and today brings natural personal-care products to homes across Trinidad and Tobago. Our team has over ${SHOP_INFO.yearsOfRetail} years of retail experience between us, and we have served more than ${SHOP_INFO.customers} customers.</p>
<h2>Our vision</h2>
<p>To serve Trinidad and Tobago first, then the Caribbean and Latin America, and in time to ship worldwide: honest natural products, fair prices and friendly service.</p>
<h2>Our team</h2>
<p>A small team of buyers, packers and customer-care staff in Tunapuna, working with local makers and trusted brands. Questions? Call or WhatsApp us on ${SHOP_INFO.phone}.</p>
<h2>Paying by bank transfer</h2>
${bankDetails()}
<h2>Pickup</h2>
${pickupDetails()}`,
};
