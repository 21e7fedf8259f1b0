// The back office's day-to-day parts: the Mark Paid confirmation, the board's item summaries and pager, the
// unread count, the low-stock badge, the products list and the stock editor, and the packing slip, which prints on A4 and, narrower than
// 90 mm, on 80 mm receipt paper (only the slip: the tabs and the buttons stay on screen).
export const shopDayCss = `
.confirm-paid { border: 2px solid var(--_danger); border-radius: var(--_radius-small); padding: 8px 12px; display: grid; gap: 6px; background: #fdecea; color: #5f130c; }
.confirm-paid p { margin: 0; }
.order-items { font-size: 0.95em; overflow-wrap: anywhere; }
.pager { flex-wrap: wrap; }
.pager .jump { display: flex; align-items: center; gap: 6px; }
.pager .inline-jump { display: flex; align-items: center; gap: 6px; font-weight: 400; }
.pager .inline-jump input { width: 4em; text-align: center; }
.unread { display: inline-block; min-width: 1.4em; padding: 0 6px; margin-left: 6px; border-radius: 999px; background: var(--_danger); color: #fff; font-size: 0.8em; text-align: center; }
.low-stock-badge { display: inline-block; margin-left: 8px; padding: 2px 10px; border-radius: 999px; background: #fdecea; color: #8a1c12; font-weight: 700; font-size: 0.9em; text-decoration: none; }
.product-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.product-row { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px 10px; align-items: center; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); padding: 10px 12px; }
.product-row .stock { font-weight: 700; }
.product-row .stock.low { color: var(--_danger); }
.editor textarea { font: inherit; min-height: 6em; padding: 6px 10px; border: 1px solid var(--_border); border-radius: var(--_radius-small); }
.editor .wide { grid-column: 1 / -1; }
.slip-tools { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; }
.slip-tools .check { margin: 0; }
.slip-tools a.button-like { display: inline-flex; align-items: center; min-height: 40px; padding: 0 14px; border: 1px solid var(--_brand); border-radius: var(--_radius-small); color: var(--_brand); font-weight: 600; text-decoration: none; }
.slip { background: #fff; color: #000; border: 1px solid var(--_border); border-radius: var(--_radius); padding: 20px; max-width: 720px; display: grid; gap: 12px; }
.slip header { display: grid; gap: 2px; border-bottom: 2px solid #000; padding-bottom: 8px; }
.slip h1 { margin: 0; font-size: 1.6em; }
.slip h2 { margin: 0 0 4px; font-size: 1em; text-transform: uppercase; letter-spacing: 0.04em; }
.slip p { margin: 0; }
.slip-lines th, .slip-lines td { border-bottom: 1px solid #999; color: #000; text-align: left; }
.slip-lines td.amount, .slip-lines th.amount { text-align: right; }
.slip-lines .qty { width: 3em; font-weight: 700; font-size: 1.1em; }
.slip-lines tfoot td { border-bottom: 0; font-weight: 700; }
.slip-payment { font-weight: 700; }
@media print {
  .tabs, .no-print, .sandbox-badge, .message { display: none !important; }
  .admin { padding: 0; max-width: none; }
  .slip { border: 0; border-radius: 0; padding: 0; max-width: none; font-size: 11pt; }
  .slip-lines tr { break-inside: avoid; }
}
@media print and (max-width: 90mm) {
  .slip { font-size: 9pt; gap: 6px; }
  .slip h1 { font-size: 13pt; }
  .slip header { border-bottom-width: 1px; }
  .slip-lines th, .slip-lines td { padding: 2px 3px; }
  .slip-lines .muted { display: none; }
}
`;
