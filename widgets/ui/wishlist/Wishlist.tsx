// <trini-wishlist add-product-no>: the wishlist page (docs/screens.md#wishlist, docs/architecture.md#decisions: it works). The list lives in
// the shared $wishlist store (localStorage 'wishlist'), so a heart on any card updates this table at once.
import { useStore } from '@nanostores/react';
import { $wishlist } from '../../state/wishlist.js';
import { WishlistEmpty } from './WishlistEmpty.js';
import { WishlistTable } from './WishlistTable.js';
import { useAddFromRoute, useRefreshSnapshots } from './useWishlistSync.js';

export interface WishlistProps {
  addProductNo: number | undefined;
}

export function Wishlist({ addProductNo }: WishlistProps) {
  const entries = useStore($wishlist);
  const { add, retry } = useAddFromRoute(addProductNo);
  useRefreshSnapshots();
  return (
    <div className="wishlist" part="wishlist">
      {add.status === 'failed' && (
        <div className="notice" role="alert" part="notice">
          <span>{add.message}</span>
          {add.canRetry && (
            <button type="button" className="secondary" onClick={retry}>
              Try again
            </button>
          )}
        </div>
      )}
      {entries.length > 0 ? (
        <WishlistTable entries={entries} />
      ) : add.status === 'adding' ? (
        <p className="loading" role="status" aria-busy="true">
          Adding to your wishlist…
        </p>
      ) : (
        <WishlistEmpty />
      )}
    </div>
  );
}
