// A heart toggle that saves a product to the wishlist (or takes it out), for any widget that shows a
// product (the lead places it on the card and the product page). Include wishlistButtonCss in that
// widget's stylesheet. Part: wishlist-button.
import type { Product } from '../../domain/types.js';
import { $wishlist, NO_ENTRIES, toggleWishlist } from '../../state/wishlist.js';
import { useClientStore } from '../../runtime/use-client-store.js';
import { showToast } from '../../state/toasts.js';
import { HeartIcon } from './icons.js';
import { WISHLIST_ADDED, WISHLIST_REMOVED } from './texts.js';

export interface WishlistButtonProps {
  product: Product;
  /** Show the words next to the heart (product page); icon only by default (cards). */
  withText?: boolean;
  className?: string;
}

export function WishlistButton({ product, withText = false, className }: WishlistButtonProps) {
  const saved = useClientStore($wishlist, NO_ENTRIES).some((e) => e.ProductNo === product.ProductNo);
  const onClick = () => showToast(toggleWishlist(product) ? WISHLIST_ADDED : WISHLIST_REMOVED);
  return (
    <button
      type="button"
      className={['wishlist-button', withText ? 'with-text' : 'ghost', saved ? 'saved' : '', className ?? ''].filter(Boolean).join(' ')}
      part="wishlist-button"
      aria-pressed={saved}
      aria-label={withText ? undefined : `Add to wishlist: ${product.ProductName}`}
      title={saved ? 'In your wishlist' : 'Add to wishlist'}
      onClick={onClick}
    >
      <HeartIcon filled={saved} />
      {withText && <span>{saved ? 'In your wishlist' : 'Add to wishlist'}</span>}
    </button>
  );
}

export const wishlistButtonCss = `
.wishlist-button { color: var(--_muted); border-radius: 999px; }
.wishlist-button.ghost { width: 40px; height: 40px; padding: 0; background: var(--_surface); box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
.wishlist-button.with-text { background: var(--_surface); border-color: var(--_border); color: var(--_text); }
.wishlist-button:hover:not(:disabled) { color: var(--_danger); }
.wishlist-button.saved { color: var(--_danger); }
.wishlist-button .heart { width: 22px; height: 22px; }
`;
