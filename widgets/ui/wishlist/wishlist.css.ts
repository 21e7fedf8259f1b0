// <trini-wishlist>: parts wishlist, table, row, add-to-cart, remove, empty, continue, notice.
// A container query stacks the rows into cards when the widget is narrow (phone, or a side column).
import { wishlistButtonCss } from './WishlistButton.js';

export const wishlistCss = `
.wishlist { container-type: inline-size; display: grid; gap: 16px; }
.notice {
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 10px 14px;
  border-radius: var(--_radius-small); background: #fdecea; color: var(--_danger);
}
.loading { padding: 24px; color: var(--_muted); text-align: center; }
.wishlist-table {
  width: 100%; border-collapse: separate; border-spacing: 0;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); overflow: hidden;
}
.wishlist-table th, .wishlist-table td { padding: 12px; text-align: left; vertical-align: middle; border-bottom: 1px solid var(--_border); }
.wishlist-table thead th {
  background: var(--_surface-alt); color: var(--_brand-dark); font-size: 0.85em;
  text-transform: uppercase; letter-spacing: 0.03em; white-space: nowrap;
}
.wishlist-table tbody tr:last-child > * { border-bottom: 0; }
.wishlist-table tbody tr:hover { background: #fafcf9; }
.wishlist-table .num { text-align: right; white-space: nowrap; }
.wishlist-table .sno { color: var(--_muted); width: 3em; }
.wishlist-table .image img, .no-image {
  width: 72px; height: 72px; object-fit: cover; border-radius: var(--_radius-small); background: var(--_surface-alt);
}
.no-image { display: block; }
.wishlist-table .name { font-weight: 600; }
.wishlist-table .name a { color: var(--_text); }
.wishlist-table .name a:hover { color: var(--_brand); }
.barcode { font-variant-numeric: tabular-nums; color: var(--_muted); }
.stock { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 0.85em; font-weight: 600; white-space: nowrap; }
.stock.in { background: #e3f2e1; color: var(--_brand-dark); }
.stock.out { background: #fdecea; color: var(--_danger); }
.actions { white-space: nowrap; }
.actions button { width: 40px; height: 40px; padding: 0; }
.actions button + button { margin-left: 8px; }
.actions .remove { color: var(--_danger); border-color: var(--_border); }
.actions .icon { width: 20px; height: 20px; }
.action-text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

@container (max-width: 760px) {
  .wishlist-table, .wishlist-table tbody { display: block; border: 0; background: none; }
  .wishlist-table thead { display: none; }
  .wishlist-table tbody { display: grid; gap: 12px; }
  .wishlist-table tr {
    display: grid; grid-template-columns: 72px minmax(0, 1fr); column-gap: 14px; row-gap: 2px;
    padding: 12px; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
  }
  .wishlist-table tr > * { display: block; padding: 0; border: 0; text-align: left; grid-column: 2; }
  .wishlist-table .sno { display: none; }
  .wishlist-table .image { grid-column: 1; grid-row: 1 / span 6; }
  .wishlist-table td[data-label]:not(.image):not(.actions)::before {
    content: attr(data-label) ': '; color: var(--_muted); font-size: 0.85em;
  }
  .wishlist-table .num { text-align: left; }
  .wishlist-table td.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; white-space: normal; }
  .actions button { width: auto; height: auto; padding: 0.5em 0.9em; flex: 1 1 auto; }
  .actions button + button { margin-left: 0; }
  .action-text { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
}

.empty {
  display: grid; justify-items: center; gap: 10px; padding: 40px 16px; text-align: center;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
}
.empty-icon { display: grid; place-items: center; width: 72px; height: 72px; border-radius: 50%; background: var(--_surface-alt); color: var(--_brand); }
.empty-icon .heart { width: 36px; height: 36px; }
.empty h2 { font-size: 1.35em; color: var(--_brand-dark); }
.empty p { color: var(--_muted); }
.button-link {
  display: inline-block; margin-top: 6px; padding: 0.6em 1.4em; border-radius: var(--_radius-small);
  background: var(--_brand); color: var(--_brand-contrast); font-weight: 600;
}
.button-link:hover { background: var(--_brand-dark); text-decoration: none; }
${wishlistButtonCss}
`;
