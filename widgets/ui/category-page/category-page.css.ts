// <trini-category-page>. Parts: page, breadcrumb, sidebar, category-tree, filters, tag, content, intro,
// toolbar, products, no-results, pagination, section, error; the cards' own parts (card, name, price,
// add-button ...). Container queries: the page lays itself out by its own width, not the window's.
import { productCardCss } from '../product-card/product-card.css.js';

export const categoryPageCss = `
.category-page { container-type: inline-size; display: grid; gap: 20px; }
.breadcrumb ol { display: flex; flex-wrap: wrap; gap: 4px; font-size: 0.9em; color: var(--_muted); }
.breadcrumb li + li::before { content: '\\203A'; margin-right: 4px; color: var(--_muted); }
.breadcrumb [aria-current] { color: var(--_text); font-weight: 600; }

.category-page { position: relative; }
.skip-to-products {
  position: absolute; left: -9999px; top: 0; z-index: 5;
  padding: 8px 14px; border-radius: var(--_radius-small); background: var(--_surface); font-weight: 600;
}
.skip-to-products:focus { left: 0; }
.layout { display: grid; gap: 20px; align-items: start; }
.sidebar { display: grid; gap: 16px; min-width: 0; }
.sidebar-toggle { justify-self: start; }
.sidebar-toggle svg { width: 18px; height: 18px; }
.content { display: grid; gap: 16px; min-width: 0; }
@container (max-width: 859.98px) {
  .sidebar:not(.open) { display: none; }
}
@container (min-width: 860px) {
  .layout { grid-template-columns: 250px minmax(0, 1fr); }
  .sidebar-toggle { display: none; }
  .sidebar { grid-column: 1; grid-row: 1; }
  .content { grid-column: 2; grid-row: 1; }
}

.panel { background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); padding: 14px 16px; }
.panel-title { font-size: 0.8em; font-weight: 700; letter-spacing: 0.08em; color: var(--_brand-dark); margin-bottom: 10px; padding: 0; }
.muted { color: var(--_muted); font-size: 0.9em; }

.tree ul ul { margin-left: 12px; padding-left: 8px; border-left: 2px solid var(--_surface-alt); }
.tree .row { display: flex; align-items: center; justify-content: space-between; gap: 4px; border-radius: var(--_radius-small); }
.tree .row a { flex: 1; padding: 6px 8px; color: var(--_text); border-radius: var(--_radius-small); }
.tree .row a:hover { background: var(--_surface-alt); text-decoration: none; color: var(--_brand); }
.tree .top > .row a { font-weight: 600; }
.tree .sub .row a { font-size: 0.93em; }
.tree .row.current a { background: var(--_brand); color: var(--_brand-contrast); }
.tree .expand { width: 32px; height: 32px; padding: 0; flex: none; color: var(--_muted); }
.chevron { width: 20px; height: 20px; transition: transform 0.15s ease; }
.chevron.open { transform: rotate(180deg); }

.filters { display: grid; gap: 18px; }
fieldset.filter { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 6px; }
fieldset.filter + fieldset.filter { border-top: 1px solid var(--_border); padding-top: 14px; }
.check { display: flex; align-items: center; gap: 8px; min-height: 30px; cursor: pointer; }
.check input { width: 18px; height: 18px; }
input[type='range'] { padding: 0; border: 0; accent-color: var(--_brand); background: transparent; }
.range-text { font-weight: 600; color: var(--_brand-dark); font-size: 0.95em; }
.price-inputs { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.number-field label { font-size: 0.8em; color: var(--_muted); margin-bottom: 2px; }
.chips { display: flex; flex-wrap: wrap; gap: 6px; }
.chip {
  padding: 4px 12px; border-radius: 999px; font-size: 0.85em; font-weight: 600;
  background: var(--_surface-alt); color: var(--_brand-dark); border-color: var(--_border);
}
.chip:hover:not(:disabled) { background: #e3eddf; }
.chip.on { background: var(--_brand); color: var(--_brand-contrast); border-color: var(--_brand); }
.clear { justify-self: start; }

.intro h1 { font-size: 1.6em; color: var(--_brand-dark); margin-bottom: 6px; }
.intro p { color: var(--_muted); max-width: 70ch; }

.toolbar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 10px 16px; padding: 8px 12px;
  background: var(--_surface-alt); border-radius: var(--_radius);
}
.views { display: flex; gap: 4px; }
.view { width: 36px; height: 36px; padding: 0; background: var(--_surface); color: var(--_muted); border-color: var(--_border); }
.view:hover:not(:disabled) { background: var(--_surface); color: var(--_brand); }
.view.on { background: var(--_brand); color: var(--_brand-contrast); border-color: var(--_brand); }
.view svg { width: 18px; height: 18px; }
.count { flex: 1; min-width: 12em; color: var(--_muted); font-size: 0.9em; }
.selects { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.pair { display: flex; align-items: center; gap: 8px; }
.pair label { font-size: 0.9em; font-weight: 600; white-space: nowrap; }
.pair select { width: auto; padding: 0.35em 0.5em; }

.products { display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); }
.products.list { grid-template-columns: minmax(0, 1fr); gap: 12px; }
/* Cards far below the screen are not laid out or painted until the shopper scrolls near them (a category page holds
   many): the space they keep meanwhile is a card's, then the size they last had. */
.products > li { min-width: 0; content-visibility: auto; contain-intrinsic-size: auto 350px; }
.products.list > li { contain-intrinsic-size: auto 140px; }
@container (max-width: 459.98px) {
  .products.grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; }
  .intro h1 { font-size: 1.3em; }
  .toolbar { display: grid; grid-template-columns: auto minmax(0, 1fr); }
  .count { text-align: right; min-width: 0; }
  .selects { grid-column: 1 / -1; display: grid; grid-template-columns: minmax(0, 1fr) auto; }
  .pair.sort select { flex: 1; min-width: 0; }
}

.no-results, .failed {
  display: grid; justify-items: center; gap: 10px; padding: 32px 16px; text-align: center;
  border: 1px dashed var(--_border); border-radius: var(--_radius); color: var(--_muted);
}
.failed { color: var(--_danger); border-color: #f0c4c0; background: #fff8f7; }

.pagination { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 6px; }
.pagination ul { display: flex; flex-wrap: wrap; gap: 4px; }
.pagination .page { min-width: 40px; height: 40px; padding: 0 8px; }
.pagination .gap { padding: 0 4px; color: var(--_muted); align-self: center; }

.design-section { display: grid; gap: 12px; padding-top: 8px; }
.section-title { font-size: 1.3em; color: var(--_brand-dark); padding-bottom: 6px; border-bottom: 3px solid var(--_accent); justify-self: start; }
@media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
${productCardCss}
`;
