// The wishlist table (docs/screens.md#wishlist): S.No, Image, Product Name, Style, Barcode, Stock, Unit Price, Action.
// On narrow containers each row stacks into a card (the labels come from data-label, see the CSS).
import type { WishlistEntry } from '../../state/wishlist.js';
import { removeFromWishlist } from '../../state/wishlist.js';
import { formatTT } from '../../domain/money.js';
import { links, mediaUrl } from '../../runtime/links.js';
import { showToast } from '../../state/toasts.js';
import { CartIcon, TrashIcon } from './icons.js';
import { IN_STOCK, OUT_OF_STOCK, WISHLIST_REMOVED } from './texts.js';
import { useWishlistToCart } from './useWishlistToCart.js';

const COLUMNS = ['S.No', 'Image', 'Product Name', 'Style', 'Barcode', 'Stock', 'Unit Price', 'Action'] as const;

export function WishlistTable({ entries }: { entries: readonly WishlistEntry[] }) {
  const toCart = useWishlistToCart();
  const remove = (entry: WishlistEntry) => {
    removeFromWishlist(entry.ProductNo);
    showToast(WISHLIST_REMOVED);
  };
  return (
    <table className="wishlist-table" part="table">
      <caption className="visually-hidden">
        Your wishlist, {entries.length} {entries.length === 1 ? 'product' : 'products'}
      </caption>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className={c === 'Unit Price' ? 'num' : undefined}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, i) => {
          const p = entry.Product;
          const soldOut = p.IsSoldOut === 1;
          const image = p.ImageFilePathThumbnail || p.ImageFilePath || p.Thumbnail;
          return (
            <tr key={entry.ProductNo} part="row" data-product-no={entry.ProductNo}>
              <td data-label="S.No" className="sno">
                {i + 1}
              </td>
              <td data-label="Image" className="image">
                <a href={links.product(p.ProductNo)} tabIndex={-1} aria-hidden="true">
                  {image ? <img src={mediaUrl(image)} alt="" width="72" height="72" loading="lazy" /> : <span className="no-image" />}
                </a>
              </td>
              <th scope="row" data-label="Product Name" className="name">
                <a href={links.product(p.ProductNo)}>{p.ProductName}</a>
              </th>
              <td data-label="Style">{p.StyleName || p.ProductStyle || '—'}</td>
              <td data-label="Barcode" className="barcode">
                {p.Barcode || '—'}
              </td>
              <td data-label="Stock">
                <span className={soldOut ? 'stock out' : 'stock in'}>{soldOut ? OUT_OF_STOCK : IN_STOCK}</span>
              </td>
              <td data-label="Unit Price" className="num price">
                {formatTT(p.SalesPrice)}
              </td>
              <td data-label="Action" className="actions">
                <button
                  type="button"
                  className="to-cart"
                  part="add-to-cart"
                  aria-label={`Add to cart: ${p.ProductName}`}
                  title="Add to cart"
                  onClick={() => toCart(p)}
                >
                  <CartIcon />
                  <span className="action-text">Add to cart</span>
                </button>
                <button
                  type="button"
                  className="remove secondary"
                  part="remove"
                  aria-label={`Remove from wishlist: ${p.ProductName}`}
                  title="Remove"
                  onClick={() => remove(entry)}
                >
                  <TrashIcon />
                  <span className="action-text">Remove</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
