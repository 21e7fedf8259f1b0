// The editable quantity of the quick order's line: whole numbers from 1; while the field is being
// retyped (empty) the last valid quantity stays in force and comes back on blur; a value out of bounds
// is corrected on blur and the note says so.
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../domain/constants.js';
import { settleQuantity } from '../../domain/quantity.js';

export interface QuantityInputProps {
  quantity: number;
  label: string;
  disabled?: boolean;
  /** Fewer than the cart's limit when fewer are left in stock. */
  max?: number;
  onQuantity(quantity: number): void;
}

export function QuantityInput({ quantity, label, disabled, max = MAX_LINE_QUANTITY, onQuantity }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const settle = () => {
    if (draft === null) return;
    const settled = settleQuantity(draft, quantity, max);
    setNote(settled.note);
    setDraft(null);
    if (settled.quantity !== quantity) onQuantity(settled.quantity);
  };
  return (
    <>
      <input
        className="quantity"
        part="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        aria-label={label}
        disabled={disabled}
        value={draft ?? String(quantity)}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          const n = Number(text);
          if (text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= max) onQuantity(n);
        }}
        onBlur={settle}
        onKeyDown={(e) => e.key === 'Enter' && settle()}
      />
      <span className="quantity-note" part="quantity-note" role="status">
        {note}
      </span>
    </>
  );
}
