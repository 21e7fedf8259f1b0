// The option selector (docs/screens.md#product-detail): each variant named by optionLabel ('Color - Size', or the one present).
// Native radios in a fieldset, so arrow keys move between options and a screen reader hears the group.
import type { ProductSku } from '../../domain/types.js';
import { optionLabel } from '../../domain/options.js';

export function optionKey(sku: Pick<ProductSku, 'Color' | 'Size'>): string {
  return `${sku.Color ?? ''}\u0000${sku.Size ?? ''}`;
}

interface Props {
  options: ProductSku[];
  selected: ProductSku | null;
  error: string | null;
  onSelect: (sku: ProductSku) => void;
}

export function OptionPicker({ options, selected, error, onSelect }: Props) {
  const named = options.filter((sku) => optionLabel(sku));
  if (named.length === 0) return null;
  return (
    <fieldset className="options" part="options" aria-invalid={error ? 'true' : undefined} aria-describedby={error ? 'option-error' : undefined}>
      <legend>{named.length > 1 ? 'Choose an option' : 'Option'}</legend>
      <div className="option-list">
        {named.map((sku) => (
          <label key={optionKey(sku)} className="option">
            <input type="radio" name="product-option" checked={!!selected && optionKey(selected) === optionKey(sku)} onChange={() => onSelect(sku)} />
            <span>{sku.Stock === 0 ? `${optionLabel(sku)} (sold out)` : optionLabel(sku)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="option-error" className="error field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
