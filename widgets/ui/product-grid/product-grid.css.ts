// Product grid styles: a container-query grid (the widget may sit in a narrow column of a partner
// page): 1 column under 280px, 2 from 280px, 3 from 600px, 4 from 840px, 5 from 1100px.
// Parts: grid, heading, list, load-more, empty, status, and every card part.
import { productCardCss } from '../product-card/product-card.css.js';

export const productGridOnlyCss = `
.product-grid, .grid-status, .no-products { container: product-grid / inline-size; }
.product-grid { display: block; }
.heading { margin: 0 0 14px; font-size: 1.35em; color: var(--_text); }
.grid {
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
}
.grid > li { min-width: 0; }
@container product-grid (max-width: 279.98px) { .grid { grid-template-columns: minmax(0, 1fr); } }
@container product-grid (min-width: 600px) { .grid { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; } }
@container product-grid (min-width: 840px) { .grid { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 18px; } }
@container product-grid (min-width: 1100px) { .grid { grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 20px; } }
.more { display: flex; justify-content: center; margin-top: 20px; }
.load-more { min-width: min(260px, 100%); padding: 0.75em 1.5em; }
.more-error { margin-top: 10px; text-align: center; font-size: 0.9em; }
.grid-status, .no-products {
  padding: 28px 16px;
  border: 1px dashed var(--_border);
  border-radius: var(--_radius);
  background: var(--_surface-alt);
  text-align: center;
}
.grid-status p { margin-bottom: 10px; color: var(--_muted); }
.no-products .empty-icon { width: 44px; height: 44px; margin: 0 auto 8px; color: var(--_brand); opacity: 0.7; }
.no-products .title { font-size: 1.15em; font-weight: 600; }
.no-products .hint { margin: 6px 0 14px; color: var(--_muted); }
.button-link {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0.55em 1.1em;
  border-radius: var(--_radius-small);
  background: var(--_brand);
  color: var(--_brand-contrast);
  font-weight: 600;
  line-height: 1.2;
}
.button-link:hover { background: var(--_brand-dark); text-decoration: none; }
.button-link.secondary { background: var(--_surface); color: var(--_brand); border: 1px solid var(--_brand); }
.button-link.secondary:hover { background: var(--_surface-alt); }
`;

export const productGridCss = productCardCss + productGridOnlyCss;
