// Bank transfer chosen (docs/screens.md#checkout): the shop's account details and the receipt note.
import { SHOP_INFO } from '../../domain/shop-info.js';

export function BankDetails() {
  const { bank } = SHOP_INFO;
  return (
    <div className="note bank" part="bank-details">
      <p className="note-title">Bank account details</p>
      <dl className="details">
        <dt>Account name</dt>
        <dd>{bank.accountName}</dd>
        <dt>Bank</dt>
        <dd>{bank.bank}</dd>
        <dt>Account number</dt>
        <dd>{bank.accountNumber}</dd>
        <dt>SWIFT code</dt>
        <dd>{bank.swift}</dd>
      </dl>
      <p>{bank.receiptNote}</p>
    </div>
  );
}
