// "Skip to products" (docs/accessibility.md): the first stop in the category page, shown when focused. It moves the
// focus past the category tree and every filter to the first product, so a keyboard user reaches the products in
// a few presses rather than tabbing through the sidebar. An in-page link cannot target inside a shadow root, so
// the link moves the focus itself.
import type { MouseEvent } from 'react';

export const SKIP_TO_PRODUCTS = 'Skip to products';

export function SkipToProducts() {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const root = e.currentTarget.getRootNode() as ParentNode;
    const target =
      root.querySelector<HTMLElement>('[part="products"] [part="name"] a') ?? root.querySelector<HTMLElement>('[part="no-results"], .products-heading');
    if (!target) return;
    e.preventDefault();
    if (!target.matches('a[href], button')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center' });
  };
  return (
    <a className="skip-to-products" part="skip-link" href="#products" onClick={skip}>
      {SKIP_TO_PRODUCTS}
    </a>
  );
}
