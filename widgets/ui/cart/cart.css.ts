// The cart page. Container queries, so it also fits a narrow column: lines and summary side by side
// from 760px, a line's stepper/total/delete under its name below 520px.
// Parts: breadcrumb, notice, details, total-items, line, line-name, discount, minus, quantity, plus,
// line-total, delete-button, summary, order-total, freight, free-shipping, to-pay, delivery-note,
// checkout, empty, continue, and the product grid/card parts of the lists below.
import { productGridCss } from '../product-grid/product-grid.css.js';
import { stepperCss } from '../shared/stepper.css.js';

export const cartCss = `
${productGridCss}
.cart-page { container: cart / inline-size; display: flex; flex-direction: column; gap: 20px; }
.breadcrumb ol { display: flex; flex-wrap: wrap; gap: 6px; font-size: 0.9em; color: var(--_muted); }
.breadcrumb li + li::before { content: '/'; margin-right: 6px; color: var(--_border); }
.notice {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px;
  padding: 10px 14px;
  border-left: 4px solid var(--_accent);
  border-radius: var(--_radius-small);
  background: #fff8e1;
}
.adding { padding: 24px; text-align: center; color: var(--_muted); }
.cart-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 20px; align-items: start; }
@container cart (min-width: 760px) { .cart-layout { grid-template-columns: minmax(0, 1fr) 320px; } }
@container cart (min-width: 1000px) { .cart-layout { grid-template-columns: minmax(0, 1fr) 360px; gap: 28px; } }
.details, .summary {
  background: var(--_surface);
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
}
.details-head {
  display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 8px;
  padding: 14px 16px;
  border-bottom: 1px solid var(--_border);
}
.details-title, .summary-title { font-size: 1.15em; }
.details-title:focus { outline: none; }
.total-items { color: var(--_muted); }
.total-items strong { color: var(--_text); }
.cart-lines { padding: 0 16px; }
.cart-line {
  display: grid;
  grid-template-columns: 72px auto minmax(0, 1fr) auto;
  grid-template-areas: 'img info info delete' 'img stepper total total';
  gap: 8px 12px;
  align-items: center;
  padding: 14px 0;
  border-bottom: 1px solid var(--_border);
}
.cart-line:last-child { border-bottom: 0; }
@container cart (min-width: 520px) {
  .cart-line { grid-template-columns: 96px minmax(0, 1fr) auto 110px auto; grid-template-areas: 'img info stepper total delete'; gap: 12px 16px; }
  .cart-line .delete { align-self: center; }
}
.cart-line .line-image {
  grid-area: img; align-self: start;
  display: block; aspect-ratio: 1; width: 100%;
  border-radius: var(--_radius-small); overflow: hidden; background: var(--_surface-alt);
}
.line-image img { width: 100%; height: 100%; object-fit: cover; }
.line-info { grid-area: info; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.line-name { color: var(--_text); font-weight: 600; line-height: 1.3; }
.line-name:hover { color: var(--_brand); }
.line-option, .unit-price { font-size: 0.85em; color: var(--_muted); }
.line-deal {
  align-self: flex-start; margin-top: 2px; padding: 0 8px; border-radius: 999px; white-space: nowrap;
  background: var(--_surface-alt); color: var(--_brand-dark); font-size: 0.78em; font-weight: 600;
}
.stepper { grid-area: stepper; justify-self: start; }
${stepperCss}
.line-total { grid-area: total; justify-self: end; display: flex; flex-direction: column; align-items: flex-end; font-variant-numeric: tabular-nums; }
.line-total .was { font-size: 0.8em; color: var(--_muted); }
.delete { grid-area: delete; justify-self: end; align-self: start; width: 38px; height: 38px; border-radius: 50%; color: var(--_muted); }
.delete:hover:not(:disabled) { color: var(--_danger); }
.icon { width: 20px; height: 20px; }
.summary { padding: 16px; display: flex; flex-direction: column; gap: 14px; }
@container cart (min-width: 760px) { .summary { position: sticky; top: 16px; } }
.country { display: flex; flex-wrap: wrap; gap: 6px 18px; margin: 0; padding: 0; border: 0; }
.country legend { float: left; width: 100%; margin-bottom: 4px; font-weight: 600; font-size: 0.9em; }
.radio { display: inline-flex; align-items: center; gap: 6px; cursor: pointer; }
.totals > div { display: flex; justify-content: space-between; gap: 12px; padding: 6px 0; }
.totals dd { font-variant-numeric: tabular-nums; }
.free-shipping { color: var(--_brand-dark); font-weight: 600; }
.to-pay { margin-top: 4px; border-top: 1px solid var(--_border); padding-top: 10px !important; font-weight: 700; font-size: 1.1em; }
.to-pay dd { color: var(--_brand-dark); }
.minimum-note {
  padding: 10px 12px; border-radius: var(--_radius-small);
  background: #fff8e1; border-left: 4px solid var(--_accent); font-size: 0.88em;
}
.minimum-note .pickup { margin-top: 4px; color: var(--_muted); }
.checkout { width: 100%; padding: 0.8em 1em; font-size: 1.05em; }
.continue { text-align: center; font-size: 0.92em; }
.empty-cart {
  display: flex; flex-direction: column; align-items: center; gap: 8px;
  padding: 40px 16px; text-align: center;
  border: 1px dashed var(--_border); border-radius: var(--_radius); background: var(--_surface-alt);
}
.empty-icon { width: 64px; height: 64px; color: var(--_brand); opacity: 0.6; }
.empty-title { font-size: 1.4em; }
.empty-text { color: var(--_muted); margin-bottom: 8px; }
.recommendations { display: flex; flex-direction: column; gap: 28px; margin-top: 12px; }
`;
