// The empty cart (docs/screens.md#cart-page): 'Your Cart is Empty!', the saved-for-later line, Continue Shopping.
import { CART_EMPTY, SAVED_FOR_LATER } from '../../domain/messages.js';
import { links } from '../../runtime/links.js';
import { BagIcon } from '../cart-panel/icons.js';

export function EmptyCart() {
  return (
    <div className="empty-cart" part="empty">
      <BagIcon className="empty-icon" />
      <h2 className="empty-title">{CART_EMPTY}</h2>
      <p className="empty-text">{SAVED_FOR_LATER}</p>
      <a className="button-link" part="continue" href={links.home()}>
        Continue Shopping
      </a>
    </div>
  );
}
