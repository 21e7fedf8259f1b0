// <trini-quick-order product-no shop-no> (§2.16, §4 Shop from the route, §5, §9): 'Create Order' for one
// product with a form-local cart, credited to the route's shop. Source 2.
import { useCallback, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { SaveOrderResult } from '../../domain/types.js';
import { PaymentMethod } from '../../domain/types.js';
import { DEFAULT_LOGIN_TYPE, DEFAULT_PAYMENT_METHOD, OrderSource } from '../../domain/constants.js';
import { formatTT } from '../../domain/money.js';
import { NO_PRODUCT_ADDED } from '../../domain/messages.js';
import { $settings } from '../../state/settings.js';
import { AccountChoice } from '../checkout/AccountChoice.js';
import { AddressFields } from '../checkout/AddressFields.js';
import { CustomerFields } from '../checkout/CustomerFields.js';
import { DeliveryChoice } from '../checkout/DeliveryChoice.js';
import { PaymentChoice } from '../checkout/PaymentChoice.js';
import { PlaceOrderButton } from '../checkout/PlaceOrderButton.js';
import { Section } from '../checkout/Section.js';
import { buildOrderPayload, emptyForm, type CustomerForm } from '../checkout/order-payload.js';
import { useCities } from '../checkout/use-cities.js';
import { useDeliveryRule } from '../checkout/use-delivery-rule.js';
import { useOrderSubmit } from '../checkout/use-order-submit.js';
import { useSessionPrefill } from '../checkout/use-session-prefill.js';
import { OrderConfirmation } from './OrderConfirmation.js';
import { QuickOrderCart } from './QuickOrderCart.js';
import { useOrderShop } from './use-order-shop.js';
import { useProduct } from './use-product.js';
import { useQuickCart } from './use-quick-cart.js';

export const SEND_ORDER_LABEL = 'Send Order';
export const PRODUCT_FAILED = 'The product could not be loaded.';

export interface QuickOrderProps {
  productNo: number | undefined;
  shopNo: number | undefined;
}

export function QuickOrder({ productNo, shopNo }: QuickOrderProps) {
  const settings = useStore($settings);
  const shop = useOrderShop(shopNo);
  const product = useProduct(productNo);
  const quick = useQuickCart(product.product);
  const { cart } = quick;
  const cities = useCities();
  const notesId = useId();
  const [form, setForm] = useState<CustomerForm>(emptyForm);
  const [loginType, setLoginType] = useState<number>(DEFAULT_LOGIN_TYPE);
  const [placed, setPlaced] = useState<{ result: SaveOrderResult; pmNo: number } | null>(null);
  const update = useCallback(
    <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => setForm((f) => ({ ...f, [key]: value })),
    [],
  );
  const session = useSessionPrefill((details) => setForm((f) => ({ ...f, ...details })));
  const delivery = useDeliveryRule(cart.ItemTotal, cart.IsPickup === 1, quick.setPickup, cart.ItemCount > 0);
  const pmNo = form.pmNo === PaymentMethod.Wipay && !settings.useWipay ? DEFAULT_PAYMENT_METHOD : form.pmNo;

  const onPlaced = useCallback((result: SaveOrderResult, payload: { PMNo: number }) => setPlaced({ result, pmNo: payload.PMNo }), []);
  const { busy, notice, submit } = useOrderSubmit({ onPlaced, onPricesChanged: product.reload });

  const place = () => {
    const context = { source: OrderSource.QuickOrder, shopNo: shop.ShopNo, shopName: shop.ShopName, fromSocialAd: settings.fromSocialAd, today: new Date() };
    void submit(buildOrderPayload({ ...form, pmNo }, cart, context));
  };

  return (
    <div className="quick-order" part="quick-order">
      <header className="heading">
        <h2 className="title" part="title">
          Create Order
        </h2>
        <h3 className="shop-name" part="shop-name">
          {shop.ShopName}
        </h3>
      </header>
      {placed ? (
        <OrderConfirmation result={placed.result} pmNo={placed.pmNo} />
      ) : (
        <form
          className="form"
          part="form"
          noValidate
          aria-label="Create Order"
          onSubmit={(e) => {
            e.preventDefault();
            place();
          }}
        >
          <Section title="Login or Register">
            <AccountChoice session={session} loginType={loginType} onLoginType={setLoginType} />
          </Section>
          <Section title="Personal Details">
            <CustomerFields mobile={form.mobile} name={form.name} onChange={update} />
          </Section>
          <Section title="Address">
            <AddressFields
              address={form.address}
              cityNo={form.cityNo}
              countryNo={cart.DeliverCountryNo}
              cities={cities}
              onAddress={(v) => update('address', v)}
              onCity={(v) => update('cityNo', v)}
              onCountry={quick.setCountry}
            />
          </Section>
          <Section title="Additional Instructions">
            <label htmlFor={notesId} className="visually-hidden">
              Additional instructions
            </label>
            <textarea id={notesId} rows={3} maxLength={2000} value={form.remarks} onChange={(e) => update('remarks', e.target.value)} />
          </Section>
          <Section title="Shopping Cart" className="cart-section">
            {product.status === 'ready' ? (
              <QuickOrderCart
                product={product.product}
                line={cart.ItemList[0]}
                options={quick.options}
                option={quick.option}
                onQuantity={quick.setQuantity}
                onOption={quick.setOption}
              />
            ) : (
              <p className="hint" role="status">
                {product.status === 'loading' && 'Loading the product…'}
                {product.status === 'missing' && NO_PRODUCT_ADDED}
                {product.status === 'failed' && (
                  <>
                    {PRODUCT_FAILED}{' '}
                    <button type="button" className="link-button" onClick={product.reload}>
                      Try again
                    </button>
                  </>
                )}
              </p>
            )}
            {cart.ItemCount > 0 && (
            <dl className="totals" part="totals">
              <dt>Sub Total</dt>
              <dd>{formatTT(cart.ItemTotal)}</dd>
              <dt>Freight</dt>
              <dd>{formatTT(cart.Freight)}</dd>
              <dt className="grand">Total</dt>
              <dd className="grand price" part="total">
                {formatTT(cart.ItemGrandTotal)}
              </dd>
            </dl>
            )}
          </Section>
          <Section title="Deliver or Pickup">
            <DeliveryChoice isPickup={cart.IsPickup === 1} deliveryAllowed={delivery.deliveryAllowed} onChoose={delivery.choose} />
          </Section>
          <Section title="Payment">
            <PaymentChoice pmNo={pmNo} useWipay={settings.useWipay} onChoose={(v) => update('pmNo', v)} />
          </Section>
          <div className="form-action">
            <PlaceOrderButton pmNo={pmNo} busy={busy} label={SEND_ORDER_LABEL} />
            {notice && (
              <p className="notice" role="status" part="notice">
                {notice}
              </p>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
