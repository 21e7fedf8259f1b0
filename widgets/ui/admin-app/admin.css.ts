// <trini-admin-app>. Parts: sign-in, tabs, orders, order, history, returns, shops, chart, report, products, settings, setup,
// staff.
// Phone first (staff work from phones): one column, lists of cards rather than wide tables, wide tables
// scroll inside their own box.
export const adminCss = `
.admin { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; max-width: 1100px; margin: 0 auto; padding: 12px; }
.admin > *, .admin section { min-width: 0; }
.admin h1 { font-size: 1.5em; margin: 0 0 8px; display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
.admin h2 { font-size: 1.15em; margin: 12px 0 6px; }
.card { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); padding: 14px; }
.muted { color: var(--_muted); }
label { display: grid; gap: 4px; font-weight: 600; font-size: 0.92em; }
label.inline { display: inline-grid; margin-bottom: 8px; }
label.check { display: flex; align-items: center; gap: 8px; margin: 10px 0; }
input, select { font: inherit; min-height: 40px; padding: 6px 10px; border: 1px solid var(--_border); border-radius: var(--_radius-small); background: var(--_surface); min-width: 0; }
button { min-height: 40px; }
button.small { min-height: 36px; padding: 4px 12px; font-size: 0.9em; }
button.danger { background: var(--_danger); color: #fff; border-color: var(--_danger); }
button.link { background: none; border: 0; padding: 0; min-height: 0; color: var(--_brand); font-weight: 700; font-size: 1.05em; cursor: pointer; text-decoration: underline; }
.sign-in { max-width: 380px; margin: 24px auto; display: grid; gap: 12px; width: 100%; box-sizing: border-box; }
.tabs { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.tabs a { padding: 8px 14px; border-radius: 999px; background: var(--_surface-alt); color: var(--_text); font-weight: 600; text-decoration: none; }
.tabs a[aria-current='page'] { background: var(--_brand); color: var(--_brand-contrast, #fff); }
.tabs .sign-out { margin-left: auto; }
.sandbox-badge { padding: 4px 10px; border-radius: 999px; background: #fff3e0; color: #8a4b00; border: 1px solid #8a4b00; font-weight: 700; font-size: 0.85em; }
.filters { display: grid; grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); gap: 10px; align-items: end; }
.filter-buttons { display: flex; gap: 8px; }
.message { padding: 8px 12px; border-radius: var(--_radius-small); margin: 0; }
.message.done { background: #e8f5e9; color: #1b5e20; }
.message.error { background: #fdecea; color: #8a1c12; }
.order-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.order-card { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); padding: 12px; display: grid; gap: 6px; }
.order-head { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; }
.order-head .amount { margin-left: auto; }
.order-meta { color: var(--_muted); font-size: 0.9em; overflow-wrap: anywhere; }
.status { display: inline-block; padding: 2px 10px; border-radius: 999px; background: var(--_surface-alt); font-size: 0.8em; font-weight: 700; }
.status-pending, .status-awaiting-payment { background: #fff3e0; color: #8a4b00; }
.status-paid, .status-ready-for-pickup { background: #e3f2fd; color: #0d47a1; }
.status-shipped, .status-en-route { background: #ede7f6; color: #4527a0; }
.status-delivered, .status-collected { background: #e8f5e9; color: #1b5e20; }
.status-cancelled, .status-payment-failed { background: #fdecea; color: #8a1c12; }
.status-refund-due { margin-left: 6px; background: #8a1c12; color: #fff; }
.quick { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.quick input { flex: 1 1 180px; }
.note { background: var(--_surface-alt); padding: 6px 10px; border-radius: var(--_radius-small); font-size: 0.9em; }
.pager { display: flex; gap: 10px; align-items: center; justify-content: center; margin-top: 10px; }
.facts { display: grid; grid-template-columns: minmax(90px, max-content) 1fr; gap: 4px 12px; margin: 0; }
.facts dt { font-weight: 700; }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.actions { display: grid; gap: 10px; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.92em; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--_border); }
td:last-child, th:last-child { text-align: right; }
.receipts { margin: 12px 0; }
.receipt-list { display: flex; flex-wrap: wrap; gap: 12px; }
.receipt-photo { margin: 0; max-width: 280px; }
.receipt-photo img { display: block; max-width: 100%; max-height: 360px; border: 1px solid var(--_border); border-radius: var(--_radius-small); }
.receipt-photo figcaption { font-size: 0.85em; overflow-wrap: anywhere; }
.unmatched summary { cursor: pointer; font-weight: 700; }
.history { margin: 0; padding-left: 20px; display: grid; gap: 6px; }
.chart { margin: 0; }
.chart svg { width: 100%; max-width: 720px; height: auto; display: block; color: var(--_text); }
.chart text { fill: currentColor; }
.legend { display: flex; flex-wrap: wrap; gap: 12px; font-size: 0.85em; margin-top: 4px; }
.legend i { display: inline-block; width: 12px; height: 12px; border-radius: 3px; vertical-align: middle; }
.add-shop { display: flex; gap: 10px; align-items: end; flex-wrap: wrap; }
.add-shop label { flex: 1 1 200px; }
.shop-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.shop-list li { display: flex; gap: 8px; align-items: start; flex-wrap: wrap; }
.shop-list input { flex: 1 1 160px; }
.shop-list textarea, .add-shop textarea { flex: 2 1 220px; min-height: 2.4em; resize: vertical; font: inherit; }
.shop-no { min-width: 2.5em; font-weight: 700; }
.editor .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 10px; }
.back { justify-self: start; }
.settings form { display: grid; gap: 14px; }
.settings fieldset { border: 1px solid var(--_border); border-radius: var(--_radius-small); padding: 10px 12px; margin: 0; min-width: 0; display: grid; gap: 10px; }
.settings legend { font-weight: 700; padding: 0 4px; }
.settings .outlet { display: grid; gap: 8px; }
.settings .outlet h2 { font-size: 1em; margin: 4px 0 0; }
.settings .grid label { align-content: space-between; }
.settings input { font-weight: 400; }
.settings fieldset > button, .settings .outlet > button { justify-self: start; }
.settings button[type='submit'] { justify-self: start; }
.settings .message, .settings p { margin: 0; }
.setup-list { margin: 0; padding-left: 1.4em; display: grid; gap: 6px; }
.setup-list li.done { color: var(--_muted); }
`;
