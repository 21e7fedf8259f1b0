// Base stylesheet adopted by every widget's shadow root (one constructed sheet shared by all widgets).
// Hostile page CSS: selectors of the page never match elements inside the shadow root, but rules such
// as `* { all: unset }` or `trini-cart { font-size: 40px }` DO match the host element itself and win
// over :host rules. So :host only sets defaults (display, the --_* tokens), and the properties we
// depend on (font size, line height, colour) are set again on .trini-root, which the page cannot reach.
// `all` never resets custom properties, so a page's --trini-* theme values always get through.
// The host page's font family is inherited on purpose (--trini-font overrides it).

import { FOCUS_COLOR, FOCUS_HALO, FOCUS_OFFSET, FOCUS_WIDTH } from './focus.js';

/**
 * The theme every widget reads (a page sets these on any ancestor); the defaults are the var() fallbacks below.
 *
 * @cssprop [--trini-font=inherit] - Font family (default: inherited from the page).
 * @cssprop [--trini-font-size=16px] - Base font size of the widget.
 * @cssprop [--trini-text=#1f2a1f] - Text colour.
 * @cssprop [--trini-brand=#2e7d32] - Brand colour: buttons, links, headings.
 * @cssprop [--trini-brand-dark=#1b5e20] - Hover colour of brand buttons; prices.
 * @cssprop [--trini-brand-contrast=#ffffff] - Text on brand-coloured buttons.
 * @cssprop [--trini-accent=#f9a825] - Accent colour: ribbons, badges, stars.
 * @cssprop [--trini-accent-contrast=#1f2a1f] - Text on the accent colour.
 * @cssprop [--trini-muted=#5f6b5f] - Secondary text.
 * @cssprop [--trini-surface=#ffffff] - Card and panel background.
 * @cssprop [--trini-surface-alt=#f3f7f1] - Alternate background (image wells, hovers, notes).
 * @cssprop [--trini-border=#d7e0d4] - Borders and dividers.
 * @cssprop [--trini-danger=#c62828] - Errors.
 * @cssprop [--trini-radius=8px] - Corner radius of cards and panels.
 * @cssprop [--trini-radius-small=4px] - Corner radius of buttons and inputs.
 * @cssprop [--trini-shadow=0 2px 10px rgba(0, 0, 0, 0.15)] - Shadow of cards, panels and snack bars.
 * @cssprop [--trini-focus-color=#1b5e20] - Colour of the focus ring (a 3px outline 2px outside the control).
 */
