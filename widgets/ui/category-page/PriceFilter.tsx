// PRICE (docs/screens.md#category-page, docs/domain.md#constants step 1): a slider for the highest price plus number boxes for the lowest and
// highest. The slider runs from 0 to the dearest product of the category, rounded up to a whole dollar.
import { useId } from 'react';
import { formatTT } from '../../domain/money.js';
import { NumberField } from './NumberField.js';

interface Props {
  ceiling: number;
  min: number;
  max: number;
  onChange: (range: { min: number; max: number }) => void;
}

export function PriceFilter({ ceiling, min, max, onChange }: Props) {
  const sliderId = useId();
  return (
    <fieldset className="filter price-filter">
      <legend className="panel-title">PRICE</legend>
      <label htmlFor={sliderId} className="visually-hidden">
        Highest price
      </label>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={ceiling}
        step={1}
        value={max}
        aria-valuetext={formatTT(max)}
        onChange={(e) => {
          const next = Number(e.target.value);
          onChange({ min: Math.min(min, next), max: next });
        }}
      />
      <p className="range-text" aria-live="polite">
        {formatTT(min)} – {formatTT(max)}
      </p>
      {/* The boxes pass on what is typed as it is typed; a crossed range is put right when focus leaves them. */}
      <div className="price-inputs" onBlur={() => min > max && onChange({ min: max, max: min })}>
        <NumberField label="Min (TT$)" value={min} min={0} max={ceiling} onChange={(v) => onChange({ min: v, max })} />
        <NumberField label="Max (TT$)" value={max} min={0} max={ceiling} onChange={(v) => onChange({ min, max: v })} />
      </div>
    </fieldset>
  );
}
