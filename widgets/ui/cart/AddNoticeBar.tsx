// What happened to the product of /cart/{ProductNo} when it could not simply be added.
import { links } from '../../runtime/links.js';
import type { AddNotice } from './useAddProductOnce.js';

export const ADD_PRODUCT_MISSING = 'That product is no longer available.';
export const ADD_PRODUCT_FAILED = 'We could not add that product to your cart.';

export function AddNoticeBar({ notice, retry }: { notice: AddNotice; retry: () => void }) {
  if (notice.status === 'refused') {
    return (
      <p className="notice" part="notice" role="alert">
        {notice.message}
        {notice.reason === 'select-option' && (
          <>
            {' '}
            <a href={links.product(notice.productNo)}>Choose an option</a>
          </>
        )}
      </p>
    );
  }
  if (notice.status === 'missing') {
    return (
      <p className="notice" part="notice" role="alert">
        {ADD_PRODUCT_MISSING}
      </p>
    );
  }
  if (notice.status === 'error') {
    return (
      <div className="notice" part="notice" role="alert">
        <span>{ADD_PRODUCT_FAILED}</span>
        <button type="button" className="secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}
