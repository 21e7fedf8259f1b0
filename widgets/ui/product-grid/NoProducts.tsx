// The friendly empty state of a search or category list: say so, and offer the way back home.
import { links } from '../../runtime/links.js';

export const NO_PRODUCTS_FOUND = 'No products found';

export function NoProducts({ text }: { text: string | undefined }) {
  const term = text?.trim();
  return (
    <div className="no-products" part="empty" role="status">
      <svg className="empty-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z" />
      </svg>
      <p className="title">
        {NO_PRODUCTS_FOUND}
        {term ? ` for “${term}”` : ''}
      </p>
      <p className="hint">Try another word, or browse our natural body, skin and hair care.</p>
      <a className="button-link" href={links.home()}>
        Continue Shopping
      </a>
    </div>
  );
}
