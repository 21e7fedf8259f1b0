// The editable quantity of the quick order's line: whole numbers from 1; while the field is being
// retyped (empty, 0) the last valid quantity stays in force and comes back on blur.
import { useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../domain/constants.js';

export interface QuantityInputProps {
  quantity: number;
  label: string;
  disabled?: boolean;
  onQuantity(quantity: number): void;
}

export function QuantityInput({ quantity, label, disabled, onQuantity }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      className="quantity"
      part="quantity"
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_LINE_QUANTITY}
      step={1}
      aria-label={label}
      disabled={disabled}
      value={draft ?? String(quantity)}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        const n = Number(text);
        if (text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY) onQuantity(n);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
