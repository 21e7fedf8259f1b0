// <trini-checkout> (§2.9, §4 Order submission, §5, §9; DESIGN §5): guest checkout by default, the
// order built from the shared cart. Country and pickup live on the cart (they change its freight).
import { useCallback, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { buildOrderPayload, emptyForm, type CustomerForm } from './order-payload.js';
import { DEFAULT_LOGIN_TYPE, DEFAULT_PAYMENT_METHOD, OrderSource } from '../../domain/constants.js';
import { PaymentMethod } from '../../domain/types.js';
import { $cart, clear, setCountry, setPickup } from '../../state/cart.js';
import { $settings } from '../../state/settings.js';
import { attributedShopNo } from '../../state/attribution.js';
import { links, navigate } from '../../runtime/links.js';
import { rememberOrder } from '../order-success/last-order.js';
import { AccountChoice } from './AccountChoice.js';
import { AddressFields } from './AddressFields.js';
import { CustomerFields } from './CustomerFields.js';
import { DeliveryChoice } from './DeliveryChoice.js';
import { EmptyCart } from './EmptyCart.js';
import { OrderSummary } from './OrderSummary.js';
import { PaymentChoice } from './PaymentChoice.js';
import { PlaceOrderButton } from './PlaceOrderButton.js';
import { Section } from './Section.js';
import { refreshCartPrices } from './refresh-cart-prices.js';
import { useCities } from './use-cities.js';
import { useDeliveryRule } from './use-delivery-rule.js';
import { useOrderSubmit } from './use-order-submit.js';
import { useSessionPrefill } from './use-session-prefill.js';

export const PLACE_ORDER_LABEL = 'Place Order';
export const ORDER_PLACED_NOTE = 'Order placed! Taking you to your confirmation…';


export function Checkout() {
  const cart = useStore($cart);
  const settings = useStore($settings);
  const cities = useCities();
  const notesId = useId();
  const [form, setForm] = useState<CustomerForm>(emptyForm);
  const [loginType, setLoginType] = useState<number>(DEFAULT_LOGIN_TYPE);
  const [placed, setPlaced] = useState(false);
  const update = useCallback(
    <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => setForm((f) => ({ ...f, [key]: value })),
    [],
  );
  const session = useSessionPrefill((details) => setForm((f) => ({ ...f, ...details })));
  const hasItems = cart.ItemCount > 0;
  const delivery = useDeliveryRule(cart.ItemTotal, cart.IsPickup === 1, setPickup, hasItems && !placed);
  // The gateway option disappears when the setting is off; a stale choice falls back to the default.
  const pmNo = form.pmNo === PaymentMethod.Wipay && !settings.useWipay ? DEFAULT_PAYMENT_METHOD : form.pmNo;

  const onPlaced = useCallback((result: { OrderNo?: number }) => {
    rememberOrder(result.OrderNo);
    setPlaced(true);
    clear();
    navigate(links.success());
  }, []);
  const onPricesChanged = useCallback(() => {
    refreshCartPrices().catch((error: unknown) => console.error('[trini] repricing the cart failed', error));
  }, []);
  const { busy, notice, submit } = useOrderSubmit({ onPlaced, onPricesChanged });

  if (placed) {
    return (
      <p className="placed card" role="status" part="placed">
        {ORDER_PLACED_NOTE}
      </p>
    );
  }
  if (!hasItems) return <EmptyCart />;

  const place = () => {
    const context = { source: OrderSource.Checkout, shopNo: attributedShopNo(), fromSocialAd: settings.fromSocialAd, today: new Date() };
    void submit(buildOrderPayload({ ...form, pmNo }, $cart.get(), context));
  };
  const noticeText = notice && (
    <p className="notice" role="status" part="notice">
      {notice}
    </p>
  );

  return (
    <div className="checkout" part="checkout">
      <div className="layout">
        <OrderSummary cart={cart}>
          <div className="summary-action">
            <PlaceOrderButton pmNo={pmNo} busy={busy} label={PLACE_ORDER_LABEL} onClick={place} />
            {noticeText}
          </div>
        </OrderSummary>
        <form
          className="form"
          part="form"
          noValidate
          aria-label="Checkout"
          onSubmit={(e) => {
            e.preventDefault();
            place();
          }}
        >
          <Section title="Login or Register">
            <AccountChoice session={session} loginType={loginType} onLoginType={setLoginType} />
          </Section>
          <Section title="Customer Information">
            <CustomerFields mobile={form.mobile} name={form.name} email={form.email} onChange={update} />
          </Section>
          <Section title="Billing Details">
            <AddressFields
              address={form.address}
              cityNo={form.cityNo}
              countryNo={cart.DeliverCountryNo}
              cities={cities}
              onAddress={(v) => update('address', v)}
              onCity={(v) => update('cityNo', v)}
              onCountry={setCountry}
            />
          </Section>
          <Section title="Deliver or Pickup">
            <DeliveryChoice isPickup={cart.IsPickup === 1} deliveryAllowed={delivery.deliveryAllowed} onChoose={delivery.choose} />
          </Section>
          <Section title="Payment">
            <PaymentChoice pmNo={pmNo} useWipay={settings.useWipay} onChoose={(v) => update('pmNo', v)} />
          </Section>
          <Section title="Additional">
            <label htmlFor={notesId}>Order notes (optional)</label>
            <textarea
              id={notesId}
              rows={3}
              maxLength={2000}
              placeholder="Notes about your order, e.g. special notes for delivery."
              value={form.remarks}
              onChange={(e) => update('remarks', e.target.value)}
            />
          </Section>
          <div className="form-action">
            <PlaceOrderButton pmNo={pmNo} busy={busy} label={PLACE_ORDER_LABEL} />
            {noticeText}
          </div>
        </form>
      </div>
    </div>
  );
}
