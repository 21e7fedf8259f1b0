// Page layout, states and the info column. Sizes follow the widget's own width (container queries):
// it may sit in a narrow column on a partner page. docs/domain.md#constants: 600px (mobile product layout),
// 700px (smaller stars).
export const layoutCss = `
/* On the root, not :host: a page rule such as "* { all: unset }" beats :host and would drop the container. */
.trini-root { container: detail / inline-size; }
.detail { display: grid; gap: 40px; }
.top { display: grid; gap: 24px; align-items: start; }
@container detail (min-width: 760px) {
  .top { grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr); gap: 40px; }
}
.info { display: grid; gap: 14px; min-width: 0; }
.ribbon {
  justify-self: start; padding: 3px 10px; border-radius: 999px;
  background: var(--_accent); color: var(--_accent-contrast); font-size: 0.8em; font-weight: 700;
  text-transform: uppercase; letter-spacing: 0.04em;
}
.name { font-size: 1.65em; line-height: 1.2; overflow-wrap: anywhere; }
@container detail (max-width: 600px) { .name { font-size: 1.35em; } }
.rating-line { display: flex; align-items: center; gap: 8px; color: var(--_muted); font-size: 0.9em; }
.description { color: var(--_text); white-space: pre-line; line-height: 1.6; }
.sold-out-note {
  justify-self: start; padding: 4px 12px; border-radius: var(--_radius-small);
  background: #fdecea; color: var(--_danger); font-weight: 600;
}
.section-title { font-size: 1em; margin-bottom: 8px; }

.stars { display: inline-flex; gap: 2px; vertical-align: middle; }
.star { width: 20px; height: 20px; color: var(--_border); }
.star svg { width: 100%; height: 100%; fill: currentColor; }
.star.filled { color: var(--trini-star, var(--_accent)); }
.stars.small .star { width: 16px; height: 16px; }
@container detail (max-width: 700px) {
  .star { width: 16px; height: 16px; }
  .stars.small .star { width: 13px; height: 13px; }
}

.state {
  display: grid; justify-items: center; gap: 14px; padding: 56px 16px; text-align: center;
  background: var(--_surface-alt); border-radius: var(--_radius);
}
.state-title { font-size: 1.5em; }
.state p { color: var(--_muted); max-width: 40ch; text-align: center; }
.loading { grid-auto-flow: row; color: var(--_muted); }
.spinner {
  width: 36px; height: 36px; border-radius: 50%;
  border: 3px solid var(--_border); border-top-color: var(--_brand);
  animation: trini-spin 0.8s linear infinite;
}
@keyframes trini-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
.button-link {
  display: inline-block; padding: 0.6em 1.2em; border-radius: var(--_radius-small);
  background: var(--_brand); color: var(--_brand-contrast); font-weight: 600;
}
.button-link:hover { background: var(--_brand-dark); text-decoration: none; }

.key-features { border-top: 1px solid var(--_border); padding-top: 14px; }
.key-features dl { display: grid; gap: 6px; }
.key-features dl > div { display: grid; grid-template-columns: 90px minmax(0, 1fr); gap: 8px; font-size: 0.95em; }
.key-features dt { color: var(--_muted); }
.key-features dd { overflow-wrap: anywhere; }

.share { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; }
.share-label { color: var(--_muted); font-size: 0.9em; }
.share-links { display: flex; gap: 8px; }
.share-link {
  display: inline-flex; align-items: center; justify-content: center; width: 38px; height: 38px;
  padding: 0; border-radius: 50%; border: 1px solid var(--_border); background: var(--_surface); color: var(--_brand);
}
.share-link:hover, button.share-link:hover:not(:disabled) { background: var(--_surface-alt); text-decoration: none; }
.share-link svg { width: 18px; height: 18px; fill: currentColor; }
.copy-status { color: var(--_brand-dark); font-size: 0.85em; }
.copy-fallback { flex: 1 1 220px; font-size: 0.85em; }

.recommendations { display: grid; gap: 32px; }
.recommendations:empty { display: none; }
/* Below the buy box: skipped by style, layout and paint while away from the viewport, so that a tap in the buy box or
   the cart panel opening does not restyle and lay out three lists of cards (docs/performance.md#interactions).
   The heights stand in until each has been rendered once (the width is the column's). */
.recommendations > *, .reviews { content-visibility: auto; }
.recommendations > * { contain-intrinsic-block-size: auto 2500px; }
.reviews { contain-intrinsic-block-size: auto 600px; }
@container detail (min-width: 760px) { .recommendations > * { contain-intrinsic-block-size: auto 1300px; } }
`;
