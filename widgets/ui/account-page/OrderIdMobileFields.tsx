// The order number and the mobile it was placed with: how a shopper without an account names one of their orders
// (tracking it, returning from it).
import { MOBILE_LENGTH } from '../../domain/constants.js';
import { Field } from './Field.js';

export function OrderIdMobileFields(props: { orderId: string; setOrderId: (v: string) => void; mobile: string; setMobile: (v: string) => void }) {
  return (
    <div className="fields two">
      <Field label="Order ID" required value={props.orderId} onChange={props.setOrderId} input={{ inputMode: 'numeric', maxLength: 9 }} />
      <Field
        label="Mobile"
        phone
        required
        value={props.mobile}
        onChange={props.setMobile}
        input={{ inputMode: 'numeric', maxLength: MOBILE_LENGTH, autoComplete: 'tel-national' }}
      />
    </div>
  );
}
