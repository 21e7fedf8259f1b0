// The order body's common, valid shape, checked by hand: superstruct's validation of OrderStruct is the largest
// single part of the order handler's main-thread time, and this path costs a small fraction of it. The answer
// is exactly parseWith(OrderStruct, body)'s value; whatever is not plainly valid gets undefined, and the caller asks
// superstruct, which words the error. The field tables mirror widgets/domain/schemas.ts line by line
// (tests/unit/orders/order-fast-parse.test.ts fails when a field is added there and not here).
import { DEFAULT_COUNTRY_NO, DEFAULT_PAYMENT_METHOD, MAX_LINE_QUANTITY } from '../../widgets/domain/constants.js';
import { MAX_ID, type OrderInput } from '../../widgets/domain/schemas.js';
import { NOTIFY_CHANNELS } from '../../widgets/domain/notify-channel.js';

/** The body is invalid, or not a shape this path vouches for: superstruct decides. */
const NOT_SURE = Symbol('not sure');

/** A field's coerced value, or NOT_SURE. */
type Field = (value: unknown) => unknown;
type Check = (value: unknown) => boolean;

const isText: Check = (v) => typeof v === 'string';
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isPositiveWhole: Check = (v) => isWhole(v) && v >= 1 && v <= MAX_ID;
const isQuantity: Check = (v) => isWhole(v) && v >= 1 && v <= MAX_LINE_QUANTITY;
const isAmount: Check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
// includes(), as schemas.ts's oneOf: its SameValueZero lets -0 through as 0 and keeps it -0.
const isOneOf =
  (...values: Array<number | string>): Check =>
  (v) =>
    values.includes(v as number | string);

const isNullish = (v: unknown): v is null | undefined => v === null || v === undefined;

const required =
  (check: Check): Field =>
  (v) =>
    check(v) ? v : NOT_SURE;
const optionalOf =
  (check: Check): Field =>
  (v) =>
    isNullish(v) ? undefined : check(v) ? v : NOT_SURE;
const text: Field = (v) => (isNullish(v) ? '' : isText(v) ? v : NOT_SURE);
// superstruct's defaulted() replaces undefined only: a null PMNo is refused.
const defaulted =
  (check: Check, fallback: number): Field =>
  (v) =>
    v === undefined ? fallback : check(v) ? v : NOT_SURE;

type Fields = ReadonlyArray<readonly [key: string, field: Field]>;

const LINE_FIELDS: Fields = [
  ['ProductNo', required(isPositiveWhole)],
  ['Quantity', required(isQuantity)],
  ['Color', optionalOf(isText)],
  ['Size', optionalOf(isText)],
  ['SalesPrice', optionalOf(isAmount)],
  ['TotalAmount', optionalOf(isAmount)],
];

const productList: Field = (v) => {
  if (isNullish(v)) return [];
  if (!Array.isArray(v) || Object.getPrototypeOf(v) !== Array.prototype) return NOT_SURE;
  const lines: Record<string, unknown>[] = [];
  for (let i = 0; i < v.length; i++) {
    const line = coerceRecord(v[i], LINE_FIELDS);
    if (!line) return NOT_SURE;
    lines.push(line);
  }
  return lines;
};

const ORDER_FIELDS: Fields = [
  ['PMNo', defaulted(isOneOf(1, 2, 3), DEFAULT_PAYMENT_METHOD)],
  ['OrderProductList', productList],
  ['Remarks', optionalOf(isText)],
  ['CountryNo', optionalOf(isPositiveWhole)],
  ['IsPickup', defaulted(isOneOf(0, 1), 0)],
  ['Freight', optionalOf(isAmount)],
  ['ItemTotal', optionalOf(isAmount)],
  ['TotalAmount', optionalOf(isAmount)],
  ['CustomerMobile', text],
  ['CustomerName', text],
  ['EmailID', optionalOf(isText)],
  ['CustomerEmail', optionalOf(isText)],
  ['CustomerAddress', optionalOf(isText)],
  ['CustomerCityNo', optionalOf(isWhole)],
  ['ODeliverCountryNo', defaulted(isPositiveWhole, DEFAULT_COUNTRY_NO)],
  ['StoreNo', optionalOf(isPositiveWhole)],
  ['InvoiceStoreName', optionalOf(isText)],
  ['ShopNo', optionalOf(isPositiveWhole)],
  ['ShopName', optionalOf(isText)],
  ['NewOrderDate', optionalOf(isText)],
  ['NewDeliveryDate', optionalOf(isText)],
  ['DeliveryDate', optionalOf(isText)],
  ['Source', optionalOf(isOneOf(1, 2))],
  ['IsWipayPayment', optionalOf(isOneOf(0, 1))],
  ['IsWipayPaymentPending', optionalOf(isOneOf(0, 1))],
  ['IsFromSocialAd', optionalOf(isOneOf(0, 1))],
  ['NotifyChannel', optionalOf(isOneOf(...NOTIFY_CHANNELS))],
];

// superstruct's type() takes any non-array object (a Date, a class instance); only JSON's own kind is vouched for here.
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** What superstruct's type() gives: a shallow copy, unknown keys kept, each field replaced by its coerced value. */
function coerceRecord(value: unknown, fields: Fields): Record<string, unknown> | undefined {
  if (!isPlainRecord(value)) return undefined;
  const copy: Record<string, unknown> = { ...value };
  for (const [key, field] of fields) {
    const coerced = field(copy[key]);
    if (coerced === NOT_SURE) return undefined;
    // As superstruct's run(): a field coerced to undefined is written only if the key was there, so a null
    // optional field is present and undefined while a missing one stays missing.
    if (coerced !== undefined || key in copy) copy[key] = coerced;
  }
  return copy;
}

/** parseWith(OrderStruct, body)'s value for the common valid body; undefined when superstruct should decide. */
export function parseOrderFast(body: unknown): OrderInput | undefined {
  return coerceRecord(body, ORDER_FIELDS) as OrderInput | undefined;
}
