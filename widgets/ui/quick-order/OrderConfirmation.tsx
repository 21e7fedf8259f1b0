// The quick order form after a stored order (the reference design has no success page): the order number, the total
// and, for a bank transfer, where to pay.
import { useEffect, useRef } from 'react';
import type { SaveOrderResult } from '../../domain/types.js';
import { PaymentMethod } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { links } from '../../runtime/links.js';
import { BankDetails } from '../checkout/BankDetails.js';
import { ORDER_SUCCESS_MESSAGE, orderNumberText } from '../order-success/texts.js';

export function OrderConfirmation({ result, pmNo }: { result: SaveOrderResult; pmNo: number }) {
  const box = useRef<HTMLDivElement>(null);
  // The form it replaces was taller: bring the confirmation into view and move focus to it.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="confirmation card" role="status" part="confirmation" ref={box} tabIndex={-1}>
      <svg className="tick" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="confirmation-title">{ORDER_SUCCESS_MESSAGE}</h3>
      {result.OrderNo !== undefined && <p className="order-number">{orderNumberText(result.OrderNo)}</p>}
      {result.TotalAmount !== undefined && (
        <p>
          Total: <span className="price">{formatTT(result.TotalAmount)}</span>
        </p>
      )}
      {pmNo === PaymentMethod.BankTransfer && <BankDetails />}
      <a className="button-link" href={links.home()}>
        Continue Shopping
      </a>
    </div>
  );
}
