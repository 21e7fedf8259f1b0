// 'Your Order' (docs/screens.md#checkout): each line with its image, quantity badge, name, colour/size and line total,
// then Sub Total, Freight and Total. Children go below the totals (the narrow-screen order button).
import type { ReactNode } from 'react';
import type { Cart, CartLine } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { mediaUrl } from '../../runtime/links.js';
import { CartTotals } from './CartTotals.js';

function variant(line: CartLine): string {
  return [line.Color, line.Size].filter(Boolean).join(' / ');
}

export function OrderSummary({ cart, children }: { cart: Cart; children?: ReactNode }) {
  return (
    <aside className="summary card" part="summary" aria-labelledby="your-order">
      <h2 id="your-order" className="card-title">
        Your Order
      </h2>
      <ul className="summary-lines">
        {cart.ItemList.map((line) => (
          <li key={`${line.ProductNo}-${line.Color ?? ''}-${line.Size ?? ''}`} className="summary-line" part="summary-line">
            <span className="thumb">
              <img src={mediaUrl(line.ImageFilePathThumbnail || line.ImageFilePath)} alt="" width="56" height="56" loading="lazy" />
              <span className="qty-badge" aria-label={`Quantity ${line.Quantity}`}>
                {line.Quantity}
              </span>
            </span>
            <span className="line-text">
              <span className="line-name">{line.ProductName}</span>
              {variant(line) && <span className="line-variant">{variant(line)}</span>}
            </span>
            <span className="line-total price">{formatTT(line.TotalAmount)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} />
      {children}
    </aside>
  );
}
