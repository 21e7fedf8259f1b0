// The order payload of docs/orders.md#order-payload, built the same way by the checkout (Source 1, the shared cart) and the
// quick order form (Source 2, a form-local cart). Pure: the caller passes the date.
import type { Cart, OrderPayload } from '../../domain/types.js';
import { PaymentMethod } from '../../domain/types.js';
import { Country, DEFAULT_PAYMENT_METHOD, DEFAULT_STORE_NO, MOBILE_LENGTH, ONLINE_STORE_NAME } from '../../domain/constants.js';
import { isTrinidad } from '../../domain/freight.js';
import { orderProductsFromCart } from '../../domain/cart.js';
import { shopDelivery } from '../../state/shop.js';
import { priceSummary } from '../../domain/price-summary.js';

/** What the shopper typed or chose on the form. */
export interface CustomerForm {
  mobile: string; // the 7 digits after +1(868)
  name: string;
  email: string;
  address: string;
  cityNo: number; // 0 = None
  remarks: string;
  pmNo: number; // PaymentMethod
}

/** A fresh form: guest, cash on delivery (docs/orders.md#order-payload), no city. */
export const emptyForm: CustomerForm = {
  mobile: '',
  name: '',
  email: '',
  address: '',
  cityNo: 0,
  remarks: '',
  pmNo: DEFAULT_PAYMENT_METHOD,
};

export interface OrderContext {
  source: number; // OrderSource
  shopNo: number;
  shopName?: string;
  fromSocialAd: boolean;
  today: Date;
}

/** yyyy-mm-dd in the shopper's own calendar (the server stamps its own date as well). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Tokens may carry '+1(868)1234567', '18681234567' or '1234567': the form wants the last 7 digits. */
export function localMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length > MOBILE_LENGTH ? digits.slice(-MOBILE_LENGTH) : digits;
}

export function buildOrderPayload(form: CustomerForm, cart: Cart, ctx: OrderContext): OrderPayload {
  const gateway = form.pmNo === PaymentMethod.Wipay ? 1 : 0;
  const countryNo = isTrinidad(cart.DeliverCountryNo) ? Country.Trinidad : Country.Tobago;
  const email = form.email.trim();
  const summary = priceSummary(cart, shopDelivery()); // below the delivery minimum the order is a pickup
  const payload: OrderPayload = {
    PMNo: form.pmNo,
    OrderProductList: orderProductsFromCart(cart),
    Remarks: form.remarks.trim(),
    CountryNo: countryNo,
    IsPickup: summary.pickup ? 1 : 0,
    // Sent so the server can tell when prices changed since the shopper saw them (409 with its amounts).
    ItemTotal: cart.ItemTotal,
    Freight: summary.freight,
    TotalAmount: summary.toPay,
    CustomerMobile: form.mobile.trim(),
    CustomerName: form.name.trim(),
    EmailID: email,
    CustomerEmail: email,
    CustomerAddress: form.address.trim(),
    CustomerCityNo: form.cityNo,
    ODeliverCountryNo: countryNo,
    StoreNo: DEFAULT_STORE_NO,
    InvoiceStoreName: ONLINE_STORE_NAME,
    ShopNo: ctx.shopNo,
    NewOrderDate: isoDay(ctx.today),
    Source: ctx.source,
    IsWipayPayment: gateway,
    IsWipayPaymentPending: gateway,
    IsFromSocialAd: ctx.fromSocialAd || cart.FromSocialAd ? 1 : 0,
  };
  if (ctx.shopName) payload.ShopName = ctx.shopName;
  return payload;
}
