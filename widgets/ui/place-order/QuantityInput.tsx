// Quantity (the reference design gives min 0, default 1). The minimum here is 1: ordering none of a product is
// not an order. The maximum is the cart's per-line limit. Typing is free; the value is settled on blur.
import { useEffect, useId, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../domain/constants.js';

export function clampQuantity(value: number): number {
  return Number.isFinite(value) ? Math.min(Math.max(Math.floor(value), 1), MAX_LINE_QUANTITY) : 1;
}

export function QuantityInput({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <div className="quantity" part="quantity">
      <label htmlFor={id}>Quantity</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        step={1}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY) onChange(n);
        }}
        onBlur={() => {
          const next = clampQuantity(Number(text || value));
          setText(String(next));
          onChange(next);
        }}
      />
    </div>
  );
}
