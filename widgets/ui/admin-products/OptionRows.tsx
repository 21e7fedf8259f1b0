// A product's options in the editor: colour and/or size, barcode, its own price (empty: the product's) and its own
// stock (empty: the product's counts for it; give every option its stock, or none).
export interface OptionDraft {
  Color: string;
  Size: string;
  Barcode: string;
  Price: string;
  Stock: string;
}

const COLUMNS = [
  ['Color', 'Colour'],
  ['Size', 'Size'],
  ['Barcode', 'Barcode'],
  ['Price', 'Price (empty: product’s)'],
  ['Stock', 'Stock (empty: product’s)'],
] as const;

export const EMPTY_OPTION: OptionDraft = { Color: '', Size: '', Barcode: '', Price: '', Stock: '' };

export function OptionRows({ rows, onChange }: { rows: OptionDraft[]; onChange: (rows: OptionDraft[]) => void }) {
  const set = (i: number, field: keyof OptionDraft, value: string) => onChange(rows.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
  return (
    <fieldset className="wide options-editor">
      <legend>Options</legend>
      {rows.length === 0 && <p className="muted">No options: the product is sold as it is.</p>}
      {rows.map((row, i) => (
        <div key={i} className="option-row" data-option={i + 1}>
          {COLUMNS.map(([field, label]) => (
            <label key={field}>
              {label}
              <input
                name={`option-${field}`}
                value={row[field]}
                inputMode={field === 'Price' ? 'decimal' : field === 'Stock' ? 'numeric' : undefined}
                onChange={(e) => set(i, field, e.target.value)}
              />
            </label>
          ))}
          <button type="button" className="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            Remove option {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className="secondary" onClick={() => onChange([...rows, { ...EMPTY_OPTION }])}>
        Add an option
      </button>
    </fieldset>
  );
}
