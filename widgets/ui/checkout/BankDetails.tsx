// Bank transfer chosen (docs/screens.md#checkout): the shop's account details and the receipt note, from its settings.
import { useShopSettings } from '../../state/shop.js';
import { bankTransferReady } from '../../domain/shop-settings.js';

export function BankDetails() {
  const { bank } = useShopSettings();
  // An order taken before the shop removed its details: never an empty or made-up account.
  if (!bankTransferReady(bank)) {
    return (
      <div className="note bank" part="bank-details">
        <p>We will send you the bank account details.</p>
      </div>
    );
  }
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
        {bank.swift && (
          <>
            <dt>SWIFT code</dt>
            <dd>{bank.swift}</dd>
          </>
        )}
      </dl>
      {bank.receiptNote && <p>{bank.receiptNote}</p>}
    </div>
  );
}
