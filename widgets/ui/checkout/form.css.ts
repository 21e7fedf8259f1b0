// Order form pieces shared by <trini-checkout> and <trini-quick-order>: cards, fields, the +1(868)
// mobile group, radio option tiles, notes (pickup, bank, WiPay), the order button and its spinner.
// Container queries, so a narrow column on a partner page gets the narrow layout too.
export const formCss = `
.card {
  background: var(--_surface);
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  padding: 16px;
}
.card-title { font-size: 1.1em; margin-bottom: 12px; color: var(--_brand-dark); }
.form { display: grid; gap: 16px; min-width: 0; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { padding: 0; margin-bottom: 6px; font-weight: 600; font-size: 0.95em; }
.fields { display: grid; gap: 12px; }
.fields + .field { margin-top: 12px; }
.field { display: grid; gap: 4px; min-width: 0; align-content: start; }
.field > label, .card > label { font-weight: 600; font-size: 0.95em; }
.card > label { margin-bottom: 4px; }
.required { color: var(--_danger); }
.field-error { color: var(--_danger); font-size: 0.9em; font-weight: 600; }
[aria-invalid='true'] { border-color: var(--_danger); }
textarea { resize: vertical; min-height: 4.5em; }
input:focus-visible, select:focus-visible, textarea:focus-visible { border-color: var(--_brand); }
.phone { display: flex; min-width: 0; }
.phone .prefix {
  display: inline-flex; align-items: center; padding: 0 0.7em;
  border: 1px solid var(--_border); border-right: 0;
  border-radius: var(--_radius-small) 0 0 var(--_radius-small);
  background: var(--_surface-alt); color: var(--_muted); white-space: nowrap;
}
.phone input { border-radius: 0 var(--_radius-small) var(--_radius-small) 0; min-width: 0; }
.hint { font-size: 0.9em; color: var(--_muted); }
.link-button { background: none; color: var(--_brand); padding: 0; text-decoration: underline; font-weight: 600; }
.link-button:hover:not(:disabled) { background: none; color: var(--_brand-dark); }

.inline-choices { display: flex; flex-wrap: wrap; gap: 8px 20px; }
.inline-choice { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; min-height: 32px; }
.account-button { margin-top: 12px; }
.options { display: grid; gap: 8px; }
.option {
  display: flex; align-items: center; gap: 10px; min-height: 44px;
  padding: 10px 12px; border: 1px solid var(--_border); border-radius: var(--_radius-small);
  cursor: pointer; transition: border-color 0.15s ease, background-color 0.15s ease;
}
.option:hover { border-color: var(--_brand); }
.option:has(input:checked) { border-color: var(--_brand); background: var(--_surface-alt); box-shadow: inset 3px 0 0 var(--_brand); }
.option:has(input:disabled) { opacity: 0.6; cursor: not-allowed; }
.option:has(input:disabled):hover { border-color: var(--_border); }
.option-label { font-weight: 600; }

.note {
  margin-top: 12px; padding: 12px 14px; border-radius: var(--_radius-small);
  background: var(--_surface-alt); border-left: 4px solid var(--_brand);
  display: grid; gap: 4px; font-size: 0.95em;
}
.note.minimum { border-left-color: var(--_accent); }
.note-title { font-weight: 700; }
.note.wipay { grid-template-columns: auto 1fr; align-items: center; gap: 12px; }
.wipay-mark { width: 112px; height: auto; }
.details { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 16px; }
.details dt { color: var(--_muted); }
.details dd { font-weight: 600; overflow-wrap: anywhere; }

.place-order { width: 100%; min-height: 48px; font-size: 1.05em; border-radius: var(--_radius); }
.spinner {
  width: 1em; height: 1em; border-radius: 50%;
  border: 2px solid currentColor; border-right-color: transparent;
  animation: trini-spin 0.8s linear infinite;
}
@keyframes trini-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
.notice { margin-top: 8px; font-size: 0.92em; color: var(--_danger); }
.button-link {
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px;
  padding: 0.55em 1.4em; border-radius: 999px; background: var(--_brand); color: var(--_brand-contrast);
  font-weight: 600;
}
.button-link:hover { background: var(--_brand-dark); text-decoration: none; }

@container (min-width: 600px) {
  .fields { grid-template-columns: 1fr 1fr; }
  .field.wide { grid-column: 1 / -1; }
  .options { grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); }
}
`;
