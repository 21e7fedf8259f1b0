import { legalNameOf, type ShopSettings } from '../../widgets/domain/shop-settings.js';
import { html, type Html } from './html.js';

/** Footer of docs/screens.md#page-shell: brand blurb, useful links, categories, social icons, copyright. */
export function footer(shop: ShopSettings, year = new Date().getFullYear()): Html {
  const social = [
    ['Facebook', shop.social.facebook],
    ['Instagram', shop.social.instagram],
  ].filter(([, href]) => href);
  return html`<footer class="site-footer">
  <div class="site-footer__grid">
    <section>
      <h2 class="site-footer__brand">${shop.name}</h2>
      <p>${shop.tagline ? `${shop.tagline}.` : ''} Delivered across Trinidad and Tobago.</p>
    </section>
    <section>
      <h2>Useful links</h2>
      <ul>
        <li><a href="/aboutus">About us</a></li>
        <li><a href="/privacypolicy">Privacy policy</a></li>
        <li><a href="/deliverypolicy">Delivery policy</a></li>
        <li><a href="/termsandcondition">Terms of service</a></li>
        <li><a href="/ordertrack">Track your order</a></li>
      </ul>
    </section>
    <section>
      <h2>Categories</h2>
      <ul>
        <li><a href="/search/Health%20and%20Fitness">Health and fitness</a></li>
        <li><a href="/search/Hair">Hair care</a></li>
        <li><a href="/search/Face">Skin care</a></li>
        <li><a href="/search/Personal%20Care">Personal care</a></li>
      </ul>
    </section>
    <section>
      <h2>Follow us</h2>
      <p class="site-footer__social">
        ${social.map(([site, href]) => html`<a href="${href}" rel="noopener" target="_blank" aria-label="${site}">${site}</a>`)}
      </p>
      ${shop.phone ? html`<p>Call or WhatsApp ${shop.phone}</p>` : ''}
    </section>
  </div>
  <p class="site-footer__copy">&copy; ${year} ${legalNameOf(shop)}. All prices in TT$.</p>
</footer>` as Html;
}
