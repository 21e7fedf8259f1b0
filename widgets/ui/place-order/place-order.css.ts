// <trini-place-order>. Parts: page, breadcrumb, product, gallery, main-image, thumbnails, name, price,
// options, quantity, facts, order-now, checkout, message. Image beside the details from 640px of width.
export const placeOrderCss = `
.place-order { container-type: inline-size; display: grid; gap: 16px; }
.breadcrumb ol { display: flex; flex-wrap: wrap; gap: 4px; font-size: 0.9em; color: var(--_muted); }
.breadcrumb li + li::before { content: '›'; margin-right: 4px; }
.breadcrumb [aria-current] { color: var(--_text); font-weight: 600; }
.panel {
  display: grid; gap: 24px; padding: 20px; background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius);
}
@container (min-width: 640px) { .panel { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); padding: 24px; } }

.gallery { display: grid; gap: 10px; min-width: 0; }
.main-image { aspect-ratio: 1 / 1; background: var(--_surface-alt); border-radius: var(--_radius); overflow: hidden; display: grid; place-items: center; }
.main-image img { width: 100%; height: 100%; object-fit: cover; }
.no-image { color: var(--_muted); }
.thumbs { display: flex; gap: 8px; overflow-x: auto; padding: 2px; }
.thumb { flex: none; width: 68px; height: 68px; padding: 0; background: var(--_surface); border: 2px solid var(--_border); border-radius: var(--_radius-small); overflow: hidden; }
.thumb:hover:not(:disabled) { background: var(--_surface); border-color: var(--_brand); }
.thumb.on { border-color: var(--_brand); }
picture { display: contents; }
.thumb img { width: 100%; height: 100%; object-fit: cover; }

.info { display: grid; gap: 12px; align-content: start; min-width: 0; }
.name { font-size: 1.55em; color: var(--_brand-dark); }
.style, .category-name { color: var(--_muted); }
.category-name { font-size: 0.9em; text-transform: uppercase; letter-spacing: 0.05em; }
.prices { display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 12px; }
.prices .price { font-size: 1.6em; }
.list-price { color: var(--_muted); }
.sold-out { padding: 2px 10px; border-radius: 999px; background: #fdecea; color: var(--_danger); font-weight: 700; font-size: 0.85em; }
.about h2 { font-size: 0.95em; margin-bottom: 4px; }
.about p { color: var(--_text); white-space: pre-line; }
.option-choice { border: 0; margin: 0; padding: 0; min-width: 0; }
.option-choice legend { font-weight: 600; margin-bottom: 6px; padding: 0; }
.option-list { display: flex; flex-wrap: wrap; gap: 8px; }
.option { display: inline-flex; align-items: center; gap: 6px; padding: 6px 12px; border: 1px solid var(--_border); border-radius: 999px; cursor: pointer; }
.option.on { border-color: var(--_brand); background: var(--_surface-alt); }
.quantity { display: flex; align-items: center; gap: 10px; }
.quantity label { font-weight: 600; }
.quantity input { width: 6em; }
.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 16px; padding: 12px 14px; background: var(--_surface-alt); border-radius: var(--_radius-small); font-size: 0.95em; }
.facts dt { color: var(--_muted); }
.facts dd { font-weight: 600; overflow-wrap: anywhere; }
.buttons { display: flex; flex-wrap: wrap; gap: 10px; }
.buttons button { flex: 1 1 10em; padding: 0.8em 1.2em; font-size: 1.02em; }
.order-now { background: var(--_accent); color: var(--_accent-contrast); }
.order-now:hover:not(:disabled) { background: #f57f17; }

.message { display: grid; justify-items: center; gap: 10px; padding: 32px 16px; text-align: center; border: 1px dashed var(--_border); border-radius: var(--_radius); }
.error-box { color: var(--_danger); }
.skeleton .block { height: 1.2em; border-radius: var(--_radius-small); background: var(--_surface-alt); }
.skeleton .block.image { height: auto; aspect-ratio: 1 / 1; }
.skeleton .block.short { width: 50%; }
.skeleton .lines { display: grid; gap: 12px; align-content: start; }
`;
