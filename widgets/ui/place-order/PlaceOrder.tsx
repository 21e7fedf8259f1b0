// <trini-place-order product-no>: the single-product order page (docs/screens.md#place-order; docs/architecture.md#decisions: Order Now and
// Checkout work). The reference page also shows customer and billing forms that are not wired to
// anything; they are left out here: the checkout and the quick order form collect those details for real.
import { useState } from 'react';
import type { Product, ProductSku } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { links } from '../../runtime/links.js';
import { OptionChoice } from './OptionChoice.js';
import { ProductGallery } from './ProductGallery.js';
import { QuantityInput } from './QuantityInput.js';
import { useOrderActions } from './useOrderActions.js';
import { useProductLoad } from '../shared/use-product-load.js';
import { LoadFailed } from '../shared/LoadFailed.js';

export interface PlaceOrderProps {
  productNo: number | undefined;
}

export const PRODUCT_NOT_FOUND = 'This product is no longer available.';
export const PRODUCT_LOAD_FAILED = 'Could not load this product. Please check your connection.';

function Breadcrumb({ product }: { product?: Product }) {
  return (
    <nav className="breadcrumb" part="breadcrumb" aria-label="Product breadcrumb">
      <ol>
        <li>
          <a href={links.home()}>Home</a>
        </li>
        {product && (
          <li>
            <a href={links.product(product.ProductNo)}>{product.ProductName}</a>
          </li>
        )}
        <li>
          <span aria-current="page">Place Order</span>
        </li>
      </ol>
    </nav>
  );
}

function OrderPanel({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const [option, setOption] = useState<ProductSku | null>(null);
  const { checkout, orderNow, optionError, clearOptionError } = useOrderActions(product, quantity, option);
  const soldOut = product.IsSoldOut === 1;
  const category = product.ProductCategoryName || product.NewCategoryName;
  return (
    <article className="panel" part="product">
      <ProductGallery product={product} />
      <div className="info">
        <h1 className="name" part="name">
          {product.ProductName}
        </h1>
        {product.StyleName && <p className="style">Style: {product.StyleName}</p>}
        {category && <p className="category-name">{category}</p>}
        <p className="prices">
          <span className="price" part="price">
            {formatTT(product.SalesPrice)}
          </span>
          {product.Price > product.SalesPrice && (
            <s className="list-price">
              <span className="visually-hidden">Was </span>
              {formatTT(product.Price)}
            </s>
          )}
          {soldOut && <span className="sold-out">Sold out</span>}
        </p>
        {product.ProductDescription && (
          <section className="about" aria-label="About this product">
            <h2>About this product</h2>
            <p>{product.ProductDescription}</p>
          </section>
        )}
        <OptionChoice
          options={product.ProductSKUList ?? []}
          selected={option}
          error={optionError}
          onSelect={(sku) => {
            setOption(sku);
            clearOptionError();
          }}
        />
        <QuantityInput value={quantity} onChange={setQuantity} />
        <dl className="facts" part="facts">
          <dt>Category</dt>
          <dd>{category ? <a href={links.category(product.ProductCategoryNo)}>{category}</a> : '—'}</dd>
          <dt>UPC</dt>
          <dd>{product.Barcode || '—'}</dd>
          <dt>SKU</dt>
          <dd>{product.ProductSKUNo || '—'}</dd>
        </dl>
        <div className="buttons">
          <button type="button" className="order-now" part="order-now" onClick={orderNow}>
            Order Now
          </button>
          <button type="button" className="checkout secondary" part="checkout" onClick={checkout}>
            Checkout
          </button>
        </div>
      </div>
    </article>
  );
}

export function PlaceOrder({ productNo }: PlaceOrderProps) {
  const { load: state, retry } = useProductLoad(productNo, { source: 'trini-place-order' });
  return (
    <div className="place-order" part="page">
      <Breadcrumb product={state.status === 'ready' ? state.product : undefined} />
      {state.status === 'ready' && <OrderPanel key={state.product.ProductNo} product={state.product} />}
      {state.status === 'loading' && (
        <div className="panel skeleton" aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading the product…
          </span>
          <div className="block image" />
          <div className="lines">
            <div className="block" />
            <div className="block short" />
            <div className="block short" />
          </div>
        </div>
      )}
      {state.status === 'missing' && (
        <div className="message" part="message">
          <p>{PRODUCT_NOT_FOUND}</p>
          <a href={links.home()}>Continue Shopping</a>
        </div>
      )}
      {state.status === 'error' && <LoadFailed className="message error-box" part="message" message={PRODUCT_LOAD_FAILED} onRetry={retry} />}
    </div>
  );
}
