// The product return (RMA) request of docs/screens.md#account-pages: its fields, reasons and ordered checks. Pure (no DOM,
// no fetch), so the return form and the host's POST /api/shop/SaveProductReturn give the same messages.
// The reference design shows no rules for this form; these follow the order form's (7-digit telephone, email pattern).
import { isEmail, isMobileNumber } from './validation.js';
import { MAX_LINE_QUANTITY, NAME_MAX, ReturnReason } from './constants.js';
import { EMAIL_INVALID, PHONE_INVALID } from './messages.js';

/** The reasons in the order the reference design lists them, with their numbers. */
export const RETURN_REASONS: ReadonlyArray<{ no: number; label: string; needsDetails: boolean }> = [
  { no: ReturnReason.DeadOnArrival, label: 'Dead On Arrival', needsDetails: false },
  { no: ReturnReason.Faulty, label: 'Faulty, please supply details', needsDetails: true },
  { no: ReturnReason.OrderError, label: 'Order Error', needsDetails: false },
  { no: ReturnReason.Other, label: 'Other, please supply details', needsDetails: true },
  { no: ReturnReason.ReceivedWrongItem, label: 'Received Wrong Item', needsDetails: false },
];

export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_CODE_MAX = 64;
export const DETAILS_MAX = 2000;

export const RETURN_TEXTS = {
  firstNameRequired: 'First Name is required.',
  firstNameTooLong: `First Name must be at most ${NAME_MAX} characters.`,
  lastNameRequired: 'Last Name is required.',
  lastNameTooLong: `Last Name must be at most ${NAME_MAX} characters.`,
  emailRequired: 'Email is required.',
  emailInvalid: EMAIL_INVALID,
  telephoneRequired: 'Telephone is required.',
  telephoneInvalid: PHONE_INVALID,
  orderRequired: 'Order ID is required.',
  orderInvalid: 'Order ID must be a whole number.',
  orderDateInvalid: 'Order Date must be a date (yyyy-mm-dd) that is not in the future.',
  productNameRequired: 'Product Name is required.',
  productNameTooLong: `Product Name must be at most ${PRODUCT_NAME_MAX} characters.`,
  productCodeRequired: 'Product Code is required.',
  productCodeTooLong: `Product Code must be at most ${PRODUCT_CODE_MAX} characters.`,
  quantityInvalid: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`,
  reasonRequired: 'Please choose a reason for the return.',
  detailsRequired: 'Please supply the details of the fault or reason.',
  detailsTooLong: `Details must be at most ${DETAILS_MAX} characters.`,
  termsRequired: 'You must agree to the Return Terms & Conditions.',
} as const;

import type { ProductReturnPayload } from './schemas.js';

export type { ProductReturnPayload };

export function reasonNeedsDetails(reasonNo: number): boolean {
  return RETURN_REASONS.some((r) => r.no === reasonNo && r.needsDetails);
}

/** 'RMA-000123' */
export function rmaNumber(rmaNo: number): string {
  return `RMA-${String(rmaNo).padStart(6, '0')}`;
}

export function returnReceivedMessage(rma: string): string {
  return `Your return request has been received. Your RMA number is ${rma}.`;
}

/** A real calendar day, yyyy-mm-dd, not after `today` (also yyyy-mm-dd). */
export function isPastDate(value: string, today: string): boolean {
  // Year 0000 parses in JavaScript but is no date to PostgreSQL.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) && value <= today;
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const tooLong = (v: unknown, max: number) => typeof v === 'string' && v.trim().length > max;

export interface ReturnCheckOptions {
  /** The form asks for the order id and the terms box; the API accepts requests without an order. */
  fromForm?: boolean;
  today: string; // yyyy-mm-dd
}

/** The first failing check, in the order of the form, or null. */
export function returnMessage(r: Partial<Record<keyof ProductReturnPayload, unknown>>, opts: ReturnCheckOptions): string | null {
  const T = RETURN_TEXTS;
  const order = r.OrderNo;
  const checks: Array<() => string | false> = [
    () => blank(r.FirstName) && T.firstNameRequired,
    () => tooLong(r.FirstName, NAME_MAX) && T.firstNameTooLong,
    () => blank(r.LastName) && T.lastNameRequired,
    () => tooLong(r.LastName, NAME_MAX) && T.lastNameTooLong,
    () => blank(r.EmailID) && T.emailRequired,
    () => !isEmail(r.EmailID) && T.emailInvalid,
    () => blank(r.Telephone) && T.telephoneRequired,
    () => !isMobileNumber(r.Telephone) && T.telephoneInvalid,
    () => !!opts.fromForm && (order === null || order === undefined) && T.orderRequired,
    () => order !== null && order !== undefined && !(Number.isInteger(order) && (order as number) >= 1) && T.orderInvalid,
    () => !blank(r.OrderDate) && !isPastDate(String(r.OrderDate).trim(), opts.today) && T.orderDateInvalid,
    () => blank(r.ProductName) && T.productNameRequired,
    () => tooLong(r.ProductName, PRODUCT_NAME_MAX) && T.productNameTooLong,
    () => blank(r.ProductCode) && T.productCodeRequired,
    () => tooLong(r.ProductCode, PRODUCT_CODE_MAX) && T.productCodeTooLong,
    () => !(Number.isInteger(r.Quantity) && (r.Quantity as number) >= 1 && (r.Quantity as number) <= MAX_LINE_QUANTITY) && T.quantityInvalid,
    () => !RETURN_REASONS.some((x) => x.no === r.ReasonNo) && T.reasonRequired,
    () => reasonNeedsDetails(r.ReasonNo as number) && blank(r.Details) && T.detailsRequired,
    () => tooLong(r.Details, DETAILS_MAX) && T.detailsTooLong,
    () => !!opts.fromForm && r.AgreeTerms !== true && T.termsRequired,
  ];
  for (const check of checks) {
    const message = check();
    if (message) return message;
  }
  return null;
}
