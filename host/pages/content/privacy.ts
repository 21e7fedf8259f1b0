import { html } from '../html.js';
import type { ShopSettings } from '../../../widgets/domain/shop-settings.js';
import { contactLine } from './blocks.js';

export const privacyPolicy = (shop: ShopSettings) => ({
  title: 'Privacy Policy',
  description: `How ${shop.name} collects, uses and shares your personal data when you shop with us.`,
  body: html`
<h2>What we collect</h2>
<p>When you order we collect your name, mobile number, email address (optional), delivery address and city, and the products you buy. When you register we also keep a securely hashed password.</p>
<h2>How we use it</h2>
<p>To process and deliver your order, to send your order confirmation, to contact you about your order, and, if you registered, to show your order history.</p>
<h2>Who we share it with</h2>
<p>When an order is placed, we share what is needed with our courier (to deliver it) and with the card processor (when you pay by card). We do not sell your data.</p>
<h2>Cookies</h2>
<p>We use a security cookie to protect forms, keep your cart in your browser for the session, and use advertising cookies to show our products to you again on social media (retargeting).</p>
<h2>Children</h2>
<p>Our store is not aimed at children and we do not knowingly collect data from them.</p>
<h2>Contact</h2>
${contactLine(shop, 'Questions about your data')}`,
});
