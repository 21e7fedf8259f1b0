// The back office's day-to-day parts: the Mark Paid confirmation, the board's item summaries and pager, the
// unread count, the products list and the stock editor.
export const shopDayCss = `
.confirm-paid { border: 2px solid var(--_danger); border-radius: var(--_radius-small); padding: 8px 12px; display: grid; gap: 6px; background: #fdecea; color: #5f130c; }
.confirm-paid p { margin: 0; }
.order-items { font-size: 0.95em; overflow-wrap: anywhere; }
.pager { flex-wrap: wrap; }
.pager .jump { display: flex; align-items: center; gap: 6px; }
.pager .inline-jump { display: flex; align-items: center; gap: 6px; font-weight: 400; }
.pager .inline-jump input { width: 4em; text-align: center; }
.unread { display: inline-block; min-width: 1.4em; padding: 0 6px; margin-left: 6px; border-radius: 999px; background: var(--_danger); color: #fff; font-size: 0.8em; text-align: center; }
.product-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.product-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px 10px; align-items: center; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); padding: 10px 12px; }
.product-row .stock { font-weight: 700; }
.product-row .stock.low { color: var(--_danger); }
.editor textarea { font: inherit; min-height: 6em; padding: 6px 10px; border: 1px solid var(--_border); border-radius: var(--_radius-small); }
.editor .wide { grid-column: 1 / -1; }
`;
