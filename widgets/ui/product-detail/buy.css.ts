// Price, badges, multi-buy, options, quantity and the two buttons.
import { optionPickerCss } from './option-picker.css.js';
export const buyCss = `
.pricing { display: grid; gap: 8px; }
.price-line { display: flex; align-items: baseline; flex-wrap: wrap; gap: 10px; }
.current-price { font-size: 1.75em; }
.list-price { color: var(--_muted); font-size: 1.05em; }
.badges { display: flex; flex-wrap: wrap; gap: 8px; }
.badge { padding: 3px 10px; border-radius: 999px; font-size: 0.8em; font-weight: 700; }
.discount-badge { background: #fff3d6; color: #7a4f00; }
.free-delivery-badge { background: #e3f1e2; color: var(--_brand-dark); }
.multi-buy { display: flex; flex-wrap: wrap; gap: 8px; }
.multi-buy li {
  padding: 6px 12px; border: 1px dashed var(--_brand); border-radius: var(--_radius-small);
  background: var(--_surface-alt); font-size: 0.9em;
}
.multi-buy strong { color: var(--_brand-dark); }

.buy-box { display: grid; gap: 14px; padding: 16px; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
${optionPickerCss}
.actions { display: flex; flex-wrap: wrap; gap: 10px; }
.actions button { flex: 1 1 150px; padding: 0.8em 1em; font-size: 1em; }
.actions.sold-out button, .actions.sold-out button:hover:not(:disabled) {
  background: #e6e9e5; color: var(--_muted); border-color: #e6e9e5; cursor: not-allowed;
}
/* The price and Add to cart at the foot of a phone's screen while the box's own buttons are off it: fixed, so showing or
   hiding it moves nothing; clear of the chat and back-to-top buttons on the right. */
.buy-bar { display: none; }
@container detail (max-width: 600px) {
  .buy-bar {
    display: flex; align-items: center; justify-content: space-between; gap: 12px;
    position: fixed; left: 16px; right: 84px; bottom: calc(16px + env(safe-area-inset-bottom, 0px)); z-index: 25;
    padding: 4px 4px 4px 16px; border: 1px solid var(--_border); border-radius: 999px;
    background: var(--_surface); box-shadow: 0 4px 14px rgba(0, 0, 0, 0.18);
    transition: opacity 0.2s ease, transform 0.2s ease, visibility 0.2s;
  }
  .buy-bar.away { visibility: hidden; opacity: 0; transform: translateY(12px); }
  .bar-price { font-weight: 700; font-size: 1.1em; white-space: nowrap; }
  .bar-add { flex: 0 1 auto; min-height: 44px; padding: 0.5em 1.2em; border-radius: 999px; white-space: nowrap; }
  .bar-add.sold-out { background: #e6e9e5; color: var(--_muted); border-color: #e6e9e5; cursor: not-allowed; }
}
@media (prefers-reduced-motion: reduce) { .buy-bar { transition: none; } }
.cart-notice { min-height: 1.4em; font-size: 0.9em; color: var(--_brand-dark); }
.cart-notice:empty { min-height: 0; }
.cart-notice a { font-weight: 600; text-decoration: underline; }
`;
