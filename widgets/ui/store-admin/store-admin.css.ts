// <trini-store-admin>. Parts: page, title, storage-note, form, table, row, add-store, empty, notice.
export const storeAdminCss = `
.store-admin { container-type: inline-size; display: grid; gap: 16px; }
.store-admin h1 { font-size: 1.6em; color: var(--_brand-dark); }
.kept-here {
  display: flex; gap: 10px; align-items: flex-start; padding: 10px 14px; border-radius: var(--_radius-small);
  background: #fff8e1; border-left: 4px solid var(--_accent); font-size: 0.93em;
}
.kept-here svg { flex: none; width: 20px; height: 20px; color: #b26a00; margin-top: 1px; }
.store-form { display: grid; gap: 16px; }
fieldset { margin: 0; padding: 16px; min-width: 0; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); }
legend { padding: 0 6px; font-weight: 700; color: var(--_brand-dark); }
.fields { display: grid; gap: 12px; }
@container (min-width: 600px) { .fields { grid-template-columns: 1fr 1fr; } .field.wide { grid-column: 1 / -1; } }
.field { display: grid; gap: 4px; align-content: start; min-width: 0; }
.field > label { font-weight: 600; font-size: 0.93em; }
.required { color: var(--_danger); }
textarea { resize: vertical; }
input:focus-visible, select:focus-visible, textarea:focus-visible { border-color: var(--_brand); }
.check { display: flex; align-items: center; gap: 8px; min-height: 36px; cursor: pointer; font-weight: 600; font-size: 0.93em; }
.check input { width: 18px; height: 18px; }
.phone { display: flex; min-width: 0; }
.phone .prefix {
  display: inline-flex; align-items: center; padding: 0 0.7em; border: 1px solid var(--_border); border-right: 0;
  border-radius: var(--_radius-small) 0 0 var(--_radius-small); background: var(--_surface-alt); color: var(--_muted); white-space: nowrap;
}
.phone input { border-radius: 0 var(--_radius-small) var(--_radius-small) 0; min-width: 0; }
.form-error { padding: 10px 14px; border-radius: var(--_radius-small); background: #fdecea; color: var(--_danger); font-weight: 600; }
.form-buttons { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: center; gap: 10px; }
.form-buttons a { font-weight: 600; }
.list-head { display: flex; justify-content: flex-end; margin-bottom: 10px; }
.stores { width: 100%; border-collapse: separate; border-spacing: 0; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); overflow: hidden; }
.stores th, .stores td { padding: 10px 12px; text-align: left; border-bottom: 1px solid var(--_border); }
.stores thead th { background: var(--_surface-alt); color: var(--_brand-dark); font-size: 0.85em; }
.stores tbody tr:last-child > * { border-bottom: 0; }
.stores .action { text-align: right; }
.stores .edit { padding: 0.35em 1em; }
@container (max-width: 519.98px) {
  .stores, .stores tbody { display: block; border: 0; background: none; }
  .stores thead { display: none; }
  .stores tbody { display: grid; gap: 10px; }
  .stores tr { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px 10px; padding: 12px; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); }
  .stores tr > * { display: block; padding: 0; border: 0; }
  .stores td[data-label]::before { content: attr(data-label) ': '; color: var(--_muted); font-size: 0.85em; }
  .stores th[scope='row'] { grid-column: 1; grid-row: 1; }
  .stores .action { grid-column: 2; grid-row: 1 / span 4; align-self: center; }
}
.empty, .notice { display: grid; justify-items: center; gap: 10px; padding: 28px 16px; text-align: center; border: 1px dashed var(--_border); border-radius: var(--_radius); color: var(--_muted); }
`;
