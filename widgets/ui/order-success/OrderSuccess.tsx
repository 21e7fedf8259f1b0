// <trini-order-success> (§2.10): the order-placed message (with the order number the checkout or the
// payment return left), a Continue button to /home and an automatic redirect to / after 3 seconds.
import { useEffect, useState } from 'react';
import { SUCCESS_REDIRECT_MS } from '../../domain/constants.js';
import { links, navigate, storeHref } from '../../runtime/links.js';
import { forgetLastOrder, readLastOrder } from './last-order.js';
import { CONTINUE_LABEL, ORDER_SUCCESS_MESSAGE, orderNumberText } from './texts.js';

export function OrderSuccess() {
  const [orderNo] = useState(readLastOrder);
  useEffect(() => {
    forgetLastOrder();
    const timer = setTimeout(() => navigate(storeHref('/')), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="success" part="success" role="status">
      <svg className="tick" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h2 className="message" part="message">
        {ORDER_SUCCESS_MESSAGE}
      </h2>
      {orderNo !== null && (
        <p className="order-number" part="order-number">
          {orderNumberText(orderNo)}
        </p>
      )}
      <p className="hint">You will be taken to the home page in a few seconds.</p>
      <a className="continue" part="continue" href={links.home()}>
        {CONTINUE_LABEL}
      </a>
    </div>
  );
}
