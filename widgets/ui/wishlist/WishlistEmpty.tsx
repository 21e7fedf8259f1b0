// The empty wishlist (docs/screens.md#wishlist): the message, the saved-for-later text and Continue Shopping to /home.
import { SAVED_FOR_LATER, WISHLIST_EMPTY } from '../../domain/messages.js';
import { links } from '../../runtime/links.js';
import { HeartIcon } from './icons.js';

export function WishlistEmpty() {
  return (
    <section className="empty" part="empty">
      <span className="empty-icon">
        <HeartIcon filled={false} />
      </span>
      <h2>{WISHLIST_EMPTY}</h2>
      <p>{SAVED_FOR_LATER}</p>
      <a className="button-link" part="continue" href={links.home()}>
        Continue Shopping
      </a>
    </section>
  );
}
