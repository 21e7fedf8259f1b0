// Bank transfer chosen (docs/screens.md#checkout): the shop's account details and the receipt note, from its settings.
import { useShopSettings, useShopSettingsKnown } from '../../state/shop.js';
import { bankTransferReady } from '../../domain/shop-settings.js';

export const BANK_DETAILS_LOADING = 'Getting the bank account details…';

export function BankDetails() {
  const { bank } = useShopSettings();
  const known = useShopSettingsKnown();
  // A page that does not carry the shop's facts (the order's success page) asks for them: until they arrive (or the
  // ask fails), never the note for a shop without an account.
  if (!known) {
    return (
      <div className="note bank" part="bank-details" aria-busy="true">
        <p>{BANK_DETAILS_LOADING}</p>
      </div>
    );
  }
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
