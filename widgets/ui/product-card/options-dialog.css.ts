// The card's option dialog (OptionsDialog.tsx), adopted into the card's shadow root when the dialog first opens.
// Every rule is scoped to the dialog, beside the option radios' and stepper's own (which no card rule shares).
import { optionPickerCss } from '../product-detail/option-picker.css.js';

export const optionsDialogCss = `
.options-dialog {
  width: min(420px, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  padding: 16px;
  border: 0;
  border-radius: var(--_radius);
  background: var(--_surface);
  color: var(--_text);
  box-shadow: var(--_shadow);
  overflow: auto;
}
.options-dialog[open] { display: grid; gap: 14px; }
.options-dialog::backdrop { background: rgba(0, 0, 0, 0.45); }
.od-head { display: flex; align-items: flex-start; gap: 12px; }
.od-image { width: 64px; height: 64px; object-fit: cover; border-radius: var(--_radius-small); background: var(--_surface-alt); }
.od-title { flex: 1; min-width: 0; }
.od-title h2 { font-size: 1.05em; }
.od-price { margin-top: 4px; }
.od-price .price { font-size: 1.1em; }
.od-units { color: var(--_muted); font-size: 0.9em; }
.od-close { flex: none; width: 36px; height: 36px; }
.od-close .icon { width: 22px; height: 22px; }
.od-note { min-height: 1.4em; font-size: 0.9em; color: var(--_brand-dark); }
.od-add { width: 100%; padding: 0.75em 1em; font-size: 1em; }
.od-add[aria-disabled='true'], .od-add[aria-disabled='true']:hover { background: #e6e9e5; color: var(--_muted); cursor: not-allowed; }
${optionPickerCss}`;
