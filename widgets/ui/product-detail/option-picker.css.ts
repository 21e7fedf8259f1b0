// The option radios and the quantity stepper, on the product page's buy box and in a card's option dialog
// (product-card/OptionsDialog.tsx): class names no card rule uses, so a card's shadow root can take them too.
import { FOCUS_OUTLINE } from '../../styles/focus.js';
export const optionPickerCss = `
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend, .field-label { padding: 0; margin-bottom: 6px; font-weight: 600; font-size: 0.9em; }
.option-list { display: flex; flex-wrap: wrap; gap: 8px; }
.option { position: relative; cursor: pointer; }
.option input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.option span {
  display: inline-block; padding: 7px 14px; border: 1px solid var(--_border); border-radius: 999px;
  background: var(--_surface); font-size: 0.9em;
}
.option:hover span { border-color: var(--_brand); }
.option input:checked + span { background: var(--_brand); border-color: var(--_brand); color: var(--_brand-contrast); }
.option input:focus-visible + span { ${FOCUS_OUTLINE} }
fieldset[aria-invalid='true'] .option span { border-color: var(--_danger); }
.field-error { margin-top: 6px; font-size: 0.85em; }

.quantity-row { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.quantity-row .field-label { margin: 0; }
/* The stepper clips its buttons' corners: their focus ring is drawn inside them. */
.stepper :focus-visible { outline-offset: -4px; }
.stepper { display: inline-flex; align-items: stretch; border: 1px solid var(--_border); border-radius: var(--_radius-small); overflow: hidden; }
.stepper .step { width: 40px; padding: 0; border-radius: 0; font-size: 1.2em; }
.quantity-input { width: 56px; border: 0; border-inline: 1px solid var(--_border); border-radius: 0; text-align: center; }
.quantity-total { color: var(--_muted); font-size: 0.9em; }

.quantity-note { display: block; color: var(--_danger); font-size: 0.9em; margin: 4px 0 0; }
.quantity-note:empty { margin: 0; }
`;
