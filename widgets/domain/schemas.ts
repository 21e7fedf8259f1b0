// Wire shapes of the store API bodies, shared by the widgets and the host (docs/domain.md#request-schemas).
// Use them with coercion (`parseWith`, or superstruct's create/validate with { coerce: true }):
// a missing or null text field then arrives as '' so the ordered checks of validation.ts give their
// own message, null optional fields become absent, and the order defaults (docs/orders.md#order-payload)
// fill PMNo, IsPickup and the delivery country. Wrong types are still rejected.
import {
  array,
  boolean,
  coerce,
  define,
  defaulted,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  validate,
  Struct,
  type Infer,
  type StructError,
} from 'superstruct';
import { DEFAULT_COUNTRY_NO, DEFAULT_PAYMENT_METHOD, MAX_LINE_QUANTITY } from './constants.js';
import { NOTIFY_CHANNELS } from './notify-channel.js';

/**
 * superstruct's coerce(struct, condition, ...) with a null-or-undefined condition, without its cost: coerce tests
 * the condition by a full validation, which builds an error object (with a stack trace) for every field that is
 * not null, about twenty per order.
 */
function whenNullish<T, S>(struct: Struct<T, S>, replacement: () => unknown): Struct<T, S> {
  return new Struct({ ...struct, coercer: (value, ctx) => struct.coercer(value === null || value === undefined ? replacement() : value, ctx) });
}

function text(): Struct<string, null> {
  return whenNullish(string(), () => '');
}

function optionalOf<T, S>(struct: Struct<T, S>): Struct<T | undefined, S> {
  return whenNullish(optional(struct), () => undefined);
}

// Custom structs word their own failures starting with 'must', which describeStructError prefixes with the path.
function wholeNumber(): Struct<number, null> {
  return define<number>('integer', (value) =>
    typeof value !== 'number' || Number.isNaN(value) ? 'must be a number.' : Number.isInteger(value) || 'must be a whole number.',
  );
}

function between(min: number, max: number): Struct<number, null> {
  return refine(wholeNumber(), 'between', (value) => (value >= min && value <= max) || `must be from ${min} to ${max}.`);
}

/** The largest id the database's integer columns hold. */
export const MAX_ID = 2_147_483_647;

function positiveWhole(): Struct<number, null> {
  return refine(wholeNumber(), 'positive', (value) => (value >= 1 ? value <= MAX_ID || `must be at most ${MAX_ID}.` : 'must be 1 or more.'));
}

function amount(): Struct<number, null> {
  return refine(number(), 'amount', (value) => (Number.isFinite(value) && value >= 0) || 'must not be negative.');
}

