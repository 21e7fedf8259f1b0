import { FOCUS_OUTLINE } from '../../styles/focus.js';
// <trini-site-search>: parts form, input, button, toggle (the compact icon), dialog (the compact search).
// The widget is its own size container: below 170px of its own width only the icon shows.
export const siteSearchCss = `
:host { display: block; min-width: 0; }
.trini-root { container-type: inline-size; } /* not on :host, where a page's "* { all: unset }" would win */
.site-search {
  display: flex; align-items: stretch; width: 100%; max-width: 640px; margin: 0 auto;
  border: 1px solid var(--_border); border-radius: 999px; background: var(--_surface-alt);
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
}
.site-search:focus-within { border-color: var(--_brand); background: var(--_surface); }
/* The pill draws its input's focus ring. */
.site-search:has(input:focus-visible) { ${FOCUS_OUTLINE} }
.site-search input {
  flex: 1; min-width: 0; border: 0; background: transparent; border-radius: 999px 0 0 999px;
  padding: 0.55em 0.4em 0.55em 1.1em;
}
.site-search input:focus-visible { outline: none; }
.site-search button { flex: none; margin: 3px; padding: 0 0.8em; border-radius: 999px; }

.search-toggle { display: none; padding: 8px; border-radius: 50%; color: var(--_text); }
.search-toggle svg { flex: none; max-width: none; }
@container (max-width: 169.98px) {
  .site-search.inline { display: none; }
  .search-toggle { display: inline-flex; }
}

.search-dialog {
  position: fixed; inset: 0 0 auto 0; margin: 0; width: 100%; max-width: 100%;
  padding: 12px 16px; border: 0; background: var(--_surface); box-shadow: var(--_shadow);
}
.search-dialog::backdrop { background: rgba(18, 32, 20, 0.45); }
.search-dialog[open] { animation: trini-drop 0.18s ease-out; }
@keyframes trini-drop { from { transform: translateY(-100%); } to { transform: none; } }
@media (prefers-reduced-motion: reduce) { .search-dialog[open] { animation: none; } }
`;
