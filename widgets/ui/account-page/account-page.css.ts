// <trini-account-page>. Parts: page, title, side-menu, tiles, form, table, row, order, lines, steps,
// track-result, terms-dialog, return-done, login-notice. Container queries: the menu sits beside the
// page from 760px of the widget's own width, above it (a scrolling row of links) when narrower.
import { accountFormsCss } from './forms.css.js';

export const accountPageCss = `
.account-shell { container-type: inline-size; }
.account-page { display: grid; grid-template-columns: minmax(0, 1fr); gap: 20px; align-items: start; }
.side-menu { min-width: 0; }
.account-main { display: grid; gap: 16px; min-width: 0; }
.account-main > h1 { font-size: 1.6em; color: var(--_brand-dark); }
.side-menu ul { display: flex; flex-wrap: wrap; gap: 6px; padding-bottom: 4px; }
.side-menu a, .side-menu .logout {
  display: block; white-space: nowrap; padding: 8px 14px; border-radius: 999px;
  background: var(--_surface-alt); color: var(--_text); font-weight: 600; font-size: 0.92em;
}
.side-menu .logout { border: 0; color: var(--_danger); }
.side-menu a:hover { text-decoration: none; color: var(--_brand); }
.side-menu a[aria-current='page'] { background: var(--_brand); color: var(--_brand-contrast); }
.account-page .side-menu { order: -1; }
.guest-note { color: var(--_muted); }
@container (min-width: 760px) {
  .account-page { grid-template-columns: 220px minmax(0, 1fr); gap: 28px; }
  .account-page.guest { grid-template-columns: minmax(0, 1fr); }
  .account-page .side-menu { order: 0; grid-column: 1; grid-row: 1; position: sticky; top: 12px; }
  .account-main { grid-column: 2; grid-row: 1; }
  .account-page.guest .account-main { grid-column: 1; }
  .side-menu ul {
    flex-direction: column; gap: 0; overflow: visible; padding: 6px;
    background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
  }
  .side-menu a, .side-menu .logout { background: none; border-radius: var(--_radius-small); padding: 10px 12px; width: 100%; justify-content: flex-start; }
  .side-menu li + li { border-top: 1px solid var(--_surface-alt); }
}

.welcome { color: var(--_muted); }
.tiles { display: grid; gap: 14px; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
.tile {
  display: grid; gap: 6px; height: 100%; padding: 18px; color: var(--_text);
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
  transition: box-shadow 0.15s ease, border-color 0.15s ease;
}
.tile:hover { text-decoration: none; border-color: var(--_brand); box-shadow: var(--_shadow); }
.tile svg { width: 36px; height: 36px; padding: 6px; border-radius: 50%; background: var(--_surface-alt); color: var(--_brand); }
.tile-title { font-weight: 700; color: var(--_brand-dark); }
.tile-text { color: var(--_muted); font-size: 0.9em; }

.loading, .notice { padding: 18px; border: 1px dashed var(--_border); border-radius: var(--_radius); color: var(--_muted); display: grid; gap: 8px; justify-items: start; }
.notice.failed { color: var(--_danger); border-color: #f0c4c0; background: #fff8f7; }
.card { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); padding: 16px; display: grid; gap: 10px; align-content: start; min-width: 0; }
.card h2 { font-size: 1.05em; color: var(--_brand-dark); }
.muted { color: var(--_muted); }
.status { display: inline-block; padding: 2px 10px; border-radius: 999px; background: var(--_surface-alt); color: var(--_brand-dark); font-weight: 600; font-size: 0.88em; white-space: nowrap; }
address { font-style: normal; line-height: 1.5; }
.details { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 6px 16px; }
.details dt { color: var(--_muted); }
.details dd { font-weight: 600; }
.order-detail { display: grid; gap: 16px; }
@container (min-width: 640px) { .order-detail { grid-template-columns: 1fr 1fr; } .order-detail > table, .order-detail > .card:nth-of-type(3), .order-detail > .form-buttons { grid-column: 1 / -1; } }

.data-table { width: 100%; border-collapse: separate; border-spacing: 0; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); overflow: hidden; }
.data-table th, .data-table td { padding: 10px 12px; text-align: left; border-bottom: 1px solid var(--_border); vertical-align: middle; }
.data-table thead th { background: var(--_surface-alt); color: var(--_brand-dark); font-size: 0.85em; text-transform: uppercase; letter-spacing: 0.03em; white-space: nowrap; }
.data-table tbody th { font-weight: 600; }
.data-table tbody tr:last-child > *, .data-table tfoot tr:last-child > * { border-bottom: 0; }
.data-table .num { text-align: right; white-space: nowrap; }
.data-table tfoot th { text-align: right; font-weight: 600; color: var(--_muted); }
.data-table tfoot .grand > * { font-size: 1.1em; color: var(--_brand-dark); font-weight: 700; }
.data-table.plain { border: 0; }
.data-table .option { color: var(--_muted); font-weight: 400; }
.button-link { display: inline-block; padding: 0.55em 1.1em; border-radius: var(--_radius-small); background: var(--_brand); color: var(--_brand-contrast); font-weight: 600; }
.button-link:hover { background: var(--_brand-dark); text-decoration: none; }
.button-link.small { padding: 0.35em 0.9em; font-size: 0.9em; }
@container (max-width: 639.98px) {
  .data-table.history, .data-table.history tbody, .data-table.lines, .data-table.lines tbody, .data-table.lines tfoot { display: block; }
  .data-table.history thead, .data-table.lines thead { display: none; }
  .data-table.history tr, .data-table.lines tbody tr { display: grid; grid-template-columns: minmax(0, 1fr); gap: 3px; padding: 12px; border-bottom: 1px solid var(--_border); }
  .data-table.history tr > *, .data-table.lines tbody tr > * { display: block; padding: 0; border: 0; text-align: left; }
  .data-table.history td[data-label]::before, .data-table.lines td[data-label]::before { content: attr(data-label) ': '; color: var(--_muted); font-size: 0.85em; }
  .data-table.history th[scope='row'], .data-table.lines th[scope='row'] { font-size: 1.05em; }
  .data-table.history .action { margin-top: 6px; }
  .data-table.history td.action::before { display: none; }
  .data-table.lines tfoot tr { display: flex; justify-content: space-between; }
  .data-table.lines tfoot th, .data-table.lines tfoot td { border: 0; padding: 6px 12px; }
}

.steps { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); counter-reset: step; margin-top: 8px; }
.step { position: relative; display: grid; justify-items: center; gap: 6px; text-align: center; color: var(--_muted); font-size: 0.9em; }
.step::before { content: ''; position: absolute; top: 17px; left: -50%; width: 100%; height: 4px; background: var(--_border); z-index: 0; }
.step:first-child::before { display: none; }
.step.done::before { background: var(--_brand); }
.dot { position: relative; z-index: 1; display: grid; place-items: center; width: 38px; height: 38px; border-radius: 50%; background: var(--_surface); border: 3px solid var(--_border); font-weight: 700; }
.step.done { color: var(--_brand-dark); }
.step.done .dot { background: var(--_brand); border-color: var(--_brand); color: var(--_brand-contrast); }
.step.current .label { font-weight: 700; }
.step.current .dot { box-shadow: 0 0 0 5px rgba(46, 125, 50, 0.2); }
@container (max-width: 459.98px) {
  .steps { grid-template-columns: 1fr; gap: 14px; }
  .step { grid-template-columns: auto 1fr; justify-items: start; align-items: center; text-align: left; }
  .step::before { top: -14px; left: 17px; width: 4px; height: 14px; }
}

.track { display: grid; gap: 16px; }
.done-card { justify-items: start; border-left: 4px solid var(--_brand); }
.done-card .rma { font-size: 1.1em; font-weight: 600; }
/* A link inside a sentence must not be told apart by colour alone (WCAG 1.4.1, axe link-in-text-block). */
p a { text-decoration: underline; }
${accountFormsCss}
`;
