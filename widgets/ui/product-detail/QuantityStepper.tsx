// Quantity (docs/domain.md#cart): starts at 1, cannot go below 1; the upper bound is the domain's sanity bound for a
// cart line, or what is left when the product's stock is tracked (`max`).
import { useEffect, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../domain/constants.js';
import { settleQuantity } from '../../domain/quantity.js';
import { changeKeepingFocus } from '../shared/keep-focus.js';

export function clampQuantity(value: number, max = MAX_LINE_QUANTITY): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.floor(value), 1), Math.max(1, max));
}

export function QuantityStepper({ value, onChange, max = MAX_LINE_QUANTITY }: { value: number; onChange: (quantity: number) => void; max?: number }) {
  const [text, setText] = useState(String(value));
  const [note, setNote] = useState<string | null>(null); // why a typed value was changed
  useEffect(() => setText(String(value)), [value]);
  // − at 1 (+ at the limit) disables itself: the focus goes to the other button.
  const step = (button: HTMLButtonElement, by: number, other: string) =>
    changeKeepingFocus(
      button,
      () => onChange(clampQuantity(value + by, max)),
      () => button.parentElement?.querySelector<HTMLElement>(other),
    );
  const commit = () => {
    const settled = settleQuantity(text, value, max);
    setNote(settled.note);
    setText(String(settled.quantity));
    if (settled.quantity !== value) onChange(settled.quantity);
  };
  return (
    <>
      <div className="stepper" part="quantity" role="group" aria-label="Quantity">
        <button
          type="button"
          className="ghost step minus"
          aria-label="Decrease quantity"
          disabled={value <= 1}
          onClick={(e) => step(e.currentTarget, -1, '.plus')}
        >
          −
        </button>
        <input
          className="quantity-input"
          aria-label="Quantity"
          inputMode="numeric"
          pattern="[0-9]*"
          value={text}
          onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
        />
        <button
          type="button"
          className="ghost step plus"
          aria-label="Increase quantity"
          disabled={value >= max}
          onClick={(e) => step(e.currentTarget, 1, '.minus')}
        >
          +
        </button>
      </div>
      <p className="quantity-note" part="quantity-note" role="status">
        {note}
      </p>
    </>
  );
}
