// The order form's own state, shared by the checkout and the quick order form (docs/screens.md#checkout, docs/screens.md#quick-order, docs/domain.md#cart): what the
// shopper typed, the login choice, the session prefill, the city list and the payment method on offer.
import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { DEFAULT_LOGIN_TYPE, DEFAULT_PAYMENT_METHOD } from '../../domain/constants.js';
import { PaymentMethod } from '../../domain/types.js';
import { $settings } from '../../state/settings.js';
import { emptyForm, type CustomerForm } from './order-payload.js';
import { useCities } from './use-cities.js';
import { useSessionPrefill } from './use-session-prefill.js';
import { readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.js';
import { useCardPaymentOffered } from './use-card-payment.js';

export type UpdateForm = <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => void;

/** `keepDraft`: the form is kept for the session (the checkout), so it survives a trip to the card page. */
export function useOrderForm({ keepDraft = false }: { keepDraft?: boolean } = {}) {
  const settings = useStore($settings);
  const useWipay = useCardPaymentOffered();
  const cities = useCities();
  const [form, setForm] = useState<CustomerForm>(() => (keepDraft ? readCheckoutDraft() : emptyForm));
  useEffect(() => {
    if (keepDraft) saveCheckoutDraft(form);
  }, [keepDraft, form]);
  const [loginType, setLoginType] = useState<number>(DEFAULT_LOGIN_TYPE);
  const update = useCallback<UpdateForm>((key, value) => setForm((f) => ({ ...f, [key]: value })), []);
  const session = useSessionPrefill((details) => setForm((f) => ({ ...f, ...details })));
  // The gateway option disappears when the setting is off; a stale choice falls back to the default.
  const pmNo = form.pmNo === PaymentMethod.Wipay && !useWipay ? DEFAULT_PAYMENT_METHOD : form.pmNo;
  /** The form as ordered: with the payment method actually offered. */
  const customer: CustomerForm = { ...form, pmNo };
  return { settings, useWipay, cities, form, update, session, loginType, setLoginType, pmNo, customer };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
