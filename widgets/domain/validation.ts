// Ordered form checks of docs/domain.md#validation: each returns the first failing message, or null when all pass.
// The wire shapes (superstruct) live in schemas.ts, which only the host loads: no widget downloads a schema library.
import type { Product } from './types.js';
import {
  ADDRESS_MIN,
  EMAIL_LOCAL_MAX,
  EMAIL_MAX,
  MOBILE_LENGTH,
  NAME_MAX,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MAX,
  REVIEW_TITLE_MAX,
  STORE_PHONE_MAX,
} from './constants.js';
import * as M from './messages.js';
import { passwordLengthMessage } from './password-policy.js';

type Check = () => string | null | false;

/** Runs checks in order and returns the first message. */
function firstMessage(checks: readonly Check[]): string | null {
  for (const check of checks) {
    const message = check();
    if (message) return message;
  }
  return null;
}

function trimmed(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

function isBlank(value: unknown): boolean {
  return trimmed(value) === '';
}

function longerThan(value: unknown, max: number): boolean {
  return trimmed(value).length > max;
}

const SEVEN_DIGITS = new RegExp(`^[0-9]{${MOBILE_LENGTH}}$`);

/** Exactly 7 digits (the number after the fixed +1(868) prefix). Surrounding spaces are ignored. */
export function isMobileNumber(value: unknown): boolean {
  return SEVEN_DIGITS.test(trimmed(value));
}

// The generic email rule of docs/domain.md#validation (Angular's pattern): at most 254 characters, at most 64 before the @.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(value: unknown): boolean {
  const email = trimmed(value);
  const at = email.indexOf('@');
  return email.length <= EMAIL_MAX && at >= 1 && at <= EMAIL_LOCAL_MAX && EMAIL_PATTERN.test(email);
}

/**
 * The reference design lists the 7-digit check before the required check. Read literally, an empty mobile would get
 * the 7-digit message and 'required' could never show; so the 7-digit check applies to a non-empty
 * mobile, and an empty (or blank) one gets the required message.
 */
function mobileCheck(mobile: unknown, requiredMessage: string): string | null {
  if (!isBlank(mobile) && !isMobileNumber(mobile)) return M.PHONE_INVALID;
  if (isBlank(mobile)) return requiredMessage;
  return null;
}

function optionalEmailCheck(...emails: unknown[]): string | null {
  return emails.some((email) => !isBlank(email) && !isEmail(email)) ? M.EMAIL_INVALID : null;
}

export interface OrderFields {
  CustomerMobile?: unknown;
  CustomerName?: unknown;
  OrderProductList?: readonly unknown[] | null;
  EmailID?: unknown;
  CustomerEmail?: unknown;
  IsPickup?: unknown; // 1 pickup; anything else is a delivery
  CustomerAddress?: unknown;
  CustomerCityNo?: unknown; // 0 = the 'None' city
}

/** The form field a failed order check belongs to, so the forms can show the message beside it. */
export type OrderField = 'mobile' | 'name' | 'products' | 'email' | 'address' | 'city';

export interface OrderFieldMessage {
  field: OrderField;
  message: string;
}

