// Form styles of the account pages: fieldsets, labelled fields, the +1(868) group, radio and checkbox
// lines, the message line, the Back/Continue row and the terms dialog.
export const accountFormsCss = `
.form { display: grid; gap: 18px; min-width: 0; }
.form.narrow { max-width: 480px; }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 12px; }
.form > fieldset { padding: 16px; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); }
legend { font-weight: 700; color: var(--_brand-dark); padding: 0; margin-bottom: 4px; float: left; width: 100%; }
legend + * { clear: both; }
.fields { display: grid; gap: 12px; }
@container (min-width: 560px) { .fields.two { grid-template-columns: 1fr 1fr; } }
.field { display: grid; gap: 4px; align-content: start; min-width: 0; }
.field > label { font-weight: 600; font-size: 0.93em; }
.required { color: var(--_danger); }
.hint { font-size: 0.85em; color: var(--_muted); }
textarea { resize: vertical; min-height: 5em; }
input:focus-visible, select:focus-visible, textarea:focus-visible { border-color: var(--_brand); }
input[readonly] { background: var(--_surface-alt); color: var(--_muted); }
.phone { display: flex; min-width: 0; }
.phone .prefix {
  display: inline-flex; align-items: center; padding: 0 0.7em; border: 1px solid var(--_border); border-right: 0;
  border-radius: var(--_radius-small) 0 0 var(--_radius-small); background: var(--_surface-alt); color: var(--_muted); white-space: nowrap;
}
.phone input { border-radius: 0 var(--_radius-small) var(--_radius-small) 0; min-width: 0; }
.choices { gap: 4px; }
.choices.inline { display: flex; flex-wrap: wrap; gap: 4px 20px; }
.choices.inline legend { flex-basis: 100%; }
.inline-choice { display: inline-flex; align-items: center; gap: 8px; min-height: 32px; cursor: pointer; }
.inline-choice input { width: 18px; height: 18px; }
.terms-line { display: flex; flex-wrap: wrap; align-items: center; gap: 0 6px; }
.link-button { background: none; color: var(--_brand); padding: 0; text-decoration: underline; font-weight: 600; }
.link-button:hover:not(:disabled) { background: none; color: var(--_brand-dark); }
.intro-text { color: var(--_muted); }
.form-message { padding: 10px 14px; border-radius: var(--_radius-small); font-weight: 600; }
.form-message.error { background: #fdecea; }
.form-message.done { background: #e3f2e1; color: var(--_brand-dark); }
.form-buttons { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 10px; }
.form-buttons .back { font-weight: 600; }
.form-buttons button { min-width: 8em; }
.form-buttons .reorder { margin-left: auto; }
.terms-dialog {
  width: min(560px, calc(100vw - 32px)); max-height: calc(100vh - 64px); padding: 20px 22px; border: 0;
  border-radius: var(--_radius); box-shadow: 0 10px 40px rgba(0, 0, 0, 0.3); color: var(--_text); background: var(--_surface);
}
.terms-dialog::backdrop { background: rgba(20, 30, 20, 0.5); }
.terms-dialog h2 { color: var(--_brand-dark); margin-bottom: 10px; }
.terms-text { display: grid; gap: 10px; }
.terms-text ul { list-style: disc; padding-left: 1.2em; display: grid; gap: 6px; }
.dialog-buttons { display: flex; justify-content: flex-end; margin-top: 16px; }
`;
