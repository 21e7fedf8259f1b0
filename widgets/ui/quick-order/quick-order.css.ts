// <trini-quick-order>: one column of cards; the cart table stacks each cell under its column name in
// narrow containers. Parts: quick-order, title, shop-name, form, section, cart-table, quantity, totals,
// total, place-order, notice, pickup, delivery-minimum, bank-details, wipay, wipay-logo, account-details,
// account-button, confirmation.
import { formCss } from '../checkout/form.css.js';

export const quickOrderCss = `${formCss}
.quick-order { container-type: inline-size; max-width: 960px; margin: 0 auto; display: grid; gap: 16px; }
.heading { display: grid; gap: 2px; }
.title { font-size: 1.5em; color: var(--_brand-dark); }
.shop-name { font-size: 1.05em; font-weight: 600; color: var(--_muted); }

.cart-table { width: 100%; border-collapse: collapse; }
.cart-table thead { display: none; }
.cart-table tr { display: grid; gap: 8px; }
.cart-table td { display: grid; grid-template-columns: 8.5em minmax(0, 1fr); gap: 8px; align-items: center; padding: 2px 0; }
.cart-table td::before { content: attr(data-label); color: var(--_muted); font-size: 0.9em; }
.image-cell img { width: 72px; height: 72px; object-fit: cover; border-radius: var(--_radius-small); border: 1px solid var(--_border); background: var(--_surface-alt); }
.name-cell { align-items: start; }
.name-cell > * { grid-column: 2; }
.name-cell::before { grid-row: 1; }
.product-name { font-weight: 600; }
.product-desc {
  font-size: 0.9em; color: var(--_muted);
  overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical;
}
.option-select { display: grid; gap: 4px; margin-top: 6px; font-size: 0.9em; }
.sold-out { font-weight: 600; }
.quantity { width: 6em; text-align: center; }
.totals {
  display: grid; grid-template-columns: 1fr auto; gap: 6px 0;
  margin-top: 16px; padding-top: 12px; border-top: 1px solid var(--_border);
}
.totals dd { text-align: right; font-variant-numeric: tabular-nums; padding-left: 12px; }
.totals .grand { font-size: 1.15em; font-weight: 700; }
.confirmation { display: grid; gap: 10px; justify-items: center; text-align: center; padding: 32px 16px; }
.confirmation:focus { outline: none; }
.confirmation .note { text-align: left; width: 100%; max-width: 460px; }
.confirmation-title { font-size: 1.3em; color: var(--_brand-dark); }
.tick { color: var(--_brand); }
.order-number { font-size: 1.1em; font-weight: 600; }

@container (min-width: 700px) {
  .cart-table thead { display: table-header-group; }
  .cart-table tr { display: table-row; }
  .cart-table th, .cart-table td { display: table-cell; padding: 10px 8px; text-align: left; vertical-align: middle; }
  .cart-table th { font-size: 0.85em; color: var(--_muted); border-bottom: 1px solid var(--_border); white-space: nowrap; }
  .cart-table td::before { content: none; }
  .name-cell > span, .name-cell > label { display: block; }
  .cart-table td:last-child, .cart-table th:last-child { text-align: right; white-space: nowrap; }
}
.quantity-note { display: block; color: var(--_danger); font-size: 0.9em; margin: 4px 0 0; }
.quantity-note:empty { margin: 0; }
`;
