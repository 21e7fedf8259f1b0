// The focus ring shared by every widget and the store's own pages (host/pages/assets/site.css
// uses the same values): a solid outline, never a box-shadow, so no control style can override it.
// tests/unit/styles/focus-ring.test.ts checks its contrast against the surfaces it sits on (WCAG 1.4.11).
export const FOCUS_COLOR = '#1b5e20';
export const FOCUS_WIDTH = '3px';
export const FOCUS_OFFSET = '2px';
/** The outline's declarations, for a box that draws the ring of a control inside it (a search pill). */
export const FOCUS_OUTLINE = `outline: ${FOCUS_WIDTH} solid var(--_focus-color); outline-offset: ${FOCUS_OFFSET};`;
/** White under and around the ring (offset + width + 2px): the ring shows on a photo or a dark page too. */
export const FOCUS_HALO = '0 0 0 7px #ffffff';
/** On dark surfaces (snack bars, the footer). */
export const FOCUS_COLOR_ON_DARK = '#ffffff';
