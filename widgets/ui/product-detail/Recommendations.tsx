// Similar Products, Best Sellers and New Products (docs/screens.md#product-detail), each only when non-empty. They are
// <trini-product-grid> elements nested in this shadow root: the loader defines the tag globally, so they
// upgrade here too and share the page's stores. createElement keeps the tag out of JSX's global types.
import { createElement } from 'react';

const LISTS = [
  { mode: 'similar', heading: 'Similar Products' },
  { mode: 'best-sellers', heading: 'Best Sellers' },
  { mode: 'new', heading: 'New Products' },
] as const;

export function Recommendations({ productNo }: { productNo: number }) {
  return (
    <div className="recommendations" part="recommendations">
      {LISTS.map(({ mode, heading }) =>
        createElement('trini-product-grid', {
          key: mode,
          mode,
          'product-no': String(productNo),
          heading,
          'hide-empty': '',
        }),
      )}
    </div>
  );
}
