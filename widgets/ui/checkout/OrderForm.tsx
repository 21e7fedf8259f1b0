// The order form of the checkout and the quick order form (docs/screens.md#checkout, docs/screens.md#quick-order): it opens with Login or
// Register; the caller adds its own sections. Submitting (Enter or the submit button) places the order.
import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldErrorState } from './field-error.js';
import { AccountChoice } from './AccountChoice.js';
import { DeliveryChoice } from './DeliveryChoice.js';
import { PaymentChoice } from './PaymentChoice.js';
import { Section } from './Section.js';
import type { useDeliveryRule } from './use-delivery-rule.js';
import type { OrderFormState } from './use-order-form.js';

export interface OrderFormProps {
  label: string;
  order: OrderFormState;
  onSubmit(): void;
  children: ReactNode;
  /** The refused field: focused (with its message beside it) after each refused attempt. */
  fieldError?: FieldErrorState;
}

export function OrderForm({ label, order, onSubmit, children, fieldError }: OrderFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (fieldError) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fieldError]);
  return (
    <form
      ref={formRef}
      className="form"
      part="form"
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Section title="Login or Register">
        <AccountChoice session={order.session} loginType={order.loginType} onLoginType={order.setLoginType} />
      </Section>
      {children}
    </form>
  );
}

export interface DeliveryAndPaymentProps {
  isPickup: boolean;
  delivery: ReturnType<typeof useDeliveryRule>;
  order: OrderFormState;
}

/** Deliver or Pickup, then Payment: sections both forms show. */
export function DeliveryAndPayment({ isPickup, delivery, order }: DeliveryAndPaymentProps) {
  return (
    <>
      <Section title="Deliver or Pickup">
        <DeliveryChoice isPickup={isPickup} deliveryAllowed={delivery.deliveryAllowed} onChoose={delivery.choose} />
      </Section>
      <Section title="Payment">
        <PaymentChoice pmNo={order.pmNo} useWipay={order.useWipay} onChoose={(v) => order.update('pmNo', v)} />
      </Section>
    </>
  );
}