function oneOf<const V extends readonly (number | string)[]>(values: V): Struct<V[number], null> {
  const listed = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}` : `${values[0]}`;
  return define<V[number]>('oneOf', (value) => values.includes(value as V[number]) || `must be ${listed}.`);
}

export const OrderProductStruct = type({
  ProductNo: positiveWhole(),
  Quantity: between(1, MAX_LINE_QUANTITY),
  Color: optionalOf(string()),
  Size: optionalOf(string()),
  SalesPrice: optionalOf(amount()),
  TotalAmount: optionalOf(amount()),
});

export const OrderStruct = type({
  PMNo: defaulted(oneOf([1, 2, 3]), DEFAULT_PAYMENT_METHOD),
  OrderProductList: whenNullish(array(OrderProductStruct), () => []),
  Remarks: optionalOf(string()),
  CountryNo: optionalOf(positiveWhole()),
  IsPickup: defaulted(oneOf([0, 1]), 0),
  Freight: optionalOf(amount()),
  ItemTotal: optionalOf(amount()),
  TotalAmount: optionalOf(amount()),
  CustomerMobile: text(),
  CustomerName: text(),
  EmailID: optionalOf(string()),
  CustomerEmail: optionalOf(string()),
  CustomerAddress: optionalOf(string()),
  CustomerCityNo: optionalOf(wholeNumber()), // 0 = the 'None' city
  ODeliverCountryNo: defaulted(positiveWhole(), DEFAULT_COUNTRY_NO),
  StoreNo: optionalOf(positiveWhole()),
  InvoiceStoreName: optionalOf(string()),
  ShopNo: optionalOf(positiveWhole()),
  ShopName: optionalOf(string()),
  NewOrderDate: optionalOf(string()),
  NewDeliveryDate: optionalOf(string()),
  DeliveryDate: optionalOf(string()),
  Source: optionalOf(oneOf([1, 2])),
  IsWipayPayment: optionalOf(oneOf([0, 1])),
  IsWipayPaymentPending: optionalOf(oneOf([0, 1])),
  IsFromSocialAd: optionalOf(oneOf([0, 1])),
  NotifyChannel: optionalOf(oneOf(NOTIFY_CHANNELS)),
});

export const ReviewStruct = type({
  ProductNo: positiveWhole(),
  CustomerMobile: text(),
  CustomerName: text(),
  ReviewTitle: text(),
  Comments: text(),
  Rating: whenNullish(number(), () => 0), // range checked by reviewMessage
});

export const RegistrationStruct = type({
  CustomerName: text(),
  Address: optionalOf(string()),
  Mobile1: text(),
  EmailID: optionalOf(string()),
  NewPassword: text(),
  ConfirmPassword: text(),
  ConfirmMobile: optionalOf(boolean()),
});

export const LoginStruct = type({
  Mobile: text(),
  Password: text(),
});

// ---- Account calls (the account pages' own; the reference design has none). As above, a missing or null
// text arrives as '' so the ordered checks give their own message; an absent EmailID or Address keeps the
// saved value.
export const UpdateAccountStruct = type({
  CustomerName: text(),
  EmailID: optional(string()),
  Address: optional(string()),
});

export const ChangePasswordStruct = type({
  CurrentPassword: text(),
  NewPassword: text(),
  ConfirmPassword: text(),
});

// ---- Product return (POST /api/shop/SaveProductReturn). Numbers may arrive as JSON numbers or as the text
// of a form field; a missing one is 0, which the ordered checks of returns.ts then name in form order (an
// empty request hears about the first name first).
const textOrNullish = define<unknown>('text-or-nullish', (v) => v == null || typeof v === 'string');
const numeric = () => coerce(number(), textOrNullish, (v) => (v == null ? 0 : /^\s*-?\d+(\.\d+)?\s*$/.test(v as string) ? Number(v) : NaN));

/** A blank OrderNo is no order (null); digits are the order's number; anything else fails the check. */
const blankOrText = define<unknown>('blank', (v) => v === undefined || typeof v === 'string');
const optionalNumber = () =>
  coerce(nullable(number()), blankOrText, (v) =>
    v === undefined || (typeof v === 'string' && v.trim() === '') ? null : /^\s*\d+\s*$/.test(v as string) ? Number(v) : NaN,
  );

/** The form's yes/no: true, 1, '1' and 'true' are yes; false, 0, '0', 'false', '', null and absent are no. */
const yesNoInput = define<unknown>('yes-no', (v) => v === undefined || v === null || typeof v === 'number' || typeof v === 'string');
const yesNo = () =>
  coerce(boolean(), yesNoInput, (v) => {
    if (v === undefined || v === null || v === 0 || v === '0' || v === 'false' || v === '') return false;
    if (v === 1 || v === '1' || v === 'true') return true;
    return v;
  });

export const ProductReturnStruct = type({
  OrderNo: optionalNumber(),
  OrderDate: text(), // yyyy-mm-dd or ''
  FirstName: text(),
  LastName: text(),
  EmailID: text(),
  Telephone: text(), // 7 digits after +1(868)
  ProductName: text(),
  ProductCode: text(),
  Quantity: numeric(),
  ReasonNo: numeric(), // 1..5, see RETURN_REASONS in returns.ts
  IsOpened: yesNo(),
  Details: text(),
  AgreeTerms: optional(boolean()), // the form's checkbox; API clients need not send it
});

export type UpdateAccountInput = Infer<typeof UpdateAccountStruct>;
export type ChangePasswordInput = Infer<typeof ChangePasswordStruct>;
/** The body of POST /api/shop/SaveProductReturn, as the form sends it and the host reads it. */
export type ProductReturnPayload = Infer<typeof ProductReturnStruct>;

export type OrderInput = Infer<typeof OrderStruct>;
export type ReviewInput = Infer<typeof ReviewStruct>;
export type RegistrationInput = Infer<typeof RegistrationStruct>;
export type LoginInput = Infer<typeof LoginStruct>;

const TYPE_WORDING: Readonly<Record<string, string>> = {
  number: 'must be a number.',
  string: 'must be a string.',
  boolean: 'must be true or false.',
  array: 'must be an array.',
  type: 'must be an object.',
  object: 'must be an object.',
  never: 'is not allowed.',
};

function formatPath(path: readonly unknown[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`)).join('');
}

/** 'OrderProductList[0].Quantity must be a number.' — the first failure, in words a client can act on. */
export function describeStructError(error: StructError): string {
  const failure = error.failures()[0] ?? error;
  const where = failure.path.length > 0 ? formatPath(failure.path) : 'The request body';
  if (failure.value === undefined && failure.path.length > 0) return `${where} is required.`;
  if (failure.message.startsWith('must ')) return `${where} ${failure.message}`;
  return `${where} ${TYPE_WORDING[failure.type] ?? 'is invalid.'}`;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; msg: string };

/** Validates with coercion; on failure gives the message for a 4xx `{ success: false, msg }`. */
export function parseWith<T, S>(struct: Struct<T, S>, input: unknown): Parsed<T> {
  const [error, value] = validate(input, struct, { coerce: true });
  return error ? { ok: false, msg: describeStructError(error) } : { ok: true, value: value as T };
}
