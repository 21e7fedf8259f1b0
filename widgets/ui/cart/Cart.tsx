// The cart page (docs/screens.md#cart-page): a home breadcrumb; with items, 'Cart details' (Total Items and the lines)
// beside the Price Summary; empty, the empty-cart message; below, Best Sellers and New Products
// (each only when it has products).
import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $cart } from '../../state/cart.js';
import { links } from '../../runtime/links.js';
import { ProductGrid, type ProductGridProps } from '../product-grid/ProductGrid.js';
import { CartLineRow } from './CartLineRow.js';
import { PriceSummary } from './PriceSummary.js';
import { EmptyCart } from './EmptyCart.js';
import { AddNoticeBar } from './AddNoticeBar.js';
import { useAddProductOnce } from './useAddProductOnce.js';

export interface CartProps {
  /** The /cart/{ProductNo} route: load this product and add it once. */
  addProductNo: number | undefined;
}

const recommendation = (mode: 'best-sellers' | 'new', heading: string): ProductGridProps => ({
  mode,
  heading,
  hideEmpty: true,
  searchText: undefined,
  categoryText: undefined,
  bannerNo: undefined,
  productNo: undefined,
  maxRecords: undefined,
  shopNo: undefined,
});

export function Cart({ addProductNo }: CartProps) {
  const cart = useStore($cart);
  const { notice, retry } = useAddProductOnce(addProductNo);
  const details = useRef<HTMLElement>(null);

  // After a delete, keep keyboard focus in the list: the next line's delete, else the heading.
  const focusAfterRemove = (index: number) => {
    queueMicrotask(() => {
      const buttons = details.current?.querySelectorAll<HTMLButtonElement>('.delete');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? details.current?.querySelector<HTMLElement>('.details-title'))?.focus();
    });
  };

  const lines = cart.ItemList;
  return (
    <div className="cart-page">
      <nav className="breadcrumb" part="breadcrumb" aria-label="Cart breadcrumb">
        <ol>
          <li>
            <a href={links.home()}>Home</a>
          </li>
          <li aria-current="page">Cart</li>
        </ol>
      </nav>
      <AddNoticeBar notice={notice} retry={retry} />
      {lines.length > 0 ? (
        <div className="cart-layout">
          <section ref={details} className="details" part="details" aria-labelledby="cart-details-title">
            <div className="details-head">
              <h2 id="cart-details-title" className="details-title" tabIndex={-1}>
                Cart details
              </h2>
              <p className="total-items" part="total-items">
                Total Items: <strong>{cart.ItemCount}</strong>
              </p>
            </div>
            <ul className="cart-lines" role="list">
              {lines.map((line, i) => (
                <CartLineRow key={`${line.ProductNo}|${line.Color ?? ''}|${line.Size ?? ''}`} line={line} onRemoved={() => focusAfterRemove(i)} />
              ))}
            </ul>
          </section>
          <PriceSummary cart={cart} />
        </div>
      ) : notice.status === 'loading' ? (
        <p className="adding" role="status">
          Adding the product to your cart…
        </p>
      ) : (
        <EmptyCart />
      )}
      <div className="recommendations">
        <ProductGrid {...recommendation('best-sellers', 'Best Sellers')} />
        <ProductGrid {...recommendation('new', 'New Products')} />
      </div>
    </div>
  );
}
