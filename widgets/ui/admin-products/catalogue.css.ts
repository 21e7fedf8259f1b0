// The catalogue screens of the back office: the editor's options (one row each, the fields side by side where the
// screen is wide enough), its photos (thumbnails in a row, in their order), the categories list and the CSV import's
// problems.
export const catalogueCss = `
.options-editor, .photos-editor { border: 1px solid var(--_border); border-radius: var(--_radius-small); padding: 10px 12px; display: grid; gap: 10px; min-width: 0; }
.option-row { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; align-items: end; padding-bottom: 10px; border-bottom: 1px solid var(--_border); }
.option-row label { display: grid; gap: 4px; min-width: 0; }
.option-row input { min-width: 0; }
.photo-list { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 12px; }
.photo { display: grid; gap: 4px; justify-items: center; }
.photo img { width: 96px; height: 96px; object-fit: cover; border-radius: var(--_radius-small); border: 1px solid var(--_border); }
.photo:first-child img { outline: 3px solid var(--_brand); outline-offset: 1px; }
.photo-buttons { display: flex; gap: 2px; }
.photo-buttons button { min-width: 44px; min-height: 44px; }
.category-list { list-style: none; margin: 12px 0 0; padding: 0; display: grid; gap: 8px; }
.category-row form { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: end; background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); padding: 10px 12px; }
.category-row.sub form { margin-left: 24px; }
.category-row label { display: grid; gap: 4px; }
.category-row input[inputmode=numeric] { width: 5em; }
.product-csv { margin-bottom: 12px; }
.product-csv summary { cursor: pointer; font-weight: 700; }
.product-csv .filter-buttons { margin-top: 10px; align-items: end; }
.csv-problems { border-collapse: collapse; width: 100%; margin-top: 8px; font-size: 0.95em; }
.csv-problems caption { text-align: left; font-weight: 700; color: var(--_danger); padding-bottom: 4px; }
.csv-problems th, .csv-problems td { border: 1px solid var(--_border); padding: 4px 8px; text-align: left; vertical-align: top; }
`;
