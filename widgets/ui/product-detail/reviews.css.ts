// The review tabs, the form and the list.
import { FOCUS_OUTLINE } from '../../styles/focus.js';
export const reviewsCss = `
.reviews { border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); overflow: hidden; }
.tabs { display: flex; border-bottom: 1px solid var(--_border); background: var(--_surface-alt); overflow-x: auto; }
/* The tab strip scrolls (and clips): the tabs' focus ring is drawn inside them. */
button.tab:focus-visible { outline-offset: -4px; }
button.tab {
  flex: 0 0 auto; padding: 14px 18px; border-radius: 0; border-bottom: 3px solid transparent;
  color: var(--_muted); font-weight: 600;
}
button.tab.active { color: var(--_brand-dark); border-bottom-color: var(--_brand); background: var(--_surface); }
.tab-panel { padding: 20px; }
@container detail (max-width: 600px) { .tab-panel { padding: 16px; } button.tab { flex: 1 1 0; padding: 12px 8px; font-size: 0.95em; } }
.review-thanks {
  margin: 16px 20px 0; padding: 10px 14px; border-radius: var(--_radius-small);
  background: #e3f1e2; color: var(--_brand-dark); font-weight: 600;
}

.review-form { display: grid; gap: 14px; max-width: 720px; }
.form-grid { display: grid; gap: 14px; }
@container detail (min-width: 600px) { .form-grid { grid-template-columns: 1fr 1fr; } }
.field { display: grid; gap: 0; position: relative; }
.phone { display: flex; }
.phone-prefix {
  display: inline-flex; align-items: center; padding: 0 10px; border: 1px solid var(--_border); border-right: 0;
  border-radius: var(--_radius-small) 0 0 var(--_radius-small); background: var(--_surface-alt); color: var(--_muted);
  white-space: nowrap;
}
.phone input { border-radius: 0 var(--_radius-small) var(--_radius-small) 0; min-width: 0; }
textarea { resize: vertical; min-height: 110px; }
.char-count { justify-self: end; margin-top: 4px; color: var(--_muted); font-size: 0.8em; }
.rating-stars { display: inline-flex; gap: 4px; }
.rating-star { width: 32px; height: 32px; cursor: pointer; color: var(--_border); border-radius: 4px; }
.rating-star svg { width: 100%; height: 100%; fill: currentColor; }
.rating-star.filled { color: var(--trini-star, var(--_accent)); }
.rating-star:hover { transform: scale(1.08); }
.rating-star:has(input:focus-visible) { ${FOCUS_OUTLINE} }
.form-error { padding: 8px 12px; border-radius: var(--_radius-small); background: #fdecea; font-size: 0.9em; }
.submit-review { justify-self: start; padding: 0.75em 1.6em; }

.no-reviews { color: var(--_muted); }
.review-list { display: grid; }
.review { display: grid; gap: 6px; padding: 14px 0; border-bottom: 1px solid var(--_border); }
.review:first-child { padding-top: 0; }
.review-head { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; }
.review-author { font-weight: 600; }
.review-date { color: var(--_muted); font-size: 0.85em; }
.review-title { font-size: 1em; }
.review-comments { color: var(--_text); white-space: pre-line; overflow-wrap: anywhere; }
.all-reviews { margin-top: 14px; }
`;
