// Payment method (docs/screens.md#checkout, docs/screens.md#quick-order, docs/payments.md#methods): 1 card through WiPay (only when the 'ew' setting is on), 2 bank
// transfer, 3 cash on delivery (default). The gateway shows its mark and the redirect note; bank transfer
// shows the account details.
import { useId } from 'react';
import { PaymentMethod } from '../../domain/types.js';
import { WIPAY_REDIRECT_NOTE } from '../../domain/messages.js';
import { BankDetails } from './BankDetails.js';
import { WipayMark } from './WipayMark.js';
import { useShopSettings } from '../../state/shop.js';
import { bankTransferReady } from '../../domain/shop-settings.js';

export const PAYMENT_LABELS: Readonly<Record<number, string>> = {
  [PaymentMethod.Wipay]: 'Pay by card (WiPay)',
  [PaymentMethod.BankTransfer]: 'Bank Transfer',
  [PaymentMethod.CashOnDelivery]: 'Cash on Delivery',
};

export interface PaymentChoiceProps {
  pmNo: number;
  useWipay: boolean;
  onChoose(pmNo: number): void;
}

export function PaymentChoice({ pmNo, useWipay, onChoose }: PaymentChoiceProps) {
  const id = useId();
  // Bank transfer only once the shop has entered the account shoppers pay into.
  const bank = bankTransferReady(useShopSettings().bank);
  const methods = [...(useWipay ? [PaymentMethod.Wipay] : []), ...(bank ? [PaymentMethod.BankTransfer] : []), PaymentMethod.CashOnDelivery];
  return (
    <fieldset className="payment">
      <legend className="visually-hidden">Payment method</legend>
      <div className="options">
        {methods.map((method) => (
          <label key={method} className="option">
            <input type="radio" name={`${id}-payment`} value={method} checked={pmNo === method} onChange={() => onChoose(method)} />
            <span className="option-label">{PAYMENT_LABELS[method]}</span>
          </label>
        ))}
      </div>
      {pmNo === PaymentMethod.Wipay && (
        <div className="note wipay" part="wipay">
          <WipayMark />
          <p>{WIPAY_REDIRECT_NOTE}</p>
        </div>
      )}
      {pmNo === PaymentMethod.BankTransfer && <BankDetails />}
    </fieldset>
  );
}
