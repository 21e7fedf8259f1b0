// <trini-checkout> (docs/screens.md#checkout, docs/orders.md#submission, docs/domain.md#order-checks, docs/domain.md#constants; docs/architecture.md#decisions): guest checkout by default, the
// order built from the shared cart. Country and pickup live on the cart (they change its freight).
// On a partner's page (partner-page.ts) the shopper stays there: a placed order is confirmed in place, and a card
// payment names the page so the store sends the shopper back to it, where this checkout confirms the paid order.
import { priceSummary } from '../../domain/price-summary.js';
import { useShopSettings } from '../../state/shop.js';
import { useCallback, useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { buildOrderPayload } from './order-payload.js';
import { OrderSource } from '../../domain/constants.js';
import { PaymentMethod, type OrderPayload, type SaveOrderResult } from '../../domain/types.js';
import { $cart, clear, setPickup } from '../../state/cart.js';
import { chooseArea, rememberArea, useChosenArea } from '../cart/delivery-area.js';
import { attributedShopNo } from '../../state/attribution.js';
import { links, navigate } from '../../runtime/links.js';
import { rememberOrder } from '../order-success/last-order.js';
import { rememberOrderMobile } from '../order-success/order-mobile.js';
import { AddressFields } from './AddressFields.js';
import { CustomerFields } from './CustomerFields.js';
import { EmptyCart } from './EmptyCart.js';
import { DeliveryAndPayment, OrderForm } from './OrderForm.js';
import { OrderSummary } from './OrderSummary.js';
import { PlaceOrderAction } from './PlaceOrderButton.js';
import { Section } from './Section.js';
import { refreshCartPrices } from './refresh-cart-prices.js';
import { useDeliveryRule } from './use-delivery-rule.js';
import { useOrderForm } from './use-order-form.js';
import { useOrderSubmit } from './use-order-submit.js';
import { forgetCheckoutDraft } from './checkout-draft.js';
import { noteCardOrder, onPartnerPage, returnPage, takeCardReturn } from './partner-page.js';
import { PlacedHere } from './PlacedHere.js';
import { useTriniEvent } from '../../runtime/events.js';
import { NotifyChoice } from './NotifyChoice.js';
import { useNotifyChannel } from './use-notify-channel.js';

export const PLACE_ORDER_LABEL = 'Place Order';
export const ORDER_PLACED_NOTE = 'Order placed! Taking you to your confirmation…';

export interface CheckoutProps {
  /** Shown in the checkout dialog of a partner's page: Continue closes it. */
  onContinue?: (() => void) | undefined;
  /** Back on a partner's page from the card payment page with this checkout's paid order. */
  onCardReturn?: (() => void) | undefined;
}

/** Whether the order is placed: here, or (on a partner's page) by card, back from the payment page with it paid. */
function usePlacedOrder(partnerPage: boolean, onCardReturn: (() => void) | undefined) {
  const emit = useTriniEvent();
  const [placed, setPlaced] = useState(false);
  const onPlaced = useCallback(
    (result: SaveOrderResult, payload: OrderPayload) => {
      rememberOrder(result.OrderNo, { bankTransfer: payload.PMNo === PaymentMethod.BankTransfer, total: result.TotalAmount });
      rememberOrderMobile(result.OrderNo, payload.CustomerMobile);
      forgetCheckoutDraft();
      setPlaced(true);
      clear();
      if (!partnerPage) navigate(links.success());
    },
    [partnerPage],
  );
  useEffect(() => {
    const paid = partnerPage ? takeCardReturn(OrderSource.Checkout) : null;
    if (!paid) return;
    rememberOrder(paid.orderNo, paid.total === null ? {} : { total: paid.total });
    forgetCheckoutDraft();
    setPlaced(true);
    clear();
    emit('trini-order-placed', { orderNo: paid.orderNo, totalAmount: paid.total ?? 0, paymentMethod: PaymentMethod.Wipay, source: OrderSource.Checkout });
    onCardReturn?.();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the page comes back
  return { placed, onPlaced };
}

function OrderNotes({ remarks, onChange }: { remarks: string; onChange: (remarks: string) => void }) {
  const notesId = useId();
  return (
    <Section title="Additional">
      <label htmlFor={notesId}>Order notes (optional)</label>
      <textarea
        id={notesId}
        rows={3}
        maxLength={2000}
        placeholder="Notes about your order, e.g. special notes for delivery."
        value={remarks}
        onChange={(e) => onChange(e.target.value)}
      />
    </Section>
  );
}

export function Checkout({ onContinue, onCardReturn }: CheckoutProps = {}) {
  const [partnerPage] = useState(onPartnerPage);
  const cart = useStore($cart);
  const order = useOrderForm({ keepDraft: true });
  useChosenArea();
  const { settings, form, update, pmNo } = order;
  // A city chosen is its island chosen, the one the cart is set to.
  useEffect(() => {
    if (form.cityNo > 0) rememberArea($cart.get().DeliverCountryNo);
  }, [form.cityNo]);
  const { channel, phones, choose: setChannel } = useNotifyChannel(form.mobile, form.email);
  const { placed, onPlaced } = usePlacedOrder(partnerPage, onCardReturn);
  const hasItems = cart.ItemCount > 0;
  const delivery = useDeliveryRule(cart.ItemTotal, setPickup);
  const { pickup } = priceSummary(cart, useShopSettings().delivery);

  const beforeGateway = useCallback((result: SaveOrderResult) => noteCardOrder(OrderSource.Checkout, result.OrderNo, result.TotalAmount), []);
  const onPricesChanged = useCallback(() => {
    refreshCartPrices().catch((error: unknown) => console.error('[trini] repricing the cart failed', error));
  }, []);
  const { busy, notice, submit, fieldError } = useOrderSubmit({ onPlaced, onPricesChanged, ...(partnerPage ? { beforeGateway } : {}) });

  if (placed && partnerPage) return <PlacedHere onContinue={onContinue} />;
  if (placed) {
    return (
      <p className="placed card" role="status" part="placed">
        {ORDER_PLACED_NOTE}
      </p>
    );
  }
  if (!hasItems) return <EmptyCart onContinue={onContinue} />;

  const place = () => {
    const context = { source: OrderSource.Checkout, shopNo: attributedShopNo(), fromSocialAd: settings.fromSocialAd, today: new Date() };
    const payload = { ...buildOrderPayload(order.customer, $cart.get(), context), NotifyChannel: channel };
    if (partnerPage && payload.PMNo === PaymentMethod.Wipay) payload.ReturnTo = returnPage();
    void submit(payload);
  };
  const action = { pmNo, busy, notice, label: PLACE_ORDER_LABEL };

  return (
    <div className="checkout" part="checkout">
      <div className="layout">
        <OrderSummary cart={cart}>
          <PlaceOrderAction area="summary-action" {...action} onClick={place} />
        </OrderSummary>
        <OrderForm label="Checkout" order={order} onSubmit={place} fieldError={fieldError}>
          <Section title="Customer Information">
            <CustomerFields mobile={form.mobile} name={form.name} email={form.email} onChange={update} error={fieldError} />
            <NotifyChoice channel={channel} phones={phones} onChoose={setChannel} />
          </Section>
          <Section title="Billing Details">
            <AddressFields
              form={form}
              countryNo={cart.DeliverCountryNo}
              cities={order.cities}
              onChange={update}
              onCountry={chooseArea}
              error={fieldError}
              pickup={pickup}
            />
          </Section>
          <DeliveryAndPayment isPickup={pickup} delivery={delivery} order={order} />
          <OrderNotes remarks={form.remarks} onChange={(remarks) => update('remarks', remarks)} />
          <PlaceOrderAction area="form-action" {...action} />
        </OrderForm>
      </div>
    </div>
  );
}
