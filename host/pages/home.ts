import { BANNER_NUMBERS, HOME_CATEGORIES, slug } from '../../widgets/domain/navigation.js';
import type { ShopSettings } from '../../widgets/domain/shop-settings.js';
import {
  BANNER_SLIDE_MS,
  CATEGORY_CAROUSEL_VISIBLE,
  CATEGORY_CAROUSEL_VISIBLE_NARROW,
  STAR_COUNT,
  TESTIMONIALS_VISIBLE,
  TESTIMONIALS_VISIBLE_NARROW,
} from '../../widgets/domain/constants.js';
import { html, Html } from './html.js';
import { TESTIMONIALS } from './content/testimonials.js';

const SLIDES = [
  { image: '/media/slider/1.svg', alt: 'Natural skin care made in the Caribbean', href: '/search/Skin' },
  { image: '/media/slider/2.svg', alt: 'Hair care with coconut and castor oil', href: '/csearch/Hair%20Oil' },
  { image: '/media/slider/3.svg', alt: 'Gift packs for every occasion', href: '/csearch/Combos' },
];

/** The first slide is the home page's largest image: the shell preloads it. */
export const HOME_LCP_IMAGE = SLIDES[0].image;

/** Home page (docs/screens.md#home). */
export function homeBody(shop: ShopSettings): Html {
  return html`
<h1 class="visually-hidden">${shop.name}: ${shop.tagline}</h1>
<trini-carousel class="home-slider" visible="1" visible-narrow="1" autoplay-ms="${BANNER_SLIDE_MS}" label="Featured">
  ${SLIDES.map((s) => html`<a href="${s.href}"><img src="${s.image}" alt="${s.alt}" width="1600" height="500"></a>`)}
</trini-carousel>

<section class="section">
  <h2>Our Products</h2>
  <trini-product-grid mode="home"></trini-product-grid>
</section>

<section class="section">
  <h2>Shop by Category</h2>
  <trini-carousel visible="${CATEGORY_CAROUSEL_VISIBLE}" visible-narrow="${CATEGORY_CAROUSEL_VISIBLE_NARROW}" label="Shop by Category">
    ${HOME_CATEGORIES.map(
      // The tile artwork already shows the name; the text stays for screen readers and the link's name.
      (c) =>
        html`<a class="category-tile" href="/csearch/${encodeURIComponent(c)}"><img src="/media/categories/${slug(c)}.svg" alt="" width="200" height="200"><span class="visually-hidden">${c}</span></a>`,
    )}
  </trini-carousel>
</section>

<section class="section">
  <h2>What our Customer Says</h2>
  <trini-carousel visible="${TESTIMONIALS_VISIBLE}" visible-narrow="${TESTIMONIALS_VISIBLE_NARROW}" label="What our Customer Says">
    ${TESTIMONIALS.map(
      (t) => html`<figure class="testimonial">
      <img src="${t.image}" alt="" width="64" height="64">
      <blockquote>${t.review}</blockquote>
      <figcaption><strong>${t.name}</strong><br><span>${t.about}</span><br><span class="stars" role="img" aria-label="Rated ${t.rating} out of 5">${new Html('&#9733;'.repeat(t.rating) + '&#9734;'.repeat(STAR_COUNT - t.rating))}</span></figcaption>
    </figure>`,
    )}
  </trini-carousel>
</section>

<section class="section why-us">
  <div class="why-us__text">
    <h2>why buy from us?</h2>
    <ul>
      <li>Natural products chosen by a Trinidad and Tobago retailer.</li>
      <li>Pay cash on delivery, by bank transfer or by card.</li>
      <li>Delivery across both islands${shop.pickups[0] ? html`, or pickup in ${shop.pickups[0].town || 'our outlet'} with no freight` : ''}.</li>
      <li>Multi-buy prices: more for less on your favourites.</li>
    </ul>
  </div>
  <img src="/media/why/1.svg" alt="Natural ingredients from the islands" width="600" height="400">
  <img src="/media/why/2.svg" alt="Delivered across Trinidad and Tobago" width="600" height="400">
</section>

<trini-carousel class="banner-slider" visible="1" visible-narrow="1" autoplay-ms="${BANNER_SLIDE_MS}" label="Promotions">
  ${BANNER_NUMBERS.map(
    (b, i) => html`<a href="/search?b=${b}"><img src="/media/expo-promotion/${16 + i}.svg" alt="Promotion ${i + 1}" width="1265" height="310"></a>`,
  )}
</trini-carousel>`;
}
