// The checkout with nothing to order (docs/screens.md#cart-page wording): the empty message and Continue Shopping.
import { CART_EMPTY, SAVED_FOR_LATER } from '../../domain/messages.js';
import { links } from '../../runtime/links.js';

/** `onContinue`: Continue Shopping stays on the page and calls it (the checkout dialog closes). */
export function EmptyCart({ onContinue }: { onContinue?: (() => void) | undefined }) {
  return (
    <div className="empty card" part="empty">
      <h2 className="empty-title">{CART_EMPTY}</h2>
      <p>{SAVED_FOR_LATER}</p>
      <a
        className="button-link"
        href={links.home()}
        onClick={
          onContinue &&
          ((e) => {
            e.preventDefault();
            onContinue();
          })
        }
      >
        Continue Shopping
      </a>
    </div>
  );
}