function isCityNo(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * Checkout and quick order form (docs/domain.md#order-checks), in order, with the field each check belongs to. Name length and
 * email are checked after the spec's list; a delivery then needs an address a courier can find and a city.
 */
function orderChecks(order: OrderFields): Array<[OrderField, Check]> {
  return [
    ['mobile', () => mobileCheck(order.CustomerMobile, M.CUSTOMER_MOBILE_REQUIRED)],
    ['name', () => isBlank(order.CustomerName) && M.CUSTOMER_NAME_REQUIRED],
    ['name', () => longerThan(order.CustomerName, NAME_MAX) && M.CUSTOMER_NAME_TOO_LONG],
    ['products', () => !order.OrderProductList?.length && M.NO_PRODUCT_ADDED],
    ['email', () => optionalEmailCheck(order.EmailID, order.CustomerEmail)],
    ['address', () => order.IsPickup !== 1 && trimmed(order.CustomerAddress).length < ADDRESS_MIN && M.ADDRESS_REQUIRED],
    ['city', () => order.IsPickup !== 1 && !isCityNo(order.CustomerCityNo) && M.CITY_REQUIRED],
  ];
}

/**
 * Every refused field at once, each with its first failing check, in the order of the checks: the forms
 * mark them all beside their fields and focus the first.
 */
export function orderFieldMessages(order: OrderFields): OrderFieldMessage[] {
  const refused: OrderFieldMessage[] = [];
  for (const [field, check] of orderChecks(order)) {
    if (refused.some((r) => r.field === field)) continue;
    const message = check();
    if (message) refused.push({ field, message });
  }
  return refused;
}

/** The first failing check, in the order of docs/domain.md#validation (the server answers it as a 400). */
export function orderFieldMessage(order: OrderFields): OrderFieldMessage | null {
  return orderFieldMessages(order)[0] ?? null;
}

/** The first failing order check's message (the server answers it as a 400), or null. */
export function orderMessage(order: OrderFields): string | null {
  return orderFieldMessage(order)?.message ?? null;
}

export interface ReviewFields {
  CustomerMobile?: unknown;
  CustomerName?: unknown;
  ReviewTitle?: unknown;
  Comments?: unknown;
  Rating?: unknown;
}

/** docs/domain.md#review-checks order; each length limit follows its field's required check; the rating comes last. */
export function reviewMessage(review: ReviewFields): string | null {
  const rating = review.Rating;
  return firstMessage([
    () => mobileCheck(review.CustomerMobile, M.CUSTOMER_MOBILE_REQUIRED),
    () => isBlank(review.CustomerName) && M.CUSTOMER_NAME_REQUIRED,
    () => longerThan(review.CustomerName, NAME_MAX) && M.CUSTOMER_NAME_TOO_LONG,
    () => isBlank(review.ReviewTitle) && M.TITLE_REQUIRED,
    () => longerThan(review.ReviewTitle, REVIEW_TITLE_MAX) && M.TITLE_TOO_LONG,
    () => isBlank(review.Comments) && M.REVIEW_REQUIRED,
    () => longerThan(review.Comments, REVIEW_MAX) && M.REVIEW_TOO_LONG,
    () => !(typeof rating === 'number' && Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX) && M.RATING_INVALID,
  ]);
}

export interface RegistrationFields {
  CustomerName?: unknown;
  Mobile1?: unknown;
  EmailID?: unknown;
  NewPassword?: unknown;
  ConfirmPassword?: unknown;
  ConfirmMobile?: unknown;
}

/**
 * docs/domain.md#registration-checks order. The ownership checkbox only exists in our form: API clients written for the
 * original service never send it, so the host may pass requireMobileConfirmation: false.
 */
export function registrationMessage(
  registration: RegistrationFields,
  { requireMobileConfirmation = true }: { requireMobileConfirmation?: boolean } = {},
): string | null {
  const password = typeof registration.NewPassword === 'string' ? registration.NewPassword : '';
  const confirm = typeof registration.ConfirmPassword === 'string' ? registration.ConfirmPassword : '';
  return firstMessage([
    () => isBlank(registration.Mobile1) && M.REGISTRATION_MOBILE_REQUIRED,
    () => !isMobileNumber(registration.Mobile1) && M.PHONE_INVALID,
    () => isBlank(registration.CustomerName) && M.REGISTRATION_NAME_REQUIRED,
    () => longerThan(registration.CustomerName, NAME_MAX) && M.REGISTRATION_NAME_TOO_LONG,
    // Passwords are taken as typed: spaces are characters, only an empty password is missing.
    () => password === '' && M.PASSWORD_REQUIRED,
    () => confirm === '' && M.CONFIRM_PASSWORD_REQUIRED,
    () => password !== confirm && M.PASSWORDS_DO_NOT_MATCH,
    () => passwordLengthMessage(password),
    () => requireMobileConfirmation && registration.ConfirmMobile !== true && M.MOBILE_CONFIRMATION_REQUIRED,
    () => optionalEmailCheck(registration.EmailID),
  ]);
}

export interface ChangePasswordFields {
  CurrentPassword?: unknown;
  NewPassword?: unknown;
  ConfirmPassword?: unknown;
}

/** Change password, in the registration's order; the current password is checked by the host afterwards. */
export function changePasswordMessage(change: ChangePasswordFields): string | null {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const password = text(change.NewPassword);
  return firstMessage([
    () => text(change.CurrentPassword) === '' && M.CURRENT_PASSWORD_REQUIRED,
    () => password === '' && M.PASSWORD_REQUIRED,
    () => text(change.ConfirmPassword) === '' && M.CONFIRM_PASSWORD_REQUIRED,
    () => password !== text(change.ConfirmPassword) && M.PASSWORDS_DO_NOT_MATCH,
    () => passwordLengthMessage(password),
  ]);
}

export function loginMessage(login: { Mobile?: unknown; Password?: unknown }): string | null {
  return firstMessage([
    () => isBlank(login.Mobile) && M.LOGIN_MOBILE_REQUIRED,
    () => !(typeof login.Password === 'string' && login.Password !== '') && M.LOGIN_PASSWORD_REQUIRED,
  ]);
}

export function storeMessage(store: { StoreMobile?: unknown; StorePhone?: unknown }): string | null {
  return firstMessage([
    () => isBlank(store.StoreMobile) && M.STORE_MOBILE_REQUIRED,
    () => longerThan(store.StoreMobile, STORE_PHONE_MAX) && M.STORE_MOBILE_TOO_LONG,
    () => longerThan(store.StorePhone, STORE_PHONE_MAX) && M.STORE_PHONE_TOO_LONG,
  ]);
}

// ---- Adding to the cart (docs/domain.md#adding-to-the-cart)

/** Detail page Add to cart / Buy Now: sold out first, then a missing choice among several options. */
export function detailAddMessage(product: Pick<Product, 'IsSoldOut' | 'ProductSKUList'>, option?: { Color?: string; Size?: string } | null): string | null {
  if (product.IsSoldOut === 1) return M.ITEM_SOLD_OUT;
  const options = product.ProductSKUList ?? [];
  if (options.length <= 1) return null;
  const chosen = options.some((sku) => option && (sku.Color ?? '') === (option.Color ?? '') && (sku.Size ?? '') === (option.Size ?? ''));
  return chosen ? null : M.SELECT_OPTION;
}
