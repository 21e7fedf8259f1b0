// <trini-quick-order product-no shop-no> (docs/screens.md#quick-order, docs/orders.md#attribution, docs/domain.md#validation, docs/domain.md#constants): 'Create Order' for one
// product with a form-local cart, credited to the route's shop. Source 2. On a partner's page a card payment comes back
// to the page, where the form confirms the paid order (checkout/partner-page.ts).
import { priceSummary } from '../../domain/price-summary.js';
import { useShopSettings } from '../../state/shop.js';
import { useCallback, useEffect, useId, useState } from 'react';
import { PaymentMethod, type SaveOrderResult } from '../../domain/types.js';
import { OrderSource } from '../../domain/constants.js';
import { NO_PRODUCT_ADDED } from '../../domain/messages.js';
import { AddressFields } from '../checkout/AddressFields.js';
import { CartTotals } from '../checkout/CartTotals.js';
import { CustomerFields } from '../checkout/CustomerFields.js';
import { DeliveryAndPayment, OrderForm } from '../checkout/OrderForm.js';
import { PlaceOrderAction } from '../checkout/PlaceOrderButton.js';
import { Section } from '../checkout/Section.js';
import { buildOrderPayload } from '../checkout/order-payload.js';
import { useDeliveryRule } from '../checkout/use-delivery-rule.js';
import { useOrderForm } from '../checkout/use-order-form.js';
import { useOrderSubmit } from '../checkout/use-order-submit.js';
import { NotifyChoice } from '../checkout/NotifyChoice.js';
import { useNotifyChannel } from '../checkout/use-notify-channel.js';
import { OrderConfirmation } from './OrderConfirmation.js';
import { QuickOrderCart } from './QuickOrderCart.js';
import { useOrderShop } from './use-order-shop.js';
import { useProductLoad, type ProductLoad } from '../shared/use-product-load.js';
import { useQuickCart } from './use-quick-cart.js';
import { EmbedGate } from '../shared/EmbedGate.js';
import { noteCardOrder, onPartnerPage, returnPage, takeCardReturn } from '../checkout/partner-page.js';
import { useTriniEvent } from '../../runtime/events.js';

export const SEND_ORDER_LABEL = 'Send Order';
export const PRODUCT_FAILED = 'The product could not be loaded.';

export interface QuickOrderProps {
  productNo: number | undefined;
  shopNo: number | undefined;
}

export function QuickOrder(props: QuickOrderProps) {
  return (
    <EmbedGate
      pending={
        <p className="hint" role="status">
          Loading the order form…
        </p>
      }
    >
      <QuickOrderForm {...props} />
    </EmbedGate>
  );
}

/** The order placed here, or (on a partner's page) by card, back from the payment page with it paid. */
function usePlacedOrder(partnerPage: boolean) {
  const [placed, setPlaced] = useState<{ result: SaveOrderResult; pmNo: number } | null>(null);
  const onPlaced = useCallback((result: SaveOrderResult, payload: { PMNo: number }) => setPlaced({ result, pmNo: payload.PMNo }), []);
  const emit = useTriniEvent();
  useEffect(() => {
    const paid = partnerPage ? takeCardReturn(OrderSource.QuickOrder) : null;
    if (!paid) return;
    setPlaced({
      result: { success: true, msg: '', OrderNo: paid.orderNo, ...(paid.total === null ? {} : { TotalAmount: paid.total }) },
      pmNo: PaymentMethod.Wipay,
    });
    emit('trini-order-placed', { orderNo: paid.orderNo, totalAmount: paid.total ?? 0, paymentMethod: PaymentMethod.Wipay, source: OrderSource.QuickOrder });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the page comes back
  return { placed, onPlaced };
}

/** In place of the cart while the product is not there: loading, missing, or failed with a way to try again. */
function ProductStatus({ status, onRetry }: { status: Exclude<ProductLoad['status'], 'ready'>; onRetry: () => void }) {
  return (
    <p className="hint" role="status">
      {status === 'loading' && 'Loading the product…'}
      {status === 'missing' && NO_PRODUCT_ADDED}
      {status === 'error' && (
        <>
          {PRODUCT_FAILED}{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            Try again
          </button>
        </>
      )}
    </p>
  );
}

function QuickOrderForm({ productNo, shopNo }: QuickOrderProps) {
  const shop = useOrderShop(shopNo);
  const { load: product, retry: reloadProduct } = useProductLoad(productNo, { source: 'trini-quick-order', keepWhileReloading: true });
  const quick = useQuickCart(product.status === 'ready' ? product.product : null);
  const { cart } = quick;
  const order = useOrderForm();
  const { settings, form, update, pmNo } = order;
  const notesId = useId();
  const delivery = useDeliveryRule(cart.ItemTotal, quick.setPickup);
  const { pickup } = priceSummary(cart, useShopSettings().delivery);
  const notify = useNotifyChannel(form.mobile, '');
  const [partnerPage] = useState(onPartnerPage);
  const { placed, onPlaced } = usePlacedOrder(partnerPage);
  const beforeGateway = useCallback((result: SaveOrderResult) => noteCardOrder(OrderSource.QuickOrder, result.OrderNo, result.TotalAmount), []);
  const { busy, notice, submit, fieldError } = useOrderSubmit({ onPlaced, onPricesChanged: reloadProduct, ...(partnerPage ? { beforeGateway } : {}) });

  const place = () => {
    const context = { source: OrderSource.QuickOrder, shopNo: shop.ShopNo, shopName: shop.ShopName, fromSocialAd: settings.fromSocialAd, today: new Date() };
    // Where the host sends no WhatsApp or SMS the form names no channel: the order keeps the mails it always had.
    const payload = { ...buildOrderPayload(order.customer, cart, context), ...(notify.phones.length ? { NotifyChannel: notify.channel } : {}) };
    if (partnerPage && payload.PMNo === PaymentMethod.Wipay) payload.ReturnTo = returnPage();
    void submit(payload);
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
        <OrderForm label="Create Order" order={order} onSubmit={place} fieldError={fieldError}>
          <Section title="Personal Details">
            <CustomerFields mobile={form.mobile} name={form.name} onChange={update} error={fieldError} />
            {notify.phones.length > 0 && <NotifyChoice channel={notify.channel} phones={notify.phones} offerEmail={false} onChoose={notify.choose} />}
          </Section>
          <Section title="Address">
            <AddressFields
              form={form}
              countryNo={cart.DeliverCountryNo}
              cities={order.cities}
              onChange={update}
              onCountry={quick.setCountry}
              error={fieldError}
              pickup={pickup}
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
              <ProductStatus status={product.status} onRetry={reloadProduct} />
            )}
            {cart.ItemCount > 0 && <CartTotals cart={cart} />}
          </Section>
          <DeliveryAndPayment isPickup={pickup} delivery={delivery} order={order} />
          <PlaceOrderAction area="form-action" pmNo={pmNo} busy={busy} notice={notice} label={SEND_ORDER_LABEL} />
        </OrderForm>
      )}
    </div>
  );
}
