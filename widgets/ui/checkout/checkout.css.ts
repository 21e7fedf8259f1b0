// <trini-checkout>: the form beside a sticky 'Your Order' panel on wide containers; on narrow ones the
// summary comes first with its own order button (docs/screens.md#checkout: the summary button shows on narrow screens).
// --trini-sticky-top: how far below the viewport top the summary sticks (clears a sticky page header).
// Parts: checkout, form, section, summary, summary-line, totals, total, place-order, notice, pickup,
// delivery-minimum, bank-details, wipay, wipay-logo, account-details, account-button, empty, placed.
import { formCss } from './form.css.js';

export const checkoutCss = `${formCss}
.checkout { container-type: inline-size; }
.layout { display: grid; gap: 16px; align-items: start; }
.summary { display: grid; gap: 12px; }
.summary .card-title { margin-bottom: 0; }
.summary-lines { display: grid; gap: 12px; max-height: 420px; overflow: auto; padding: 8px 4px 2px 0; }
.summary-line { display: grid; grid-template-columns: 56px minmax(0, 1fr) auto; gap: 12px; align-items: center; }
.thumb { position: relative; width: 56px; height: 56px; }
.thumb img { width: 56px; height: 56px; object-fit: cover; border-radius: var(--_radius-small); border: 1px solid var(--_border); background: var(--_surface-alt); }
.qty-badge {
  position: absolute; top: -8px; right: -8px; min-width: 22px; height: 22px; padding: 0 6px;
  border-radius: 11px; background: var(--_brand); color: var(--_brand-contrast);
  font-size: 12px; font-weight: 700; line-height: 22px; text-align: center;
}
.line-text { display: grid; gap: 2px; min-width: 0; }
.line-name {
  font-weight: 600; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical;
}
.line-variant { font-size: 0.88em; color: var(--_muted); }
.line-total { white-space: nowrap; }
.totals {
  display: grid; grid-template-columns: 1fr auto; gap: 6px 0;
  padding-top: 12px; border-top: 1px solid var(--_border);
}
.totals dd { text-align: right; font-variant-numeric: tabular-nums; padding-left: 12px; }
.totals .grand { font-size: 1.15em; font-weight: 700; padding-top: 6px; border-top: 1px dashed var(--_border); }
.empty { text-align: center; display: grid; gap: 12px; justify-items: center; padding: 40px 16px; }
.empty-title { font-size: 1.4em; color: var(--_brand-dark); }
.placed { text-align: center; font-weight: 600; color: var(--_brand-dark); padding: 32px 16px; }

@container (min-width: 900px) {
  .layout { grid-template-columns: minmax(0, 1fr) minmax(300px, 380px); }
  .summary { grid-column: 2; grid-row: 1; position: sticky; top: var(--trini-sticky-top, 100px); }
  .form { grid-column: 1; grid-row: 1; }
  .summary-action { display: none; }
}
`;
