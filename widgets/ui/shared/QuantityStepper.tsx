// The quantity stepper of a cart line, the same on the cart page and in the cart panel: minus (only above 1,
// docs/domain.md#cart), the quantity, plus. The new line and cart totals are read out; minus at 1 disables itself
// and the focus moves to plus.
import type { CartLine } from '../../domain/types.js';
import { findLine } from '../../domain/cart.js';
import { quantityText } from '../../domain/cart-announcements.js';
import { $cart, decrement, increment } from '../../state/cart.js';
import { announce } from '../../state/announcer.js';
import { changeKeepingFocus } from './keep-focus.js';

export function QuantityStepper({ line }: { line: CartLine }) {
  const option = { Color: line.Color, Size: line.Size };
  const name = line.ProductName;
  const changeQuantity = (button: HTMLButtonElement, change: () => void) => {
    changeKeepingFocus(button, change, () => button.parentElement?.querySelector<HTMLElement>('[part="plus"]'));
    const cart = $cart.get();
    const updated = findLine(cart, line.ProductNo, option);
    if (updated) announce(quantityText(updated, cart));
  };
  return (
    <div className="stepper" part="stepper" role="group" aria-label={`Quantity of ${name}`}>
      <button
        type="button"
        className="ghost step"
        part="minus"
        aria-label={`Decrease quantity of ${name}`}
        disabled={line.Quantity <= 1}
        onClick={(e) => changeQuantity(e.currentTarget, () => decrement(line.ProductNo, option))}
      >
        −
      </button>
      <span className="qty">
        <span className="visually-hidden">Quantity </span>
        <span part="quantity">{line.Quantity}</span>
      </span>
      <button
        type="button"
        className="ghost step"
        part="plus"
        aria-label={`Increase quantity of ${name}`}
        onClick={(e) => changeQuantity(e.currentTarget, () => increment(line.ProductNo, option))}
      >
        +
      </button>
    </div>
  );
}
