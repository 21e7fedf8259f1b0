// The variant selector (the product page's rule, used here too): each option named by optionLabel.
import type { ProductSku } from '../../domain/types.js';
import { optionLabel } from '../../domain/options.js';

interface Props {
  options: readonly ProductSku[];
  selected: ProductSku | null;
  error: string | null;
  onSelect: (sku: ProductSku) => void;
}

export function OptionChoice({ options, selected, error, onSelect }: Props) {
  const named = options.filter((sku) => optionLabel(sku));
  if (named.length === 0) return null;
  if (named.length === 1) return <p className="single-option">Option: {optionLabel(named[0])}</p>;
  return (
    <fieldset className="option-choice" part="options" aria-describedby={error ? 'option-error' : undefined}>
      <legend>Choose an option</legend>
      <div className="option-list">
        {named.map((sku) => (
          <label key={sku.ProductSKUNo} className={selected === sku ? 'option on' : 'option'}>
            <input type="radio" name="option" checked={selected === sku} onChange={() => onSelect(sku)} />
            {optionLabel(sku)}
          </label>
        ))}
      </div>
      {error && (
        <p id="option-error" className="error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
