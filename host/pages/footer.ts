import { SHOP_INFO } from '../../widgets/domain/shop-info.js';
import { html, type Html } from './html.js';

/** Footer of docs/screens.md#page-shell: brand blurb, useful links, categories, social icons, copyright. */
export function footer(year = new Date().getFullYear()): Html {
  return html`<footer class="site-footer">
  <div class="site-footer__grid">
    <section>
      <h2 class="site-footer__brand">${SHOP_INFO.name}</h2>
      <p>${SHOP_INFO.tagline}. Family-run since ${SHOP_INFO.founded}, with over ${SHOP_INFO.yearsOfRetail} years of retail experience and more than ${SHOP_INFO.customers} customers served across Trinidad and Tobago.</p>
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
        <a href="${SHOP_INFO.social.facebook}" rel="noopener" target="_blank" aria-label="Facebook">Facebook</a>
        <a href="${SHOP_INFO.social.instagram}" rel="noopener" target="_blank" aria-label="Instagram">Instagram</a>
      </p>
      <p>Call or WhatsApp ${SHOP_INFO.phone}</p>
    </section>
  </div>
  <p class="site-footer__copy">&copy; ${year} ${SHOP_INFO.legalName}. All prices in TT$.</p>
</footer>` as Html;
}