export const tokensCss = `
:host {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--trini-font, inherit);
  font-size: var(--trini-font-size, 16px);
  line-height: 1.4;
  color: var(--trini-text, #1f2a1f);
  --_brand: var(--trini-brand, #2e7d32);
  --_brand-dark: var(--trini-brand-dark, #1b5e20);
  --_brand-contrast: var(--trini-brand-contrast, #ffffff);
  --_accent: var(--trini-accent, #f9a825);
  --_accent-contrast: var(--trini-accent-contrast, #1f2a1f);
  --_text: var(--trini-text, #1f2a1f);
  --_muted: var(--trini-muted, #5f6b5f);
  --_surface: var(--trini-surface, #ffffff);
  --_surface-alt: var(--trini-surface-alt, #f3f7f1);
  --_border: var(--trini-border, #d7e0d4);
  --_danger: var(--trini-danger, #c62828);
  --_radius: var(--trini-radius, 8px);
  --_radius-small: var(--trini-radius-small, 4px);
  --_shadow: var(--trini-shadow, 0 2px 10px rgba(0, 0, 0, 0.15));
  /* The focus ring's colour: 7.5:1 on white, over 3:1 on every light surface of the widgets (WCAG 1.4.11). */
  --_focus-color: var(--trini-focus-color, ${FOCUS_COLOR});
  /* A white halo under the ring for controls that float over pictures or any page colour. */
  --_focus-halo: ${FOCUS_HALO};
}
:host([hidden]) { display: none; }
:host([inline]) { display: inline-block; }

*, *::before, *::after { box-sizing: border-box; }
.trini-root {
  /* Nothing the page sets on its body or on our host is inherited past this point (word-spacing,
     text-shadow, white-space, text-indent ... as well as fonts): start from initial values, then set what
     the widgets rely on. Custom properties (the tokens) still inherit; the page may still hide a widget. */
  all: initial;
  direction: ltr;
  display: block;
  box-sizing: border-box;
  visibility: inherit;
  pointer-events: inherit;
  font-family: var(--trini-font, inherit);
  font-size: var(--trini-font-size, 16px);
  font-weight: 400;
  line-height: 1.4;
  text-align: left;
  color: var(--_text);
}
h1, h2, h3, h4, h5, h6, p, ul, ol, li, figure, dl, dd { margin: 0; padding: 0; }
h1, h2, h3, h4, h5, h6 { font-weight: 600; line-height: 1.25; }
ul, ol { list-style: none; }
img, video, svg { display: block; max-width: 100%; height: auto; }
a { color: var(--_brand); text-decoration: none; }
a:hover { text-decoration: underline; }
[hidden] { display: none !important; }

button, input, select, textarea {
  font: inherit;
  color: inherit;
  letter-spacing: inherit;
  margin: 0;
}
button {
  appearance: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4em;
  padding: 0.55em 1.1em;
  border: 1px solid transparent;
  border-radius: var(--_radius-small);
  background: var(--_brand);
  color: var(--_brand-contrast);
  font-weight: 600;
  line-height: 1.2;
  text-transform: none;
  cursor: pointer;
  transition: background-color 0.15s ease;
}
button:hover:not(:disabled) { background: var(--_brand-dark); }
button:disabled { opacity: 0.55; cursor: not-allowed; }
button.secondary { background: var(--_surface); color: var(--_brand); border-color: var(--_brand); }
button.secondary:hover:not(:disabled) { background: var(--_surface-alt); }
button.ghost { background: transparent; color: inherit; padding: 0.3em; }
button.ghost:hover:not(:disabled) { background: var(--_surface-alt); }
/* A tap made before the widget's code arrived, kept until it runs (loader/early-taps.ts): pressed, darker on any
   background, a light band sweeping across it while it waits. */
[data-trini-tap] {
  cursor: progress;
  transform: scale(0.97);
  box-shadow: inset 0 0 0 99vw rgba(0, 0, 0, 0.15);
  background-image: linear-gradient(90deg, transparent 35%, rgba(255, 255, 255, 0.45) 50%, transparent 65%);
  background-size: 300% 100%;
  animation: trini-tap 1s linear infinite;
}
@keyframes trini-tap { from { background-position: 100% 0; } to { background-position: 0 0; } }
@media (prefers-reduced-motion: reduce) { [data-trini-tap] { animation: none; } }
input, select, textarea {
  display: block;
  width: 100%;
  padding: 0.5em 0.7em;
  border: 1px solid var(--_border);
  border-radius: var(--_radius-small);
  background: var(--_surface);
  line-height: 1.3;
}
input[type='radio'], input[type='checkbox'] { display: inline-block; width: auto; padding: 0; accent-color: var(--_brand); }
label { display: block; }
/* One focus ring for every control: an outline, which a control's own box-shadow, border or
   background cannot hide, 2px outside it so it contrasts with the surface around the control. A control
   on a dark surface changes only --_focus-color. */
:focus-visible { outline: ${FOCUS_WIDTH} solid var(--_focus-color); outline-offset: ${FOCUS_OFFSET}; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.price { font-weight: 600; color: var(--_brand-dark); }
.error { color: var(--_danger); }
.embed-notice {
  padding: 12px; border: 1px dashed var(--_danger); border-radius: var(--_radius); font-size: 0.9em; overflow-wrap: anywhere;
}
.embed-notice p { margin: 0 0 6px; }
`;

/**
 * Snack bars (docs/screens.md#messages): top-right, fixed; rendered by the <trini-toasts> host appended to <body>. Every widget's
 * messages appear there, so these properties theme every widget.
 *
 * @cssprop [--trini-toast-top=16px] - Distance of the snack bars from the top of the viewport.
 * @cssprop [--trini-toast-bg=#2b2f2b] - Snack bar background.
 * @cssprop [--trini-toast-text=#ffffff] - Snack bar text.
 */
export const toastsCss = `
:host {
  position: fixed !important; top: var(--trini-toast-top, 16px) !important; right: 16px !important; left: auto !important;
  z-index: 2147483000 !important; display: block !important; pointer-events: none !important;
}
.toasts { display: flex; flex-direction: column; align-items: flex-end; gap: 8px; }
.toast {
  pointer-events: auto;
  display: flex; align-items: center; gap: 12px;
  min-width: 240px; max-width: min(420px, calc(100vw - 32px));
  padding: 12px 14px;
  border-radius: var(--_radius-small);
  background: var(--trini-toast-bg, #2b2f2b);
  color: var(--trini-toast-text, #ffffff);
  box-shadow: var(--_shadow);
  font-size: 0.95em;
  animation: trini-toast-in 0.2s ease-out;
}
.toast .text { flex: 1; }
.toast { --_focus-color: var(--trini-toast-text, #ffffff); }
.toast button { background: transparent; color: var(--_accent); padding: 0.2em 0.5em; text-transform: uppercase; }
.toast button:hover:not(:disabled) { background: rgba(255, 255, 255, 0.08); }
@keyframes trini-toast-in { from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; } }
@media (prefers-reduced-motion: reduce) { .toast { animation: none; } }
`;
